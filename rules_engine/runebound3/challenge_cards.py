"""Event, attribute test and quest cards read from catalogue or typed data, looked up when drawn, remembered.

One reader serves the catalogue import, a card the app draws from a virtual deck and a card the table
types: `challenge_card_from` raises a CommandError naming the card and the field when a value is wrong.
Fields (all optional except as said):

- `kind`: event, test or quest; `deck`: the colour of its challenge deck (events and tests default to
  purple, quests to green: 'Приключение:' names what each deck mostly holds); `text`: anything else
  printed, shown to the table.
- an event: `options`, exactly two, each an effect notation (`gold-2,trophy`, see `events.py`) or an
  object `{text, effects}` (1. События:).
- a test card, or a quest resolved by a test: `attribute` (body, mind, spirit), `modifier` (-3 to 3) and
  `reward`, the notation of what passing gives (default `trophy`) (Проверка характеристик:).
- a quest: `region`, the spaces outlined in red where it is resolved (2. Квесты:), and `outcomes`, each
  `{needs: [terrain symbols], reward: notation}` or the notation `forest+hills:trophy,gold+1`
  (Исследование:); a quest with neither outcomes nor a test is resolved by the table.

A drawn card is read from its own data when it carries values, else from the session's catalogue, else
from the values the table typed earlier this session (asked once, remembered, like `typed_cards.py`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.chance import DrawnCard
from rules_engine.errors import CommandError
from rules_engine.game import SetupError
from rules_engine.messages import Message, Translator, render
from rules_engine.runebound3.card_records import ChallengeCard, EventOption, QuestOutcome
from rules_engine.runebound3.catalogue_cards import find, read_all, story_from
from rules_engine.runebound3.events import option_from, parse_option
from rules_engine.runebound3.fighting import TERRAIN_SYMBOLS
from rules_engine.runebound3.state import Attribute, R3State, Scenario, StoryCard
from rules_engine.runebound3.story_effects import effects_from as story_effects_from
from rules_engine.values import replace

#: The kinds of challenge card this module reads (enemies are `enemies.py`'s).
KINDS = ("event", "test", "quest")
#: The deck a card is in when its data does not say.
DEFAULT_DECK = {"event": "purple", "test": "purple", "quest": "green"}
DECK_COLOURS = ("green", "orange", "purple")
#: Data keys that carry a card's values (a drawn card with none of them is looked up by name).
VALUE_KEYS = ("options", "attribute", "modifier", "reward", "region", "outcomes", "text", "deck")


class _Unprefixed(Message):
    """A reader's message about a card without the card's name in front (the field's message names it first)."""

    problem: str
    prefix: str

    def __new__(cls, problem: str, prefix: str) -> _Unprefixed:
        made = str.__new__(cls, str(problem).removeprefix(prefix))
        made.msgid, made.params = str(made), {}
        made.problem, made.prefix = problem, prefix
        return made

    def render(self, translator: Translator) -> str:
        """The reader's message in the translator's language, the card's name taken off its front."""
        return render(self.problem, translator).removeprefix(self.prefix)

    def __reduce__(self) -> tuple[object, ...]:
        return (_Unprefixed, (self.problem, self.prefix))


def _fail(card: str, field: str, problem: str) -> CommandError:
    return CommandError(Message("{card!r}: {field}: {problem}", card=card, field=field,
                                problem=_Unprefixed(problem, f"{card!r}: ")))


def _effects(value: Any, card: str, field: str, trophy_by_default: bool) -> EventOption:
    """What a choice, a passed test or a met outcome gives: a notation or an object `{text, effects}`."""
    if value is None:
        value = "trophy" if trophy_by_default else "none"
    text = ""
    if isinstance(value, Mapping):
        text = str(value.get("text", "") or "").strip()
        if "effects" in value:
            unknown = sorted(set(value) - {"text", "effects"})
            if unknown:
                raise _fail(card, field, Message("unknown keys {keys} (an option is text and effects)",
                                                  keys=", ".join(unknown)))
            value = str(value["effects"])
        else:
            try:
                return option_from(value, card)
            except CommandError as error:
                raise _fail(card, field, error.args[0]) from None
    if not isinstance(value, str):
        raise _fail(card, field, Message("write the effects as text such as gold-2,trophy, not {value!r}", value=value))
    try:
        option = option_from(parse_option(value, card), card)
    except (ValueError, CommandError) as error:
        raise _fail(card, field, error.args[0]) from None
    return replace(option, text=text or option.text)


def _test(data: Mapping[str, Any], card: str) -> EventOption | None:
    attribute = str(data.get("attribute", "") or "").strip().lower()
    if not attribute:
        for field in ("modifier", "reward"):
            if field in data:
                raise _fail(card, field, Message("belongs to a test: give its attribute (body, mind or spirit) too"))
        return None
    if attribute not in tuple(a.value for a in Attribute):
        raise _fail(card, "attribute", Message("a test is of body, mind or spirit, not {attribute!r}", attribute=attribute))
    modifier = data.get("modifier", 0)
    if not isinstance(modifier, int) or isinstance(modifier, bool) or not -3 <= modifier <= 3:
        raise _fail(card, "modifier", Message("a test's modifier is a small whole number (-1, 0, +1), not {modifier!r}",
                                              modifier=modifier))
    reward = _effects(data.get("reward"), card, "reward", True)
    return replace(reward, test=attribute, modifier=modifier)


def parse_outcome(text: str, card: str = "quest") -> dict[str, Any]:
    """An outcome from its notation `forest+hills:trophy,gold+1`; ValueError when unreadable."""
    needs, _, reward = text.partition(":")
    symbols = [s.strip().casefold() for s in needs.split("+") if s.strip()]
    if not symbols or any(s not in TERRAIN_SYMBOLS for s in symbols):
        raise ValueError(Message("{card!r}: an outcome needs terrain symbols joined by + ({symbols}), then ':' and its "
                                 "reward, not {text!r}", card=card, symbols=", ".join(TERRAIN_SYMBOLS), text=text))
    parse_option(reward or "trophy", card)
    return {"needs": symbols, "reward": reward or "trophy"}


def outcome_notation(outcome: Mapping[str, Any] | str) -> str:
    """An outcome written back as its notation."""
    if isinstance(outcome, str):
        return outcome
    return f"{'+'.join(outcome['needs'])}:{outcome.get('reward') or 'trophy'}"


def _outcomes(data: Mapping[str, Any], card: str) -> tuple[QuestOutcome, ...]:
    given = data.get("outcomes") or ()
    if not isinstance(given, (list, tuple)):
        raise _fail(card, "outcomes", Message("a list of outcomes, not {given!r}", given=given))
    found = []
    for index, entry in enumerate(given, start=1):
        field = f"outcomes[{index}]"
        if isinstance(entry, str):
            try:
                entry = parse_outcome(entry, card)
            except ValueError as error:
                raise _fail(card, field, error.args[0]) from None
        if not isinstance(entry, Mapping):
            raise _fail(card, field, Message("an outcome is {{needs, reward}}, not {entry!r}", entry=entry))
        needs = entry.get("needs")
        if not isinstance(needs, (list, tuple)) or not needs:
            raise _fail(card, f"{field}.needs", Message("a list of terrain symbols, not {needs!r}", needs=needs))
        symbols = tuple(str(s).strip().casefold() for s in needs)
        unknown = [s for s in symbols if s not in TERRAIN_SYMBOLS]
        if unknown:
            raise _fail(card, f"{field}.needs", Message("{unknown} is not a terrain symbol ({symbols})",
                                                         unknown=", ".join(unknown), symbols=", ".join(TERRAIN_SYMBOLS)))
        found.append(QuestOutcome(symbols, _effects(entry.get("reward"), card, f"{field}.reward", True)))
    return tuple(found)


def _region(data: Mapping[str, Any], card: str) -> tuple[str, ...]:
    region = data.get("region") or ()
    if isinstance(region, str):
        region = (region,)
    if not isinstance(region, (list, tuple)) or not all(isinstance(s, str) and s.strip() for s in region):
        raise _fail(card, "region", Message("a list of space names, not {region!r}", region=region))
    return tuple(s.strip() for s in region)


def challenge_card_from(name: str, data: Mapping[str, Any], kind: str = "") -> ChallengeCard:
    """An event, test or quest card from its data, or a CommandError naming the card and the field."""
    kind = str(kind or data.get("kind", "")).strip().lower()
    if kind not in KINDS:
        raise _fail(name, "kind", Message("a challenge card here is one of {kinds}, not {kind!r}", kinds=", ".join(KINDS),
                                          kind=kind))
    deck = str(data.get("deck") or DEFAULT_DECK[kind]).strip().lower()
    if deck not in DECK_COLOURS:
        raise _fail(name, "deck", Message("one of {decks}, not {deck!r}", decks=", ".join(DECK_COLOURS), deck=deck))
    text = str(data.get("text", "") or "").strip()
    if kind == "event":
        given = data.get("options")
        if not isinstance(given, (list, tuple)) or len(given) != 2:
            raise _fail(name, "options", Message("an event card has exactly two options"))
        options = tuple(_effects(o, name, f"options[{i}]", False) for i, o in enumerate(given, start=1))
        return ChallengeCard(name, kind, deck, options=options, text=text)
    test = _test(data, name)
    if kind == "test":
        if test is None:
            raise _fail(name, "attribute", Message("a test card names the attribute it tests (body, mind or spirit)"))
        return ChallengeCard(name, kind, deck, test=test, text=text)
    outcomes = _outcomes(data, name)
    if outcomes and test is not None:
        raise _fail(name, "outcomes", Message("a quest is resolved by exploring or by a test, not both"))
    return ChallengeCard(name, kind, deck, test=test, region=_region(data, name), outcomes=outcomes, text=text)


def challenges_from(catalogue: Mapping[str, Any]) -> tuple[ChallengeCard, ...]:
    """The session's event, test and quest cards (catalogue keys `events`, `tests`, `quests`) in id order."""
    found = []
    for key, kind in (("events", "event"), ("tests", "test"), ("quests", "quest")):
        for card_id, data in sorted(catalogue.get(key, {}).items()):
            try:
                found.append(challenge_card_from(str(data.get("name", card_id)), data, kind))
            except CommandError as error:
                raise SetupError(error.args[0]) from None
    return tuple(found)


def known_challenges(state: R3State) -> tuple[ChallengeCard, ...]:
    """Challenge cards a name without values is looked up in: the catalogue, then the typed ones."""
    return state.challenge_cards + state.typed_challenges


def carries_values(card: DrawnCard) -> bool:
    """Whether a drawn card's data describes it (else it is looked up by name)."""
    return any(key in card.data for key in VALUE_KEYS)


def drawn_challenge(state: R3State, card: DrawnCard) -> ChallengeCard | None:
    """The event, test or quest a drawn card is: its own values, else the known card of that name and kind.

    None when neither says (a card the table names bare, whose procedure it carries out itself).
    """
    kind = str(card.data.get("kind", "")).strip().lower()
    if carries_values(card) and kind in KINDS:
        return challenge_card_from(card.name, card.data, kind)
    found = find(known_challenges(state), card.name)
    if found is not None and (not kind or kind == found.kind):
        return found
    return None


def remember_challenge(state: R3State, card: DrawnCard, challenge: ChallengeCard | None) -> R3State:
    """The state remembering a challenge card whose values the table typed (the last typing wins)."""
    if challenge is None or not carries_values(card) or find(state.challenge_cards, challenge.name) is not None:
        return state
    kept = tuple(c for c in state.typed_challenges if c.name.casefold() != challenge.name.casefold())
    return replace(state, typed_challenges=(*kept, challenge))


def story_card_from(name: str, data: Mapping[str, Any]) -> StoryCard:
    """A story card with its effects and, for a story quest, its region and procedure (as a quest card's)."""
    card = story_from(name, data)
    effects = story_effects_from(data.get("effects"), name)
    if not card.quest:
        for field in ("region", "outcomes", "attribute", "trophy"):
            if data.get(field):
                raise _fail(name, field, Message("belongs to a story quest (set quest to true)"))
        return replace(card, effects=effects)
    quest = challenge_card_from(name, {key: data[key] for key in ("region", "outcomes", "attribute", "modifier",
                                                                  "reward") if key in data}, "quest")
    trophy = str(data.get("trophy") or "").strip().casefold()
    if trophy and trophy not in ("green", "orange", "purple"):
        raise _fail(name, "trophy", Message("is green, orange or purple"))
    return replace(card, effects=effects, region=quest.region, test=quest.test, outcomes=quest.outcomes,
                   trophy=trophy)


def stories_from(catalogue: Mapping[str, Any], scenario: Scenario) -> tuple[StoryCard, ...]:
    """The chosen scenario's story cards (catalogue key `story`) in id order; SetupError names a bad one."""
    return tuple(card for card in read_all(catalogue, "story", story_card_from) if card.scenario is scenario)
