"""Values the catalogue lacks, typed by the table: a hero card's numbers and the terrain dice's faces."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.actions import DescribeTerrainDie, SetHeroValues
from rules_engine.runebound2.heroes import STATS
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.terrain import face_problem
from rules_engine.values import replace
from rules_engine.messages import Joined, Message
from rules_engine.runebound2.names import printed_name


def typed_seat(state: Rb2State, player: str) -> int | None:
    """The seat a `hero` command names by its player's or its hero's name (any case); None for no such seat."""
    key = player.strip().casefold()
    return next((i for i, p in enumerate(state.players) if key in (p.player.casefold(), p.hero.name.casefold())), None)


def set_hero_values(state: Rb2State, act: SetHeroValues, ref: Referee) -> tuple[Rb2State, str]:
    """Fill in hero values the catalogue lacked, from the hero card at the table."""
    seat = typed_seat(state, act.player)
    ref.require(seat is not None, "runebound2.companion.players", Message('no player or hero called {player!r}', player=act.player), hard=True)
    assert seat is not None  # required (hard) above
    party = state.players[seat]
    changes: dict[str, int] = {}
    for name, value in act.values:
        ref.require(name in STATS, "runebound2.companion.hero-values", Message('{name!r} is not a hero value: {STATS}', name=name, STATS=', '.join(STATS)), hard=True)
        known = name not in party.missing
        if known and getattr(party.hero, name) == value:
            continue  # the table typed the whole card, known values included: nothing to change
        ref.require(not known, "runebound2.companion.hero-values",
                    Message("{hero}'s {name} is already known ({getattr})", hero=printed_name(party.hero.name), name=name, getattr=getattr(party.hero, name)))
        ref.require(value >= (1 if name == "life" else 0), "runebound2.companion.hero-values",
                    Message('{name} cannot be {value}', name=name, value=value), hard=True)
        changes[name] = value
    ref.require(bool(changes), "runebound2.companion.hero-values",
                Message('give at least one value the app does not know yet, e.g. life:5'), hard=True)
    ref.cite("runebound2.companion.hero-values")
    missing = tuple(m for m in party.missing if m not in changes)
    # Values typed from the hero card at the table are confirmed by it, whatever the catalogue said.
    typed = {name for name, _ in act.values}
    unconfirmed = tuple(u for u in party.unconfirmed if u not in typed)
    party = replace(party, hero=replace(party.hero, **changes), missing=missing, unconfirmed=unconfirmed)
    # The hero as the table's language prints it, each value named as the game's word, translated on its own
    # ("Mok: life 10, stamina 5"; «Мок-Духомолв: здоровье 10, выносливость 5»); the values still missing a clause of
    # its own, so that a saved log reads the whole back (`stored_text`: a short template read for the name it holds).
    said = Message("{hero}: {hero_values}", hero=printed_name(party.hero.name),
                   hero_values=Joined(", ", tuple(Joined(" ", (Message(name), str(value))) for name, value in changes.items())))
    if not missing:
        return state.with_player(seat, party), said
    still = Message('still missing: {missing}', missing=Joined(", ", tuple(Message(name) for name in missing)))
    return state.with_player(seat, party), Joined("; ", (said, still))


def describe_die(state: Rb2State, act: DescribeTerrainDie, ref: Referee) -> tuple[Rb2State, str]:
    """Record the faces of the table's terrain dice for this session."""
    problem = face_problem(act.faces)
    ref.require(not problem, "runebound2.movement.symbols", problem, hard=True)
    ref.cite("runebound2.movement.symbols")
    return replace(state, terrain_faces=tuple(tuple(f) for f in act.faces)), Message('the app can now roll the terrain dice')
