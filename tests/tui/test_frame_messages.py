"""The messages a move posts to the session frame, and how Textual finds their handlers there: counted, never timed.

Every widget a move refreshes posts an `Update` to its screen (eight or nine a typed move on Runebound 2e's board).
Textual looks for a message's handler along the receiver's classes, its own class first, and stops at the class
after the handler that prevents the default (`Message._no_default_action`, read once for each class looked at).
The frame has twenty-six classes (its jobs in `screens/session/` first); the handler of an `Update` was Textual's
`Screen._on_update`, twenty classes down, so each of those was looked at for every `Update`. The frame names the
same handler on its own class: two classes are looked at, and the widget is marked to be drawn as before.
"""

from __future__ import annotations

from textual import messages
from textual.message import Message

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.session_frame import SessionFrame
from tests.tui.conftest import SIZE
from tests.tui.drive import resume_first
from tests.tui.test_game_keys_in_help import dice_throne_session

_NO_DEFAULT = Message._no_default_action  # the slot the property below reads and writes


class CountedUpdate(messages.Update):
    """An `Update` that counts the classes its receiver looks at for a handler (one read of the flag each)."""

    def __init__(self, widget) -> None:  # type: ignore[no-untyped-def]  # a Textual widget
        self.looked_at = 0
        super().__init__(widget)

    @property  # type: ignore[override]  # a slot of Message, read through this property
    def _no_default_action(self) -> bool:
        self.looked_at += 1
        return bool(_NO_DEFAULT.__get__(self))

    @_no_default_action.setter
    def _no_default_action(self, value: bool) -> None:
        _NO_DEFAULT.__set__(self, value)


CountedUpdate.handler_name = "on_update"  # after the class is made: Textual names a message's handler after its class


async def test_an_update_to_the_frame_is_handled_by_its_own_class_and_marks_the_widget_to_draw(
        store: SessionStore) -> None:
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        assert isinstance(frame, SessionFrame) and len(type(frame).__mro__) > 20
        await pilot.pause()
        line = frame.query_one("#command-help")
        frame._dirty_widgets.discard(line)
        update = CountedUpdate(line)
        update.looked_at = 0
        await frame._dispatch_message(update)
        assert line in frame._dirty_widgets  # Textual's handler ran: the widget is drawn in the next frame
        assert update.looked_at <= 2, update.looked_at  # the frame's own class, and the one after it
        await pilot.pause()
        assert line not in frame._dirty_widgets  # drawn
