"""A Dungeoneer hero's line (the players' view: the phone page, `companion sessions show`) names every value in the
table's language: played in Polish (twenty-second pass, text23), it read «... chwała 4, ryzyko 1, points 1»."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dungeoneer.game import GAME
from tests.dungeoneer.flow import started


@pytest.mark.parametrize(("language", "points"), [("pl", "punkty"), ("ru", "очки")])
def test_every_value_of_a_heros_line_is_named_in_the_tables_language(language: str, points: str) -> None:
    player = GAME.view(started()).players[0]
    use_language(language)
    named = [translate(label) for label, _ in player.stats]
    assert points in named
    assert [label for label, _ in player.stats if translate(label) == label] == []
