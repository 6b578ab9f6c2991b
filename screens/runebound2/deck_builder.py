"""The Class Decks deck builder: type a class deck and a talent deck by card name, and see every rule it breaks.

Names are looked up in the catalogue (shipped and imported cards). The verdict is the engine's one
verdict on a deck (`deck_problems`), the same the setup check gives: the player says whether the
deck is a printed class deck as it comes or one they put together (at most 30 class cards, no
duplicates, at least 12 hostile, at most 5 talents); cards of two printed decks are always put
together. Each failure names the card and the rule with its citation; a valid deck says so.
"""

from __future__ import annotations

from companion.services.i18n import _, reference_text, translate
from rules_engine.messages import NC_, N_
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.screen import Screen
from textual.widgets import Button, Label, Select, Static, TextArea

from cards_db.runebound2_class_decks import deck_from_names, shipped_class_cards
from cards_db.store import list_entries
from rules_engine.citations import Citation
from rules_engine.runebound2.class_decks.deck_building import (
    MAX_CLASS_CARDS, MAX_TALENTS, MIN_HOSTILE, DeckOrigin, deck_problems,
)
from rules_engine.plurals import count as count_of
from screens.localized_footer import Footer
from screens.ordered_text_area import OrderedTextArea
from screens.theme_styles import BAD, GOOD, redraw_on_theme_change, tone

HELP = N_("One name a line. A deck put together: at most {cards} class cards, no two alike, at least {hostile} "
          "hostile; at most {talents} talents. A printed deck as it comes: no two alike. Unknown cards: companion "
          "catalogue import.")
#: The player's word on the deck's origin, in the order the builder offers it (a deck put together first).
ORIGINS = ((DeckOrigin.BUILT, N_("A deck I put together")), (DeckOrigin.PRINTED, N_("A printed deck as it comes")))


def deck_verdict(names: list[str], talent_names: list[str], entries: dict[str, dict[str, Any]],
                 origin: DeckOrigin = DeckOrigin.BUILT) -> Text:
    """Every problem of the typed deck with its rule's citation, or the counts of a valid deck."""
    cards, talents, problems = deck_from_names(names, talent_names, entries)
    problems = problems + deck_problems(cards, talents, origin)
    hostile = sum(1 for c in cards if c.hostile)
    counts = _("{cards} ({hostile} hostile), {talents}").format(
        cards=translate(count_of(len(cards), "class card", "class cards")), hostile=hostile,
        talents=translate(count_of(len(talents), "talent", "talents")))
    if not problems:
        return Text(_("✓ The deck follows the building rules: {counts}.").format(counts=counts), style=tone(GOOD))
    found = translate(count_of(len(problems), "problem", "problems"))
    text = Text(f"✗ {counts}: {found}\n", style=tone(f"bold {BAD}"))
    for rule_id, message in problems:
        text.append(f"• {translate(message)}", style=tone(BAD))
        text.append(f" ({reference_text(Citation.of(rule_id))})\n", style="dim")
    return text


class DeckBuilder(Screen[None]):
    """Two lists (class cards, talents) and the engine's verdict on them."""

    HELP_TITLE = NC_("screen title", "Class deck")

    DEFAULT_CSS = (Path(__file__).parent / "deck_builder.tcss").read_text(encoding="utf-8")
    BINDINGS = [
        Binding("ctrl+s", "check", N_("Check deck"), id="rb2.decks.check", priority=True,
                tooltip=N_("Check the deck against the deck-building rules")),
        Binding("escape", "back", N_("Back"), id="rb2.decks.back", tooltip=N_("Leave the deck builder")),
    ]

    def __init__(self, cards: tuple[str, ...] = (), talents: tuple[str, ...] = ()) -> None:
        super().__init__()
        self._cards, self._talents = cards, talents

    def compose(self) -> ComposeResult:
        yield Label(_("Class deck builder"), classes="screen-title", markup=False)
        with Horizontal(id="db-body"):
            yield OrderedTextArea("\n".join(self._cards), id="db-cards", soft_wrap=False)
            yield OrderedTextArea("\n".join(self._talents), id="db-talents", soft_wrap=False)
        yield Static("", id="db-verdict", markup=False)
        yield Static(_(HELP).format(cards=MAX_CLASS_CARDS, hostile=MIN_HOSTILE, talents=MAX_TALENTS), id="db-help",
                     markup=False)
        with Horizontal(id="db-buttons"):
            yield Select([(_(label), origin) for origin, label in ORIGINS], value=DeckOrigin.BUILT, allow_blank=False,
                         id="db-origin", compact=True)
            yield Button(_("Check (ctrl+s)"), id="db-check", compact=True)
            yield Button(_("Back (esc)"), id="db-back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#db-cards", TextArea).border_title = _("Class cards")
        self.query_one("#db-talents", TextArea).border_title = _("Talents")
        self.action_check()
        redraw_on_theme_change(self, self.action_check)

    def entries(self) -> dict[str, dict[str, Any]]:
        """The catalogue's class cards: shipped, and imported ones when the app has a store."""
        store = getattr(self.app, "store", None)
        if store is None:
            return shipped_class_cards()
        try:
            return list_entries("runebound2", "class-card", db=store)
        except Exception:  # noqa: BLE001 - an unreadable store still leaves the shipped cards
            return shipped_class_cards()

    def origin(self) -> DeckOrigin:
        """The player's word on the deck: put together, or a printed deck as it comes."""
        value = self.query_one("#db-origin", Select).value
        return value if isinstance(value, DeckOrigin) else DeckOrigin.BUILT

    @on(Select.Changed, "#db-origin")
    def _origin_changed(self) -> None:
        self.action_check()

    def typed(self) -> tuple[list[str], list[str]]:
        """The names in both lists, one a line."""
        cards = self.query_one("#db-cards", TextArea).text.splitlines()
        talents = self.query_one("#db-talents", TextArea).text.splitlines()
        return cards, talents

    def action_check(self) -> None:
        """Show the verdict on the lists as typed."""
        cards, talents = self.typed()
        self.query_one("#db-verdict", Static).update(deck_verdict(cards, talents, self.entries(), self.origin()))

    @on(Button.Pressed, "#db-check")
    def _check(self) -> None:
        self.action_check()

    @on(Button.Pressed, "#db-back")
    def _back(self) -> None:
        self.action_back()

    def action_back(self) -> None:
        """Leave the builder."""
        self.dismiss(None)

