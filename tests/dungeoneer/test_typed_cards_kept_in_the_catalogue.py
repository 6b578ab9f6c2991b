"""Every Dungeoneer card a table types with its values in play becomes a catalogue entry its kind accepts, read back by
the engine into the card the session played.

On 4e9298d3 only a tunnel or room typed as it was placed reached the catalogue (through a hook of the Dungeoneer
screen); a monster, boon, treasure, bane or encounter typed after `as` lived in its session only, and
`cards_db.typed_entries` did not exist. Each action that carries typed `values` is covered here: `DrawPeril` (a
monster, a bane, an encounter), `DrawGlory` (a boon, a treasure), `PlayGlory`, `PlayPeril`, `PlayMonsters`, and the
locations' `PlaceTunnel`. The entry is validated by its kind (the one validation an import and the catalogue form
use) and saved by `keep_in_catalogue`; a catalogue holding the same card is left as it is, one holding a different
card of that name is never changed, and a player link keeps the card in the game only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cards_db.dungeoneer_typed_entries import card_entry, monster_entry, same_card, same_monster
from cards_db.kinds import get_kind
from cards_db.store import imported_entries, save_entries
from cards_db.typed_entries import TypedCard, typed_cards
from companion.services.fulfillers import TableCard
from companion.services.store import SessionStore
from companion.services.typed_catalogue import keep_in_catalogue, keep_typed_cards
from rules_engine.actions import Action
from rules_engine.chance import CardRequest
from rules_engine.dungeoneer.adventure_cards import AdventureCard
from rules_engine.dungeoneer.game import GAME
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.typed_cards import HAND_KINDS, parse_hand_values, parse_values, remember
from rules_engine.values import replace
from tests.dungeoneer.flow import act, solo_table, started
from tests.dungeoneer.test_cards_and_inventory import deeds, rich

Card = MonsterCard | AdventureCard


def owed_peril() -> DgState:
    """Ann alone in her deeds phase in the corner, a peril card owed from the table's deck."""
    state = act(act(act(solo_table(), "next"), "place corner north of t1"), "next")
    state = act(act(act(state, "move north"), "move north"), "peril-roll", 1, 1)
    return replace(state, solo=replace(state.solo, to_draw=1))


def owed_glory() -> DgState:
    """Ann alone, a glory card owed from the table's own glory deck."""
    state = solo_table()
    return replace(state, solo=replace(state.solo, glory_draws=1))


def drawn(deck: str, named: str) -> Callable[[DgState], Action]:
    """The action of the table naming (and typing) the card it drew from its own deck."""
    def action(state: DgState) -> Action:
        request = GAME.parse_command(state, f"draw-{deck}")
        assert isinstance(request, CardRequest)
        built = request.build(TableCard(named).fulfil(request))
        assert isinstance(built, Action)
        return built
    return action


def typed(command: str) -> Callable[[DgState], Action]:
    def action(state: DgState) -> Action:
        parsed = GAME.parse_command(state, command)
        assert isinstance(parsed, Action)
        return parsed
    return action


#: (what the test calls it, the state, the action typing a card, the card's name, its catalogue kind)
MOVES: tuple[tuple[str, Callable[[], DgState], Callable[[DgState], Action], str, str], ...] = (
    ("draw-peril monster", owed_peril, drawn("peril", "Cave Dragon as monster 3 health 2 melee 4 magic 1 counter "
                                                      "traits dragon,flying"), "Cave Dragon", "monster"),
    ("draw-peril bane", owed_peril, drawn("peril", "Hex as bane 2 permanent traits curse aims undead"), "Hex", "card"),
    ("draw-peril encounter", owed_peril, drawn("peril", "Snare as encounter X trap speed 4"), "Snare", "card"),
    ("draw-glory boon", owed_glory, drawn("glory", "Amulet as boon 1 instant any-time"), "Amulet", "card"),
    ("draw-glory treasure", owed_glory, drawn("glory", "Oil lamp as treasure 2 permanent type lamp"), "Oil lamp",
     "card"),
    ("play glory", lambda: deeds(rich(started())), typed("play Lantern x 2 as treasure X permanent type lamp"),
     "Lantern", "card"),
    ("play peril", lambda: rich(started()), typed("peril Rift paid-by p2 as encounter 1 instant traits shift"), "Rift",
     "card"),
    ("play monsters", lambda: rich(started()), typed("monsters p2 zombie:melee Ogre:magic as monster 2 health 3 magic 3 "
                                                     "melee 1 counter"), "Ogre", "monster"),
)


