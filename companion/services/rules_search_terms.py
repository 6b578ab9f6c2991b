"""Search terms: rule and query text cut into folded, stemmed words (English, Russian, Polish).

Both sides of the rules search go through the same steps: `fold` (lower case, ё as е, Polish
accents dropped), words of letters and digits only, then a Snowball stemmer chosen by script and
language, so «костей», «кости» and «кость» all become «кост» and "rerolls" meets "reroll". The
words this produces never contain a character of the FTS5 query syntax, which is what makes any
query string safe to search for.
"""

from __future__ import annotations

import re
from functools import lru_cache

import snowballstemmer
from snowballstemmer.basestemmer import BaseStemmer

from rules_engine.rules_index import fold

_WORD = re.compile(r"[^\W_]+")
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")

#: Words a question is made of that say nothing about which rule is meant. Numbers and words of
#: time and order are kept: "two weapons", "15 CP", "before combat", "once per turn" name rules.
STOP_WORDS: frozenset[str] = frozenset(
    """
    a about am an and any are as at be been being but by can cannot could did do does doing don
    for from had has have having he her here hers him his how i if in into is it its itself just
    may me might must my no nor not of on or our shall she should so some such than that the
    their them then there these they this those through to too very was we were what when where
    which while who whom why will with would you your yours get gets happen happens go goes
    going went rule rules game
    а без более бы был была были было быть в вам вас весь во вот все всего всех вы где да даже
    для до его ее если есть еще же за здесь и из или им их к как какая какие какой когда кто
    ли либо лишь мне можно может могу могут мой мы на над надо наш не него нее нельзя нет ни
    них но ну о об однако он она они оно от очень по под при про с со так также там те тем
    то того тоже той только том ты у уже хотя чего чей чем что чтобы чье чья эта эти это этот
    я ль бывает будет будут сколько правило правила игра игре
    """.split()
)


#: Words players use for what the rules say in other words: each stands for the others too.
SYNONYMS: tuple[frozenset[str], ...] = (
    frozenset({"begin", "start"}),
    frozenset({"hurt", "wound", "damage"}),
    frozenset({"buy", "purchase"}),
    frozenset({"leave", "exit"}),
)


@lru_cache(maxsize=None)
def _stemmer(language: str) -> BaseStemmer:
    return snowballstemmer.stemmer(language)


@lru_cache(maxsize=65536)
def stem(word: str, language: str = "en") -> str:
    """One folded word's stem: Russian for Cyrillic words, else English (or Polish for `language='pl'`)."""
    if word.isdigit():
        return word
    if _CYRILLIC.search(word):
        return _stemmer("russian").stemWord(word)
    return _stemmer("polish" if language == "pl" else "english").stemWord(word)


def words(text: str) -> list[str]:
    """The folded words of `text`: letters and digits only, in order."""
    return _WORD.findall(fold(text))


def stems(text: str, language: str = "en") -> list[str]:
    """The stems of every word of `text`, in order (what the index stores for a field)."""
    return [stem(word, language) for word in words(text)]


def query_terms(text: str) -> list[frozenset[str]]:
    """The distinct terms of a player's query, each the set of stems that may stand for it.

    Stop words are dropped unless the query holds nothing else. A Latin word stands for its
    English and its Polish stem (the class-deck book is Polish), and for its `SYNONYMS`; a
    Cyrillic word for its Russian stem.
    """
    found = words(text)
    meaningful = [word for word in found if word not in STOP_WORDS] or found
    terms: list[frozenset[str]] = []
    for word in meaningful:
        alike = next((group for group in SYNONYMS if stem(word, "en") in {stem(w, "en") for w in group}), {word})
        term = frozenset(stem(w, lang) for w in alike | {word} for lang in ("en", "pl"))
        if term not in terms:
            terms.append(term)
    return terms
