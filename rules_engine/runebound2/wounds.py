"""Wounds and exhaustion: within their bounds, overflow into wounds, and allies that fall."""

from __future__ import annotations

from rules_engine.referee import Referee
from rules_engine.runebound2.heroes import Character
from rules_engine.runebound2.state import Rb2State
from rules_engine.values import replace
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.runebound2.names import printed_name


def find(state: Rb2State, player: int, who: str, ref: Referee) -> Character:
    """The hero or ally `who` of a player; a hard refusal naming the party when there is none."""
    party = state.players[player]
    found = party.character(who)
    if found is None:
        names = Joined(", ", tuple(printed_name(c.name) for c in party.characters))
        ref.refuse("runebound2.companion.party", Message("{player}'s party has no {who!r}: it is {names}", player=party.player, who=who, names=names), hard=True)
    return found


def wound(state: Rb2State, player: int, who: Character, count: int, ref: Referee) -> tuple[Rb2State, bool]:
    """Wound a character; a fallen ally goes under the market deck. True when the hero is knocked out."""
    if count <= 0:
        return state, False
    party = state.players[player]
    ref.cite("runebound2.wounds.bounds")
    hit = replace(who, wounds=min(who.life, who.wounds + count))
    is_hero = who is party.hero or (who.name == party.hero.name and who not in party.allies)
    ref.note(Message('{who} takes {wounds} ({wounds2}/{life})', who=printed_name(who.name), wounds=count_of(count, 'wound', 'wounds'), wounds2=hit.wounds, life=hit.life))
    if not is_hero and hit.defeated:
        ref.cite("runebound2.combat.ally-dies")
        ref.note(Message('{who} dies and goes under the market deck', who=printed_name(who.name)))
        allies = tuple(a for a in party.allies if a is not who)
        state = state.with_player(player, replace(party, allies=allies))
        return replace(state, acquisitions_under=state.acquisitions_under + (who.name,)), False
    state = state.with_player(player, party.replace_character(who, hit))
    if is_hero and player == state.active:
        state = state.with_turn(wardable=count)
    return state, is_hero and hit.defeated


def exhaust(state: Rb2State, player: int, who: Character, count: int, ref: Referee) -> tuple[Rb2State, bool]:
    """Add exhaustion; beyond stamina it becomes wounds. True when the hero is knocked out."""
    ref.cite("runebound2.wounds.bounds")
    room = max(0, who.stamina - who.exhaustion)
    taken = min(room, count)
    overflow = count - taken
    party = state.players[player]
    tired = replace(who, exhaustion=who.exhaustion + taken)
    state = state.with_player(player, party.replace_character(who, tired))
    if taken:
        ref.note(Message('{who} takes {taken} exhaustion ({exhaustion}/{stamina})', who=printed_name(who.name), taken=taken, exhaustion=tired.exhaustion, stamina=tired.stamina))
    if overflow:
        ref.note(Message('{overflow} exhaustion beyond stamina becomes wounds', overflow=overflow))
        party = state.players[player]
        current = party.character(who.name) or tired
        return wound(state, player, current, overflow, ref)
    return state, False


def can_pay_exhaustion(who: Character, cost: int) -> bool:
    """An ability costing `cost` exhaustion may be used only if it keeps exhaustion within stamina."""
    return who.exhaustion + cost <= who.stamina
