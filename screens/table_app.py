"""What the screens ask of the app that shows them, typed.

The app is the shell's `CompanionApp`, a layer above the screens, so they cannot import it; Textual
types `Screen.app` as a bare `App`. `TableApp` names the navigation and the store the screens use,
and `companion/shell/app.py` checks (for mypy) that `CompanionApp` is one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from textual.app import App

    from companion.services.store import SessionStore


class TableApp(Protocol):
    """The app as the screens see it."""

    store: SessionStore | None

    def open_session(self, session_id: int, *, locked: bool = False) -> None: ...

    def want_store(self) -> None:
        """Let the store open now (a change asked on the list, a screen that reads or writes through it)."""

    def list_without_store(self) -> bool:
        """Show the home screen's list read again with sqlite3 while the store is not open (`quick_list`): the store
        still waits for something that needs it. False when only the store can read the list."""
        ...

    def wait_for_store(self) -> SessionStore:
        """The open store, waiting for it to open if need be (StoreError when it could not be opened)."""
        ...

    def open_summary(self, session_id: int) -> None: ...

    def new_session(self) -> None: ...

    def open_rules(self, rule_id: str | None = None, *, query: str = "", game: str | None = None,
                   first: str | None = None) -> None: ...

    def open_hero_editor(self) -> None: ...

    def open_catalogue(self) -> None: ...

    def open_catalogue_form(self, game: str, kind: str, *, name: str = "",
                            then: Callable[[dict[str, Any] | None], None] | None = None) -> None: ...

    def open_dice_report(self) -> None: ...

    def open_play_stats(self) -> None: ...

    def action_help(self) -> None: ...

    def typed_into_text(self) -> bool:
        """Whether the last key came while a field that takes typing had the focus."""
        ...


def needs_store(screen: object) -> bool:
    """Whether `screen`, opened over a board or a list read before the store (with sqlite3), needs the store to be
    imported and opened: True unless its class says `NEEDS_STORE = False` (help, the timeline, a prompt or a tray:
    they read what the board already holds, and what they lead to asks for the store itself when it needs it)."""
    return bool(getattr(screen, "NEEDS_STORE", True))


def table_app(app: App[Any]) -> TableApp:
    """`app` as the table's app (every screen of the product runs in one)."""
    return cast("TableApp", app)


def open_store(app: App[Any]) -> SessionStore:
    """The app's store, waiting for it to open if need be: a change asked on the list read before the store (a
    rename, a deletion) is written through it once it is open, as a board's first move is (StoreError when the
    store could not be opened)."""
    store = table_app(app).store
    return store if store is not None else table_app(app).wait_for_store()
