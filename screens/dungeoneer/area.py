"""The Dungeoneer area of the session frame: the dungeon map, the hero panel, the solo panel and the wizards.

It draws the board's typed view data and submits engine actions; the frame checks, applies and
shows every ruling. A placement the rules refuse is drawn on the map where it goes wrong, from
the engine's own fault data (`rules_engine.dungeoneer.board.placement_faults`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Container, Horizontal, ScrollableContainer, Vertical, VerticalScroll
from textual.css.scalar import Scalar
from textual.geometry import Region, Size
from textual.widget import Widget
from textual.widgets import Button, Static

from cards_db.dungeoneer_typed_words import glory_card_words, location_words, monster_words, peril_card_words
from companion.services.fulfillers import AppChance, Fulfiller, SpentDeck
from companion.services.i18n import _, ngettext, reference_text, translate, error_text
from companion.services.outcomes import AutomatedStep
from companion.services.settings import read_settings, write_setting
from rules_engine.citations import Citation
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.battle_panel import battle_panel
from rules_engine.dungeoneer.board import Board, FaultData, placement_faults, unplaced
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.solo import end_peril_draws_requirements
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.table_requests import lord_roll_request, move_request, owed_draw_request
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.typed_locations import LOCATION_DECK, placement_request
from rules_engine.chance import CardRequest
from rules_engine.game import Game
from rules_engine.messages import N_
from rules_engine.requirements import all_met
from screens.card_forms import CardForm
from screens.card_instead import CardInstead
from screens.clickable_lines import ClickableLines
from screens.kept_rows import KeptRowLines, KeptRows
from screens.content_updates import show_content
from screens.dungeoneer.battle_panel_text import battle_panel_text
from screens.area_view import AreaView
from screens.choice_dialog import Option
from screens.dungeoneer.battle_offer import MonsterMark, battle_offer, toggled
from screens.dungeoneer.battle_steps import hero_targets
from screens.dungeoneer.dialogs import place_offer
from screens.dungeoneer.map_drawing import STEP, BoxSize, MapPicture, bounds, box_size_for, cell_region, map_extent
from screens.dungeoneer.widgets import (LEGEND, PERIL_ROLL_KEY, DungeonMapWindow, SoloEvent, heroes_text,
                                       scroll_bars_change, solo_text, trap_text)
from screens.text_panel import TextPanel
from screens.game_area import GameArea, register_game_area

#: The card tray's button for ending the owed peril draws (`card_instead`).
END_DRAWS_LABEL = N_("Deck and discard empty: end the draws (ctrl+f)")
#: The setting remembering how the app plays the solo dungeon lord: "automatic" or "step-by-step".
DUNGEON_LORD_SETTING = "dungeon-lord"
AUTOMATIC, STEP_BY_STEP = "automatic", "step-by-step"

#: Below this many rows (the session frame's `-short` breakpoint, 80x24) solo play's panel leads the side column
#: in its short form, and the side column is wider (`-short-solo` in dungeoneer.tcss).
SHORT_BELOW = 40
#: The side column's width beside a map narrower than the room: it takes the columns the map leaves.
SIDE_WIDTH = 34


#: How many of the last automated steps the solo panel shows.
SHOWN_EVENTS = 4


def solo_events(entries: Any, last: int | None = None) -> tuple[SoloEvent, ...]:
    """The automated solo steps in a session's log (still in effect), with their dice and the ruling's words; with
    `last`, only the last that many, read from the log's end (a draw reads a few entries, not the whole log)."""
    entries = entries if isinstance(entries, Sequence) else tuple(entries or ())
    if last is not None:
        return tuple(reversed(_events(reversed(entries), last)))
    return _events(entries, None)


def _events(entries: Any, most: int | None) -> tuple[SoloEvent, ...]:
    """The automated solo steps among `entries`, in their order, at most `most` of them."""
    events: list[SoloEvent] = []
    for entry in entries:
        if most is not None and len(events) >= most:
            break
        action = getattr(entry, "action", None)
        if not getattr(entry, "active", False) or entry.ruling is None:
            continue
        if isinstance(action, (A.PerilRoll, A.TrapRoll)):
            kind = "peril-roll" if isinstance(action, A.PerilRoll) else "trap-roll"
            events.append(SoloEvent(kind, tuple(action.roll.values), entry.ruling.message))
        elif isinstance(action, (A.DrawPeril, A.DrawGlory)):
            kind = "peril-card" if isinstance(action, A.DrawPeril) else "glory-card"
            events.append(SoloEvent(kind, (), entry.ruling.message))
        elif isinstance(action, A.AttackRolls):
            events.append(SoloEvent("attack-roll", tuple(action.roll.values), entry.ruling.message))
    return tuple(events)


