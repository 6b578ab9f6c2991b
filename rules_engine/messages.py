"""Translatable messages: English text that remembers its catalogue id, so a screen can show it in another language.

The engine reads no files, so it cannot look anything up in a catalogue. Instead a refusal or a
ruling is a `Message`: a `str` whose value is the English sentence (so the log, the golden files
and every English test read exactly as before) and which also keeps the English template and its
parameters. The services layer renders it again through a catalogue (`render` with a
`Translator`), translating the parameters that are messages themselves. `N_` marks a constant
for extraction without translating it; whoever shows it translates it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Protocol, Self


class Translator(Protocol):
    """What a catalogue offers: the translation of one text, and of a counted one."""

    def gettext(self, message: str) -> str:
        """The translation of `message` (itself when there is none)."""
        ...

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The form of a counted text that `n` takes in the language."""
        ...


class English:
    """The identity catalogue: English as written, the plural for every number but one."""

    def gettext(self, message: str) -> str:
        """`message` unchanged."""
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """The singular for 1 and -1, the plural otherwise."""
        return singular if abs(n) == 1 else plural


ENGLISH = English()


def N_(text: str) -> str:  # noqa: N802 - the conventional gettext marker name
    """Mark `text` for the catalogue without translating it (whoever shows it translates it)."""
    return text


