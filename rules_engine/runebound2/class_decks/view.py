"""What the Class Decks expansion adds to Runebound's view: each player's threat, hand and talent, the open window."""

from __future__ import annotations

from dataclasses import replace

from rules_engine.messages import Message
from rules_engine.game import GameView, PlayerView
from rules_engine.runebound2.board import Board, ClassDecksData, DecisionData, ThreatData
from rules_engine.runebound2.class_decks.choices import decision as class_decision
from rules_engine.runebound2.class_decks.choices import round_prompt
from rules_engine.runebound2.class_decks.deck_state import ClassDecks
from rules_engine.runebound2.class_decks.flow import flee_penalty
from rules_engine.runebound2.state import Rb2State


#: One player's threat and cards as plain values (what a threat-pool panel draws): the board's record.
ThreatRow = ThreatData


def threat_rows(state: Rb2State, decks: ClassDecks) -> tuple[ThreatRow, ...]:
    """Each seat's threat split and card counts."""
    return tuple(
        ThreatRow(
            state.players[i].player, s.threat.on_card, s.threat.pool, len(s.hand), len(s.deck), len(s.discard), s.talent
        )
        for i, s in enumerate(decks.seats)
    )


def class_deck_lines(state: Rb2State, decks: ClassDecks) -> tuple[str, ...]:
    """What waits on the class cards now: the open window, class challenges, the flee penalty, the epic card."""
    lines = []
    if decks.window is not None:
        lines.append(round_prompt(state, decks.window))
    if decks.challenges:
        lines.append(Message("class challenges waiting: {names}", names=", ".join(c.name for c in decks.challenges)))
    if decks.fighting is not None:
        lines.append(Message("fighting {card} (played by {player})", card=decks.fighting.name,
                             player=state.players[decks.fighting.owner].player))
    if decks.flee_cards:
        lines.append(Message("flee penalty -{penalty}: {names}", penalty=flee_penalty(decks),
                             names=", ".join(c.name for c in decks.flee_cards)))
    if decks.turn.epic_by is not None:
        lines.append(Message("epic card played this turn by {player}", player=state.players[decks.turn.epic_by].player))
    if not lines:
        lines.append(Message("no class card waiting"))
    return tuple(lines)


def with_class_decks(view: GameView, state: Rb2State, decks: ClassDecks) -> GameView:
    """The base view with threat, hand size and talent per player, a Class decks section, and the expansion's decision.

    While a timing window is open (or a deck is still to take), the view's decision is the expansion's:
    whose go it is in the round, not the base step's prompt.
    """
    rows = threat_rows(state, decks)
    players = tuple(_player(p, row) for p, row in zip(view.players, rows))
    data = view.data
    waiting = class_decision(state, decks)
    lines = class_deck_lines(state, decks)
    if isinstance(data, Board):
        data = replace(data, class_decks=ClassDecksData(rows, lines))
        if waiting is not None:
            data = replace(data, decision=DecisionData(str(waiting.kind), waiting.seat, waiting.prompt, waiting.window))
    sections = view.sections + (("Class decks", lines),)
    return replace(view, players=players, sections=sections, data=data)


def _player(view: PlayerView, row: ThreatRow) -> PlayerView:
    stats = (
        ("threat", f"{row.on_card} on hero / {row.pool} pool"),
        ("hand", str(row.hand)),
        ("deck", f"{row.deck} (discard {row.discard})"),
        ("talent", row.talent or "none"),
    )
    return replace(view, stats=view.stats + stats)
