"""Rules search: find the rule a player means, ranked by relevance, with SQLite FTS5.

The index holds, for every rule of the rules index, its English title and summary, its printed
heading and, when the table has put its own copy of the book in the rulebooks folder (see
`rulebook_passages`), the book's words around the rule's locator. Every field is stored as stems
(`rules_search_terms`), so inflected Russian and English forms meet. Rule ids are not indexed:
"dice" must not find every rule whose id starts with `dice-throne`.

In a Russian (or Polish) interface the index also holds each rule's title and summary as the
catalogue gives them in that language (the product's own words, written afresh), and the rules
found by those words or by a heading printed in that language come first: a Russian question
finds the rule by its Russian summary or the book's Russian heading before any rule that only
shares a word with the book's text around another rule.

Whatever the interface's language, the index also holds each rule's Russian title and summary (the
catalogue's), the everyday words players use for it (`rules_search_synonyms`, English and Russian)
and, when the table has no copy of the book, the book's words around the rule as shipped stems
(`rules_search_book_words`): a Russian question finds its rule in the English interface too, and
"sell" or «продать» finds the selling rule whatever the summary calls it.

Ranking: bm25 with the title weighted most, then the printed heading, the everyday words, the
summary and the book's words. Results are the rules holding the most of the query's terms (all of them, when any rule
does); for a question of three terms or more, also those holding one term fewer, so a word the
rule happens not to use ("fourth", "begin") cannot hide the answer.

The index lives in memory and is built again whenever its key changes: the rules registered now
(games and tests register rules at run time) and the size and time of each book file found. On
a 2-core machine the first build took about 0.15 s without books and 0.65 s with them (most of
it folding the books' text), a query about a millisecond; indexing the Russian texts and the
everyday words too made the first build about 2.5 times longer (6.2 s against 2.5 s, both measured
under a load average of 19, so roughly 0.4 s on a quiet machine), while a rebuild (another
interface language, a rule registered) reuses the stems remembered per text and takes half the
old build's time. A cache file in the data folder would
save that fraction of a second per `companion rules search` at the price of a second, stale-prone
copy of the books' text and of invalidation across processes; the TUI builds once a session.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from companion.services.i18n import current_language
from companion.services.i18n.catalogues import load_catalogue
from companion.services.rulebook_files import RulebookUnreadable, read_rulebook
from companion.services.rulebook_passages import rulebook_folders
from companion.services.rules_search_book_words import shipped_book_words
from companion.services.rules_search_synonyms import EVERYDAY
from companion.services.rules_search_terms import STOP_WORDS, query_terms, stem, stems, words
from companion.services.rules_search_typos import TypoCorrector
from rules_engine.books import BOOKS, get_book
from rules_engine.rules_index import Rule, all_rules, fold

#: Characters of the book's (folded) text indexed on each side of a rule's locator.
BOOK_CONTEXT = 300

#: bm25 weights of the indexed columns, in table order (the game column is not indexed).
TITLE_WEIGHT, HEADING_WEIGHT, SUMMARY_WEIGHT, BOOK_WEIGHT = 6.0, 4.0, 2.0, 1.0
#: bm25 weights of the title and summary in the interface's language (empty columns in English).
LOCAL_TITLE_WEIGHT, LOCAL_SUMMARY_WEIGHT = 6.0, 3.0
#: bm25 weights of the Russian title and summary (indexed in every interface but the Russian one, whose
#: local columns hold them) and of the everyday words.
RUSSIAN_TITLE_WEIGHT, RUSSIAN_SUMMARY_WEIGHT, EVERYDAY_WEIGHT = 5.0, 2.5, 3.0

#: The language whose rule texts are indexed in every interface (the books' and most players' language).
ALWAYS_INDEXED = "ru"

#: The interface's source language: its titles and summaries are the English ones already indexed.
SOURCE_LANGUAGE = "en"

_SCHEMA = (
    "CREATE VIRTUAL TABLE rule_text USING fts5("
    "game UNINDEXED, title, heading, summary, book, local_title, local_summary, ru_title, ru_summary, everyday, "
    "tokenize = 'unicode61 remove_diacritics 0')"
)
_RANKED = (
    "SELECT rowid, bm25(rule_text, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?) FROM rule_text WHERE rule_text MATCH ?"
)


def game_of(rule: Rule) -> str:
    """The game a rule belongs to: the first part of its id (`runebound2` for `runebound2.dice.x`)."""
    return rule.id.split(".", 1)[0]


@dataclass(frozen=True)
class _Entry:
    """One indexed rule, the set of every stem it holds (to count how many query terms it has), and the
    stems it holds in the interface's language (its translated title and summary, a heading printed in it)."""

    rule: Rule
    stems: frozenset[str]
    local: frozenset[str] = frozenset()


