"""The Runebound 3rd edition area of the session frame: the time track, one panel per hero, and the
combat board with the exact odds before each toss.

It draws the board's typed view data (`rules_engine.runebound3.board`) and never decides a rule:
every button and key posts the typed value the engine built for it with `GameArea.Submit` (a retreat, after
the retreat form says the neighbouring space); the
frame checks, applies and shows the ruling (a refusal with its rule).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.widgets import Static

from companion.services.fulfillers import AppChance, Fulfiller
from companion.services.i18n import _, pgettext, translate
from rules_engine.chance import CardRequest, DiceRequest
from rules_engine.game import Game
from rules_engine.messages import N_
from rules_engine.plurals import count as count_of
from rules_engine.runebound3.board import R3Board
from rules_engine.runebound3.challenge_decks import CHALLENGE_DECKS
from rules_engine.runebound3.combat.board import CombatBoard
from rules_engine.runebound3.fight_buttons import BUTTONS, FightButton
from rules_engine.runebound3.fighting import TERRAIN_DIE
from rules_engine.runebound3.words import CONTEXT
from cards_db.runebound3_typed_words import enemy_words, item_words
from screens.card_forms import CardForm
from screens.area_view import AreaView
from screens.button_row import ButtonRow, RowButton
from screens.clickable_lines import ClickableLines
from screens.game_area import GameArea, register_game_area
from screens.kept_rows import KeptRowLines
from screens.runebound3.combat_board import fight_text
from screens.runebound3.retreat_form import RetreatForm
from screens.runebound3.time_spaces import TimeSpacesDialog, TimeTrackPanel
from screens.runebound3.widgets import STYLE_ROLES, heroes_text, markets_text, time_text
from screens.text_panel import TextPanel
from screens.content_updates import show_content

#: From this many rows of the terminal up, the odds' assumptions are listed under them.
ASSUMPTIONS_FROM = 30
#: Below this many rows (the session frame's `-short` breakpoint) the acting hero's panel leads the left column.
SHORT_BELOW = 40

#: The width of the scroll beside the heroes while it shows a fight on a short board (80x24), where half the board
#: would not show both sides of the fight; elsewhere, and outside a fight, the stylesheet's (`#r3-side`).
SIDE_WIDTH_IN_FIGHT = "2fr"
#: The fight's keys outside the board: the frame routes these from anywhere in the session.
FRAME_KEYS = {"toss": "f5", "strike": "f4", "shield": "f6", "take": "f7", "pass": "f8", "stay": "f9"}
#: Each fight key's tooltip on the focused board (the footer translates it).
FIGHT_TOOLTIPS = {
    "toss": N_("Fight: Toss"), "strike": N_("Fight: Strike"), "flip": N_("Fight: Flip"), "reroll": N_("Fight: Reroll"),
    "double": N_("Fight: Pair"), "surge": N_("Fight: Surge"), "shield": N_("Fight: Shield"), "take": N_("Fight: Take"),
    "pass": N_("Fight: Pass"), "stay": N_("Fight: Stay"), "retreat": N_("Fight: Retreat"),
}
#: The keys the focused combat board (f3) takes: every fight button, by a letter.
BOARD_KEYS = {"toss": "o", "strike": "s", "flip": "f", "reroll": "r", "double": "d", "surge": "u", "shield": "h",
              "take": "k", "pass": "p", "stay": "y", "retreat": "t"}


def status_text(data: R3Board, short: bool = False, width: int | None = None) -> Text:
    """One line (one row on the board; the whole of it in the row's tooltip): what the game waits for, with the
    challenge under way, and whose turn with the actions left; on a `short` board, whose time track panel sits below
    the heroes, last the act and the time token's space, left out when the row (`width` columns) has no room for them.

    What the panel beside the heroes shows at its top is not said again here (the status once held it all and was cut
    with an ellipsis at 80 columns): a move's dice, a drawn event's two options and the story quests are there, a row
    each (`widgets.markets_text`)."""
    text = Text()
    active = next((h for h in data.heroes if h.active), None)
    stage = pgettext(CONTEXT, data.stage)
    if data.challenge:
        text.append(_("Stage: {stage} ({challenge})").format(stage=stage, challenge=data.challenge), style="bold")
    else:
        text.append(_("Stage: {stage}").format(stage=stage), style="bold")
    if active is not None:
        text.append(" · " + _("turn: {player} ({actions} left)").format(
            player=active.player, actions=translate(count_of(active.actions_left, 'action', 'actions'))))
    if short:
        time = " · " + _("act {act}, time {position}/{length}").format(
            act=data.time.act, position=data.time.position, length=data.time.length)
        if width is None or text.cell_len + cell_len(time) <= width:
            text.append(time)
    return text


def key_hint(key: str) -> str:
    """The keys that press a fight button: its f-key from anywhere (if it has one), its letter on the board."""
    frame = _("{key}, or").format(key=FRAME_KEYS[key]) + " " if key in FRAME_KEYS else ""
    return _("key: {frame}{letter} on the focused board (f3)").format(frame=frame, letter=BOARD_KEYS[key])


class FightBoard(VerticalScroll):
    """The scroll beside the heroes: the markets outside a fight, the combat board in one; focused (f3), a letter
    presses each fight button."""

    BINDINGS = [Binding(letter, f"press('{key}')", label, id=f"r3.board.{key}", tooltip=FIGHT_TOOLTIPS[key])
                for (key, label), letter in ((b, BOARD_KEYS[b[0]]) for b in BUTTONS)]

    @dataclass
    class Pressed(Message):
        """A fight button's key was pressed on the board."""

        key: str

    def action_press(self, key: str) -> None:
        """Hand the key to the area, as if its button were clicked."""
        self.post_message(self.Pressed(key))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The letters press the fight's buttons only while a fight run token by token is on the board: outside one
        the scroll shows the markets (still focused after a fight ends, or when tabbed to), and its keys only scroll."""
        if action == "press":
            area = next((node for node in self.ancestors if isinstance(node, Runebound3Area)), None)
            return area is not None and area.fight_on_board()
        return True


@register_game_area("runebound3")
class Runebound3Area(GameArea):
    """Whose turn and stage, the time track, every hero's panel, and beside them the fight run token by
    token or, outside a fight, the markets and challenge tokens."""

    DEFAULT_CSS = (Path(__file__).parent / "runebound3.tcss").read_text(encoding="utf-8")
    #: Unscoped: its stylesheet also says how the board grows with the session frame's breakpoints
    #: (`SessionFrame.-tall ...`), which a scoped rule (under this widget) could not see.
    SCOPED_CSS = False
    SHOWS_PLAYERS = True
    COMPONENT_CLASSES = {f"r3--{role}" for role in STYLE_ROLES}
    BINDINGS = [
        Binding("f5", "fight('toss')", N_("Toss"), id="r3.toss",
                tooltip=N_("Toss every token of both sides (or enter the table's in the tray)")),
        Binding("f4", "fight('strike')", N_("Strike"), id="r3.strike",
                tooltip=N_("Spend every damage token the rules allow now (axes and bolts, or skulls)")),
        Binding("f6", "fight('shield')", N_("Shield"), id="r3.shield",
                tooltip=N_("Spend every shield showing against the damage about to land")),
        Binding("f7", "fight('take')", N_("Take"), id="r3.take", tooltip=N_("Let the damage about to land hit")),
        Binding("f8", "fight('pass')", N_("Pass"), id="r3.pass", tooltip=N_("Take no more combat actions this round")),
        Binding("f9", "fight('stay')", N_("Stay"), id="r3.stay", tooltip=N_("Between rounds: stay in the fight")),
        Binding("f3", "focus_fight", N_("Board"), id="r3.board",
                tooltip=N_("Focus the combat board: arrows scroll it, a letter presses each fight button")),
        Binding("f10", "time_spaces", N_("Time track"), id="r3.time", show=False,
                tooltip=N_("What each space of the time track does (clicking a space opens it too)")),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game: Game | None = None
        self.state: Any = None
        self.data: R3Board | None = None
        #: The hero last clicked (marked '◆ selected'), or None.
        self.selected: int | None = None
        #: The app's own decks: a market dealt or an item traded for, drawn from the items the session knows.
        self.chance: Fulfiller = AppChance.system()
        #: Whether the footer's fight keys were last asked for in a fight run token by token (None: never asked).
        self._fighting: bool | None = None
        #: Whether the scroll beside the heroes shows the fight (else the markets), and is widened for it.
        self._side_shows_fight = False
        self._side_wide = False

    def card_deck(self, request: CardRequest) -> Fulfiller | None:
        """The app's deck for an item card (a market dealt, a trade) or a challenge card (an adventure): the card
        tray's "Draw for me" draws one of the cards of that deck the session knows (saying so when it knows none,
        and the table names its own card); other decks are the table's."""
        return self.chance if request.deck == "items" or request.deck in CHALLENGE_DECKS else None

    def card_forms(self, request: CardRequest) -> tuple[CardForm, ...]:
        """An item card the catalogue lacks is typed in the item form; a challenge card in the enemy form (other
        challenge cards are named, or typed with their values in the adventure command)."""
        if request.deck == "items":
            return (CardForm("runebound3", "item", N_("item"), item_words),)
        if request.deck in CHALLENGE_DECKS:
            return (CardForm("runebound3", "enemy", N_("enemy"), enemy_words),)
        return ()

    def tray_notes(self, request: DiceRequest) -> tuple[str, ...]:
        """For a terrain die the app cannot roll yet: how the table describes its die, so the app rolls it after."""
        if request.die.id != TERRAIN_DIE.id or request.die.can_roll():
            return ()
        return (N_("Describe your terrain die once and the app rolls it: type terrain-die and each face's symbols "
                   "joined by + (terrain-die plains+road forest …), or use the catalogue for new games."),)

    def compose(self) -> ComposeResult:
        yield Static("", id="r3-status", markup=False)
        # The fight's eleven buttons, one widget drawing one line (`ButtonRow`); shown in a fight run token by token.
        yield ButtonRow(id="r3-buttons")
        with Horizontal(id="r3-body"):
            with VerticalScroll(id="r3-left"):
                yield TimeTrackPanel(id="r3-time", classes="clickable")
                yield KeptRowLines(id="r3-heroes")  # a move redraws only the rows that changed (the actions left)
            # One scroll beside the heroes shows the markets or the fight: its scroll bar (there at 80x24 either way)
            # stays as it was when a fight begins or ends, which then lays the screen out once (`_draw`).
            with FightBoard(id="r3-side"):
                yield TextPanel(id="r3-fight")
                yield TextPanel(id="r3-markets")

    # -- drawing ------------------------------------------------------------------------------

    def styles_by_role(self) -> dict[str, Style]:
        """The theme's style for each role the panels colour."""
        return {role: self.get_component_rich_style(f"r3--{role}", partial=True) for role in STYLE_ROLES}

    def draw(self, view: AreaView) -> None:
        """Draw the board (the view's typed board); the footer's fight keys are asked again only when a fight run token
        by token begins or ends (`check_action`), not at every move."""
        self.game, self.state = view.game, view.state
        self.data = view.board
        self._draw()
        fighting = self.fight_on_board()
        if fighting is not self._fighting:
            self._fighting = fighting
            self.refresh_bindings()

    def _draw(self) -> None:
        if self.data is None:
            return
        styles = self.styles_by_role()
        status = self.query_one("#r3-status", Static)
        # The row's width once laid out; before that the frame's less its border and padding.
        width = status.size.width or max(self.app.size.width - 4, 1)
        said = status_text(self.data, self.short, width)
        if show_content(status, said, layout=False):  # one row whatever it says: nothing below it moves
            status.tooltip = status_text(self.data, self.short).plain  # the whole line (a very long name is cut)
        self.query_one("#r3-time", TimeTrackPanel).show_track(time_text(self.data.time, styles), self.data.time.length)
        rows: list[str | None] = []
        heroes = heroes_text(self.data.heroes, styles, selected=self.selected, rows=rows, active_first=self.short)
        self.query_one("#r3-heroes", KeptRowLines).show_lines(heroes, rows)
        show_content(self.query_one("#r3-markets", TextPanel),
                     markets_text(self.data.markets, self.data.challenge_tokens, styles, move_dice=self.data.move_dice,
                                  trading_in=self.data.trading_city, options=self.data.challenge_options,
                                  story_quests=self.data.story_quests))
        fight = self.data.fight
        fighting = fight is not None and fight.board is not None
        # The fight's panel or the markets' beside the heroes, in one scroll, each shown or hidden by itself, and the
        # scroll back at its top when what it shows changes; in a fight run token by token, its buttons in the status's
        # row. On a tall board nothing else moves or rewraps as a fight begins or ends; on a short one the scroll is
        # wider in a fight, by its own width (a class, on the scroll or the area, would apply the stylesheet again to
        # the nodes under it: the area's 22 as a fight begins or ends).
        side = self.query_one("#r3-side", FightBoard)
        wide = fight is not None and self.short
        if self._side_wide is not wide:
            self._side_wide = wide
            side.styles.width = SIDE_WIDTH_IN_FIGHT if wide else None  # None: the stylesheet's
        if self._side_shows_fight is not (fight is not None):
            self._side_shows_fight = fight is not None
            self.query_one("#r3-fight").display = fight is not None
            self.query_one("#r3-markets").display = fight is None
            if side.scroll_offset.y:
                side.set_scroll(None, 0)
        status.display = not fighting
        self.query_one("#r3-buttons").display = fighting
        if fight is not None:
            roomy = self.app.size.height >= ASSUMPTIONS_FROM
            show_content(self.query_one("#r3-fight", TextPanel), fight_text(fight, styles, assumptions=roomy))
        self._show_buttons(fight.buttons if fighting and fight is not None else None)

    def _show_buttons(self, ruled_buttons: tuple[FightButton, ...] | None) -> None:
        """The fight's buttons: each on or off as the engine says, its tooltip the engine's reason and its keys; outside
        a fight run token by token the row is hidden (`_draw`) and left as it was (what it says is seen only in a fight,
        which says it anew)."""
        if ruled_buttons is None:
            return
        buttons = {b.key: b for b in ruled_buttons}
        shown = []
        for key, label in BUTTONS:
            ruled = buttons.get(key)
            # What the engine says this button does now, or why it cannot be pressed (with the rule).
            tooltip = f"{translate(ruled.reason)}\n{key_hint(key)}" if ruled is not None else None
            shown.append(RowButton(key, _(label), ruled is not None and ruled.available, tooltip))
        self.query_one("#r3-buttons", ButtonRow).show(tuple(shown))

    @property
    def short(self) -> bool:
        """A short terminal (the session frame's `-short` breakpoint, 80x24): the acting hero goes first."""
        return self.app.size.height < SHORT_BELOW

    def _arrange(self) -> None:
        """On a short board the heroes (the acting one first) come above the time track, so the acting hero's
        counters are in sight without scrolling; on a taller one the time track leads, as the book lays it out."""
        left = self.query_one("#r3-left", VerticalScroll)
        heroes, time = self.query_one("#r3-heroes"), self.query_one("#r3-time")
        first = heroes if self.short else time
        if left.children and left.children[0] is not first:
            left.move_child(first, before=0)

    def on_resize(self) -> None:
        self._arrange()
        self.call_after_refresh(self._draw)

    def on_mount(self) -> None:
        self.query_one("#r3-time").tooltip = _("Click a space of the track (or press f10) to see what it does")
        self.query_one("#r3-heroes").tooltip = _("Click a hero to select it (click again to clear)")

    @on(ClickableLines.Clicked, "#r3-heroes")
    def _hero_clicked(self, event: ClickableLines.Clicked) -> None:
        """Select the clicked hero (no Runebound 3e rule has a hero choose another hero as a target)."""
        event.stop()
        seat = int(event.target)
        self.selected = None if self.selected == seat else seat
        self._draw()

    @on(TimeTrackPanel.SpaceClicked)
    def _space_clicked(self, event: TimeTrackPanel.SpaceClicked) -> None:
        event.stop()
        self.action_time_spaces(event.space)

    def action_time_spaces(self, space: int | None = None) -> None:
        """Show what each space of the time track does, on `space` (else the time token's)."""
        if self.state is not None:
            self.app.push_screen(TimeSpacesDialog(self.state, space))

    # -- actions --------------------------------------------------------------------------------

    def fight_on_board(self) -> bool:
        """Whether a fight run token by token is on the board (its buttons and keys work)."""
        return self._combat() is not None

    def _combat(self) -> CombatBoard | None:
        fight = self.data.fight if self.data is not None else None
        return fight.board if fight is not None else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The fight's keys exist only in a fight run token by token; whether one is allowed now is the engine's."""
        if action in ("fight", "focus_fight"):
            return self.fight_on_board()
        return True

    def fight_button(self, key: str) -> FightButton | None:
        """The engine's word on one fight button now: what it submits, or why not."""
        fight = self.data.fight if self.data is not None else None
        return next((b for b in fight.buttons if b.key == key), None) if fight is not None else None

    def action_fight(self, action: str) -> None:
        """A fight button or its key: what the engine built for it (an action, or the toss's chance request) goes
        to the frame, which rules on it. Not available now, a button naming no token (toss, take, pass, stay)
        still submits what the engine built, to be refused by rule; a spend with no token to name says the
        engine's reason and submits nothing. A retreat opens the retreat form, for the table to say the
        neighbouring space; the retreat it builds is submitted like any other button's."""
        button = self.fight_button(action)
        if button is None:
            return
        if button.available and not button.complete:
            self.app.push_screen(RetreatForm(self.state), self._retreat_entered)
            return
        if button.submits is None:
            self.notify(_("{button}: {reason}").format(
                button=_(button.label), reason=translate(button.reason)), title=_("Not now"),
                        severity="warning")
            return
        self.post_message(GameArea.Submit(button.submits))

    def _retreat_entered(self, request: DiceRequest | None) -> None:
        """The retreat form closed: submit the retreat it built (nothing when it was cancelled)."""
        if request is not None:
            self.post_message(GameArea.Submit(request))

    def action_focus_fight(self) -> None:
        """Focus the combat board, to scroll it."""
        self.query_one("#r3-side", FightBoard).focus()

    @on(ButtonRow.Pressed)
    def _pressed(self, event: ButtonRow.Pressed) -> None:
        event.stop()
        self.action_fight(event.key)

    @on(FightBoard.Pressed)
    def _board_key(self, event: FightBoard.Pressed) -> None:
        event.stop()
        self.action_fight(event.key)


__all__ = ["BOARD_KEYS", "FRAME_KEYS", "FightBoard", "Runebound3Area", "key_hint", "status_text"]
