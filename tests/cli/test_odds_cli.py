"""`companion odds dice-throne HERO`: exact chances, advised holds and defence outcomes; bad input exits 2."""

from __future__ import annotations

import json

import pytest

from tests.cli.test_cli import assert_one_line_error, run


def test_text_lists_every_ability_with_its_chance_and_the_advice(capsys):
    code, out, _ = run(capsys, "odds", "dice-throne", "gunslinger", "--dice", "1", "2", "3", "4", "6")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Gunslinger: dice 1 2 3 4 6, 2 roll attempts left"
    showdown = next(line for line in lines if "Showdown" in line and "small straight" in line)
    assert "100%" in showdown and "met now" in showdown
    fan = next(line for line in lines if line.strip().startswith("Fan the Hammer"))
    assert "31%" in fan  # 1 2 3 4 kept, two tries at a 5: 11/36
    assert any(line.startswith("Advice (most expected damage): reroll 5: expected damage 6.3") for line in lines)
    assert "  keep the dice at 1 2 3 4; reroll 5" in lines
    assert "Defence Duel (1 die): 1 bullet 50%, 1 dash 33%, 1 bullseye 17%" in lines
    assert lines[-1] == "Note: damage values are the catalogue's and unconfirmed."


def test_a_fresh_roll_gives_the_three_attempt_chances(capsys):
    code, out, _ = run(capsys, "odds", "dice-throne", "Cursed Pirate", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["dice"] == [] and data["attempts_left"] == 3 and data["advice"] is None
    fuse = next(a for a in data["abilities"] if a["ability"] == "light-the-fuse")
    assert round(fuse["chance"] * 100, 2) == 61.54  # a small straight, as published for Yahtzee
    ahoy = data["defence"][0]
    assert ahoy["dice"] == 4 and sum(o["probability"] for o in ahoy["outcomes"]) == pytest.approx(1.0)


def test_held_dice_and_one_ability_as_the_goal(capsys):
    code, out, _ = run(capsys, "odds", "dice-throne", "gunslinger", "--dice", "1", "2", "3", "4", "6",
                       "--held", "1,2,3", "--attempts", "1", "--ability", "fan-the-hammer", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["held"] == [1, 2, 3]
    fan = next(a for a in data["abilities"] if a["ability"] == "fan-the-hammer")
    assert fan["chance"] == pytest.approx(2 / 36)  # 1 2 3 kept: the two dice must show 4 and 5
    advice = data["advice"]
    assert advice["objective"] == {"kind": "ability", "abilities": ["fan-the-hammer"]}
    assert advice["keep"] == [1, 2, 3, 4] and advice["value"] == pytest.approx(1 / 6)


@pytest.mark.parametrize(("argv", "says"), [
    (("nobody",), "unknown hero 'nobody'"),
    (("gunslinger", "--dice", "1", "2", "3", "4", "7"), "die 5 shows 7"),
    (("gunslinger", "--dice", "0", "2", "3", "4", "5"), "die 1 shows 0"),
    (("gunslinger", "--dice", "a", "2", "3", "4", "5"), "not 'a'"),
    (("gunslinger", "--dice", "1", "2", "3"), "expected 5 arguments"),
    (("gunslinger", "--dice", "1", "2", "3", "4", "5", "--held", "1,6"), "held die 6 does not exist"),
    (("gunslinger", "--dice", "1", "2", "3", "4", "5", "--held", "one"), "--held takes die positions"),
    (("gunslinger", "--held", "1"), "none can be held"),
    (("gunslinger", "--attempts", "4"), "0 to 3"),
    (("gunslinger", "--ability", "duel"), "no offensive ability 'duel'"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, says):
    code, out, err = run(capsys, "odds", "dice-throne", *argv)
    assert says in assert_one_line_error(code, err)
    assert out == ""


def test_other_games_are_refused(capsys):
    code, _, err = run(capsys, "odds", "runebound2", "laurel")
    assert "dice-throne only" in assert_one_line_error(code, err)


@pytest.mark.parametrize(("argv", "says"), [
    (("gunslinger", "--dice", "1", "2", "3", "4", "7"), "на кубике 5 выпало 7"),
    (("gunslinger", "--dice", "1", "2", "3", "4", "5", "--held", "1,6"), "кубика 6 нет"),
    (("gunslinger", "--held", "1"), "оставить нечего"),
    (("gunslinger", "--attempts", "4"), "а не 4"),
    (("gunslinger", "--ability", "duel"), "нет атакующей способности 'duel'"),
])
def test_bad_input_is_said_in_the_tables_language(capsys, argv, says):
    """Twenty-ninth pass: the odds' refusals of a roll that cannot be were English f-string text under --lang ru."""
    code, out, err = run(capsys, "--lang", "ru", "odds", "dice-throne", *argv)
    lines = err.strip("\n").split("\n")
    assert code == 2 and len(lines) == 1 and lines[0].startswith("companion: ошибка: "), err
    assert says in lines[0] and out == ""
