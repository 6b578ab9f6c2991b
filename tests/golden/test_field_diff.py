"""The check that a re-recorded golden log changed only in the fields it was meant to change."""

from __future__ import annotations

import json

from tests.golden.field_diff import changed_steps, differences

HEADER = json.dumps({"game": "g"})


def _log(*steps: dict) -> str:
    return "\n".join([HEADER, *(json.dumps(step) for step in steps)]) + "\n"


def test_a_change_only_in_an_ignored_field_is_no_difference() -> None:
    old = _log({"view": {"allowed_now": ["a"], "turn": "1"}, "state": 1})
    new = _log({"view": {"allowed_now": ["b"], "turn": "1"}, "state": 1})
    assert differences(old, new, ["view.allowed_now"]) == []
    assert changed_steps(old, new, "view.allowed_now") == 1


def test_a_change_beside_the_ignored_field_is_named_by_its_step() -> None:
    old = _log({"view": {"allowed_now": ["a"], "turn": "1"}}, {"view": {"allowed_now": [], "turn": "2"}})
    new = _log({"view": {"allowed_now": ["a"], "turn": "1"}}, {"view": {"allowed_now": [], "turn": "3"}})
    assert differences(old, new, ["view.allowed_now"]) == ["step 2"]


def test_a_changed_header_or_step_count_is_a_difference() -> None:
    old = _log({"state": 1})
    assert differences(old, old.replace('"g"', '"h"'), []) == ["header"]
    assert differences(old, _log({"state": 1}, {"state": 2}), []) == ["1 steps before, 2 now"]
