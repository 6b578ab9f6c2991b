"""Every command that writes, against a full disk, a read-only database or folder and a locked database.

The short seeded version of `python bench/reliability.py N probes` (harness: tests/cli/write_probes.py):
one round of every command under every fault; each is done or refused with one line, a refused command
changes no table, nothing saved is lost, and nothing is "unexpected".
"""

from __future__ import annotations

from tests.cli.write_probes import COMMANDS, FAULTS, _session_log, prepare, probe_writes


def test_the_probes_start_from_a_saved_game(tmp_path):
    bench = prepare(tmp_path)
    assert len(_session_log(bench.base)) >= 5


def test_every_write_under_every_fault_is_done_or_one_clear_line_that_changes_nothing(tmp_path):
    figures = probe_writes(tmp_path, 1, seed=20261128)
    assert figures.tries == len(COMMANDS) * len(FAULTS)
    assert figures.unexpected == []
    assert figures.changed == 0 and figures.lost == 0
    refused = sum(count for outcome, count in figures.outcomes.items() if outcome.startswith("refused"))
    assert refused >= len(COMMANDS)  # a read-only database refuses every command that writes to it
