"""Resurrection (a variant): a player whose hero was defeated goes on with a new level-1 hero.

The new hero starts on the entrance (the opponent on the player's left chooses which, when a
dungeon has several; this one has one), with no wounds, no cards in play and a fresh hand of
five adventure cards. The player keeps what is theirs rather than the hero's: their quests and
completed quests, their glory and peril, and the monsters in their lair.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.dungeoneer.actions import Resurrect
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.state import DgState
from rules_engine.referee import Referee
from rules_engine.requirements import Requirement
from rules_engine.messages import Message
from rules_engine.dungeoneer.words import named

RESURRECTION_RULE = "dungeoneer.variant.resurrection"
#: A new hand after resurrection, as at the start.
NEW_HAND = 5


def heroes_free(state: DgState) -> tuple[str, ...]:
    """Ids of the session's hero cards no standing hero is using."""
    used = {hero.hero.id for hero in state.heroes if not hero.defeated}
    return tuple(card.id for card in state.hero_cards if card.id not in used)


def resurrect_requirements(state: DgState, seat: int, hero: str) -> Iterator[Requirement]:
    """What a new hero for this seat requires, in the order `resurrect` enforces it: the variant, a player of the
    table whose hero was defeated, a hero card of the session that no standing hero uses."""
    if not state.options.resurrection:
        yield Requirement.unmet(RESURRECTION_RULE,
                                Message("without the resurrection variant a defeated hero's player is out of the game"))
    if not 0 <= seat < len(state.heroes):
        yield Requirement.unmet("dungeoneer.companion.players", Message('there is no such player'), hard=True)
        return
    old = state.heroes[seat]
    if not old.defeated:
        yield Requirement.unmet(RESURRECTION_RULE, Message("{old}'s hero is still in the game", old=old.player))
    card = next((c for c in state.hero_cards if c.id == hero), None)
    if card is None:
        yield Requirement.unmet(RESURRECTION_RULE, Message('{hero!r} is not a hero of this session', hero=hero), hard=True)
        return
    if card.id not in heroes_free(state):
        yield Requirement.unmet(RESURRECTION_RULE, Message('{card} is already in the game',
                                                                                          card=named(card.name)))


def resurrect(state: DgState, action: Resurrect, ref: Referee) -> tuple[DgState, str]:
    """Give a defeated hero's player a new level-1 hero on the entrance."""
    ref.enforce(resurrect_requirements(state, action.seat, action.hero))
    old = state.heroes[action.seat]
    card = next(c for c in state.hero_cards if c.id == action.hero)
    ref.cite(RESURRECTION_RULE)
    entrance = next(p.cell for p in state.dungeon.placed if p.card.entrance)
    new = HeroState(old.player, card, entrance, hand=NEW_HAND, glory=old.glory, peril=old.peril,
                    quests=old.quests, quests_done=old.quests_done, lair=old.lair,
                    visited=frozenset({entrance}))
    left = state.heroes[(action.seat + 1) % len(state.heroes)].player
    ref.note(Message('{left} sets the new hero on the entrance; {old} draws {NEW_HAND} new adventure cards and keeps their quests',
                     left=left, old=old.player, NEW_HAND=NEW_HAND))
    return state.with_hero(action.seat, new), Message('{old} goes on with {card}, level 1',
                                                      old=old.player, card=named(card.name))
