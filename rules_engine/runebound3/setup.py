"""Setting up a game from the setup options and the catalogue data the wizard copied into the session."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.errors import CommandError
from rules_engine.messages import Message
from rules_engine.game import GameSetup, SetupError, setup_refusal
from rules_engine.runebound3.card_data import item_from
from rules_engine.runebound3.catalogue_cards import skills_from, surges_from
from rules_engine.runebound3.challenge_cards import challenges_from, stories_from
from rules_engine.runebound3.enemies import common_tokens_from, enemies_from
from rules_engine.runebound3.cities import space_named
from rules_engine.runebound3.fighting import TERRAIN_SYMBOLS
from rules_engine.runebound3.state import (
    CITIES, MARKET_SIZE, ChallengeToken, Colour, Hero, HeroState, Market, R3State, Scenario, SpaceKind, Stage,
)
from rules_engine.runebound3.tokens import parse_token
from rules_engine.runebound3.book_words import colour_id

#: The setup rules this module carries out, in the book's order (a setup has no referee to cite them to).
SETUP_RULES = (
    "runebound3.setup.scenario",  # the scenario option and its story deck (ten cards)
    "runebound3.setup.first-player",  # the `first_player` option, drawn at random by the app or the table
    "runebound3.setup.heroes",  # gold and combat tokens from the hero sheet
    "runebound3.setup.skills",  # a hand of skill cards the size the sheet names
    "runebound3.setup.start-space",  # the sheet's start space
    "runebound3.setup.condition",  # the sheet's setup condition, shown to the table until time first moves
    "runebound3.setup.markets",  # three items in each city market (given, or dealt card by card: Stage.MARKETS)
    "runebound3.setup.time",  # the time token at the start of the track, act 1
)

HERO_NUMBERS = ("body", "mind", "spirit", "health", "speed", "hand_size", "gold")


def hero_from(hero_id: str, data: Mapping[str, Any]) -> Hero:
    """A hero sheet from catalogue data, or a SetupError naming the hero and the field."""
    numbers = {}
    for field in HERO_NUMBERS:
        value = data.get(field)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise SetupError(Message("hero {hero!r}: {field} must be a whole number, not {value!r}", hero=hero_id,
                                      field=field, value=value))
        numbers[field] = value
    start = data.get("start")
    if not isinstance(start, str) or not start:
        raise SetupError(Message("hero {hero!r}: start must name the starting space", hero=hero_id))
    try:
        tokens = tuple(parse_token(f"{hero_id} {i + 1}", str(t)) for i, t in enumerate(data.get("tokens", ())))
        abilities = surges_from(str(data.get("name", hero_id)), data)
    except CommandError as error:
        raise SetupError(Message("hero {hero!r}: {error}", hero=hero_id, error=error.args[0])) from None
    return Hero(hero_id, str(data.get("name", hero_id)), start=start, tokens=tokens, abilities=abilities,
                setup=str(data.get("setup", "") or "").strip(), **numbers)


def tokens_from_option(text: str) -> tuple[ChallengeToken, ...]:
    """Challenge tokens written `space:colour, space:colour` (the board's token spaces, as the table places them)."""
    found = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        space, _, colour = part.rpartition(":")
        found.append(challenge_token(space, colour, part))
    return tuple(found)


def challenge_token(space: Any, colour: Any, said: Any) -> ChallengeToken:
    """One challenge token on a named space, its colour one of the three challenge decks'; a cited SetupError else."""
    colours = tuple(c.value for c in Colour if c is not Colour.GREY)
    if not isinstance(space, str) or not space.strip() or not isinstance(colour, str) \
            or colour_id(colour) not in colours:
        raise setup_refusal("runebound3.adventure.decks", Message(
            "challenge token {part}: write space:colour, the colour one of {colours}", part=repr(said),
            colours=", ".join(colours)))
    return ChallengeToken(space.strip(), Colour(colour_id(colour)))


def catalogue_tokens(catalogue: Mapping[str, Any]) -> tuple[ChallengeToken, ...]:
    """The challenge tokens a setup's catalogue places (`tokens`: a list of {"space", "colour"})."""
    listed = catalogue.get("tokens", ())
    if not isinstance(listed, (list, tuple)):
        raise SetupError(Message("'tokens' lists challenge tokens, each {shape}", shape='{"space": ..., "colour": ...}'))
    found = []
    for token in listed:
        if not isinstance(token, Mapping):
            raise SetupError(Message("'tokens' lists challenge tokens, each {shape}",
                                     shape='{"space": ..., "colour": ...}'))
        found.append(challenge_token(token.get("space"), token.get("colour"), token))
    return tuple(found)


def story_spaces(text: str, track_length: int) -> tuple[int, ...]:
    """The story spaces the option lists (`4,9`): numbered spaces of the time track, each once."""
    spaces = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if not part.isascii() or not part.isdigit() or not 1 <= int(part) <= track_length:
            raise setup_refusal("runebound3.story.draw", Message(
                "story space {part}: a story space is a space of the time track, a number from 1 to {last}",
                part=repr(part), last=track_length))
        spaces.append(int(part))
    if len(set(spaces)) != len(spaces):
        raise setup_refusal("runebound3.story.draw", Message("a story space is listed twice: {spaces}",
                                                            spaces=", ".join(str(s) for s in spaces)))
    return tuple(spaces)


def terrain_faces_from(catalogue: Mapping[str, Any]) -> tuple[tuple[str, ...], ...]:
    """The faces of the table's terrain die its catalogue describes (`terrain_dice`), each its symbols; () if none."""
    die = catalogue.get("terrain_dice") or {}
    faces = die.get("faces", ()) if isinstance(die, Mapping) else ()
    found = []
    for face in faces:
        symbols = tuple(str(s).strip().lower() for s in (face if isinstance(face, (list, tuple)) else [face]))
        unknown = [s for s in symbols if s not in TERRAIN_SYMBOLS]
        if not symbols or unknown:
            raise SetupError(Message("terrain die face {face!r}: each face shows symbols of {symbols}", face=face,
                                      symbols=", ".join(TERRAIN_SYMBOLS)))
        found.append(symbols)
    return tuple(found)


def _printed(heroes: Any, hero: str) -> str:
    """A chosen hero as its card prints it (the catalogue's name), else its id."""
    data = heroes.get(hero) if isinstance(heroes, Mapping) else None
    name = data.get("name") if isinstance(data, Mapping) else None
    return name if isinstance(name, str) and name.strip() else hero


def new_state(setup: GameSetup) -> R3State:
    """The state after setup: heroes placed with gold and hands, markets of three, time at the start of act 1."""
    catalogue = setup.catalogue
    heroes_data = catalogue.get("heroes", {})
    heroes = []
    chosen = [p.hero for p in setup.players]
    if twice := sorted({h for h in chosen if h is not None and chosen.count(h) > 1}):
        raise setup_refusal("runebound3.setup.first-player", Message(
            "hero {hero} is chosen by two players: each player picks a hero of their own",
            hero=_printed(heroes_data, twice[0])))
    for player in setup.players:
        if player.hero is None or player.hero not in heroes_data:
            raise SetupError(Message("{player}: hero {hero!r} is not in the setup's catalogue", player=player.name,
                                      hero=player.hero))
        sheet = hero_from(player.hero, heroes_data[player.hero])
        start = space_named(sheet.start)  # «Тамалир» typed in Russian is the market city Tamalir
        kind = SpaceKind.CITY if start in CITIES else SpaceKind(heroes_data[player.hero].get("start_kind", "town"))
        heroes.append(HeroState(sheet, start, kind, sheet.gold, sheet.hand_size))
    markets = []
    dealt = "markets" in catalogue  # else the markets are dealt one card at a time (Stage.MARKETS)
    for city in CITIES:
        entries = catalogue.get("markets", {}).get(city, []) if dealt else []
        if dealt and len(entries) != MARKET_SIZE:
            raise SetupError(Message("the {city} market starts with {size} items, not {given}", city=city, size=MARKET_SIZE,
                                      given=len(entries)))
        markets.append(Market(city, tuple(item_from(e.get("name", "?"), e) for e in entries)))
    try:
        item_deck = tuple(item_from(str(e.get("name", i)), e) for i, e in sorted(catalogue.get("items", {}).items()))
    except CommandError as error:
        raise SetupError(error.args[0]) from None
    tokens = catalogue_tokens(catalogue)
    tokens += tokens_from_option(str(setup.options.get("challenge_tokens", "")))
    first = setup.options.get("first_player", 0)
    if not 0 <= first < len(heroes):
        raise SetupError(Message("there are {count} players: the first player is player 1 to {count}, not player {seat}",
                                 count=len(heroes), seat=first + 1))
    track_length = int(setup.options.get("track_length", 15))
    spaces = story_spaces(str(setup.options.get("story_spaces", "")), track_length)
    scenario = Scenario(setup.options.get("scenario", "margath"))
    return R3State(
        names=tuple(p.name for p in setup.players), scenario=scenario,
        heroes=tuple(heroes), first=first, active=first, actions_used=0, time_space=0, act=1,
        track_length=track_length, story_spaces=spaces,
        markets=tuple(markets), tokens=tokens, stage=Stage.ACTIONS if dealt else Stage.MARKETS,
        item_deck=item_deck, enemies=enemies_from(catalogue), enemy_tokens=common_tokens_from(catalogue),
        skill_cards=skills_from(catalogue), story_cards=stories_from(catalogue, scenario),
        challenge_cards=challenges_from(catalogue), terrain_faces=terrain_faces_from(catalogue),
        scenario_end=str(setup.options.get("scenario_end", "") or "").strip(),
    )
