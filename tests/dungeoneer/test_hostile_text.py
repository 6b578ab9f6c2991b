"""Hostile text at a Dungeoneer table (issue 27): a typed card's name follows the project's name rule, and a typed
line with control characters (NUL, ESC, an OSC title sequence) never reaches the terminal raw."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.dungeoneer.game import GAME
from rules_engine.errors import CommandError, RuleViolation
from tests.dungeoneer.flow import act, at_deeds, started
from tests.dungeoneer.solo_recording import SETUP_FILE, run_companion_play

OSC_TITLE = "\x1b]0;pwned\x07"


@pytest.mark.rule("dungeoneer.companion.typed-card")
@pytest.mark.parametrize("name", ["Hex\x1b[31m", "Nul\x00card", "Title" + OSC_TITLE, "x" * 61])
def test_a_typed_card_name_with_control_characters_or_too_long_is_refused(name: str) -> None:
    state = act(started(), "next")
    state = act(act(state, "place library north of t1"), "next")
    with pytest.raises((RuleViolation, CommandError)) as refusal:
        GAME.apply(state, GAME.parse_command(state, f'play "{name}" as boon 1 instant'))
    shown = str(refusal.value)
    assert "\x1b" not in shown and "\x00" not in shown and "\x07" not in shown
    assert state.typed_cards == ()


@pytest.mark.rule("dungeoneer.companion.typed-card")
def test_a_typed_card_name_with_markup_is_kept_as_plain_text() -> None:
    state = at_deeds(started())
    after = act(state, 'play "[red]Hex[/red]" as boon 1 instant')
    assert after.typed_cards[0].name == "[red]Hex[/red]"


def test_companion_play_never_echoes_control_characters_of_a_typed_line(tmp_path: Path) -> None:
    transcript = tmp_path / "hostile.transcript"
    transcript.write_text("tunnel north t1\nplace \x00 \x1b[2J " + OSC_TITLE + " north of t1\n", encoding="utf-8")
    code, _, err = run_companion_play(transcript, SETUP_FILE, 3, tmp_path)
    assert code != 0 and err.strip()
    assert "\x1b" not in err and "\x00" not in err and "\x07" not in err
    assert "U+0000" in err  # named by its code, so the player sees what was typed (the grammar refuses it first)


def test_an_error_line_shows_control_characters_escaped() -> None:
    from companion.shell.cli.failures import one_line
    shown = one_line("not " + repr("x")[1:-1] + OSC_TITLE + "\x1b[2J\x00")
    assert "\x1b" not in shown and "\x07" not in shown and "\x00" not in shown
    assert "\\x1b]0;pwned\\x07" in shown
