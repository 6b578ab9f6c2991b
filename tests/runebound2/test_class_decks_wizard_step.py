"""The wizard's Class Decks step: each player's class deck from the catalogue and the start (3 gold or a level-1 talent).

The step shows only while the Class Decks option is ticked; the app deals the decks (shuffled, six
drawn) into the setup, and the game's setup validation takes them.
"""

from __future__ import annotations

from random import Random

import pytest
from textual.geometry import Region
from textual.widgets import Checkbox, Input, Label, Select, Static
from textual.widgets._select import SelectCurrent

from cards_db.runebound2_class_decks import dealt_deck, decks_in_catalogue
from cards_db.store import save_entries
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.games import get_game
from rules_engine.runebound2.class_decks.expansion import decks_of
from rules_engine.serialization import from_jsonable
from rules_engine.runebound2.class_decks.actions import TakeClassDeck
from rules_engine.runebound2.class_decks.deck_building import DeckOrigin
from screens.wizard import NewSessionWizard
from tests.support.pilot_waits import until
from tests.support.fresh_store import fresh_store_file

SMALL, LARGE = (80, 24), (120, 40)


def deck(name: str, prefix: str) -> dict[str, dict]:
    """A test class deck of 14 cards (7 hostile) with a level-1 and a level-2 talent."""
    entries = {f"{prefix}-{i}": {"name": f"{prefix} card {i}", "deck": name, "kind": "feat", "hostile": i % 2 == 0,
                                 "cost": 1, "timing": "trigger"} for i in range(14)}
    entries[f"{prefix}-t1"] = {"name": f"{prefix} Novice", "deck": name, "kind": "talent", "level": 1,
                               "gives": ["combat"]}
    entries[f"{prefix}-t2"] = {"name": f"{prefix} Adept", "deck": name, "kind": "talent", "level": 2,
                               "requires": ["combat"]}
    return entries


@pytest.fixture
def store(tmp_path, migrated_store_file):
    opened = SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / "decks.db"))
    save_entries("runebound2", "class-card", {**deck("Warrior", "War"), **deck("Mage", "Mag")}, source="test",
                 db=opened)
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture
def empty_store(tmp_path):
    opened = SessionStore.open(f"sqlite:///{tmp_path / 'empty.db'}")
    try:
        yield opened
    finally:
        opened.close()


async def open_runebound(pilot, tick: bool = True) -> NewSessionWizard:
    await pilot.press("n")
    await until(pilot, lambda: isinstance(pilot.app.screen, NewSessionWizard) and bool(pilot.app.screen.query("#game")),
                "the new-session wizard shown")
    wizard = pilot.app.screen
    wizard.query_one("#game", Select).value = "runebound2"
    await until(pilot, lambda: all(wizard.query(f"#{wid}") for wid in ("opt-expansion-class-decks", "hero-2",
                                                                         "class-deck-2")),
                "the wizard rebuilt for Runebound with its Class Decks option and step")
    if tick:
        wizard.query_one("#opt-expansion-class-decks", Checkbox).value = True
        await pilot.pause()
    for index, (name, hero) in enumerate((("Ann", "varikas"), ("Bob", "valadir")), start=1):
        wizard.query_one(f"#player-{index}", Input).value = name
        wizard.query_one(f"#hero-{index}").value = hero
    await pilot.pause()
    return wizard


def test_the_expansion_is_offered_in_the_wizard():
    names = [o.name for o in get_game("runebound2").setup_options(wizard=True)]
    assert "expansion-class-decks" in names


@pytest.mark.rule("runebound2.class-decks.setup")
@pytest.mark.rule("runebound2.class-decks.setup.talent")
async def test_each_player_chooses_a_deck_and_a_start_and_the_session_starts_with_them(store):
    app = make_app(store)
    async with app.run_test(size=SMALL) as pilot:
        wizard = await open_runebound(pilot)
        assert wizard.query_one("#class-deck-step").display
        wizard.query_one("#class-deck-1", Select).value = "Warrior"
        await pilot.pause()
        starts = [value for _, value in wizard.query_one("#class-start-1", Select)._options]
        assert starts == ["gold", "War Novice"]  # the level-2 talent is not a start
        wizard.query_one("#class-start-1", Select).value = "War Novice"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "choose a class deck for player 2 (Bob)" in str(wizard.query_one("#wizard-error", Static).render())
        assert store.list_sessions() == []  # nothing saved
        wizard.query_one("#class-deck-2", Select).value = "Mage"
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        [summary] = store.list_sessions()
        state = store.open_session(summary.id).state
        seats = decks_of(state).seats
        assert [len(s.hand) for s in seats] == [6, 6] and all(s.ready for s in seats)
        assert seats[0].talent == "War Novice" and seats[1].talent == ""
        assert state.players[0].gold == 0 and state.players[1].gold == 3  # the talent replaced the gold
        assert {c.deck for c in seats[1].cards} == {"Mage"}