class RulesSearchIndex:
    """An in-memory FTS5 index of a fixed set of rules and their book passages."""

    def __init__(self, rules: Iterable[Rule], book_text: dict[str, str] | None = None,
                 local_text: dict[str, tuple[str, str]] | None = None, language: str = SOURCE_LANGUAGE, *,
                 russian_text: dict[str, tuple[str, str]] | None = None, everyday: dict[str, str] | None = None,
                 book_stems: dict[str, str] | None = None) -> None:
        """`local_text` holds each rule's title and summary in the interface's `language` (none in English),
        `russian_text` its Russian title and summary (for the other interfaces), `everyday` the words players
        use for it, `book_stems` the book's words as stems for a rule without `book_text`."""
        self.language = language
        self.vocabulary: dict[str, int] = {}  # every word players read in the index -> how often it occurs
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._db.execute(_SCHEMA)
        self._entries: list[_Entry] = []
        self._lock = threading.Lock()
        book_text, local_text, russian_text = book_text or {}, local_text or {}, russian_text or {}
        everyday, book_stems = everyday or {}, book_stems or {}
        rows = []
        for rowid, rule in enumerate(rules):
            book_language = get_book(rule.book).language
            local_title, local_summary = local_text.get(rule.id, ("", ""))
            russian_title, russian_summary = russian_text.get(rule.id, ("", ""))
            book = (list(_words_and_stems(book_text[rule.id], book_language)[1]) if book_text.get(rule.id)
                    else book_stems.get(rule.id, "").split())
            read = (  # the texts a player reads, each with the language its words are stemmed in
                (rule.title, SOURCE_LANGUAGE), (rule.heading, book_language), (rule.summary, SOURCE_LANGUAGE),
                (local_title, language), (local_summary, language),
                (russian_title, ALWAYS_INDEXED), (russian_summary, ALWAYS_INDEXED),
                (everyday.get(rule.id, ""), SOURCE_LANGUAGE),
            )
            read_stems = []
            for text, text_language in read:
                found, found_stems = _words_and_stems(text, text_language)
                for word in found:
                    self.vocabulary[word] = self.vocabulary.get(word, 0) + 1
                read_stems.append(found_stems)
            fields = (*read_stems[:3], book, *read_stems[3:])
            local = set(fields[4]) | set(fields[5])
            if language != SOURCE_LANGUAGE and book_language == language:
                local |= set(fields[1])
            if language == ALWAYS_INDEXED:
                local |= {stem for stem in fields[8] if _is_cyrillic(stem)}
            self._entries.append(_Entry(rule, frozenset(s for field in fields for s in field), frozenset(local)))
            rows.append((rowid, game_of(rule), *(" ".join(field) for field in fields)))
        self._db.executemany("INSERT INTO rule_text (rowid, game, title, heading, summary, book, local_title, "
                             "local_summary, ru_title, ru_summary, everyday) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                             rows)
        self._db.commit()
        self.known_stems: frozenset[str] = frozenset().union(*(entry.stems for entry in self._entries))
        self._typos = TypoCorrector(self.vocabulary)

    def did_you_mean(self, text: str, *, game: str | None = None) -> str | None:
        """`text` with each word no rule holds replaced by the closest known word, when that finds rules; else None.

        "dise" -> "dice", "flea rules" -> "flee rules": the question as the player typed it, the
        misspelt words corrected and nothing else changed (the other words keep their case and place).
        """
        changed = False
        pieces = []
        for piece in text.split():
            corrected = piece
            for word in words(piece):
                if word in STOP_WORDS or set(stems(word)) & self.known_stems:
                    continue
                better = self._typos.closest(word)
                if better is not None:
                    corrected, changed = better, True
            pieces.append(corrected)
        suggestion = " ".join(pieces)
        return suggestion if changed and self.search(suggestion, game=game) else None

    def search(self, text: str, *, game: str | None = None) -> list[Rule]:
        """The rules matching `text`, best first; only `game`'s rules when it is given."""
        terms = query_terms(text)
        if not terms:
            return []
        match = " OR ".join(_quoted(stem) for term in terms for stem in sorted(term))
        with self._lock:
            ranked = self._db.execute(_RANKED, (TITLE_WEIGHT, HEADING_WEIGHT, SUMMARY_WEIGHT, BOOK_WEIGHT,
                                                LOCAL_TITLE_WEIGHT, LOCAL_SUMMARY_WEIGHT, RUSSIAN_TITLE_WEIGHT,
                                                RUSSIAN_SUMMARY_WEIGHT, EVERYDAY_WEIGHT, match)).fetchall()
        scored = []
        for rowid, score in ranked:
            entry = self._entries[rowid]
            if game and game_of(entry.rule) != game.rstrip("."):
                continue
            held = sum(1 for term in terms if term & entry.stems)
            local = sum(1 for term in terms if term & entry.local)
            scored.append((held, local, score, entry.rule))
        if not scored:
            return []
        # The rules holding the most terms; for a question of three terms or more, one fewer too,
        # so a word the rule happens not to use ("fourth", "begin") cannot hide the answer.
        best = max(held for held, _, _, _ in scored)
        enough = best - 1 if len(terms) >= 3 else best
        # In another interface language, the rules its own words name come first (most such terms first).
        first = self.language != SOURCE_LANGUAGE
        kept = sorted((-local if first else 0, score, rule.id, rule)
                      for held, local, score, rule in scored if held >= enough)
        return [rule for _, _, _, rule in kept]


@lru_cache(maxsize=16384)
def _words_and_stems(text: str, language: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A text's folded words and their stems, remembered: the index is built again for each interface language
    and whenever rules are registered, from mostly the same texts."""
    found = tuple(words(text))
    return found, tuple(stem(word, language) for word in found)


def _is_cyrillic(text: str) -> bool:
    return any("\u0400" <= ch <= "\u04ff" for ch in text)


def _quoted(stem: str) -> str:
    """A stem as an FTS5 string: quoted, with any quote doubled (stems never hold one, but be sure)."""
    return '"' + stem.replace('"', '""') + '"'


def _book_files() -> tuple[tuple[str, str, int, int], ...]:
    """Each book file the table has: book id, path, size and modification time (the index's key)."""
    found = []
    for book in BOOKS.values():
        if not book.filename:
            continue
        for folder in rulebook_folders():
            path = Path(folder) / book.filename
            try:
                info = path.stat()
            except OSError:
                continue
            if path.is_file():
                found.append((book.id, str(path), info.st_size, info.st_mtime_ns))
                break
    return tuple(found)


@lru_cache(maxsize=8)
def _folded_book(path: str, size: int, mtime_ns: int) -> str:
    """A book file's whole text, folded; empty when it cannot be read (size and time key the cache)."""
    try:
        return fold(read_rulebook(Path(path)))
    except RulebookUnreadable:
        return ""


def book_window(rule: Rule, folded_book: str) -> str:
    """The folded book text around the rule's locator (`BOOK_CONTEXT` characters each side), or ''."""
    locator = fold(rule.locator)
    at = folded_book.find(locator)
    if at < 0:
        return ""
    return folded_book[max(0, at - BOOK_CONTEXT):at + len(locator) + BOOK_CONTEXT]


_current: tuple[object, RulesSearchIndex] | None = None
_building = threading.Lock()


def current_index() -> RulesSearchIndex:
    """The index of every rule registered now, the books found now and the interface's language, built again
    only when one of them changes."""
    global _current
    rules = all_rules()
    books = _book_files()
    language = current_language()
    key = (rules, books, language)
    with _building:
        if _current is None or _current[0] != key:
            folded = {book_id: _folded_book(path, size, mtime) for book_id, path, size, mtime in books}
            text = {rule.id: book_window(rule, folded[rule.book]) for rule in rules if rule.book in folded}
            russian = {} if language == ALWAYS_INDEXED else local_texts(rules, ALWAYS_INDEXED)
            _current = (key, RulesSearchIndex(rules, text, local_texts(rules, language), language,
                                              russian_text=russian, everyday=EVERYDAY,
                                              book_stems=shipped_book_words()))
        return _current[1]


def local_texts(rules: Iterable[Rule], language: str) -> dict[str, tuple[str, str]]:
    """Each rule's title and summary in the interface's language, where the catalogue translates them."""
    if language == SOURCE_LANGUAGE:
        return {}
    catalogue = load_catalogue(language)
    found = {}
    for rule in rules:
        title = catalogue.pgettext(rule.id, rule.title) if rule.title else ""
        summary = catalogue.pgettext(rule.id, rule.summary) if rule.summary else ""
        title, summary = ("" if title == rule.title else title), ("" if summary == rule.summary else summary)
        if title or summary:
            found[rule.id] = (title, summary)
    return found


def did_you_mean(text: str, *, game: str | None = None) -> str | None:
    """The question with its misspelt words corrected ("dise" -> "dice"), when that finds rules; else None."""
    return current_index().did_you_mean(text, game=game)


#: Words of a question that name a game ("… in dungeoneer"): that game's rules come first unless the caller says.
GAME_NAMES: dict[str, str] = {"dungeoneer": "dungeoneer", "throne": "dice-throne", "данжонир": "dungeoneer"}


def named_game(text: str) -> str | None:
    """The game a question names by one of its `GAME_NAMES`, if it names exactly one."""
    named = {GAME_NAMES[word] for word in words(text) if word in GAME_NAMES}
    return named.pop() if len(named) == 1 else None


def search_rules(text: str, *, game: str | None = None, first: str | None = None,
                 limit: int | None = None) -> list[Rule]:
    """Rules matching `text`, best first; `game` keeps one game's rules, `first` puts one game's rules first
    (else the game the question names, "… in dungeoneer").

    A query that is exactly a rule id finds that rule first. Any string is a valid query: it is cut
    into words here, never handed to FTS5 as syntax.
    """
    found = current_index().search(text, game=game)
    first = first or named_game(text)
    exact = text.strip()
    by_id = [rule for rule in all_rules() if rule.id == exact and (not game or game_of(rule) == game)]
    found = by_id + [rule for rule in found if rule not in by_id]
    if first:
        current = first.rstrip(".")
        found = [r for r in found if game_of(r) == current] + [r for r in found if game_of(r) != current]
    return found[:limit] if limit else found
