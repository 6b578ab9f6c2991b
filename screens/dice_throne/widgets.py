"""Widgets of the Dice Throne board: hero cards, the one-line-per-hero list when cards do not fit, the dice row.

Each draws from the engine's typed board (`rules_engine.dice_throne.board.DiceThroneBoard`) and nothing else:
tests/core/test_dice_throne_screens_draw_the_board.py checks that no module here reads the match's state.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Self

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.color import Color
from textual.containers import Horizontal, Vertical
from textual.geometry import Region, Size
from textual.message import Message
from textual.style import Style as VisualStyle
from textual.widget import Widget
from textual.widgets import Button, Digits, Label, Static

from rules_engine.dice_throne.board import DiceThroneBoard, HeroBoard
from rules_engine.dice_throne.odds_report import OddsReport
from rules_engine.dice_throne.view_text import ROMAN
from rules_engine.dice_throne.game_names import game_name
from rules_engine.messages import N_
from companion.services.i18n import _, ngettext, pgettext, translate
from screens.border_titles import BORDER_CELLS, PART_SEPARATOR, fitted_title
from screens.card_border import CardBorder, OwnBorder
from screens.content_updates import show_border, show_content, show_digits
from screens.dice_throne.health_trend import HealthTrend
from screens.theme_styles import BAD, GOOD, WARN, redraw_on_theme_change, theme_colour, tone

#: Before each status, so good and bad read without the colour: '+Evasive', '−Poison'.
POSITIVE_MARK = "+"
NEGATIVE_MARK = "−"


#: Card width (border and padding included) its large digits need with their labels ("♥ 50  CP 15"). A narrower
#: card (four heroes at 80 columns) is the compact card: no large digits, every count on labelled lines
#: ("HP 50/50 · CP 2", "hand 4 · deck 25"), the team in its title; it drops its side padding too.
WIDE_DIGITS = 23
#: Below this width a card is too narrow even for the compact card's lines: the area lists the heroes one a line.
BARE_DIGITS = 16


@dataclass
class HeroClicked(Message):
    """A hero's card (or line) was clicked: the area makes it the target or selects it."""

    seat: int


#: What a click on a hero does, for its tooltip.
HERO_TOOLTIP = N_("Click: in the targeting roll, make this hero the target (as 'target {seat}' does); "
                  "otherwise select this hero.")


