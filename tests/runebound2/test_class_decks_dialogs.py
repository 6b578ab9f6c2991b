"""The Class Decks dialogs: class cards in the round of turns, the talent shop, the deck builder (pilot tests).

Their snapshots are in test_class_decks_snapshots.py.

Every verdict shown is the engine's (`Game.check`); the dialogs submit through the area, as the
session frame's controller would, and nothing may fall off-screen at 80x24.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual import events
from textual.widgets import Static, TextArea

from companion.services.session_setup import setup_from_json
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.games import get_game

from rules_engine.runebound2.class_decks.actions import BuyTalent, PassWindow, PlayClassCard
from rules_engine.runebound2.class_decks.cards import Kind, Proficiency, Timing
from screens.choice_dialog import ChoiceDialog
from screens.key_table import key_entries, screen_key_entries
from screens.runebound2.area import Runebound2Area
from screens.runebound2.deck_builder import DeckBuilder, deck_verdict
from tests.runebound2.class_deck_helpers import BOOK, GAME, card, class_game, decks
from tests.runebound2.helpers import new_game, play, with_hero
from tests.runebound2.screen_apps import AreaApp
from tests.runebound2.test_class_decks_experience_and_decks import at_experience
from tests.support.choice_dialogs import choose, details, dialog, labels, opened
from tests.support.pilot_waits import until
from tests.tui.drive import notifications

SMALL, LARGE = (80, 24), (120, 40)
BOOK_SETUP = Path(__file__).resolve().parent / "transcripts" / "class_decks_book_example.setup.json"
PIT = card("Pit", hostile=True, cost=0, timing=Timing.MOVEMENT)
BOLT = card("Frost Bolt", Kind.SPELL, hostile=True, cost=2, timing=Timing.CHALLENGE, requires=(Proficiency.SORCERY,))


def movement_window():
    """Anna (active) ended her movement: Boris's go, then Cyril, Anna last. Boris holds Pit and Frost Bolt."""
    state = class_game(3, {"Boris": (PIT, BOLT), "Anna": (BOOK["Celny strzał"],)})
    return play(play(state, "step H3:forest adventure:green"), "next")


def talent_step():
    """Anna's experience step with one mind counter and 5 points."""
    state = at_experience(class_game(3), xp=5)
    return with_hero(state, 0, experience=("mind",))


def text_of(app, selector: str) -> str:
    return str(app.screen.query_one(selector, Static).render())


def inside(app, selector: str) -> bool:
    """The widget lies wholly on the screen."""
    region = app.screen.query_one(selector).region
    return region.width > 0 and app.screen.region.contains_region(region)


async def open_cards(pilot) -> None:
    await pilot.pause()
    await pilot.press("f8")
    await opened(pilot)


async def open_talents(pilot) -> None:
    await pilot.pause()
    await pilot.press("f9")
    await opened(pilot)


@pytest.mark.rule("runebound2.class-decks.timing.movement")
async def test_the_round_of_turns_shows_whose_go_it_is_and_passing_moves_it_on():
    app = AreaApp(movement_window())
    async with app.run_test(size=SMALL) as pilot:
        await open_cards(pilot)
        assert dialog(app).offer.title == "Class cards"
        header = text_of(app, "#choice-explanation")
        assert "End-of-movement cards, a round of turns" in header
        assert "▶ Boris may play cards or passes now" in header and "Cyril waits" in header
        assert "Anna waits (active player, last)" in header
        assert "Boris may play end-of-movement cards on Varikas the Dead, or passes; then Cyril, Anna" in header
        for part in ("#choice-explanation", "#choice-close"):
            assert inside(app, part), part
        shown = app.screen
        await pilot.press("p")
        await opened(pilot)
        assert app.screen is not shown  # opened again after the pass, with the round moved on
        assert app.submitted[-1] == PassWindow("Boris")
        header = text_of(app, "#choice-explanation")
        assert "Boris passed" in header and "▶ Cyril may play" in header


