"""A game's grammar: its commands declared once, and from them parsing, help, completion and formatting."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.command_help import CommandHelp
from rules_engine.errors import CommandError
from rules_engine.grammar.reading_errors import Mismatch, Refused, say_list
from rules_engine.grammar.command import Command, Flag, Modifier, Option
from rules_engine.grammar.patterns import Context, Element, Seq, candidates_of, describe, full_matches
from rules_engine.grammar.tokens import Token, control_character_fault, needs_quotes, open_quote, quote, tokenize
from rules_engine.messages import Message, as_message

EMPTY = Message("type a command; 'help' lists them")


@frozen_value
class _Plan:
    """A command with its floating parts resolved against the grammar's."""

    command: Command
    parts: tuple[Element, ...]
    modifiers: Mapping[str, Modifier]  # every modifier word recognised for this command
    takes_modifiers: tuple[str, ...]  # in the order declared
    flags: Mapping[str, Flag]
    takes_flags: tuple[str, ...]
    options: Mapping[str, Option]


@dataclass
class _Split:
    """The words after the verb, sorted: positional words, floating values, and what was typed."""

    positional: list[Token] = field(default_factory=list)
    values: dict[str, Any] = field(default_factory=dict)
    modifiers: list[Modifier] = field(default_factory=list)
    flags: list[Flag] = field(default_factory=list)
    options: list[Option] = field(default_factory=list)
    unknown_keys: list[str] = field(default_factory=list)
    error: str = ""
    awaiting: Modifier | None = None  # the last word is a modifier waiting for its value (completion)
    in_rest: Modifier | None = None


@dataclass
class _Miss:
    """Why a command's pattern did not fit: what was expected at the furthest word reached."""

    position: int
    prev: str
    found: str | None
    expected: list[str]
    refusals: list[str]
    usages: list[str]
    #: Whether the grammar reads "quoted names" as one word (then a Capitalised word left over is named as the second
    #: word of a name that wanted quotes).
    quoting: bool = False

    def merge(self, other: _Miss) -> None:
        """Add what another command sharing the verb expected at the same word."""
        self.expected += [e for e in other.expected if e not in self.expected]
        self.refusals += [r for r in other.refusals if r not in self.refusals]
        self.usages += [u for u in other.usages if u not in self.usages]

    def message(self) -> str:
        """The error for the table; a Capitalised word left over, in a grammar that reads quoted names, is likely the
        second word of a name typed without quotes ('deal Leather Armour as armour 3'): the error says how to write it."""
        said = self._said()
        if self.refusals or not self.quoting or self.found is None or not self.found[:1].isupper():
            return said
        return Message("{said}; a name of more than one word goes in quotes: \"{prev} {found}\"", said=said,
                       prev=self.prev, found=self.found)

    def _said(self) -> str:
        if self.refusals:
            return self.refusals[0]
        usage = f" ({' | '.join(self.usages)})" if len(self.usages) <= 2 else ""
        if self.expected and self.found is not None:
            return Message("expected {expected} after '{prev}', not '{found}'{usage}", expected=say_list(self.expected),
                           prev=self.prev, found=self.found, usage=usage)
        if self.expected:
            return Message("expected {expected} after '{prev}'{usage}", expected=say_list(self.expected),
                           prev=self.prev, usage=usage)
        return Message("unexpected '{found}' after '{prev}'{usage}", found=str(self.found), prev=self.prev, usage=usage)


def _looks_keyed(word: str) -> bool:
    """A `key:value` word by its look: a lower-case key of letters and hyphens (Capitalised: part of a name)."""
    key, sep, _ = word.partition(":")
    return bool(sep) and key.replace("-", "").isalpha() and key.islower()


