"""Declarations: a command (verb, pattern, options, flags, modifiers, help, build, format) and its floating parts."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import field
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.grammar.arguments import Arg, Word
from rules_engine.grammar.patterns import ArgElement, Element, Lit, element
from rules_engine.messages import N_

#: Builds the action (or the dice or card request) from the state and the parsed values.
Builder = Callable[[Any, dict[str, Any]], Any]
#: The values that `format` renders for an action, or None when this command cannot type it.
Unbuilder = Callable[[Any], Mapping[str, Any] | None]


@frozen_value
class Modifier:
    """A floating 'WORD VALUE' part that may stand anywhere after the verb ('by pX', 'on K').

    With no `arg` it takes the rest of the words as text ('from Saved by the Bell'); other
    modifiers and flags are still picked out of that text when they read well, and stay part
    of it when they do not ('by the' is a name, 'by p2' is a player).
    `refused` is the message when a command that does not take it meets it ({word}, {command},
    {accepting}: the commands that take it); with `ignored_elsewhere` such commands accept it
    and drop it instead (a note for the table, never recorded).
    """

    word: str
    arg: Arg | None = None
    name: str = ""
    placeholder: str = "TEXT"
    refused: str = N_("'{word}' does not apply to {command}")
    ignored_elsewhere: bool = False

    @property
    def key(self) -> str:
        """The name its value is stored under."""
        return self.name or (self.arg.name if self.arg is not None else self.word)

    @property
    def rest(self) -> bool:
        """True when it takes the rest of the words as text."""
        return self.arg is None

    def syntax(self, placeholder: str = "") -> str:
        """'by pX', 'from SOURCE'."""
        return f"{self.word} {placeholder or (self.arg.syntax() if self.arg is not None else self.placeholder)}"


@frozen_value
class Flag:
    """A word that may stand anywhere after the verb and means yes when present ('interrupting', 'ward')."""

    word: str
    name: str = ""
    refused: str = N_("'{word}' does not apply to {command}")

    @property
    def key(self) -> str:
        """The name its value (True or False) is stored under."""
        return self.name or self.word.replace("-", "_")


@frozen_value
class Option:
    """A `key:value` word; the value is read by `arg` and stored under the arg's name."""

    key: str
    arg: Arg
    required: bool = False

    def syntax(self) -> str:
        """'bonus:N', in brackets when optional."""
        text = f"{self.key}:{self.arg.syntax()}"
        return text if self.required else f"[{text}]"


@frozen_value
class Command:
    """One command declared once: from it come parsing, help, completion and formatting.

    `pattern` holds the positional parts (literal words, arguments, `Opt`, `Alt`, `Repeat`,
    `Text`). `modifiers` names the grammar's floating modifiers this command takes (or declares
    its own `Modifier`s); `flags` likewise; `options` its `key:value` words. `reasons` says why a
    modifier or flag this command does not take makes no sense here (appended to the refusal).
    `colon_words`: its plain words may hold a colon (H12:forest) instead of being refused as
    unknown keys. `formats` and `unbuild` let `format` type an action back as this command.
    `listed(state)` hides it from help when false; commands sharing a `group` share a help line.
    """

    verb: str
    pattern: tuple[Element | Arg | str, ...] = ()
    build: Builder | None = None
    description: str | Callable[[Any], str] = ""
    aliases: tuple[str, ...] = ()
    modifiers: tuple[str | Modifier, ...] = ()
    flags: tuple[str | Flag, ...] = ()
    options: tuple[Option, ...] = ()
    colon_words: bool = False
    reasons: Mapping[str, str] = field(default_factory=dict)
    formats: tuple[type, ...] = ()
    unbuild: Unbuilder | None = None
    listed: Callable[[Any], bool] | None = None
    group: str = ""

    @property
    def parts(self) -> tuple[Element, ...]:
        """The pattern as elements."""
        return tuple(element(p) for p in self.pattern)

    @property
    def title(self) -> str:
        """The verb and the fixed words that open the pattern: 'status roll', 'status gain|inflict'."""
        words = [self.verb]
        for part in self.parts:
            if isinstance(part, Lit):
                words.append(part.word)
            elif isinstance(part, ArgElement) and isinstance(part.arg, Word) and not callable(part.arg.options) \
                    and part.arg.strict:
                words.append(part.arg.syntax())
            else:
                break
        return " ".join(words)

    def literals(self) -> frozenset[str]:
        """Every literal word in the pattern (a modifier's word used as a literal is not a modifier here)."""
        return frozenset(w.casefold() for p in self.parts for w in p.literal_words())

    def describe(self, state: Any) -> str:
        """The help description, now."""
        return self.description(state) if callable(self.description) else self.description

