"""One declarative command grammar shared by every game: declare each command once, get the rest.

A game declares its commands (`Command`): the verb and its aliases; a positional `pattern` of
literal words (`Lit` or a plain string), single-word arguments (`Int` with bounds and signs,
`Seat` for p1/p2/a name, `Word` from a fixed set or from the state, `Name` taken as typed,
`Value` read by the game itself), `Opt`ional parts, `Alt`ernatives, `Repeat`ed arguments and free `Text`; `key:value`
`Option`s; `Flag`s and floating `Modifier`s ('by pX', 'on K', 'from SOURCE...') that may stand
anywhere after the verb; the help description; `build(state, values)` making the action, the
`DiceRequest` or the `CardRequest`; and `formats`/`unbuild` saying how to type an action back.
A `Grammar` gathers them, with the modifiers and flags known after every verb, and whether the
game reads "quoted names" as one word (`quoting`) and refuses `key:value` words a command does
not take (`keyed`). From the one declaration it gives:

- `parse(state, text)`: the action or request, or `CommandError` naming what was expected where
  ("expected a whole number after 'heal', not 'x'", "expected a hex like C4 after 'to:'",
  "unknown key foo: for 'flee' (valid keys: bonus:, to:)", an unknown verb's nearest verbs);
- `help(state)`: `CommandHelp(syntax, description)` lines, syntax rendered from the declaration
  ('heal N [pX] [from SOURCE]'), the verbs `first(state)` names first;
- `complete(state, text)`: candidates for the word being typed: verbs, then what the command
  expects there (its literal words, the words of a `Word`, seats, key names with their colon,
  the modifiers and flags not typed yet), drawing on the state where the candidates depend on it;
- `format(action)`: the typed command that parses back to the same action (a dice or card
  action: the command that asks for that roll or draw), or None when no command declares how.

How words are read: the verb picks the commands declared under it (several commands may share a
verb; the first whose pattern reads the words wins). The words after it are sorted first: flags
are taken out wherever they stand (even between a modifier and its value); `key:value` words with a declared key become options; a
modifier's word followed by a value that reads well is taken out with it (a command that takes
the modifier refuses a bad value; elsewhere the word stays plain); a modifier without an
argument ('from') takes the rest of the words as its text. The positional words left are
matched against the pattern by backtracking, and what was expected at the furthest word reached
is what the error names and what completion offers. A flag, modifier or key typed where the
command does not take it is refused with a message naming the commands that do, never dropped
(unless the modifier is declared `ignored_elsewhere`). Only typed text goes through here: the
engine's check and apply never do.
"""

from rules_engine.grammar.arguments import Arg, Int, Name, Player, Seat, Value, Word
from rules_engine.grammar.command import Command, Flag, Modifier, Option
from rules_engine.grammar.grammar import Grammar
from rules_engine.grammar.naming import Named, pick
from rules_engine.grammar.patterns import Alt, Lit, Opt, Repeat, Seq, Text
from rules_engine.grammar.reading_errors import Mismatch, Refused
from rules_engine.grammar.tokens import Token, open_quote, tokenize

__all__ = [
    "Alt", "Arg", "Command", "Flag", "Grammar", "Int", "Lit", "Mismatch", "Modifier", "Name", "Named", "Opt", "Option",
    "Player", "Refused", "Repeat", "Seat", "Seq", "Text", "Token", "Value", "Word", "open_quote", "pick", "tokenize",
]
