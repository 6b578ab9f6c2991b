"""A chance request as it was answered: what was asked, whose step it was, what chance brought.

The log of a session keeps, beside an action that a roll or a draw made, the request it answered
(`ChanceRecord`): the request itself (plain data, `chance.request_to_json`), the seat whose step it was
or the part the app plays itself (solo Dungeoneer's dungeon lord), and the outcome. The outcome is
kept only when the action does not hold it whole: an action filled by `fill(...)` carries its roll or
card in its own field already (and so the log's dice, whose `source` says whether the app or the table
rolled), so the record points there instead of keeping a second copy. A maker's action is worked out of
the outcome (a toss split between two sides, a card found by its name), so its record keeps the outcome.

`ChanceRecord.replay()` builds the action again from the request and the outcome: replaying a session
from its stored requests gives the same actions, and so the same states.
"""

from __future__ import annotations

from typing import Any

from rules_engine.frozen_values import frozen_value
from rules_engine.actions import Action
from rules_engine.chance import ChanceRequest, DiceRequest, DrawnCard, request_from_json, request_to_json
from rules_engine.dice import DiceRoll
from rules_engine.serialization import DecodeError, from_jsonable, to_jsonable

#: What answering a request gives: the dice rolled or the card drawn.
ChanceOutcome = DiceRoll | DrawnCard


@frozen_value
class ChanceRecord:
    """A request, whose step it was (`seat`, None for the whole table; `automaton`, the app's own part) and its outcome."""

    request: ChanceRequest
    outcome: ChanceOutcome
    seat: int | None = None
    automaton: str = ""

    def replay(self) -> Action:
        """The action the request builds from the outcome (the action it answered)."""
        return self.request.build(self.outcome)

    @property
    def by_app(self) -> bool:
        """True when the app rolled the dice or drew the card, False when the table did."""
        return self.outcome.source not in ("table",)

    def held_by(self, action: Action) -> bool:
        """True when `action` holds the outcome whole in the field the request fills (no copy is kept then)."""
        makes = self.request.build
        return not makes.maker and getattr(action, makes.slot, None) == self.outcome

    def to_json(self, action: Action) -> dict[str, Any]:
        """The stored form beside `action` (the outcome left out when the action holds it)."""
        return {"request": request_to_json(self.request), "seat": self.seat, "automaton": self.automaton,
                "outcome": None if self.held_by(action) else to_jsonable(self.outcome)}

    @classmethod
    def from_json(cls, data: Any, action: Action) -> ChanceRecord:
        """Back from `to_json`, beside the action it was stored with; DecodeError when it is not one."""
        if not isinstance(data, dict):
            raise DecodeError("a chance record is an object")
        request = request_from_json(data.get("request"))
        kind: type[DiceRoll] | type[DrawnCard] = DiceRoll if isinstance(request, DiceRequest) else DrawnCard
        stored = data.get("outcome")
        if stored is None:
            if request.build.maker:
                raise DecodeError("a chance record of a maker's action needs its outcome")
            outcome = getattr(action, request.build.slot, None)
            if not isinstance(outcome, kind):
                raise DecodeError(f"the action holds no {kind.__name__} in {request.build.slot!r}")
        else:
            outcome = from_jsonable(kind, stored, "outcome")
        seat = data.get("seat")
        if seat is not None:
            seat = from_jsonable(int, seat, "seat")
        return cls(request, outcome, seat, from_jsonable(str, data.get("automaton", ""), "automaton"))