class HeroCard(OwnBorder, Vertical):
    """One hero: name, health and CP in large digits, cards, statuses with counts and limits, health history.

    The digits are what the table reads from across the board; when a card is too narrow for them
    (many heroes on a narrow terminal) it keeps the plain numbers line only. A click posts `HeroClicked`.

    The card sets its own border (`card_border`) when its hero becomes or stops being the active one, or it is selected:
    only the border is drawn again, and nothing is restyled (the stylesheet applied again to both cards cost about
    1.3 ms of CPU each time the turn passed, headless at 120x40). Its classes `-active` and `-selected` still say which
    it is (set without a restyle: the stylesheet has no rule for them).
    """

    def __init__(self, seat: int, *, last: bool = False, **kwargs) -> None:
        # The last card of the row has no margin on its right: a class given as it is built, not a `:last-child`
        # rule, which Textual checks by restyling each card's whole subtree once the row is mounted.
        super().__init__(classes="hero-card clickable -last" if last else "hero-card clickable", **kwargs)
        self.seat = seat
        self.tooltip = _(HERO_TOOLTIP).format(seat=f"p{seat + 1}")
        #: The top border's whole title (the player and the hero) and the bottom one's, as last shown (see `show`).
        self._titles: tuple[str, Text, CompactTitles, Text] | None = None
        #: What the card was last drawn from (see `show`).
        self._shown: tuple[object, ...] | None = None
        #: The widgets `show` fills, once found (`_parts`).
        self._found: CardParts | None = None
        self._no_border_yet()  # not active, not selected, the stylesheet's border (`OwnBorder`)

    def compose(self) -> ComposeResult:
        # The name sits in the top border and hand/deck/discard in the bottom one: at 80x24 every
        # row inside the card goes to the digits and the statuses.
        with Horizontal(classes="hero-digits"):
            yield Label("♥", classes="digits-label health-label", markup=False)
            yield Digits("", classes="hero-health")
            yield Label("", classes="health-max", markup=False)
            yield Label(_("CP"), classes="digits-label cp-label", markup=False)
            yield Digits("", classes="hero-cp")
        yield StatusLines("", classes="hero-numbers", markup=False)
        yield HealthTrend("", classes="hero-spark", markup=False)
        yield StatusLines("", classes="hero-statuses", markup=False)

    #: While only the border changes (`show`, `select`): a refresh of the whole card draws its border alone.
    _border_only = False

    def on_mount(self) -> None:
        redraw_on_theme_change(self, self._theme_changed)

    def _put_border(self, border: CardBorder) -> None:
        """Set the border, marking only its rows and columns to be drawn."""
        self._border_only = True
        try:
            self.styles.border = border
        finally:
            self._border_only = False

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        """Refresh; while only the border changes, mark only the border's rows and columns to be drawn."""
        if self._border_only and not regions and not layout and not recompose:
            regions = self.border_regions()
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def border_regions(self) -> tuple[Region, ...]:
        """The border's top and bottom rows and its left and right columns, in the card's content coordinates
        (as `refresh` takes them); none before the card is laid out (a refresh then draws it whole)."""
        width, height = self.outer_size
        if not width or not height or not self.styles.border.spacing.top:
            return ()
        left, top = self.content_offset
        return (Region(-left, -top, width, 1), Region(-left, height - 1 - top, width, 1),
                Region(-left, -top, 1, height), Region(width - 1 - left, -top, 1, height))

    def on_click(self, event: events.Click) -> None:
        """Tell the area this hero was clicked."""
        event.stop()
        self.post_message(HeroClicked(self.seat))

    def on_resize(self, event: events.Resize) -> None:
        """Large digits with labels when they fit, bare digits when only they fit, else plain numbers."""
        # The card's own width, which its padding does not change (so the classes cannot flip-flop).
        width = event.size.width
        self.set_class(width < WIDE_DIGITS, "-narrow")
        self.set_class(width < WIDE_DIGITS, "-plain")
        self._show_titles()

    def _show_titles(self) -> None:
        """The border's titles for the card's width: a player's and hero's names too long for the top border leave
        the hero there alone, the player moved to the bottom border (`CompactTitles.hero_above_player`); a hero too
        long even alone ends in "…" at a word's end, whole in the card's tooltip (Textual would cut it mid-word). The compact card has
        its own pair: the team in the top border, the counts it shows inside left out of the bottom one."""
        if self._titles is None:
            return
        title, subtitle, compact, _discard = self._titles
        named = title.removeprefix('▶ ')  # the player and the hero, as the tooltip says them when cut
        left_out = False
        if self.has_class("-plain"):
            title, subtitle, left_out = compact.fitted(self.outer_size.width)
        elif fitted_title(title, self.outer_size.width)[1]:
            title, subtitle = compact.hero_above_player(subtitle, self.outer_size.width)
        shown, cut = fitted_title(title, self.outer_size.width)
        hint = _(HERO_TOOLTIP).format(seat=f"p{self.seat + 1}")
        whole = compact.whole() if self.has_class("-plain") else named
        tooltip = f"{whole}\n{hint}" if cut or left_out else hint
        if self.tooltip != tooltip:
            self.tooltip = tooltip
        self._border_only = True
        try:
            show_border(self, Text(shown), subtitle)
        finally:
            self._border_only = False

    def show(self, board: DiceThroneBoard) -> None:
        """Render this seat of the board."""
        hero = board.heroes[self.seat]
        active = marked_active(board, hero)
        # Everything the card shows comes from these (and the theme, for its colours): when none
        # changed, neither does the card.
        shown = (hero, active, board.start_health, board.max_health, self.app.theme)
        if shown == self._shown:
            return
        self._shown = shown
        self.set_class(hero.defeated, "-defeated")
        marker = "▶ " if active else ""
        # The team goes first in the bottom border: a narrow card cuts the counts, not the team.
        team = _("team {team}").format(team='AB'[hero.team]) + " · " if hero.team is not None else ""
        # The active hero's colour and the titles are the card's border alone: only the border is drawn again,
        # not the digits, labels and lines inside it.
        self.active = active
        self._show_border()
        name = f"{hero.player} · {hero_name(hero.hero_name)}"
        discard = _("discard {discard}").format(discard=hero.discard)
        self._titles = (f"{marker}{name}",
                        Text(team + _("hand {hand} · deck {deck} · discard {discard}").format(
                            hand=hero.hand, deck=hero.deck, discard=hero.discard)),
                        CompactTitles(marker, hero.team, hero.player, hero_name(hero.hero_name), discard),
                        Text(discard))
        self._show_titles()
        health = hero.health
        parts = self._parts()
        show_digits(parts.health, str(health))
        show_content(parts.health_max, health_max_label(board, health))
        show_digits(parts.cp, str(hero.cp))
        parts.numbers.show(compact_counts(board, hero))
        parts.spark.show(hero.history, board.start_health)
        pieces = [Text(_("DEFEATED"), style="bold reverse")] if hero.defeated else compact_statuses(hero)
        parts.statuses.show(pieces or [Text(_("no statuses"), style="dim")])

    def _parts(self) -> CardParts:
        """The card's widgets that show a hero, found once (a query walks the card's widgets by class each time: six
        a changed card, at every move that changes a hero)."""
        if self._found is None:
            self._found = CardParts(self.query_one(".hero-health", Digits), self.query_one(".health-max", Label),
                                    self.query_one(".hero-cp", Digits), self.query_one(".hero-numbers", StatusLines),
                                    self.query_one(".hero-spark", HealthTrend),
                                    self.query_one(".hero-statuses", StatusLines))
        return self._found


