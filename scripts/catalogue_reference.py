"""Build docs/catalogue.md: every catalogue kind's fields, from the same schemas the validators check with.

Run `python scripts/catalogue_reference.py` to rewrite the file, `--check` to fail when it is stale.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from cards_db.templates import reference_markdown  # noqa: E402 - after the line that puts the checkout on sys.path

OUTPUT = REPO / "docs" / "catalogue.md"


def main(argv: list[str] | None = None) -> int:
    """Write docs/catalogue.md (or, with --check, say whether it is current)."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true", help="fail when docs/catalogue.md is stale")
    args = parser.parse_args(argv)
    text = reference_markdown()
    if args.check:
        current = OUTPUT.read_text(encoding="utf-8") if OUTPUT.exists() else ""
        if current != text:
            print("docs/catalogue.md is stale: run python scripts/catalogue_reference.py", file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
