"""English sentences read back from a saved session, in the interface's language.

A ruling's message is stored as its English text: the log of a session saved by any version so far
keeps "Ann adds 4", not the template "{player} adds {n}" and its parameters. Nothing is rewritten
in the store (what the table saw stays as it was saved); instead the sentence is read through the
catalogue when it is shown: the English template it was made from is found among the catalogue's
message ids (every placeholder standing for some text, the words around them matching exactly),
and the active language's form of that template is filled with the same parts, each part read the
same way in turn (a game's word, a counted noun, a smaller sentence) and otherwise kept as written
(a name). A sentence several templates could have made is read by the one with the most words of
its own (of two as long, the one with more placeholders: "{player} {value} {abs} gold" reads "Ann gains 2 gold" where
"{gold} gold" would keep "Ann gains 2" as a name); one that no template made is shown as it was stored. A sentence a
later pass reworded is read as the sentence that replaced it (`retired_sentences`).
"""

from __future__ import annotations

import gettext
import re
import string
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from companion.services.i18n.catalogues import LOCALE_DIR, DOMAIN, Catalogue, MessageId
from companion.services.i18n.retired_sentences import RETIRED

#: The template of the interface's text: every English message id of the catalogues.
TEMPLATE_PATH = LOCALE_DIR / f"{DOMAIN}.pot"

#: A template needs at least this many letters of its own (outside its placeholders) to be tried
#: ("{a}: {b}" would read any sentence with a colon) ...
MIN_OWN_LETTERS = 4
#: ... or fewer (at least one) when it has this many placeholders, which give it a shape of its own
#: ("{player}'s {name} ({what})", "{source}: {op} {value} ({source2}); now {final}"); "the {kind}" or
#: "{hero} die" would read "the targeting die" as an obstacle's hero die.
MIN_PLACEHOLDERS_OF_A_SHORT_TEMPLATE = 3

#: A template shorter still, with some text of its own that is not a space ("{attacker} in {form}", "{hero}:
#: {hero_values}", "{attacker} {die} + {value} = {total}", "{label} ({what})"), is a short template: tried only after
#: every other, and reading a sentence only when its parts vouch for the shape (`_short_parts_read`): each placeholder
#: that holds a game's printed name (`NAMED_PLACEHOLDERS`) holds one the catalogue prints in its context, each other
#: part is a number, a name (capitalised) or a part that reads, and at least one part is a printed name or reads
#: ("Grave wraith in magic" and "H1 (hills, green counter)" read, "Ann in love" does not); one that names nothing
#: reads only where its translation keeps its English shape, its parts alone translated; beside a list of values
#: (`VALUED_PLACEHOLDERS`) a named placeholder may hold any name ("Lorn: life 6"). Those with more named
#: or valued (`VALUED_PLACEHOLDERS`) placeholders are tried first.

#: Brackets a part read out of a sentence must close as it opens: "3) (house rule: ..." is no part.
BRACKETS = (("(", ")"), ("«", "»"), ("[", "]"))

#: How the engines list words or sentences inside a sentence ("hills, road").
LIST_SEPARATOR = ", "
#: How the engines end a list of words said to people (`say_list`: "axe or bolt", "hills, road and forest"): the word
#: before the last item and the message id of the whole. Such a template has too few words of its own to be tried
#: against any sentence ("{items} or {last}" would read "fight or flee" as two parts of anything); a part ending a list
#: this way is read as a list instead, only when every item reads as the game's word or a sentence (`_read_said_list`).
SAID_LIST_ENDINGS = ((" or ", "{items} or {last}"), (" and ", "{items} and {last}"))
#: How the engines join a ruling's clauses (`Joined("; ", ...)`: "into North tunnel; 1 wound from the trap; +1 glory,
#: +0 peril"). No template is made for the whole: a template ending in a placeholder ("into {card}") would read the
#: clauses after the first as that placeholder's part, one beginning with a placeholder ("{wounds} wound from the
#: trap") the clauses before the last. The clauses are read one by one instead (`_read_clauses`).
CLAUSE_SEPARATOR = "; "

