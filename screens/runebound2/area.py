"""The Runebound 2nd edition area of the session frame: parties, both tracks, the event, the wizards."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from companion.services.i18n import _, current_language
from rules_engine.chance import DiceRequest
from rules_engine.messages import N_
from rules_engine.runebound2.board import Board
from rules_engine.runebound2.view_text import LEFT_TO_THE_TABLE
from screens.area_view import AreaView
from screens.clamped_lines import ClampedLines
from screens.clickable_lines import ClickableLines
from screens.row_text import RowText
from screens.game_area import GameArea, register_game_area
from screens.kept_rows import KeptRows
from rules_engine.runebound2.actions import StartDuel
from screens.runebound2.combat_offer import combat_offer
from screens.runebound2.option_offers import class_cards_offer, experience_offer, market_offer, talents_offer
from screens.runebound2.track_cards import TrackCardsDialog, slot_id
from screens.runebound2.widgets import (
    PartyCard,
    doom_text,
    now_line,
    status_text,
    threat_text,
    track_text,
    tracks_line,
    waiting_text,
)
from screens.content_updates import show_content


#: Below this many rows (the session frame at 80x24) both tracks show in one line: see runebound2.tcss.
SHORT_HEIGHT = 20


@register_game_area("runebound2")
class Runebound2Area(GameArea):
    """Whose turn and step (fixed at the top), a card per party, the challenge and doom tracks, and the wizards."""

    DEFAULT_CSS = (Path(__file__).parent / "runebound2.tcss").read_text(encoding="utf-8")
    #: Unscoped: its stylesheet also says how the board grows with the session frame's breakpoints
    #: (`SessionFrame.-tall ...`), which a scoped rule (under this widget) could not see.
    SCOPED_CSS = False
    SHOWS_PLAYERS = True
    BINDINGS = [
        Binding("f5", "combat", N_("Combat"), id="rb2.combat", tooltip=N_("Open the combat wizard for the fight or duel in progress")),
        Binding("f6", "market", N_("Market"), id="rb2.market", tooltip=N_("Buy, sell and heal, with the rules checked")),
        Binding("f7", "experience", N_("Experience"), id="rb2.experience", tooltip=N_("Buy experience counters")),
        Binding("f4", "track_cards", N_("Track cards"), id="rb2.track_cards", show=False,
                tooltip=N_("The cards on the challenge and doom tracks, slot by slot (clicking a slot opens it too)")),
        # Class Decks only (hidden without the expansion):
        Binding("f8", "class_cards", N_("Cards"), id="rb2.class_cards",
                tooltip=N_("Class cards: the round of turns, each card on whom and at what cost, pass")),
        Binding("f9", "talents", N_("Talents"), id="rb2.talents",
                tooltip=N_("The talent shop of the experience step: what can be bought with what, and why not")),
        Binding("f10", "deck_builder", N_("Decks"), id="rb2.deck_builder",
                tooltip=N_("Check a class deck against the deck-building rules")),
    ]
    CLASS_DECK_ACTIONS = ("class_cards", "talents", "deck_builder")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: The typed board last drawn (None before the first view).
        self.board: Board | None = None
        self._seats = 0
        #: The party last clicked when no duel with it was allowed (marked on its card), or None.
        self.selected: int | None = None
        #: Whether the game is played with the Class Decks (their panel, buttons and keys shown); None before the first
        #: draw. The panel, the buttons and the keys change only when it does, not at every move.
        self._class_decks: bool | None = None
        #: What the tracks' texts were last written from (the tracks, the theme, the language; `draw`).
        self._tracks_from: tuple[object, ...] = ()
        #: What the threat pools and what waits on the class cards were last written from (`draw`).
        self._threat_from: tuple[object, ...] = ()

    def footer_dropped_first(self) -> tuple[str, ...]:
        """With the Class Decks, the class cards key (every window is played from it) is kept before the steps' own
        dialogs: the market's and the experience step's keys are kept in their own step, the talents in the
        experience step; the deck builder goes first. Without the expansion, the default order."""
        if not self._class_decks or self.board is None:
            return super().footer_dropped_first()
        step = str(self.board.step)
        if step == "experience":
            return ("deck_builder", "market")
        if step == "market":
            return ("deck_builder", "talents", "experience")
        return ("deck_builder", "talents", "experience", "market")

    def tray_notes(self, request: DiceRequest) -> tuple[str, ...]:
        """For the terrain dice before the table has described them: how to, so the app rolls them after."""
        if request.die.id != "terrain" or request.die.can_roll():
            return ()
        return (N_("Describe your terrain dice once and the app rolls them: type terrain-die and the six faces, each "
                   "its terrains joined by + (terrain-die plains+road river+forest+hills …), or use the catalogue for "
                   "new games."),)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The Class Decks keys exist only in a game played with the expansion."""
        if action in self.CLASS_DECK_ACTIONS:
            return self.board is not None and self.board.class_decks is not None
        return True

    def compose(self) -> ComposeResult:
        # The turn, step, enemy and 'Now:' lines stay fixed above the scrolling part, never scrolled away. Each builds
        # its rows from its lines (`RowText`) and keeps the lines it drew for its last texts (`RecentLooks`): an undo
        # or a redo shows a text it showed a key ago.
        yield RowText("", id="rb2-status", markup=False)
        # What can be typed now: one row whatever its length (cut with an ellipsis, the whole line in its tooltip),
        # so a longer list never moves the board below it (see runebound2.tcss).
        yield RowText("", id="rb2-now", markup=False)
        # Both tracks in one line where the board is too short to show their panels (80x24).
        yield RowText("", id="rb2-tracks-line", markup=False)
        with VerticalScroll(id="rb2-scroll"):
            # One card per party, composed with the board when the players are known (`prepare`).
            yield Horizontal(*(PartyCard(i) for i in range(self._seats)), id="rb2-parties")
            # Class Decks only: shown when the expansion is in play; a move redraws only the rows that changed. What
            # waits on the class cards keeps two rows whatever its length, so a move never lays out what is below.
            with Vertical(id="rb2-threat-box"):
                yield KeptRows(id="rb2-threat")
                yield ClampedLines(id="rb2-threat-waiting")
            with Horizontal(id="rb2-tracks"):
                yield ClickableLines(id="rb2-track")
                yield ClickableLines(id="rb2-doom")
            with Horizontal(id="rb2-buttons"):
                yield Button(_("Combat (f5)"), id="rb2-combat-button", compact=True)
                yield Button(_("Market (f6)"), id="rb2-market-button", compact=True)
                yield Button(_("Experience (f7)"), id="rb2-xp-button", compact=True)
            # Class Decks only, on a row of their own so the buttons fit 80 columns:
            with Horizontal(id="rb2-class-buttons", classes="class-decks"):
                yield Button(_("Class cards (f8)"), id="rb2-cards-button", compact=True)
                yield Button(_("Talents (f9)"), id="rb2-talents-button", compact=True)
                yield Button(_("Deck builder (f10)"), id="rb2-decks-button", compact=True)
            yield Static(Text(_("Left to the table: {items}").format(items="; ".join(_(item) for item in LEFT_TO_THE_TABLE))), id="rb2-table", markup=False)

    def on_resize(self, event: events.Resize) -> None:
        """A short board shows both tracks in one line above the parties (see runebound2.tcss)."""
        self.set_class(event.size.height < SHORT_HEIGHT, "-short")
        self.call_after_refresh(self._keep_tracks_in_sight)
        self._show_parties()  # a short terminal's cards show the threat pools too

    def _keep_tracks_in_sight(self) -> None:
        """Wherever the track panels end below the board's visible part, the one-line tracks show too.

        Once shown, the line stays until the panels fit with it (showing it only pushes them further
        down), so the board never flickers between the two.
        """
        if not self.is_mounted or self.size.height < SHORT_HEIGHT:
            return
        scroll = self.query_one("#rb2-scroll", VerticalScroll)
        tracks = self.query_one("#rb2-tracks", Horizontal).region
        hidden = not tracks or tracks.bottom > scroll.content_region.bottom
        self.set_class(hidden, "-short")

    def prepare(self, view: AreaView) -> None:
        """The players are known before the board is composed: their party cards are composed with it."""
        self._seats = len(view.board.parties)

    def draw(self, shown: AreaView) -> None:
        """Render the parties, the status and the tracks from the view's typed board."""
        view = shown.view  # the frame's own view of this state: "what now" and the board computed once
        data: Board = view.data  # the typed view data (the board) every panel is drawn from
        self.board = data
        parties = self.query_one("#rb2-parties", Horizontal)
        if self._seats != len(data.parties):
            parties.remove_children()
            parties.mount_all(PartyCard(i) for i in range(len(data.parties)))
            self._seats = len(data.parties)
            self.call_after_refresh(self._show_parties)
        else:
            self._show_parties()
        show_content(self.query_one("#rb2-status", Static), status_text(data, view))
        self._show_now(now_line(view))
        # Both tracks change at a few moves of a game (a challenge drawn or beaten, a doom card): their texts are written
        # only when the tracks, the theme their colours are in or the language differ from those they were written
        # from (they were written at every move, then found the same).
        tracks_from = (data.track, data.doom, self.app.theme, current_language())
        if tracks_from != self._tracks_from:
            self._tracks_from = tracks_from
            # Line 0 is each track's title; line n is slot n (a click on it shows its card).
            self.query_one("#rb2-track", ClickableLines).show_lines(
                track_text(data.track), [None] + [slot_id("challenge", slot.number) for slot in data.track])
            doom_slots = data.doom.slots if data.doom is not None else ()
            self.query_one("#rb2-doom", ClickableLines).show_lines(
                doom_text(data.doom), [None] + [slot_id("doom", slot.number) for slot in doom_slots])
            show_content(self.query_one("#rb2-tracks-line", Static), tracks_line(data.track, data.doom))
        self.call_after_refresh(self._keep_tracks_in_sight)
        decks = data.class_decks
        if self._class_decks is not (decks is not None):  # in the game or not: known from the first draw on
            self._class_decks = decks is not None
            self.query_one("#rb2-threat-box").display = self._class_decks
            self.query_one("#rb2-class-buttons").display = self._class_decks
            self.refresh_bindings()  # the Class Decks keys (`check_action`)
        # The threat pools and what waits on the class cards: written when the expansion's part of the board, the
        # active player, the theme or the language differ from what they were written from (not at every move).
        threat_from = (decks, data.active, self.app.theme, current_language())
        if decks is not None and threat_from != self._threat_from:
            self._threat_from = threat_from
            threat, waiting = threat_text(data), waiting_text(data)
            if threat is not None and waiting is not None:
                self.query_one("#rb2-threat", KeptRows).show_text(threat)
                self.query_one("#rb2-threat-waiting", ClampedLines).show(waiting)  # its height is fixed (the tcss)

    def _show_now(self, line: Text | None) -> None:
        """The "Now:" line: hidden when nothing can be typed; its tooltip the whole line (cut on the board when long)."""
        now = self.query_one("#rb2-now", Static)
        if now.display != (line is not None):
            now.display = line is not None
        if line is not None and show_content(now, line, layout=False):
            now.tooltip = line.plain

    def _show_parties(self) -> None:
        if self.board is None:
            return
        for card in self.query_one("#rb2-parties", Horizontal).children:
            if isinstance(card, PartyCard) and card.seat < len(self.board.parties):
                card.show(self.board)

    def on_mount(self) -> None:
        self.query_one("#rb2-track").tooltip = _("Click a slot (or press f4) to see the challenge card waiting there")
        self.query_one("#rb2-doom").tooltip = _("Click a slot (or press f4) to see what lies on that doom slot")

    @on(PartyCard.Clicked)
    def _party_clicked(self, event: PartyCard.Clicked) -> None:
        """Duel the clicked hero when the engine offers it now (a checked choice: the action 'duel pN' types);
        else select it."""
        event.stop()
        if self.shown is None or self.board is None or event.seat >= len(self.board.parties):
            return
        duel = StartDuel(self.board.parties[event.seat].player)
        if any(choice.admits(duel) for choice in self.shown.offered(StartDuel)):
            self.selected = None
            self.post_message(GameArea.Submit(duel))
        else:
            self.selected = None if self.selected == event.seat else event.seat
        for card in self.query(PartyCard):
            card.select(card.seat == self.selected)

    @on(ClickableLines.Clicked, "#rb2-track, #rb2-doom")
    def _slot_clicked(self, event: ClickableLines.Clicked) -> None:
        event.stop()
        self.action_track_cards(event.target)

    def action_track_cards(self, chosen: str = "") -> None:
        """Show the cards on the tracks, on slot `chosen` ('challenge-3', 'doom-1') or the first card."""
        if self.board is not None:
            self.app.push_screen(TrackCardsDialog(self.board, chosen))

    @on(Button.Pressed, "#rb2-combat-button")
    def _combat_button(self) -> None:
        self.action_combat()

    @on(Button.Pressed, "#rb2-market-button")
    def _market_button(self) -> None:
        self.action_market()

    @on(Button.Pressed, "#rb2-xp-button")
    def _xp_button(self) -> None:
        self.action_experience()

    @on(Button.Pressed, "#rb2-cards-button")
    def _cards_button(self) -> None:
        self.action_class_cards()

    @on(Button.Pressed, "#rb2-talents-button")
    def _talents_button(self) -> None:
        self.action_talents()

    @on(Button.Pressed, "#rb2-decks-button")
    def _decks_button(self) -> None:
        self.action_deck_builder()

    def action_class_cards(self) -> None:
        """Open the class cards dialog (Class Decks): the round of turns, each card on whom, at what cost and with
        what text."""
        # The catalogue's store (SQLModel) is read when the dialog opens, never for the board: the texts the table
        # typed in with its cards are shown with them.
        from screens.runebound2.class_deck_step import class_card_entries

        entries = class_card_entries(self._catalogue_store())
        self.open_choices(lambda view: class_cards_offer(view, entries))

    def _catalogue_store(self) -> Any:
        """The app's store for the card catalogue: opened now if the board was read before it (a session opened from
        the list is read with sqlite3, and the store opens only when something needs it); None without one."""
        store = getattr(self.app, "store", None)
        if store is not None or not hasattr(self.app, "wait_for_store"):
            return store
        try:
            return self.app.wait_for_store()
        except Exception:  # noqa: BLE001 - a store that cannot open leaves the shipped cards' texts
            return None

    def action_talents(self) -> None:
        """Open the talent shop (Class Decks)."""
        self.open_choices(talents_offer)

    def action_deck_builder(self) -> None:
        """Open the deck builder (imported on first use: it reads the card catalogue's store, SQLModel, which the
        board shown before the session store must not wait for)."""
        from screens.runebound2.deck_builder import DeckBuilder

        self.app.push_screen(DeckBuilder())

    def action_combat(self) -> None:
        """Open the fight's dialog (only while a fight is on); it opens again after each step until the fight ends."""
        if self.board is None:
            return
        if self.board.fight_on:
            self.open_choices(combat_offer)
        else:
            self.notify(_("No fight is in progress: take an adventure and enter the challenge drawn, or duel a hero."),
                        severity="warning")

    def action_market(self) -> None:
        """Open the market dialog."""
        self.open_choices(market_offer)

    def action_experience(self) -> None:
        """Open the experience dialog."""
        self.open_choices(experience_offer)