def read_back(kind: str, entry: dict[str, Any]) -> Card:
    """The entry as its kind validates it, read by the engine's own reader."""
    clean = get_kind("dungeoneer", kind).validate(entry)
    return MonsterCard.from_data(clean) if kind == "monster" else AdventureCard.from_data(clean)


def session_card(state: DgState, name: str) -> Card:
    return next(card for card in (*state.typed_monsters, *state.typed_cards) if card.name == name)


@pytest.mark.parametrize(("move", "before", "action_of", "name", "kind"), MOVES, ids=[m[0] for m in MOVES])
def test_a_card_typed_in_play_is_an_entry_its_kind_accepts_and_the_engine_reads_back_as_the_card_played(
        move: str, before: Callable[[], DgState], action_of: Callable[[DgState], Action], name: str,
        kind: str) -> None:
    state = before()
    action = action_of(state)
    after = GAME.apply(state, action).state
    [kept] = typed_cards("dungeoneer", action, after)
    played = session_card(after, name)
    assert (kept.game, kept.kind, kept.name) == ("dungeoneer", kind, name)
    assert kept.entry["id"] == name.lower().replace(" ", "-")
    assert read_back(kind, kept.entry) == replace(played, id=kept.entry["id"])
    assert kept.same(get_kind("dungeoneer", kind).validate(kept.entry))


@pytest.mark.parametrize(("move", "before", "action_of", "name", "kind"), MOVES, ids=[m[0] for m in MOVES])
def test_each_typed_card_is_saved_once_as_the_tables_own(store: SessionStore, move: str,
                                                          before: Callable[[], DgState],
                                                          action_of: Callable[[DgState], Action], name: str,
                                                          kind: str) -> None:
    state = before()
    action = action_of(state)
    after = GAME.apply(state, action).state
    [said] = keep_typed_cards("dungeoneer", action, after, db=store)
    assert said.saved and said.name == name
    later = ("can lay it by name" if kind == "location" else
             "knows it by its name alone, when it is drawn or played")
    assert str(said.message) == f"{name} is saved in your catalogue as your own card: a later game {later}."
    assert list(imported_entries("dungeoneer", kind, db=store)) == [name.lower().replace(" ", "-")]
    assert keep_typed_cards("dungeoneer", action, after, db=store) == (), "the same card again: nothing to say"


def test_a_monster_typed_earlier_and_named_again_beside_a_new_one_is_not_this_moves() -> None:
    # The Ogre was typed earlier in the session (remembered in the state as its typing leaves it).
    state = remember(rich(started()), parse_values("Ogre", "Ogre", ("monster", "2", "health", "3", "magic", "3")))
    action = typed("monsters p2 Ogre:magic Troll:melee as monster 1 health 2 melee 2")(state)
    after = GAME.apply(state, action).state
    assert [card.name for card in typed_cards("dungeoneer", action, after)] == ["Troll"]


def test_values_typed_for_a_card_the_session_knows_keep_nothing() -> None:
    state = deeds(rich(started()))
    action = typed("play helm as treasure 5 permanent type hat")(state)
    after = GAME.apply(state, action).state
    assert typed_cards("dungeoneer", action, after) == ()
    named_only = typed("play helm")(state)
    assert typed_cards("dungeoneer", named_only, GAME.apply(state, named_only).state) == ()


def kept_monster(card: MonsterCard) -> TypedCard:
    return TypedCard("dungeoneer", "monster", monster_entry(card), lambda entry: same_monster(card, entry))


def test_a_different_monster_of_that_name_in_the_catalogue_is_said_and_left_unchanged(store: SessionStore) -> None:
    held = monster_entry(parse_values("Cave Dragon", "Cave Dragon", ("monster", "3", "health", "2", "melee", "5")))
    save_entries("dungeoneer", "monster", {"cave-dragon": held}, source="catalogue form", db=store)
    before = imported_entries("dungeoneer", "monster", db=store)
    card = parse_values("Cave Dragon", "Cave Dragon", ("monster", "3", "health", "2", "melee", "4"))
    assert isinstance(card, MonsterCard)
    said = keep_in_catalogue(kept_monster(card), db=store)
    assert said is not None and not said.saved
    assert str(said.message).startswith("Cave Dragon was not saved in your catalogue: it holds a different card named "
                                        "Cave Dragon. This game goes on with the card as typed")
    assert imported_entries("dungeoneer", "monster", db=store) == before


def test_a_monster_beyond_the_catalogues_limits_is_said_and_nothing_is_written(store: SessionStore) -> None:
    card = parse_values("Titan", "Titan", ("monster", "3", "health", "15", "melee", "4"))
    assert isinstance(card, MonsterCard)
    said = keep_in_catalogue(kept_monster(card), db=store)
    assert said is not None and not said.saved and "'health'" in str(said.message)
    assert imported_entries("dungeoneer", "monster", db=store) == {}


