"""The terrain die's faces in the die's own order: a face of two or three terrains is the same face whatever order its
terrains are named in. Every roll the app makes (its dice roller on a described die) or a choice samples (the movement
and road-hazard rolls, described die or not) passes the store import's check of the dice (`DiceChecker`), and a face
typed in another order is read as the die's own face."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations
from random import Random

import pytest

from companion.services.fulfillers import AppChance
from companion.services.store.dice_check import DiceChecker
from rules_engine.chance import DiceRequest
from rules_engine.decisions import Rolled
from rules_engine.dice import DiceRoll, TableDice
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.choice_domains import movement_die, sampling_die
from rules_engine.runebound2.table_choices import _faces
from rules_engine.runebound2.terrain import TERRAINS, terrain_die
from tests.runebound2.helpers import GAME, new_game

#: Six faces as a table may describe them: one face twice, one face again with its terrains the other way round.
REPEATING = (("plains", "road"), ("river", "forest"), ("plains", "road"), ("hills", "swamp"), ("mountains", "plains"),
             ("road", "plains"))


def rolls_offered(state) -> list[tuple[object, Rolled]]:
    """Each choice of the state whose roll the dice decide, with that roll's domain."""
    return [(choice, domain) for choice in GAME.choices(state) for name, domain in choice.fields.items()
            if name == "roll" and isinstance(domain, Rolled)]


def test_every_face_the_sampler_draws_for_an_undescribed_die_is_the_face_its_label_types():
    die, typed = sampling_die(new_game()), terrain_die()
    assert len(die.faces) == sum(1 for size in (2, 3) for _ in combinations(TERRAINS, size))
    assert all(typed.parse_face(face.label) == face for face in die.faces)


@pytest.mark.parametrize("described", [(), REPEATING], ids=["undescribed", "described"])
def test_a_face_typed_in_another_order_is_read_as_the_dies_own_face(described):
    die = movement_die(replace(new_game(), terrain_faces=described))
    for words in (("forest", "river"), ("river", "forest"), ("River", "FOREST")):
        face = die.parse_face("+".join(words))
        assert set(face.symbols) == {"river", "forest"}
        assert face == die.parse_face("forest+river")
    if described:
        assert die.parse_face("forest+river") == die.faces[1]  # the die's own face 2, as the table described it
        assert die.parse_face("plains+mountains").label == "mountains+plains"


def test_seeded_samples_and_app_rolls_all_pass_the_imports_dice_check():
    """A property over seeds: the movement and road-hazard rolls each choice samples, with the terrain die described
    (random faces, repeats among them, and the faces above) or not, and the app's own rolls of a described die."""
    checker, checked = DiceChecker(GAME), 0
    for seed in range(40):
        rng = Random(seed)
        described = () if seed % 3 == 0 else REPEATING if seed % 3 == 1 else _faces(rng)
        start = replace(new_game(), terrain_faces=described)
        offered = rolls_offered(start)
        assert offered  # the movement rolls: five dice down to one
        for choice, _ in offered:
            for _ in range(4):
                checker.check(start, choice.sample(rng), "a sampled roll")
                checked += 1
        hazard = Rolled(sampling_die(start), 2)  # the road-hazard encounter roll's domain (`turn_choices.hazards`)
        for _ in range(4):
            checker.check(start, A.RollMovement(hazard.sample(rng)), "a sampled hazard roll")
            checked += 1
        if movement_die(start).can_roll():
            chance = AppChance.seeded(seed)
            for choice, _ in offered:  # the app rolls what the choice asks for, as the session frame's roll button does
                request = choice.request
                assert isinstance(request, DiceRequest)
                for _ in range(4):
                    outcome = chance.fulfil(request)
                    assert isinstance(outcome, DiceRoll)
                    checker.check_outcome(outcome, request.die, "an app roll")
                    checker.check(start, request.build(outcome), "an app roll")
                    checked += 1
    assert checked > 300


def test_typed_faces_in_any_order_pass_the_imports_dice_check():
    state = new_game()
    for faces in (["plains+forest", "forest+plains"], ["river+road+hills", "hills+river+road"]):
        roll = TableDice(faces).roll(movement_die(state), len(faces))
        assert roll.faces[0] == roll.faces[1]
        DiceChecker(GAME).check(state, A.RollMovement(roll), "typed")