#: The contexts of a game's own words ("dungeoneer word"): such a word is read even when it begins with a capital
#: ("V. Discard and draw" is a phase's label, not a name), and read in its own context.
WORD_CONTEXT_SUFFIX = " word"
#: The contexts of a game's words counted in a sentence ("runebound3 token face count": "3 axe"), plural entries each
#: beside the same word uncounted in its `WORD_CONTEXT_SUFFIX` context: a count and a space before the word read it in
#: the form the count takes («3 топора»).
COUNTED_WORD_CONTEXT_SUFFIX = " count"

#: Placeholders that hold a name printed on a game's board, and the context the name is read in: a saved "Knockdown"
#: in a status's place reads as the board names it («Powalenie»), and so does a Dice Throne ability's or a damage's
#: source («Revolver: вычитание 2» reads «Револьвер: …», as it was played), a Dungeoneer card's, monster's, location's or
#: quest's name where the engine puts one (`dungeoneer.words.named`: «Зомби ждёт», «взята карта Могильный призрак»),
#: and Runebound 2e's heroes, cities and class cards in the placeholders its sentences name them by ("Varikas the Dead
#: wakes in Tamalir": «Варикас Мёртвый приходит в себя в Тамалире»). A placeholder two games use (`{card}`) tries each
#: game's context in turn: a printed name has an entry in its own game's only. A name no context has an entry for (a
#: card the table typed, a player, another game's card) stays as typed, and anywhere else a capitalised part is a name
#: and stays as typed ("Reload" in another sentence is no key to press). A listed placeholder's names
#: (`LISTED_PLACEHOLDERS`) are read in its contexts one by one.
DICE_THRONE_NAME = "dice-throne name"
DUNGEONEER_NAME = "dungeoneer name"
RUNEBOUND2_NAME = "runebound2 name"
_DUNGEONEER_PLACES = ("card", "monster", "quest", "other", "removed", "attacker", "hitter", "hit", "target", "name",
                      "names")
_RUNEBOUND2_PLACES = ("hero", "who", "character", "current", "roller", "defender_hero", "card", "first", "talent",
                      "chosen", "city", "slot_name")
NAMED_PLACEHOLDERS: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(("status", "ability", "source", "source2"), (DICE_THRONE_NAME,)),
    **{field: tuple(context for context, places in ((DUNGEONEER_NAME, _DUNGEONEER_PLACES),
                                                    (RUNEBOUND2_NAME, _RUNEBOUND2_PLACES)) if field in places)
       for field in (*_DUNGEONEER_PLACES, *_RUNEBOUND2_PLACES)},
}
#: Placeholders that always hold a list the engine says to people, of names and numbers as well as of the game's words
#: ("Ann, Bob and Cat tie with 5", "rolled 3 and 5", "Ann or Bob choose who Cat attacks", "Zombie, Legion"): the word
#: that ends the list reads in the table's language, and each name is read in the placeholder's `NAMED_PLACEHOLDERS`
#: context («Зомби, Легион», «Преддверие гробницы или Crypt») or, without an entry there, stays as typed («Ann, Bob и
#: Cat»). Anywhere else a part with " and " between names is one name, as typed ("Tom and Jerry" for a player).
LISTED_PLACEHOLDERS = frozenset({"names", "choosers", "dice"})
#: Placeholders that always hold a list of a game's values, each its word and a number ("life 10, stamina 5", the
#: values a table typed from a Runebound 2e hero card): each word reads in the table's language, the numbers stay.
VALUED_PLACEHOLDERS = frozenset({"hero_values"})
_WORD_AND_NUMBER = re.compile(r"([^\d,]+) (-?\d+)")

#: How deep parts are read inside parts (a sentence inside a sentence inside a sentence).
MAX_DEPTH = 3

#: A game's word in a notation: a count before it ("3 axe", "2axe") and a mark after it ("axe*"); several of them are
#: joined by `NOTATION_JOINER` (a token's two faces, "axe/2shield*"). The word is read in its context, the rest kept.
_MARKED_WORD = re.compile(r"(\d+ ?)?([a-z]+)(\*?)")
NOTATION_JOINER = "/"
#: The game's words on one face of a die ("road+forest+river", a Runebound 2e terrain die), each read in turn.
FACE_JOINER = "+"

#: A name with a number before it, as a slot of Runebound 2e's doom track is named by its city ("4 Tamalir").
_NUMBERED_NAME = re.compile(r"(\d+) (.+)")

