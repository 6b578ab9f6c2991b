"""The typed board data in the view: plain JSON-ready values that agree with the state and the decision."""

from __future__ import annotations

import json
from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.dice_throne.board import DiceThroneBoard, Die
from rules_engine.dice_throne.damage import calculate
from rules_engine.dice_throne import offers as O
from rules_engine.dice_throne.view_text import OFFER_LINES, game_view
from rules_engine.serialization import to_jsonable
from tests.dice_throne.support import GAME, act, attack, new, started, to_phase
from tests.dice_throne.walks import OPENINGS, opening, pick

G, P = "gunslinger", "cursed-pirate"


def agrees(state) -> DiceThroneBoard:
    """The board of a state, checked against the state, the decision and the text view."""
    view = GAME.view(state)
    board = view.data
    assert isinstance(board, DiceThroneBoard)
    json.dumps(to_jsonable(board))  # plain values only
    assert view == game_view(board)  # the text is rendered from the board alone
    assert board.decision == GAME.decision(state)
    assert board.phase == state.phase and board.turn == state.turn and board.health == state.health
    for i, hero in enumerate(board.heroes):
        seat = state.seats[i]
        assert (hero.seat, hero.player, hero.hero) == (i, seat.name, seat.hero)
        assert (hero.health, hero.cp, hero.hand, hero.deck, hero.discard) == \
            (state.health_of(i), seat.cp, seat.hand, seat.deck, seat.discard)
        assert tuple((s.id, s.count) for s in hero.statuses) == seat.statuses
        assert all(0 < s.count <= s.limit for s in hero.statuses)
        assert hero.defeated == seat.defeated
    assert [p.final for p in board.pending] == [calculate(p.amount, p.steps).final for p in state.pending]
    assert [p.number for p in board.pending] == list(range(1, len(state.pending) + 1))
    assert [r.name for r in board.resolving] == [r.name for r in state.resolving]
    assert board.finished == state.finished and board.winners == state.winners and board.draw == state.draw
    names_only_what_the_choices_offer(state, board, view.allowed_now)
    return board


#: Kinds of move whose line reads the same in every phase.
PLAIN_MOVES = (O.ROLL_OFF, O.UPKEEP_EFFECT, O.OFFENSIVE_ROLL, O.DECLARE, O.MAIN_CARD, O.UPGRADE, O.ROLL_CARD)


def names_only_what_the_choices_offer(state, board: DiceThroneBoard, now: tuple[str, ...]) -> None:
    """"What now" names a move exactly when a checked choice of its kind is offered."""
    offered = {offer.kind for offer in board.offers}
    assert offered == {offer.kind for offer in O.offers(GAME.choices(state))}
    if board.finished:
        return
    for kind in PLAIN_MOVES:
        assert (OFFER_LINES[kind] in now) == (kind in offered), (kind, now)


def test_before_the_roll_off_no_one_is_active():
    board = agrees(new())
    assert board.active is None and not any(h.active for h in board.heroes) and board.offence is None


def test_the_offensive_dice_show_numbers_symbols_and_what_they_activate():
    s = act(to_phase(started(), "offensive-roll"), "roll", 1, 1, 1, 4, 6)
    board = agrees(s)
    assert board.active == 0 and board.heroes[0].active and not board.heroes[1].active
    assert board.offence is not None
    assert board.offence.dice == (Die(1, 1, "bullet"), Die(2, 1, "bullet"), Die(3, 1, "bullet"), Die(4, 4, "dash"),
                                  Die(5, 6, "bullseye"))
    assert (board.offence.attempts, board.offence.attempts_left) == (1, 2)
    assert board.offence.can_activate == ("revolver",)


def test_an_attack_shows_its_pending_damage_the_target_and_the_defence():
    s = act(act(attack(started()), "next"), "defend", 1, 2, 3, 6)
    s = act(s, "prevent 2")
    board = agrees(s)
    (item,) = board.pending
    assert (item.number, item.source, item.target, item.amount, item.kind, item.attack, item.attacker) == \
        (1, "Revolver", 1, 4, "regular", True, 0)
    assert [(step.op, step.value) for step in item.steps] == [("subtract", 2)] and item.final == 2
    assert board.target == 1 and board.defence is not None
    assert (board.defence.seat, board.defence.ability, len(board.defence.dice)) == (1, "ahoy", 4)
    assert board.resolving[-1].what == "defence"


def test_team_play_shows_teams_the_targeting_die_and_shared_health():
    s = act(act(attack(started("2v2", (G, G, P, P))), "next"), "target-roll", 3)
    board = agrees(s)
    assert [h.team for h in board.heroes] == [0, 0, 1, 1]
    assert board.target_die == 3 and board.target == 3 and len(board.health) == 2


def test_an_ultimate_locks_its_targets_on_the_board():
    board = agrees(attack(started(), dice=(6, 6, 6, 6, 6), ability="fill-em-with-lead"))
    assert board.offence is not None and board.offence.ultimate
    assert [h.locked for h in board.heroes] == [False, True]


@settings(max_examples=15, deadline=None)
@given(start=st.sampled_from(sorted(OPENINGS)), seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 80))
def test_the_board_agrees_with_every_reachable_state(start, seed, steps):
    rng = Random(seed)
    state = opening(start)
    for _ in range(steps):
        agrees(state)
        if state.finished:
            return
        state = GAME.apply(state, pick(GAME.choices(state), rng).sample(rng)).state
    agrees(state)
