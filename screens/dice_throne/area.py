"""The Dice Throne area of the session frame: the board, the dice tray, the damage calculator.

Everything drawn comes from the engine's typed board (`AreaView.board`, a `DiceThroneBoard`); the state is kept
only to hand to the engine's builders (a roll request, a target action, the tray's chances), never read here
(tests/core/test_dice_throne_screens_draw_the_board.py).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.style import Style
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual import events
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Button, Static

from rules_engine.dice_throne.actions import DefenceNoEffect, NextPhase
from rules_engine.dice_throne.board import DiceThroneBoard
from rules_engine.dice_throne.choices.rolls import offensive_roll_request, reroll_choice, target_action
from rules_engine.dice_throne.state import DTState
from rules_engine.dice_throne.odds_view import tray_notes
from rules_engine.dice_throne.offers import NO_EFFECT
from rules_engine.dice_throne.game_names import game_name
from rules_engine.dice_throne.view_text import activatable_names, describe, pending_summary
from rules_engine.game import DiceRequest, Game, GameView
from rules_engine.messages import N_
from rules_engine.verdicts import BeforeChance
from companion.services.i18n import _, translate
from screens.area_view import AreaView
from screens.content_updates import show_content
from screens.dice_throne.widgets import (BARE_DIGITS, DiceRow, HeroCard, HeroClicked, HeroList, OddsLine, hero_name,
                                        odds_text)
from screens.game_area import GameArea, register_game_area
from screens.recent_looks import RecentLooks
from screens.theme_styles import GOOD, INFO, NOTE, WARN, tone


#: Below this many rows (the session frame at 80x24) the board keeps to what fits: see dice_throne.tcss.
SHORT_HEIGHT = 20


def board_of(shown: AreaView) -> DiceThroneBoard:
    """The typed board of a Dice Throne view (the engine's `GameView.data`)."""
    board = shown.board
    if not isinstance(board, DiceThroneBoard):
        raise TypeError(f"a Dice Throne area is shown a {type(board).__name__}, not a DiceThroneBoard")
    return board


def now_line(view: GameView) -> str:
    """"Now:" and what the table may do in this phase, in the interface's language."""
    return _("Now: {allowed}").format(allowed=" · ".join(translate(text) for text in view.allowed_now))


def decision_line(board: DiceThroneBoard) -> str:
    """"Now:" and what the decision the match waits for needs (who acts, and how): a short board's one row, where
    the whole list of what may be done (`now_line`) would be cut; that list is its tooltip."""
    return _("Now: {allowed}").format(allowed=translate(board.decision.prompt))


@register_game_area("dice-throne")
class DiceThroneArea(GameArea):
    """Heroes across the top, whose turn and phase, the dice with holds, buttons for the calculator and next."""

    # Every hero has its own card here, so the frame's players panel would only repeat them.
    SHOWS_PLAYERS = True
    # A widget has no CSS_PATH: its own stylesheet file is read once, at import.
    DEFAULT_CSS = (Path(__file__).parent / "dice_throne.tcss").read_text(encoding="utf-8")
    #: Unscoped: its stylesheet also says how the board grows with the session frame's breakpoints
    #: (`SessionFrame.-tall ...`), which a scoped rule (under this widget) could not see.
    SCOPED_CSS = False
    BINDINGS = [
        Binding("ctrl+d", "calculator", N_("Damage"), id="dt.calculator", tooltip=N_("Open the damage calculator")),
        Binding("ctrl+n", "next_phase", N_("Next phase"), id="dt.next", tooltip=N_("End this phase")),
        # Shown only while a rolled defence's result is owed (`check_action`): the same as typing 'no effect'.
        Binding("f6", "no_effect", N_("No effect"), id="dt.no_effect",
                tooltip=N_("The defensive roll gives nothing to enter: say so, and the phase may end")),
        # Out of the footer: the suggestion line names the key, and the footer never changes with it.
        Binding("f5", "take_advice", N_("Advice"), id="dt.advice", show=False,
                tooltip=N_("Reroll the dice the suggestion names (the same as typing its reroll command)")),
    ]

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.state: DTState | None = None
        self.game: Game | None = None
        #: The hero last clicked outside the targeting roll (marked on its card), or None.
        self.selected: int | None = None
        self._seats = 0
        self._width = 0
        self._view: GameView | None = None
        self._board: DiceThroneBoard | None = None
        #: The board the area is composed for (`prepare`), before it is first drawn.
        self._prepared: DiceThroneBoard | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="dt-scroll"):
            # The turn and "Now:" lines change at every step and back at its undo: their looks are kept.
            yield RecentLooks("", id="dt-turn", markup=False)
            yield RecentLooks("", id="dt-now", markup=False)
            # The dice sit above the heroes so that at 80x24 a roll is seen without scrolling.
            yield DiceRow(id="dt-dice")
            # The chances and the suggested holds (the table holds its own dice; this only advises).
            yield OddsLine("", id="dt-odds", markup=False)
            yield Static("", id="dt-activatable", markup=False)
            # One card per seat, composed with the board when the seats are known (`prepare`).
            yield Horizontal(*(HeroCard(i, last=i == self._seats - 1) for i in range(self._seats)), id="dt-heroes")
            yield HeroList(id="dt-hero-list", markup=False)
            with Horizontal(id="dt-buttons"):
                # Enabled or not as the prepared board says (`draw` keeps them so): styled once, as they mount.
                board = self._prepared
                yield Button(_("Damage calculator"), id="dt-calc", compact=True,
                             disabled=board is not None and not (board.pending or board.heals))
                yield Button(_("Next phase"), id="dt-next", compact=True,
                             disabled=board is not None and not board.status.can_end_phase)

    def prepare(self, view: AreaView) -> None:
        """The session's seats are known before the board is composed: their cards are composed with it, and its
        buttons enabled or not as they will be drawn."""
        self._prepared = board_of(view)
        self._seats = len(self._prepared.heroes)

    def draw(self, shown: AreaView) -> None:
        """Render the board for this view."""
        # The state only goes back to the engine's builders (requests, actions, the tray's chances).
        self.game, self.state = shown.game, shown.state
        self._view = shown.view
        self._board = board = board_of(shown)
        seats = len(board.heroes)
        if self._seats != seats:
            heroes = self.query_one("#dt-heroes", Horizontal)
            heroes.remove_children()
            heroes.mount_all(HeroCard(i, last=i == seats - 1) for i in range(seats))
            self._seats = seats
            self.call_after_refresh(self._show_cards)
        else:
            self._show_cards()
        self._show_now()
        self._layout()
        self._show_hero_list()
        dice_row = self.query_one("#dt-dice", DiceRow)
        if board.offence is not None or dice_row.shows_dice():  # dice gone: their labels cleared once, not kept
            dice_row.show(board, self._suggested())
        self._show_odds()
        self._show_info()
        self.query_one("#dt-calc", Button).disabled = not (board.pending or board.heals)
        self.query_one("#dt-next", Button).disabled = not board.status.can_end_phase

    def on_resize(self, event: events.Resize) -> None:
        """Cards when they fit, one line per hero when they would be too narrow; less text when short."""
        self._width = event.size.width
        short = event.size.height < SHORT_HEIGHT
        if short != self.has_class("-short"):
            self.set_class(short, "-short")
            self._show_info()
            self._show_odds()
            self._show_now()
        self._layout()

    def _suggested(self) -> tuple[int, ...]:
        """The dice positions the advice keeps (none before the first roll or after the last)."""
        odds = self._board.odds if self._board is not None else None
        return odds.advice.keep if odds is not None and odds.advice is not None else ()

    def _show_odds(self) -> None:
        """Each ability's chance and the suggested holds with the reason, as the engine's view gives them."""
        line = odds_text(self._board.odds if self._board is not None else None)
        # Empty, it takes no row; on a tall board its rows stay (dice_throne.tcss), so the cards below never move
        # for it; a short board (80x24) keeps those rows for the hero cards and leaves the odds to the dice tray.
        show_content(self.query_one("#dt-odds", OddsLine), line)
        self.query_one("#dt-dice", DiceRow).tooltip = line.plain or None

    def tray_notes(self, request: DiceRequest) -> tuple[str, ...]:
        """For the dice tray: the chances the roll it is asked for gives, with the dice not rolled kept."""
        return tray_notes(self.state, request.purpose) if self.state is not None else ()

    def _show_info(self) -> None:
        """What the roll is at: abilities met, declared or activated, targeting die, defence, pending, resolving."""
        board = self._board
        if board is None:
            return
        offence = board.offence
        parts: list[tuple[str, Style]] = []
        can = activatable_names(board)
        if can:
            parts.append((_("Activates now: {abilities}").format(abilities=" · ".join(map(translate, can))),
                          tone(f"bold {GOOD}")))
        # A short board leaves the activated ability to the "resolving" line, which names it too.
        if offence is not None and offence.activated and (
                offence.ultimate or not board.resolving or not self.has_class("-short")):
            activated = (_("activated: {ability} (ULTIMATE)") if offence.ultimate else _("activated: {ability}"))
            ability = offence.activated_name or offence.activated
            parts.append((activated.format(ability=hero_name(ability)), tone(f"bold {WARN}")))
        elif offence is not None and offence.declared and not offence.activated:
            ability = offence.declared_name or offence.declared
            parts.append((_("declared: {ability}").format(ability=hero_name(ability)), tone(WARN)))
        if board.target_die is not None:
            parts.append((_("targeting die: {n}").format(n=board.target_die), tone(INFO)))
        defence = board.defence
        if defence is not None and defence.dice:
            parts.append((f"{translate(game_name(defence.name))}: {' '.join(str(d.value) for d in defence.dice)}",
                          tone(INFO)))
        if board.pending:
            parts.append((f"{translate(pending_summary(board))} · ctrl+d", tone(NOTE)))
        line = Text("   ").join(Text(text, style=style) for text, style in parts)
        if board.resolving:
            # What an interrupt would cut into, innermost last; 'done' returns to the one before.
            chain = " › ".join(translate(describe(board, index)) for index in range(len(board.resolving)))
            line.append(("\n" if line.plain else "") + _("resolving: {chain}").format(chain=chain), style=tone(INFO))
            if not board.resolving[-1].interruptible:
                line.append(_("  (cannot be interrupted)"), style="dim")
        info = self.query_one("#dt-activatable", Static)
        show_content(info, line)
        # Its row stays when it is empty (the cards below do not move), unless the heroes are one line each.
        info.display = bool(line.plain) or not self.has_class("-compact")

    def _show_now(self) -> None:
        """The "Now" row: on a short board what the current decision needs, in one row of the board's width (the
        whole list of what may be done in its tooltip); on a taller one that whole list."""
        view, board = self._view, self._board
        if view is None or board is None:
            return
        now = self.query_one("#dt-now", Static)
        whole = now_line(view)
        if self.has_class("-short") and not view.finished:
            show_content(now, Text(decision_line(board), style="dim", no_wrap=True, overflow="ellipsis"))
            tooltip: str | None = whole
        else:
            show_content(now, Text(whole, style="dim"))
            tooltip = None
        if now.tooltip != tooltip:
            now.tooltip = tooltip

    def _show_turn(self) -> None:
        """The turn and phase (the "Now" row below it says what the decision needs)."""
        view, board = self._view, self._board
        if view is None or board is None:
            return
        turn = Text(no_wrap=True, overflow="ellipsis") if self.has_class("-short") else Text()
        if view.finished:
            turn.append(_("GAME OVER · {result}").format(result=translate(view.result)) + "\n", style="bold reverse")
        turn.append(translate(view.turn), style="bold")
        turn.append(f"  ·  {translate(view.phase)}", style=tone(f"bold {INFO}"))
        show_content(self.query_one("#dt-turn", Static), turn)
        offence = board.offence
        dice = self.query_one("#dt-dice", DiceRow)
        idle = not (board.status.rolling or offence is not None)
        # No dice on the table: the row keeps its place, blank (the cards below do not move), unless the heroes
        # are one line each. Once the ability is activated its dice cannot change: a short board gives their
        # line to the "resolving" line below.
        dice.idle(idle)
        dice.display = not (idle and self.has_class("-compact")) \
            and not (self.has_class("-short") and offence is not None and offence.activated is not None)

    def _layout(self) -> None:
        """Switch to the one-line-per-hero list when a card would be narrower than its bare digits.

        In that layout the "Now:" help moves below the heroes: at 80x24 six hero lines and the
        dice then fit without scrolling, and the command bar below still lists the commands.
        """
        self._show_turn()
        seats = len(self._board.heroes) if self._board is not None else 0
        if not seats or not self._width:
            return
        card = (self._width - (seats - 1)) // seats  # one column of margin between cards
        compact = card < BARE_DIGITS
        if compact == self.has_class("-compact"):
            return
        self.set_class(compact, "-compact")
        self._show_hero_list()
        self._show_turn()
        scroll = self.query_one("#dt-scroll", VerticalScroll)
        now = self.query_one("#dt-now", Static)
        if compact:
            scroll.move_child(now, after=self.query_one("#dt-hero-list", HeroList))
        else:
            scroll.move_child(now, after=self.query_one("#dt-turn", Static))

    def _show_hero_list(self) -> None:
        """The one-line-per-hero list, drawn only while it is the board's (the cards' otherwise): hidden, it would
        lay out every hero's line at every move for nothing (it is drawn when the board turns compact)."""
        if self._board is not None and self.has_class("-compact"):
            self.query_one("#dt-hero-list", HeroList).show(self._board)

    def _show_cards(self) -> None:
        board = self._board
        if board is None:
            return
        for card in self._cards():
            card.show(board)
        if board.status.rolling and board.offence is None:
            self.query_one("#dt-dice", DiceRow).show(board, self._suggested())

    def _cards(self) -> list[HeroCard]:
        """The hero cards (the children of the cards row: cheaper than a query of the whole area)."""
        return [card for card in self.query_one("#dt-heroes", Horizontal).children if isinstance(card, HeroCard)]

    # -- acting: everything goes to the frame as an engine action or dice request -------------

    @on(DiceRow.Reroll)
    def _reroll(self, event: DiceRow.Reroll) -> None:
        if self.state is None:
            return
        self.post_message(GameArea.Submit(offensive_roll_request(self.state, event.positions)))

    @on(DiceRow.HoldAsked)
    def _hold(self, event: DiceRow.HoldAsked) -> None:
        """Hold or release a die when the rules would let it be rerolled now; else show why not.

        A hold only prepares 'reroll N...': the engine is asked about rerolling this die (the same
        check 'check reroll N' makes), and a refusal goes to the ruling panel with its rule.
        """
        event.stop()
        if self.state is None or self.game is None:
            return
        request = offensive_roll_request(self.state, (event.position,))
        ruling = self.game.offers(self.state, BeforeChance(request))
        if ruling is not None and not ruling.allowed:
            self.post_message(GameArea.Ask(request))
            return
        self.query_one("#dt-dice", DiceRow).toggle(event.position)

    @on(HeroClicked)
    def _hero_clicked(self, event: HeroClicked) -> None:
        """In the targeting roll a clicked hero becomes the target ('target pN', ruled by the engine); else it is selected."""
        event.stop()
        if self.state is None or self._board is None:
            return
        if self._board.status.choosing_target:
            self.selected = None
            self.post_message(GameArea.Submit(target_action(self.state, event.seat)))
        else:
            self.selected = None if self.selected == event.seat else event.seat
        for card in self._cards():
            card.select(card.seat == self.selected)

    def action_take_advice(self) -> None:
        """Submit the reroll the suggestion names: the engine's own choice, rolled as any reroll is."""
        choice = (reroll_choice(self.state, self._board.advised)
                  if self._board is not None and self._board.advised and self.state is not None else None)
        if choice is None or choice.request is None:
            self.notify(_("No reroll is suggested now."))
            return
        self.post_message(GameArea.Submit(choice.request))

    @on(Button.Pressed, "#dt-next")
    def action_next_phase(self) -> None:
        """Ask the frame to end the phase."""
        self.post_message(GameArea.Submit(NextPhase()))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # 'No effect' is a key only while the engine offers it (a rolled defence's result owed): hidden otherwise.
        if action == "no_effect":
            board = self._board
            return board is not None and any(offer.kind == NO_EFFECT for offer in board.offers)
        return True

    def action_no_effect(self) -> None:
        """Say the defence's result gives nothing to enter (the same as typing 'no effect')."""
        self.post_message(GameArea.Submit(DefenceNoEffect()))

    @on(Button.Pressed, "#dt-calc")
    def action_calculator(self) -> None:
        """Show the damage calculator; confirming ends the roll phase through the engine."""
        if self._board is None:
            return

        def done(apply: bool | None) -> None:
            if apply:
                self.post_message(GameArea.Submit(NextPhase()))

        from screens.dice_throne.calculator import DamageCalculator  # a dialog: imported when first opened

        self.app.push_screen(DamageCalculator(self._board), done)
