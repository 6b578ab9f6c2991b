"""Dungeoneer widgets: the dungeon map, the hero panel and the solo panel, drawn from the board's view data.

Every name a user typed (players, heroes, cards from an imported catalogue) goes into rich `Text`
as plain text, never parsed as markup. Colours come from the theme through component classes
styled in dungeoneer.tcss.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.segment import Segment
from rich.style import Style as RichStyle
from rich.text import Text
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Visual, visualize
from textual.widget import Widget

from companion.services.i18n import _, current_language, ngettext, translate
from rules_engine.dungeoneer.board import Board, HeroData, SoloData, TrapData
from rules_engine.messages import N_
from screens.clickable_lines import claim_lines
from screens.runs_scroll_bar import RunsScrollBar
from screens.dungeoneer.map_drawing import COMPACT, ROLES, BoxSize, Canvas, MapPicture, map_canvas

#: The map's legend, one line.
LEGEND = N_("⌂ entrance · [n] player n's hero · gap open · ██ wall · B5 blocked 5+ · T4 trap 4+ · ✗ refused here")


#: How many drawings' characters the map keeps: the picture shown, the one before it, and one more (in the player's
#: order, act, take it back, put it back, the map goes back and forth between two pictures).
KEPT_CANVASES = 3

#: How many places' offset styles the map keeps at most (a map of 20 rows and 200 columns has 4,000 places); beyond
#: that they are made again.
KEPT_OFFSETS = 4096


def scroll_bars_change(room: Widget, size: tuple[int, int]) -> bool:
    """Whether content of `size` (width, height) would give `room` a scroll bar it lacks, or take one it shows (its
    window is then known only after a layout)."""
    width, height = size
    inner = room.container_size
    wide = width > inner.width - room.scrollbar_size_vertical if room.show_horizontal_scrollbar else width > inner.width
    tall = height > inner.height - room.scrollbar_size_horizontal if room.show_vertical_scrollbar else height > inner.height
    return (tall, wide) != (room.show_vertical_scrollbar, room.show_horizontal_scrollbar)


class DungeonMapWindow(RunsScrollBar, ScrollView):
    """The dungeon map in a window of a fixed size that draws its own part of the map: a scroll is a repaint of the
    window's rows, not a layout of the screen. Its colours are the component classes below (styled from the theme).

    Before (the fifteenth to the twenty-sixth pass), the map was a widget as large as the map (`DungeonMapView`, a
    `Static` drawing these rows whole) in a scrolled container: a scroll moved that widget in its container, which
    Textual draws by placing the screen's widgets again; to draw the scroll in the move's own frame the map asked for a
    layout of the whole screen at every scroll, and at 80x24 the map scrolls to keep the hero in sight on nearly every
    move (59 of 60 typed keys of the bench). Here the window's size is its room's, whatever the map's; its virtual size
    is the map's, given as the map is drawn (no layout asked unless a scroll bar comes or goes, whose room is known only
    after one); each of its rows is the map's row in sight (`row_strip`) cut at the scroll offset, and the columns and
    rows beyond the map in its room's own colours, as the room showed them around a smaller map (the map's focus colour
    stays on the map's cells). Textual's own `ScrollView` path: its scroll repaints the window, and its scroll bars are
    Textual's (the horizontal one in runs, `RunsScrollBar`).

    Drawn with the Line API: a new drawing asks for the rows it changed to be drawn again, and each row is made
    (`row_strip`) only when in sight, straight from the drawing's characters and roles. As a `Static` given the
    map's text, every change rendered the whole map again (every row, in sight or not, through Textual's `Content`)
    and measured it: about 4 ms of a move that changes the map at 1,000 actions. The rows are those a `Static` draws
    of the whole map, segment for segment, cut at the scroll (tests/dungeoneer/test_map_rows_kept.py).

    The characters of its last few pictures are kept (`KEPT_CANVASES`): an undo or a redo shows a picture drawn a key
    ago (as the turn ends, the marked hero and the cursor go back and forth) and takes its characters again instead of
    drawing the whole map anew (about 0.5-0.8 ms of CPU at 1,000 actions, headless at 120x40)."""

    COMPONENT_CLASSES = {f"dmap--{role}" for role in ROLES}

    #: The window fills its room: its size is the room's, whatever the map's; it scrolls both ways. (Textual takes a
    #: widget's default styles from its first bases alone, here `RunsScrollBar`'s line: not `ScrollView`'s.)
    DEFAULT_CSS = "DungeonMapWindow { width: 1fr; height: 1fr; overflow: auto auto; }"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.picture = MapPicture(())
        self.size_of_box: BoxSize = COMPACT
        self._drawing: tuple[object, ...] = ()  # what it was drawn from (see `redraw`)
        self._canvas: Canvas | None = None  # the drawing's characters and roles
        #: Each role's own style as the stylesheet gives it, and the theme it was read in (None: to be read again).
        self._own_roles: tuple[str, dict[str, RichStyle]] | None = None
        #: The last few pictures drawn (with their box size) and their characters, the most recent last.
        self._canvases: list[tuple[tuple[MapPicture, BoxSize], Canvas]] = []
        self._roles: dict[str, RichStyle] = {}  # each role's own style in the last drawing
        self._text: Text | None = None  # the drawing as rich text, made when asked for (`drawn`)
        #: Each role's whole style (the widget's own under the role's), and the widget's style they were made for.
        self._role_styles: tuple[VisualStyle | None, dict[str, RichStyle | None]] = (None, {})
        #: Each row's last few strips (`KEPT_CANVASES`), the most recent last: the row's runs each shows, at which width
        #: and in which style.
        self._strips: dict[int, list[tuple[list[tuple[str, str]], int, VisualStyle, Strip]]] = {}
        #: The style carrying each place's offset (column, row) in the map, made once (`_with_offsets`).
        self._offset_styles: dict[tuple[int, int], RichStyle] = {}
        #: The whole map with the selection's colours, and what it was made from (while text is selected in the map).
        self._selected: tuple[object, list[Strip]] | None = None

    def draw(self, picture: MapPicture, size: BoxSize | None = None) -> None:
        """Draw a new picture (and, if given, at a new box size)."""
        self.picture = picture
        if size is not None:
            self.size_of_box = size
        self.redraw()

    def redraw(self) -> None:
        """Draw the current picture again (after a theme or size change).

        Most moves leave the map as it was (a phase ends, a die is rolled): the picture, box size, colours and
        language are compared with those of the last drawing, and an equal map is not drawn again. A new drawing
        of the same size asks for its changed rows only; of another size, or in new colours, for every row
        (`_drawn_anew`: the map drawn whole asks for a layout of the screen at a new size, its window does not)."""
        styles = self._own_role_styles()
        drawing = (self.picture, self.size_of_box, tuple(styles.values()), current_language())
        if drawing == self._drawing:
            return
        self._drawing = drawing
        before, self._canvas = self._canvas, self._canvas_for(self.picture, self.size_of_box)
        self._text = None
        canvas = self._canvas
        resized = before is None or (before.width, before.height) != (canvas.width, canvas.height)
        if resized or styles != self._roles:
            if styles != self._roles:
                self._strips.clear()
            self._roles, self._role_styles = styles, (None, {})
            self._drawn_anew(resized)
            return
        assert before is not None
        self._rows_changed([y for y in range(canvas.height)
                            if canvas.chars[y] != before.chars[y] or canvas.roles[y] != before.roles[y]])

    def _own_role_styles(self) -> dict[str, RichStyle]:
        """Each role's own style (its component class's rules alone), read once until the stylesheet is applied to the
        map again or the theme changes. Textual's own cache of a component's style is emptied at every refresh of the
        widget, so each drawing after a change read all fourteen again (about 0.7 ms of CPU: an undo or redo that
        ends a turn, at 1,000 actions, headless at 120x40)."""
        theme = self.app.theme
        if self._own_roles is None or self._own_roles[0] != theme:
            self._own_roles = (theme, {role: self.get_component_rich_style(f"dmap--{role}", partial=True)
                                       for role in ROLES})
        return self._own_roles[1]

    def notify_style_update(self) -> None:
        """New styles (a class, the stylesheet, a theme): the roles' styles are read again at the next drawing."""
        self._own_roles = None
        super().notify_style_update()

    def _canvas_for(self, picture: MapPicture, size: BoxSize) -> Canvas:
        """The characters of `picture` at `size`: kept from one of the last few drawings, else drawn (and kept)."""
        kept = self._canvases
        for index, (drawn, canvas) in enumerate(kept):
            if drawn == (picture, size):
                kept.append(kept.pop(index))
                return canvas
        canvas = map_canvas(picture, size)
        kept.append(((picture, size), canvas))
        del kept[:-KEPT_CANVASES]
        return canvas

    @property
    def drawn_size(self) -> tuple[int, int]:
        """The width and height of the map last drawn (its size at the next layout); (0, 0) before the first."""
        return (self._canvas.width, self._canvas.height) if self._canvas is not None else (0, 0)

    @property
    def drawn(self) -> Text:
        """The map last drawn, as rich text in the roles' styles."""
        if self._text is None:
            self._text = self._canvas.text(self._roles) if self._canvas is not None else Text()
        return self._text

    def render(self) -> Text:
        """The whole map as rich text (what a `Static` shows: its sizes and selected text are read from it)."""
        return self.drawn

    def on_mount(self) -> None:
        self.redraw()

    def row_strip(self, y: int) -> Strip:
        """Row `y` of the map, whole, as `Static` draws it: the drawing's runs of one role each in the role's style
        under the widget's own (the characters of unstyled runs together), each character's offset in the map (for
        text selection). The row's last few strips are kept (`KEPT_CANVASES`, as the pictures are) with the width and
        the widget's style they were made at: an undo or a redo of a move that widened the map westward shifts every
        row and changes the map's width, and takes each row's strip of a key ago instead of making it again."""
        canvas, style = self._canvas, self.visual_style
        assert canvas is not None
        width = canvas.width
        runs = canvas.runs(y)
        kept = self._strips.setdefault(y, [])
        for index, (kept_runs, kept_width, kept_style, strip) in enumerate(kept):
            if kept_width == width and kept_style == style and kept_runs == runs:
                kept.append(kept.pop(index))
                return strip
        strip = Strip(self._with_offsets(self._segments(runs, style), y), canvas.width)
        kept.append((runs, width, style, strip))
        del kept[:-KEPT_CANVASES]
        return strip

    def _with_offsets(self, segments: list[Segment], y: int) -> list[Segment]:
        """`segments` of row `y` with each one's offset in the map (for text selection), as `Strip.apply_offsets` gives
        them, each offset's style made once and kept (`_offset_styles`): a move that shifts the map's rows puts
        characters at places drawn before, and rich's own cache then also keeps the sum of the two styles."""
        offsets = self._offset_styles
        if len(offsets) > KEPT_OFFSETS:
            offsets.clear()
        shifted: list[Segment] = []
        x = 0
        for segment in segments:
            text, style = segment.text, segment.style
            offset = offsets.get((x, y))
            if offset is None:
                offset = offsets[(x, y)] = RichStyle.from_meta({"offset": (x, y)})
            shifted.append(Segment(text, style + offset if style else offset))
            x += len(text)
        return shifted

    def _segments(self, runs: list[tuple[str, str]], style: VisualStyle) -> list[Segment]:
        made_for, finals = self._role_styles
        if made_for != style:
            theme = self.app.ansi_theme
            finals = {role: (style + VisualStyle.from_rich_style(own, theme)).rich_style if own else None
                      for role, own in self._roles.items()}
            self._role_styles = (style, finals)
        plain = style.rich_style
        segments: list[Segment] = []
        unstyled = ""
        for text, role in runs:
            final = finals.get(role)
            if final is None:  # no span in the text: it runs on with the unstyled characters beside it
                unstyled += text
                continue
            if unstyled:
                segments.append(Segment(unstyled, plain))
                unstyled = ""
            segments.append(Segment(text, final))
        if unstyled:
            segments.append(Segment(unstyled, plain))
        return segments


    def _drawn_anew(self, resized: bool) -> None:
        """A map of another size changes the window's virtual size: given without a layout while the window's scroll
        bars stay as they are (a layout then would change nothing of the screen's places), with one when a bar comes
        or goes. The window's rows that showed the map or show it now are drawn again (not the blank rows below)."""
        before = self.virtual_size.height
        if resized:
            width, height = self.drawn_size
            size = Size(width, height)
            if not self.container_size or scroll_bars_change(self, (width, height)):
                self.virtual_size = size  # a layout: the window's room changes with its scroll bars
                self.refresh()
                return
            self.set_reactive(ScrollView.virtual_size, size)
            if self.show_horizontal_scrollbar:
                self.horizontal_scrollbar.window_virtual_size = width
            if self.show_vertical_scrollbar:
                self.vertical_scrollbar.window_virtual_size = height
            # A narrower or shorter map: the scroll stays within it (each axis' watcher repaints when it moves).
            self.scroll_x, self.scroll_y = self.validate_scroll_x(self.scroll_x), self.validate_scroll_y(self.scroll_y)
        columns, rows = self.scrollable_content_region.size
        shown = min(rows, max(before, self.drawn_size[1]) - self.scroll_offset.y)
        if shown > 0:
            self.refresh(Region(0, 0, columns, shown))

    def _rows_changed(self, rows: list[int]) -> None:
        """The map's rows `rows` drawn again where they are in sight in the window."""
        top, height = self.scroll_offset.y, self.scrollable_content_region.height
        width = self.scrollable_content_region.width
        for y in rows:
            if top <= y < top + height:
                self.refresh(Region(0, y - top, width, 1))

    def watch_scroll_x(self, old_value: float, new_value: float) -> None:
        """A sideways scroll moves the scroll bar's thumb and repaints the window's rows that show the map (Textual's
        `ScrollView` repaints the whole window: at 80x24 the map is 5 rows in a room of 8, the 3 blank rows below it
        written again at every scroll)."""
        if self.show_horizontal_scrollbar:
            self.horizontal_scrollbar.position = new_value
        if round(old_value) != round(new_value):
            width, height = self.scrollable_content_region.size
            shown = min(height, max(0, self.drawn_size[1] - self.scroll_offset.y))
            if shown:
                self.refresh(Region(0, 0, width, shown))

    def _room_style(self) -> RichStyle:
        """The style of the window's cells beyond the map: its room's (the container around it), as a smaller map's
        room showed them before; the focus colour of the map is the map's cells' own."""
        room = self.parent if isinstance(self.parent, Widget) else self
        base, background = room.background_colors  # as Textual paints a widget's blank cells (`StylesCache`)
        return RichStyle.from_color(bgcolor=(base + background).rich_color)

    def render_line(self, y: int) -> Strip:
        """Row `y` of the window: the map's row in sight (`row_strip`), cut at the scroll offset to the window's width;
        beyond the map, its room's blank cells. While text is selected in the map, the whole map with the selection's
        colours (as `Static` draws it) is cut the same way."""
        canvas = self._canvas
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        row = scroll_y + y
        if canvas is None or row >= canvas.height:
            return Strip.blank(width, self._room_style())
        strip = self.row_strip(row) if self.text_selection is None else self._selected_rows()[row]
        if scroll_x or canvas.width != width:
            strip = strip.crop_extend(scroll_x, scroll_x + width, self._room_style())
        return strip

    def _selected_rows(self) -> list[Strip]:
        """Every row of the map as `Static` draws it while text is selected (the selection in its colours)."""
        canvas = self._canvas
        assert canvas is not None
        made_from = (self._drawing, self.text_selection, self.visual_style)
        if self._selected is None or self._selected[0] != made_from:
            strips = Visual.to_strips(self, visualize(self, self.drawn, markup=False), canvas.width, canvas.height,
                                      self.visual_style)
            self._selected = (made_from, strips)
        return self._selected[1]

    def selection_updated(self, selection: Any) -> None:
        self._selected = None
        super().selection_updated(selection)


