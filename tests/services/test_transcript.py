"""The transcript syntax, and the runner's rehearsal and real run (what is saved is what was rehearsed)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.services.fulfillers import AppChance, ChanceError, Replaying
from companion.services.rehearsal import RehearsalSession
from companion.services.store import SessionStore
from companion.services.transcript import BadTranscript, TranscriptFailure, line_json, perform, rehearse
from companion.services.transcript_syntax import (
    CHECK,
    DO,
    HOUSE_RULE,
    REDO,
    UNDO,
    TranscriptLine,
    TranscriptSyntaxError,
    parse_line,
    parse_transcript,
)
from rules_engine.dice import numbered_die
from rules_engine.chance import DiceRequest, made_by
from tests.store.conftest import tally_setup
from tests.support.tally_game import TALLY, AddPoints


@pytest.mark.parametrize(("raw", "expected"), [
    ("add 3", TranscriptLine(1, "add 3", DO, "add 3")),
    ("  roll [dice: 4]  ", TranscriptLine(1, "roll [dice: 4]", DO, "roll", ("4",))),
    ("flee [DICE: 3,7]", TranscriptLine(1, "flee [DICE: 3,7]", DO, "flee", ("3", "7"))),
    ("roll-move [dice: plains+road river]", TranscriptLine(1, "roll-move [dice: plains+road river]", DO, "roll-move",
                                                          ("plains+road", "river"))),
    ("draw [card: Goblin Raiders]", TranscriptLine(1, "draw [card: Goblin Raiders]", DO, "draw", None, "Goblin Raiders")),
    ("check flee [dice: 3 7]", TranscriptLine(1, "check flee [dice: 3 7]", CHECK, "flee", ("3", "7"))),
    ("house-rule add 9", TranscriptLine(1, "house-rule add 9", HOUSE_RULE, "add 9")),
    ("UNDO", TranscriptLine(1, "UNDO", UNDO)),
    ("redo", TranscriptLine(1, "redo", REDO)),
    ('challenge "Wolves [old]" mind:9', TranscriptLine(1, 'challenge "Wolves [old]" mind:9', DO, 'challenge "Wolves [old]" mind:9')),
])
def test_lines_are_read_into_their_parts(raw, expected):
    assert parse_line(1, raw) == expected


def test_comments_and_blank_lines_are_skipped_and_lines_keep_their_numbers():
    lines = parse_transcript("# a match\n\nadd 3\n   # aside\nend\n")
    assert [(line.number, line.command) for line in lines] == [(3, "add 3"), (5, "end")]


@pytest.mark.parametrize(("raw", "fragment"), [
    ("roll [dice: 3 4", "last on the line"),
    ("roll [dice: 3] end", "last on the line"),
    ("roll [dice:]", "e.g. [dice: 3 7]"),
    ("draw [card:  ]", "e.g. [card: Goblin Raiders]"),
    ("[dice: 3]", "belong to a command"),
    ("check", "'check' needs a command"),
    ("house-rule", "'house-rule' needs a command"),
    ("redo all", "redo takes nothing after it"),
])
def test_a_malformed_line_names_its_number_and_what_was_expected(raw, fragment):
    with pytest.raises(TranscriptSyntaxError, match="line 7: ") as error:
        parse_transcript("\n" * 6 + raw)
    assert fragment in str(error.value)


WORD = st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789-:+", min_size=1, max_size=8)


@given(command=st.lists(WORD, min_size=1, max_size=4), faces=st.lists(WORD, min_size=1, max_size=6),
       separator=st.sampled_from([" ", ", ", ",", " ; "]))
def test_any_command_with_the_tables_dice_reads_back(command, faces, separator):
    text = " ".join(command)
    if text.lower().split()[0] in ("check", "house-rule", "undo", "redo"):
        text = "do " + text
    line = parse_line(1, f"{text} [dice: {separator.join(faces)}]")
    assert line.kind == DO and line.command == text and line.dice == tuple(faces) and line.card is None


def test_a_rehearsal_stops_at_the_first_bad_line_and_the_saved_run_uses_its_dice(tmp_path):
    with pytest.raises(BadTranscript, match="line 2: 'jump' is not a Tally command"):
        rehearse(RehearsalSession(TALLY, tally_setup("Ann")), parse_transcript("add 3\njump\n"), AppChance.seeded(1))
    lines = parse_transcript("roll\nend\nroll\n")
    rehearsed = rehearse(RehearsalSession(TALLY, tally_setup("Ann", "Bob")), lines, AppChance.system())
    assert len(rehearsed.app_chance) == 2
    with SessionStore.open(f"sqlite:///{tmp_path / 'run.db'}") as store:
        live = store.create_session(game_id="tally", name="Run", setup=tally_setup("Ann", "Bob"))
        emitted: list[dict] = []
        perform(live, lines, rehearsed, emitted.append, live.id, catalogue=store)
        assert [e.dice[0] for e in live.entries if e.dice] == list(rehearsed.app_chance)
        assert emitted == [line_json(result, live.id) for result in rehearsed.results]  # printed as rehearsed
        assert live.state.scores == tuple(roll.total for roll in rehearsed.app_chance)


def test_a_conflict_in_the_real_run_stops_it_after_reporting_the_line(tmp_path):
    url = f"sqlite:///{tmp_path / 'run.db'}"
    lines = parse_transcript("add 3\nend\n")
    with SessionStore.open(url) as store, SessionStore.open(url) as other:
        live = store.create_session(game_id="tally", name="Run", setup=tally_setup("Ann", "Bob"))
        rehearsed = rehearse(RehearsalSession.copy_of(TALLY, live.setup, live.entries), lines, AppChance.seeded(2))
        other.open_session(live.id).act(AddPoints(5))  # another window moves the session on meanwhile
        emitted: list[dict] = []
        with pytest.raises(TranscriptFailure, match="line 1: .*changed by another window.*the rest were not played"):
            perform(live, lines, rehearsed, emitted.append, live.id, catalogue=store)
        assert [d["outcome"] for d in emitted] == ["conflict"]
        assert live.state.scores == (5, 0) and len(live.entries) == 1  # the other window's action, reloaded


def test_strict_makes_a_refusal_a_failure_before_anything_is_written():
    lines = parse_transcript("add 3\nadd 3\n")
    with pytest.raises(TranscriptFailure, match=r"line 2: refused: Ann already added points this turn \[tally.points\]"):
        rehearse(RehearsalSession(TALLY, tally_setup("Ann")), lines, AppChance.seeded(1), strict=True)


def test_a_replay_that_runs_out_of_recorded_dice_says_so():
    request = DiceRequest(numbered_die(6), 1, "points", made_by("tally.total"))
    with pytest.raises(ChanceError, match="no recorded result left for 1 × d6 for points"):
        Replaying([]).fulfil(request)
