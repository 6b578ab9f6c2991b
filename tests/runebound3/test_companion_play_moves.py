"""`companion play runebound3` takes a move by terrain dice: the roll, a reroll of one named die, the steps, stopping."""

from __future__ import annotations

import json

from tests.runebound3.test_companion_play import play_seeded


def test_a_move_by_the_table_s_terrain_dice_runs_through_companion_play(tmp_path, capsys) -> None:
    move = ('travel [dice: forest+hills plains mountains]\nexert 3 [dice: water]\nstep 1 "forest/wilds/Old Wood"\n'
            'step 1 plains/wilds/Meadow\nstep 3 \"water/wilds/Far Meadow\"\nstop\n')
    printed = play_seeded(tmp_path, capsys, "deal\n" * 12 + move)
    assert [p["outcome"] for p in printed[12:]] == ["applied", "applied", "applied", "refused", "applied", "applied"]
    assert printed[12]["dice"]["source"] == "table" and len(printed[12]["dice"]["faces"]) == 3
    assert len(printed[13]["dice"]["faces"]) == 1  # the reroll is recorded as its own roll
    assert "already spent" in json.dumps(printed[15])
    assert printed[16]["view"]["data"]["stage"] == "moving"  # die 2 is still unspent
    data = printed[17]["view"]["data"]
    hero = data["heroes"][0]
    assert hero["space"] == "Far Meadow" and data["stage"] == "actions" and "move_dice" not in data
    assert data["heroes"][0]["hand"] == printed[11]["view"]["data"]["heroes"][0]["hand"] - 1
