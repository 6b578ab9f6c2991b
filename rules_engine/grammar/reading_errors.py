"""Why a typed word was not taken: it is not this kind of word (Mismatch), or it is but cannot be (Refused).

Arguments, names and pattern elements raise these while reading; the grammar turns them into the
message the table sees, listing alternatives with `say_list`. Every such message is a `Message`
(its English is the str), so the services show it in the interface's language; a text a game
declares (what an argument expects, a refusal's reason) is carried as a `Message` too (`messages.as_message`),
and reads in another language wherever the game marks it for the catalogue.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules_engine.messages import Joined, Message


class Mismatch(Exception):
    """The word is not this kind of argument (the parser tries another reading)."""


class Refused(Exception):
    """The word is this kind of argument but cannot be taken (p7 with two players, 5000 as a number)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def say_list(items: Sequence[str], last: str = "or") -> str:
    """'a, b or c' for people ('a, b and c' with `last="and"`), each item translated on its own."""
    items = list(dict.fromkeys(items))
    if len(items) <= 1:
        return "".join(items) if not items or not isinstance(items[0], Message) else items[0]
    head, tail = Joined(", ", tuple(items[:-1])), items[-1]
    if last == "and":
        return Message("{items} and {last}", items=head, last=tail)
    return Message("{items} or {last}", items=head, last=tail)