#: A name with the game's lower-case word after it in brackets, as a list of attackers says them ("Ghoul (melee)").
_NAME_AND_WORD = re.compile(r"([^()]+) \(([a-z][a-z -]*)\)")

_FORMATTER = string.Formatter()
_COUNTED = re.compile(r"(-?\d+) (.+)")


@dataclass(frozen=True, slots=True)
class Template:
    """An English message id with placeholders, as a pattern that reads the parts back out of a sentence.

    It holds only what every sentence is tried against (its anchor, its weight); the pattern and its placeholders are
    worked out again from the message id when a sentence holds the anchor (most never do), so the 2,300 templates of a
    catalogue cost about 0.6 MiB rather than 1.4."""

    msgid: str
    #: The longest run of the template's own text: a sentence without it cannot match.
    anchor: str
    #: How many letters the template has of its own (the more, the surer a match).
    own_letters: int
    #: How many placeholders it has (a name may repeat).
    placeholders: int
    #: The message ids whose translations, joined, the sentence reads as, when not the template itself (what replaced
    #: it).
    replaced_by: tuple[str, ...] = ()
    #: Parts given rather than read (a retired sentence's words that the new one takes as a placeholder).
    fixed: tuple[tuple[str, str], ...] = ()
    #: Too short to be tried but for what its parts hold (a short template, read by `_short_parts_read`).
    short: bool = False

    @property
    def source(self) -> str:
        """The pattern's source."""
        return _shape(self.msgid)[0]

    @property
    def fields(self) -> tuple[str, ...]:
        """The placeholder's name for each group of the pattern, in order (a name may repeat)."""
        return _shape(self.msgid)[1]

    @property
    def reads_as(self) -> tuple[str, ...]:
        """The message ids whose translations, joined, the sentence reads as: the template itself, or what replaced it."""
        return self.replaced_by or (self.msgid,)


def _parsed(msgid: str) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """A message id's pattern source, its placeholders in order and its own runs of text; ValueError for a shape we
    do not read ("{a}{b}" cannot be split back; "{}" has no name; a brace left open)."""
    parts: list[str] = []
    fields: list[str] = []
    literals: list[str] = []
    previous_was_field = False
    for literal, field, _spec, _conversion in _FORMATTER.parse(msgid):
        if literal:
            parts.append(re.escape(literal))
            literals.append(literal)
            previous_was_field = False
        if field is None:
            continue
        if previous_was_field or not field:
            raise ValueError(f"a template we do not read: {msgid!r}")
        parts.append("(.+?)")
        fields.append(field)
        previous_was_field = True
    return "".join(parts), tuple(fields), tuple(literals)


#: `_parsed`, kept for the templates a sentence has lately been tried against.
_shape = lru_cache(maxsize=512)(_parsed)


def _template(msgid: str) -> Template | None:
    """`msgid` as a template, or None when it has no placeholder, too few own letters (and no printed name to hold:
    a short template's text that is not a space) or a shape we do not read."""
    if "{" not in msgid:
        return None
    try:
        _source, fields, literals = _parsed(msgid)  # not kept: most templates are never tried
    except ValueError:
        return None
    own_letters = sum(character.isalpha() for literal in literals for character in literal)
    if not fields or not literals:
        return None
    anchor = max(literals, key=len)
    if own_letters < MIN_OWN_LETTERS and len(set(fields)) < MIN_PLACEHOLDERS_OF_A_SHORT_TEMPLATE or not own_letters:
        # too little of its own to be told from any sentence: a short template, tried only for what its parts hold
        if not any(not character.isspace() for literal in literals for character in literal):
            return None
        return Template(msgid, anchor, own_letters, len(fields), short=True)
    return Template(msgid, anchor, own_letters, len(fields))


@lru_cache(maxsize=1024)
def _pattern(source: str) -> re.Pattern[str]:
    return re.compile(source, re.DOTALL)


def _valued(template: Template) -> bool:
    """Whether a template holds a list of a game's values (`VALUED_PLACEHOLDERS`), whose shape vouches for it."""
    return any(field in VALUED_PLACEHOLDERS for field in template.fields)