def _names(names: Sequence[str], separator: str = ", ") -> str:
    """Names (cards, quests, locations) in the interface's language, joined."""
    return separator.join(translate(name) for name in names)


def hero_text(hero: HeroData, seat: int, active: bool) -> Text:
    """One hero for the hero panel: health, glory, peril, points and the saved point, level, cards, quests."""
    text = Text()
    text.append(f"{'▶ ' if active else ''}[{seat + 1}] ", style="bold")
    text.append(hero.player, style="bold reverse" if active else "bold")
    text.append(_(" · {hero} · level {level}\n").format(hero=translate(hero.hero), level=hero.level))
    if hero.defeated:
        text.append(_("defeated: out of the game\n"), style="bold")
        return text
    text.append(_("health {health}/{most}").format(health=hero.health, most=hero.max_health),
                style="bold" if hero.health < hero.max_health else "")
    text.append(_("  glory {glory}  peril {peril}\n").format(glory=hero.glory, peril=hero.peril))
    text.append(_("points {points}").format(points=hero.points))
    text.append(_(" + saved point") if hero.saved_point else "", style="italic")
    text.append(_("  FALLEN (stand up first)") if hero.fallen else "", style="bold")
    text.append(_("  quests done {done}\n").format(done=hero.quests_done))
    if not hero.inventory:
        text.append(_("inventory: "), style="dim")
        text.append(_("none"))
    else:
        shown = ((label, names) for label, names in ((N_("boons"), hero.boons), (N_("treasures"), hero.treasures),
                                                     (N_("other cards"), hero.other_cards)) if names)
        for index, (label, names) in enumerate(shown):
            text.append(("" if index == 0 else "\n") + _("{label}: ").format(label=_(label)), style="dim")
            text.append(_names(names))
    text.append(_("\nquests: "), style="dim")
    text.append(_names(hero.quests, "; ") if hero.quests else _("none"))
    if hero.lair:
        text.append(_("\nlair: "), style="dim")
        text.append(_names(hero.lair))
    return text


