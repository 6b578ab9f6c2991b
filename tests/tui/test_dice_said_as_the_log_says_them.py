"""The "Dice" pop-up after a roll, the timeline (f2) and the dice tray say the dice as the log does: face by face, in
the table's words, a face's symbols joined by "+", no bracketed list and no total ("[6, 3, 2, 5] = 16" after a
roll-off summed four players' dice, a number no rule reads).

Dice Throne's book has each player roll one die and the highest start («Подготовка к игре», step «Кубики»), and reads
an attack by its symbols and straights; Runebound 3e reads terrain symbols; the one sum a rule reads (Runebound 2e's
two dice against an attribute) is said by that rule's own ruling with its modifier and target.
"""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.widgets import Input, Static

from companion.services.dice_text import said_dice
from companion.services.i18n import use_language
from rules_engine.chance import DiceRequest, fill
from rules_engine.chance_record import ChanceRecord
from rules_engine.dice import DiceRoll, Face, numbered_die
from rules_engine.dice_throne.actions import RollOff
from rules_engine.messages import Message
from rules_engine.runebound3.fighting import TERRAIN_DIE
from rules_engine.runebound3.outdoor_rest import rest_request
from screens.dice_tray import DiceTray
from screens.timeline_screen import chance_note
from tests.dice_throne.support import make_setup, new
from tests.runebound3.helpers import new_state
from tests.tui.drive import enter_command


class TrayApp(App[None]):
    """The tray over an empty table, keeping the roll it gives."""

    rolled: DiceRoll | None = None

    def __init__(self, tray: DiceTray) -> None:
        super().__init__()
        self.tray = tray

    def compose(self) -> ComposeResult:
        yield Static("table")

    def on_mount(self) -> None:
        self.push_screen(self.tray, lambda roll: setattr(self, "rolled", roll))

ROLL_OFF = DiceRoll("d6", tuple(Face(str(v), v) for v in (6, 3, 2, 5)), "app")
TERRAIN = DiceRoll(TERRAIN_DIE.id, (Face("forest+hills", None, ("forest", "hills")), Face("water", None, ("water",))),
                   "table")


def test_the_timeline_says_a_roll_off_die_by_die_without_a_total() -> None:
    use_language("en")
    record = ChanceRecord(DiceRequest(numbered_die(6), 4, Message("first player roll-off"), fill(RollOff)), ROLL_OFF)
    note = chance_note(record)
    assert note.endswith("— rolled by the app: 6, 3, 2, 5"), note
    assert "16" not in note and "[" not in note and "=" not in note


def test_terrain_faces_are_said_in_the_table_s_words_joined_by_plus() -> None:
    try:
        use_language("en")
        assert said_dice(TERRAIN) == "forest+hills, water"
        use_language("ru")
        assert said_dice(TERRAIN) == "лес+холмы, вода"
        use_language("pl")
        assert said_dice((ROLL_OFF, TERRAIN)) == "6, 3, 2, 5; las+wzgórza, woda"
    finally:
        use_language("en")


async def test_the_dice_pop_up_after_a_roll_off_lists_the_dice_without_a_sum(tmp_path: Path) -> None:
    from companion.services.store import SessionStore
    from companion.shell.app import make_app
    from screens.session_frame import SessionFrame

    use_language("en")
    store = SessionStore.open("sqlite:///" + str(tmp_path / "duel.db"))
    live = store.create_session(game_id="dice-throne", name="Duel",
                                setup=make_setup("2v2", ("gunslinger", "gunslinger", "cursed-pirate", "cursed-pirate")))
    app = make_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SessionFrame(live))
        await pilot.pause()
        await enter_command(pilot, "roll-off")
        assert isinstance(app.screen, DiceTray)
        app.screen.query_one("#dice-entered", Input).value = "6 3 2 5"
        await pilot.press("enter")
        await pilot.pause()
        said = [n.message for n in app._notifications if n.title == "Dice"]
        assert said == ["6, 3, 2, 5 (table dice)"], [(n.title, n.message) for n in app._notifications]


