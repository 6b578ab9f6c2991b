"""`companion play` killed with SIGKILL while it saves each of the four games and the solo Dungeoneer game.

The short seeded version of `python bench/reliability.py N play-kill` (harness: tests/store/play_kill.py):
one kill per game, each after a random number of acknowledged lines; nothing acknowledged is lost, the log
is the uninterrupted run's log cut short, and the session replays.
"""

from __future__ import annotations

from tests.store.play_kill import kill_plays


def test_a_killed_companion_play_keeps_every_acknowledged_action_in_every_game(tmp_path):
    figures = kill_plays(tmp_path, 5, seed=20261128, most=30)
    assert figures.kills == 5 and set(figures.by_game) == {"dice-throne-1v1", "runebound2-doom-track",
                                                          "runebound3-two-heroes", "dungeoneer-two-heroes",
                                                          "dungeoneer-solo"}
    assert figures.unexpected == []
    assert figures.lost == 0 and figures.changed == 0
    assert figures.acknowledged > 0
