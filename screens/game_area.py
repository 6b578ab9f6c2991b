"""The contract between the shared session frame and each game's own area of the screen.

The session frame (players panel, ruling panel, log, dice tray, command line) is the same for
every game. The middle of the screen is a `GameArea` chosen by game id. A game area is shown one
typed value per refresh (`GameArea.show(AreaView)`: the state, the game's view with its typed board,
and the engine's checked choices, each computed once) and never decides a rule: to do something it
posts `GameArea.Submit` with an engine action (or a `DiceRequest`), and the frame checks, applies,
commits and shows the ruling. Its dialogs are the one choice dialog (`screens.choice_dialog`), opened
with `open_choices` and opened again after each step while the flow it belongs to goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.message import Message
from textual.widget import Widget

from companion.services.fulfillers import Fulfiller
from companion.services.i18n import _, reference_text, translate
from companion.services.outcomes import AutomatedStep
from rules_engine.actions import Action
from rules_engine.chance import CardRequest, ChanceRequest
from rules_engine.module_loading import import_present
from rules_engine.game import DiceRequest
from rules_engine.plugin import game_plugins, plugin_of
from rules_engine.ruling import Ruling
from screens.area_view import AreaView
from screens.theme_styles import redraw_on_theme_change

if TYPE_CHECKING:  # imported where a dialog is first opened: a board's first frame shows none
    from screens.card_forms import CardForm
    from screens.card_instead import CardInstead
    from screens.choice_dialog import ChoiceDialog, Offer, Option

#: What an area's dialog shows for a view: an offer, or None when the flow it belongs to is over.
OfferBuilder = Callable[[AreaView], "Offer | None"]


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

    def card_instead(self, request: CardRequest) -> CardInstead | None:
        """What the table may do instead of drawing the card (the card tray offers it beside the draw), or None (the
        default): the draw is the only way on."""
        return None

    def automated_note(self, steps: tuple[AutomatedStep, ...]) -> str:
        """The line over the last automated step's ruling, saying how many steps the app took ('' for none)."""
        return ""

    #: The view last shown (None before the first `show`).
    shown: AreaView | None = None
    #: The flow of choices open (its dialog shown, or to be shown again after the step submitted), or None.
    _flow: OfferBuilder | None = None
    #: A step of the flow was submitted: the next view shown opens the dialog again.
    _awaiting: bool = False
    #: The dialog of the flow on screen, or None.
    _dialog: ChoiceDialog | None = None

    def on_mount(self) -> None:
        """A new theme draws the view again (with any dialog the area keeps open) in its colours."""
        redraw_on_theme_change(self, self._draw_again)

    def on_unmount(self) -> None:
        """No longer redrawn with a new theme: the app's signal would otherwise keep the closed area (and its board)
        alive, as it holds its subscribers strongly."""
        self.app.theme_changed_signal.unsubscribe(self)

    def _draw_again(self) -> None:
        if self.shown is None:
            return
        self.draw(self.shown)
        dialog, build = self._dialog, self._flow
        if dialog is not None and dialog.is_attached and build is not None:  # the open dialog, in the new colours
            offer = build(self.shown)
            if offer is not None:
                dialog.show_offer(replace(offer, result=dialog.offer.result))

    def prepare(self, view: AreaView) -> None:
        """Called once with the session's first view before the area is composed.

        An area whose widgets depend on it (one card per seat) can compose them at once,
        instead of mounting them at the first `show`, which would lay the board out again
        after it is first shown. The default does nothing.
        """

    def show(self, view: AreaView) -> None:
        """Render the view (after every committed action, undo, redo and refresh); an open flow of choices goes on."""
        self.shown = view
        self.draw(view)
        self._follow_flow(view)

    def draw(self, view: AreaView) -> None:
        """Draw the view: what each area implements (the default draws nothing)."""

    def show_refusal(self, request: object) -> None:
        """The rules refused `request` (an action or dice request, typed or from the area itself).

        A flow of choices waiting for its step ends (the ruling panel shows the refusal, and the house-rule
        question follows); an area that can draw why (a placement on a map) does so in `draw_refusal`.
        """
        self._awaiting = False
        self.draw_refusal(request)

    def draw_refusal(self, request: object) -> None:
        """Draw why `request` was refused, where the area can (most areas have nothing to add)."""

    # -- the one choice dialog ------------------------------------------------------------------

    def open_choices(self, build: OfferBuilder) -> bool:
        """Open the choice dialog with what `build` offers for the view shown; after each step it submits, the
        dialog opens again with what `build` offers then, until it is closed or `build` says the flow is over
        (None). False when there was nothing to open."""
        if self.shown is None:
            return False
        self._flow, self._awaiting = build, False
        return self._open_dialog(self.shown, first=True)

    def _open_dialog(self, view: AreaView, first: bool = False) -> bool:
        build = self._flow
        offer = build(view) if build is not None else None
        if offer is None:
            self._flow = None
            return False
        if not first and view.ruling is not None and not str(offer.result):
            offer = replace(offer, result=ruling_result(view.ruling))
        from screens.choice_dialog import ChoiceDialog  # the first dialog's import (not at the board's opening)

        self._dialog = ChoiceDialog(offer)
        self.app.push_screen(self._dialog, self._picked)
        return True

    def _picked(self, option: Option | None) -> None:
        """The dialog closed: with nothing (the flow ends), a step of the area's own, or a step to submit."""
        self._dialog = None
        if option is None or self.shown is None:
            self._flow = None
            return
        if self.picked_here(option):
            self._open_dialog(self.shown)
            return
        if isinstance(option.value, (Action, CardRequest, DiceRequest)):
            self._awaiting = True
            self.post_message(GameArea.Submit(option.value))
            return
        self._flow = None

    def picked_here(self, option: Option) -> bool:
        """An option that is a step of the area's own (marking a monster for an attack): take it and return
        True, and the dialog opens again at once; the default takes none."""
        return False

    def _follow_flow(self, view: AreaView) -> None:
        """A step of the flow was applied: open the dialog again, once the area's screen is on top again."""
        if self._flow is None or not self._awaiting:
            return
        self._awaiting = False
        self.call_after_refresh(self._reopen)

    def _reopen(self) -> None:
        if self._flow is None or self.shown is None or not self.is_attached:
            return
        if self.app.screen is not self.screen or self._dialog is not None:
            self._flow = None  # something else is on top (the house-rule question): the flow ends there
            return
        self._open_dialog(self.shown)

    def tray_notes(self, request: DiceRequest) -> tuple[str, ...]:
        """Lines the dice tray shows about a roll the game asks for (e.g. its odds); none by default."""
        return ()


def ruling_result(ruling: Ruling) -> Text:
    """The result of the step just taken, for the dialog that opens after it: the verdict, each effect, and each
    section cited once."""
    text = Text()
    text.append((_("✗ Refused: ") if not ruling.allowed else "✓ ") + translate(ruling.message) + "\n", style="bold")
    for effect in ruling.effects:
        text.append(f"  {translate(effect)}\n")
    for reference in dict.fromkeys(reference_text(citation) for citation in ruling.citations):
        text.append("  " + _("see {reference}").format(reference=reference) + "\n", style="dim")
    return text


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