def fault_text(faults: tuple[FaultData, ...]) -> Text:
    """The reasons a placement is refused, each with where the book says it (never the rule's id), under the map."""
    text = Text()
    for fault in faults:
        text.append("✗ ", style="bold")
        text.append(translate(fault.message))
        text.append(" (" + _("see {reference}").format(reference=reference_text(Citation.of(fault.rule_id))) + ")\n",
                    style="dim")
    return text


def side_order(children: list[Widget], battle: Widget, solo: Widget, trap: Widget, heroes: Widget,
               solo_first: bool) -> list[Widget]:
    """The side column's panels in the order they are shown: the battle panel, then solo play's panel (alone on a
    short board) or the trap's, then the others as they stand, solo play's after the heroes unless it leads."""
    first = solo if solo_first else trap
    order = [battle, first] + [child for child in children if child is not battle and child is not first]
    if not solo_first and order.index(solo) < order.index(heroes):
        order.remove(solo)
        order.insert(order.index(heroes) + 1, solo)
    return order


@register_game_area("dungeoneer")
class DungeoneerArea(GameArea):
    """Whose turn and what is awaited, the map with a cursor, every hero, solo play's panel, and the wizards."""

    DEFAULT_CSS = (Path(__file__).parent / "dungeoneer.tcss").read_text(encoding="utf-8")
    #: Unscoped: its stylesheet also says how the board grows with the session frame's breakpoints
    #: (`SessionFrame.-tall ...`), which a scoped rule (under this widget) could not see.
    SCOPED_CSS = False
    SHOWS_PLAYERS = True
    BINDINGS = [
        Binding("f4", "move_here", N_("Move"), id="dg.move", tooltip=N_("Move the active hero into the cell under the map's cursor")),
        Binding("f5", "battle", N_("Battle"), id="dg.battle", tooltip=N_("Open the battle wizard: odds, rolls, challenge, lair, reward")),
        Binding("f6", "place", N_("Place"), id="dg.place", tooltip=N_("Place a drawn location in the cell under the map's cursor")),
        Binding(PERIL_ROLL_KEY, "peril_roll", N_("Peril"), id="dg.peril", tooltip=N_("Solo: roll the peril dice of the location entered")),
        Binding("f8", "draw", N_("Draw"), id="dg.draw", tooltip=N_("Solo: draw the peril or glory card owed, from the app's deck or the table's own")),
        Binding("ctrl+f", "end_draws", N_("End draws"), id="dg.end-draws",
                tooltip=N_("Solo: the table's peril deck and its discard are empty: end the peril draws owed (the "
                           "cards drawn so far are played)")),
        Binding("f9", "next_phase", N_("Next"), id="dg.next", tooltip=N_("End this phase (the engine says if it may end)")),
        Binding("f3", "focus_map", N_("Map"), id="dg.map", tooltip=N_("Put the focus on the map to move its cursor with the arrows")),
        Binding("f10", "toggle_lord(1)", N_("Lord: automatic"), id="dg.lord.auto",
                tooltip=N_("Dungeon lord: automatic. Alone, the app rolls the peril dice, draws and plays the peril "
                           "cards and rolls its monsters' attacks by itself after each action; press for step by "
                           "step (f7, f8: the app's dice and deck, or the table's own)")),
        Binding("f10", "toggle_lord(0)", N_("Lord: step by step"), id="dg.lord.steps",
                tooltip=N_("Dungeon lord: step by step. Each of the dungeon lord's steps waits for f7, f8 or its "
                           "command (the app's dice and deck, or the table's own); press to let the app take them by "
                           "itself")),
    ]

    #: Alone, while the player types, the footer leaves out the map's key first (f3 still works, and the
    #: help lists it), then the keys the board's buttons also show (Place f6, Battle f5, Move f4, ...),
    #: and the dungeon lord's switch, which has no button, last: at 120x40 every key from f4 to f10 shows.
    _SOLO_BUTTONS_KEYS = ("focus_map", "place", "battle", "move_here", "next_phase")
    SOLO_FOOTER_DROPPED_FIRST = (*_SOLO_BUTTONS_KEYS, "end_draws", "draw", "peril_roll")
    #: The same while peril cards are owed: the roll's key goes before the draw's and the end of the draws', which
    #: the decision then needs (at 80x24, f7 was kept and f8 and ctrl+f left out); and while the app's peril deck and
    #: discard are spent, so that the cards are the table's to draw, the lord's switch too (no setting of the lord's
    #: draws a card then), so that f8 and ctrl+f both fit at 80 columns.
    SOLO_FOOTER_DROPPED_FIRST_DRAWING = (*_SOLO_BUTTONS_KEYS, "peril_roll", "end_draws", "draw")
    SOLO_FOOTER_DROPPED_FIRST_TABLE_DRAWS = (*_SOLO_BUTTONS_KEYS, "peril_roll", "toggle_lord(0)", "toggle_lord(1)",
                                             "end_draws", "draw")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.game: Game | None = None
        self.state: DgState | None = None
        self.data: Board | None = None
        self.cursor: tuple[int, int] | None = None
        self.ghost: str | None = None  # the location being placed, while its refusal is shown
        self.faults: tuple[FaultData, ...] = ()
        self.events: tuple[SoloEvent, ...] | None = None  # set by tests; else read from the session's log
        #: The hero whose battle choices the battle dialog puts first (the hero clicked to open it), or None.
        self.battle_target: int | None = None
        #: The dungeon lord's monsters marked in the battle dialog, to be set attacking together.
        self.marked: tuple[MonsterMark, ...] = ()
        self._active = -1
        self._hero_cell: tuple[int, int] | None = None
        #: Alone, whether the app takes the dungeon lord's steps by itself (remembered in the settings).
        self.lord_automatic = read_settings().get(DUNGEON_LORD_SETTING, AUTOMATIC) != STEP_BY_STEP
        #: The app's dice and peril deck for those steps (tests put a seeded one here).
        self.chance: Fulfiller = AppChance.system()
        #: The most rows solo play's panel has taken, and the board's size they were taken at (`_keep_solo_height`).
        self._solo_rows = 0
        self._solo_kept_for: tuple[Size, bool] | None = None
        self._side_width: int | None = None  # the side column's width given by `_fit_side` (None: the stylesheet's)

    def compose(self) -> ComposeResult:
        yield Static("", id="dg-status", markup=False)
        with Horizontal(id="dg-buttons"):
            yield Button(_("Battle f5"), id="dg-battle-button", compact=True)
            yield Button(_("Place f6"), id="dg-place-button", compact=True)
            yield Button(_("Move f4"), id="dg-move-button", compact=True)
            yield Button(_("Peril f7"), id="dg-peril-button", compact=True)
            yield Button(_("Draw f8"), id="dg-draw-button", compact=True)
            yield Button(_("Next f9"), id="dg-next-button", compact=True)
        with Horizontal(id="dg-body"):
            with Vertical(id="dg-left"):
                with MapRoom(id="dg-map-scroll"):
                    yield DungeonMapCursor(self, id="dg-map")
                yield TextPanel(id="dg-faults")
            with VerticalScroll(id="dg-side"):
                yield TextPanel(id="dg-battle")
                yield TextPanel(id="dg-trap")
                # A move draws again only the rows of these two panels whose text changed (a turn's counters, what
                # is owed, the last steps): not the whole panel.
                yield KeptRowLines(id="dg-heroes")
                yield KeptRows(id="dg-solo")
                yield Static(_(LEGEND), id="dg-legend", markup=False)

    # -- drawing ------------------------------------------------------------------------------

    def draw(self, view: AreaView) -> None:
        """Draw the board (the view's typed board); a committed action clears a refused placement's marks."""
        game, state = view.game, view.state
        self.game, self.state = game, state
        self.data = view.board
        self.ghost, self.faults = None, ()
        hero_cell = state.hero.cell if state.heroes else None
        if state.heroes and (self.cursor is None or state.active != self._active or hero_cell != self._hero_cell):
            self.cursor = hero_cell  # a new turn, or the active hero moved: the cursor (and the map) follow the hero
        self._active, self._hero_cell = state.active, hero_cell
        self._draw()

    def _draw(self) -> None:
        if self.data is None or self.state is None:
            return
        data = self.data
        status = Text()
        if data.result:
            status.append(_("GAME OVER · {result}\n").format(result=translate(data.result)), style="bold reverse")
        status.append(_("Turn {turn} · {phase}").format(turn=data.turn, phase=translate(data.phase)), style="bold")
        status.append(_(" · now: "))
        status.append(translate(data.waiting))
        show_content(self.query_one("#dg-status", Static), status)
        rows: list[str | None] = []
        self.query_one("#dg-heroes", KeptRowLines).show_lines(heroes_text(data, rows), rows)
        trap = self.query_one("#dg-trap", TextPanel)
        trap.display = data.trap is not None and data.solo is None  # alone, the solo panel shows it under "Now:"
        if data.trap is not None:
            show_content(trap, trap_text(data.trap))
        solo = self.query_one("#dg-solo", KeptRows)
        solo.display = data.solo is not None
        short_solo = data.solo is not None and self.short
        self.set_class(short_solo, "-short-solo")
        self._arrange(short_solo)
        self._draw_battle(data)
        if data.solo is not None:
            events = self.events if self.events is not None else solo_events(
                getattr(getattr(self.screen, "live", None), "entries", ()), last=SHOWN_EVENTS)
            lair = data.heroes[data.active].lair if data.heroes else ()
            if solo.show_text(solo_text(data.solo, events, lair, short=short_solo)) or \
                    self._solo_kept_for != (self.app.size, short_solo):
                self._keep_solo_height(solo, short_solo)
        self._draw_map()

    def _keep_solo_height(self, solo: KeptRows, short_solo: bool) -> None:
        """Give solo play's panel the most rows its text has taken at this size of the board (its minimum height):
        what it shows changes with every move (the last steps, the next rooms' odds) and a panel that grew and
        shrank again would move the legend below it and lay the whole screen out each time. Shorter text leaves
        blank rows at the panel's foot; longer text lays the screen out once, and the panel keeps that height.
        A new size of the terminal (or the short form) starts again from the text's own height."""
        kept_for = (self.app.size, short_solo)
        if kept_for != self._solo_kept_for:
            self._solo_kept_for, self._solo_rows = kept_for, 0
            solo.styles.min_height = None
        width = solo.content_size.width
        if not solo.is_mounted or not width:  # not laid out yet: its first layout measures it
            solo.refresh(layout=True)
            return
        rows = solo.get_content_height(solo.container_size, self.app.size, width)
        if rows > self._solo_rows:
            self._solo_rows = rows
            gutter = solo.styles.gutter.height if solo.styles.box_sizing == "border-box" else 0
            if rows == solo.content_size.height:  # the box is that tall already: kept without laying anything out
                solo.styles.set_rule("min_height", Scalar.from_number(rows + gutter))
            else:
                self._side_grows_by(rows + gutter - solo.outer_size.height)
                solo.styles.min_height = rows + gutter  # a style change: the screen is laid out once

    def _side_grows_by(self, rows: int) -> None:
        """The side column's content grows by `rows` (solo play's panel, growing in the same refresh): its scroll bar is
        told now, so it is drawn in the move's own frame.

        The side column scrolls (its panels are taller than the board's rows). Told by the layout alone, it took its
        new length after the frame that laid the screen out was drawn, and drew its scroll bar in a second frame of
        its own: a frame's wait later (in a terminal, solo Dungeoneer's Enter after opening read 94 ms key to screen
        against about 40). Its length given here is the one the layout then finds, so the layout changes nothing
        more of it; if something else in the column changed height in the same move, the layout finds another
        length and draws the bar again, as before. A column that starts scrolling only now is left to the layout:
        its scroll bar comes and the panels' width changes.
        """
        side = self.query_one("#dg-side", VerticalScroll)
        if rows <= 0 or not side.show_vertical_scrollbar:
            return
        grown = side.virtual_size + (0, rows)
        side.set_reactive(VerticalScroll.virtual_size, grown)
        side.vertical_scrollbar.window_virtual_size = grown.height

    def _draw_battle(self, data: Board) -> None:
        """On a short board with several heroes, a battle under way leads the side column: the attacked hero's
        health, glory and peril, and each attack's values and odds (the engine's `battle_panel`), which would
        otherwise be in sight only in the battle wizard."""
        assert self.state is not None
        panel = battle_panel(self.state) if self.short and data.solo is None else None
        battle = self.query_one("#dg-battle", TextPanel)
        battle.display = panel is not None
        self.set_class(panel is not None, "-short-battle")
        if panel is not None:
            show_content(battle, battle_panel_text(panel, data.heroes))

    @property
    def short(self) -> bool:
        """A short terminal (the session frame's `-short` breakpoint, 80x24)."""
        return self.app.size.height < SHORT_BELOW

    def _arrange(self, solo_first: bool) -> None:
        """Alone on a short board, solo play's panel (what is owed, decks, hand, the next rooms' odds) comes first
        in the side column, above the hero; otherwise the heroes lead. The battle panel (shown on a short board
        with several heroes) leads both. A panel is moved only when the order changes: a move lays the screen out."""
        side = self.query_one("#dg-side", VerticalScroll)
        order = side_order(list(side.children), self.query_one("#dg-battle"), self.query_one("#dg-solo"),
                           self.query_one("#dg-trap"), self.query_one("#dg-heroes"), solo_first)
        for index, panel in enumerate(order):
            if side.children[index] is not panel:
                side.move_child(panel, before=index)

    def picture(self) -> MapPicture:
        """What the map shows now: the board's places, the cursor, and a refused placement's ghost and faults."""
        assert self.data is not None and self.state is not None
        ghost = unplaced(self.state, self.ghost, self.cursor) if self.ghost and self.cursor is not None else None
        return MapPicture(self.data.places, self.data.active, self.cursor, ghost, self.faults)

    def _draw_map(self) -> None:
        if self.data is None:
            return
        view = self.query_one("#dg-map", DungeonMapCursor)
        picture = self.picture()
        room = view.scrollable_content_region.size
        size = box_size_for(picture, (room.width, room.height))
        moved = self._origin_moved(view, picture, size)
        view.draw(picture, size)
        if moved != (0, 0):
            self._keep_in_place(view, moved)
        show_content(self.query_one("#dg-faults", TextPanel), fault_text(self.faults))
        self.query_one("#dg-faults", TextPanel).display = bool(self.faults)
        self._fit_side(map_extent(picture, size)[0])
        if view.size and not scroll_bars_change(view, view.drawn_size):
            self.follow_cursor()  # in the frame that draws the move: a repaint of the map's window
        else:  # not laid out yet, or a scroll bar comes or goes: the window's size is known after the layout
            self.call_after_refresh(self.follow_cursor)

    @staticmethod
    def _origin_moved(view: DungeonMapWindow, picture: MapPicture, size: BoxSize) -> tuple[int, int]:
        """How many characters the map's first cell moves right and down when `picture` is drawn: a box's width when
        a location (or the cursor) widens the map westward, and back when an undo narrows it; (0, 0) at the first
        drawing or a new size of box (nothing drawn to keep in place)."""
        if view.drawn_size == (0, 0) or size != view.size_of_box:
            return (0, 0)
        old_column, old_row, _, _ = bounds(view.picture)
        new_column, new_row, _, _ = bounds(picture)
        return (old_column - new_column) * size.width, (old_row - new_row) * size.height

    @staticmethod
    def _keep_in_place(view: DungeonMapWindow, moved: tuple[int, int]) -> None:
        """Scroll the map with its origin, so what was in view stays where it was: a move that widens the map
        westward and its undo leave the hero's room in the same columns (before, the map scrolled only as far as
        kept the cursor's cell in view, so an undo left the map one box to the side of where it was before the move).
        Immediate, as the cursor's scroll is (`follow_cursor`): the map's window repaints in the move's own frame."""
        dx, dy = moved
        view.scroll_to(view.scroll_x + dx, view.scroll_y + dy, animate=False, immediate=True)

    def _fit_side(self, map_width: int) -> None:
        """Beside a map narrower than its room, the side column takes the columns the map leaves (never fewer
        than `SIDE_WIDTH`), so a large terminal shows the heroes and solo panel wider instead of empty columns."""
        width: int | None = None  # the stylesheet's width for a short solo or battle board
        if not (self.has_class("-short-solo") or self.has_class("-short-battle")):
            body = self.query_one("#dg-body").size.width
            frame = self.query_one("#dg-map-scroll").styles.gutter.width  # the map's frame on a tall board
            spare = body - map_width - frame - 2  # two columns of margin, and for a scrollbar
            width = max(SIDE_WIDTH, spare) if body else None
        # Given only when it changes: clearing a width (None) asks for a layout of the screen even when none was set.
        if width != self._side_width:
            self._side_width = width
            self.query_one("#dg-side").styles.width = width

    def follow_cursor(self) -> None:
        """Scroll the map so the cursor's cell (after a move or a new turn, the active hero's room) is in view.

        The scroll is immediate, so it is drawn in the same frame as the move that asked for it: deferred until after
        the move's frame (Textual's default), it cost a second frame a screen refresh later (about 16 ms of wall time
        at 60 frames a second). The map draws its own window (`DungeonMapWindow`): the scroll repaints the window's
        rows and moves its scroll bar, and lays nothing out (before the twenty-seventh pass the map moved in a
        scrolled room, and each scroll asked for a layout of the whole screen so as to be drawn in the move's frame:
        at 80x24, 59 of the bench's 60 typed keys)."""
        if self.cursor is None or self.data is None:
            return
        view = self.query_one("#dg-map", DungeonMapCursor)
        x, y, w, h = cell_region(self.cursor, view.picture, view.size_of_box)
        view.scroll_to_region(Region(x, y, w, h), animate=False, immediate=True)

    def on_resize(self) -> None:
        self.call_after_refresh(self._draw)

    # -- the cursor -----------------------------------------------------------------------------

    def move_cursor(self, dx: int, dy: int) -> None:
        """Move the map's cursor one cell, at most one cell beyond the dungeon's edge."""
        if self.data is None or self.cursor is None:
            return
        first_column, first_row, last_column, last_row = bounds(MapPicture(self.data.places))
        column = min(max(self.cursor[0] + dx, first_column - 1), last_column + 1)
        row = min(max(self.cursor[1] + dy, first_row - 1), last_row + 1)
        self.cursor = (column, row)
        self.ghost, self.faults = None, ()
        self._draw_map()

    # -- actions --------------------------------------------------------------------------------

    def action_battle(self, target: int | None = None) -> None:
        """Open the battle dialog (its first choice about hero `target` focused, when given); it opens again after
        each step until it is closed."""
        if self.shown is None:
            return
        self.battle_target, self.marked = target, ()
        self.open_choices(lambda view: battle_offer(view, self.battle_target, self.marked))

    def picked_here(self, option: Option) -> bool:
        """A monster marked or unmarked in the battle dialog is the area's own step (the dialog opens again);
        setting the marked monsters attacking clears the marks, and is submitted."""
        if isinstance(option.value, MonsterMark):
            self.marked = toggled(self.marked, option.value)
            return True
        if isinstance(option.value, A.PlayMonsters):
            self.marked = ()
        if isinstance(option.value, A.PlaceLocation):
            self.draw_placement(option.value.card, option.value.cell)
        return False

    def on_mount(self) -> None:
        self.query_one("#dg-heroes").tooltip = _("Click a hero: in a battle's choice of target, the battle wizard "
                                                 "opens on attacking that hero; otherwise the map's cursor goes to it")

    @on(ClickableLines.Clicked, "#dg-heroes")
    def _hero_clicked(self, event: ClickableLines.Clicked) -> None:
        """A battle target being chosen: the wizard on that hero's choices; else the cursor to the hero's cell."""
        event.stop()
        if self.shown is None or self.state is None:
            return
        seat = int(event.target)
        if seat in hero_targets(self.shown.choices, self.state):
            self.action_battle(target=seat)
            return
        self.cursor = self.state.heroes[seat].cell
        self.ghost, self.faults = None, ()
        self._draw_map()

    def action_place(self) -> None:
        """Choose the drawn location for the cursor's cell; a refusal is drawn on the map."""
        if self.game is None or self.state is None or self.cursor is None:
            return
        cell = self.cursor
        # The table's own deck may still hold cards the session lacks (at setup, the tunnels): name one in the tray.
        if not self.state.locations or self.state.phase is Phase.TUNNELS:
            self.post_message(GameArea.Submit(placement_request(self.state, cell)))
            return

        opened = self.state
        self.open_choices(lambda view: place_offer(view, cell) if view.state is opened else None)

    def draw_refusal(self, request: object) -> None:
        """A placement refused, typed or chosen on the map: draw it where it goes wrong, with the reasons."""
        if not isinstance(request, A.PlaceLocation) or self.state is None:
            return
        if request.card not in self.state.locations:
            return
        self.cursor = request.cell
        self.faults = placement_faults(self.state, request.card, request.cell)
        self.ghost = request.card if self.faults else None
        self._draw_map()

    def place(self, card_id: str, cell: tuple[int, int]) -> None:
        """Submit a placement; when the rules refuse it, keep it drawn with the reasons until the next change."""
        if self.state is None:
            return
        self.draw_placement(card_id, cell)
        self.post_message(GameArea.Submit(A.PlaceLocation(card_id, cell)))

    def draw_placement(self, card_id: str, cell: tuple[int, int]) -> None:
        """Draw a placement about to be submitted: where the rules refuse it, with the reasons (until the next
        change)."""
        if self.state is None:
            return
        self.cursor = cell
        self.faults = placement_faults(self.state, card_id, cell) if card_id in self.state.locations else ()
        self.ghost = card_id if self.faults else None
        self._draw_map()

    def action_move_here(self) -> None:
        """Move the active hero through the side that leads to the cursor's cell."""
        if self.state is None or self.cursor is None:
            return
        here = self.state.hero.cell
        side = next((s for s, (dx, dy) in STEP.items() if (here[0] + dx, here[1] + dy) == self.cursor), None)
        if side is None:
            self.notify(_("Put the map's cursor (f3, then the arrows) on a cell beside the active hero."),
                        severity="warning")
            return
        self.post_message(GameArea.Submit(move_request(self.state, Side(side))))

    def action_peril_roll(self) -> None:
        """Solo: the peril dice, or a trap's dice when one waits (the app's or the table's, in the dice tray)."""
        if self.state is not None:
            self.post_message(GameArea.Submit(lord_roll_request(self.state)))

    def action_draw(self) -> None:
        """Solo: draw the card owed, peril first (from the app's deck, or the table names its card)."""
        if self.state is not None:
            self.post_message(GameArea.Submit(owed_draw_request(self.state)))

    def action_end_draws(self) -> None:
        """Solo: the table's peril deck and its discard are empty: the peril cards still owed are not drawn."""
        if self.state is not None:
            self.post_message(GameArea.Submit(A.EndPerilDraws()))

    def automation(self) -> Fulfiller | None:
        """Alone with the dungeon lord automatic: the app's dice and deck take its steps; else None."""
        solo = self.state is not None and self.state.solo is not None
        return self.chance if solo and self.lord_automatic else None

    def footer_dropped_first(self) -> tuple[str, ...]:
        """Alone, the solo order (the lord's switch kept longest; the keys of the step owed now kept before the
        others: a peril card's draw while one is owed, the peril roll otherwise); at a table of several, the default
        order. The order changes only as the owed draws begin or end: it is part of the footer's signature, so the
        keys are fitted again then, not at every move."""
        solo = self.state.solo if self.state is not None else None
        if solo is None:
            return super().footer_dropped_first()
        if solo.peril_from_table:
            return self.SOLO_FOOTER_DROPPED_FIRST_TABLE_DRAWS
        return self.SOLO_FOOTER_DROPPED_FIRST_DRAWING if solo.to_draw else self.SOLO_FOOTER_DROPPED_FIRST

    def card_deck(self, request: CardRequest) -> Fulfiller | None:
        """Alone, the app's virtual deck for a card drawn step by step (the card tray offers it beside the
        table's own deck); at a table of several, None: the players' cards are their own. A spent deck (`SpentDeck`,
        nothing to draw) for a peril or glory card while the app's deck and its discard are empty: the request still
        names the cards typed this session (so the table can name them), but those are in play or in the table's
        hands, not in the app's deck, and the tray says so."""
        solo = self.state.solo if self.state is not None else None
        if solo is None:
            return None
        if request.deck in ("peril", "glory") and not solo.drawable(request.deck):
            return SpentDeck()
        return self.chance

    def card_instead(self, request: CardRequest) -> CardInstead | None:
        """Alone, the peril draws owed end instead of a draw once the table's peril deck and its discard are empty
        (the engine allows it only while the app's deck and discard are empty too)."""
        if request.deck == "peril" and self._end_draws_allowed():
            return CardInstead(END_DRAWS_LABEL, A.EndPerilDraws())
        return None

    def _end_draws_allowed(self) -> bool:
        """Whether the owed peril draws may end now (the engine's requirements, as `choices` offers it)."""
        return self.state is not None and all_met(end_peril_draws_requirements(self.state))

    def card_forms(self, request: CardRequest) -> tuple[CardForm, ...]:
        """A peril card the catalogue lacks is a monster or an adventure card (a bane or an encounter); a glory card
        is an adventure card (a boon or a treasure); a location drawn is a location: each typed in its catalogue form."""
        if request.deck == "peril":
            return (CardForm("dungeoneer", "monster", N_("monster"), monster_words),
                    CardForm("dungeoneer", "card", N_("bane or encounter"), peril_card_words))
        if request.deck == "glory":
            return (CardForm("dungeoneer", "card", N_("boon or treasure"), glory_card_words),)
        if request.deck == LOCATION_DECK:
            return (CardForm("dungeoneer", "location", N_("location"), location_words),)
        return ()

    def automated_note(self, steps: tuple[AutomatedStep, ...]) -> str:
        """How many steps the dungeon lord took, over the last one's ruling."""
        return ngettext("The dungeon lord took {count} step (each is in the log):",
                        "The dungeon lord took {count} steps (each is in the log):", len(steps)).format(count=len(steps))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The dungeon lord's switch only alone, showing the way it plays now."""
        if action == "toggle_lord":  # two keys, one shown: the one saying how the lord plays now
            solo = self.state is not None and self.state.solo is not None
            return solo and self.lord_automatic == bool(parameters and parameters[0])
        if action == "end_draws":  # only when the engine allows it: no key (nor palette entry) otherwise
            return self._end_draws_allowed()
        return True

    def action_toggle_lord(self, shown_when_automatic: int = 1) -> None:
        """Switch the dungeon lord between automatic (the app takes its steps by itself, now and after each
        action) and step by step (each waits for f7, f8 or its command, with the table's dice or the app's)."""
        automatic = not self.lord_automatic
        self.lord_automatic = automatic
        try:
            write_setting(DUNGEON_LORD_SETTING, AUTOMATIC if automatic else STEP_BY_STEP)
        except OSError as error:
            self.notify(error_text(error), title=_("The setting was not saved"), severity="warning")
        self.notify(_("Dungeon lord: automatic") if automatic else _("Dungeon lord: step by step (f7, f8)"))
        self.refresh_bindings()
        self.screen.refresh_bindings()
        if automatic:
            self.post_message(GameArea.Automate())

    def action_next_phase(self) -> None:
        """End this phase."""
        if self.state is not None:
            self.post_message(GameArea.Submit(A.NextPhase()))

    def action_focus_map(self) -> None:
        """Focus the map, to move its cursor."""
        self.query_one("#dg-map", DungeonMapCursor).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        action = {"dg-battle-button": self.action_battle, "dg-place-button": self.action_place,
                  "dg-move-button": self.action_move_here, "dg-peril-button": self.action_peril_roll,
                  "dg-draw-button": self.action_draw, "dg-next-button": self.action_next_phase}.get(event.button.id or "")
        if action is not None:
            action()


