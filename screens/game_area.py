"""The contract between the shared session frame and each game's own area of the screen.

The session frame (players panel, ruling panel, log, dice tray, command line) is the same for
every game. The middle of the screen is a `GameArea` chosen by game id. A game area renders
state it is given and never decides a rule: to do something it posts `GameArea.Submit` with an
engine action (or a `DiceRequest`), and the frame checks, applies, commits and shows the ruling.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from textual.message import Message
from textual.widget import Widget

from companion.services.fulfillers import Fulfiller
from companion.services.i18n import _, error_text
from companion.services.outcomes import AutomatedStep
from rules_engine.actions import Action
from rules_engine.chance import CardRequest, ChanceRequest
from rules_engine.errors import CommandError
from rules_engine.module_loading import import_present
from rules_engine.game import DiceRequest, Game
from rules_engine.plugin import game_plugins, plugin_of
from screens.card_forms import CardForm
from screens.theme_styles import redraw_on_theme_change


class GameArea(Widget):
    """Base of a game's own area in the session frame."""

    DEFAULT_CSS = """
    GameArea { height: 1fr; }
    """

    #: Set True when the area shows every seat itself: the frame then hides its players panel
    #: so the area gets the whole width (useful at 80x24).
    SHOWS_PLAYERS: ClassVar[bool] = False
    #: The area's keys the frame's footer may leave out while the command line has the focus, when
    #: they do not all fit (after the frame's own least needed keys); the first given goes first.
    #: Those not named are left out last to first, so the keys an area lists first stay longest.
    FOOTER_DROPPED_FIRST: ClassVar[tuple[str, ...]] = ()

    @dataclass
    class Submit(Message):
        """Ask the frame to apply an action (or roll for a dice request, then apply)."""

        action: Action | ChanceRequest
        override: bool = False

    @dataclass
    class Ask(Message):
        """Ask the frame for the ruling an action would get, without applying it (as 'check COMMAND' does).

        A click the rules would refuse (holding a die when no reroll is allowed) posts this, so the
        ruling panel shows the same cited refusal the typed command gets.
        """

        action: Action | DiceRequest

    @dataclass
    class Prefill(Message):
        """Ask the frame to put the start of a typed command in the command line, for the table to finish
        with words only it knows (e.g. the neighbouring space a Runebound 3e retreat steps to)."""

        text: str

    class Automate(Message):
        """Ask the frame to take now the steps the app plays itself (e.g. after switching them to automatic)."""

    def automation(self) -> Fulfiller | None:
        """The app's dice and deck for the steps it plays itself (`Decision.automaton`), when the table lets
        it take them by themselves after each committed action; None (the default) leaves them to the table."""
        return None

    def footer_dropped_first(self) -> tuple[str, ...]:
        """The area's keys the footer leaves out first while the player types (by default `FOOTER_DROPPED_FIRST`;
        an area whose essential keys depend on the state says so here)."""
        return tuple(self.FOOTER_DROPPED_FIRST)

    def card_deck(self, request: CardRequest) -> Fulfiller | None:
        """The app's own deck for a card the table asks for by hand (the card tray's "Draw for me"), or None
        (the default): the table then only names the card it drew."""
        return None

    def card_forms(self, request: CardRequest) -> tuple[CardForm, ...]:
        """The catalogue forms that can give a card this draw needs when the table names one the catalogue lacks
        (the card tray opens one on the name typed); none by default."""
        return ()

    def automated_note(self, steps: tuple[AutomatedStep, ...]) -> str:
        """The line over the last automated step's ruling, saying how many steps the app took ('' for none)."""
        return ""

    def on_mount(self) -> None:
        """A new theme draws the state again (with any dialog the area keeps open) in its colours."""
        redraw_on_theme_change(self, self._draw_again)

    def _draw_again(self) -> None:
        game, state = getattr(self, "game", None), getattr(self, "state", None)
        if game is not None and state is not None:
            self.show_state(game, state)

    def prepare(self, game: Game, state: Any) -> None:
        """Called once with the session's state before the area is composed.

        An area whose widgets depend on the state (one card per seat) can compose them at once,
        instead of mounting them at the first `show_state`, which would lay the board out again
        after it is first shown. The default does nothing.
        """

    def show_state(self, game: Game, state: Any) -> None:
        """Render the state; called after every committed action, undo, redo and refresh."""

    def show_refusal(self, request: Any) -> None:
        """The rules refused `request` (an action or dice request, typed or from the area itself).

        An area that can draw why (a placement on a map) overrides this; the ruling panel shows
        the refusal in every case, so most areas have nothing to add.
        """

    def submit_typed(self, game: Game | None, state: Any, text: str) -> None:
        """Read `text` with the game's grammar and post it as `Submit`, just as if it were typed.

        A key or button of the area that stands for a typed command goes through here; a command
        the grammar can't read is a notification, never a ruling. Nothing happens before a state is shown.
        """
        if game is None or state is None:
            return
        try:
            request = game.parse_command(state, text)
        except CommandError as error:
            self.notify(error_text(error), title=_("Not understood"),
                        severity="warning")
            return
        self.post_message(GameArea.Submit(request))

    def tray_notes(self, request: DiceRequest) -> tuple[str, ...]:
        """Lines the dice tray shows about a roll the game asks for (e.g. its odds); none by default."""
        return ()


_AREAS: dict[str, type[GameArea]] = {}


def register_game_area(game_id: str):
    """Class decorator: use this GameArea for sessions of `game_id`."""

    def register(cls: type[GameArea]) -> type[GameArea]:
        _AREAS[game_id] = cls
        return cls

    return register


def game_area_for(game_id: str) -> type[GameArea] | None:
    """The registered area class for a game, or None (the frame then shows its generic view).

    Only the area module that game's plugin declares is imported when there is one (rules_engine.plugin).
    """
    area = _AREAS.get(game_id)
    plugin = plugin_of(game_id)
    if area is None and plugin is not None and plugin.area_module is not None:
        import_present([plugin.area_module], errors=LOAD_ERRORS)
        area = _AREAS.get(game_id)
    if area is None:
        _ensure_loaded()
        area = _AREAS.get(game_id)
    return area


#: Area modules that failed to import, by module name, with the error (the frame says so and
#: falls back to the generic view instead of failing every session).
LOAD_ERRORS: dict[str, str] = {}


@cache
def _ensure_loaded() -> None:
    """Import the area module of every game plugin once. One broken game screen must not break the
    others: its error is kept in LOAD_ERRORS."""
    import_present((plugin.area_module for plugin in game_plugins() if plugin.area_module is not None),
                   errors=LOAD_ERRORS)
