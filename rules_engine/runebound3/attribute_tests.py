"""Attribute tests drawn from the skill deck: reveal cards, pass on any success symbol, exert for more.

A test of body, mind or spirit reveals as many skill cards as the attribute plus the test's modifier,
each through a `CardRequest` on the `skills` deck (the app draws from a virtual deck, or the table names
its physical card with `success` in the data). Before the result the hero may exert: discard a skill
card from hand to reveal one more. One success passes, and the challenge card goes on; with every owed
card revealed and none a success, ending the test fails it and the challenge card is discarded. Every
revealed card is discarded.
"""

from __future__ import annotations

from rules_engine.chance import CardRequest, DrawnCard

from rules_engine.chance import fill
from rules_engine.messages import Message, N_, as_message
from rules_engine.plurals import count as count_of
from rules_engine.referee import Referee
from rules_engine.runebound3.actions import BeginTest, EndTest, ExertTest, RevealSkill
from rules_engine.runebound3.events import apply_chosen
from rules_engine.runebound3.skill_effects import cards_owed
from rules_engine.runebound3.state import Attribute, AttributeTest, ChallengeKind, R3State, Stage
from rules_engine.runebound3.words import word
from rules_engine.values import replace


TEST_ACTIONS = (BeginTest, RevealSkill, ExertTest, EndTest)


def reveal_request(purpose: str = N_("an attribute test")) -> CardRequest:
    """A skill card to reveal, from the app's virtual skill deck or the table's."""
    return CardRequest("skills", as_message(purpose), fill(RevealSkill, "card"),
                       stand_in_card=DrawnCard("skills", "skill card", "table", data={"success": False}),
                       values_help=REVEAL_VALUES_HELP)


#: How the table types the skill card it revealed (the app does not know the skill deck's cards).
REVEAL_VALUES_HELP = N_("name the revealed card, then 'as success' when it shows the success symbol or 'as none' "
                        "when it does not")
#: The words a typed revealed card's values may be (`NAME as success`).
REVEAL_VALUES = {"success": True, "none": False, "": False}


def shows_success(card: DrawnCard) -> bool | None:
    """Whether a revealed card shows the success symbol: its `success` flag, or the values the table typed
    (`success` or `none`); None for typed values that say neither."""
    if "values" in card.data:
        return REVEAL_VALUES.get(str(card.data["values"]).strip().casefold())
    return bool(card.data.get("success"))


def _test(state: R3State, ref: Referee) -> AttributeTest:
    ref.require(state.test is not None, "runebound3.test.reveal", Message("no attribute test is under way"))
    assert state.test is not None
    return state.test


def begin_test(state: R3State, act: BeginTest, ref: Referee) -> R3State:
    """Start a test of the drawn challenge: cards owed are the attribute plus the modifier (never below 0)."""
    challenge = state.challenge
    ref.require(challenge is not None and challenge.kind is not ChallengeKind.ENEMY, "runebound3.test.reveal",
                Message("a test belongs to a drawn event, test or quest"))
    ref.require(state.test is None, "runebound3.test.reveal", Message("a test is already under way"))
    ref.require(challenge is None or not challenge.options, "runebound3.event",
                Message("this event's options say which test it asks for: choose option 1 or 2"))
    ref.require(act.attribute in tuple(a.value for a in Attribute), "runebound3.test.reveal",
                Message("a test is of body, mind or spirit, not {attribute}", attribute=repr(act.attribute)), hard=True)
    ref.require(-3 <= act.modifier <= 3, "runebound3.test.reveal",
                Message("a test's modifier is small (+1 or -1 as printed), not {modifier}", modifier=act.modifier))
    attribute = Attribute(act.attribute)
    ref.cite("runebound3.test.reveal")
    owed = cards_owed(state.hero, attribute, act.modifier, ref)
    ref.note(Message("{hero} tests {attribute}: reveal {skill_cards}",
                     hero=state.hero.sheet.name, attribute=word(attribute.value),
                     skill_cards=count_of(owed, 'skill card', 'skill cards')))
    return replace(state, test=AttributeTest(attribute, owed))