@pytest.mark.rule("runebound2.class-decks.cost.proficiency")
@pytest.mark.rule("runebound2.class-decks.timing.challenge")
async def test_each_card_says_who_plays_it_on_whom_its_cost_and_why_not_and_every_action_is_a_key_the_palette_offers():
    """One run: the area's keys as the palette lists them, then the cards dialog's keys and each card's line."""
    app = AreaApp(movement_window())
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        # The session frame lists its area's keys (extra_key_nodes), so the palette offers them.
        area_keys = {e.description for e in key_entries(app, app.query_one("#game-area"))}
        assert {"Cards", "Talents", "Decks"} <= area_keys
        await open_cards(pilot)
        dialog_keys = {e.description: e for e in screen_key_entries(app, app.screen)}
        assert {"Pass", "Trigger round", "Close"} <= set(dialog_keys)
        assert all(dialog_keys[k].tooltip for k in ("Pass", "Trigger round"))
        shown = labels(app)
        assert "Boris: Pit on Varikas the Dead" in shown and "Boris: Frost Bolt on Varikas the Dead" in shown
        assert "Anna: Celny strzał on Anna's own hero" in shown
        whys = list(details(app).values())
        bolt = next(w for w in whys if "Frost Bolt (" in w)
        # The surcharge: printed 2, +2 for sorcery the (absent) talent lacks; the window refusal with its rule.
        assert "4 threat (printed 2, +2 each for sorcery) off Varikas the Dead's card" in bolt
        assert "as a challenge starts" in bolt and "«Zagrywanie kart \\»" in bolt
        shot = next(w for w in whys if "Celny strzał (" in w)
        assert "text: Played just before the hero's ranged attack" in shot  # the book's card, its text
        pit = next(w for w in whys if "Pit (" in w)
        assert pit.startswith("allowed") and "not in the book: the table's" in pit  # an invented card: no text
        assert not dialog(app).buttons()[shown.index("Boris: Pit on Varikas the Dead")].disabled
        await choose(pilot, "Boris: Pit on Varikas the Dead")
        assert app.submitted[-1] == PlayClassCard("Boris", "Pit")
        assert "Pit" not in decks(app.state).seats[1].hand


@pytest.mark.rule("runebound2.class-decks.talent.buy")
@pytest.mark.rule("runebound2.class-decks.talent.level")
async def test_the_talent_shop_says_what_can_be_bought_with_what_and_why_not():
    app = AreaApp(talent_step())
    async with app.run_test(size=LARGE) as pilot:
        await open_talents(pilot)
        assert dialog(app).offer.title == "Talents"
        header = text_of(app, "#choice-explanation")
        assert "5 experience points" in header and "counters bought: mind" in header
        assert "A talent costs 4 points with 3 players" in header and "No talent yet" in header
        rows = details(app)
        assert rows["Keen Eye for 4 points"].startswith("allowed")
        assert rows["Keen Eye for a mind counter"].startswith("allowed")
        warlord = rows["Warlord for 4 points"]
        assert "at most level 1" in warlord and "«" in warlord  # the level rule, cited
        assert "requires survival · gives combat" in warlord
        await choose(pilot, "Keen Eye for a mind counter")
        assert app.submitted[-1] == BuyTalent("Anna", "Keen Eye", "mind")
        rows = details(app)
        assert "one talent a turn" in rows["Quiet Step for 4 points"]


async def test_the_class_deck_keys_are_hidden_without_the_expansion():
    app = AreaApp(new_game(2))
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        area = app.query_one("#game-area")
        assert area.check_action("class_cards", ()) is False and area.check_action("talents", ()) is False
        assert not app.query_one("#rb2-class-buttons").display
        await pilot.press("f8")
        await pilot.pause()
        assert not isinstance(app.screen, ChoiceDialog)
    app = AreaApp(movement_window())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert app.query_one("#game-area").check_action("class_cards", ()) is True
        assert app.query_one("#rb2-class-buttons").display


async def test_in_the_session_frame_at_80x24_every_area_button_is_on_screen(tmp_path):
    store = SessionStore.open(f"sqlite:///{tmp_path / 'frame.db'}")
    try:
        setup = setup_from_json(get_game("runebound2"), json.loads(BOOK_SETUP.read_text(encoding="utf-8")), store)
        store.create_session(game_id="runebound2", name="Class decks", setup=setup)
        app = make_app(store)
        async with app.run_test(size=SMALL) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # resume the session
            await pilot.pause()
            app.screen.query_one("#rb2-scroll").scroll_end(animate=False)
            await pilot.pause()
            buttons = list(app.screen.query("#game-area Button"))
            assert {b.id for b in buttons} >= {"rb2-cards-button", "rb2-talents-button", "rb2-decks-button"}
            for button in buttons:
                assert app.screen.region.contains_region(button.region), (button.id, button.region)
            await pilot.press("f8")
            await opened(pilot)
            assert dialog(app).offer.title == "Class cards"
            assert inside(app, "#choice-close") and inside(app, "#choice-explanation")
    finally:
        store.close()


