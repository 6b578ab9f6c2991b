"""What a key of the board asks for, built as the engine's typed action or chance request (never as text to parse):
leaving through a side, the peril or trap roll, the card owed. The command line's grammar builds the same ones.

Which roll or draw comes now is the rules' call, made here: a trap waiting for its dice is rolled before the
peril roll, and the peril cards to draw come before the glory cards owed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules_engine.actions import Action, action_type
from rules_engine.chance import CardRequest, DrawnCard, fill, made_by, maker
from rules_engine.dice import numbered_die
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.movement import Way, asks_threat, way_out
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.typed_cards import GLORY_VALUES_HELP, VALUES_HELP, typed_names
from rules_engine.dungeoneer.words import term
from rules_engine.game import DiceRequest
from rules_engine.messages import Message

D6 = numbered_die(6)


def move_request(state: DgState, side: Side) -> A.Move | DiceRequest:
    """The active hero leaving through `side`: with the exit's threat rolled when it has one."""
    hero = state.hero
    found = way_out(state.dungeon, hero.cell, side)
    if isinstance(found, Way) and asks_threat(found, held_open=state.exit_held_open(hero.cell, side)):
        return DiceRequest(D6, 1, Message('the {describe} exit', describe=found.exit.describe()), fill(A.Move, side=side))
    return A.Move(side)


def peril_roll_request(state: DgState) -> DiceRequest:
    """Solo: the peril dice of the location entered."""
    dice = state.solo.peril_dice if state.solo is not None and state.solo.peril_dice else 1
    return DiceRequest(D6, dice, Message('the peril roll'), fill(A.PerilRoll, every_hit=True))


def trap_roll_request(state: DgState) -> DiceRequest:
    """A trap's threat: one die for each hero in its location, in seat order."""
    return DiceRequest(D6, len(state.traps[0].seats) if state.traps else 1, Message("the trap's threat"),
                       fill(A.TrapRoll))


def lord_roll_request(state: DgState) -> DiceRequest:
    """The dice the dungeon lord rolls now: a waiting trap's first, else the peril roll."""
    return trap_roll_request(state) if state.traps else peril_roll_request(state)


def draw_request(state: DgState, deck: str) -> CardRequest:
    """Solo: a card drawn from the peril or the glory deck (the app's deck, or the table names its card)."""
    solo_state = state.solo
    candidates = solo_state.drawable(deck) if solo_state is not None else ()
    names = {c.id: c.name for c in state.adventure_cards} | {m.id: m.name for m in state.monsters}
    if deck == "glory":
        drawable_glory = tuple(names.get(c, c) for c in candidates)
        typed_glory = tuple(c.name for c in state.typed_cards if c.kind.glory and c.name not in drawable_glory)
        return CardRequest(deck, Message('the {deck} draw', deck=term(deck)),
                           made_by("dungeoneer.typed-drawn", kind=A.DrawGlory.KIND, ids=card_ids(state)),
                           drawable_glory + typed_glory, values_help=GLORY_VALUES_HELP)
    drawable = tuple(state.card_name(c) for c in candidates)
    return CardRequest(deck, Message('the {deck} draw', deck=term(deck)),
                       made_by("dungeoneer.typed-drawn", kind=A.DrawPeril.KIND, ids=card_ids(state)),
                       drawable + tuple(n for n in typed_names(state) if n not in drawable), values_help=VALUES_HELP)


def owed_draw_request(state: DgState) -> CardRequest:
    """Solo: the card owed now: a peril card while any is to be drawn, else a glory card owed."""
    solo = state.solo
    owed_glory = solo is not None and not solo.to_draw and solo.glory_draws
    return draw_request(state, "glory" if owed_glory else "peril")


def card_ids(state: DgState) -> dict[str, str]:
    """Every card's id by its id and its name, folded, as the table names them: the catalogue's adventure cards,
    its monsters, then the cards typed in this session (the first of a name wins)."""
    ids: dict[str, str] = {}
    cards: tuple[Any, ...] = (*state.adventure_cards, *state.monsters, *state.typed_cards, *state.typed_monsters)
    for card in cards:
        ids.setdefault(card.id.casefold(), card.id)
        ids.setdefault(card.name.casefold(), card.id)
    return ids


@maker("dungeoneer.typed-drawn")
def _typed_drawn(drawn: DrawnCard, *, kind: str, ids: dict[str, str]) -> Action:
    """A peril or glory card drawn (`kind`) by the id of the name typed, with any values typed after it."""
    drawn_action: Callable[..., Action] = action_type(kind)  # a DrawPeril or DrawGlory: (card, values, source)
    return drawn_action(ids.get(drawn.name.casefold(), drawn.name), tuple(str(drawn.data.get("values", "")).split()),
                        drawn.source)