def reveal_skill(state: R3State, act: RevealSkill, ref: Referee) -> R3State:
    """Reveal one owed skill card; it is discarded when the test ends."""
    test = _test(state, ref)
    ref.require(act.card.deck == "skills", "runebound3.test.reveal", Message("a test reveals cards from the skill deck"), hard=True)
    ref.require(test.to_reveal > 0, "runebound3.test.reveal",
                Message("all {owed} owed cards are revealed: exert to reveal another, or end the test", owed=test.owed))
    success = shows_success(act.card)
    ref.require(success is not None, "runebound3.test.success",
                Message("{card}: a revealed card shows the success symbol or not: {help}", card=act.card.name,
                        help=Message(REVEAL_VALUES_HELP)), hard=True)
    assert success is not None  # required above
    test = replace(test, revealed=(*test.revealed, act.card.name), successes=test.successes + success)
    ref.cite("runebound3.test.reveal")
    if success:
        ref.cite("runebound3.test.success")
        ref.note(Message("{card} shows a success", card=act.card.name))
    if test.to_reveal == 0 and test.successes:
        return _passed(state, test, ref)
    return replace(state, test=test)


def exert_test(state: R3State, act: ExertTest, ref: Referee) -> R3State:
    """Discard a skill card from hand so one more card is revealed."""
    test = _test(state, ref)
    hero = state.hero
    ref.require(hero.hand > 0, "runebound3.test.exert", Message("{hero} holds no skill card to discard",
                                                                hero=hero.sheet.name))
    ref.require(test.to_reveal == 0, "runebound3.test.exert",
                Message("reveal the {owed_cards} first; exertion comes before the result",
                        owed_cards=count_of(test.to_reveal, 'owed card', 'owed cards')))
    ref.cite("runebound3.test.exert")
    heroes = list(state.heroes)
    heroes[state.active] = replace(hero, hand=hero.hand - 1)
    return replace(state, heroes=tuple(heroes), test=replace(test, owed=test.owed + 1, exerted=test.exerted + 1))


def end_test(state: R3State, act: EndTest, ref: Referee) -> R3State:
    """Take the result: a success passes, none fails and discards the challenge card."""
    test = _test(state, ref)
    ref.require(test.to_reveal == 0, "runebound3.test.reveal",
                Message("{owed_cards} still to reveal before the result",
                        owed_cards=count_of(test.to_reveal, 'owed card', 'owed cards')))
    if test.successes:
        return _passed(state, test, ref)
    ref.cite("runebound3.test.failed", "runebound3.test.discard")
    challenge = state.challenge
    assert challenge is not None
    ref.note(Message("{hero} fails the {attribute} test: {challenge} stops and is discarded; {revealed_cards} discarded", hero=state.hero.sheet.name, attribute=word(test.attribute.value), challenge=challenge.name, revealed_cards=count_of(len(test.revealed), 'revealed card', 'revealed cards')))
    return replace(state, test=None, challenge=None, stage=Stage.ACTIONS,
                   skill_discards=state.skill_discards + len(test.revealed) + test.exerted)


def _passed(state: R3State, test: AttributeTest, ref: Referee) -> R3State:
    ref.cite("runebound3.test.success", "runebound3.test.discard")
    ref.note(Message("{hero} passes the {attribute} test; the challenge goes on ({revealed_cards} discarded)",
                     hero=state.hero.sheet.name, attribute=word(test.attribute.value),
                     revealed_cards=count_of(len(test.revealed), 'revealed card', 'revealed cards')))
    state = replace(state, test=None, skill_discards=state.skill_discards + len(test.revealed) + test.exerted)
    if state.challenge is not None and state.challenge.chosen:
        return apply_chosen(state, ref)
    return state
