"""`companion completion SHELL`: a script made from the parser itself, that bash really completes with."""

from __future__ import annotations

import shutil
import subprocess
import sys

import pytest

from companion.shell.cli import main
from companion.shell.cli.completion import COMPLETION_SHELLS


def script(shell: str) -> str:
    return subprocess.run([sys.executable, "-m", "companion", "completion", shell], check=True,
                          capture_output=True, text=True).stdout


def bash_completes(line: str, tmp_path) -> list[str]:
    path = tmp_path / "companion.bash"
    path.write_text(script("bash"))
    words = line.split(" ")
    program = (f"source {path}; COMP_WORDS=({' '.join(repr(w) for w in words)}); "
               f"COMP_CWORD={len(words) - 1}; COMP_LINE={line!r}; COMP_POINT=${{#COMP_LINE}}; "
               "_shtab_companion; printf '%s\\n' \"${COMPREPLY[@]}\"")
    done = subprocess.run(["bash", "-c", program], check=True, capture_output=True, text=True)
    return done.stdout.split()


@pytest.mark.skipif(shutil.which("bash") is None, reason="bash is not installed")
def test_bash_completes_commands_and_sub_commands(tmp_path) -> None:
    assert set(bash_completes("companion se", tmp_path)) == {"sessions", "serve"}
    assert set(bash_completes("companion sessions ", tmp_path)) >= {"list", "show", "export", "import", "delete"}
    assert "--json" in bash_completes("companion roll 2d6 --j", tmp_path)


@pytest.mark.parametrize("shell", COMPLETION_SHELLS)
def test_every_shell_gets_a_script_naming_the_commands(shell: str) -> None:
    text = script(shell)
    assert "companion" in text and "sessions" in text and "catalogue" in text


def test_an_unknown_shell_is_bad_input(capsys) -> None:
    assert main(["completion", "fish"]) == 2
    assert "invalid choice" in capsys.readouterr().err