def _template_pattern(template: Template, catalogue: gettext.NullTranslations) -> re.Pattern[str]:
    """The pattern a template reads a sentence with: a short template matches in each named placeholder only the names
    the catalogue prints for it."""
    if not template.short or _valued(template):
        return _pattern(template.source)
    names = english_templates(catalogue).name_patterns
    parts: list[str] = []
    for literal, field, _spec, _conversion in _FORMATTER.parse(template.msgid):
        parts.append(re.escape(literal))
        if field is not None:
            parts.append(f"({names[field]})" if field in names else "(.+?)")
    return _pattern("".join(parts))


@dataclass(frozen=True)
class Templates:
    """The catalogue's English templates and counted nouns, read once from the template file."""

    templates: tuple[Template, ...]
    #: Short templates, tried after every other (those with more named placeholders first).
    short_templates: tuple[Template, ...]
    #: The printed names of each name context (`NAMED_PLACEHOLDERS`' contexts): the English names it has an entry for,
    #: a Polish name spelt as the English included.
    printed_names: dict[str, frozenset[str]]
    #: For each named placeholder, a pattern of the names it may hold (the longest first): a template read for its
    #: names matches them alone ("Grave wraith 2 + 1 = 3" is "Grave wraith", not "Grave", before "2").
    name_patterns: dict[str, str]
    #: Each English form of a counted noun ("card", "cards") and its pair (singular, plural).
    counted: dict[str, tuple[str, str]]
    #: Sentences a later pass reworded, without placeholders: the old English and the message id that replaced it.
    retired: dict[str, str]
    #: A game's own words and labels (a context ending in `WORD_CONTEXT_SUFFIX`): the English text and its context.
    words: dict[str, str]
    #: A game's words counted in a sentence (a context ending in `COUNTED_WORD_CONTEXT_SUFFIX`): each English form and
    #: its (context, singular, plural).
    counted_words: dict[str, tuple[str, str, str]]


def english_templates(catalogue: gettext.NullTranslations | None = None) -> Templates:
    """The English templates a catalogue can read sentences through: the message ids it translates
    (`catalogues.Catalogue.message_ids`, read from its compiled file), or, for another catalogue, every message id of
    the template file (Babel's reader imported then). Read once per catalogue."""
    if isinstance(catalogue, Catalogue):
        return _templates_of_catalogue(catalogue)
    return _templates_of_the_template_file()


@cache
def _templates_of_catalogue(catalogue: Catalogue) -> Templates:
    return _templates(catalogue.each_message_id())


@cache
def _templates_of_the_template_file() -> Templates:
    return _templates(template_file_message_ids())


def template_file_message_ids() -> tuple[MessageId, ...]:
    """Every message id of the template file (Babel's reader imported here)."""
    from babel.messages.pofile import read_po

    with TEMPLATE_PATH.open("rb") as source:
        catalog = read_po(source)
    message_ids: list[MessageId] = []
    for message in catalog:
        if isinstance(message.id, tuple | list):
            message_ids.append(MessageId(str(message.id[0]), message.context, str(message.id[1])))
        elif message.id:
            message_ids.append(MessageId(str(message.id), message.context))
    return tuple(message_ids)


def _templates(message_ids: Iterable[MessageId]) -> Templates:
    """Templates of these message ids (those without a context: contexts are the screens' own words), the counted
    nouns among them, the game's words (`WORD_CONTEXT_SUFFIX`) and the retired sentences (`RETIRED`)."""
    templates: list[Template] = []
    counted: dict[str, tuple[str, str]] = {}
    words: dict[str, str] = {}
    counted_words: dict[str, tuple[str, str, str]] = {}
    name_contexts = {context for contexts in NAMED_PLACEHOLDERS.values() for context in contexts}
    printed_names: dict[str, set[str]] = {context: set() for context in name_contexts}
    for message in message_ids:
        if message.context is not None:
            if message.context in name_contexts and message.plural is None:
                printed_names[message.context].add(message.id)
            elif message.context.endswith(WORD_CONTEXT_SUFFIX) and message.plural is None:
                words.setdefault(message.id, message.context)
            elif message.context.endswith(COUNTED_WORD_CONTEXT_SUFFIX) and message.plural is not None:
                for form in (message.id, message.plural):
                    counted_words.setdefault(form, (message.context, message.id, message.plural))
            continue
        if message.plural is not None:
            if "{" not in message.id and "%" not in message.id:
                counted.setdefault(message.id, (message.id, message.plural))
                counted.setdefault(message.plural, (message.id, message.plural))
            continue
        template = _template(message.id)
        if template is not None:
            templates.append(template)
    retired: dict[str, str] = {}
    for old in RETIRED:
        template = _template(old.old)
        if template is None:
            retired[old.old] = "".join(old.reads_as)
        else:
            templates.append(replace(template, replaced_by=old.reads_as, fixed=old.fixed))
    templates.sort(key=lambda template: (-template.own_letters, -template.placeholders))
    return Templates(tuple(template for template in templates if not template.short),
                     tuple(sorted((template for template in templates if template.short),
                                  key=lambda template: -sum(field in NAMED_PLACEHOLDERS or field in VALUED_PLACEHOLDERS
                                                            for field in template.fields))),
                     {context: frozenset(names) for context, names in printed_names.items()},
                     {field: "|".join(re.escape(name) for name in sorted(
                         {name for context in contexts for name in printed_names[context]}, key=len, reverse=True))
                      or "(?!)" for field, contexts in NAMED_PLACEHOLDERS.items()},
                     counted, retired, words, counted_words)