def heroes_text(data: Board, rows: list[str | None] | None = None) -> Text:
    """Every hero, the active one first marked, then the shared quests and the locations left.

    `rows`, when given, receives the seat (as a string) each source line shows, for clicks.
    """
    text = Text()
    for seat, hero in enumerate(data.heroes):
        if seat:
            text.append("\n\n")
        start = text.plain.count("\n")
        text.append_text(hero_text(hero, seat, seat == data.active))
        if rows is not None:
            claim_lines(rows, text, start, str(seat))
    if data.shared_quests:
        text.append(_("\n\nshared quest: "), style="dim")
        text.append(_names(data.shared_quests, "; "))
    text.append(_("\nlocations left to place: {left}").format(left=data.locations_left), style="dim")
    return text


@dataclass(frozen=True, slots=True)
class SoloEvent:
    """One automated step of solo play from the log: a peril roll with its dice, or a card drawn."""

    kind: str  # "peril-roll" | "trap-roll" | "peril-card" | "glory-card"
    dice: tuple[int, ...]
    said: str  # the ruling's own words ("Corner: peril 2, rolled 1 and 5: one peril card")


#: The key that rolls what the dungeon lord waits for (the peril dice, or a trap's dice): the board's binding and the
#: solo panel's hint name the same key.
PERIL_ROLL_KEY = "f7"


