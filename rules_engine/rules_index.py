"""The rules index: every rule the engine can cite, with book, printed heading, page and locator.

Each game package declares its rules as a tuple of `Rule` values in a module named
`rule_index.py`; `register_rules` adds them here. Registration validates every entry and fails
loudly on a duplicate id or a missing field, so a broken index never reaches a player.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import cache

from rules_engine.frozen_values import frozen_value
from rules_engine.books import BOOKS
from rules_engine.lookup_errors import UnknownRule
from rules_engine.messages import Message
from rules_engine.module_loading import import_present
from rules_engine.plugin import game_plugins

_ID_PATTERN = re.compile(r"^[a-z0-9-]+(?:\.[a-z0-9_-]+)+$")


@frozen_value(slots=True)
class Rule:
    """One rule as the product knows it.

    `heading` is the section heading exactly as printed; `page` only where the book itself names
    the page of that section (never guessed), and `last_page` when the rule's text runs on past a
    page break (a range 'pp. 6–7'); `locator` a few words that occur verbatim in the book near the
    rule; `title` and `summary` are the product's own English words.
    """

    id: str
    book: str
    heading: str
    locator: str
    title: str
    summary: str
    page: int | None = None
    last_page: int | None = None


class RulesIndexError(ValueError):
    """A rules index entry that is malformed: raised at import, never shown to a player."""


def fold(text: str) -> str:
    """Fold text for matching: lower case, ё as е, no accents, hyphenated line breaks joined, one space."""
    text = text.replace("\u00ad", "")
    text = re.sub(r"-\s*\n\s*", "", text)
    # «¸» is what a broken code page made of «ё»; fold it the same way in case a copy still has it.
    text = text.replace("ё", "е").replace("Ё", "Е").replace("\u00b8", "е")
    text = "".join(_fold_latin(ch) for ch in unicodedata.normalize("NFC", text))
    text = text.lower()
    text = re.sub(r"[«»\"“”„]", "", text)
    return re.sub(r"\s+", " ", text).strip()


def _fold_latin(ch: str) -> str:
    """A Latin letter without its accents (Polish ą -> a, ł -> l); other scripts untouched."""
    if ch in "łŁ":
        return "l"
    if ch.isascii() or "LATIN" not in unicodedata.name(ch, ""):
        return ch
    return "".join(c for c in unicodedata.normalize("NFKD", ch) if not unicodedata.combining(c))


_RULES: dict[str, Rule] = {}


def _validate(rule: Rule) -> None:
    if not isinstance(rule, Rule):
        raise RulesIndexError(f"rules index entries must be Rule values, got {rule!r}")
    if not _ID_PATTERN.match(rule.id):
        raise RulesIndexError(f"rule id {rule.id!r} must look like 'game.section.name'")
    for name in ("book", "heading", "locator", "title", "summary"):
        value = getattr(rule, name)
        if not isinstance(value, str) or not value.strip():
            raise RulesIndexError(f"rule {rule.id!r} has no {name}")
    if rule.book not in BOOKS:
        raise RulesIndexError(f"rule {rule.id!r} names unknown book {rule.book!r}")
    if rule.page is not None and (not isinstance(rule.page, int) or rule.page < 1):
        raise RulesIndexError(f"rule {rule.id!r} has an impossible page {rule.page!r}")
    if rule.last_page is not None and (rule.page is None or not isinstance(rule.last_page, int)
                                       or rule.last_page <= rule.page):
        raise RulesIndexError(f"rule {rule.id!r}: a page range needs a first page before its last page")
    if len(rule.locator.split()) > 12:
        raise RulesIndexError(f"rule {rule.id!r}: a locator is a few words, not a passage")


def register_rules(rules: Iterable[Rule]) -> None:
    """Add rules to the index, validating each. A duplicate id fails loudly."""
    batch = list(rules)
    seen: set[str] = set()
    for rule in batch:
        _validate(rule)
        if rule.id in _RULES and _RULES[rule.id] != rule or rule.id in seen:
            raise RulesIndexError(f"duplicate rule id {rule.id!r}")
        seen.add(rule.id)
    for rule in batch:
        _RULES[rule.id] = rule


def get_rule(rule_id: str) -> Rule:
    """Return the rule with this id, or raise UnknownRule."""
    _ensure_loaded()
    try:
        return _RULES[rule_id]
    except KeyError:
        raise UnknownRule(Message("no rule {rule!r} in the rules index", rule=rule_id)) from None


def all_rules() -> tuple[Rule, ...]:
    """Every indexed rule, ordered by id."""
    _ensure_loaded()
    return tuple(sorted(_RULES.values(), key=lambda r: r.id))


def search_rules(text: str, *, game: str | None = None, limit: int | None = None) -> list[Rule]:
    """Find rules whose id, title, summary or printed heading contain every word of `text`.

    `game` restricts the search to rule ids of that game (the id prefix, e.g. `dice-throne`).
    Results are ranked: heading and title hits before summary hits, then by id.
    """
    _ensure_loaded()
    words = [w for w in fold(text).split() if w]
    if not words:
        return []
    scored: list[tuple[int, str, Rule]] = []
    for rule in _RULES.values():
        if game and not _belongs_to(rule, game):
            continue
        strong = fold(f"{rule.id} {rule.title} {rule.heading}")
        weak = fold(f"{rule.summary} {rule.locator}")
        score = 0
        for word in words:
            if word in strong:
                score += 2
            elif word in weak:
                score += 1
            else:
                break
        else:
            scored.append((-score, rule.id, rule))
    scored.sort()
    found = [rule for _, _, rule in scored]
    return found[:limit] if limit else found


def _belongs_to(rule: Rule, game: str) -> bool:
    prefix = game.rstrip(".")
    return rule.id == prefix or rule.id.startswith(prefix + ".")


@cache
def _ensure_loaded() -> None:
    """Register the RULES of every declared game's rule modules once, before any lookup."""
    for module in import_present(name for plugin in game_plugins() for name in plugin.rule_modules):
        register_rules(module.RULES)
