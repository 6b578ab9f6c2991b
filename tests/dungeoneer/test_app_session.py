"""Dungeoneer in the app: the wizard offers it with its variants, solo or not; a session built from the
shipped and imported catalogue is played by typed commands, undone, saved and reopened; the generic
game area shows its board until the game's own screens land."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textual.widgets import Checkbox, Select, Static

from cards_db.kinds import CatalogueError
from cards_db.store import save_entries
from companion.services.controller import SessionController
from companion.services.fulfillers import AppChance
from companion.services.outcomes import Applied, Refused
from companion.services.session_setup import setup_from_json
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.dungeoneer.game import GAME
from rules_engine.games import all_games, get_game
from screens.game_area import game_area_for
from screens.generic_area import render_view
from screens.wizard import NewSessionWizard
from tests.dungeoneer.flow import CARDS, HEROES, LOCATIONS, MONSTERS, QUESTS
from tests.tui.drive import fill, frame
from tests.support.fresh_store import fresh_store_file
from tests.support.pilot_waits import until

SIZE = (100, 40)
#: The table's own cards: every test location but its entrance (the shipped Tomb antechamber is the entrance).
TABLE_LOCATIONS = {k: v for k, v in LOCATIONS.items() if k != "entrance"}
TABLE_QUESTS = {k: v for k, v in QUESTS.items() if "entrance" not in v.get("locations", [])}


@pytest.fixture
def store(tmp_path, migrated_store_file) -> Iterator[SessionStore]:
    """A session store whose catalogue holds the table's Dungeoneer heroes and cards, imported."""
    opened = SessionStore.open(fresh_store_file(migrated_store_file, tmp_path / "sessions.db"))
    for kind, entries in (("hero", HEROES), ("location", TABLE_LOCATIONS), ("quest", TABLE_QUESTS),
                          ("monster", MONSTERS), ("card", CARDS)):
        save_entries("dungeoneer", kind, entries, source="test import", db=opened)
    yield opened
    opened.close()


def test_dungeoneer_is_registered_with_its_variants_as_setup_options() -> None:
    assert get_game("dungeoneer") is GAME and GAME in all_games()
    names = {spec.name for spec in GAME.setup_options(wizard=True)}
    assert {"solo", "solo-lair", "limited-movement", "dodging-spikes", "points-for-falling",
            "optional-discard", "nothing-personal"} <= names


#: A monster the table knows only in part (the book's battle forms picture prints no numbers for it):
#: its missing values are listed as unconfirmed, so the catalogue takes it and a session leaves it out.
GRAVE_WRAITH = {
    "id": "grave-wraith", "name": "Grave wraith", "health": None, "cost": None,
    "forms": {"magic": {"value": None, "strike": "one wound, and the hero loses 1 glory"},
              "melee": {"value": None, "attacks": False}, "speed": {"value": None, "attacks": False}},
    "unconfirmed": ["health", "cost", "forms.magic.value", "forms.melee.value", "forms.speed.value"],
}


def test_a_new_session_takes_the_shipped_cards_and_the_tables_imports(store: SessionStore) -> None:
    save_entries("dungeoneer", "monster", {"grave-wraith": GRAVE_WRAITH}, source="test import", db=store)
    setup = setup_from_json(GAME, {"players": [{"name": "Ann", "hero": "rogue"}], "options": {"solo": True}}, store)
    catalogue = setup.catalogue
    assert "tomb-antechamber" in catalogue["locations"] and "library" in catalogue["locations"]
    assert {"zombie", "legion", "wraith", "grave-wraith"} <= set(catalogue["monsters"])
    state = GAME.new_game(setup)
    assert state.dungeon.card_at((0, 0)).name == "Tomb antechamber"
    # The grave wraith's numbers are not known: it stays out until the table gives them.
    assert state.left_out == ("Grave wraith (health, cost, forms.magic.value, forms.melee.value, forms.speed.value)",)
    assert "grave-wraith" not in {m.id for m in state.monsters}
    assert any(title.startswith("Left out") for title, _ in GAME.view(state).sections)


