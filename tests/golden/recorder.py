"""Record the golden whole-game logs: `python -m tests.golden.recorder` regenerates every file.

Each scenario below sets up one game from a fixed seed and lets a scripted bot type it through
to the end (see dice_throne_bot.py and runebound_bot.py); the table writes one JSON line per
step (tests/golden/games/<name>.jsonl). Running the recorder twice gives identical bytes.

Regenerate only for a deliberate, reviewed change of behaviour: the diff of the .jsonl files is
what the change did to these games. The first line of each file lists what the game covers,
counted from its own steps; the recorder refuses to write a game that misses its required features.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cards_db.dice_throne import shipped_heroes as dice_throne_heroes
from cards_db.runebound2 import shipped_heroes as runebound_heroes
from companion.services.session_setup import setup_from_json
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.games import get_game
from tests.dungeoneer.flow import CARDS as DG_CARDS, HEROES as DG_HEROES, LOCATIONS as DG_LOCATIONS
from tests.dungeoneer.flow import MONSTERS as DG_MONSTERS, QUESTS as DG_QUESTS
from tests.golden.dice_throne_bot import GUNSLINGER, PIRATE, DiceThroneBot
from tests.golden.dungeoneer_bot import DungeoneerBot
from tests.golden.runebound_bot import Plan, RuneboundBot
from tests.golden.runebound3_bot import SETUP as RB3_SETUP, Runebound3Bot
from tests.golden.table import Table

GAMES_DIR = Path(__file__).resolve().parent / "games"

#: The terrain die the Runebound tables describe (the app ships none: the faces are printed only as pictures).
TERRAIN_FACES = (("plains", "road"), ("forest", "hills"), ("river", "swamp", "plains"), ("mountains", "hills"),
                 ("road", "forest", "river"), ("plains", "swamp"))

#: Runebound heroes with every value filled in (invented where the book gives none; test data only).
SERA = {"id": "sera", "name": "Sera", "life": 5, "stamina": 3, "mind": 4, "body": 3, "spirit": 3,
        "ranged": 2, "melee": 1, "magic": 1, "abilities": "", "unconfirmed": []}
LORN = {"id": "lorn", "name": "Lorn", "life": 7, "stamina": 3, "mind": 2, "body": 5, "spirit": 1,
        "ranged": 0, "melee": 3, "magic": 0, "abilities": "", "unconfirmed": []}


@dataclass(frozen=True)
class Recorded:
    """A finished recording: the table with its log, the title, and the features the game must show."""

    table: Table
    title: str
    required: tuple[str, ...]
    features: Callable[[list[dict[str, Any]], Any], Counter[str]]


# -- what a log covers, counted from its own steps --------------------------------------------------

def _applied(lines: Iterable[Mapping[str, Any]]) -> Iterable[Mapping[str, Any]]:
    return (line for line in lines if line["outcome"] == "applied")


def _common(lines: list[dict[str, Any]]) -> Counter[str]:
    """Refusals, house rules and unreadable commands (any game)."""
    tally: Counter[str] = Counter()
    for line in lines:
        if line["outcome"] == "refused":
            tally["refused (rule violation)"] += 1
        elif line["outcome"] == "not-understood":
            tally["not understood (CommandError)"] += 1
        if line["override"]:
            tally["house rule (override)"] += 1
    return tally


def dice_throne_features(lines: list[dict[str, Any]], final: Any) -> Counter[str]:
    """What a Dice Throne log shows, step by step."""
    tally = _common(lines)
    for line in _applied(lines):
        kind, data = line["action"]["kind"].removeprefix("dice-throne."), line["action"]["data"]
        message = line["ruling"]["message"]
        if kind == "offensive-roll":
            tally["offensive roll" if len(data["positions"]) == 5 and "attempt 1," in message else "reroll"] += 1
        elif kind == "declare":
            tally["declare" if data["ability"] else "declare none"] += 1
        elif kind == "activate":
            tally["activate (ultimate)" if "ultimate" in message else "activate"] += 1
        elif kind == "modify-damage":
            tally[f"damage step: {'boost' if data['attack_modifier'] else data['op']}"] += 1
        elif kind == "status":
            tally[f"status {data['verb']}"] += 1
        elif kind == "status-roll":
            tally[f"status roll {data['status']}"] += 1
        elif kind == "play-card":
            tally[f"card played ({data['timing']})" + (" interrupting" if data["interrupting"] else "")] += 1
        elif kind == "roll-off":
            tally["roll-off (tie, again)" if "tie" in message else "roll-off"] += 1
        else:
            tally[kind] += 1
        if "is defeated" in " ".join(line["ruling"]["effects"]) or "defeated" in message:
            tally["hero defeated"] += 1
    if final.finished:
        tally["match finished"] += 1
    return tally


def runebound_features(lines: list[dict[str, Any]], final: Any) -> Counter[str]:
    """What a Runebound log shows, step by step."""
    tally = _common(lines)
    for line in _applied(lines):
        kind, data = line["action"]["kind"].removeprefix("runebound2."), line["action"]["data"]
        message = line["ruling"]["message"]
        effects = " ".join(line["ruling"]["effects"])
        if kind == "flee":
            tally["flee succeeded" if "escapes" in message else "flee failed"] += 1
        elif kind == "duel_flee":
            tally["duel flee succeeded" if "flees the duel" in message else "duel flee failed"] += 1
        elif kind == "attack":
            tally[f"attack {data['phase']}" + (" by an ally" if data["by"] != "hero" else "")] += 1
        elif kind == "defend":
            tally[f"defend {data['phase']}"] += 1
        elif kind == "before":
            tally["before-combat " + ("attack" if data["attack"] else "ability")] += 1
        elif kind == "card":
            tally[f"{data['card']['kind']} drawn"] += 1
            tally["final battle: red challenge fought"] += "in the final battle" in message
        elif kind == "buy":
            tally["hire" if "hires" in message else "buy"] += 1
        elif kind == "heal":
            tally[f"heal {data['what']}"] += 1
        else:
            tally[kind] += 1
        tally["track marker placed"] += effects.count("waits on track slot")
        tally["track full: oldest card leaves"] += effects.count("the track was full")
        tally["knocked out"] += effects.count("is knocked out: wounds and exhaustion are discarded")
        tally["doom counter falls"] += effects.count("doom counter")
        tally["endgame begins"] += effects.count("the endgame begins")
        tally["challenge defeated"] += message.count("defeats") + message.count("is defeated")
    if final.winner is not None:
        tally["game won"] += 1
    return tally


# -- Dice Throne ------------------------------------------------------------------------------------

def _dice_throne_setup(mode: str, heroes: tuple[str, ...]) -> GameSetup:
    names = ("Ann", "Bob", "Cat", "Dan")
    shipped = dice_throne_heroes()
    return GameSetup(tuple(PlayerSetup(n, h) for n, h in zip(names, heroes)), {"mode": mode},
                     {"heroes": {h: shipped[h] for h in sorted(set(heroes))}})


DICE_THRONE_CORE = (
    "roll-off", "offensive roll", "reroll", "declare", "activate", "defensive-roll", "damage step: subtract",
    "status gain", "status inflict", "status spend", "status remove", "status roll evasive", "damage step: divide",
    "card played (main)",
    "card played (roll)", "card played (instant)", "sell", "change-cp", "upkeep-effect", "next-phase", "resolved",
    "refused (rule violation)", "house rule (override)", "not understood (CommandError)", "hero defeated",
    "match finished",
)


def dice_throne_1v1(seed: int = 19) -> Recorded:
    """Gunslinger against Cursed Pirate until one falls."""
    table = Table(get_game("dice-throne"), _dice_throne_setup("1v1", (GUNSLINGER, PIRATE)), seed=seed, max_steps=600)
    DiceThroneBot(table).play()
    return Recorded(table, "Dice Throne 1v1: Gunslinger (Ann) against Cursed Pirate (Bob), to the end",
                    DICE_THRONE_CORE + ("upgrade", "steal", "status roll reload", "damage step: boost",
                                        "card played (instant) interrupting"),
                    dice_throne_features)


def dice_throne_2v2(seed: int = 47) -> Recorded:
    """Two teams sharing health, zig-zag turns, the targeting die."""
    heroes = (GUNSLINGER, PIRATE, PIRATE, GUNSLINGER)
    table = Table(get_game("dice-throne"), _dice_throne_setup("2v2", heroes), seed=seed, max_steps=600)
    DiceThroneBot(table).play()
    return Recorded(table, "Dice Throne 2v2: Ann and Bob against Cat and Dan, shared team health, to the end",
                    DICE_THRONE_CORE + ("target-roll", "choose-target", "transfer-status"), dice_throne_features)


def dice_throne_king_of_the_hill(seed: int = 29) -> Recorded:
    """Three heroes, each for themselves: the attacker chooses the target; the last one standing wins."""
    heroes = (GUNSLINGER, PIRATE, GUNSLINGER)
    table = Table(get_game("dice-throne"), _dice_throne_setup("king-of-the-hill", heroes), seed=seed, max_steps=600)
    DiceThroneBot(table).play()
    return Recorded(table, "Dice Throne King of the Hill: Ann, Bob and Cat, 35 health each, to the last hero",
                    DICE_THRONE_CORE + ("choose-target", "activate (ultimate)"), dice_throne_features)


# -- Runebound --------------------------------------------------------------------------------------

def _runebound_setup(players: tuple[tuple[str, str], ...], options: Mapping[str, Any], heroes: Mapping[str, Any],
                     *, terrain: bool) -> GameSetup:
    catalogue: dict[str, Any] = {"heroes": dict(heroes)}
    if terrain:
        catalogue["terrain_dice"] = {"id": "terrain", "name": "terrain die", "faces": [list(f) for f in TERRAIN_FACES]}
    return GameSetup(tuple(PlayerSetup(n, h) for n, h in players), dict(options), catalogue)


RUNEBOUND_CORE = (
    "roll_movement", "move", "step", "adventure", "challenge drawn", "fight", "attack ranged", "attack melee",
    "defend melee", "counter", "challenge defeated", "refused (rule violation)", "house rule (override)", "game won",
)


def runebound_margath(seed: int = 29) -> Recorded:
    """A solo game with a shipped hero, its missing values typed in; the track fills and overflows; Margath falls."""
    shipped = runebound_heroes()
    setup = _runebound_setup((("Anna", "varikas"),), {}, shipped, terrain=False)
    table = Table(get_game("runebound2"), setup, seed=seed, max_steps=600)
    table.refuse("roll-move", ["plains+road"] * 5)  # values missing: nothing happens before they are typed
    table.type("hero Anna life:6 stamina:4 damage:1/2/1")
    table.refuse("hero Anna mind:3")  # known already (the book's example gives Mind 1)
    table.garble("terrain-die plains+road forest+hills")  # six faces, not two
    table.type("terrain-die " + " ".join("+".join(face) for face in TERRAIN_FACES))
    table.type('market add Tamalir "Short Sword" item cost:2 class:weapon type:sword')
    RuneboundBot(table, Plan(flee_bias=0.35, take_track=0.3, track_from_turn=16, goal="margath",
                             goal_from_turn=24)).play()
    return Recorded(table, "Runebound 2e, solo: Anna (Varikas, values typed from the hero card), standard rules; "
                           "the challenge track overflows; slaying Margath wins",
                    RUNEBOUND_CORE + ("hero_values", "terrain_die", "market_stock", "before-combat ability",
                                      "before-combat attack", "attack magic", "defend ranged", "defend magic",
                                      "flee succeeded", "flee failed", "track marker placed",
                                      "track full: oldest card leaves", "market_draw", "buy", "hire", "sell",
                                      "heal wound", "xp_buy", "knocked out", "recover",
                                      "not understood (CommandError)"), runebound_features)


def runebound_doom_track(seed: int = 58) -> Recorded:
    """The doom track variant: discards bring doom counters, the eighth starts the final battle; heroes duel."""
    heroes = {"sera": SERA, "lorn": LORN}
    setup = _runebound_setup((("Anna", "sera"), ("Boris", "lorn")), {"doom_track": True}, heroes, terrain=True)
    table = Table(get_game("runebound2"), setup, seed=seed, max_steps=600)
    RuneboundBot(table, Plan(flee_bias=0.05, take_track=0.4, goal="doom", goal_from_turn=10**6,
                             duel_chance=0.12, negotiate_chance=0.04, events=0.35, encounters=0.3,
                             city_chance=0.06)).play()
    return Recorded(table, "Runebound 2e, doom track variant: Anna (Sera) and Boris (Lorn); duels; the eighth doom "
                           "counter brings the final battle",
                    RUNEBOUND_CORE + ("flee succeeded", "event drawn", "encounter drawn", "doom counter falls",
                                      "endgame begins", "final battle: red challenge fought", "knocked out"),
                    runebound_features)


def runebound_runes_and_variants(seed: int = 12) -> Recorded:
    """Road hazards, allies with upkeep, battle trophies, a quick game and the class-and-type item limit; runes win."""
    heroes = {"sera": SERA, "lorn": LORN}
    options = {"road_hazards": True, "allies": "unlimited-upkeep", "battle_trophies": True, "game_length": "quick",
               "item_limit": "class-and-type"}
    setup = _runebound_setup((("Cyril", "lorn"), ("Dana", "sera")), options, heroes, terrain=True)
    table = Table(get_game("runebound2"), setup, seed=seed, max_steps=600)
    RuneboundBot(table, Plan(flee_bias=0.25, take_track=0.4, goal="runes", goal_from_turn=8, duel_chance=0.1,
                             negotiate_chance=0.05, rune_chance=0.6, empty_hexes=0.2,
                             city_chance=0.2)).play()
    return Recorded(table, "Runebound 2e variants: road hazards, unlimited allies with upkeep, battle trophies, quick "
                           "game, class-and-type item limit; three Dragon Runes win",
                    RUNEBOUND_CORE + ("hazard_roll", "upkeep", "duel", "duel_exchange", "spoils", "hire", "buy",
                                      "flee succeeded", "flee failed", "xp_buy", "knocked out", "recover"),
                    runebound_features)


# -- Dungeoneer -------------------------------------------------------------------------------------


def dungeoneer_features(lines: list[dict[str, Any]], final: Any) -> Counter[str]:
    """What a Dungeoneer log shows, step by step."""
    tally = _common(lines)
    for line in _applied(lines):
        kind = line["action"]["kind"].removeprefix("dungeoneer.")
        message = line["ruling"]["message"]
        tally[kind] += 1
        tally["quest completed"] += "completed" in message
        tally["monster slain"] += "is slain" in message
        tally["hero wounded"] += "takes a wound" in message
        tally["escort taken in battle"] += "takes" in message and "escort" in message
    if final.winner is not None:
        tally["game won"] += 1
    return tally


def dungeoneer_two_heroes(seed: int = 8) -> Recorded:
    """Two heroes, each the other's dungeon lord: monsters, lairs, hunts, seeks, escorts, the end-of-turn discard."""
    setup = GameSetup((PlayerSetup("Ann", "rogue"), PlayerSetup("Bo", "knight")), {},
                      {"heroes": DG_HEROES, "locations": DG_LOCATIONS, "monsters": DG_MONSTERS, "quests": DG_QUESTS,
                       "cards": DG_CARDS})
    table = Table(get_game("dungeoneer"), setup, seed=seed, max_steps=900)
    DungeoneerBot(table).play()
    return Recorded(table, "Dungeoneer, two heroes: Ann (rogue) and Bo (knight), to three quests",
                    ("place-location", "move", "play-monsters", "attack-rolls", "counter-rolls", "send-monster",
                     "reward", "seek", "escort-start", "attempt-quest", "end-discard", "quest completed", "game won"),
                    dungeoneer_features)