class MapRoom(Container, can_focus=True):
    """The map's room: the frame around the map's window (its border on a tall board) and a stop of the focus chain
    whose keys scroll the map, as the scrolled container the room was until the twenty-seventh pass did (the arrows,
    home and end, page up and down, ctrl+page up and down); the map itself draws its window (`DungeonMapWindow`)."""

    BINDINGS = ScrollableContainer.BINDINGS

    def _map(self) -> DungeonMapWindow:
        return self.query_one(DungeonMapWindow)

    def action_scroll_up(self) -> None:
        self._map().action_scroll_up()

    def action_scroll_down(self) -> None:
        self._map().action_scroll_down()

    def action_scroll_left(self) -> None:
        self._map().action_scroll_left()

    def action_scroll_right(self) -> None:
        self._map().action_scroll_right()

    def action_scroll_home(self) -> None:
        self._map().action_scroll_home()

    def action_scroll_end(self) -> None:
        self._map().action_scroll_end()

    def action_page_up(self) -> None:
        self._map().action_page_up()

    def action_page_down(self) -> None:
        self._map().action_page_down()

    def action_page_left(self) -> None:
        self._map().action_page_left()

    def action_page_right(self) -> None:
        self._map().action_page_right()


class DungeonMapCursor(DungeonMapWindow):
    """The map with a cursor moved by the arrows; enter places a location under it."""

    can_focus = True
    BINDINGS = [
        Binding("up", "cursor(0, -1)", N_("Cursor"), id="dg.map.up", tooltip=N_("Move the map's cursor")),
        Binding("down", "cursor(0, 1)", N_("Cursor"), id="dg.map.down", show=False),
        Binding("left", "cursor(-1, 0)", N_("Cursor"), id="dg.map.left", show=False),
        Binding("right", "cursor(1, 0)", N_("Cursor"), id="dg.map.right", show=False),
        Binding("enter", "place", N_("Place here"), id="dg.map.place", tooltip=N_("Place a drawn location under the cursor")),
        Binding("m", "move", N_("Move here"), id="dg.map.move", tooltip=N_("Move the active hero to the cursor's cell")),
    ]

    def __init__(self, area: DungeoneerArea, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.area = area

    def action_cursor(self, dx: int, dy: int) -> None:
        """Move the cursor."""
        self.area.move_cursor(dx, dy)

    def action_place(self) -> None:
        """Place a location under the cursor."""
        self.area.action_place()

    def action_move(self) -> None:
        """Move the active hero to the cursor's cell."""
        self.area.action_move_here()


__all__ = ["DungeoneerArea", "DungeonMapCursor", "MapRoom", "fault_text", "solo_events"]
