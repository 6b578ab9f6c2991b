"""What drawing a known event, test or quest card does: its procedure starts at once.

An event waits for one of its two options (1. События:); a test card starts its attribute test, and
passing gives what the card says (Проверка характеристик:); a quest is laid in front of the hero for
later (2. Квесты:). Anything else printed on the card is shown to the table.
"""

from __future__ import annotations

from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.card_records import ChallengeCard, KeptQuest
from rules_engine.runebound3.quests import begin_card_test, keep
from rules_engine.runebound3.state import Challenge, ChallengeKind, Colour, R3State, Stage
from rules_engine.values import replace


def begin(state: R3State, card: ChallengeCard, colour: Colour, space: str, ref: Referee) -> R3State:
    """The state once a drawn event, test or quest card's procedure has started."""
    if card.text:
        ref.note(Message("{card} (for the table): {card_text}", card=card.name, card_text=card.text))
    if card.kind == ChallengeKind.QUEST.value:
        quest = KeptQuest(card.name, colour.value, card.region, state.active, test=card.test,
                          outcomes=card.outcomes, text=card.text)
        state = keep(replace(state, stage=Stage.ACTIONS), quest, ref)
        ref.note(Message("resolve it in its region with: quest {quest}", quest=repr(quest.name)))
        return state
    kind = ChallengeKind(card.kind)
    challenge = Challenge(card.name, colour, kind, space, card.options)
    state = replace(state, stage=Stage.CHALLENGE, challenge=challenge)
    if kind is ChallengeKind.EVENT:
        ref.cite("runebound3.event")
        first, second = card.options
        ref.note(Message("{card}: choose option 1 ({first_text}) or 2 ({second_text})",
                         card=card.name, first_text=first.text, second_text=second.text))
        return state
    assert card.test is not None
    return begin_card_test(state, card.test, ref)

