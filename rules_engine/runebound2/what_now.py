"""What now at a Runebound 2nd edition table (`GameView.allowed_now`): the moment's checked choices as short commands.

The line is never a list of its own: it is `choices.offered(state)` written the way the table types it.
It shows the choices that answer the decision, the others the moment brings, and the cards that may be
activated in its window; the table's any-time actions (card effects, abilities, skill checks, discards,
hero values, the terrain dice, victory) are left to 'help', which lists every command.

Each choice is written by the grammar: the whole command when the choice stands for one action the
table need say nothing more about (`next`, `adventure take`, `duel Anna`); its verb alone when that
is a command the choice admits, rolled or drawn next (`roll-move`, `attack`); else its verb and the
fixed words after it, then '...' (`move ...`, `xp buy ...`). A verb offered more than twice is
written once, the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules_engine.actions import Action
from rules_engine.chance import CardRequest, DiceRequest
from rules_engine.decisions import Choice
from rules_engine.errors import CommandError
from rules_engine.grammar import Grammar
from rules_engine.grammar.patterns import Lit
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.choices import offered
from rules_engine.runebound2.state import Rb2State

#: A verb's commands written out in full at most this many times; more are written once, with '...'.
MOST_WRITTEN_OUT = 2

#: The choices of the state last asked about: the view, the help's order and an unknown verb's hint all
#: ask for the same state after each action, and a state never changes (so this is never stale).
_last: tuple[Rb2State, tuple[Choice, ...]] | None = None


def moment_choices(state: Rb2State) -> tuple[Choice, ...]:
    """The base game's choices the line shows: the answers, the moment's others, the cards activated in its window."""
    global _last
    if _last is not None and _last[0] is state:
        return _last[1]
    found = offered(state)
    shown = found.answers + found.also + tuple(c for c in found.table if c.action is A.Activate)
    _last = (state, shown)
    return shown


def head(choice: Choice, grammar: Grammar) -> str:
    """The words the table types before a choice's values: its verb and the fixed words after it ('xp buy').

    The choice names it (`Choice.verb`) where several commands make its action; otherwise it is the one
    command that writes the action. '' when neither says (a test keeps every offered choice named).
    """
    if choice.verb:
        return choice.verb
    writers = [command for command in grammar.commands if choice.action in command.formats]
    if len(writers) != 1:
        return ""
    words = [writers[0].verb]
    for part in writers[0].parts:
        if not isinstance(part, Lit):
            break
        words.append(part.word)
    return " ".join(words)


def written(choice: Choice, grammar: Grammar) -> str | None:
    """The whole command of a choice that stands for one action with nothing to roll or draw; else None."""
    action = choice.concrete
    if action is None or choice.request is not None:
        return None
    return grammar.format(action)


def says_enough(state: Rb2State, verb: str, choice: Choice, grammar: Grammar) -> bool:
    """Whether the verb typed alone makes an action the choice admits (or asks for the roll or card the choice's does)."""
    try:
        typed = grammar.parse(state, verb)
    except CommandError:
        return False
    if isinstance(typed, Action):
        return choice.admits(typed)
    if not isinstance(typed, (DiceRequest, CardRequest)) or choice.request is None:
        return False
    made = typed.build
    return (not made.maker and made.kind == choice.action.KIND
            and all(name in choice.fields and choice.fields[name].admits(value) for name, value in made.fields.items()))


def typed_hints(state: Rb2State, choices: Sequence[Choice], grammar: Grammar) -> tuple[str, ...]:
    """The choices as short commands, in the order offered, each command once."""
    groups: dict[str, list[Choice]] = {}
    for choice in choices:
        whole = written(choice, grammar)
        verb = head(choice, grammar) or (whole.split()[0] if whole else "")
        groups.setdefault(verb or str(choice.label), []).append(choice)
    hints: list[str] = []
    for verb, offered_here in groups.items():
        wholes = tuple(dict.fromkeys(written(choice, grammar) for choice in offered_here))
        if None not in wholes and len(wholes) <= MOST_WRITTEN_OUT:
            hints += [text for text in wholes if text is not None]
        elif all(says_enough(state, verb, choice, grammar) for choice in offered_here):
            hints.append(verb)
        else:
            hints.append(f"{verb} ...")
    return tuple(hints)


def allowed_now(state: Rb2State, grammar: Grammar) -> tuple[str, ...]:
    """What may be done now, as short commands, from the base game's choices alone (help's order, an unknown verb's hint)."""
    return typed_hints(state, moment_choices(state), grammar)
