"""A move as a player makes it on the other boards: Runebound 2e (with Class Decks), Runebound 3e, Dungeoneer.

Issue 32's target (a move at most 16 ms of CPU in the app, 33 ms key to screen in a terminal, p95 within 2x the
median) was measured on the Dice Throne board only (`bench/bench_app.py --player`). This script measures the same
thing on the other boards, with the same probes: `bench_app.APP_PLAYER_PROBE` (the real app run headless at 120x40:
each action applied from the frame's method, then undone, then redone, interleaved; then the same moves typed, a
command character by character, Enter, ctrl+z, ctrl+y, each key posted as the terminal's driver posts it) and, with
`--terminal`, `bench_terminal.play` (the app as `companion --db URL --open ID` in a pseudo-terminal, the same keys
written to it, each timed until the terminal has the changed screen).

The saved sessions are random walks over every offered action (`bench_engines_vs_chess.random_play`'s walk: a
seeded uniform pick among `GAME.choices(state)`, a sample of the picked choice), from the openings of
`tests/support/game_openings.py` (the setup and the actions of the opening are recorded as the opening makes
them), except that an action that would end the game is not taken (another is drawn): a session that ended
takes no more moves; nor is one after which nothing at all is allowed (see `dead_end`), nor a roll the store's
import refuses (`DiceChecker`; a safeguard since Runebound 2e's sampled terrain faces are written as the die writes
them: before, about a third of its sampled terrain rolls were refused). A walk that can only end (Runebound 3e's time track runs out) stops there; the session
is then as long as the walk got, and the script says so. The typed commands are what a player types most: at each
state the shortest command the game writes for an offered action (`format_command`) that reads back as that action
(no dice or card to ask for) and is allowed there.

Lengths (issue 32's "at 1k, 10k and 50k actions"): each board's walk is built once per run, as long as the longest
size asked (and the moves timed after it), and each shorter session is its beginning: a walk is seeded, so its first
actions are those of a shorter walk with the same seed. A built walk is kept in the temporary folder
(`KEPT_WALKS`: its setup and actions, keyed by board, length, seed and a digest of every source it depends on, the
engines', the catalogue's, this script's and the openings' test modules) and its states replayed from them at the
next run: a 50,000-action walk takes minutes to build (every step asks `choices()` and the view, whose cost grows
with what the walk has piled up, e.g. Runebound 2e's markets), a replay seconds. A board whose walk cannot reach a
size (Runebound 3e ends with its time track, 2,839 actions at most) is measured once at the longest it reached, and
the larger sizes say so. `--memory` adds the peak resident set of the app at the board opened as
`companion --open ID` (`bench_app.LAUNCH_PROBE`, best of three launches' peak, the process's `VmHWM`).

Run: python bench/bench_boards.py [--terminal] [--memory] [--kinds] [--commands] [--board NAME ...] [SIZES...]   (default
sizes 1000 10000; boards: runebound2-class-decks runebound3 dungeoneer dungeoneer-solo). `--kinds` adds, on the Dungeoneer
boards, the headless samples grouped by what the move was (`move_kinds`): the slow ones in rows of their own.
`--commands` adds, on the Runebound boards, a row per typed key (`print_runebound_keys`): which command, whether a
fight began or ended, in the terminal and headless. `--phases` (with `--terminal`) adds a row per typed Enter, ctrl+z and
ctrl+y in the terminal with the app's phases stamped inside it (`terminal_phases`: the key's handler, the store's
commits with their wall time beside their CPU, the app's own steps, the frames, the collector, the time outside them).
`--samples` (with `--terminal`) lists every Enter, ctrl+z and ctrl+y over 1.5x its kind's median with what ran in it
(`terminal_phases.print_slow_samples`: the collector's passes, other threads, workers and timers, layouts, the footer),
and the keys beside the pace of the core each ran on (`machine_pace`, `terminal_phases.print_pace`).
`--size COLUMNSxROWS` (default 120x40): the headless probe's screen and the pseudo-terminal's, e.g. 80x24, the smallest
terminal every board fits (a wrapped line there can change a panel's height where 120 columns hold it on one row).
`--rounds N` (with `--terminal`) plays the same typed commands in N fresh app processes, each from the same saved
session, and pools their keys: twenty keys a kind make p95 the second slowest, so one slow moment of the machine
decides it; sixty make it the fourth slowest of sixty. With `--samples`, each round's slow keys are listed apart and the pooled
keys beside their cores' pace.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import shutil
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from bench.bench_app import APP_PLAYER_PROBE, LAUNCH_PROBE, STORE_PROBE, ms, restore, run, spread  # noqa: E402 - after the line that puts the checkout on sys.path
from bench.bytecode import compile_project, probe_environment  # noqa: E402 - after the line that puts the checkout on sys.path
from bench.terminal_phases import print_keys, print_pace, print_slow_samples, read_stamps, read_thread_names  # noqa: E402 - after the line that puts the checkout on sys.path

#: Actions applied, undone and redone from the frame's method; commands typed after them.
MOVES = 20
BOARDS = ("runebound2-class-decks", "runebound3", "dungeoneer", "dungeoneer-solo")
#: Options the walk's setup gets on top of the opening's: Runebound 3e's longest time track (its game ends with
#: the second act's track, whatever is played).
LONGER = {"runebound3": {"track_length": 30}}
#: Boards whose typed commands are varied (`typed_commands`) and whose session is saved where that many can be typed
#: (`planned`): Runebound 3e, whose shortest command is 'train' all through the action phase, and whose walk is
#: in a fight that only dice can go on with at about two states of three.
VARIED = {"runebound3"}
#: How many actions before or after the asked length a varied board's session may end, for a position from which
#: every command is typed.
NEAR = 200
#: Walks tried (each from a new game) for a session that the first walk could not make as long as asked.
SEEDS = 8
#: Draws in a row that would each end the game, after which the walk counts as unable to go on.
STUCK = 200
#: Where built walks are kept between runs (see the module's doc): the temporary folder's.
KEPT_WALKS = Path(tempfile.gettempdir(), "table-companion-bench-walks")


@dataclass
class Walk:
    """A legal log that never ends the game: the engine, its setup, the actions (the opening's first)."""

    game: Any
    setup: Any
    actions: list[Any]
    states: list[Any]  # states[i] is the state before actions[i]; states[-1] the state after the last


def recorded_opening(board: str, rng: Random) -> tuple[Any, Any, list[Any]]:
    """The board's opening as `tests/support/game_openings.py` makes it: its engine, setup and actions, recorded
    from the engine's own `new_game` and `apply` while the opening runs."""
    from tests.support.game_openings import openings

    opening = openings()[board]
    game = opening.game
    new_game, apply = game.new_game, game.apply
    seen: dict[str, Any] = {"setup": None, "actions": []}

    def recording_new_game(setup: Any) -> Any:
        setup = type(setup)(setup.players, {**setup.options, **LONGER.get(board, {})}, setup.catalogue)
        seen["setup"], seen["actions"] = setup, []
        return new_game(setup)

    def recording_apply(state: Any, action: Any, **options: Any) -> Any:
        outcome = apply(state, action, **options)
        seen["actions"].append(action)
        return outcome

    game.new_game, game.apply = recording_new_game, recording_apply
    try:
        opening.start(rng)
    finally:
        del game.new_game, game.apply
    return game, seen["setup"], seen["actions"]


def states_through(game: Any, setup: Any, actions: list[Any]) -> list[Any]:
    """The states of a game from its setup through each of the actions (each applied as played): one more than the
    actions, the last the state after them."""
    states = [game.new_game(setup)]
    for action in actions:
        states.append(game.apply(states[-1], action).state)
    return states


def walk(board: str, size: int, seed: int = 0) -> Walk:
    """At most `size` actions of random play from the board's opening, none of which ends the game."""
    from companion.services.store.dice_check import DiceChecker
    from companion.services.store.errors import InvalidDocument
    from rules_engine.errors import RuleViolation

    rng = Random(seed)
    game, setup, actions = recorded_opening(board, rng)
    states = states_through(game, setup, actions)
    state = states.pop()  # the walk goes on from the opening's last state
    dice = DiceChecker(game)
    stuck = 0
    while len(actions) < size and stuck < STUCK:
        action = random_move(game, state, rng)
        if action is None:
            break
        try:
            after = game.apply(state, action).state
        except RuleViolation:  # a sample the choice's open field allowed only in part
            stuck += 1
            continue
        try:  # the store refuses a roll whose faces its die does not have as written (see `save`)
            dice.check(state, action, "the walk")
        except InvalidDocument:
            stuck += 1
            continue
        if game.view(after).finished or dead_end(game, after):
            stuck += 1
            continue
        stuck = 0
        states.append(state)
        actions.append(action)
        state = after
    states.append(state)
    return Walk(game, setup, actions, states)


def random_move(game: Any, state: Any, rng: Random) -> Any:
    """One of the offered choices at random, sampled; where nothing is offered, `unoffered`'s (None if none)."""
    offered = game.choices(state)
    return rng.choice(offered).sample(rng) if offered else unoffered(game, state, rng)


def unoffered(game: Any, state: Any, rng: Random) -> Any:
    """Where `choices()` offers nothing (a safeguard: every state of the walks offers something since Dungeoneer's
    solo dead end was fixed): an action a player would type there, a command word alone, a card it asks for drawn
    from its candidates; None if there is none."""
    from rules_engine.actions import Action
    from rules_engine.chance import CardRequest, DrawnCard
    from rules_engine.errors import CommandError

    words = sorted({help.syntax.split()[0] for help in game.commands(state)})
    rng.shuffle(words)
    for word in words:
        try:
            parsed = game.parse_command(state, word)
        except CommandError:
            continue
        if isinstance(parsed, CardRequest) and parsed.candidates:
            parsed = parsed.build(DrawnCard(parsed.deck, rng.choice(parsed.candidates)))
        if isinstance(parsed, Action) and game.check(state, parsed).allowed:
            return parsed
    return None


def dead_end(game: Any, state: Any) -> bool:
    """True where no action is offered and none of `unoffered`'s is allowed: a game that cannot go on although
    it has not ended (a safeguard: Dungeoneer alone reached one, a point kept by 'next save' then spent, until the
    engine refused the save at once and let a plain 'next' end the turn; tests/dungeoneer/test_solo_random_play_offers.py)."""
    return not game.choices(state) and unoffered(game, state, Random(0)) is None


def typeable(game: Any, state: Any, rng: Random) -> list[tuple[int, str, Any]]:
    """The offered actions (samples of every choice) that the game writes as a command (`format_command`, given the
    state: Dungeoneer names a placed or shifted location by a side of another) that reads
    back as that action (no dice or card to ask for) and is allowed there: (the text's length, the text, the action)."""
    from rules_engine.actions import Action
    from rules_engine.errors import CommandError

    found = []
    for choice in game.choices(state):
        for _ in range(3):
            action = choice.sample(rng)
            text = game.format_command(action, state)
            try:
                parsed = game.parse_command(state, text) if text else None
            except CommandError:
                continue
            if isinstance(parsed, Action) and parsed == action and game.check(state, parsed).allowed:
                found.append((len(text), text, parsed))
    return found


def typed_commands(game: Any, state: Any, count: int, seed: int = 0, varied: bool = False,
                   lord: Lord | None = None) -> list[str]:
    """Up to `count` commands a player would type one after the other from `state`: at each, the shortest text
    among the offered actions that can be typed (`typeable`) that neither ends the game nor leaves it stuck.
    With `lord` (Dungeoneer alone), the dungeon lord's steps follow each command as the app takes them.

    `varied` (Runebound 3e, see `VARIED`): at each state the command word typed least so far comes first (then the
    text typed least, then the shortest), and a command after which nothing more can be typed (an attack that starts
    a fight only dice can go on with) is taken only as the last one; the shortest text alone is 'train' at every
    state of that game's action phase.
    """
    from rules_engine.errors import RuleViolation

    rng = Random(seed)
    commands: list[str] = []
    while len(commands) < count:
        found = typeable(game, state, rng)
        if varied:
            words, texts = Counter(c.split()[0] for c in commands), Counter(commands)
            found.sort(key=lambda item: (words[item[1].split()[0]], texts[item[1]], item[:2]))
        else:
            found.sort(key=lambda item: item[:2])
        for _, text, parsed in found:
            kept = lord.mark() if lord is not None else None
            try:
                after = game.apply(state, parsed).state
                after = lord.after(after) if lord is not None else after
            except RuleViolation:
                continue
            if game.view(after).finished or dead_end(game, after) or (
                    varied and len(commands) + 1 < count and not typeable(game, after, Random(seed + 1))):
                if lord is not None:
                    lord.rewind(kept)
                continue
            commands.append(text)
            state = after
            break
        else:
            break
    return commands



#: The boards whose app takes some steps by itself after each action (Dungeoneer alone: the dungeon lord, automatic
#: unless the player switches it to step by step), and the seed of the app's dice and deck in the bench's probes.
AUTOMATED = ("dungeoneer-solo",)
LORD_SEED = 32
#: Put before a probe (and the terminal's app): the app's own dice and deck seeded, so that the dungeon lord's
#: automated steps are those `Lord` plays in the walk (the app uses `AppChance.system()` otherwise).
SEEDED_APP = ("from companion.services.fulfillers import AppChance\n"
              f"AppChance.system = classmethod(lambda cls: cls.seeded({LORD_SEED}))\n")


class Lord:
    """Dungeoneer alone: the dungeon lord's steps after an action, taken as the app takes them
    (`SessionController.run_automated`, from a fresh `AppChance.seeded(LORD_SEED)`, as `SEEDED_APP` seeds the app)."""

    def __init__(self, game: Any) -> None:
        from companion.services.fulfillers import AppChance

        self.game = game
        self.source = AppChance.seeded(LORD_SEED)

    def after(self, state: Any) -> Any:
        """The state once the lord's steps awaited in `state` are taken (each a roll or draw from the source)."""
        from companion.services.controller import MOST_AUTOMATED_STEPS

        game = self.game
        for _ in range(MOST_AUTOMATED_STEPS):
            decision = game.decision(state)
            if not decision.automaton:
                break
            requests = {id(c.request): c.request for c in game.choices(state) if c.request is not None}
            if len(requests) != 1:
                break
            request = next(iter(requests.values()))
            state = game.apply(state, request.build(self.source.fulfil(request))).state
            if game.decision(state) == decision:
                break
        return state

    def mark(self) -> Any:
        """The source as it stands (to rewind it after a move the walk does not keep)."""
        import copy

        return copy.deepcopy(self.source)

    def rewind(self, kept: Any) -> None:
        self.source = kept


def lord_moves(game: Any, state: Any, count: int, rng: Random, lord: Lord) -> tuple[list[Any], Any]:
    """Dungeoneer alone: `count` actions of random play from `state` as the app plays them, the lord's steps taken
    after each by `lord` (never one that ends the game or leaves it stuck); the actions and the state after them."""
    from rules_engine.errors import RuleViolation

    moves: list[Any] = []
    stuck = 0
    while len(moves) < count and stuck < STUCK:
        action = random_move(game, state, rng)
        if action is None:
            break
        kept = lord.mark()
        try:
            after = lord.after(game.apply(state, action).state)
        except RuleViolation:
            after = None
        if after is None or game.view(after).finished or dead_end(game, after):
            lord.rewind(kept)
            stuck += 1
            continue
        stuck = 0
        moves.append(action)
        state = after
    return moves, state


#: Dungeoneer alone: how many actions before the asked length the session may end, for a cut after whose moves a
#: command can be typed (see `lord_plan`).
EARLIER = 40


def lord_plan(board: str, played: Walk, length: int) -> Planned:
    """Dungeoneer alone: the session cut where the player acts (not the lord), then the moves the app is given
    after it (its dungeon lord automatic, its dice seeded: `SEEDED_APP`), and the commands typed from there.

    The cut is the nearest at or before `length` (at most `EARLIER` actions before it) after whose moves the typed
    commands can start: where the only thing offered asks for dice (a hazard to face), no command is typed without
    them (`typeable`), and at 10,000 actions the seed-0 walk's moves ended at such a state."""
    game = played.game
    best: Planned | None = None
    for cut in range(length, max(MOVES, length - EARLIER), -1):
        if game.decision(played.states[cut]).automaton:
            continue
        start = played.states[cut]
        lord = Lord(game)  # the probe's source: the methods' moves draw from it first, then the typed commands
        extra, end = lord_moves(game, start, MOVES, Random(cut), lord)
        typed = typed_commands(game, end, MOVES, lord=lord)
        plan = Planned(played, cut, extra, typed, typed_commands(game, start, MOVES, lord=Lord(game)) if typed else [])
        if best is None or min(len(plan.typed), len(plan.typed_at_start)) > min(len(best.typed),
                                                                                len(best.typed_at_start)):
            best = plan
        if len(plan.typed) == len(plan.typed_at_start) == MOVES:
            break
    if best is None:
        raise ShortWalk(f"the walk's last {EARLIER} states before {length:,} are all the dungeon lord's")
    return best


def move_kinds(plan: Planned, in_terminal: bool = False) -> tuple[list[str], list[str]]:
    """Dungeoneer: what each timed move was, for `--kinds`: the methods' actions by their kind, the typed commands by
    their word, each marked when it ends a turn (another hero's, or the same hero's next, turn) and, alone, when the
    dungeon lord's steps follow it (as the probe's app takes them: `Lord`). `in_terminal`: the commands the terminal
    types from the saved session's end (`typed_at_start`, the app's lord from a fresh source), and no methods'
    actions."""
    game, start = plan.played.game, plan.played.states[plan.length]
    lord = Lord(game) if getattr(start, "solo", None) is not None else None

    def kind(state: Any, action: Any, word: str) -> tuple[str, Any]:
        after = game.apply(state, action).state
        label = [word]
        if after.turn_number != state.turn_number:
            label.append("a turn ends")
        if lord is not None:
            led = lord.after(after)
            if led is not after:
                label.append("the lord's steps follow")
            after = led
        return " · ".join(label), after

    actions, state = [], start
    for action in () if in_terminal else plan.extra:
        label, state = kind(state, action, type(action).__name__)
        actions.append(label)
    typed = []
    for text in plan.typed_at_start if in_terminal else plan.typed:
        label, state = kind(state, game.parse_command(state, text), text.split()[0])
        typed.append(label)
    return actions, typed


def runebound_key_kinds(game: Any, start: Any, commands: list[str]) -> list[tuple[str, str, str]]:
    """Runebound (`--commands`): what each typed command's Enter, its ctrl+z and its ctrl+y did, played from `start`
    as the app plays them (the command, taken back, put back): its word, marked when a fight begins or ends (the
    state's `combat` comes or goes) and when the turn passes (another player's)."""

    def kind(before: Any, after: Any, word: str) -> str:
        label = [word]
        fought, fights = getattr(before, "combat", None) is not None, getattr(after, "combat", None) is not None
        if fights and not fought:
            label.append("a fight begins")
        elif fought and not fights:
            label.append("a fight ends")
        if getattr(before, "active", None) != getattr(after, "active", None):
            label.append("the turn passes")
        return " · ".join(label)

    kinds, state = [], start
    for text in commands:
        after = game.apply(state, game.parse_command(state, text)).state
        word = text.split()[0]
        kinds.append((kind(state, after, word), kind(after, state, word), kind(state, after, word)))
        state = after
    return kinds


def print_runebound_keys(board: str, plan: Planned, drawn: dict[str, Any], headless: dict[str, Any]) -> None:
    """`--commands`, a Runebound board: a row per typed key, its kind (`runebound_key_kinds`), in the terminal (the
    commands typed from the saved session's end: key to screen, its own CPU, frames, bytes) and headless (the
    commands typed after the methods' moves: CPU, the screen's layouts, the stylesheet's applications, frames)."""
    game = plan.played.game
    keys = (("enter", "command", "command"), ("ctrl+z", "undo", "undo_key"), ("ctrl+y", "redo", "redo_key"))
    if drawn:
        kinds = runebound_key_kinds(game, plan.played.states[plan.length], plan.typed_at_start)
        print(f"\n{board}, {plan.length:,} actions, each key in the terminal:\n")
        print("| # | command | key | what it did | key to screen | its own CPU | frames | bytes |")
        print("|---|---|---|---|---|---|---|---|")
        for number, text in enumerate(plan.typed_at_start):
            for (key, in_term, _), label in zip(keys, kinds[number]):
                sample = drawn[in_term][number]
                print(f"| {number + 1} | {text} | {key} | {label} | {ms(sample.wall)} | {ms(sample.own_cpu)} "
                      f"| {sample.frames} | {sample.written:,} |", flush=True)
    start = plan.played.states[plan.length + len(plan.extra)]
    kinds = runebound_key_kinds(game, start, plan.typed)
    print(f"\n{board}, {plan.length:,} actions, each key headless:\n")
    print("| # | command | key | what it did | CPU | layouts | restyles | frames | spans |")
    print("|---|---|---|---|---|---|---|---|---|")
    for number, text in enumerate(plan.typed):
        for (key, _, in_app), label in zip(keys, kinds[number]):
            work = headless[in_app + "_work"][number]
            print(f"| {number + 1} | {text} | {key} | {label} | {ms(headless[in_app + '_cpu'][number])} "
                  f"| {work['layouts']} | {work['restyles']} | {work['frames']} | {work['spans']} |", flush=True)
    print()


def save(url: str, played: Walk, length: int) -> int:
    """The first `length` actions of the walk saved at `url` as one session (imported in one transaction)."""
    from companion.services.store import SessionStore
    from companion.services.store.times import now
    from companion.services.store.transfer import FORMAT, FORMAT_VERSION

    game, moment = played.game, now().isoformat()
    entries = []
    for seq, (state, action) in enumerate(zip(played.states, played.actions[:length]), start=1):
        ruling = game.apply(state, action).ruling
        entries.append({"seq": seq, "kind": "action", "action": action.to_json(), "ruling": ruling.to_json(),
                        "overridden": False, "target_seq": None, "created_at": moment})
    document = {"format": FORMAT, "format_version": FORMAT_VERSION, "name": f"{length} actions",
                "game": {"id": game.id, "title": game.title}, "setup": played.setup.to_json(), "log": entries}
    store = SessionStore.open(url)
    try:
        return store.import_session(document)
    finally:
        store.close()


class ShortWalk(Exception):
    """The board's walk stopped too soon for a session to time moves on."""


@dataclass
class Session:
    """A saved session: its folder, the database's url, the session's id."""

    folder: str
    url: str
    session_id: int


@dataclass
class Planned:
    """What a session of a board is made of: the walk, how much of it is saved, and the moves timed after it."""

    played: Walk
    length: int
    extra: list[Any]  # applied, undone and redone from the frame's method
    typed: list[str]  # typed after them
    typed_at_start: list[str]  # typed from the saved session's end (the terminal)


def walk_sources_digest() -> str:
    """A digest of everything a walk depends on: the engines' and the catalogue's sources, this script, and the test
    modules the openings import (`tests/support/game_openings.py` and those it loads)."""
    from companion.services.store.snapshot_cache import sources_digest
    from tests.support.game_openings import openings

    openings()  # loads the test modules the openings use
    tests = REPO / "tests"
    files = sorted({Path(module.__file__).resolve() for module in list(sys.modules.values())
                    if getattr(module, "__file__", None) and Path(module.__file__).resolve().is_relative_to(tests)})
    digest = hashlib.sha256(sources_digest().encode())
    for path in [Path(__file__).resolve(), *files]:
        digest.update(str(path.relative_to(REPO)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def replayed(board: str, setup: Any, actions: list[Any]) -> Walk:
    """A kept walk's states, replayed from its setup and actions (each applied as the walk applied it)."""
    from tests.support.game_openings import openings

    game = openings()[board].game
    return Walk(game, setup, list(actions), states_through(game, setup, actions))


def kept_walk(board: str, size: int, seed: int, sources: str) -> Walk:
    """`walk(board, size, seed)`, read from `KEPT_WALKS` when a run before built it from the same sources, and kept
    there once built (a walk that cannot be pickled is only built)."""
    from rules_engine.errors import RulesEngineError

    path = KEPT_WALKS / f"{board}-{size}-{seed}-{sources}.pickle"
    if path.exists():
        try:
            setup, actions = pickle.loads(path.read_bytes())
            return replayed(board, setup, actions)
        except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, TypeError, ValueError, IndexError,
                KeyError, RulesEngineError) as error:  # a damaged or outdated file: built again below
            print(f"(the kept walk {path.name} is unreadable, built again: {error})", file=sys.stderr)
    played = walk(board, size, seed)
    try:
        text = pickle.dumps((played.setup, played.actions))
        KEPT_WALKS.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.partial")
        partial.write_bytes(text)
        partial.replace(path)
    except (pickle.PicklingError, TypeError, AttributeError, OSError) as error:
        print(f"(the walk of {board} is not kept: {error})", file=sys.stderr)
    return played


def longest_walk(board: str, size: int) -> tuple[Walk, float]:
    """The board's walk of `size` actions (fewer if none could go on: the longest of `SEEDS` tried) and the CPU
    seconds it took to build or read."""
    began = time.process_time()
    sources = walk_sources_digest()
    played = kept_walk(board, size, 0, sources)
    for seed in range(1, SEEDS):  # a walk that got stuck: another game from the opening, the longest kept
        if len(played.actions) >= size:
            break
        played = max(played, kept_walk(board, size, seed, sources), key=lambda one: len(one.actions))
    return played, time.process_time() - began


def beginning(played: Walk, count: int) -> Walk:
    """The walk's first `count` actions (the same as a walk of that length from the same seed)."""
    return Walk(played.game, played.setup, played.actions[:count], played.states[:count + 1])


def planned(board: str, size: int, played: Walk | None = None) -> Planned:
    """A session of the board of `size` actions (fewer if the walk could not go on) and the moves after it; from
    the beginning of `played` (a longer walk of the board) when given.

    On a board of `VARIED`, the session ends at the position nearest to `size` (at most `NEAR` actions from it) from
    which `MOVES` commands can be typed both after the moves played from it (headless) and from its own end (the
    terminal's), or else where the most can.
    """
    if played is None:
        played, _ = longest_walk(board, size + 4 * MOVES)
    played = beginning(played, size + 4 * MOVES)
    length = min(size, len(played.actions) - 2 * MOVES)
    if length < MOVES:
        raise ShortWalk(f"the walk could not go on after {len(played.actions)} actions")
    if board in AUTOMATED:
        return lord_plan(board, played, length)
    varied = board in VARIED
    best: tuple[int, Planned] | None = None
    ends = sorted(range(max(MOVES, length - NEAR), min(len(played.actions) - 2 * MOVES, length + NEAR) + 1),
                  key=lambda end: (abs(end - length), end)) if varied else [length]
    for end in ends:
        extra = played.actions[end:end + MOVES]
        typed = typed_commands(played.game, played.states[end + len(extra)], MOVES, varied=varied)
        at_start = typed_commands(played.game, played.states[end], MOVES, varied=varied) if typed else []
        typed_count = min(len(typed), len(at_start))
        if best is None or typed_count > best[0]:
            best = (typed_count, Planned(played, end, extra, typed, at_start))
        if typed_count == MOVES:
            break
    assert best is not None
    return best[1]


@contextmanager
def saved_session(plan: Planned) -> Iterator[Session]:
    """The planned session saved in a temporary folder and opened once (which writes its snapshots)."""
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/bench.db"
        session_id = save(url, plan.played, plan.length)
        run(STORE_PROBE, url, str(session_id))  # first opening: writes the snapshots
        yield Session(folder, url, session_id)


def in_terminal(session: Session, commands: list[str], seeded: bool = False, phases: Path | None = None) -> dict[str, Any]:
    """The typed commands played in a pseudo-terminal (`bench_terminal.play`): samples by kind. `seeded`: the app's
    dice and deck seeded as in `SEEDED_APP` (the dungeon lord's steps those the plan played). `phases`: a folder where
    the app's phases are stamped (`terminal_phases`)."""
    from bench.bench_terminal import play

    folder = session.folder
    env = probe_environment() | {"TERM": "xterm-256color", "COLORTERM": "truecolor", "LANG": "C.UTF-8",
                                 "XDG_CONFIG_HOME": f"{folder}/config", "XDG_DATA_HOME": f"{folder}/data",
                                 "XDG_CACHE_HOME": f"{folder}/cache"}
    program = ["-c", SEEDED_APP + "from companion.shell.cli import main\nmain()"] if seeded else ["-m", "companion"]
    got, _ = play([sys.executable, *program, "--db", session.url, "--open", str(session.session_id)], env,
                  REPO, commands, phases)
    return got


def peak_at_board(session: Session) -> float:
    """The app's peak resident set (MiB) at the board opened as `companion --open ID` (`LAUNCH_PROBE`), the highest
    of three launches."""
    return max(run(LAUNCH_PROBE, session.url, str(session.session_id), repr(time.time()), "open")["board_peak_mib"]
               for _ in range(3))
def print_kinds(board: str, plan: Planned, headless: dict[str, Any]) -> None:
    """The headless CPU samples of a Dungeoneer board grouped by what each move was (`move_kinds`), one row a kind."""
    actions, typed = move_kinds(plan)
    for labels, steps in ((actions, ("act", "undo", "redo")), (typed, ("command", "undo_key", "redo_key"))):
        for label in sorted(set(labels)):
            at = [i for i, one in enumerate(labels) if one == label]
            cells = " | ".join(spread([headless[step + "_cpu"][i] for i in at]) if headless.get(step + "_cpu") else "–"
                               for step in steps)
            print(f"| {board} | {plan.length:,} | {label} ({len(at)}): {' / '.join(steps)} | {cells} |", flush=True)


def main() -> None:
    arguments = sys.argv[1:]
    terminal = "--terminal" in arguments
    memory = "--memory" in arguments
    kinds = "--kinds" in arguments
    per_key = "--commands" in arguments
    slow_samples = "--samples" in arguments  # every slow key with what ran in it (`print_slow_samples`)
    phased = "--phases" in arguments or slow_samples
    rounds = int(arguments[arguments.index("--rounds") + 1]) if "--rounds" in arguments else 1
    if "--size" in arguments:  # the screen of the headless probe and the pseudo-terminal (probes read BENCH_SIZE)
        os.environ["BENCH_SIZE"] = arguments[arguments.index("--size") + 1]
    boards = [arguments[i + 1] for i, a in enumerate(arguments) if a == "--board"] or list(BOARDS)
    sizes = [int(a) for i, a in enumerate(arguments)
             if a.isdigit() and (i == 0 or arguments[i - 1] not in ("--board", "--rounds", "--size"))]
    sizes = sorted(sizes or [1_000, 10_000])
    compile_project()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}; screen {os.environ.get('BENCH_SIZE', '120x40')}")
    print("| board | actions saved | step | headless: CPU, median / p95 | its wall, median / p95 "
          "| headless: CPU to its frame, posted as a terminal does | terminal: key to screen, median / p95 "
          "| its CPU to its last frame |")
    print("|---|---|---|---|---|---|---|---|")
    for board in boards:
        played, built = longest_walk(board, sizes[-1] + 4 * MOVES)
        print(f"| {board} | – | the walk: {len(played.actions):,} actions, {built:.0f} s of CPU to build or read "
              f"| – | – | – | – | – |", flush=True)
        measured: set[int] = set()
        for size in sizes:
            try:
                plan = planned(board, size, played)
            except ShortWalk as short:
                print(f"| {board} | – | {short} | – | – | – | – | – |", flush=True)
                break
            if plan.length in measured:  # the walk ended before this size: measured above at its longest
                print(f"| {board} | {size:,} asked | the walk ends at {len(played.actions):,} actions: "
                      f"measured above at {plan.length:,} | – | – | – | – | – |", flush=True)
                continue
            measured.add(plan.length)
            with saved_session(plan) as session:
                backup = Path(session.folder, "saved.db")
                shutil.copyfile(Path(session.folder, "bench.db"), backup)
                probe = SEEDED_APP + APP_PLAYER_PROBE if board in AUTOMATED else APP_PLAYER_PROBE
                headless = run(probe, session.url, str(session.session_id),
                               pickle.dumps(plan.extra).hex(), json.dumps(plan.typed))
                named = move_kinds(plan, in_terminal=True)[1] if board.startswith("dungeoneer") else plan.typed_at_start
                drawn = {}
                stamps, threads = None, {}
                for round_ in range(rounds if terminal and plan.typed_at_start else 0):
                    restore(backup, Path(session.folder, "bench.db"))  # every round from the same session
                    stamped = Path(session.folder, f"phases-{round_ + 1}") if phased else None
                    got = in_terminal(session, plan.typed_at_start, seeded=board in AUTOMATED, phases=stamped)
                    stamps = read_stamps(stamped) if stamped is not None else None
                    threads = read_thread_names(stamped) if stamps is not None and stamped is not None else {}
                    if rounds > 1 and slow_samples and stamps is not None:  # each round's own stamps and pace
                        print_slow_samples(f"{board}, {plan.length:,} actions, round {round_ + 1} of {rounds}", named,
                                           got, stamps, threads)
                    for kind, samples in got.items():
                        drawn.setdefault(kind, []).extend(samples)
                if rounds > 1:
                    named = named * rounds
                if memory:
                    restore(backup, Path(session.folder, "bench.db"))
                    peak = peak_at_board(session)
            rows = [("action (method)", "act", None), ("undo (method)", "undo", None),
                    ("redo (method)", "redo", None), (f"typed command + Enter ({len(plan.typed)} typed)",
                                                      "command", "command"),
                    ("ctrl+z (undo)", "undo_key", "undo"), ("ctrl+y (redo)", "redo_key", "redo"),
                    ("one typed character", "character", "character")]
            for label, in_app, in_term in rows:
                if not headless.get(in_app + "_cpu"):
                    continue
                posted = spread(headless[in_app + "_frame_cpu"]) if headless.get(in_app + "_frame_cpu") else "–"
                samples = [s for s in drawn.get(in_term, []) if s.frames] if in_term else []
                shown = (f"{spread([s.wall for s in samples])} | {spread([s.own_cpu for s in samples])}"
                         if samples else "– | –")
                print(f"| {board} | {plan.length:,} | {label} | {spread(headless[in_app + '_cpu'])} "
                      f"| {spread(headless[in_app])} | {posted} | {shown} |", flush=True)
            if memory:
                print(f"| {board} | {plan.length:,} | peak memory at the board (`--open`, most of 3) | {peak:.0f} MiB "
                      f"| – | – | – | – |", flush=True)
            if kinds and board.startswith("dungeoneer"):
                print_kinds(board, plan, headless)
            if per_key and board.startswith("runebound"):
                print_runebound_keys(board, plan, drawn, headless)
            if stamps is not None and rounds == 1:  # on a Dungeoneer board each command named with what it did
                if "--phases" in arguments:
                    print_keys(f"{board}, {plan.length:,} actions", named, drawn, stamps)
                if slow_samples:
                    print_slow_samples(f"{board}, {plan.length:,} actions", named, drawn, stamps, threads)
            elif rounds > 1 and slow_samples:  # the rounds' keys pooled, beside their cores' pace
                print_pace(f"{board}, {plan.length:,} actions, {rounds} rounds pooled", drawn)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    from bench import bench_terminal as _terminal  # the reader's policy of the last terminal run
    print("the terminal's reader: " + (f"SCHED_FIFO {_terminal.READER_PRIORITY}" if _terminal.reader_first else "the ordinary policy"))


if __name__ == "__main__":
    main()