@dataclass(frozen=True)
class CardParts:
    """The widgets of a hero card that `HeroCard.show` fills (composed once with the card, never replaced)."""

    health: Digits
    health_max: Label
    cp: Digits
    numbers: StatusLines
    spark: HealthTrend
    statuses: StatusLines


class StatusLines(Static):
    """Statuses separated by ' · ', a line broken only between two statuses, never inside one."""

    pieces: list[Text] = []

    def show(self, pieces: list[Text]) -> None:
        """Render these pieces at the current width."""
        self.pieces = pieces
        show_content(self, join_pieces(pieces, self.content_size.width or 80))

    def on_resize(self, event: events.Resize) -> None:
        """Line breaks depend on the width."""
        show_content(self, join_pieces(self.pieces, event.size.width))


def join_pieces(pieces: list[Text], width: int) -> Text:
    """Pieces joined by ' · ', starting a new line instead of splitting a piece."""
    out = Text(no_wrap=True, overflow="ellipsis")
    used = 0
    for n, piece in enumerate(pieces):
        size = len(piece.plain)
        if n and used + 3 + size > width:
            out.append("\n")
            used = 0
        elif n:
            out.append(" · ", style="dim")
            used += 3
        out.append_text(piece)
        used += size
    return out


@dataclass(frozen=True)
class CompactTitles:
    """The compact card's border titles: the team, the player and the hero on top, the discard below.

    At 80 columns four cards have 12 or 13 cells of title each, and "▶ [A] Anna · Gunslinger" does not fit. The
    hero's name is what the board and the "Now" row name a hero by, so it gives way last: first the team's brackets
    ("▶ A Anna · Gunslinger"), then the team and the player move to the bottom border, before the discard
    ("▶ Gunslinger" over "[A] Anna · discard 3"; the discard left out, to the tooltip, when the border has no room
    for it). A hero's name too long even alone ends in "…", whole in the tooltip."""

    marker: str
    team: int | None
    player: str
    hero: str
    discard: str

    def fitted(self, width: int) -> tuple[str, Text, bool]:
        """(top title, bottom title, whether anything was left out) for a card `width` cells wide (its outer
        width), the first that fits."""
        room = width - BORDER_CELLS
        name = f"{self.player}{PART_SEPARATOR}{self.hero}"
        tries = [f"{self.marker}{name}"]
        if self.team is not None:
            tries = [f"{self.marker}{team_tag(self.team)} {name}", f"{self.marker}{'AB'[self.team]} {name}"]
        for title in tries:
            if width <= 0 or cell_len(title) <= room:
                return title, Text(self.discard), False
        # the hero alone, cut at a word's end, or inside a one-word name ("▶ Rewolwero…"), never down to the marker
        hero, cut = fitted_title(self.hero, width - cell_len(self.marker))
        who = f"{team_tag(self.team)} {self.player}" if self.team is not None else self.player
        below = f"{who}{PART_SEPARATOR}{self.discard}"
        if cell_len(below) <= room:
            return f"{self.marker}{hero}", Text(below), cut
        return f"{self.marker}{hero}", Text(fitted_title(who, width)[0]), True

    def hero_above_player(self, counts: Text, width: int) -> tuple[str, Text]:
        """A wide card's titles when "Ann · Cursed Pirate" does not fit its top border (three heroes at 80 columns,
        the narrowest card, or the active one with its marker): the hero alone on top when it fits there whole, the
        player moved to the bottom border before the counts ("Ann · hand 4 · deck 29 …"); else the two unchanged
        (the hero cut at a word's end, as `fitted_title` cuts it)."""
        whole = f"{self.marker}{self.player}{PART_SEPARATOR}{self.hero}"
        if fitted_title(f"{self.marker}{self.hero}", width)[1]:
            return whole, counts
        return f"{self.marker}{self.hero}", Text(f"{self.player}{PART_SEPARATOR}") + counts

    def whole(self) -> str:
        """Everything the titles say, for the tooltip of a card that left some of it out."""
        team = f"{team_tag(self.team)} " if self.team is not None else ""
        return f"{team}{self.player}{PART_SEPARATOR}{self.hero}{PART_SEPARATOR}{self.discard}"


