"""`companion serve --port N` takes a port from 1 to 65535 and refuses anything else with exit 2 before serving."""

from __future__ import annotations

import pytest

from companion.shell.cli import serve as cli
from tests.cli.test_cli import assert_one_line_error, run


@pytest.fixture
def served(monkeypatch) -> list:
    """The ports `serve` would listen on (the server itself is not started)."""
    started: list = []

    async def record(server, hosts, port, public_url, out) -> None:
        started.extend([port, "serving"])
        print(f"Serving Table Companion at http://{hosts[0]}:{port}/p/TOKEN", file=out)

    monkeypatch.setattr(cli, "_serve_until_stopped", record)
    return started


@pytest.mark.parametrize("port", ["0", "65536", "-1", "99999999999", "9" * 5000, "http", "80.5", "²", "", " ", "0x50",
                                  "1_000", "٨٠"])
def test_a_port_out_of_range_or_not_a_number_is_refused_before_serving(capsys, served, port):
    code, out, err = run(capsys, "serve", "--port", port)
    line = assert_one_line_error(code, err)
    assert "is not a port: give a whole number from 1 to 65535" in line and len(line) < 200
    assert served == [] and out == ""


@pytest.mark.parametrize("port", ["1", "65535", "8000"])
def test_a_port_in_range_is_served(capsys, served, port):
    code, out, _ = run(capsys, "serve", "--port", port)
    assert code == 0 and served == [int(port), "serving"] and f":{port}" in out
