"""The session controller: each turn of the table's intent gives a typed outcome, on a saved session and in memory."""

from __future__ import annotations

import pytest

from companion.services.controller import SessionController, split_check
from companion.services.fulfillers import DiceFrom, Recording, TableCard
from companion.services.outcomes import (
    Applied,
    ChanceUnusable,
    Checked,
    Conflict,
    Failed,
    InternalError,
    Moved,
    NeedsChance,
    NothingToMove,
    NotUnderstood,
    Refused,
    Reloaded,
)
from companion.services.rehearsal import RehearsalSession
from companion.services.store import SessionStore
from rules_engine.chance import CardRequest, DiceRequest, DrawnCard, fill, made_by
from rules_engine.dice import SeededDiceSource, TableDice
from rules_engine.errors import CommandError
from tests.store.conftest import tally_setup
from tests.support.tally_game import TALLY, AddPoints, EndTurn, RollPoints


@pytest.fixture(params=["saved", "rehearsal"])
def controller(request, store) -> SessionController:
    """A controller on a saved Tally session (committing to the store) or on an in-memory rehearsal."""
    if request.param == "saved":
        return SessionController(store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bob", target=20)))
    return SessionController(RehearsalSession(TALLY, tally_setup("Ann", "Bob", target=20)))


def table(*faces: str) -> DiceFrom:
    """The table's own dice, as typed."""
    return DiceFrom(TableDice(list(faces)))


def test_check_is_a_prefix_only_at_the_start():
    assert split_check("check add 3") == (True, "add 3")
    assert split_check("  CHECK   roll ") == (True, "roll")
    assert split_check("add 3") == (False, "add 3")
    assert split_check("checker") == (False, "checker")


def test_a_command_is_read_applied_and_committed(controller):
    request = controller.read("add 3")
    assert request == AddPoints(3)
    outcome = controller.submit(request)
    assert isinstance(outcome, Applied) and outcome.ruling.message == "Ann adds 3"
    assert [c.rule_id for c in outcome.ruling.citations] == ["tally.points"]
    assert controller.state.scores == (3, 0) and len(controller.session.entries) == 1


def test_text_the_game_does_not_know_is_not_understood_and_changes_nothing(controller):
    outcome = controller.read("fly away")
    assert isinstance(outcome, NotUnderstood) and "is not a Tally command" in outcome.message
    assert controller.session.entries == []


def test_a_refusal_names_the_rule_and_offers_a_house_rule_listing_what_it_sets_aside(controller):
    controller.submit(AddPoints(3))
    outcome = controller.submit(AddPoints(9))
    assert isinstance(outcome, Refused) and not outcome.as_house_rule and not outcome.before_chance
    assert outcome.ruling.message == "add 1 to 6 points, not 9"
    assert outcome.house_rule is not None and outcome.house_rule.request == AddPoints(9)
    assert [c.rule_id for c in outcome.house_rule.waived] == ["tally.points"]
    assert "not 9" in outcome.house_rule.preview.message and "already added" in outcome.house_rule.preview.message
    assert len(controller.session.entries) == 1
    applied = controller.submit(outcome.house_rule.request, override=True)
    assert isinstance(applied, Applied) and applied.ruling.overridden
    assert controller.state.scores == (12, 0) and controller.session.entries[-1].overridden


def test_what_no_house_rule_could_allow_has_no_offer_and_says_why(store):
    live = store.create_session(game_id="tally", name="Won", setup=tally_setup("Ann", target=5))
    controller = SessionController(live)
    controller.submit(AddPoints(5))  # Ann has won
    outcome = controller.submit(EndTurn())
    assert isinstance(outcome, Refused) and outcome.house_rule is None
    assert "game is over" in outcome.no_house_rule
    again = controller.submit(EndTurn(), override=True)
    assert isinstance(again, Refused) and again.as_house_rule and again.house_rule is None
    assert len(live.entries) == 1


def test_dice_are_asked_for_only_when_the_rules_could_allow_the_roll(controller):
    request = controller.read("roll")
    assert isinstance(request, DiceRequest)
    needed = controller.submit(request)
    assert isinstance(needed, NeedsChance) and needed.request is request
    applied = controller.fulfil(request, table("4"))
    assert isinstance(applied, Applied) and applied.dice[0].source == "table" and applied.dice[0].total == 4
    assert controller.state.scores == (4, 0)
    source = Recording(DiceFrom(SeededDiceSource(1)))
    refused = controller.play(controller.read("roll"), source)  # points were already added this turn
    assert isinstance(refused, Refused) and refused.before_chance
    assert "already added" in refused.ruling.message and source.results == []  # nobody rolled
    assert refused.house_rule is not None and refused.house_rule.request.purpose == "points"


def test_a_roll_anyway_as_a_house_rule_rolls_and_is_marked(controller):
    controller.submit(AddPoints(2))
    refused = controller.submit(controller.read("roll"))
    assert isinstance(refused, Refused) and refused.before_chance
    needed = controller.submit(refused.house_rule.request, override=True)
    assert isinstance(needed, NeedsChance) and needed.override
    applied = controller.fulfil(needed.request, table("6"), override=True)
    assert isinstance(applied, Applied) and applied.ruling.overridden and controller.state.scores == (8, 0)


def test_a_seeded_source_gives_the_same_game_twice(store):
    runs = []
    for _ in range(2):
        controller = SessionController(RehearsalSession(TALLY, tally_setup("Ann", "Bob", target=1000)))
        source = DiceFrom(SeededDiceSource(7))
        for _turn in range(6):
            assert isinstance(controller.play(controller.read("roll"), source), Applied)
            assert isinstance(controller.play(controller.read("end"), source), Applied)
        runs.append(controller.state.scores)
    assert runs[0] == runs[1] and sum(runs[0]) >= 6


def test_faces_the_die_cannot_show_are_unusable_and_change_nothing(controller):
    outcome = controller.fulfil(controller.read("roll"), table("7"))
    assert isinstance(outcome, ChanceUnusable) and "cannot show 7" in outcome.message
    assert controller.session.entries == []
    built = controller.build(controller.read("roll"), table("3", "4"))
    assert isinstance(built, ChanceUnusable) and "enter 1" in built.message


def test_may_i_answers_without_applying(controller):
    checked = controller.check(AddPoints(9))
    assert isinstance(checked, Checked) and checked.allowed is False and "Only a question" in checked.note
    assert controller.check(AddPoints(4)).allowed is True
    before_dice = controller.check(controller.read("roll"))
    assert before_dice.ruling is None and before_dice.allowed is None
    assert before_dice.note.startswith("Allowed now; it needs 1 × d6")
    with_dice = controller.check(controller.read("roll"), table("5"))
    assert with_dice.allowed is True and "adds 5" in with_dice.ruling.message
    assert controller.session.entries == [] and controller.state.scores == (0, 0)
    controller.submit(AddPoints(1))
    refused = controller.check(controller.read("roll"))
    assert refused.allowed is False and "already added" in refused.ruling.message


def test_a_die_with_unknown_faces_is_ruled_before_the_roll_only_where_no_rule_reads_it(controller):
    from rules_engine.dice import DieSpec

    unknown = DieSpec("mystery", "mystery die", ())
    read = DiceRequest(unknown, 2, "points", fill(RollPoints))  # the points are what the dice show
    checked = controller.check(read)
    assert checked.allowed is None and checked.note == (
        "That needs dice (2 × mystery die); the ruling depends on what they show.")
    assert isinstance(controller.submit(read), NeedsChance)
    unread = DiceRequest(unknown, 2, "points", made_by("tally.one"))  # no rule looks at these dice
    assert controller.check(unread).note == (
        "Allowed now; it needs 2 × mystery die, and what happens depends on the roll. Nothing was applied.")


def test_may_i_on_a_roll_weighs_every_roll_the_dice_can_show_never_a_made_up_one(controller):
    from rules_engine.dice import numbered_die

    request = DiceRequest(numbered_die(6), 2, "points", fill(RollPoints))  # 2..12: allowed up to 6
    checked = controller.check(request)
    assert checked.allowed is None and checked.ruling is None  # no ruling on any one roll
    assert checked.note == ("That needs dice (2 × d6); whether it is allowed depends on what they show: allowed on "
                            "15 of the 36 rolls they can show (42%). Nothing was applied.")
    assert isinstance(controller.submit(request), NeedsChance)  # nothing refuses it whatever the dice show


def test_a_refusal_before_the_roll_holds_whatever_the_dice_show(controller):
    controller.submit(AddPoints(2))
    refused = controller.submit(controller.read("roll"))
    assert isinstance(refused, Refused) and refused.before_chance and "already added" in refused.ruling.message
    assert refused.house_rule is not None
    assert [c.rule_id for c in refused.house_rule.waived] == ["tally.points"]  # set aside before the dice count
    assert refused.house_rule.preview.allowed and "depends on the roll" in refused.house_rule.preview.message


def card_request(candidates: tuple[str, ...] = ("one", "three")) -> CardRequest:
    """A draw whose card adds as many points as its name has letters (tally's points, from a card)."""
    return CardRequest("bonus", "points", made_by("tally.letters"), candidates,
                       stand_in_card=DrawnCard("bonus", "one", "probe"))


def test_a_card_the_table_names_is_checked_against_the_deck(controller):
    unknown = controller.fulfil(card_request(), TableCard("seven"))
    assert isinstance(unknown, ChanceUnusable) and "no card 'seven'" in unknown.message
    applied = controller.fulfil(card_request(), TableCard("THREE"))
    assert isinstance(applied, Applied) and controller.state.scores == (5, 0)
    assert isinstance(controller.fulfil(card_request(), DiceFrom(TableDice(["3"]))), ChanceUnusable)
    refused = controller.submit(card_request())  # already added this turn: refused before the draw
    assert isinstance(refused, Refused) and refused.before_chance
    checked = controller.check(card_request())
    assert checked.allowed is False


def test_undo_and_redo_move_the_log(controller):
    assert isinstance(controller.undo(), NothingToMove)
    controller.submit(AddPoints(3))
    undone = controller.undo()
    assert isinstance(undone, Moved) and undone.ruling.message == "Undone: Ann adds 3"
    assert controller.state.scores == (0, 0)
    redone = controller.redo()
    assert isinstance(redone, Moved) and redone.ruling.message == "Redone: Ann adds 3"
    assert isinstance(controller.redo(), NothingToMove) and controller.state.scores == (3, 0)
    assert [e.kind for e in controller.session.entries] == ["action", "undo", "redo"]


def test_another_window_moving_on_is_a_conflict_and_the_session_is_reloaded(store, tmp_path):
    mine = store.create_session(game_id="tally", name="Shared", setup=tally_setup("Ann", "Bob"))
    controller = SessionController(mine)
    other_store = SessionStore.open(f"sqlite:///{tmp_path / 'sessions.db'}")
    try:
        other_store.open_session(mine.id).act(AddPoints(2))
        outcome = controller.submit(AddPoints(3))
        assert isinstance(outcome, Conflict) and "changed by another window" in outcome.message
        assert outcome.reload_error == "" and controller.state.scores == (2, 0)  # reloaded, ours not written
        other_store.open_session(mine.id).act(EndTurn())
        assert isinstance(controller.undo(), Conflict) and controller.state.active == 1
        other_store.open_session(mine.id).act(AddPoints(1))
        assert controller.reload() == Reloaded(True) and controller.reload() == Reloaded(False)
        other_store.delete_session(mine.id)
        gone = controller.submit(EndTurn())
        assert isinstance(gone, Failed) and "deleted elsewhere" in gone.message
        assert isinstance(controller.reload(), Failed)
    finally:
        other_store.close()


def test_a_bug_in_a_game_module_is_an_internal_error_not_a_crash(controller, monkeypatch):
    def broken(self, state, text):
        raise ZeroDivisionError("oops")

    # Patched on the class (an instance attribute would outlive the test as a stale bound method).
    monkeypatch.setattr(type(controller.session.game), "parse_command", broken)
    outcome = controller.read("add 3")
    assert isinstance(outcome, InternalError) and outcome.message == "ZeroDivisionError: oops"
    assert outcome.doing == "reading that command"


def test_a_command_error_raised_while_applying_is_a_failure_with_its_message(controller, monkeypatch):
    def refuses(self, state, action, ref):
        raise CommandError("no such player")

    monkeypatch.setattr(type(controller.session.game), "resolve", refuses)
    outcome = controller.submit(AddPoints(1))
    assert isinstance(outcome, Failed) and outcome.message == "no such player" and outcome.title == "Not applied"


def test_the_house_rule_preview_changes_nothing(controller):
    controller.submit(AddPoints(3))
    preview = controller.house_rule_preview(AddPoints(4))
    assert preview.allowed and [c.rule_id for c in preview.waived] == ["tally.points"]
    assert controller.state.scores == (3, 0) and len(controller.session.entries) == 1
