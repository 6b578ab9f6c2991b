"""Waiting in Pilot tests for Textual's command palette to have gathered its hits.

The palette searches in a worker, a keystroke at a time (each change of its input cancels the search before and
starts another), and shows its hits in batches a quarter of a second apart. A test that looks after a fixed sleep
(`pilot.pause(0.3)`) sees the hits only if the machine ran the search within that time; on a loaded one it did not.
These waits look for the search itself: the palette has heard the input's latest text and no search of it runs.
"""

from __future__ import annotations

from textual.command import CommandInput, CommandList, CommandPalette
from textual.message import Message
from textual.pilot import Pilot
from textual.widgets import Input

from tests.support.pilot_waits import until


class WatchedPalette:
    """The command palette on top, and the texts of its input it has heard (in the order heard)."""

    def __init__(self, palette: CommandPalette) -> None:
        self.palette = palette
        self.heard: list[str] = []
        palette.message_signal.subscribe(palette, self._heard, immediate=True)

    def _heard(self, message: Message) -> None:
        if isinstance(message, Input.Changed):
            self.heard.append(message.value)

    @property
    def typed(self) -> str:
        """What the palette's input holds."""
        return self.palette.query_one(CommandInput).value

    def searching(self) -> bool:
        """True while a search of the palette runs (its worker is removed once it has shown its hits)."""
        return any(worker.node is self.palette for worker in self.palette.app.workers)

    def gathered(self) -> bool:
        """True once the palette has shown the hits for what its input holds (every command, for nothing typed)."""
        heard_it = self.heard[-1] == self.typed if self.heard else not self.typed
        return heard_it and self.palette.has_class("-ready") and not self.searching()

    def shown(self) -> list[str]:
        """The first line of each hit the palette shows, in its order."""
        hits = self.palette.query_one(CommandList)
        return [str(hits.get_option_at_index(i).prompt).split("\n")[0] for i in range(hits.option_count)]


async def until_the_palette_is_open(pilot: Pilot, what: str = "the command palette") -> WatchedPalette:
    """Pause until a command palette (or a picker built on it) is on top with its input, and has gathered the hits
    for its empty input; the palette, watched."""
    await until(pilot, lambda: isinstance(pilot.app.screen, CommandPalette)
                and bool(pilot.app.screen.query(CommandInput)), what)
    screen = pilot.app.screen
    assert isinstance(screen, CommandPalette)
    watched = WatchedPalette(screen)
    await until(pilot, watched.gathered, f"{what} has gathered its commands")
    return watched


async def palette_opened(pilot: Pilot) -> WatchedPalette:
    """Press ctrl+p and wait for the palette to have gathered its commands (a failure says what the app was doing)."""
    await pilot.press("ctrl+p")
    try:
        return await until_the_palette_is_open(pilot)
    except AssertionError as error:
        raise AssertionError(f"{error}; after ctrl+p, {app_state(pilot)}") from None


def app_state(pilot: Pilot) -> str:
    """What decides where a key goes, for a wait that failed: the screens, the focus, the keys the app holds until a
    board is shown (`CompanionApp._early_keys`), whether the palette's key acts, and the app's workers."""
    app = pilot.app
    held = getattr(app, "_early_keys", None)
    workers = ", ".join(f"{worker.name} ({worker.group}): {worker.state.name}" for worker in app.workers)
    return (f"screens {[type(screen).__name__ for screen in app.screen_stack]}, focused {app.focused!r}, "
            f"keys held {None if held is None else [key.key for key in held]}, "
            f"palette key acts {app._check_action_state('command_palette', app)}, workers [{workers}]")


async def searched(pilot: Pilot, watched: WatchedPalette, text: str) -> None:
    """Type `text` in the palette and pause until it has shown the hits for what its input then holds."""
    expected = watched.typed + text
    await pilot.press(*text)
    await until(pilot, lambda: watched.typed == expected and watched.gathered(), f"the palette's hits for {expected!r}")