def team_tag(team: int) -> str:
    """A team as the compact card's title and the one-line-per-hero list name it: '[A]', '[B]' (the wide card's
    bottom border says "team A")."""
    return f"[{'AB'[team]}]"


def compact_counts(board: DiceThroneBoard, hero: HeroBoard) -> list[Text]:
    """The compact card's counts, each a piece a line never splits: 'HP 50/50', 'CP 2', 'hand 4 · deck 25' (at four
    heroes on 80 columns, 16 columns inside a card: "HP 50/50 · CP 2" over "hand 4 · deck 25"). The words' catalogue
    context, "dice throne compact card", tells a translation to keep them that short."""
    health = Text(pgettext("dice throne compact card", "HP {health}").format(health=hero.health), style=tone(f"bold {BAD}"))
    health.append(health_max_label(board, hero.health), style="dim")
    return [health, Text(_("CP") + f" {hero.cp}", style=tone(f"bold {WARN}")),
            Text(pgettext("dice throne compact card", "hand {hand} · deck {deck}").format(hand=hero.hand, deck=hero.deck))]



def marked_active(board: DiceThroneBoard, hero: HeroBoard) -> bool:
    """The hero whose turn is being played (none in the roll for first player or after the match)."""
    return hero.active and board.status.playing


def health_max_label(board: DiceThroneBoard, health: int) -> str:
    """Beside the health: '/50' up to the starting health; above it, the cap ('max 60') so 58 reads clearly."""
    return f"/{board.start_health}" if health <= board.start_health else " " + _("max {n}").format(n=board.max_health)


#: What pressing a die does (a click, or enter or space on the focused die), for its tooltip.
DIE_TOOLTIP = N_("Hold or release die {n}: click it, or press enter on it. Reroll rolls the dice not held.")


#: A held die's background: the theme's warning colour at this opacity over the row.
HELD_BACKGROUND_ALPHA = 0.4


#: A blank row's parts: their text drawn fully transparent on the row's own background (`DiceRow.idle`).
BLANK_BACKGROUND = Color(0, 0, 0, 0)


#: The mouse events a blank part still takes (the wheel scrolls the board through it, as through a disabled one).
BLANK_ROW_WHEEL = (events.MouseScrollDown, events.MouseScrollUp, events.MouseScrollLeft, events.MouseScrollRight)


