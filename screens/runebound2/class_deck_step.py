"""The new-session wizard's Class Decks step: each player's class deck and start (3 gold or a level-1 talent).

Shown while the Class Decks option is ticked. The decks are the catalogue's (cards imported with a
deck name); the app shuffles each and draws six (`dealt_deck`), and the game's own setup
validation takes them, so a deck that breaks the rules is refused there with its rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from random import Random
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Label, Select, Static

from cards_db.runebound2_class_decks import dealt_deck, decks_in_catalogue, shipped_class_cards
from companion.services.i18n import _, translate
from rules_engine.game import SetupError
from rules_engine.messages import N_
from rules_engine.runebound2.class_decks.deck_building import DeckOrigin
from rules_engine.runebound2.class_decks.deck_state import EXPANSION_ID
from rules_engine.runebound2.class_decks.setup_step import CATALOGUE_KEY, STARTING_GOLD
from rules_engine.runebound2.names import printed_name
from screens.wizard import SetupStep, register_setup_step

OPTION = f"expansion-{EXPANSION_ID}"
GOLD = "gold"
NO_DECKS = N_("No class deck in the catalogue yet: the book names only a few cards. Type your decks' cards in from "
            "the cards (the catalogue's Runebound class cards and talents, c on the home screen; each card with its "
            "deck's name), then start.")


#: The step's note: what it asks, and that the app's deal of six is named again from the table's own draw.
DEALT = N_("Each player's class deck and start bonus. The app shuffles each deck and deals six; in play, the table "
           "names the six each player drew with hand PLAYER \"CARD\" ... (f8 lists the hands).")


def class_card_entries(store: Any) -> dict[str, dict[str, Any]]:
    """The catalogue's class cards and talents: shipped, and imported ones when there is a store."""
    if store is None:
        return shipped_class_cards()
    from cards_db.store import list_entries  # SQLModel: only once the store is open, never for the board

    try:
        return list_entries("runebound2", "class-card", db=store)
    except Exception:  # noqa: BLE001 - an unreadable store still leaves the shipped cards
        return shipped_class_cards()


#: The player's word on each deck: the printed deck as it comes (the usual game), or one they put together.
ORIGIN_CHOICES = ((N_("as printed"), DeckOrigin.PRINTED), (N_("put together"), DeckOrigin.BUILT))


def start_choices(entries: Mapping[str, Mapping[str, Any]], deck: str | None) -> list[tuple[Text, str]]:
    """The start bonus: the gold, or any level-1 talent of the chosen deck."""
    choices = [(Text(_("{gold} gold").format(gold=STARTING_GOLD)), GOLD)]
    if deck is not None:
        _cards, talents = decks_in_catalogue(entries).get(deck, ([], []))
        choices += [(Text(_("talent: {name}").format(name=translate(printed_name(t["name"])))), t["name"]) for t in talents if t.get("level") == 1]
    return choices


