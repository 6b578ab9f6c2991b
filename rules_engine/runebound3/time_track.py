"""The turn budget and the time track: three actions a turn, clockwise turns, the token's advance and acts."""

from __future__ import annotations

from rules_engine.messages import Message
from rules_engine.referee import Referee
from rules_engine.runebound3.state import ACTIONS_PER_TURN, REFRESH_SPACES, R3State, Stage
from rules_engine.values import replace


def spend_actions(state: R3State, count: int, ref: Referee) -> R3State:
    """Spend `count` actions of the turn (refused past three); the turn ends when none remain."""
    left = ACTIONS_PER_TURN - state.actions_used
    if not (count <= left):
        ref.refuse("runebound3.turn.actions",
                   Message("{name} has {left} of 3 actions left this turn, and this needs {count}",
                           name=state.names[state.active], left=left, count=count))
    ref.cite("runebound3.turn.actions")
    return replace(state, actions_used=state.actions_used + count)


def end_turn_if_spent(state: R3State, ref: Referee) -> R3State:
    """Pass the turn clockwise once three actions are spent; after the last seat the time token moves."""
    if state.actions_used < ACTIONS_PER_TURN or state.stage is not Stage.ACTIONS:
        return state
    ref.cite("runebound3.turn.order")
    nxt = (state.active + 1) % len(state.names)
    state = replace(state, active=nxt, actions_used=0)
    if nxt == state.first:
        state = advance_time(state, ref)
    return state


def advance_time(state: R3State, ref: Referee) -> R3State:
    """Move the time token one space: refreshes on 6 and 12, story draws, act 2, and the end of act 2."""
    ref.cite("runebound3.time.advance")
    if state.time_space >= state.track_length:
        ref.cite("runebound3.acts.second")
        ref.note(Message("act 1 ends: the time token turns to act 2 and returns to the start"))
        return replace(state, act=2, time_space=0)
    space = state.time_space + 1
    state = replace(state, time_space=space)
    ref.note(Message("the time token moves to space {space} of act {act}", space=space, act=state.act))
    return land(state, ref)


def move_time(state: R3State, spaces: int, ref: Referee) -> R3State:
    """A story card moves the time token `spaces` forward: the act turns over at the end of act 1 as on the
    turn's advance, the move stops at the end of act 2, and the space where it stops acts as any landing."""
    ref.cite("runebound3.time.advance")
    moved = 0
    while moved < spaces and not (state.act == 2 and state.time_space >= state.track_length):
        if state.time_space >= state.track_length:
            ref.cite("runebound3.acts.second")
            ref.note(Message("act 1 ends: the time token turns to act 2 and returns to the start"))
            state = replace(state, act=2, time_space=0)
        else:
            state = replace(state, time_space=state.time_space + 1)
        moved += 1
    ref.note(Message("the story card moves the time token forward to space {space} of act {act}",
                     space=state.time_space, act=state.act))
    return land(state, ref) if state.time_space else state


def land(state: R3State, ref: Referee) -> R3State:
    """What the space the time token stops on does: a refresh on 6 and 12, a story draw, the end of act 2."""
    space = state.time_space
    if space in REFRESH_SPACES:
        ref.cite("runebound3.time.refresh")
        occupied = {hero.space for hero in state.heroes}
        state = replace(state, tokens=tuple(
            token if token.space in occupied else replace(token, face_up=True) for token in state.tokens))
        ref.note(Message("used challenge tokens not under a hero turn face up"))
    if space in state.story_spaces and state.story_drawn < 10:
        state = replace(state, stage=Stage.STORY)
    if state.act == 2 and space >= state.track_length:
        ref.cite("runebound3.acts.end")
        state = replace(state, stage=Stage.OVER, result=end_of_act_two(state, ref))
    return state


def end_of_act_two(state: R3State, ref: Referee) -> str:
    """What the game says when act 2 ends: follow the scenario card, with its instruction as the table typed it
    (the summary states no scenario card's words, only an example of Margath's victory conditions)."""
    instruction = state.scenario_end
    if not instruction:
        return Message("the time token reached the end of act 2: follow the scenario card")
    ref.cite("runebound3.victory")
    return Message("the time token reached the end of act 2: follow the scenario card ({instruction})",
                   instruction=instruction)