class RowPart(Widget):
    """A part of the dice row (a die, the roll button, the attempts): blank while the row has no dice.

    Listed after the widget's own class (`class RowButton(Button, RowPart)`): Textual reads a widget's default CSS
    and type names along its first bases, so a part keeps the look and the selectors of a `Button` or `Label`.

    The row is blank by its parts' own inline styles (the text fully transparent, no background of their own), set
    and cleared by `DiceRow.idle`, and a blank part takes neither focus nor clicks, as a disabled one would. Neither
    a class nor `disabled` is turned for it: either restyles the row and its parts through the stylesheet (about a
    quarter of the moves turn the row blank or back).
    """

    #: The row is blank: the part draws nothing, takes no focus and no mouse event but the wheel's.
    blank = False

    def show_blank(self, blank: bool) -> None:
        """Draw the part blank (or as it is again); a focused part lets the focus go, as a disabled one does."""
        if blank == self.blank:
            return
        self.blank = blank
        styles = self.styles
        styles.text_opacity = 0.0 if blank else None
        styles.background = BLANK_BACKGROUND if blank else None
        if isinstance(self, Button):  # the pointer a disabled button shows (Button's own `:disabled` rule)
            styles.pointer = "not-allowed" if blank else None
        if blank and self.has_focus:
            self.blur()

    def allow_focus(self) -> bool:
        """No focus while the row is blank."""
        return not self.blank and super().allow_focus()

    def check_message_enabled(self, message: Message) -> bool:
        """While the row is blank, mouse events (but the wheel's) do not reach the part, as for a disabled widget."""
        if self.blank and isinstance(message, (events.MouseEvent, events.Enter, events.Leave)) \
                and not isinstance(message, BLANK_ROW_WHEEL):
            return False
        return super().check_message_enabled(message)


class RowButton(Button, RowPart):
    """The roll button of the dice row."""


class RowLabel(Label, RowPart):
    """The attempts of the dice row."""


class DieButton(Button, RowPart):
    """One die of the dice row; held and suggested are drawn by the die itself, not by a CSS class.

    A class on the die would restyle it through the stylesheet at every flip (each hold, each new suggestion);
    the die instead chooses its colours and text style as it draws, from the theme's variables, so a flip redraws
    its line and nothing else. Held: the warning colour at 40% behind it, bold and reversed; suggested: underlined
    in the success colour; both: bold, reversed and underlined in the success colour. Held wins over the pointer's
    hover colour; the focus tint still shows on a held die.
    """

    #: The die is held (released when new dice come); the advice suggests keeping it.
    held = False
    suggested = False
    #: The last marked style and what it was made from (the button's own style, the marks, the theme).
    _marked: tuple[tuple[object, ...], VisualStyle] | None = None

    def mark(self, held: bool, suggested: bool) -> None:
        """Show the die held and/or suggested; a change redraws the die alone (no restyle, no layout)."""
        if (held, suggested) == (self.held, self.suggested):
            return
        self.held, self.suggested = held, suggested
        self.refresh()

    @property
    def background_colors(self) -> tuple[Color, Color]:
        """The row's background and the die's: a held die's is the warning colour over the row's."""
        base, background = super().background_colors
        if not self.held:
            return base, background
        return base, base + self._held_background()

    def _held_background(self) -> Color:
        colour = theme_colour("warning").multiply_alpha(HELD_BACKGROUND_ALPHA)
        return colour.tint(self.styles.background_tint).multiply_alpha(self.opacity)

    @property
    def visual_style(self) -> VisualStyle:
        """The button's own style with the held and suggested marks drawn over it."""
        style = super().visual_style
        if not (self.held or self.suggested):
            return style
        key = (style, self.held, self.suggested, self.app.theme, self.styles.background_tint, self.opacity)
        if self._marked is not None and self._marked[0] == key:
            return self._marked[1]
        # As a rule of the stylesheet would: its text style replaces the button's (bold), its colours its own.
        marked = replace(style, bold=True if self.held else None, dim=None, italic=None, strike=None,
                         reverse=True if self.held else None, underline=True if self.suggested else None)
        if self.held:
            marked = replace(marked, background=self.background_colors[1])
        if self.suggested:
            marked = replace(marked, foreground=theme_colour("text-success"))
        self._marked = (key, marked)
        return marked


