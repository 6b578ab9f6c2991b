"""The session summary, built from real saved sessions of Dice Throne, Runebound 2e and Dungeoneer."""

from __future__ import annotations

import itertools
from dataclasses import replace
from fractions import Fraction
from html.parser import HTMLParser

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.services.dice_luck import roll_odds, total_distribution
from companion.services.report_html import render_html
from companion.services.report_markdown import render_markdown
from companion.services.session_report import build_report, stat_value
from companion.services.store import SessionStore
from companion.services.store.timeline import ACTION
from rules_engine.dice import DiceRoll, numbered_die
from rules_engine.game import GameSetup, PlayerSetup
import tests.support.tally_game  # noqa: F401  (registers the 'tally' game)
from tests.support.saved_games import save_golden_game

GAMES = {
    "dice-throne-1v1": ("health", "CP"),
    "runebound2-margath": ("health", "gold"),
    "dungeoneer-two-heroes": ("health", "glory", "peril"),
}
VIEW_LABEL = {("runebound2-margath", "health"): "life"}


@pytest.fixture(scope="module")
def saved():
    """One store holding the three golden games, saved action by action: {file stem: (store, live)}."""
    store = SessionStore.open("sqlite://", memory=True)
    sessions = {stem: save_golden_game(store, stem) for stem in GAMES}
    yield store, sessions
    store.close()


@pytest.fixture(scope="module")
def reports(saved):
    """The report of each saved game, built once (a report is a frozen value the tests only read)."""
    store, sessions = saved
    return {stem: build_report(store, live.id) for stem, live in sessions.items()}


@pytest.mark.parametrize("stem", list(GAMES))
def test_winner_and_the_last_point_of_every_series_match_the_final_view(saved, reports, stem):
    _, sessions = saved
    live = sessions[stem]
    report = reports[stem]
    final = live.game.view(live.state)
    assert final.finished and report.winner == final.result != ""
    assert report.stats() == GAMES[stem]
    stats = {player.name: dict(player.stats) for player in final.players}
    for series in report.series:
        assert len(series.values) == len(report.turns)
        label = VIEW_LABEL.get((stem, series.stat), series.stat)
        assert series.values[-1] == stat_value(stats[series.player][label])
    first = {player.name: dict(player.stats) for player in live.game.view(live.game.new_game(live.setup)).players}
    for series in report.series:
        label = VIEW_LABEL.get((stem, series.stat), series.stat)
        assert series.values[0] == stat_value(first[series.player][label])


def test_dice_throne_has_a_point_at_the_end_of_every_turn(reports):
    report = reports["dice-throne-1v1"]
    numbered = [turn for turn in report.turns if turn.startswith("Turn ")]
    assert [int(turn.split(":")[0].split()[1]) for turn in numbered] == list(range(1, len(numbered) + 1))
    assert len(numbered) >= 20
    assert report.turns[-1] == report.turn_now


@pytest.mark.parametrize("stem", list(GAMES))
def test_every_roll_of_the_log_is_judged_against_its_own_dice(saved, reports, stem):
    _, sessions = saved
    live = sessions[stem]
    report = reports[stem]
    logged = [roll for e in live.entries if e.kind == ACTION and e.active for roll in e.dice]
    assert len(report.rolls) == len(logged) > 0
    for shown, roll in zip(report.rolls, logged):
        assert shown.described == roll.describe()
        if shown.odds is not None:
            assert shown.odds.total == roll.total
            assert 0 < shown.odds.percentile < 100
    average = report.average_percentile()
    assert average is not None and 0 < average < 100


def test_house_rules_and_the_rules_they_set_aside_are_listed(saved, reports):
    _, sessions = saved
    live = sessions["dice-throne-1v1"]
    report = reports["dice-throne-1v1"]
    overridden = [e for e in live.entries if e.kind == ACTION and e.active and e.overridden]
    assert [h.seq for h in report.house_rules] == [e.seq for e in overridden] and overridden
    waived = [c for e in overridden for c in e.ruling.waived]
    assert len(report.refusals) == len(waived)
    assert all(c.reference() in r.reason and r.applied_as_house_rule for c, r in zip(waived, report.refusals))


def test_markdown_shows_result_a_table_per_stat_and_every_roll(reports):
    report = reports["runebound2-margath"]
    text = render_markdown(report)
    assert f"**Result:** {report.winner}" in text
    for stat in report.stats():
        assert f"## {stat} over the turns" in text
    assert sum(1 for line in text.splitlines() if line.startswith("| ") and line.split("|")[1].strip().isdigit()) \
        == len(report.rolls)


class _Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.seen: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.seen.append(tag)
        if tag not in {"meta", "br", "line", "circle", "rect", "polygon", "polyline"}:
            self.open.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.seen.append(tag)

    def handle_endtag(self, tag):
        assert self.open and self.open.pop() == tag, f"</{tag}> does not close the last open tag"


def test_html_is_self_contained_escaped_and_has_one_plot_per_stat(reports):
    report = reports["dungeoneer-two-heroes"]
    hostile = replace(report, name="<script>alert('x')</script> & co", players=("Ann <b>", "Bo"))
    page = render_html(hostile)
    assert "<script>" not in page and "&lt;script&gt;" in page and "Ann &lt;b&gt;" in page
    parser = _Tags()
    parser.feed(page)
    assert parser.open == []
    assert parser.seen.count("svg") == len(report.stats()) == 3
    assert "src=" not in page and "href=" not in page and "<link" not in page


def test_a_session_without_dice_or_turns_reports_plainly(tmp_path):
    with SessionStore.open(f"sqlite:///{tmp_path / 'g.db'}") as store:
        live = store.create_session(game_id="tally", name="Empty", setup=GameSetup((PlayerSetup("Ann"),)))
        report = build_report(store, live.id)
    assert report.rolls == () and report.average_percentile() is None and not report.finished
    assert "No dice were rolled." in render_markdown(report)
    assert "not finished" in render_html(report)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([4, 6, 8, 10]), st.integers(1, 3), st.data())
def test_percentile_and_mean_match_counting_every_outcome(sides, count, data):
    die = numbered_die(sides)
    faces = tuple(data.draw(st.sampled_from(die.faces)) for _ in range(count))
    modifier = data.draw(st.integers(-2, 2))
    odds = roll_odds(die, DiceRoll(die.id, faces, "table", modifier))
    outcomes = [sum(f.value for f in combo) for combo in itertools.product(die.faces, repeat=count)]
    total = sum(f.value for f in faces)
    below, equal = sum(o < total for o in outcomes), sum(o == total for o in outcomes)
    assert odds.percentile == Fraction(100 * (2 * below + equal), 2 * len(outcomes))
    assert odds.mean == Fraction(sum(outcomes), len(outcomes)) + modifier
    assert odds.total == total + modifier
    assert sum(total_distribution(die, count).values()) == 1
