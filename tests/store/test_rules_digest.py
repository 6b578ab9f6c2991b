"""The rules digest kept between launches (`store/rules_digest.py`) is never stale: any change to a rules file gives the
digest of the files as they are, whatever the kept file says."""

from __future__ import annotations

import hashlib
import json
import os
import time
from pathlib import Path

import pytest

import cards_db
import rules_engine
from companion.services.store import rules_digest as module
from companion.services.store.rules_digest import KEPT, SETTLED_NS, cache_path, hashed_digest, rules_digest
from companion.services.store.snapshot_cache import sources_digest


def later() -> int:
    """A clock at which every file written so far has settled."""
    return time.time_ns() + 2 * SETTLED_NS


def rglob_digest(roots: list[Path]) -> str:
    """The digest as it was computed before it was kept: every file hashed, walked with `rglob`."""
    digest = hashlib.sha256()
    for root in roots:
        for path in sorted(root.rglob("*")):
            if path.suffix in (".py", ".json") and path.is_file():
                digest.update(str(path.relative_to(root)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:32]


def next_tick(path: Path) -> None:
    """Wait (bounded) until a file written now gets a change time later than `path`'s: a change made after this
    shows in the file's stats even on a coarse clock."""
    probe = path.with_name(".tick")
    before = path.stat().st_ctime_ns
    for _ in range(2000):
        probe.write_text("x")
        if probe.stat().st_ctime_ns > before:
            probe.unlink()
            return
        time.sleep(0.001)
    raise AssertionError(f"the file system's clock did not move past {path}'s change time")


@pytest.fixture
def tree(tmp_path: Path) -> list[Path]:
    roots = [tmp_path / "engine", tmp_path / "catalogue"]
    (roots[0] / "games" / "dice-x").mkdir(parents=True)
    (roots[0] / "games" / "dice").mkdir(parents=True)
    (roots[1] / "data").mkdir(parents=True)
    (roots[0] / "__init__.py").write_text("")
    (roots[0] / "games" / "dice" / "rules.py").write_text("DAMAGE = 3\n")
    (roots[0] / "games" / "dice-x" / "rules.py").write_text("DAMAGE = 4\n")
    (roots[0] / "games" / "dice" / "notes.txt").write_text("not a rules file\n")
    (roots[1] / "data" / "heroes.json").write_text('{"hp": 50}\n')
    return roots


@pytest.fixture
def cache(tmp_path: Path) -> Path:
    return tmp_path / "cache" / "rules-digest.json"


def test_the_shipped_rules_digest_is_the_one_every_file_hashed_gives():
    roots = [Path(package.__file__).resolve().parent for package in (rules_engine, cards_db)]
    assert hashed_digest(roots) == rglob_digest(roots)
    assert sources_digest() == rglob_digest(roots)


def test_the_order_and_the_files_are_those_of_rglob(tree):
    (tree[0] / "games" / "dice" / "a.py").symlink_to(tree[0] / "games" / "dice" / "rules.py")
    assert hashed_digest(tree) == rglob_digest(tree)


def test_a_settled_digest_is_kept_and_read_back_without_hashing(tree, cache, monkeypatch):
    first = rules_digest(tree, cache, now_ns=later)
    assert first == rglob_digest(tree)
    assert list(json.loads(cache.read_text())["digests"].values()) == [first]
    monkeypatch.setattr(module, "hashed_digest", lambda roots: pytest.fail("hashed although kept"))
    assert rules_digest(tree, cache, now_ns=later) == first


def test_files_just_written_are_hashed_but_their_digest_not_kept(tree, cache):
    assert rules_digest(tree, cache) == rglob_digest(tree)  # the real clock: the files are fresh
    assert not cache.exists()


@pytest.mark.parametrize("change", ["same size, time restored", "added", "removed", "renamed", "json"])
def test_any_change_to_a_rules_file_gives_the_new_digest(tree, cache, change):
    before = rules_digest(tree, cache, now_ns=later)
    rules = tree[0] / "games" / "dice" / "rules.py"
    next_tick(rules)
    if change == "same size, time restored":
        stat = rules.stat()
        rules.write_text("DAMAGE = 9\n")
        os.utime(rules, ns=(stat.st_atime_ns, stat.st_mtime_ns))
        assert rules.stat().st_size == stat.st_size and rules.stat().st_mtime_ns == stat.st_mtime_ns
    elif change == "added":
        (tree[0] / "games" / "dice" / "more.py").write_text("")
    elif change == "removed":
        rules.unlink()
    elif change == "renamed":
        rules.rename(rules.with_name("rules2.py"))
    else:
        (tree[1] / "data" / "heroes.json").write_text('{"hp": 51}\n')
    after = rules_digest(tree, cache, now_ns=later)
    assert after == rglob_digest(tree) != before
    assert rules_digest(tree, cache, now_ns=later) == after  # and the new one is kept beside the old


def test_a_file_changed_while_hashed_is_not_kept(tree, cache, monkeypatch):
    hashed = module.hashed_digest

    def changing(roots: list[Path]) -> str:
        digest = hashed(roots)
        rules = tree[0] / "games" / "dice" / "rules.py"
        next_tick(rules)
        rules.write_text("DAMAGE = 5\n")
        return digest

    monkeypatch.setattr(module, "hashed_digest", changing)
    rules_digest(tree, cache, now_ns=later)
    assert not cache.exists()


@pytest.mark.parametrize("kept", ["not json {", '{"format": 0, "digests": {}}', "[1, 2]",
                                  '{"format": 1, "digests": {"k": 3}}'])
def test_an_unreadable_kept_file_is_ignored_and_written_again(tree, cache, kept):
    cache.parent.mkdir(parents=True)
    cache.write_text(kept)
    assert rules_digest(tree, cache, now_ns=later) == rglob_digest(tree)
    assert list(json.loads(cache.read_text())["digests"].values()) == [rglob_digest(tree)]


def test_a_cache_folder_that_cannot_be_written_still_gives_the_digest(tree, tmp_path):
    (tmp_path / "a-file").write_text("")
    assert rules_digest(tree, tmp_path / "a-file" / "rules-digest.json", now_ns=later) == rglob_digest(tree)


def test_the_kept_file_holds_the_latest_digests_only(tree, cache):
    rules = tree[0] / "games" / "dice" / "rules.py"
    for damage in range(KEPT + 3):
        next_tick(rules)
        rules.write_text(f"DAMAGE = {damage}\n")
        assert rules_digest(tree, cache, now_ns=later) == rglob_digest(tree)
    assert len(json.loads(cache.read_text())["digests"]) == KEPT


def test_the_digest_is_kept_in_the_data_folder_the_tests_move(monkeypatch, tmp_path):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    assert cache_path() == tmp_path / "cache" / "rules-digest.json"