async def test_the_tray_names_the_rest_s_terrain_and_the_die_s_symbols_in_russian_and_reads_them_back() -> None:
    use_language("ru")
    try:
        request = rest_request(new_state(), "forest")
        app = TrayApp(DiceTray(request.die, 3, request.purpose))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            tray = app.screen
            purpose = str(tray.query_one("#dice-purpose").render())
            faces = str(tray.query_one("#dice-faces").render())
            assert "лес" in purpose and "forest" not in purpose, purpose
            assert "равнина, дорога" in faces and "plains" not in faces, faces
            entry = tray.query_one("#dice-entered", Input)
            assert "plains" not in entry.placeholder, entry.placeholder
            entry.value = "лес холмы+лес Равнина"
            await pilot.click("#use")
            await pilot.pause()
        assert app.rolled is not None and tuple(f.symbols for f in app.rolled.faces) == (
            ("forest",), ("forest", "hills"), ("plains",))
    finally:
        use_language("en")


def test_the_tray_shows_a_symbol_by_a_word_it_reads_back_whole() -> None:
    from rules_engine.dice import DieSpec
    from screens.dice_tray import entry_example, shown_symbol

    described = DieSpec(TERRAIN_DIE.id, TERRAIN_DIE.name, (Face("wild", None, ("wild",)), Face("water", None, ("water",))),
                        kind="symbols", symbols_allowed=TERRAIN_DIE.symbols_allowed)
    use_language("ru")
    try:
        assert shown_symbol(described, "wild") == "дикий"  # the screens' «дикий символ», typed as one word
        example = entry_example(described, 2)
        assert "дикий вода" in example and "символ" not in example, example
        assert shown_symbol(numbered_die(6), "bullet") == "bullet"  # a die that reads no translated word
    finally:
        use_language("en")


async def test_a_dice_throne_hero_s_symbols_are_listed_and_typed_in_the_table_s_words() -> None:
    # The Cursed Pirate's die in a Polish session: the log says «kordelas», so the tray lists and takes «kordelas» too
    # (a8d3c266 listed "1 cutlass", asked for "cutlass" and refused «kordelas»). English keeps the die's own words.
    from rules_engine.dice_throne.dice import hero_die
    from screens.dice_tray import faces_as_the_die_reads_them, shown_face

    die = hero_die(new().hero_of(1))
    use_language("pl")
    try:
        assert [shown_face(die, face) for face in die.faces] == [
            "1 kordelas", "2 kordelas", "3 kordelas", "4 łup", "5 łup", "6 czaszka"]
        assert faces_as_the_die_reads_them(die, ["Kordelas", "łup", "2", "czaszka+łup", "sztylet"]) == [
            "cutlass", "loot", "2", "skull+loot", "sztylet"]
        app = TrayApp(DiceTray(die, 5, Message("offensive roll")))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            tray = app.screen
            faces = str(tray.query_one("#dice-faces").render())
            entry = tray.query_one("#dice-entered", Input)
            assert "kordelas" in faces and "cutlass" not in faces, faces
            assert "kordelas" in entry.placeholder and "cutlass" not in entry.placeholder, entry.placeholder
            entry.value = "sztylet kordelas kordelas łup łup"
            await pilot.click("#use")
            await pilot.pause()
            refused = str(tray.query_one("#dice-error").render())
            assert "sztylet" in refused and "kość kość" not in refused, refused
            entry.value = "kordelas kordelas kordelas łup czaszka"
            await pilot.click("#use")
            await pilot.pause()
        assert app.rolled is not None and tuple(f.value for f in app.rolled.faces) == (1, 1, 1, 4, 6)
        use_language("en")
        assert shown_face(die, die.faces[0]) == "1 cutlass"
    finally:
        use_language("en")