def _owed(solo: SoloData) -> str:
    """What the dungeon lord's automation waits for, in one line."""
    waiting = []
    if solo.trap:
        waiting.append(f"{translate(solo.trap)} ({PERIL_ROLL_KEY})")
    if solo.peril_dice:
        waiting.append(_("roll {dice} peril dice ({key})").format(dice=solo.peril_dice, key=PERIL_ROLL_KEY))
    # Whole phrases by number: the noun after the verb takes its own case in some languages ('взять 1 карту').
    if solo.to_draw and not solo.peril_from_table:
        waiting.append(ngettext("draw {count} peril card", "draw {count} peril cards",
                                solo.to_draw).format(count=solo.to_draw))
    if solo.glory_draws:
        waiting.append(ngettext("draw {count} glory card", "draw {count} glory cards",
                                solo.glory_draws).format(count=solo.glory_draws))
    # The app's peril deck and discard spent: the cards owed are the player's to draw from the table's deck.
    yours = ngettext("You: draw {count} peril card from your deck", "You: draw {count} peril cards from your deck",
                     solo.to_draw).format(count=solo.to_draw) if solo.to_draw and solo.peril_from_table else ""
    if yours and not waiting:
        return yours
    # Whose "now" it is: the board's own line above says what the players owe ("now: Ann: IV. Deeds").
    lord = _("Dungeon lord: ") + ("; ".join(waiting) if waiting else _("nothing to roll or draw"))
    return f"{lord} · {yours}" if yours else lord