class ClassDeckStep(SetupStep):
    """One row per seat: the class deck, and the start (gold or a level-1 talent)."""

    DEFAULT_CSS = """
    ClassDeckStep { height: auto; display: none; }
    ClassDeckStep.-on { display: block; }
    ClassDeckStep #class-deck-rows, ClassDeckStep .deck-row { height: auto; }
    ClassDeckStep .deck-row Select { width: 1fr; }
    ClassDeckStep .deck-row .deck-origin { width: 18; }
    """

    def __init__(self, store: Any, rng: Random | None = None) -> None:
        super().__init__(id="class-deck-step")
        self.entries = class_card_entries(store)
        self.decks = decks_in_catalogue(self.entries)
        self.rng = rng or Random()
        self._seats = 0
        self._pending = 0
        #: The players' names as typed in the wizard, seat by seat (a row is labelled by its player's name).
        self._names: list[str] = []

    def compose(self) -> ComposeResult:
        yield Label(_("Class decks"), classes="form-section", markup=False)
        yield Static(_(NO_DECKS) if not self.decks else _(DEALT),
                     classes="form-note", markup=False)
        yield Vertical(id="class-deck-rows")

    def options_changed(self, options: Mapping[str, Any]) -> None:
        """Shown only while the Class Decks option is ticked."""
        self.set_class(bool(options.get(OPTION)), "-on")

    def set_seats(self, count: int) -> None:
        """One row per seat (choices already made are kept).

        The rows are rebuilt by `_build_rows`, queued on this widget so that two quick calls (the
        wizard rebuilding its players twice) never interleave a removal with a mount of the same ids.
        """
        self._pending = count
        if self.is_mounted:
            self.call_next(self._build_rows)

    async def _build_rows(self) -> None:
        count = self._pending
        kept = [self._chosen(i) for i in range(1, self._seats + 1)]
        origins = [self._origin(i) for i in range(1, self._seats + 1)]
        rows = self.query_one("#class-deck-rows", Vertical)
        await rows.remove_children()
        self._seats = count
        built = []
        for index in range(1, count + 1):
            deck, start = kept[index - 1] if index <= len(kept) else (None, GOLD)
            starts = start_choices(self.entries, deck)
            built.append(Horizontal(
                Label(self._row_label(index), classes="form-label", markup=False, id=f"class-player-{index}"),
                Select([(Text(name), name) for name in self.decks], prompt=_("class deck"), id=f"class-deck-{index}",
                       compact=True, value=deck if deck in self.decks else Select.NULL),
                Select(starts, id=f"class-start-{index}", compact=True, allow_blank=False,
                       value=start if start in {v for _, v in starts} else GOLD),
                Select([(_(label), origin) for label, origin in ORIGIN_CHOICES], id=f"class-origin-{index}",
                       compact=True, allow_blank=False, classes="deck-origin",
                       value=origins[index - 1] if index <= len(origins) else DeckOrigin.PRINTED,
                       tooltip=_("A printed class deck as it comes, or a deck the player put together (the "
                                 "deck-building limits then apply)")),
                classes="form-row deck-row",
            ))
        await rows.mount_all(built)

    async def on_mount(self) -> None:
        await self._build_rows()

    def _row_label(self, index: int) -> str:
        """A seat's row named by the name typed for it above, «Player 2» while none is."""
        name = self._names[index - 1].strip() if index <= len(self._names) else ""
        return name or _("Player {index}").format(index=index)

    def names_changed(self, names: list[str]) -> None:
        """Each row follows the name typed for its seat."""
        self._names = list(names)
        for index in range(1, self._seats + 1):
            for label in self.query(f"#class-player-{index}").results(Label):
                label.update(self._row_label(index))

    def _chosen(self, index: int) -> tuple[str | None, str]:
        decks = self.query(f"#class-deck-{index}")
        starts = self.query(f"#class-start-{index}")
        deck = getattr(decks.first(), "value", None) if decks else None
        start = getattr(starts.first(), "value", GOLD) if starts else GOLD
        return (deck if isinstance(deck, str) else None, start if isinstance(start, str) else GOLD)

    def _origin(self, index: int) -> DeckOrigin:
        """The player's word on seat `index`'s deck (a printed deck as it comes until they say otherwise)."""
        found = self.query(f"#class-origin-{index}")
        value = getattr(found.first(), "value", None) if found else None
        return value if isinstance(value, DeckOrigin) else DeckOrigin.PRINTED

    @on(Select.Changed)
    def _deck_chosen(self, event: Select.Changed) -> None:
        wid = event.select.id or ""
        if not wid.startswith("class-deck-"):
            return
        index = wid.removeprefix("class-deck-")
        deck = event.value if isinstance(event.value, str) else None
        start = self.query_one(f"#class-start-{index}", Select)
        start.set_options(start_choices(self.entries, deck))
        start.value = GOLD

    def catalogue(self, options: Mapping[str, Any], players: list[str]) -> dict[str, Any]:
        """Each player's deck shuffled and six drawn, as the setup carries them (nothing without the option)."""
        if not options.get(OPTION):
            return {}
        if not self.decks:
            raise SetupError(_(NO_DECKS))
        dealt = []
        for index, player in enumerate(players, start=1):
            deck, start = self._chosen(index)
            if deck is None:
                raise SetupError(_("choose a class deck for player {index} ({player})").format(index=index, player=player)
                                 if player else _("choose a class deck for player {index}").format(index=index))
            try:
                dealt.append(dealt_deck(player, deck, self.entries, "" if start == GOLD else start, self.rng,
                                        self._origin(index)))
            except ValueError as error:
                raise SetupError(str(error)) from None
        return {CATALOGUE_KEY: dealt}


@register_setup_step("runebound2")
def class_deck_step(store: Any) -> ClassDeckStep:
    """Runebound's wizard step: the class decks."""
    return ClassDeckStep(store)
