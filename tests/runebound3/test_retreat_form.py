"""The retreat form's values read by the engine: the same retreat the typed command builds, or one line naming
the field it cannot read (nothing built)."""

from __future__ import annotations

import pytest

from rules_engine.errors import CommandError
from rules_engine.runebound3.combat.actions import Pass, Toss
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.retreat_form import RETREAT_FIELDS, retreat_request
from tests.runebound3.screen_tables import play, wolf_fight

GOOD = {"needs": "forest", "kind": "wilds", "space": "Old Wood"}


def between_rounds():
    return play(wolf_fight(), Toss(((True, True), (False,) * 5)), Pass(0), Pass(1))


def test_the_form_builds_the_retreat_the_typed_command_builds() -> None:
    state = between_rounds()
    assert retreat_request(state, GOOD) == RUNEBOUND3.parse_command(state, 'retreat forest wilds "Old Wood"')
    assert retreat_request(state, {**GOOD, "needs": " Any ", "kind": "CITY"}) == \
        RUNEBOUND3.parse_command(state, 'retreat any city "Old Wood"')


def test_the_choices_are_the_words_the_typed_command_reads() -> None:
    state = between_rounds()
    needs, kind, space = RETREAT_FIELDS
    assert space.choices == () and needs.choices and kind.choices
    for field in (needs, kind):
        for word, _label in field.choices:
            assert retreat_request(state, {**GOOD, field.key: word})


@pytest.mark.parametrize(("entered", "field", "says"), [
    ({**GOOD, "needs": ""}, "The terrain the step needs", "say the terrain the step needs"),
    ({**GOOD, "needs": "lava"}, "The terrain the step needs", "'lava' is not the terrain"),
    ({**GOOD, "kind": "castle"}, "The kind of space", "'castle' is not"),
    ({**GOOD, "space": "  "}, "The space's name", "say a name"),
    ({**GOOD, "space": "Old\x1bWood"}, "The space's name", "control character"),
    ({**GOOD, "space": "W" * 61}, "The space's name", "61 characters long"),
])
def test_a_value_the_engine_cannot_read_is_one_line_naming_its_field(entered, field, says) -> None:
    with pytest.raises(CommandError) as refused:
        retreat_request(between_rounds(), entered)
    line = str(refused.value.args[0])
    assert line.startswith(field + ":") and says in line and "\n" not in line