class DiceRow(Horizontal):
    """The offensive dice with hold toggles, the attempt counter and the roll button."""

    @dataclass
    class Reroll(Message):
        """Roll the dice not held (all five on the first attempt)."""

        positions: tuple[int, ...]

    @dataclass
    class HoldAsked(Message):
        """A die was pressed (clicked, or enter on it): the area asks the rules, then holds it or shows why not."""

        position: int

    def compose(self) -> ComposeResult:
        for position in range(1, 6):
            die = DieButton("·", id=f"die-{position}", classes="die clickable", compact=True)
            die.tooltip = _(DIE_TOOLTIP).format(n=position)
            yield die
        yield RowButton(_("Roll"), id="roll-dice", variant="primary", compact=True)
        # Attempts used of the phase's, right after the button ("Reroll 1/3"): short enough for 80 columns.
        yield RowLabel("", id="attempts", markup=False)

    def on_mount(self) -> None:
        self.held: set[int] = set()
        self._dice: tuple[int, ...] = ()
        # No side padding inside a die ("6 bullseye" fits in 11 columns, five dice fit in 80);
        # CSS cannot set line-pad to 0, so it is set here.
        for die in self.query(".die"):
            die.styles.line_pad = 0
        # The roll button is as wide as its longer label in the table's language ("Roll", then "Reroll" once dice are
        # on the table), its line padding on each side as Textual's own width counts it: a new label does not lay the
        # button out again (Button's label is no layout reactive), so a width taken from "Roll" cut "Reroll" to "Rero".
        roll = self.query_one("#roll-dice", Button)
        roll.styles.width = (max(cell_len(_("Roll")), cell_len(_("Reroll"))) + 2 * roll.styles.line_pad
                             + roll.styles.gutter.width)

    def show(self, board: DiceThroneBoard, suggested: tuple[int, ...] = ()) -> None:
        """Show the dice with their symbols and holds, the suggested holds underlined; new dice clear the holds."""
        faces = board.offence.dice if board.offence is not None else ()
        dice = tuple(die.value for die in faces)
        if dice != self._dice:
            self.held = set()
            self._dice = dice
        for position in range(1, 6):
            button = self.query_one(f"#die-{position}", DieButton)
            if faces:
                die = faces[position - 1]
                # Held is marked in text too, not by colour alone.
                button.label = ("•" if position in self.held else "") + f"{die.value} {hero_name(die.symbol)}"
            else:
                button.label = "·"
            button.mark(position in self.held, bool(dice) and position in suggested)
        status = board.status
        show_content(self.query_one("#attempts", Label), f"{status.attempts}/{status.attempts_of}")
        self.query_one("#roll-dice", Button).disabled = not status.can_roll
        self.query_one("#roll-dice", Button).label = _("Roll") if not dice else _("Reroll")

    def shows_dice(self) -> bool:
        """True while the row's buttons show dice (an empty row needs no drawing again until dice come back)."""
        return bool(self._dice)

    def idle(self, idle: bool) -> None:
        """With no dice on the table the row is blank and takes no clicks, but keeps its place on the board.

        Its parts draw themselves blank (`RowPart.show_blank`): each is drawn again, and nothing is restyled.
        """
        if idle == self.blank:
            return
        self.blank = idle
        for part in self.parts():
            part.show_blank(idle)

    #: No dice on the table: the row's parts are blank (see `idle`).
    blank = False

    def parts(self) -> list[RowPart]:
        """The dice, the roll button and the attempts (by type: Textual's queries match CSS type names, and a part's
        is its widget's own)."""
        return [child for child in self.children if isinstance(child, RowPart)]

    def on_button_pressed(self, event: Button.Pressed) -> None:
        """Ask to hold or release a die (the area asks the rules first), or ask to roll the dice not held."""
        button_id = event.button.id or ""
        if button_id.startswith("die-"):
            event.stop()
            self.post_message(self.HoldAsked(int(button_id[4:])))
        elif button_id == "roll-dice":
            positions = tuple(p for p in range(1, 6) if not self._dice or p not in self.held)
            event.stop()
            if positions:
                self.post_message(self.Reroll(positions))


    def toggle(self, position: int) -> None:
        """Hold die `position` if it is free, release it if held (only once dice are on the table)."""
        if not self._dice:
            return
        self.held.symmetric_difference_update({position})
        button = self.query_one(f"#die-{position}", DieButton)
        button.mark(position in self.held, button.suggested)
        label = str(button.label).lstrip("•")
        button.label = ("•" if position in self.held else "") + label