#: The columns a line of the short solo panel has at 80x24: the side column's 44 (dungeoneer.tcss, `-short-solo`)
#: less its left padding and the scrollbar's two columns.
SHORT_SOLO_LINE = 41


def fit_name(name: str, room: int) -> str:
    """`name` cut to at most `room` characters (at least one kept), ending in "…" when cut."""
    return name if len(name) <= room else name[:max(room - 1, 1)].rstrip() + "…"


def _short_solo_text(solo: SoloData, lair: tuple[str, ...]) -> Text:
    """The solo panel on a short board: what is owed, the decks, hand and lair, and each next room's odds in
    one line, so all of it fits above the hero without scrolling (the last steps are in the log)."""
    text = Text()
    text.append(_owed(solo), style="bold")
    text.append("\n" + _("peril deck {peril} · glory deck {glory}").format(peril=solo.peril_deck, glory=solo.glory_deck))
    text.append("\n" + _("hand: "), style="dim")
    text.append(_names(solo.hand) if solo.hand else _("empty"))
    text.append(_(" · lair: "), style="dim")
    text.append(_names(lair) if lair else _("empty"))
    if solo.waiting:
        text.append("\n" + _("banes waiting for their kind: "), style="dim")
        text.append(_names(solo.waiting))
    if solo.next_rooms:
        text.append("\n" + _("next door, peril cards drawn:"), style="dim")
        for room in solo.next_rooms:
            # The odds end the line whole: a long room name is cut so the line stays one line.
            odds = _(": none, certain") if room.peril == 0 else \
                ": " + " ".join(f"{count}:{percent:g}%" for count, percent in enumerate(room.chances))
            side = f"\n {translate(room.side)} "
            text.append(side)
            text.append(fit_name(translate(room.location), SHORT_SOLO_LINE - len(side) + 1 - len(odds)), style="bold")
            text.append(odds)
    return text


