"""The board at 80x24: the fight's enemy near the top, locations on every card, turn lines never scrolled away."""

from __future__ import annotations

from textual.containers import VerticalScroll
from textual.widgets import Static

from rules_engine.runebound2.heroes import Item
from tests.runebound2.helpers import play, with_hero
from tests.runebound2.screen_apps import AreaApp, showcase_state
from tests.runebound2.test_house_rules_and_hard_refusals import _in_fight

SMALL = (80, 24)


def _visible_text(app) -> str:
    """The characters on screen (from the SVG screenshot), spaces collapsed."""
    import html
    import re

    svg = app.export_screenshot()
    return html.unescape(" ".join(re.findall(r">([^<>]+)</text>", svg))).replace("\xa0", " ")


async def test_the_enemy_is_shown_in_the_status_lines_during_a_fight():
    state = play(play(_in_fight(), "fight"), "stay")
    app = AreaApp(state)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        status = str(app.query_one("#rb2-status", Static).render())
        assert "Wolves" in status and "wounds 0/3" in status and "M9 B9 S9" in status and "dmg 1/1/1" in status
        assert "Wolves" in _visible_text(app)


async def test_no_enemy_line_out_of_a_fight():
    app = AreaApp(showcase_state())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "Fighting" not in str(app.query_one("#rb2-status", Static).render())


async def test_a_party_with_items_still_shows_where_it_is():
    items = tuple(Item(f"Thing {n}", 1, "artifact", "thing", "constant") for n in range(4))
    state = with_hero(showcase_state(), 0, items=items)
    app = AreaApp(state)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        cards = [str(c.render()) for c in app.query(".party-card")]
        assert all("at city of Tamalir" in card for card in cards)
        lines = cards[0].splitlines()
        where = next(n for n, line in enumerate(lines) if "Tamalir" in line)
        # after the counters the decision needs (life, exhaustion, gold, experience) and the hero's own lines,
        # and above the ally and the items, so a long list never pushes it off the card
        assert where < next(n for n, line in enumerate(lines) if "ally" in line or "Thing 0" in line)
        assert any("gold" in line for line in lines[:where])
        assert _visible_text(app).count("Tamalir") >= 3


async def test_turn_lines_stay_on_screen_after_scrolling():
    app = AreaApp(showcase_state())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        app.query_one("#rb2-scroll", VerticalScroll).scroll_end(animate=False)
        await pilot.pause()
        shown = _visible_text(app)
        assert "Turn 1: Anna" in shown and "Now:" in shown


async def test_a_party_left_as_it_was_is_not_written_again(monkeypatch):
    """A move that changes one party writes that card's text alone (each card's text was formatted at every move);
    a new theme writes every card again, in its colours."""
    import screens.runebound2.widgets as widgets
    from screens.area_view import area_view
    from screens.runebound2.area import Runebound2Area
    from tests.runebound2.helpers import GAME

    written: list[str] = []
    party_text = widgets.party_text

    def counted(party, threat=None):  # the card's text formatted, recorded by player
        written.append(party.player)
        return party_text(party, threat)

    monkeypatch.setattr(widgets, "party_text", counted)
    state = showcase_state()
    app = AreaApp(state)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        assert len(written) == len(area.board.parties)
        written.clear()
        area.show(area_view(GAME, state, None))
        await pilot.pause()
        assert written == []
        richer = with_hero(state, 0, items=(Item("Thing", 1, "artifact", "thing", "constant"),))
        area.show(area_view(GAME, richer, None))
        await pilot.pause()
        assert written == [area.board.parties[0].player]
        written.clear()
        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        area.show(area_view(GAME, richer, None))
        await pilot.pause()
        assert len(written) == len(area.board.parties)