async def test_the_step_is_hidden_until_the_option_is_ticked_and_says_when_no_deck_is_imported(empty_store):
    app = make_app(empty_store)
    async with app.run_test(size=SMALL) as pilot:
        wizard = await open_runebound(pilot, tick=False)
        assert not wizard.query_one("#class-deck-step").display
        wizard.query_one("#opt-expansion-class-decks", Checkbox).value = True
        await pilot.pause()
        step = wizard.query_one("#class-deck-step")
        note = str(step.query_one(".form-note", Static).render())
        assert step.display and "No class deck in the catalogue yet" in note
        # The way to type the decks in is the app's own catalogue form, never a shell command.
        assert "the catalogue's Runebound class cards and talents" in note and "companion " not in note
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert "No class deck in the catalogue yet" in str(wizard.query_one("#wizard-error", Static).render())
        assert empty_store.list_sessions() == []


def test_a_dealt_deck_is_the_whole_deck_shuffled_with_six_drawn():
    entries = {**deck("Warrior", "War")}
    dealt = from_jsonable(TakeClassDeck, dealt_deck("Ann", "Warrior", entries, "", Random(3)))
    assert len(dealt.cards) == 14 and len(dealt.talents) == 2 and len(dealt.hand) == 6
    assert set(dealt.hand) <= {c.name for c in dealt.cards}
    assert [c.name for c in dealt.cards][:6] == list(dealt.hand)
    assert list(decks_in_catalogue(entries)) == ["Warrior"]
    with pytest.raises(ValueError, match="no class deck 'Rogue'"):
        dealt_deck("Ann", "Rogue", entries, "", Random(3))


@pytest.mark.rule("runebound2.class-decks.deck.building")
async def test_a_deck_that_breaks_the_building_rules_is_refused_naming_the_rule_and_nothing_is_saved(tmp_path):
    opened = SessionStore.open(f"sqlite:///{tmp_path / 'huge.db'}")
    huge = {f"h{i}": {"name": f"Huge card {i}", "deck": "Huge", "kind": "feat", "hostile": True, "cost": 1,
                      "timing": "trigger"} for i in range(31)}
    save_entries("runebound2", "class-card", {**huge, **deck("Mage", "Mag")}, source="test", db=opened)
    try:
        app = make_app(opened)
        async with app.run_test(size=SMALL) as pilot:
            wizard = await open_runebound(pilot)
            wizard.query_one("#class-deck-1", Select).value = "Huge"
            wizard.query_one("#class-deck-2", Select).value = "Mage"
            await pilot.pause()
            wizard.query_one("#class-origin-1", Select).value = DeckOrigin.BUILT  # Ann says she put it together
            await pilot.pause()
            await pilot.press("ctrl+s")
            await pilot.pause()
            error = str(wizard.query_one("#wizard-error", Static).render())
            assert "Ann" in error and "a class deck put together holds at most 30 cards, not 31" in error
            assert "«Składanie talii»" in error
            assert "(past the limit: Huge card " in error  # the card past the limit (after the shuffle) is named
            assert opened.list_sessions() == []
    finally:
        opened.close()


async def test_each_class_deck_row_is_named_by_the_player_typed_above_it(store):
    # Twenty-seventh pass (cd29): the rows read "Player 1", "Player 2" under the names typed above them.
    app = make_app(store)
    async with app.run_test(size=SMALL) as pilot:
        wizard = await open_runebound(pilot)

        def labels() -> list[str]:
            return [str(wizard.query_one(f"#class-player-{i}", Label).render()) for i in (1, 2)]

        await until(pilot, lambda: labels() == ["Ann", "Bob"], "the rows named Ann and Bob")
        wizard.query_one("#player-2", Input).value = ""
        await until(pilot, lambda: labels() == ["Ann", "Player 2"], "a row without a name keeps its seat's number")
        wizard.query_one("#player-2", Input).value = "Boris"
        await until(pilot, lambda: labels() == ["Ann", "Boris"], "the row follows the name as it is typed")


def shown_rows(widget) -> list[str]:
    """The rows a widget draws at its size, as the terminal shows them."""
    width, height = widget.size
    return ["".join(segment.text for segment in strip) for strip in widget.render_lines(Region(0, 0, width, height))]


async def test_a_hero_name_longer_than_its_column_ends_in_an_ellipsis(store):
    # Twenty-seventh pass (cd29): "Varikas the Dead" read "Varikas the" in the hero column at 80x24, cut without a mark.
    app = make_app(store)
    async with app.run_test(size=SMALL) as pilot:
        wizard = await open_runebound(pilot)
        label = wizard.query_one("#hero-1", Select).query_one(SelectCurrent).query_one("#label", Static)
        shown = " ".join(row.strip() for row in shown_rows(label))
        assert label.size.width < len("Varikas the Dead"), label.size
        assert shown.startswith("Varikas") and shown.endswith("…"), shown
        await until(pilot, lambda: wizard.query_one("#hero-1", Select).tooltip == "Varikas the Dead",
                    "the whole name in the column's tooltip")
