"""Textual CSS parsed once per test process, not once per app.

Every app a test starts makes a new `Stylesheet`, which parses the app's CSS and every widget's
DEFAULT_CSS again (its own cache lives and dies with the app): about a tenth of a Pilot test's CPU.
Parsing is a pure function of the CSS text, where it was read from, its scope and tie-breaker and
the theme's variables, so `share_parsed_stylesheets` keeps one process-wide table keyed by all of
them in front of Textual's `Stylesheet._parse_rules` (whose source tests/tui/test_textual_overrides_reviewed.py
holds to the reviewed release). The rule sets are read, never changed, by the stylesheet that uses
them; the list each call returns is a new one, as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import Any

from textual.css.model import RuleSet
from textual.css.stylesheet import Stylesheet

ParseRules = Callable[..., list[RuleSet]]


def _shared(parse_rules: ParseRules) -> ParseRules:
    """`parse_rules` behind a process-wide table of what it returned."""
    parsed: dict[tuple[Any, ...], list[RuleSet]] = {}

    @wraps(parse_rules)
    def parse_rules_once(self: Stylesheet, css: str, read_from: Any, is_default_rules: bool = False,
                         tie_breaker: int = 0, scope: str = "") -> list[RuleSet]:
        key = (css, read_from, is_default_rules, tie_breaker, scope, tuple(sorted(self._variables.items())))
        rules = parsed.get(key)
        if rules is None:
            rules = parsed[key] = parse_rules(self, css, read_from, is_default_rules, tie_breaker, scope)
        return list(rules)

    return parse_rules_once


@contextmanager
def share_parsed_stylesheets() -> Iterator[None]:
    """While inside, every Textual stylesheet parses a given CSS text with given variables only once."""
    original = Stylesheet.__dict__["_parse_rules"]
    Stylesheet._parse_rules = _shared(original)  # type: ignore[method-assign]  # a cache in front of it, same signature
    try:
        yield
    finally:
        Stylesheet._parse_rules = original  # type: ignore[method-assign]  # the original back