class OddsLine(Static):
    """The chances and the suggested holds under the dice; with nothing to say it takes no row (a minimum height in
    the stylesheet keeps rows for it on a tall board).

    Its height comes from its text instead of a class that hides it when empty: a class would restyle it through
    the stylesheet every time the chances come or go.
    """

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """No row for no text (an empty `Static` would take one), else the text's own height."""
        if not str(self.content):
            return 0
        return super().get_content_height(container, viewport, width)


def odds_text(odds: OddsReport | None) -> Text:
    """The odds line under the dice: every ability's chance, then the suggested holds and why."""
    out = Text()
    if odds is None:
        return out
    if not odds.dice:
        out.append(_("Chances (from a fresh roll): "), style="bold")
    else:
        left = ngettext("Chances ({n} attempt left): ", "Chances ({n} attempts left): ", odds.attempts_left)
        out.append(left.format(n=odds.attempts_left), style="bold")
    out.append(translate(odds.headline()))
    if odds.advice is not None:
        out.append("\n" + _("Suggested") + " ", style=tone(f"bold {GOOD}"))
        if odds.advice.reroll:
            out.append(_("(f5, the kept dice underlined): "), style=tone(GOOD))
        else:
            out.append(_("(every die kept): "), style=tone(GOOD))
        out.append(translate(odds.advice.why))
    return out


def compact_statuses(hero: HeroBoard, limits: bool = True) -> list[Text]:
    """A hero's statuses and upgrades as short pieces: '+Evasive 2/3' positive (green), '−Poison 1/3' negative (red);
    without `limits`, the counts alone ('+Evasive 2')."""
    pieces = []
    for status in hero.statuses:
        mark = POSITIVE_MARK if status.positive else NEGATIVE_MARK
        count = f"{status.count}/{status.limit}" if limits else str(status.count)
        pieces.append(Text(f"{mark}{hero_name(status.name)} {count}", style=tone(GOOD if status.positive else BAD)))
    for upgrade in hero.upgrades:
        pieces.append(Text(f"{hero_name(upgrade.name)} {ROMAN[upgrade.level]}", style="dim"))
    return pieces


def hero_name(name: str) -> str:
    """A name from a hero board (hero, status, ability, die symbol) in the interface's language."""
    return translate(game_name(name))


def _cell(text: str, width: int, style: str | Style, right: bool = False) -> Text:
    """Text cut to a column width (with an ellipsis) and padded to it."""
    if len(text) > width:
        text = text[: max(0, width - 1)] + "…"
    return Text(text.rjust(width) if right else text.ljust(width), style=style)


def _line_length(indent: int, pieces: list[Text]) -> int:
    """How long a hero's line is with these status pieces after `indent` columns, joined by ' · '."""
    return indent + sum(len(piece.plain) for piece in pieces) + 3 * max(0, len(pieces) - 1)


def hero_lines(board: DiceThroneBoard, width: int, rows: list[int] | None = None) -> Text:
    """One line per hero: marker and name, hero, team, health, CP, hand, deck, then statuses.

    The hero's name is the first thing cut short (to no fewer than `SHORTEST_HERO_COLUMN` letters) or left out when
    a line would not fit the width; then the statuses' limits ('3/5' becomes '3'), where that keeps them on the
    line. Statuses that
    still do not fit continue on the next line, under the first status, and a status is never
    split: nothing is cut off, a hero with many statuses simply takes two lines. `rows`, when given,
    receives the seat each line shows (for clicks).
    """
    widest = min(HERO_COLUMN, max(len(hero_name(h.hero_name)) for h in board.heroes))
    without = max(len(line) for line in _hero_lines(board, 10_000, 0).plain.splitlines())
    # The hero's column, as wide as the longest line leaves (a name cut short ends in "…"), or none at all.
    heroes = min(widest, width - without - 1)
    return _hero_lines(board, width, heroes if heroes >= SHORTEST_HERO_COLUMN else 0, rows)