def solo_text(solo: SoloData, events: Sequence[SoloEvent], lair: tuple[str, ...], *, short: bool = False) -> Text:
    """The solo panel: what the automation waits for, the last rolls and cards, the lair, next rooms' odds.

    `short` (a board at 80x24) gives the compact form of `_short_solo_text`.
    """
    if short:
        return _short_solo_text(solo, lair)
    text = Text()
    text.append(_owed(solo), style="bold")
    text.append(_("\nperil deck {peril} · glory deck {glory} · hand ").format(peril=solo.peril_deck, glory=solo.glory_deck))
    text.append(_names(solo.hand) if solo.hand else _("empty"))
    text.append(_("\nlair: "), style="dim")
    text.append(_names(lair) if lair else _("empty"))
    if solo.waiting:
        text.append(_("\nbanes waiting for their kind: "), style="dim")
        text.append(_names(solo.waiting))
    if events:
        text.append(_("\nlast steps:"), style="dim")
        for event in events[-4:]:
            text.append("\n  ")
            if event.dice:
                text.append(_("dice ") + " ".join("⚀⚁⚂⚃⚄⚅"[d - 1] if 1 <= d <= 6 else str(d) for d in event.dice) + " ",
                            style="bold")
            text.append(translate(event.said))
    if solo.next_rooms:
        text.append(_("\nentering next door, peril cards drawn:"), style="dim")
        for room in solo.next_rooms:
            text.append(f"\n  {translate(room.side)}: ")
            text.append(translate(room.location), style="bold")
            if room.peril == 0:
                text.append(_(" (no peril roll) 0 cards: certain"))
                continue
            text.append(_(" (peril {peril})").format(peril=room.peril))
            exact = room.exact or tuple(f"{c}%" for c in room.chances)
            for count, (share, percent) in enumerate(zip(exact, room.chances)):
                cards = ngettext("{count} card", "{count} cards", count).format(count=count)
                text.append(f"\n    {cards}: {share} ({percent}%)")
    return text


def trap_text(trap: TrapData) -> Text:
    """A trap waiting for its dice: the card, where, its threat, and each hero's exact chance to pass."""
    text = Text()
    text.append(_("Trap waiting: {card} in {location}: {stat} {target}+, one die each (trap-roll)").format(
        card=translate(trap.card), location=translate(trap.location), stat=translate(trap.stat), target=trap.target),
        style="bold")
    for hero in trap.heroes:
        always = _("always passes, ") if hero.passes_in_6 == 6 else _("never passes, ") if hero.passes_in_6 == 0 else ""
        text.append(f"\n  {hero.player} ({translate(trap.stat)} {hero.value}): {always}{hero.passes_in_6}/6 ({hero.chance}%)")
    return text
