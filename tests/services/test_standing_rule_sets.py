"""The groups' standing rule sets: kept in the data folder, imported and exported with every field checked,
carried by a session's setup and applied by the session every time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from companion.services.controller import SessionController
from companion.services.outcomes import Applied, Refused
from companion.services.session_setup import validated_setup
from companion.services.standing_rule_sets import (
    SETS_FORMAT,
    export_sets,
    import_sets,
    kept_sets,
    sets_for,
    sets_path,
)
from rules_engine.game import GameSetup, SetupError
from rules_engine.standing_rules import CATALOGUE_KEY, StandingRuleError
from tests.store.conftest import tally_setup
from tests.support.tally_game import TALLY, AddPoints, EndTurn


def _set(group: str = "Thursday", name: str = "House", rule: str = "tally.points") -> dict:
    return {"group": group, "game": "tally", "name": name,
            "rules": [{"rule": rule, "name": "Big turns", "reading": "up to 12 points, once"}]}


def _file(folder: Path, *sets: dict, **changes: object) -> Path:
    path = folder / "sets.json"
    path.write_text(json.dumps({"format": SETS_FORMAT, "version": 1, "sets": list(sets)} | changes), encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(folder))
    return folder


def test_an_imported_set_is_kept_per_group_and_listed_for_its_game(tmp_path):
    imported = import_sets(_file(tmp_path, _set("Thursday"), _set("Weekend", "Weekend rules")))
    assert [one.group for one in imported] == ["Thursday", "Weekend"]
    assert [(one.group, one.name) for one in sets_for("tally")] == [("Thursday", "House"), ("Weekend", "Weekend rules")]
    assert sets_for("dice-throne") == ()


def test_a_set_of_the_same_group_game_and_name_replaces_the_kept_one(tmp_path):
    import_sets(_file(tmp_path, _set()))
    changed = _set()
    changed["rules"][0]["name"] = "Huge turns"
    import_sets(_file(tmp_path, changed))
    assert [one.rules.rules[0].name for one in kept_sets()] == ["Huge turns"]


@pytest.mark.parametrize(("document", "words"), [
    ({"format": "something else", "version": 1, "sets": []}, "no standing rules file"),
    ({"format": SETS_FORMAT, "version": 2, "sets": []}, "version 2"),
    ({"format": SETS_FORMAT, "version": 1}, "under 'sets'"),
    ({"format": SETS_FORMAT, "version": 1, "sets": [_set(), _set(rule="tally.nothing")]}, "set 2: rule 1 of the set"),
    ({"format": SETS_FORMAT, "version": 1, "sets": [_set() | {"game": "chess"}]}, "there is no game 'chess'"),
    ({"format": SETS_FORMAT, "version": 1, "sets": [_set() | {"group": "  "}]}, "'group' must name the group"),
    ({"format": SETS_FORMAT, "version": 1, "sets": [_set(), _set()]}, "already has the set"),
])
def test_a_bad_file_is_refused_in_one_line_and_nothing_is_written(tmp_path, document, words):
    import_sets(_file(tmp_path, _set("Kept")))
    before = sets_path().read_bytes()
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(StandingRuleError) as caught:
        import_sets(path)
    assert words in str(caught.value) and "\n" not in str(caught.value)
    assert sets_path().read_bytes() == before


def test_a_file_that_is_no_json_or_missing_is_refused_in_one_line(tmp_path):
    (tmp_path / "junk.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(StandingRuleError, match="not valid JSON"):
        import_sets(tmp_path / "junk.json")
    with pytest.raises(StandingRuleError, match="cannot read"):
        import_sets(tmp_path / "missing.json")
    assert not sets_path().exists()


def test_an_exported_group_imports_back_the_same(tmp_path, data_folder, monkeypatch):
    import_sets(_file(tmp_path, _set("Thursday"), _set("Weekend", "Weekend rules")))
    out = tmp_path / "thursday.json"
    assert [one.group for one in export_sets(out, group="thursday")] == ["Thursday"]
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path / "elsewhere"))
    assert [one.to_json() for one in import_sets(out)] == [_set("Thursday")]
    with pytest.raises(StandingRuleError, match="nothing was written"):
        export_sets(tmp_path / "none.json", group="Nobody")
    assert not (tmp_path / "none.json").exists()


def _session_setup(folder: Path) -> GameSetup:
    base = tally_setup("Ann", "Bob", target=100)
    chosen = import_sets(_file(folder, _set()))[0]
    return GameSetup(base.players, base.options, {CATALOGUE_KEY: chosen.rules.to_json()})


def test_a_session_set_up_with_a_set_applies_it_every_time_and_logs_both_rules(store, tmp_path):
    live = store.create_session(game_id="tally", name="Thursday", setup=validated_setup(TALLY, _session_setup(tmp_path)))
    controller = SessionController(live)
    for _ in range(2):
        outcome = controller.submit(AddPoints(9))
        assert isinstance(outcome, Applied) and outcome.ruling.table_rules == ("Big turns",)
        assert [c.rule_id for c in outcome.ruling.waived] == ["tally.points"]
        controller.submit(EndTurn())
    assert controller.state.scores == (9, 9)
    reopened = SessionController(store.open_session(live.id))
    assert reopened.state.scores == (9, 9)
    assert reopened.session.entries[0].ruling.table_rules == ("Big turns",)
    assert reopened.session.check(AddPoints(12)).allowed


def test_a_session_without_a_set_still_refuses(store):
    live = store.create_session(game_id="tally", name="Plain", setup=tally_setup("Ann", "Bob", target=100))
    assert isinstance(SessionController(live).submit(AddPoints(9)), Refused)


def test_a_setup_carrying_a_broken_set_is_refused_at_setup():
    base = tally_setup("Ann", target=100)
    setup = GameSetup(base.players, base.options, {CATALOGUE_KEY: {"name": "Set", "rules": [{"rule": "tally.x", "name": "y"}]}})
    with pytest.raises(SetupError, match="standing rules"):
        validated_setup(TALLY, setup)