# -- the deck builder ------------------------------------------------------------------------------------


def catalogue(hostile: int, friendly: int, talents: int = 2) -> dict[str, dict]:
    """Test catalogue entries: class cards of one deck and its talents."""
    entries = {}
    for i in range(hostile + friendly):
        entries[f"c{i}"] = {"name": f"Card {i}", "deck": "Test", "kind": "feat", "hostile": i < hostile, "cost": 1,
                            "timing": "trigger"}
    for i in range(talents):
        entries[f"t{i}"] = {"name": f"Talent {i}", "deck": "Test", "kind": "talent", "level": 1}
    entries["u"] = {"name": "Unknown side", "deck": "Test", "kind": "spell", "hostile": None, "cost": None}
    return entries


@pytest.mark.rule("runebound2.class-decks.deck.building")
def test_the_deck_verdict_names_the_card_and_the_rule():
    entries = catalogue(12, 20, talents=6)
    ok = deck_verdict([f"Card {i}" for i in range(14)], ["Talent 0"], entries)
    assert "follows the building rules: 14 class cards (12 hostile), 1 talent" in str(ok)
    names = [f"Card {i}" for i in range(31)] + ["Card 3", "Nope", "Unknown side", "Talent 0"]
    bad = str(deck_verdict(names, [f"Talent {i}" for i in range(6)] + ["Card 5"], entries))
    assert "a class deck holds no duplicates: Card 3" in bad
    assert "at most 30 cards, not 32 (past the limit: Card 30, Card 3)" in bad
    assert "Nope is not in the catalogue" in bad and "Unknown side: hostile, cost not known yet" in bad
    assert "Talent 0 is a talent: it does not go in the class card list" in bad
    assert "Card 5 is a feat: it does not go in the talent list" in bad
    assert "at most 5 talents, not 6 (past the limit: Talent 5)" in bad
    assert bad.count("«Składanie talii»") >= 5  # every failure carries its rule
    few = str(deck_verdict([f"Card {i}" for i in range(10, 25)], [], entries))
    assert "at least 12 hostile cards, not 2: add 10 more" in few


async def open_deck_builder(pilot) -> None:
    """f10 on the Runebound area: the class deck builder."""
    await pilot.pause()
    await pilot.press("f10")
    await pilot.pause()
    assert isinstance(pilot.app.screen, DeckBuilder)


async def test_the_deck_builder_screen_checks_what_is_typed(tmp_path):
    app = AreaApp(movement_window())
    async with app.run_test(size=SMALL) as pilot:
        await open_deck_builder(pilot)
        cards = app.screen.query_one("#db-cards", TextArea)
        cards.text = "Skalny ogar\nSkalny ogar\nNo such card"
        await pilot.press("ctrl+s")
        await pilot.pause()
        verdict = text_of(app, "#db-verdict")
        assert "no duplicates: Skalny ogar" in verdict and "No such card is not in the catalogue" in verdict
        for part in ("#db-verdict", "#db-buttons", "#db-cards", "#db-talents"):
            assert inside(app, part), part
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, DeckBuilder)



@pytest.mark.parametrize("store_open", [True, False], ids=["store open", "board read before the store"])
async def test_a_card_the_table_typed_in_shows_the_text_it_typed(store: SessionStore, store_open: bool):
    # Pit was typed into the catalogue with its text: the dialog shows that text, not "not in the book", also when
    # the session was opened from the list before the store (read with sqlite3): the store opens for the dialog.
    from cards_db.store import save_entries

    save_entries("runebound2", "class-card", {"pit": {
        "name": "Pit", "deck": "test", "kind": "feat", "hostile": True, "cost": 0, "timing": "movement",
        "text": "The hero tests to jump; failing, it takes 1 wound."}}, source="catalogue form", db=store)
    app = AreaApp(movement_window())
    app.store = store if store_open else None  # type: ignore[attr-defined]  # as the companion app carries it
    app.wait_for_store = lambda: store  # type: ignore[attr-defined]  # the companion app's: opens it when asked
    async with app.run_test(size=LARGE) as pilot:
        await open_cards(pilot)
        pit = next(w for w in details(app).values() if "Pit (" in w)
        assert "text: The hero tests to jump; failing, it takes 1 wound." in pit
        assert "not in the book" not in pit
        shot = next(w for w in details(app).values() if "Celny strzał (" in w)
        assert "text: Played just before the hero's ranged attack" in shot  # the shipped cards' texts stay