#: The hero's column of the one-line-per-hero list: at most this wide, and left out rather than narrower than the
#: shortest (a hero's name cut to fewer letters tells nothing).
HERO_COLUMN = 13
SHORTEST_HERO_COLUMN = 6


def _hero_lines(board: DiceThroneBoard, width: int, heroes: int, rows: list[int] | None = None) -> Text:
    """The lines, with the hero's name in a column this wide (none when 0)."""
    names = min(10, max(len(h.player) for h in board.heroes))
    with_hero = heroes > 0
    health = max(len(f"♥ {h.health}") for h in board.heroes)
    cp = max(len(_("CP") + f" {h.cp}") for h in board.heroes)
    out = Text(no_wrap=True, overflow="ellipsis")  # the lines are laid out here, not re-wrapped
    for i, hero in enumerate(board.heroes):
        active = marked_active(board, hero)
        line = Text()
        line.append("▶ " if active else "  ", style="bold")
        line.append_text(_cell(hero.player, names, "bold reverse" if active else "bold"))
        if with_hero:
            line.append(" ")
            line.append_text(_cell(hero_name(hero.hero_name), heroes, "dim"))
        if hero.team is not None:
            line.append(" " + team_tag(hero.team))
        line.append(" ")
        line.append_text(_cell(f"♥ {hero.health}", health, tone(f"bold {BAD}"), right=True))
        line.append(" ")
        line.append_text(_cell(_("CP") + f" {hero.cp}", cp, tone(f"bold {WARN}"), right=True))
        line.append(" " + _("hand {hand}").format(hand=hero.hand) + " " + _("deck {deck}").format(deck=hero.deck) + " ",
                    style="dim")
        indent = len(line.plain)
        pieces = [Text(_("DEFEATED"), style="bold reverse")] if hero.defeated else compact_statuses(hero)
        if _line_length(indent, pieces) > width and not hero.defeated:
            # Statuses that would take a second line leave out their limits if that keeps them on one (six heroes
            # keep a line each); if it does not, they keep their limits and go on on the next line.
            counts = compact_statuses(hero, limits=False)
            if _line_length(indent, counts) <= width:
                pieces = counts
        used = indent
        for n, piece in enumerate(pieces):
            gap = 3 if n else 0  # " · "
            if n and used + gap + len(piece.plain) > width:
                line.append("\n" + " " * indent)
                used, gap = indent, 0
            elif gap:
                line.append(" · ", style="dim")
            line.append_text(piece)
            used += gap + len(piece.plain)
        if hero.defeated:
            line.stylize("dim")
        if i:
            out.append("\n")
        out.append_text(line)
        if rows is not None:
            rows.extend([i] * (line.plain.count("\n") + 1))
    return out


class HeroList(Static):
    """Every hero on one line (name, hero, team, health, CP, hand, statuses): the board when cards do not fit.

    Six heroes on an 80-column terminal leave a card about 12 columns, too few for a name, the
    numbers and the statuses; one line per hero keeps all of them readable and fits the height too.
    """

    board: DiceThroneBoard | None = None
    #: The seat shown on each line, for clicks (a new list at every drawing).
    rows: list[int] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.add_class("clickable")  # as it is built: styled once, when it is mounted

    def on_mount(self) -> None:
        self.tooltip = _(HERO_TOOLTIP).format(seat=_("pN of the hero clicked"))

    def show(self, board: DiceThroneBoard) -> None:
        """Render every seat of the board."""
        self.board = board
        self.rows = []
        show_content(self, hero_lines(board, self.content_size.width or 80, self.rows))

    def on_resize(self, event: events.Resize) -> None:
        """Statuses wrap by the width, so a new width renders again."""
        if self.board is not None:
            self.rows = []
            self.update(hero_lines(self.board, event.size.width, self.rows))

    def on_click(self, event: events.Click) -> None:
        """A click on a hero's line (either of its lines) posts `HeroClicked` for that seat."""
        offset = event.get_content_offset(self)
        if offset is not None and 0 <= offset.y < len(self.rows):
            event.stop()
            self.post_message(HeroClicked(self.rows[offset.y]))
