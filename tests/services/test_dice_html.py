"""The honest dice report as an HTML page: a chart per die and source with the fair count, the test in words,
session names escaped."""

from __future__ import annotations

from companion.services.dice_fairness import dice_report
from companion.services.dice_html import render_dice_html
from rules_engine.dice import DiceRoll, numbered_die
from tests.store.conftest import tally_setup
from tests.support.tally_game import EndTurn, RollPoints

D6 = numbered_die(6)


def test_each_die_and_source_has_its_chart_counts_and_verdict(store):
    live = store.create_session(game_id="tally", name="Sixes", setup=tally_setup("Ann", "Bob", target=1_000_000))
    for _ in range(30):
        live.act(RollPoints(DiceRoll("d6", (D6.faces[5],), "table")))
        live.act(EndTurn())
    groups, unknown = dice_report(store, [live.id])
    page = render_dice_html(groups, unknown, ["<b>Sixes</b>"])
    assert page.count("<svg") == 1 and "d6 · the table&#x27;s dice · 30 dice rolled" in page
    assert "<td>6</td><td>30</td><td>5.0</td>" in page and "worth a look" in page
    assert 'stroke-dasharray="4 3"' in page  # the fair count, 5 a face
    assert "<b>" not in page and "&lt;b&gt;Sixes&lt;/b&gt;" in page and "<script" not in page


def test_no_dice_says_so():
    assert "No dice were rolled in the sessions chosen." in render_dice_html((), 0, [])
