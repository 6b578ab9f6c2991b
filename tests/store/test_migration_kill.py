"""SIGKILL during the upgrade of a kept save: the database is the old schema or the new, never half, and opens.

Two saves: the first release's (every revision runs) and the stray 0003 of 07e74c2..8176425 (the
missing 0002 is run first, then the rest).
"""

from __future__ import annotations

import os

import pytest

from tests.store.migration_kill import kill_migrations
from tests.store.released_saves import FIRST_RELEASE, save_named

KILLS = 4

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="the kill test forks workers (POSIX only)")


@pytest.mark.parametrize("save", [save_named(FIRST_RELEASE), save_named("v0.1.0-8176425")], ids=lambda s: s.name)
def test_killing_the_upgrade_leaves_the_old_or_the_new_schema(save, tmp_path):
    figures = kill_migrations(save, tmp_path, KILLS, seed=20261123)
    assert figures.unexpected == []
    assert figures.lost == 0 and figures.changed == 0
    assert figures.kills == KILLS
    assert figures.old + figures.new >= KILLS
    assert figures.old > 0, "no kill landed before the upgrade committed: the window was not exercised"