def _fill(translated: str, values: dict[str, str]) -> str | None:
    """The translated template with each placeholder replaced by its part as read (None if it names another)."""
    try:
        pieces = list(_FORMATTER.parse(translated))
    except ValueError:
        return None
    filled: list[str] = []
    for literal, field, _spec, _conversion in pieces:
        filled.append(literal)
        if field is None:
            continue
        if field not in values:
            return None
        filled.append(values[field])
    return "".join(filled)


def _read_template(template: Template, text: str, catalogue: gettext.NullTranslations, depth: int) -> str | None:
    match = _template_pattern(template, catalogue).fullmatch(text)
    if match is None:
        return None
    groups = match.groups()
    if _straddles_clauses(template, match):
        return None  # clauses a template cut across: read one by one (CLAUSE_SEPARATOR)
    starts = [start for start in _clause_starts(text) if match.start(len(groups)) < start < match.end(len(groups))] \
        if groups else []
    if starts and _first_match(text[:starts[0]], catalogue) is not template:
        # the part it ends in took the clauses after the first, and another template reads the first clause better
        # ("drew {card}" would take "Grave wraith from the table's deck; attack: …" for a card): read one by one
        return None
    values: dict[str, str] = {}
    for field, value in zip(template.fields, groups, strict=True):
        if values.setdefault(field, value) != value:  # the same placeholder read as two different texts
            return None
        if not _balanced(value):
            return None
    if template.short and not _short_parts_read(values, catalogue, depth, any_name=_valued(template)):
        return None
    translated = "".join(catalogue.gettext(msgid) for msgid in template.reads_as)
    if translated == "".join(template.reads_as) and not template.short:
        return None  # not translated (a short template reads the same but for its parts)
    if template.short and translated != "".join(template.reads_as) and not any(
            field in NAMED_PLACEHOLDERS or field in VALUED_PLACEHOLDERS for field in template.fields):
        return None  # a short template that names nothing reads only what keeps its shape ("{label} ({what})")
    return _fill(translated, {field: _read_part(field, value, catalogue, depth + 1)
                              for field, value in (*values.items(), *template.fixed)})


def _straddles_clauses(template: Template, match: re.Match[str]) -> bool:
    """Whether a match cuts across the sentence's clauses: a clause separator outside brackets lies inside a part that
    the template's own words follow, or is cut in half by the part's end. Only the part a template ends in may hold
    clauses of its own ("attack: {parts}", "… against {total}: {said}"); otherwise the template's words lie in a later
    clause than the part's start ("{player} draws {cards}" reading "stayed in …; draws 5 cards …")."""
    last = len(match.groups()) if template.msgid.endswith("}") else 0
    for separator in _clause_starts(match.string):
        for index in range(1, len(match.groups()) + 1):
            start, end = match.span(index)
            if start <= separator < end and (index != last or separator + len(CLAUSE_SEPARATOR) > end):
                return True
    return False


def _first_match(clause: str, catalogue: gettext.NullTranslations) -> Template | None:
    """The template tried first that matches `clause` whole (the one that reads it, but for its parts)."""
    known = english_templates(catalogue)
    for template in (*known.templates, *known.short_templates):
        if template.anchor in clause:
            match = _template_pattern(template, catalogue).fullmatch(clause)
            if match is not None and not _straddles_clauses(template, match):
                return template
    return None


