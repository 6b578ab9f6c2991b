"""What a move on the Runebound boards asks of Textual beyond drawing what changed: counted, never timed.

- Runebound 2e's "Now:" line (what can be typed now) is one row of its own, cut with an ellipsis when long (the whole
  line in its tooltip). It was the last line of the status, which wrapped to a second row whenever the list grew (a
  movement step with class cards to play): the status grew, the board below moved, and the whole screen was laid out
  and drawn again, at 0.4 of the typed moves of `bench/bench_boards.py` (a typed `next` or `pass` changes the step).
- The areas ask the footer for their keys again only when a key of theirs can change: Runebound 2e when the Class
  Decks are found in the game (at the first draw), Runebound 3e when a fight run token by token begins or ends. Both
  asked at every draw, and the frame asks again after every move anyway: the active bindings were walked twice a move.
- Runebound 3e's fight buttons take a new tooltip only when it says something new (setting one looks the screen's
  tooltip up, eleven buttons a move); now one row (`ButtonRow`), whose tooltip is the hovered label's.
- Runebound 3e's status is one row of its own, cut with an ellipsis when long (the whole line in its tooltip). It took
  a second row whenever the move dice showed (or a challenge's options): the board below moved and the whole screen
  was laid out and drawn again.
- A Runebound 2e party card that becomes or stops being the active one (as the turn passes) sets its own border, with
  no restyle: its `-active` class gave it the accent colour, and the stylesheet was applied again to both cards each
  time (about 1.2 ms of CPU of a turn that passes, headless at 120x40).
- A Runebound 3e fight beginning or ending shows the fight's panel and hides the markets' (or the other way round) by
  themselves, and leaves the hidden fight buttons as they were: the area's `-fight` class applied the stylesheet again
  to the area and every widget in it (22 nodes), and a fight's end turned each enabled button off (a restyle each).
  The buttons are hidden with their row alone: each was also shown and hidden by itself, eleven style changes more.
  The eleven buttons are now one widget drawing one line (`ButtonRow`): a button turned on or off is a run of its line
  in another look, no restyle (each `Button` was restyled as it turned on or off, the first fight's toss included).
- Runebound 2e's status and "Now:" lines, drawn anew at a move, build their rows from their lines (`RowText`), not
  through Textual's text pipeline (each was a `Static`: half of its 0.2-0.4 ms drawing was that pipeline).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode

from screens.area_view import area_view
from screens.button_row import ButtonRow
from screens.runebound2 import Runebound2Area
from screens.row_text import RowText
from screens.runebound2.widgets import PartyCard
from screens.runebound3 import Runebound3Area
from screens.runebound3.area import status_text
from tests.runebound2.helpers import GAME as RUNEBOUND2
from tests.runebound2.screen_apps import AreaApp as RB2AreaApp
from tests.runebound2.test_class_decks_dialogs import movement_window
from tests.runebound3.screen_apps import AreaApp as RB3AreaApp
from tests.runebound3.screen_tables import first_turn_done, wolf_fight
from tests.support.layout_asks import layouts_asked

#: A "Now:" line far longer than the board is wide at 120 columns (the bench's movement step with class cards).
LONG = ("roll-move", "rest ...", "stay", "step ...", "next", 'play-card Boris "Boris feat 6" self',
        'play-card Boris "Boris feat 11"', 'play-card Boris "Boris feat 12" self', "pass Anna")


def binding_refreshes(monkeypatch: pytest.MonkeyPatch) -> list[Screen]:
    """Each screen asked to check its keys again (`Screen.refresh_bindings`), in order, from now on."""
    asked: list[Screen] = []
    refresh_bindings = Screen.refresh_bindings

    def counted(screen: Screen) -> None:
        asked.append(screen)
        refresh_bindings(screen)

    monkeypatch.setattr(Screen, "refresh_bindings", counted)
    return asked


async def test_a_longer_now_line_moves_nothing_below_it(monkeypatch: pytest.MonkeyPatch) -> None:
    state = movement_window()
    short = area_view(RUNEBOUND2, state)
    long = replace(short, view=replace(short.view, allowed_now=LONG))
    app = RB2AreaApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        now, status = app.query_one("#rb2-now", Static), app.query_one("#rb2-status", Static)
        assert now.region.width < len("Now: " + " · ".join(LONG))  # the long line could not fit in one row
        places = {widget: widget.region for widget in area.query("*")}
        asked = layouts_asked(monkeypatch, area)
        for shown in (long, short, long, short):
            area.show(shown)
            await pilot.pause()
            assert now.region.height == 1 and status.region.height == 2
            assert str(now.render()).startswith("Now: ")
        assert asked == []
        assert {widget: widget.region for widget in area.query("*")} == places
        area.show(long)
        await pilot.pause()
        assert now.tooltip == "Now: " + " · ".join(LONG)  # the whole line, cut on the board


async def test_the_runebound2_area_asks_for_its_keys_once(monkeypatch: pytest.MonkeyPatch) -> None:
    state = movement_window()
    app = RB2AreaApp(state)
    asked = binding_refreshes(monkeypatch)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        assert area.check_action("class_cards", ()) is True  # the first draw: the Class Decks are in this game
        asked.clear()
        for _ in range(3):
            area.show(area_view(RUNEBOUND2, state))
            await pilot.pause()
        assert asked == []
        assert app.query_one("#rb2-threat-box").display and app.query_one("#rb2-class-buttons").display


async def test_the_runebound3_area_asks_for_its_keys_when_a_fight_begins_or_ends(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rules_engine.runebound3.game import RUNEBOUND3

    outside, fight = first_turn_done(), wolf_fight()
    app = RB3AreaApp(outside)
    asked = binding_refreshes(monkeypatch)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        first = len(asked)
        shown = [(outside, 0), (outside, 0), (fight, 1), (fight, 0), (fight, 0), (outside, 1), (fight, 1)]
        for state, more in shown:
            area.show(area_view(RUNEBOUND3, state))
            await pilot.pause()
            assert len(asked) == first + more, state
            first = len(asked)
            assert area.check_action("fight", ("toss",)) is (state is fight)


async def test_a_fight_button_takes_a_tooltip_only_when_it_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    from rules_engine.runebound3.game import RUNEBOUND3

    fight = wolf_fight()
    app = RB3AreaApp(fight)
    looked_up: list[Widget] = []
    update_tooltip = Screen._update_tooltip

    def counted(screen: Screen, widget: Widget) -> None:
        looked_up.append(widget)
        update_tooltip(screen, widget)

    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        row = area.query_one("#r3-buttons", ButtonRow)
        tooltips = {button.key: button.tooltip for button in row.buttons}
        assert len(tooltips) == 11 and all(tooltips.values())
        monkeypatch.setattr(Screen, "_update_tooltip", counted)
        for _ in range(3):
            area.show(area_view(RUNEBOUND3, fight))
            await pilot.pause()
        assert looked_up == []
        assert {button.key: button.tooltip for button in row.buttons} == tooltips


def restyled_nodes(monkeypatch: pytest.MonkeyPatch, area: Widget) -> list[DOMNode]:
    """The nodes of `area` (itself included) the stylesheet is applied to again from now on."""
    restyled: list[DOMNode] = []
    update_nodes = Stylesheet.update_nodes

    def counted(stylesheet: Stylesheet, nodes, animate: bool = False) -> None:
        nodes = list(nodes)
        restyled.extend(node for node in nodes if node is area or area in node.ancestors)
        update_nodes(stylesheet, nodes, animate)

    monkeypatch.setattr(Stylesheet, "update_nodes", counted)
    return restyled


async def test_the_runebound3_status_is_one_row_whatever_it_says(monkeypatch: pytest.MonkeyPatch) -> None:
    from rules_engine.runebound3.game import RUNEBOUND3

    state = first_turn_done()
    short = area_view(RUNEBOUND3, state)
    # A status longer than its row (the move dice once made it long too; they now also take rows of their own in the
    # panel beside the heroes, laid out as they come and go: `test_a_step_of_a_move_lays_out_nothing`).
    challenge = "The Lost Shrine of the Black Wood beyond the Hills of Mourning, explored at night by torchlight"
    long = replace(short, view=replace(short.view, data=replace(short.board, challenge=challenge)))
    app = RB3AreaApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        status = app.query_one("#r3-status", Static)
        whole = status_text(long.board).plain
        assert "(The Lost Shrine of the Black Wood" in whole and status.region.width < len(whole)  # could not fit one row
        places = {widget: widget.region for widget in area.query("*")}
        asked = layouts_asked(monkeypatch, area)
        for shown in (long, short, long, short):
            area.show(shown)
            await pilot.pause()
            assert status.region.height == 1
            assert str(status.render()).startswith("Stage: ")
        assert asked == []
        assert {widget: widget.region for widget in area.query("*")} == places
        area.show(long)
        await pilot.pause()
        assert status.tooltip == whole  # the whole line, cut on the board


async def test_a_step_of_a_move_lays_out_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The move dice take a row each in the panel beside the heroes (in sight at 80x24): the panel grows as they are
    rolled and shrinks at the move's end, and a step, which only marks a die spent, lays nothing out."""
    from rules_engine.runebound3.game import RUNEBOUND3

    state = first_turn_done()
    shown = area_view(RUNEBOUND3, state)
    faces = ("forest", "hills", "mountains", "river", "plains")
    steps = [replace(shown, view=replace(shown.view, data=replace(shown.board, move_dice=tuple(
        (face, n < spent) for n, face in enumerate(faces))))) for spent in range(len(faces) + 1)]
    app = RB3AreaApp(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        area.show(steps[0])
        await pilot.pause()
        asked = layouts_asked(monkeypatch, area)
        for step in steps[1:]:
            area.show(step)
            await pilot.pause()
        assert asked == []


async def test_a_fight_beginning_or_ending_restyles_no_panel_of_the_runebound3_board(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rules_engine.runebound3.game import RUNEBOUND3

    outside, fight = first_turn_done(), wolf_fight()
    app = RB3AreaApp(outside)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        restyled = restyled_nodes(monkeypatch, area)
        fight_panel, markets = app.query_one("#r3-fight"), app.query_one("#r3-markets")
        row = app.query_one("#r3-buttons", ButtonRow)
        for number, state in enumerate((fight, outside, fight, outside)):
            area.show(area_view(RUNEBOUND3, state))
            await pilot.pause()
            fighting = state is fight
            assert fight_panel.display is fighting and markets.display is not fighting
            assert row.display is fighting
            # The first fight turns on the buttons the engine allows (the toss): the row draws them on in its one
            # line, no restyle (eleven `Button`s each restyled when turned on or off); a fight's end, or the same
            # fight again, restyles nothing either.
            assert restyled == [], number
            restyled.clear()
        assert {b.key for b in row.buttons if b.on} == {b.key for b in area_view(RUNEBOUND3, fight).board.fight.buttons
                                                       if b.available} == {"toss"}


async def test_the_runebound3_status_row_is_whole_at_80_columns_and_the_move_dice_are_beside_it() -> None:
    """At 80x24 the one-row status once read "… move dice: 1: forest (spent), 2: hi…": the dice are in the panel beside
    the heroes, a row each, so the status says only whose turn it is, with the act and the time, whole."""
    from rules_engine.runebound3.game import RUNEBOUND3

    state = first_turn_done()
    shown = area_view(RUNEBOUND3, state)
    rolled = replace(shown, view=replace(shown.view, data=replace(shown.board, move_dice=(("forest", True), ("hills", False)))))
    app = RB3AreaApp(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        assert area.short
        area.show(rolled)
        await pilot.pause()
        status = app.query_one("#r3-status", Static)
        row = "".join(segment.text for segment in status.render_line(0)).rstrip()
        assert "…" not in row and row == str(status.tooltip) and "act 1, time" in row
        assert "move dice" not in row
        side = str(app.query_one("#r3-markets").render())
        assert side.startswith("Move dice\n1: forest (spent)\n2: hills")


async def test_the_turn_passing_restyles_no_party_card_of_the_runebound2_board(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.color import Color

    state = movement_window()
    shown = area_view(RUNEBOUND2, state)
    board = shown.board
    other = (board.active + 1) % len(board.parties)
    parties = tuple(replace(party, active=seat == other) for seat, party in enumerate(board.parties))
    passed = replace(shown, view=replace(shown.view, data=replace(board, active=other, parties=parties)))
    app = RB2AreaApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        cards = list(area.query(PartyCard))
        assert len(cards) == len(board.parties) >= 2
        restyled = restyled_nodes(monkeypatch, area)

        def borders_of(view: object) -> None:
            """Each card's border as the stylesheet's rules wrote it: the active party's `round $accent`, another's
            `round $primary 40%`, in the theme in use."""
            colours = app.get_css_variables()
            for card in cards:
                active = view.board.parties[card.seat].active  # type: ignore[attr-defined]
                colour = Color.parse(colours["accent"]) if active else Color.parse(colours["primary"]).multiply_alpha(0.4)
                assert card.has_class("-active") is active
                assert card.styles.border_top == ("round", colour), (card.seat, app.theme)

        for view in (passed, shown, passed, shown):
            area.show(view)
            await pilot.pause()
            borders_of(view)
        assert restyled == []
        app.theme = "textual-light" if app.theme != "textual-light" else "textual-dark"
        await pilot.pause()
        borders_of(shown)
        # A theme of another primary colour: a quiet card whose border it once set itself (it was active) takes the
        # new theme's colours too, not only the active card.
        app.theme = "gruvbox"
        await pilot.pause()
        borders_of(shown)


async def test_what_waits_on_the_class_cards_moves_nothing_below_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Runebound 2e with Class Decks at 80x24: the sentence of what waits on the class cards takes one row, then two,
    then more than fit, from move to move (a timing window opens for one player, then for the last to play, then
    closes): its rows are fixed, so no move lays the board out again; what does not fit ends in "…", the whole in the
    tooltip. The sentence was the threat panel's last row: at 80 columns 8 of the bench's 20 typed moves changed the
    panel's height, and each laid out the whole screen."""
    state = movement_window()
    shown = area_view(RUNEBOUND2, state)
    decks = shown.view.data.class_decks
    assert decks is not None and len(" ".join(decks.waiting)) > 80  # the window's sentence: two rows at 80x24

    def waiting(*lines: str) -> object:
        data = replace(shown.view.data, class_decks=replace(decks, waiting=lines))
        return replace(shown, view=replace(shown.view, data=data))

    longest = ("; ".join(decks.waiting) + " ") * 3
    app = RB2AreaApp(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        line = app.query_one("#rb2-threat-waiting", Static)
        assert line.styles.height is not None and line.styles.height.cells == 2  # fixed: never its text's height
        places = {widget: widget.region for widget in area.query("*")}
        asked = layouts_asked(monkeypatch, area)
        for view in (waiting("no class card waiting"), shown, waiting(longest), shown, waiting("no class card waiting")):
            area.show(view)
            await pilot.pause()
            assert line.region.height == 2
        assert asked == []
        assert {widget: widget.region for widget in area.query("*")} == places
        area.show(waiting(longest))
        await pilot.pause()
        drawn = [strip.text.rstrip() for strip in (line.render_line(y) for y in range(2))]
        assert drawn[1].endswith("…") and line.tooltip == longest


async def test_runebound2_status_now_and_waiting_lines_shown_again_are_drawn_from_their_kept_lines(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The player's order: a move, its undo, its redo. The status, the "Now:" line and what waits on the class cards
    show again what they showed a key ago: each takes the lines it drew then (`RecentLooks`), none is drawn anew
    (each was a `Static` drawn from its text at every key: 0.3-0.5 ms of CPU each in a terminal)."""
    from tests.runebound2.helpers import play

    before = movement_window()
    after = play(play(play(before, "pass Boris"), "pass Cyril"), "pass Anna")  # the window closes: a new moment
    views = [area_view(RUNEBOUND2, state) for state in (before, after)]
    drawn: list[str] = []
    draw_lines = RowText.draw_lines

    def counted(widget: RowText, crop):  # type: ignore[no-untyped-def]  # the lines drawn anew
        if widget.id in ("rb2-status", "rb2-now", "rb2-threat-waiting"):
            drawn.append(str(widget.id))
        return draw_lines(widget, crop)

    monkeypatch.setattr(RowText, "draw_lines", counted)
    app = RB2AreaApp(before)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        texts = []
        for shown in views:  # the move: each line drawn from its new text
            area.show(shown)
            await pilot.pause()
            texts.append([str(app.query_one(f"#{name}", Static).render())
                          for name in ("rb2-status", "rb2-now", "rb2-threat-waiting")])
        assert texts[0] != texts[1] and all(a != b for a, b in zip(*texts)), texts  # every line changed
        drawn.clear()
        for shown, text in ((views[0], texts[0]), (views[1], texts[1])):  # its undo and its redo
            area.show(shown)
            await pilot.pause()
            assert [str(app.query_one(f"#{name}", Static).render())
                    for name in ("rb2-status", "rb2-now", "rb2-threat-waiting")] == text
        assert drawn == []


async def test_runebound2_status_and_now_lines_of_a_move_are_drawn_without_textuals_text_pipeline(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A move changes the status and the "Now:" line: each is drawn anew, its rows built from its lines
    (`RowText`): Textual's text pipeline (`Visual.to_strips`, about half of a one-row `Static`'s drawing) is not
    run for either."""
    from textual.visual import Visual

    from tests.runebound2.helpers import play

    before = movement_window()
    after = play(play(play(before, "pass Boris"), "pass Cyril"), "pass Anna")  # the window closes: a new moment
    piped: list[str] = []
    to_strips = Visual.to_strips.__func__  # type: ignore[attr-defined]

    def counted(cls: type[Visual], widget: Widget, *args: object, **kwargs: object) -> object:
        piped.append(str(widget.id))
        return to_strips(cls, widget, *args, **kwargs)

    app = RB2AreaApp(before)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        monkeypatch.setattr(Visual, "to_strips", classmethod(counted))
        drawn = []
        for state in (after, before, play(after, "next")):
            area.show(area_view(RUNEBOUND2, state))
            await pilot.pause()
            drawn.append([str(app.query_one(f"#{name}", Static).render()) for name in ("rb2-status", "rb2-now")])
        assert all(a != b for a, b in zip(drawn[0], drawn[2])), drawn  # a new status and a new "Now:" drawn
        assert not {"rb2-status", "rb2-now"} & set(piped), piped


async def test_runebound2_tracks_are_written_only_when_they_change(monkeypatch: pytest.MonkeyPatch) -> None:
    """Moves that leave both tracks as they were (the class cards' window passed round) write neither track's text
    nor the one-line tracks; a new theme writes them again in its colours."""
    import screens.runebound2.area as area_module
    from tests.runebound2.helpers import play

    before = movement_window()
    states = [before, play(before, "pass Boris"), play(play(before, "pass Boris"), "pass Cyril")]
    written: list[str] = []
    def counted(name: str) -> object:
        original = getattr(area_module, name)

        def writing(*args: object) -> object:
            written.append(name)
            return original(*args)
        return writing

    for name in ("track_text", "doom_text", "tracks_line"):
        monkeypatch.setattr(area_module, name, counted(name))
    app = RB2AreaApp(before)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        shown = str(app.query_one("#rb2-tracks-line", Static).render())
        assert shown.startswith("Challenge track")
        written.clear()
        for state in states[1:] + states[:1]:
            area.show(area_view(RUNEBOUND2, state))
            await pilot.pause()
        assert written == []
        assert str(app.query_one("#rb2-tracks-line", Static).render()) == shown
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        area.show(area_view(RUNEBOUND2, states[1]))
        await pilot.pause()
        assert sorted(written) == ["doom_text", "track_text", "tracks_line"]


async def test_runebound2_threat_pools_are_written_only_when_the_class_decks_change(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A move that changes a party but not the Class Decks' part of the board (a hero's gold) writes neither the
    threat pools nor what waits on the class cards; a pass in the cards' window writes both."""
    import screens.runebound2.area as area_module
    from tests.runebound2.helpers import play, with_hero

    before = movement_window()
    richer = with_hero(before, 0, gold=before.players[0].gold + 3)
    written: list[str] = []
    threat_text, waiting_text = area_module.threat_text, area_module.waiting_text

    def threat(board: object) -> object:
        written.append("threat")
        return threat_text(board)  # type: ignore[arg-type]

    def waiting(board: object) -> object:
        written.append("waiting")
        return waiting_text(board)  # type: ignore[arg-type]

    monkeypatch.setattr(area_module, "threat_text", threat)
    monkeypatch.setattr(area_module, "waiting_text", waiting)
    app = RB2AreaApp(before)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound2Area)
        written.clear()
        area.show(area_view(RUNEBOUND2, richer))
        await pilot.pause()
        assert written == []
        area.show(area_view(RUNEBOUND2, play(richer, "pass Boris")))
        await pilot.pause()
        assert written == ["threat", "waiting"]