def runebound3_features(lines: list[dict[str, Any]], final: Any) -> Counter[str]:
    """What a Runebound 3e log shows, step by step."""
    tally = _common(lines)
    for line in _applied(lines):
        kind = line["action"]["kind"].removeprefix("runebound3.")
        rules = [c["rule_id"] for c in line["ruling"]["citations"]]
        tally[kind] += 1
        tally["landed typed"] += line["command"].startswith("landed")
        tally["fight won"] += "runebound3.enemy.won" in rules
        tally["hero defeated"] += "runebound3.enemy.defeated" in rules
        tally["retreat succeeded"] += "runebound3.enemy.retreat" in rules
        tally["retreat failed"] += "runebound3.combat.retreat-fail" in rules
        tally["act 2 begins"] += "runebound3.acts.second" in rules
        tally["challenge tokens refreshed"] += "runebound3.time.refresh" in rules
        tally["a second item of a type discarded"] += "runebound3.trade.one-per-type" in rules
    if final.stage.value == "over":
        tally["act 2 ends"] += 1
    return tally


def runebound3_two_heroes(seed: int = 5) -> Recorded:
    """Two heroes through both acts: markets dealt, trade, travel, challenges and token fights, skills, barter."""
    game = get_game("runebound3")
    table = Table(game, setup_from_json(game, RB3_SETUP), seed=seed, max_steps=2000)
    Runebound3Bot(table).play()
    return Recorded(table, "Runebound 3e, two heroes: Ann (Ash) and Bo (Bryn), both acts of Margath's Dominion, "
                    "enemies fought token by token",
                    ("deal_market", "trade", "buy", "travel", "move", "adventure", "fight.toss", "landed typed",
                     "fight.strike", "fight.shield", "fight.reroll", "fight.flip", "fight.double", "escape",
                     "fight won", "retreat succeeded", "retreat failed", "learn", "give_gold", "story", "villain",
                     "challenge_result", "rest", "act 2 begins", "act 2 ends", "refused (rule violation)",
                     "not understood (CommandError)"),
                    runebound3_features)