def _clause_starts(text: str) -> list[int]:
    """Where each clause separator outside brackets begins."""
    starts: list[int] = []
    depth = 0
    for index, character in enumerate(text):
        depth += sum((character == opening) - (character == closing) for opening, closing in BRACKETS)
        if depth == 0 and text.startswith(CLAUSE_SEPARATOR, index):
            starts.append(index)
    return starts


def _short_parts_read(values: dict[str, str], catalogue: gettext.NullTranslations, depth: int,
                      any_name: bool = False) -> bool:
    """Whether a short template reads these parts: each named placeholder's is a name printed in one of its contexts
    (with `any_name`, beside a list of values that vouches for the shape, any name: "Lorn: life 6"), each other one's
    a number, a name or a part that reads, at least one a printed name or read; none holds clauses."""
    printed = english_templates(catalogue).printed_names
    vouched = False
    for field, value in values.items():
        if _clause_starts(value):
            return False  # a short template is no frame for clauses
        contexts = NAMED_PLACEHOLDERS.get(field)
        if contexts is not None:
            if any(value in printed.get(context, ()) for context in contexts):
                vouched = True
            elif not (any_name and _is_name(value)):
                return False
        elif field in VALUED_PLACEHOLDERS:
            if _read_values(value, catalogue, depth) is None:
                return False
            vouched = True
        elif not value.isdigit():
            read = _read_part(field, value, catalogue, depth + 1) != value
            if not read and not value[:1].isupper():
                return False
            vouched = vouched or read
    return vouched


def _read_part(field: str, part: str, catalogue: gettext.NullTranslations, depth: int) -> str:
    """A placeholder's part: a game's printed name where the placeholder always holds one (`NAMED_PLACEHOLDERS`),
    read in its context; else read as any part, and a list of names where the placeholder always holds a list
    (`LISTED_PLACEHOLDERS`) said in the table's words, each name read in the placeholder's context or as typed."""
    context = NAMED_PLACEHOLDERS.get(field, ())
    named = _read_name(part, catalogue, context)
    if named is not None:
        return named
    first, separator, rest = part.partition(CLAUSE_SEPARATOR)
    named = _read_name(first, catalogue, context) if separator else None
    if named is not None:  # a template ending in the placeholder took the clauses after it ("into {card}"): the name
        return named + separator + _read(rest, catalogue, depth)  # is the first, the rest read as the sentence's
    if field in VALUED_PLACEHOLDERS:
        valued = _read_values(part, catalogue, depth)
        if valued is not None:
            return valued
    read = _read(part, catalogue, depth)
    if read == part and field in LISTED_PLACEHOLDERS:  # a list of names: its joining word, and its printed names
        listed = _read_said_list(part, catalogue, depth, names_stay=True, names=context)
        if listed is None:
            listed = _read_list(part, catalogue, depth, names_stay=True, names=context)
        return listed
    return read


def _read_values(part: str, catalogue: gettext.NullTranslations, depth: int) -> str | None:
    """A list of a game's values (`VALUED_PLACEHOLDERS`: "life 10, stamina 5") with each word read; None unless every
    item is a word that reads and a number."""
    read: list[str] = []
    for item in part.split(LIST_SEPARATOR):
        valued = _WORD_AND_NUMBER.fullmatch(item)
        if valued is None:
            return None
        word = _read(valued.group(1), catalogue, depth + 1)
        if word == valued.group(1):
            return None
        read.append(f"{word} {valued.group(2)}")
    return LIST_SEPARATOR.join(read)


def _read_name(part: str, catalogue: gettext.NullTranslations, contexts: tuple[str, ...]) -> str | None:
    """A name printed on a game's board, as the first of `contexts` with an entry for it names it; None without one."""
    for context in contexts:
        named = catalogue.pgettext(context, part)
        if named != part:
            return named
    numbered = _NUMBERED_NAME.fullmatch(part)
    if contexts and numbered is not None:  # a doom slot the book names by its city, "4 Tamalir"
        city = _read_name(numbered.group(2), catalogue, contexts)
        return None if city is None else f"{numbered.group(1)} {city}"
    return None


