"""Every Dice Throne rule in the index is cited by engine code and checked by a marked test."""

from __future__ import annotations

from rules_engine.rules_index import all_rules
from scripts.rules_coverage import code_references, marked_tests

DT_RULES = [r for r in all_rules() if r.id.startswith("dice-throne.")]


def test_every_dice_throne_rule_is_cited_by_engine_code():
    cited = code_references({r.id for r in DT_RULES})
    assert [r.id for r in DT_RULES if r.id not in cited] == []


def test_every_dice_throne_rule_has_a_marked_test():
    tested = marked_tests()
    assert [r.id for r in DT_RULES if r.id not in tested] == []


def test_pages_only_where_the_book_names_them():
    allowed = {"КОМПАНЬОНЫ": 7, "ЦАРЬ ГОРЫ": 11, "5. ФАЗА БРОСКА ПРИЦЕЛИВАНИЯ": 13,
               "ОДНОВРЕМЕННЫЕ ДЕЙСТВИЯ И ПРЕРЫВАНИЕ": 15}
    damage_headings = {"ВИДЫ УРОНА", "ОБЫЧНЫЙ УРОН", "НЕБЛОКИРУЕМЫЙ УРОН", "ЧИСТЫЙ УРОН", "ПОБОЧНЫЙ УРОН",
                       "ЛЕГЕНДАРНЫЙ УРОН"}
    for rule in DT_RULES:
        if rule.page is None:
            continue
        expected = 10 if rule.heading in damage_headings else allowed.get(rule.heading)
        assert rule.page == expected, rule.id