SCENARIOS: dict[str, Callable[..., Recorded]] = {
    "dice-throne-1v1": dice_throne_1v1,
    "dice-throne-2v2": dice_throne_2v2,
    "dice-throne-king-of-the-hill": dice_throne_king_of_the_hill,
    "runebound2-margath": runebound_margath,
    "runebound2-doom-track": runebound_doom_track,
    "runebound2-runes-and-variants": runebound_runes_and_variants,
    "dungeoneer-two-heroes": dungeoneer_two_heroes,
    "runebound3-two-heroes": runebound3_two_heroes,
}


def covers(recorded: Recorded) -> list[str]:
    """The features a game shows, with counts ('flee succeeded x3'); fails if a required one is missing."""
    tally = recorded.features(recorded.table.lines, recorded.table.state)
    missing = [name for name in recorded.required if not tally[name]]
    if missing:
        raise AssertionError(f"{recorded.title}: the game never shows {', '.join(missing)}")
    return [f"{name} x{count}" for name, count in sorted(tally.items()) if count]


def record(name: str, directory: Path = GAMES_DIR) -> Path:
    """Record one scenario and write its log; returns the file written."""
    recorded = SCENARIOS[name]()
    path = directory / f"{name}.jsonl"
    recorded.table.write(path, recorded.title, covers(recorded))
    return path


def main(argv: list[str]) -> int:
    """Record the named scenarios (all of them by default)."""
    names = argv or list(SCENARIOS)
    for name in names:
        path = record(name)
        size = path.stat().st_size
        steps = sum(1 for _ in path.open(encoding="utf-8")) - 1
        sys.stdout.write(f"{path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path}: "
                         f"{steps} steps, {size / 1_000_000:.2f} MB\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