class Grammar:
    """A game's typed commands: `parse`, `help`, `complete` and `format` all come from the declarations.

    `modifiers` and `flags` are recognised after every verb (a command that does not take one
    refuses it, naming the commands that do); `quoting` reads "quoted names" as one word;
    `keyed` refuses words that look like `key:value` where the command takes no such key;
    `first(state)` lists verbs to show first in help; `hint(state)` adds to the unknown-verb error.
    """

    def __init__(self, title: str, commands: Sequence[Command], *, modifiers: Sequence[Modifier] = (),
                 flags: Sequence[Flag] = (), quoting: bool = False, keyed: bool = False,
                 first: Callable[[Any], Sequence[str]] | None = None,
                 hint: Callable[[Any], str] | None = None) -> None:
        self.title = title
        self.commands = tuple(commands)
        self.modifiers = {m.word.casefold(): m for m in modifiers}
        self.flags = {f.word.casefold(): f for f in flags}
        self.quoting, self.keyed, self.first, self.hint = quoting, keyed, first, hint
        self.keys = frozenset(o.key.casefold() for c in self.commands for o in c.options)
        self._plans = tuple(self._plan(c) for c in self.commands)
        # A command's help syntax does not depend on the state: written once, on first asking.
        self._syntax_cache: dict[int, tuple[str, tuple[str, ...], Command]] = {}
        #: Help's lines by what decides them (`help`): the commands listed, the verbs first, each group's description.
        self._help_cache: dict[tuple[Any, ...], tuple[CommandHelp, ...]] = {}
        self._verbs: dict[str, list[_Plan]] = {}
        for plan in self._plans:
            for word in (plan.command.verb, *plan.command.aliases):
                self._verbs.setdefault(word.casefold(), []).append(plan)
        self._formatters: dict[type, list[_Plan]] = {}
        for plan in self._plans:
            for kind in plan.command.formats:
                self._formatters.setdefault(kind, []).append(plan)

    def with_commands(self, commands: Sequence[Command]) -> Grammar:
        """A grammar with these commands after its own, everything else the same (an expansion's commands)."""
        return Grammar(self.title, self.commands + tuple(commands), modifiers=tuple(self.modifiers.values()),
                       flags=tuple(self.flags.values()), quoting=self.quoting, keyed=self.keyed, first=self.first,
                       hint=self.hint)

    def with_hooks(self, *, first: Callable[[Any], Sequence[str]] | None,
                   hint: Callable[[Any], str] | None) -> Grammar:
        """A grammar with the same commands whose help lists `first(state)` first and whose unknown-verb error adds
        `hint(state)` (a game that knows more than the grammar's own hooks: its expansions' moves)."""
        return Grammar(self.title, self.commands, modifiers=tuple(self.modifiers.values()),
                       flags=tuple(self.flags.values()), quoting=self.quoting, keyed=self.keyed, first=first, hint=hint)

    # -- declarations --------------------------------------------------------------------------

    def _plan(self, command: Command) -> _Plan:
        literals = command.literals()
        own_mods = {m.word.casefold(): m for m in command.modifiers if isinstance(m, Modifier)}
        taken_mods = tuple(m.word.casefold() if isinstance(m, Modifier) else m.casefold() for m in command.modifiers)
        own_flags = {f.word.casefold(): f for f in command.flags if isinstance(f, Flag)}
        taken_flags = tuple(f.word.casefold() if isinstance(f, Flag) else f.casefold() for f in command.flags)
        modifiers = {w: m for w, m in {**self.modifiers, **own_mods}.items() if w not in literals}
        flags = {w: f for w, f in {**self.flags, **own_flags}.items() if w not in literals}
        unknown = (set(taken_mods) - set(modifiers)) | (set(taken_flags) - set(flags))
        if unknown:
            raise ValueError(f"{command.verb}: no modifier or flag {', '.join(sorted(unknown))} is declared")
        if command.build is None:
            raise ValueError(f"{command.verb}: a command needs a build function")
        names = [n for p in command.parts for n in p.names()] + [o.arg.name for o in command.options] + \
            [modifiers[w].key for w in taken_mods] + [flags[w].key for w in taken_flags]
        twice = {n for n in names if names.count(n) > 1}
        if twice:
            raise ValueError(f"{command.verb}: the value names {', '.join(sorted(twice))} are used twice")
        return _Plan(command, command.parts, modifiers, taken_mods, flags, taken_flags,
                     {o.key.casefold(): o for o in command.options})

    # -- parsing --------------------------------------------------------------------------------

    def parse(self, state: Any, text: str) -> Any:
        """The action (or dice or card request) a typed command makes; CommandError says what was not understood."""
        fault = control_character_fault(text)
        if fault is not None:
            raise CommandError(fault)
        tokens = tokenize(text, quoting=self.quoting)
        if not tokens:
            raise CommandError(EMPTY)
        plans = self._verbs.get(tokens[0].folded)
        if plans is None:
            raise CommandError(self._unknown_verb(state, tokens[0].text))
        refused: str | None = None
        miss: _Miss | None = None
        for plan in plans:
            split = self._split(state, plan, tokens[1:])
            everywhere = self._refusal(plan, split, plans, verb_wide=True)
            if everywhere:
                raise CommandError(everywhere)
            if split.error:
                refused = refused or split.error
                continue
            ctx = Context(state, split.positional)
            values = next(full_matches(plan.parts, ctx), None)
            if values is None:
                found = self._miss(plan, ctx, tokens[0].text)
                if miss is None or found.position > miss.position:
                    miss = found
                elif found.position == miss.position:
                    miss.merge(found)
                continue
            refusal = self._refusal(plan, split, plans, verb_wide=False) or self._missing_options(plan, split)
            if refusal:
                refused = refused or refusal
                continue
            return plan.command.build(state, self._values(plan, split, values))  # type: ignore[misc]  # never None: refused when the grammar is built
        raise CommandError(refused or (miss.message() if miss is not None else EMPTY))

    def _unknown_verb(self, state: Any, verb: str) -> str:
        near = difflib.get_close_matches(verb.casefold(), list(self._verbs), n=3, cutoff=0.6)
        if near:
            message = Message("{verb!r} is not a {title} command; did you mean {names}?", verb=verb, title=self.title,
                              names=say_list([repr(n) for n in near]))
        else:
            message = Message("{verb!r} is not a {title} command", verb=verb, title=self.title)
        hint = as_message(self.hint(state)) if self.hint is not None else Message("'help' lists them")
        return Message("{message} ({hint})", message=message, hint=hint) if hint else message

    def _split(self, state: Any, plan: _Plan, words: Sequence[Token], *, completing: bool = False) -> _Split:
        out = _Split()
        rest: list[Token] = []
        flags = [t for t in words if not t.quoted and t.folded in plan.flags]
        for token in flags:  # flags first, wherever they stand (even between 'on' and its number)
            out.flags.append(plan.flags[token.folded])
            out.values[plan.flags[token.folded].key] = True
        words = [t for t in words if t not in flags]
        i = 0
        while i < len(words):
            token = words[i]
            word = token.folded
            if not token.quoted:
                key, colon, value = token.text.partition(":")
                if colon and key.casefold() in self.keys:
                    self._option(state, plan, out, key, value)
                    i += 1
                    continue
                if colon and self.keyed and not plan.command.colon_words and _looks_keyed(token.text):
                    out.unknown_keys.append(f"{key}:")
                    i += 1
                    continue
                modifier = plan.modifiers.get(word)
                if modifier is not None and modifier.rest and out.in_rest is None:
                    out.in_rest = modifier
                    out.modifiers.append(modifier)
                    i += 1
                    continue
                if modifier is not None and not modifier.rest:
                    if i + 1 >= len(words) and completing:
                        out.awaiting = modifier
                        break
                    taken = self._modifier(state, plan, out, modifier, words[i + 1] if i + 1 < len(words) else None)
                    if taken:
                        i += 2
                        continue
            (rest if out.in_rest is not None else out.positional).append(token)
            i += 1
        if out.in_rest is not None:
            out.values[out.in_rest.key] = " ".join(t.text for t in rest)
        return out

    def _option(self, state: Any, plan: _Plan, out: _Split, key: str, value: str) -> None:
        option = plan.options.get(key.casefold())
        if option is None:
            out.unknown_keys.append(f"{key.casefold()}:")
            return
        out.options.append(option)
        try:
            read = option.arg.read(state, value)
        except Mismatch:
            expected = option.arg.expected(state)
            out.error = out.error or (
                Message("expected {expected} after '{key}:', not {value!r}", expected=expected, key=option.key,
                        value=value) if value else
                Message("expected {expected} after '{key}:'", expected=expected, key=option.key))
            return
        except Refused as refused:
            out.error = out.error or Message("{key}: {reason}", key=option.key, reason=refused.message)
            return
        name = option.arg.name
        if name in out.values and out.values[name] != read:
            out.error = out.error or Message("'{key}:' is given twice: say it once", key=option.key)
        out.values[name] = read

    def _modifier(self, state: Any, plan: _Plan, out: _Split, modifier: Modifier, after: Token | None) -> bool:
        """Take 'WORD VALUE' if the value reads well; a command that takes it refuses a bad value
        (outside free text); anywhere else the word stays a plain word."""
        assert modifier.arg is not None
        problem = ""
        if after is None:
            problem = Message("expected {expected} after '{prev}'", expected=modifier.arg.expected(state),
                              prev=modifier.word)
        else:
            try:
                value = modifier.arg.read(state, after.text)
            except Mismatch:
                problem = Message("expected {expected} after '{prev}', not '{found}'",
                                  expected=modifier.arg.expected(state), prev=modifier.word, found=after.text)
            except Refused as refused:
                problem = refused.message
            else:
                earlier = out.values.get(modifier.key)
                if earlier is not None and earlier != value:
                    out.error = out.error or Message(
                        "'{word}' is given twice ({word} {earlier} and {word} {typed}): say it once",
                        word=modifier.word, earlier=modifier.arg.render(earlier), typed=after.text)
                out.values[modifier.key] = value
                out.modifiers.append(modifier)
                return True
        if modifier.word.casefold() in plan.takes_modifiers and out.in_rest is None:
            out.error = out.error or problem
        return False

    def _refusal(self, plan: _Plan, split: _Split, siblings: Sequence[_Plan], *, verb_wide: bool) -> str:
        """A flag, modifier or key that was typed and this command does not take (with `verb_wide`:
        that no command of this verb takes)."""
        command = plan.command
        for flag in split.flags:
            word = flag.word.casefold()
            if word not in plan.takes_flags and (not verb_wide or all(word not in s.takes_flags for s in siblings)):
                return self._refused(flag.refused, flag.word, command, verb_wide and len(siblings) > 1)
        for modifier in split.modifiers:
            word = modifier.word.casefold()
            if word in plan.takes_modifiers or modifier.ignored_elsewhere:
                continue
            if not verb_wide or all(word not in s.takes_modifiers for s in siblings):
                return self._refused(modifier.refused, modifier.word, command, verb_wide and len(siblings) > 1)
        if split.unknown_keys:
            keys = sorted({k for s in (siblings if verb_wide else [plan]) for k in s.options})
            if verb_wide and any(k.rstrip(":") in s.options for k in split.unknown_keys for s in siblings):
                return ""
            valid = Message("valid keys: {keys}", keys=", ".join(k + ":" for k in keys)) if keys else \
                Message("'{verb}' takes no key:value words", verb=command.verb)
            if len(split.unknown_keys) == 1:
                return Message("unknown key {keys} for '{verb}' ({valid})", keys=split.unknown_keys[0],
                               verb=command.verb, valid=valid)
            return Message("unknown keys {keys} for '{verb}' ({valid})", keys=", ".join(split.unknown_keys),
                           verb=command.verb, valid=valid)
        return ""

    def _refused(self, template: str, word: str, command: Command, by_verb: bool) -> str:
        takers = [self._title(p.command) for p in self._plans
                  if word.casefold() in p.takes_modifiers or word.casefold() in p.takes_flags]
        name = command.verb if by_verb else self._title(command)
        message = Message(template, word=word, command=name, verb=command.verb, accepting=say_list(takers, "and"))
        reason = command.reasons.get(word)
        return Message("{message}: {reason}", message=message, reason=as_message(reason)) if reason else message

    def _title(self, command: Command) -> str:
        """The command as messages name it: its verb, with its opening fixed words where commands share the verb."""
        return command.title if len(self._verbs.get(command.verb.casefold(), ())) > 1 else command.verb

    def _missing_options(self, plan: _Plan, split: _Split) -> str:
        missing = [o for o in plan.command.options if o.required and o not in split.options]
        if not missing:
            return ""
        return Message("'{command}' needs {options}", command=self._title(plan.command),
                       options=say_list([f"{o.key}:{o.arg.syntax()}" for o in missing], "and"))

    def _miss(self, plan: _Plan, ctx: Context, verb: str) -> _Miss:
        tracker, tokens = ctx.tracker, ctx.tokens
        position = max(tracker.position, 0)
        prev = tokens[position - 1].text if 0 < position <= len(tokens) else verb
        found = tokens[position].text if position < len(tokens) else None
        expected = [item for e in tracker.expected if e is not None for item in describe(e, ctx.state)]
        return _Miss(position, prev, found, expected, list(tracker.refusals), [self.syntax(plan.command)], self.quoting)

    def _values(self, plan: _Plan, split: _Split, positional: Mapping[str, Any]) -> dict[str, Any]:
        values: dict[str, Any] = dict.fromkeys((n for p in plan.parts for n in p.names()), None)
        values.update(dict.fromkeys(o.arg.name for o in plan.command.options))
        for word in plan.takes_flags:
            values[plan.flags[word].key] = False
        for word in plan.takes_modifiers:
            values[plan.modifiers[word].key] = None
        values.update(split.values)
        values.update(positional)
        return values

    # -- help -----------------------------------------------------------------------------------

    def syntax(self, command: Command) -> str:
        """The command as help shows it: 'heal N [pX] [from SOURCE]'."""
        head, floating = self._syntax_parts(command)
        return " ".join([head, *floating])

    def _syntax_parts(self, command: Command) -> tuple[str, list[str]]:
        """The verb, pattern and options; and the floating parts ('[by pX]', '[interrupting]') apart."""
        known = self._syntax_cache.get(id(command))
        if known is None or known[2] is not command:
            known = self._syntax_cache[id(command)] = (*self._write_syntax(command), command)
        return known[0], list(known[1])

    def _write_syntax(self, command: Command) -> tuple[str, tuple[str, ...]]:
        """`_syntax_parts` computed afresh."""
        words = [command.verb, *(p.syntax() for p in command.parts)]
        words += [o.syntax() for o in command.options]
        used = set(" ".join(words).replace("[", " ").replace("]", " ").replace("|", " ").split())
        floating = []
        for taken in command.modifiers:
            modifier = taken if isinstance(taken, Modifier) else self.modifiers[taken.casefold()]
            placeholder = modifier.arg.syntax() if modifier.arg is not None else modifier.placeholder
            while placeholder in used and placeholder[-1:] in ("X", "Y"):
                placeholder = placeholder[:-1] + chr(ord(placeholder[-1]) + 1)
            used.add(placeholder)
            floating.append(f"[{modifier.syntax(placeholder)}]")
        floating += [f"[{f.word if isinstance(f, Flag) else self.flags[f.casefold()].word}]" for f in command.flags]
        return " ".join(w for w in words if w), tuple(floating)

    #: How many help listings a grammar keeps (`help`): a table's positions come back (a step, the next player's).
    HELP_KEPT = 64

    def help(self, state: Any) -> tuple[CommandHelp, ...]:
        """A help line per command, listed now, the `first` verbs first. Commands sharing a group share a
        line: 'halve [chosen] | divide N [chosen] | multiply N [on K] [by pX]', the floating parts they
        all take written once at the end.

        The lines depend on the state only through the commands listed, the verbs first and each group's
        description: with those the same as a position before, the lines made then are given again (ranked,
        joined and wrapped as messages once; most of help's work, and the commands line's at every new position)."""
        groups: dict[str, list[Command]] = {}
        for command in self.commands:
            if command.listed is None or command.listed(state):
                groups.setdefault(command.group or f" {id(command)}", []).append(command)
        first = tuple(self.first(state)) if self.first is not None else ()
        described = tuple(next((d for d in (c.describe(state) for c in group) if d), "") for group in groups.values())
        # Kept only for plain descriptions: a message equal in English to another may be another msgid (translated
        # otherwise), so a listing with a message among its descriptions is written afresh each time.
        key = (first, tuple(groups), described) if all(type(d) is str for d in described) else None
        known = self._help_cache.get(key) if key is not None else None
        if known is not None:
            return known

        def rank(item: tuple[list[Command], str]) -> int:
            return min((first.index(c.verb) for c in item[0] if c.verb in first), default=len(first))

        lines = []
        for group, description in sorted(zip(groups.values(), described), key=rank):
            parts = [self._syntax_parts(c) for c in group]
            shared = [f for f in parts[0][1] if all(f in floating for _, floating in parts)]
            syntax = " | ".join(" ".join([head, *(f for f in floating if f not in shared)]) for head, floating in parts)
            # The game's description as a message: a screen shows it in the interface's language once the game marks it.
            lines.append(CommandHelp(" ".join([syntax, *shared]), as_message(description)))
        if key is None:
            return tuple(lines)
        if len(self._help_cache) >= self.HELP_KEPT:
            self._help_cache.clear()
        known = self._help_cache[key] = tuple(lines)
        return known

    # -- completion -----------------------------------------------------------------------------

    def complete(self, state: Any, text: str) -> tuple[str, ...]:
        """Candidates for the word being typed: verbs first, then what the command expects at that point."""
        tokens = tokenize(text, quoting=self.quoting, lenient=True)
        if not text or text[-1].isspace() and not (self.quoting and open_quote(text) is not None):
            done, prefix = tokens, ""
        else:
            done, prefix = tokens[:-1], tokens[-1].text if tokens else ""
        if not done:
            return _starting(self._verb_order(state), prefix)
        groups: tuple[list[str], ...] = ([], [], [], [])
        for plan in self._verbs.get(done[0].folded, ()):
            for group, found in zip(groups, self._continuations(state, plan, done[1:], prefix)):
                group += found
        return _starting([w for group in groups for w in group], prefix)

    def _verb_order(self, state: Any) -> list[str]:
        shown = [line.syntax.split()[0] for line in self.help(state)]
        verbs = [c.verb for c in self.commands]
        aliases = [a for c in self.commands for a in c.aliases]
        return list(dict.fromkeys(shown + verbs + aliases))

    def _continuations(self, state: Any, plan: _Plan, words: Sequence[Token],
                       prefix: str) -> tuple[list[str], list[str], list[str], list[str]]:
        """What may follow: positional candidates, modifier words, flags, keys."""
        nothing: tuple[list[str], list[str], list[str], list[str]] = ([], [], [], [])
        split = self._split(state, plan, words, completing=True)
        if split.awaiting is not None:
            return list(candidates_of(split.awaiting.arg, state)), [], [], []
        key, colon, _ = prefix.partition(":")
        if colon:
            option = plan.options.get(key.casefold())
            return ([f"{key}:{c}" for c in option.arg.candidates(state)], [], [], []) if option is not None else nothing
        found: list[str] = []
        fits = split.in_rest is not None
        if split.in_rest is None:
            ctx = Context(state, split.positional)
            for _ in full_matches(plan.parts, ctx):
                fits = True
            if ctx.tracker.position == len(split.positional):
                fits = True
                for what in ctx.tracker.expected:
                    found += candidates_of(what, state)
        if not fits:
            return nothing
        modifiers = [plan.modifiers[w].word for w in plan.takes_modifiers if plan.modifiers[w] not in split.modifiers]
        flags = [plan.flags[w].word for w in plan.takes_flags if plan.flags[w] not in split.flags]
        keys = [f"{o.key}:" for o in plan.command.options if o not in split.options]
        return found, modifiers, flags, keys

    # -- formatting -----------------------------------------------------------------------------

    def format(self, action: Any) -> str | None:
        """The command that types `action` (a dice or card action: the command without its roll or draw);
        None when no command declares how."""
        for plan in self._formatters.get(type(action), ()):
            values = plan.command.unbuild(action) if plan.command.unbuild is not None else None
            if values is None:
                continue
            words = self._render(plan, values)
            if words is not None:
                return " ".join(words)
        return None

    def _plain(self, plan: _Plan, word: str) -> str:
        """A positional word as it must be typed to be read as one plain word again."""
        if not self.quoting:
            return word
        special = word.casefold() in plan.flags or word.casefold() in plan.modifiers or ":" in word
        return f'"{word}"' if special and not needs_quotes(word) else quote(word)

    def _render(self, plan: _Plan, values: Mapping[str, Any]) -> list[str] | None:
        positional = Seq(*plan.parts).render(dict(values))
        if positional is None:
            return None
        words = [plan.command.verb, *(self._plain(plan, w) for w in positional)]
        for option in plan.command.options:
            value = values.get(option.arg.name)
            if value is not None:
                words.append(f"{option.key}:{self._value(option.arg.render(value))}")
        trailing: list[str] = []
        for word in sorted(plan.takes_modifiers, key=lambda w: plan.modifiers[w].rest):  # stable: as declared
            modifier = plan.modifiers[word]
            value = values.get(modifier.key)
            if value is None or value == "":
                continue
            if modifier.arg is None:
                trailing += [modifier.word, self._rest(plan, str(value))]
            else:
                words += [modifier.word, self._value(modifier.arg.render(value))]
        words += [plan.flags[w].word for w in plan.takes_flags if values.get(plan.flags[w].key)]
        return words + trailing

    def _value(self, text: str) -> str:
        return quote(text) if self.quoting else text

    def _rest(self, plan: _Plan, text: str) -> str:
        """The text a modifier takes to the end (its source): quoted only where a word would be read otherwise."""
        if not self.quoting:
            return text
        special = any(w.casefold() in plan.flags or w.casefold() in plan.modifiers or ":" in w or '"' in w or "'" in w
                      for w in text.split())
        return quote(text) if special else text


def _starting(words: Iterable[str], prefix: str) -> tuple[str, ...]:
    folded = prefix.casefold()
    return tuple(dict.fromkeys(w for w in words if w.casefold().startswith(folded)))
