"""The import's check of the dice reads a face of symbols whatever order its symbols are named in: a Runebound 2e
terrain face 'plains+forest' is the face the die writes 'forest+plains' (sessions recorded before the sampler wrote
the die's own order hold such faces), and a die that shows the same terrains on two faces tells them by number. It
still refuses an edited face: other terrains, a number the die has no such face at, a label that names another face.
An export of a Runebound 2e session with such rolls imports again, the same log."""

from __future__ import annotations

import pytest

from companion.services.store import SessionStore
from companion.services.store.dice_check import DiceChecker
from companion.services.store.errors import InvalidDocument
from rules_engine.dice import DiceRoll, Face, symbol_die
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.games import get_game
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.terrain import terrain_die

GAME = get_game("runebound2")
HEROES = {"lorn": {"name": "Lorn", "life": 7, "stamina": 3, "mind": 2, "body": 5, "spirit": 1, "ranged": 0, "melee": 3,
                   "magic": 0}}
#: A described die with one face twice and one face again with its terrains the other way round.
REPEATING = [["plains", "road"], ["river", "forest"], ["plains", "road"], ["hills", "swamp"], ["mountains", "plains"],
             ["road", "plains"]]


def setup() -> GameSetup:
    return GameSetup((PlayerSetup("Anna", "lorn"),), {}, {"heroes": HEROES})


def checked(roll: DiceRoll, faces: list[list[str]] | None = None) -> None:
    state = GAME.new_game(setup())
    die = terrain_die({"faces": faces} if faces else None)
    DiceChecker(GAME).check_outcome(roll, die, "the log")
    if not faces:
        DiceChecker(GAME).check(state, A.RollMovement(roll), "the log")


def face(label: str, value: int | None, *symbols: str) -> Face:
    return Face(label, value, symbols)


@pytest.mark.parametrize("shown", [
    face("plains+forest", None, "plains", "forest"),           # the order the sampler wrote before
    face("forest+plains", None, "plains", "forest"),
    face("Hills+River+Road", None, "road", "river", "hills"),
], ids=["sampler-order", "symbols-reordered", "label-cased"])
def test_an_undescribed_die_face_in_another_order_passes(shown):
    checked(DiceRoll("terrain", (shown, shown), "seeded"))


@pytest.mark.parametrize("shown", [
    face("plains+road", 3, "plains", "road"),                   # the die's face 3, the same terrains as face 1
    face("road+plains", 1, "road", "plains"),                   # face 1 named the other way round
    face("road+plains", 6, "road", "plains"),
    face("plains+road", 6, "plains", "road"),
], ids=["repeated-face", "face-1-reordered", "face-6", "face-6-reordered"])
def test_a_described_die_face_by_its_number_and_terrains_passes(shown):
    checked(DiceRoll("terrain", (shown,), "app"), REPEATING)


@pytest.mark.parametrize("shown", [
    face("plains+road", 2, "plains", "road"),                   # face 2 shows river and forest
    face("plains+road", 1, "plains", "river"),                  # symbols edited under the label
    face("plains+river", 1, "plains", "river"),                 # no face shows plains and river
    face("river+forest", 1, "plains", "road"),                  # a label naming another face
], ids=["wrong-number", "symbols-edited", "no-such-face", "label-of-another-face"])
def test_an_edited_described_face_is_still_refused(shown):
    with pytest.raises(InvalidDocument, match="edited dice"):
        checked(DiceRoll("terrain", (shown,), "app"), REPEATING)


def test_an_undescribed_die_face_with_other_terrains_is_still_refused():
    with pytest.raises(InvalidDocument, match="edited dice"):
        checked(DiceRoll("terrain", (face("plains+forest", None, "plains", "hills"),), "seeded"))


def test_a_numbered_symbol_face_given_another_number_is_still_refused():
    """A hero die's face '3' counted as 5 (faces 3 and 5 show the same symbol) is an edit, not another order."""
    die = symbol_die("hero", "hero die", [(1, ["sword"]), (2, ["sword"]), (3, ["sword"]), (4, ["heart"]),
                                          (5, ["sword"]), (6, ["star"])])
    checker = DiceChecker(GAME)
    checker.check_outcome(DiceRoll("hero", (Face("5", 5, ("sword",)),), "app"), die, "the log")
    with pytest.raises(InvalidDocument, match="edited dice"):
        checker.check_outcome(DiceRoll("hero", (Face("3", 5, ("sword",)),), "app"), die, "the log")


def test_an_export_with_faces_in_another_order_imports_the_same_log(tmp_path):
    rolls = (DiceRoll("terrain", (face("plains+forest", None, "plains", "forest"),
                                  face("road+river+hills", None, "road", "river", "hills")), "seeded"),)
    with SessionStore.open(f"sqlite:///{tmp_path / 's.db'}") as store:
        live = store.create_session(game_id="runebound2", name="Old walk", setup=setup())
        for roll in rolls:
            live.act(A.RollMovement(roll))
        document = store.export_session(live.id)
        again = store.open_session(store.import_session(document))
        assert [entry.action for entry in again.entries] == [entry.action for entry in live.entries]
        assert again.entries[-1].action == A.RollMovement(rolls[0])
        assert store.export_session(again.id)["log"] == document["log"]
