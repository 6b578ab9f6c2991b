"""Names of several words in a pattern: the longest run of words naming something, quoted or not.

`Known` is the element for a thing named from the state (a status, a card, a location); the
naming rules themselves (case, quotes, unambiguous starts) are `matching.resolve`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from rules_engine.grammar.matching import Mismatch, Named, Refused, readings, resolve, say_list, shown_names
from rules_engine.grammar.patterns import Context, Element, Values


@dataclass(frozen=True, eq=False)
class Known(Element):
    """A name from the state (`named(state)` gives (value, spellings) pairs), of one or more words.

    It reads the longest run of words that names one thing, by a whole spelling or an unambiguous
    start; `keep_unknown` takes words naming nothing as typed (shortest first) so that the game's
    rule refuses them with its citation; otherwise they are refused listing the names known.
    The value renders back as `render_value(value)` (the value itself by default: an id).
    """

    name: str
    named: Callable[[Any], Sequence[Named]]
    placeholder: str = "NAME"
    what: str = "name"
    keep_unknown: bool = False

    def match(self, ctx: Context, i: int) -> Iterator[tuple[int, Values]]:
        if i >= len(ctx.tokens):
            ctx.tracker.expect(i, self)
            return
        named = self.named(ctx.state)
        found = False
        try:
            for j, value in readings(ctx.tokens, i, lambda text: resolve(text, named, self.what)):
                found = True
                yield j, {self.name: value}
        except Mismatch:
            ctx.tracker.expect(i, self)
        except Refused as refused:
            ctx.tracker.refuse(i, refused.message)
            return
        if self.keep_unknown and not found:
            end = i + 1
            while end <= len(ctx.tokens) and (end == i + 1 or not ctx.tokens[end - 1].quoted):
                yield end, {self.name: " ".join(t.text for t in ctx.tokens[i:end])}
                if ctx.tokens[i].quoted:
                    break
                end += 1

    def expected(self, state: Any) -> str:
        """What the name is, with the names known when they are few."""
        shown = shown_names(self.named(state)) if state is not None else ()
        if shown and len(shown) <= 8:
            return f"a {self.what} ({say_list(shown)})"
        return f"a {self.what}"

    def candidates(self, state: Any) -> tuple[str, ...]:
        """The names known now."""
        return shown_names(self.named(state))

    def syntax(self) -> str:
        return self.placeholder

    def render(self, values: Values) -> list[str] | None:
        value = values.get(self.name)
        return None if value is None else [str(value)]

    def names(self) -> tuple[str, ...]:
        return (self.name,)
