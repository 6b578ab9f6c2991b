"""Story cards the engine carries out: a small typed vocabulary, everything else shown for the table.

A drawn story card is carried out at once (Карты Сюжета.). What the engine can apply is written as
effects: `token:SPACE:COLOUR` (a challenge token placed face up), `refresh` (used challenge tokens
turn face up, except under a hero, as on the track's refresh spaces), `gold+N` / `gold-N` (every
hero gains or pays, as fully as possible) and `time+N` (the time token moves N spaces forward, turning
to act 2 past the end of act 1 and stopping at the end of act 2; the space where it stops refreshes or
draws a story card as on the turn's advance: `time_track.move_time`). A story quest goes to the story quest zone with its
numbered token (`quests.py`). Any other instruction is the card's `text`, shown to the table.
"""

from __future__ import annotations

from rules_engine.errors import CommandError
from rules_engine.messages import Message, N_
from rules_engine.referee import Referee
from rules_engine.runebound3.card_records import StoryEffect
from rules_engine.runebound3.state import ChallengeToken, Colour, R3State
from rules_engine.runebound3.time_track import move_time
from rules_engine.runebound3.words import challenge_token_words
from rules_engine.values import replace
from rules_engine.runebound3.book_words import colour_id

EFFECT_HELP = N_("token:SPACE:COLOUR (green, orange, purple), refresh, gold+N, gold-N or time+N")
COLOURS = ("green", "orange", "purple")


def parse_effect(text: str, card: str) -> StoryEffect:
    """One story effect from its notation, or a CommandError naming the card."""
    word = text.strip()
    low = word.casefold()
    if low == "refresh":
        return StoryEffect("refresh")
    if low.startswith("token:"):
        space, _, colour = word[len("token:"):].rpartition(":")
        if space.strip() and colour_id(colour) in COLOURS:
            return StoryEffect("token", space=space.strip(), colour=colour_id(colour))
    if low.startswith("gold") and low[4:5] in ("+", "-") and low[5:].isdigit() and int(low[5:]):
        return StoryEffect("gold", int(low[4:]))
    if low.startswith("time+") and low[5:].isdigit() and int(low[5:]):
        return StoryEffect("time", int(low[5:]))
    raise CommandError(Message("{card!r}: effects: {text!r} is not a story effect ({help})", card=card, text=text,
                               help=Message(EFFECT_HELP)))


def effects_from(values: object, card: str) -> tuple[StoryEffect, ...]:
    """A story card's effects (a list of notations)."""
    if not values:
        return ()
    if not isinstance(values, (list, tuple)):
        raise CommandError(Message("{card!r}: effects: a list of effects such as refresh, not {values!r}", card=card,
                                   values=values))
    return tuple(parse_effect(str(v), card) for v in values)


def notation(effect: StoryEffect) -> str:
    """An effect written back as its notation."""
    if effect.what == "token":
        return f"token:{effect.space}:{effect.colour}"
    if effect.what == "time":
        return f"time+{effect.amount}"
    return "refresh" if effect.what == "refresh" else f"gold{effect.amount:+d}"


def carry_out(state: R3State, effects: tuple[StoryEffect, ...], ref: Referee) -> R3State:
    """Apply a story card's effects in order."""
    for effect in effects:
        ref.cite("runebound3.story.effects")
        if effect.what == "token":
            state = replace(state, tokens=(*state.tokens, ChallengeToken(effect.space, Colour(effect.colour))))
            ref.note(Message("{token} is placed on {space}", token=challenge_token_words(effect.colour),
                             space=effect.space))
        elif effect.what == "refresh":
            occupied = {hero.space for hero in state.heroes}
            state = replace(state, tokens=tuple(t if t.space in occupied else replace(t, face_up=True)
                                                for t in state.tokens))
            ref.note(Message("used challenge tokens not under a hero turn face up"))
        elif effect.what == "time":
            state = move_time(state, effect.amount, ref)
        else:
            heroes = tuple(replace(h, gold=max(0, h.gold + effect.amount)) for h in state.heroes)
            state = replace(state, heroes=heroes)
            if effect.amount > 0:
                ref.note(Message("every hero gains {amount} gold", amount=effect.amount))
            elif effect.amount < 0:
                ref.note(Message("every hero pays {amount} gold (as much as each has)", amount=-effect.amount))
            else:
                ref.note(Message("every hero pays {amount} gold", amount=0))
    return state