def _read_item(item: str, catalogue: gettext.NullTranslations, depth: int, names: tuple[str, ...]) -> str:
    """An item of a list: a printed name read in the context `names` (when it has an entry there), a name with the
    game's word after it in brackets ("Ghoul (melee)", Dungeoneer's attackers), each read so, else read as any part."""
    named = _read_name(item, catalogue, names)
    if named is not None:
        return named
    bracketed = _NAME_AND_WORD.fullmatch(item)
    if names and bracketed is not None:
        word = _read(bracketed.group(2), catalogue, depth)
        if word != bracketed.group(2):
            name = bracketed.group(1)
            return f"{_read_name(name, catalogue, names) or name} ({word})"
    return _read(item, catalogue, depth)


def _balanced(part: str) -> bool:
    """True when every bracket the part opens it also closes, in order."""
    for opening, closing in BRACKETS:
        depth = 0
        for character in part:
            depth += (character == opening) - (character == closing)
            if depth < 0:
                return False
        if depth:
            return False
    return True


def _read(text: str, catalogue: gettext.NullTranslations, depth: int) -> str:
    """`text` in the catalogue's language as far as it can be read; else `text` itself."""
    if not text or not any(character.isalpha() for character in text):
        return text
    # A part that starts with a capital is a name (a card, a status, a hero: "Reload" is a status
    # there, not the key that reloads): read as a word only when it is the game's own lower-case word.
    known = english_templates(catalogue)
    context = known.words.get(text)
    if context is not None:
        word = catalogue.pgettext(context, text)
        if word != text:
            return word
    if depth == 0 or not text[0].isupper():
        msgid = known.retired.get(text, text)
        exact = catalogue.gettext(msgid)
        if exact != msgid:
            return exact
    counted = _COUNTED.fullmatch(text)
    if counted is not None and counted.group(2) in known.counted and counted.group(2) not in known.counted_words:
        singular, plural = known.counted[counted.group(2)]
        number = int(counted.group(1))
        return f"{counted.group(1)} {catalogue.ngettext(singular, plural, number)}"
    notation = _read_notation(text, known, catalogue) or _read_faces(text, known, catalogue)
    if notation is not None:
        return notation
    if depth > MAX_DEPTH:
        return text
    for template in (*known.templates, *known.short_templates):
        if template.anchor in text:
            read = _read_template(template, text, catalogue, depth)
            if read is not None:
                return read
    if CLAUSE_SEPARATOR in text:
        return _read_clauses(text, catalogue, depth)
    said = _read_said_list(text, catalogue, depth)
    if said is not None:
        return said
    return _read_list(text, catalogue, depth)


def _read_notation(text: str, known: Templates, catalogue: gettext.NullTranslations) -> str | None:
    """A notation of the game's words (`_MARKED_WORD`: "3 axe", "2axe*", "axe/2shield*", a terrain face's "hills/road")
    with each word read in its context (a bare word joined to others, without one); None for any other text (a plain
    word is read as a word, not here)."""
    if not any(character.isdigit() or character in "*" + NOTATION_JOINER for character in text):
        return None
    read: list[str] = []
    for part in text.split(NOTATION_JOINER):
        marked = _MARKED_WORD.fullmatch(part)
        if marked is None:
            return None
        count, word, mark = marked.groups()
        counted = known.counted_words.get(word) if count and count.endswith(" ") else None
        if counted is not None:  # "3 axe": the word in the form the number takes («3 топора»)
            read.append(f"{count}{catalogue.npgettext(counted[0], counted[1], counted[2], int(count))}{mark}")
            continue
        context = known.words.get(word)
        if context is not None:
            read.append(f"{count or ''}{catalogue.pgettext(context, word)}{mark}")
            continue
        plain = catalogue.gettext(word)  # a terrain face's words ("hills/road"): the game's words without a context
        if count or mark or plain == word:
            return None
        read.append(plain)
    return NOTATION_JOINER.join(read)


def _read_faces(text: str, known: Templates, catalogue: gettext.NullTranslations) -> str | None:
    """A die's face of the game's words joined by `FACE_JOINER` ("road+forest+river", Runebound 2e's terrain dice)
    with each word read; None unless every one reads."""
    if FACE_JOINER not in text:
        return None
    read: list[str] = []
    for face in text.split(FACE_JOINER):
        context = known.words.get(face)
        said = catalogue.pgettext(context, face) if context is not None else catalogue.gettext(face)
        if not face.islower() or said == face:
            return None
        read.append(said)
    return FACE_JOINER.join(read)


