"""The Runebound 3e fight's eleven buttons are one widget drawing one line (`screens/button_row.py`).

Eleven `Button`s in a `Horizontal` were twelve widgets to show, arrange, style and draw when a fight began, the first
fight of a session drawing each for the first time (docs/benchmarks.md, "Twenty-fourth pass"). Counted, never timed:
the widgets drawn and the messages sent to the row as a fight begins. And the row does what the buttons did: a click
on an on label presses that button (tests/runebound3/test_screens_fight_buttons.py clicks each kind), a click on an
off one does nothing, hovering a label shows that button's tooltip (the engine's reason and its keys), and the row
focused takes left, right and Enter.
"""

from __future__ import annotations

import pytest
from textual.message import Message
from textual.events import Callback
from textual.message_pump import MessagePump
from textual.widget import Widget

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.runebound3.actions import Adventure
from screens.runebound3 import Runebound3Area
from tests.runebound3.fight_row import fight_button, fight_row
from tests.runebound3.helpers import challenge, fighting_setup
from tests.runebound3.screen_apps import AreaApp
from tests.runebound3.fight_moves import quiet_board_before_a_fight
from tests.runebound3.test_screens_fight_buttons import blast_fight
from tests.support.typed_submit import submit_typed
from tests.tui.test_partial_redraws import settle


async def test_a_fight_beginning_draws_its_buttons_as_one_widget_and_sends_them_a_few_messages(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """The first fight of the session begins: of the fight's row and what is in it, one widget is drawn (twelve were:
    the row and its eleven buttons), and a handful of messages reach them (some forty did: each button's Show,
    Resize, Prompt and the rest)."""
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await quiet_board_before_a_fight(pilot)
        row = frame.query_one("#r3-buttons")
        in_row = set(row.walk_children(Widget, with_self=True))
        drawn: list[Widget] = []
        messages: list[Message] = []
        render_lines, post_message = Widget.render_lines, MessagePump.post_message

        def counted_render(widget: Widget, crop):  # type: ignore[no-untyped-def]
            if widget in in_row:
                drawn.append(widget)
            return render_lines(widget, crop)

        def counted_post(pump: MessagePump, message: Message) -> bool:
            if pump in in_row and not isinstance(message, Callback):  # not the Pilot's own waits
                messages.append(message)
            return post_message(pump, message)

        monkeypatch.setattr(Widget, "render_lines", counted_render)
        monkeypatch.setattr(MessagePump, "post_message", counted_post)
        frame.apply(Adventure(challenge("Wolf", "enemy")))
        await settle(pilot)
        assert row.display and row.region.height == 1
        assert len(set(drawn)) == 1 and len(drawn) == 1, drawn
        assert len(messages) <= 4, [type(m).__name__ for m in messages]


async def test_hovering_a_label_shows_that_buttons_tooltip() -> None:
    app = AreaApp(blast_fight())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        submit_typed(app.query_one(Runebound3Area), "landed wing double axe surge shield miss wing / skull miss miss skull miss")
        await pilot.pause()
        row = fight_row(app)
        for key in ("reroll", "shield", "retreat"):  # on, then off (each with the engine's reason and its keys)
            await pilot.hover(row, offset=row.offset_of(key))
            assert row.tooltip == fight_button(app, key).tooltip and row.tooltip
        assert "only between rounds" in str(row.tooltip) and "key: t on the focused board (f3)" in str(row.tooltip)
        last = row.spans()[-1][1]
        await pilot.hover(row, offset=(last + 2, 0))  # past the labels: no button, no tooltip
        assert row.tooltip is None


async def test_the_focused_row_presses_the_button_shown_focused_with_enter_left_and_right_going_round() -> None:
    app = AreaApp(blast_fight())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        submit_typed(area, "landed wing double axe surge shield miss wing / skull miss miss skull miss")
        await pilot.pause()
        row = fight_row(app)
        on = [button.key for button in row.buttons if button.on]
        assert len(on) >= 3 and row.focusable
        row.focus()
        await pilot.pause()
        before, pressed = len(app.submitted), area.fight_button(on[1])
        await pilot.press("left", "right", "right", "enter")  # round to the last, back to the first, on to the second
        await pilot.pause()
        assert pressed is not None and pressed.submits is not None and app.submitted[before:] == [pressed.submits]


async def test_a_click_on_an_off_label_presses_nothing_and_a_row_of_off_buttons_takes_no_focus() -> None:
    app = AreaApp(blast_fight())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        row = fight_row(app)
        assert [button.key for button in row.buttons if button.on] == ["toss"]  # before the toss
        await pilot.click(row, offset=row.offset_of("strike"))
        await pilot.pause()
        assert app.submitted == []
        row.show(tuple(type(b)(b.key, b.label, False, b.tooltip) for b in row.buttons))
        assert not row.focusable
