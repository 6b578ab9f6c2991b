"""What the commands print besides plain lines: JSON for `--json`."""

from __future__ import annotations

import json
from typing import Any, TextIO


def print_json(out: TextIO, value: Any) -> None:
    out.write(json.dumps(value, ensure_ascii=False, indent=2) + "\n")