def _clauses(text: str) -> list[str]:
    """The clauses of a sentence joined as the engines join them, split only outside brackets (a house rule's
    reason in brackets may have clauses of its own)."""
    clauses: list[str] = []
    start = 0
    for index in _clause_starts(text):
        clauses.append(text[start:index])
        start = index + len(CLAUSE_SEPARATOR)
    clauses.append(text[start:])
    return clauses


def _read_clauses(text: str, catalogue: gettext.NullTranslations, depth: int) -> str:
    """A sentence of clauses ("into North tunnel; +1 glory, +0 peril"), each read in turn; a name among them stays as
    typed (a capitalised part inside a sentence is a name)."""
    clauses = _clauses(text)
    if len(clauses) < 2:
        return _read_list(text, catalogue, depth)
    return CLAUSE_SEPARATOR.join(_read(clause, catalogue, depth + 1) for clause in clauses)


def _read_list(text: str, catalogue: gettext.NullTranslations, depth: int, names_stay: bool = False,
               names: tuple[str, ...] = ()) -> str:
    """A part that lists the game's words or sentences ("hills, road"), each read in turn; kept as written unless
    every item reads (names listed, "Ann, Bo", stay names), or, with `names_stay` (a placeholder that always holds a
    list), every item that does not read is a name or a number: a printed name is read in the context `names`
    («Зомби, Легион»), any other kept as typed; a list of one name too."""
    items = text.split(LIST_SEPARATOR)
    if depth == 0 or (len(items) < 2 and not names_stay):
        return text
    read = [_read_item(item, catalogue, depth + 1, names) for item in items]
    kept = [before for after, before in zip(read, items, strict=True) if after == before]
    if kept and not (names_stay and all(_is_name(item) for item in kept)):
        return text
    return LIST_SEPARATOR.join(read)


def _read_said_list(text: str, catalogue: gettext.NullTranslations, depth: int, names_stay: bool = False,
                    names: tuple[str, ...] = ()) -> str | None:
    """A part listing the game's words as `say_list` says them to people ("axe or bolt", "hills, road and forest";
    `Listed`'s "hills or road or swamp" too) in the catalogue's form of "{items} or {last}", each item read in turn;
    None unless every item reads, or, with `names_stay` (a placeholder that always holds a list), every item that does
    not read is a name or a number: a printed name read in the context `names` («Преддверие гробницы или Crypt»), any
    other kept as typed («Ann, Bob и Cat»); None for a whole sentence (depth 0), which is no list."""
    if depth == 0:
        return None
    for ending, msgid in SAID_LIST_ENDINGS:
        head, found, last = text.rpartition(ending)
        if not found or not head or not last:
            continue
        chunks = [chunk.split(ending) for chunk in head.split(LIST_SEPARATOR)]
        items = [*(item for chunk in chunks for item in chunk), last]
        read = {item: _read_item(item, catalogue, depth + 1, names) for item in items}
        kept = [item for item in items if read[item] == item]
        if kept and not (names_stay and all(_is_name(item) for item in kept)):
            continue
        word = catalogue.gettext(ending)
        said = LIST_SEPARATOR.join(word.join(read[item] for item in chunk) for chunk in chunks)
        return _fill(catalogue.gettext(msgid), {"items": said, "last": read[last]})
    return None


def _is_name(item: str) -> bool:
    """True for an item a list keeps as typed: a name (capitalised, or quoted as typed: 'Ann') or a number."""
    quoted = len(item) > 1 and item[0] in "'\"" and item[-1] == item[0]
    return quoted or item[:1].isupper() or item.isdigit()


@lru_cache(maxsize=8192)
def _read_cached(text: str, catalogue: gettext.NullTranslations) -> str:
    return _read(text, catalogue, 0)


def read_stored(text: str, catalogue: gettext.NullTranslations) -> str:
    """A stored English sentence in the catalogue's language (itself for English or a sentence no template made)."""
    if type(catalogue) is gettext.NullTranslations or not text:
        return text
    return _read_cached(str(text), catalogue)
