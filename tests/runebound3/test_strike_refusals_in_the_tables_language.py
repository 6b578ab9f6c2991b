"""A strike refused for the symbol its token shows names the symbols and the side that may spend them in the table's
language («урон дают только топор или вспышка», «wydają go tylko wrogowie»), and the face it shows in the form the
sentence needs (the face words are nominative: «на жетоне 1 — молния», «na żetonie 1 jest przewaga», not «показывает
молния»); the English the log keeps is as it was."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.runebound3.combat.actions import Strike
from rules_engine.runebound3.combat.fighters import Fighter, SideKind
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.combat.guards import strike_problem
from rules_engine.runebound3.combat.landing import toss_from_faces
from rules_engine.runebound3.combat.resolve import rule_on
from rules_engine.runebound3.combat.state import CombatState
from rules_engine.runebound3.tokens import parse_token
from tests.runebound3.test_combat_board import TERRAIN, TROLL


def _tossed(hero_tokens: tuple[str, ...], hero_faces: list[str]) -> CombatState:
    hero = Fighter("Ann", SideKind.HERO, 6, tuple(parse_token(f"Ann {i}", t) for i, t in enumerate(hero_tokens)), (), 0)
    state = start_combat(hero, TROLL, TERRAIN)
    return rule_on(state, toss_from_faces(state, hero_faces, ["skull*", "2shield", "wing", "miss", "surge"]))[0]


def _refusal(state: CombatState, action: Strike) -> str:
    problem = strike_problem(state, action)
    assert problem is not None
    return problem.message


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "token 1 shows surge: damage is spent from axe or bolt"),
    ("ru", "на жетоне 1 — молния: урон дают только топор или вспышка"),
    ("pl", "na żetonie 1 jest przewaga: obrażenia dają tylko topór lub błyskawica"),
])
def test_a_strike_from_a_face_that_is_not_damage_names_the_damage_symbols_in_the_tables_words(language: str,
                                                                                              expected: str) -> None:
    use_language(language)
    reason = _refusal(_tossed(("surge/miss", "axe*/miss"), ["surge", "axe*"]), Strike(0, (0,)))
    assert str(reason) == "token 1 shows surge: damage is spent from axe or bolt"  # what the log keeps
    assert translate(reason) == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "token 1 shows skull: only enemies spend it"),
    ("ru", "на жетоне 1 — череп: тратить его могут только враги"),
    ("pl", "na żetonie 1 jest czaszka: wydają go tylko wrogowie"),
])
def test_a_hero_striking_with_a_skull_hears_that_only_enemies_spend_it(language: str, expected: str) -> None:
    use_language(language)
    reason = _refusal(_tossed(("skull/miss", "axe*/miss"), ["skull", "axe*"]), Strike(0, (0,)))
    assert translate(reason) == expected