async def test_the_first_rounds_dialog_says_how_to_name_the_six_cards_each_player_drew():
    # The app deals six cards at setup; the table's own draw is named with 'hand' (its rule in
    # test_class_decks_starting_hand.py): the dialog that lists every hand says so while it can matter.
    app = AreaApp(class_game(2))
    async with app.run_test(size=SMALL) as pilot:
        await open_cards(pilot)
        header = text_of(app, "#choice-explanation")
        assert "at setup it dealt six from each deck" in header and 'hand PLAYER "CARD" ...' in header
        assert inside(app, "#choice-close")
    app = AreaApp(movement_window())  # the first window of the game: the round of turns, then the same words
    async with app.run_test(size=SMALL) as pilot:
        await open_cards(pilot)
        header = text_of(app, "#choice-explanation")
        assert "Boris may play cards or passes now" in header and "at setup it dealt six from each deck" in header


@pytest.mark.parametrize("language,word", [("en", "sorcery"), ("ru", "колдовство"), ("pl", "czarnoksięstwo")])
def test_a_missing_proficiency_is_named_in_the_tables_language(language, word):
    # Frost Bolt requires sorcery, which no talent gives yet: its surcharge names the proficiency, translated.
    from companion.services.i18n import use_language
    from rules_engine.runebound2.class_decks.offers import CLASS_CARDS as STEP
    from screens.runebound2.class_card_options import play_options

    state = movement_window()
    use_language(language)
    try:
        details = [detail for _label, _verdict, detail in play_options(GAME.view(state).data, GAME.offers(state, STEP))]
    finally:
        use_language("en")
    bolt = next(d for d in details if "Frost Bolt" in d)
    assert word in bolt and (language == "en" or "sorcery" not in bolt)


async def test_keys_typed_while_f8_opens_the_dialog_do_not_act_on_it_and_keys_typed_after_do(
        store: SessionStore, monkeypatch) -> None:
    # Twenty-eighth pass (table30): f8, then at once `refill Anna "Glyph"` and Enter: the dialog opened a moment later
    # (the catalogue's store read first) and took the typed keys, its Enter choosing the highlighted row. Keys the
    # terminal read before the dialog was made were typed for the board: they are dropped, and the table is told.
    setup = setup_from_json(get_game("runebound2"), json.loads(BOOK_SETUP.read_text(encoding="utf-8")), store)
    live = store.create_session(game_id="runebound2", name="Class decks", setup=setup)
    before = len(live.entries)
    opening = Runebound2Area._catalogue_store

    def slow_store(area):
        for key, character in (("1", "1"), ("p", "p"), ("enter", "\r")):  # typed while the store is read
            area.app.post_message(events.Key(key, character))
        return opening(area)

    monkeypatch.setattr(Runebound2Area, "_catalogue_store", slow_store)
    app = make_app(store)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # resume the session
        await pilot.pause()
        await pilot.press("f8")
        shown = await opened(pilot)
        await pilot.pause()
        assert app.screen is shown, "no typed key chose an option"
        assert len(store.open_session(live.id).entries) == before
        assert any("typed before this dialog opened" in said for said in notifications(pilot))
        await pilot.press("escape")  # typed once the dialog is shown: it acts
        await until(pilot, lambda: app.screen is not shown, "the dialog closed by escape")


async def test_the_deck_builder_s_keys_are_in_the_table_s_language():
    """The deck builder had Textual's own footer, which shows a key's English words: a Polish table read "Check deck"."""
    from companion.services.i18n import use_language

    use_language("pl")
    try:
        app = AreaApp(movement_window())
        async with app.run_test(size=SMALL) as pilot:
            await open_deck_builder(pilot)
            keys = [str(key.render()) for key in app.screen.query("FooterKey")]
            assert any("Sprawdź" in key for key in keys), keys
            assert not any("Check deck" in key for key in keys), keys
    finally:
        use_language("en")