def NNC_(context: str, singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 - the marker's shape
    """Mark a counted word of a context for the catalogue (`CountedInContext` shows it); its two English forms."""
    return singular, plural


def NC_(context: str, text: str) -> str:  # noqa: N802 - the conventional marker's shape
    """Mark `text` for the catalogue under `context` (a word that reads differently as a title), untranslated."""
    return text


def render(value: object, translator: Translator) -> str:
    """`value` as text in the translator's language: a message translated, anything else as str()."""
    if isinstance(value, Message):
        return value.render(translator)
    return str(value)


class Message(str):
    """A sentence with named `{placeholders}`: its English text is the str; `render` translates it.

    `Message("{name} has no card in hand", name="Ann")` reads "Ann has no card in hand". The
    template is the catalogue's msgid; parameters that are messages are translated too.
    """

    # Slots, not a __dict__ per message: the engine builds several messages for every action it rules on.
    __slots__ = ("msgid", "params")

    msgid: str
    params: Mapping[str, object]

    def __new__(cls, msgid: str, /, **params: object) -> Message:
        text = str.__new__(cls, msgid.format(**params) if params else msgid)
        text.msgid = msgid
        text.params = params
        return text

    def render(self, translator: Translator) -> str:
        """The message in the translator's language (its English text for `ENGLISH`)."""
        template = translator.gettext(self.msgid)
        if not self.params:
            return template
        # Only messages are rendered first: any other parameter is formatted as in the English ({value!r}, {n:+d}).
        return template.format(**{key: value.render(translator) if isinstance(value, Message) else value
                                  for key, value in self.params.items()})

    def __reduce__(self) -> tuple[object, ...]:
        # Pickling (xdist, copies) keeps the template and parameters.
        return (_rebuild, (type(self), self.msgid, dict(self.params)))


class Counted(Message):
    """A number and a noun in the form that number takes: "1 card", "3 cards"; "3 карты" in Russian."""

    __slots__ = ("singular", "plural", "number")

    singular: str
    plural: str
    number: int

    def __new__(cls, number: int, singular: str, plural: str) -> Counted:
        word = ENGLISH.ngettext(singular, plural, number)
        text = str.__new__(cls, f"{number} {word}")
        text.msgid, text.params = singular, {}
        text.singular, text.plural, text.number = singular, plural, number
        return text

    def render(self, translator: Translator) -> str:
        """The number and the noun's form for it in the translator's language."""
        return f"{self.number} {translator.ngettext(self.singular, self.plural, self.number)}"

    def __reduce__(self) -> tuple[object, ...]:
        return (Counted, (self.number, self.singular, self.plural))


class CountedInContext(Message):
    """A number and a word of a context in the form that number takes, for a word the catalogue also has uncounted
    in another context: "3 axe" in English (the notation's word), «3 топора», «5 топоров» in Russian. Marked for
    the catalogue with `NNC_`."""

    __slots__ = ("context", "singular", "plural", "number")

    context: str
    singular: str
    plural: str
    number: int

    def __new__(cls, context: str, number: int, singular: str, plural: str) -> CountedInContext:
        text = str.__new__(cls, f"{number} {ENGLISH.ngettext(singular, plural, number)}")
        text.msgid, text.params = singular, {}
        text.context, text.singular, text.plural, text.number = context, singular, plural, number
        return text

    def render(self, translator: Translator) -> str:
        """The number and the word's form for it in the translator's language (English without contexts)."""
        lookup = getattr(translator, "npgettext", None)
        word = (lookup(self.context, self.singular, self.plural, self.number) if lookup is not None
                else translator.ngettext(self.singular, self.plural, self.number))
        return f"{self.number} {word}"

    def __reduce__(self) -> tuple[object, ...]:
        return (CountedInContext, (self.context, self.number, self.singular, self.plural))


class InContext(Message):
    """A word or a name: its English as its text, translated under a catalogue context (itself when it has none)."""

    __slots__ = ("context",)

    context: str

    def __new__(cls, context: str, text: str) -> Self:
        made = str.__new__(cls, text)
        made.msgid, made.params, made.context = text, {}, context
        return made

    def render(self, translator: Translator) -> str:
        """The text in the translator's language (the English when it has no entry or no contexts)."""
        lookup = getattr(translator, "pgettext", None)
        return lookup(self.context, self.msgid) if lookup is not None and self.msgid else self.msgid

    def __reduce__(self) -> tuple[object, ...]:
        return (InContext, (self.context, self.msgid))


@lru_cache(maxsize=4096)
def name_in(context: str, name: str) -> InContext:
    """A name printed on a game's cards or board (data, so it cannot be marked where it is written) as its message,
    translated under the game's name context where the catalogue gives it one ("dungeoneer name", "runebound2 name"); a
    table's own name has no entry and keeps its text. Made once per name (the 4,096 used last are kept: a table's own
    typed names stay few)."""
    return InContext(context, name)


class Joined(Message):
    """Several messages joined by a separator, each translated on its own."""

    __slots__ = ("parts", "separator")

    parts: tuple[str, ...]
    separator: str

    def __new__(cls, separator: str, parts: tuple[str, ...]) -> Joined:
        text = str.__new__(cls, separator.join(parts))
        text.msgid, text.params = separator, {}
        text.parts, text.separator = tuple(parts), separator
        return text

    def render(self, translator: Translator) -> str:
        """Each part in the translator's language, joined."""
        return self.separator.join(render(part, translator) for part in self.parts)

    def __reduce__(self) -> tuple[object, ...]:
        return (Joined, (self.separator, self.parts))


#: The words `Listed` joins alternatives and things together with.
OR, AND = N_(" or "), N_(" and ")


class Listed(Joined):
    """Several parts joined by a word (`OR`, `AND`) that is translated too, each part translated on its own: "hills or
    road or swamp", «холмы или дорога или болото»."""

    __slots__ = ()

    def render(self, translator: Translator) -> str:
        """Each part in the translator's language, joined by the translated word."""
        return translator.gettext(self.separator).join(render(part, translator) for part in self.parts)

    def __reduce__(self) -> tuple[object, ...]:
        return (Listed, (self.separator, self.parts))


def as_message(text: str) -> str:
    """A text a game declares (a description, a purpose, a label) as a message the services translate.

    A message stays as it is; plain text becomes a message without parameters, looked up in the
    catalogue as written (it reads in another language once the game marks it for the catalogue).
    """
    return text if isinstance(text, Message) or not text else Message(text)


def _rebuild(cls: type[Message], msgid: str, params: dict[str, object]) -> Message:
    return cls(msgid, **params)
