"""The dice tray's "Roll for me" key is in its footer only when the app can roll the die.

Played as a new table: Runebound 3e's terrain die, whose faces the catalogue lacks, opened the tray for a move with
"^r Roll for me" in the footer; pressing it only said "The app cannot roll this die; enter the table's result" (the
button itself was disabled). A die the app rolls keeps the key.
"""

from __future__ import annotations

from textual.app import App

from rules_engine.dice import DieSpec, Face
from rules_engine.runebound3.fighting import TERRAIN_DIE
from screens.dice_tray import DiceTray
from tests.tui.test_dialogs_fit import DialogApp


def footer_keys(app: App[None]) -> set[str]:
    """The keys the tray's footer shows now."""
    return {key for key, active in app.screen.active_bindings.items() if active.binding.show}


async def test_a_die_the_app_cannot_roll_has_no_roll_key_in_the_footer() -> None:
    assert not TERRAIN_DIE.can_roll()
    app = DialogApp(DiceTray(TERRAIN_DIE, 4, "a move"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, DiceTray)
        assert "ctrl+r" not in footer_keys(app) and "escape" in footer_keys(app)


async def test_a_die_the_app_rolls_keeps_its_roll_key() -> None:
    die = DieSpec("d6", "d6", tuple(Face(str(n), n) for n in range(1, 7)))
    app = DialogApp(DiceTray(die, 4, "a roll"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "ctrl+r" in footer_keys(app)
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert not isinstance(app.screen, DiceTray)  # rolled and closed


async def test_the_faces_line_says_a_die_not_described_is_not_known_and_lists_a_described_die_s_faces() -> None:
    app = DialogApp(DiceTray(TERRAIN_DIE, 3, "a move"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        faces = str(app.screen.query_one("#dice-faces").render())
        assert faces.startswith("Faces: not described to the app; each shows one or more of plains, road")
    described = DieSpec(TERRAIN_DIE.id, TERRAIN_DIE.name, (Face("plains+road", None, ("plains", "road")),
                                                           Face("water", None, ("water",))),
                        kind="symbols", symbols_allowed=TERRAIN_DIE.symbols_allowed)
    app = DialogApp(DiceTray(described, 3, "a move"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert str(app.screen.query_one("#dice-faces").render()) == "Faces: plains+road, water"
        assert "ctrl+r" in footer_keys(app)


async def test_a_runebound_3e_tray_for_a_die_not_described_says_how_to_describe_it() -> None:
    from rules_engine.runebound3.dice_moves import move_request
    from rules_engine.values import replace
    from screens.runebound3.area import Runebound3Area
    from tests.runebound3.helpers import new_state

    state = new_state()
    area = Runebound3Area.__new__(Runebound3Area)
    (note,) = area.tray_notes(move_request(state))
    assert "terrain-die" in note and "catalogue" in note
    described = replace(state, terrain_faces=(("plains",), ("water",)))
    assert area.tray_notes(move_request(described)) == ()
    app = DialogApp(DiceTray(TERRAIN_DIE, 3, "a move", notes=(note,)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#dice-entered").region.bottom <= 24  # the note leaves the entry on the screen


def test_a_runebound_2e_tray_for_dice_not_described_says_how_to_describe_them() -> None:
    from rules_engine.chance import DiceRequest, fill
    from rules_engine.runebound2.actions import RollMovement
    from rules_engine.runebound2.terrain import terrain_die
    from screens.runebound2.area import Runebound2Area

    area = Runebound2Area.__new__(Runebound2Area)
    plain = DiceRequest(terrain_die(None), 5, "movement", fill(RollMovement))
    (note,) = area.tray_notes(plain)
    assert "terrain-die" in note and "six faces" in note and "catalogue" in note
    faces = [["plains", "road"], ["forest", "hills"], ["river", "swamp"], ["mountains", "hills"],
             ["plains", "forest", "road"], ["river", "road"]]
    described = DiceRequest(terrain_die({"faces": faces}), 5, "movement", fill(RollMovement))
    assert described.die.can_roll() and area.tray_notes(described) == ()
