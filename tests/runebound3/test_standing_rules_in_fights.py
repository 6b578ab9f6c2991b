"""Runebound 3e's token fights under a table's standing rules: the combat referee sets the named rule aside, and
the fight's buttons are the referee's rulings too, so a button the book would grey out is offered, its line
naming the table's rule beside the book's."""

from __future__ import annotations

from rules_engine.citations import Citation
from rules_engine.runebound3.combat.actions import Pass, Surge
from rules_engine.runebound3.combat.fighters import SurgeAbility
from rules_engine.runebound3.combat.resolve import check, rule_on
from rules_engine.runebound3.fight_buttons import fight_buttons
from rules_engine.standing_rules import StandingRule, StandingRules
from tests.runebound3.test_combat_rules import enemy, fought, hero

SURGES = StandingRules("Thursday", (StandingRule("runebound3.combat.surge-once", "Surges galore",
                                                 "an ability may be used again in the same round"),))


def _mended_once():
    """A hero who used Mend this round with a second surge still showing; the enemy has passed."""
    heal = SurgeAbility("Mend", 1, effect="heal one wound")
    state = fought(hero(["surge/miss", "surge/miss"], abilities=[heal]), enemy([]), ["surge", "surge"], [])
    state, _ = rule_on(state, Surge(0, "Mend", (0,)))
    return rule_on(state, Pass(1))[0]


def test_the_table_rule_allows_a_second_surge_and_the_ruling_cites_both():
    state = _mended_once()
    assert not check(state, Surge(0, "Mend", (1,))).allowed
    ruling = check(state, Surge(0, "Mend", (1,)), standing=SURGES)
    assert ruling.allowed and ruling.table_rules == ("Surges galore",)
    assert [c.rule_id for c in ruling.waived] == ["runebound3.combat.surge-once"]
    assert "table rule «Surges galore»" in str(ruling.message)


def test_the_surge_button_is_offered_under_the_table_rule_and_names_the_books_rule():
    state = _mended_once()
    book = {b.key: b for b in fight_buttons(state)}["surge"]
    assert not book.available
    table = {b.key: b for b in fight_buttons(state, SURGES)}["surge"]
    assert table.available and table.submits == Surge(0, "Mend", (1,))
    assert "«Surges galore»" in table.reason
    assert Citation.of("runebound3.combat.surge-once").reference() in table.reason


def test_without_standing_rules_the_buttons_are_the_books():
    state = _mended_once()
    assert fight_buttons(state) == fight_buttons(state, StandingRules())


def test_the_games_view_under_a_table_rule_draws_the_buttons_the_referee_rules_under_it():
    from random import Random

    from rules_engine.runebound3.game import RUNEBOUND3
    from rules_engine.runebound3.state import Fight
    from rules_engine.values import replace
    from tests.runebound3.helpers import fighting_state

    rng, state = Random(1), fighting_state(2, first_player=0)
    while not isinstance(state.combat, Fight):
        state = RUNEBOUND3.apply(state, rng.choice(RUNEBOUND3.choices(state)).sample(rng)).state
    state = replace(state, combat=replace(state.combat, combat=_mended_once()))  # the fight at the second surge

    def surge(game):
        return {b.key: b for b in game.view(state).data.fight.buttons}["surge"]

    assert not surge(RUNEBOUND3).available
    assert surge(RUNEBOUND3.under(SURGES)).available and "«Surges galore»" in surge(RUNEBOUND3.under(SURGES)).reason