def test_a_player_link_keeps_a_typed_card_in_the_game_only(store: SessionStore) -> None:
    state = owed_glory()
    action = drawn("glory", "Amulet as boon 1 instant")(state)
    [said] = keep_typed_cards("dungeoneer", action, GAME.apply(state, action).state, db=store, locked=True)
    assert not said.saved and "player link" in str(said.message)
    assert imported_entries("dungeoneer", "card", db=store) == {}


def test_an_adventure_card_with_another_printed_value_is_not_the_same_card() -> None:
    card = parse_hand_values("Hex", "Hex", ("bane", "1", "permanent", "aims", "undead"), HAND_KINDS)
    assert same_card(card, card_entry(card))
    assert not same_card(card, {**card_entry(card), "waits_for": ["troll"]})
    assert not same_card(card, {**card_entry(card), "duration": "instant"})
    assert not same_card(card, {**card_entry(card), "cost": None, "unconfirmed": ["cost"], "kind": "relic"})


# -- The round trip over every typed field, the catalogue's limits kept (beyond them the kind refuses the entry).

NAMES = st.from_regex(r"[A-Z][a-z]{1,8}( [a-z]{2,8})?", fullmatch=True)
WORDS = st.lists(st.from_regex(r"[a-z]{2,8}", fullmatch=True), min_size=1, max_size=3, unique=True)


@st.composite
def monster_words(draw: st.DrawFn) -> tuple[str, ...]:
    """'monster COST health N' then each form printed, some only countering, one at least attacking; traits maybe."""
    words = ["monster", str(draw(st.integers(0, 20))), "health", str(draw(st.integers(1, 12)))]
    forms = draw(st.lists(st.sampled_from(("melee", "magic", "speed")), min_size=1, max_size=3, unique=True))
    attacking = draw(st.sampled_from(forms))
    for form in forms:
        words += [form, str(draw(st.integers(0, 12)))]
        if form != attacking and draw(st.booleans()):
            words.append("counter")
    if draw(st.booleans()):
        words += ["traits", ",".join(draw(WORDS))]
    return tuple(words)


@st.composite
def hand_words(draw: st.DrawFn) -> tuple[str, ...]:
    """'KIND COST DURATION' then what the kind may print: a timing, a treasure's type, a trap, a bane's aims, traits."""
    kind = draw(st.sampled_from(HAND_KINDS))
    words = [kind, draw(st.sampled_from(("X", *map(str, range(21))))),
             draw(st.sampled_from(("instant", "permanent", "attachment")))]
    if draw(st.booleans()):
        words.append(draw(st.sampled_from(("deeds", "dungeon-lord", "any-time", "response"))))
    if kind == "treasure" and draw(st.booleans()):
        words += ["type", draw(st.from_regex(r"[a-z]{2,8}", fullmatch=True))]
    if kind == "encounter" and draw(st.booleans()):
        words += ["trap", draw(st.sampled_from(("melee", "magic", "speed"))), str(draw(st.integers(1, 12)))]
    if kind == "bane" and draw(st.booleans()):
        words += ["aims", ",".join(draw(WORDS))]
    if draw(st.booleans()):
        words += ["traits", ",".join(draw(WORDS))]
    return tuple(words)


@settings(max_examples=150, deadline=None)
@given(name=NAMES, words=monster_words())
def test_any_typed_monster_reads_back_as_the_same_card(name: str, words: tuple[str, ...]) -> None:
    card = parse_values(name, name, words)
    assert isinstance(card, MonsterCard)
    entry = monster_entry(card)
    assert read_back("monster", entry) == replace(card, id=entry["id"])
    assert same_monster(card, get_kind("dungeoneer", "monster").validate(entry))


@settings(max_examples=150, deadline=None)
@given(name=NAMES, words=hand_words(), peril=st.booleans())
def test_any_typed_adventure_card_reads_back_as_the_same_card(name: str, words: tuple[str, ...], peril: bool) -> None:
    # A peril card drawn alone is read by `parse_values` (the dungeon lord's timing), one from a hand by
    # `parse_hand_values`; both reach the catalogue the same way.
    if peril and words[0] in ("bane", "encounter") and not set(words) & {"deeds", "dungeon-lord", "any-time",
                                                                          "response"}:
        card: Card = parse_values(name, name, words)
    else:
        card = parse_hand_values(name, name, words, HAND_KINDS)
    assert isinstance(card, AdventureCard)
    entry = card_entry(card)
    assert read_back("card", entry) == replace(card, id=entry["id"])
    assert same_card(card, get_kind("dungeoneer", "card").validate(entry))