def test_an_import_naming_a_bad_field_is_refused_with_the_field_and_the_card(store: SessionStore) -> None:
    bad = {**MONSTERS["zombie"], "forms": {"melee": {"value": 2, "attacks": False}}}
    with pytest.raises(CatalogueError, match=r"'zombie'.*'forms'"):
        save_entries("dungeoneer", "monster", {"zombie": bad}, source="bad.json", db=store)
    with pytest.raises(CatalogueError, match=r"library.*'exits.west.target' is missing"):
        save_entries("dungeoneer", "location", {"library": {**LOCATIONS["library"], "exits": {
            **LOCATIONS["library"]["exits"], "west": {"kind": "trap", "stat": "melee"}}}}, source="bad.json", db=store)


def test_a_session_is_played_by_typed_commands_undone_saved_and_reopened(store: SessionStore, tmp_path) -> None:
    setup = setup_from_json(GAME, {"players": [{"name": "Ann", "hero": "rogue"}, {"name": "Bo", "hero": "knight"}]},
                            store)
    live = store.create_session(game_id="dungeoneer", name="Friday crawl", setup=setup)
    controller = SessionController(live)
    chance = AppChance.seeded(3)
    for text in ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
                 "quests p1 magic-fish library-ward", "quests p2 crypt-vow pit-offering", "shared t1-watch"):
        assert isinstance(controller.play(controller.read(text), chance), Applied), text
    assert isinstance(controller.play(controller.read("move north"), chance), Refused)  # not in setup
    before = controller.state
    outcome = controller.play(controller.read("first-player"), chance)
    assert isinstance(outcome, Applied) or controller.state.phase is before.phase  # a tie rolls again
    while controller.state.phase is before.phase:
        controller.play(controller.read("first-player"), chance)
    assert controller.state.active in (0, 1)
    controller.undo()
    assert controller.state.phase is before.phase
    controller.redo()
    played = controller.state
    url = f"sqlite:///{tmp_path / 'sessions.db'}"
    with SessionStore.open(url) as again:
        reopened = again.open_session(live.id)
        assert reopened.state == played and reopened.game is GAME
    text = render_view(GAME.view(played)).plain
    assert "Dungeon" in text and "[Tomb" in text and "Quests" in text


async def test_the_wizard_offers_a_solo_session_and_the_frame_shows_its_board(store: SessionStore) -> None:
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        wizard = app.screen
        assert isinstance(wizard, NewSessionWizard)
        select = wizard.query_one("#game", Select)
        assert "dungeoneer" in [value for _, value in select._options]
        select.value = "dungeoneer"
        await until(pilot, lambda: bool(wizard.query("#opt-solo")), "Dungeoneer's options shown")  # mounted by a task
        for option in ("solo", "solo-lair", "limited-movement", "points-for-falling", "optional-discard"):
            assert wizard.query_one(f"#opt-{option}", Checkbox) is not None
        assert wizard._player_count == 2
        await pilot.press("ctrl+r")  # one seat only with solo play: the seat stays, and the wizard says why
        await pilot.pause()
        assert wizard._player_count == 2
        assert "at least 2" in str(wizard.query_one("#wizard-error", Static).render())
        wizard.query_one("#opt-solo", Checkbox).value = True  # the blank second seat goes with it
        await until(pilot, lambda: wizard._player_count == 1, "the second seat dropped for solo play")
        await fill(pilot, "#player-1", "Ann")
        wizard.query_one("#hero-1", Select).value = "rogue"
        await fill(pilot, "#session-name", "Alone in the tomb")
        await pilot.press("ctrl+s")
        await pilot.pause()
        shown = frame(pilot)
        assert shown.live.game.id == "dungeoneer" and shown.live.state.solo is not None
        if game_area_for("dungeoneer") is None:  # until the game's own screens are installed
            assert "Tomb antechamber" in str(app.screen.query_one("#generic-view", Static).render())
