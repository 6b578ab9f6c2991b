"""The cards on the Runebound 2e tracks, slot by slot: what a challenge left on the challenge track
is (its values, reward, the hex its marker lies on) and what lies on each doom track slot.

Opened with f4 (every slot, the arrows move between them) or by clicking a slot of either track
(the same dialog, on that slot). It only shows what the game's typed board holds; nothing here decides a rule.
"""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from rules_engine.runebound2.board import Board
from companion.services.i18n import _, translate
from rules_engine.messages import NC_, N_
from rules_engine.runebound2.words import word
from screens.rule_summaries import rule_summary


def slot_id(track: str, number: int) -> str:
    """The option id of a slot: 'challenge-3', 'doom-1'."""
    return f"{track}-{number}"


def challenge_slot_text(board: Board, number: int) -> Text:
    """Slot `number` (1-6) of the challenge track: its card's values, or that its marker is home."""
    slot = board.track[number - 1]
    text = Text()
    text.append(_("Challenge track, slot {number}").format(number=number) + "\n", style="bold")
    card = slot.values
    if card is None:
        text.append(_("Empty: marker {number} is home on its slot.").format(number=number) + "\n", style="dim")
    else:
        text.append(translate(slot.card), style="bold")
        text.append(" " + _("({colour} challenge)").format(colour=translate(word(slot.colour))) + "\n")
        text.append(_("Marker {number} lies on hex {hex}.").format(number=number, hex=slot.marker_on) + "\n")
        text.append(_("Mind {mind} · Body {body} · Spirit {spirit}  (the targets of ranged and fleeing, melee, "
                      "magic rolls)").format(mind=card.mind, body=card.body, spirit=card.spirit) + "\n")
        text.append(_("Damage ranged {ranged} · melee {melee} · magic {magic} · life {life}").format(
            ranged=card.ranged, melee=card.melee, magic=card.magic, life=card.life) + "\n")
        reward = [_("{gold} gold").format(gold=card.gold)] if card.gold else []
        if card.reward:
            reward.append(card.reward)
        text.append(_("Reward: {reward}").format(reward="; ".join(reward) or _("none listed")) + "\n")
        if card.keep:
            text.append(_("The hero who beats it keeps the card.") + "\n")
        if card.before_combat:
            text.append(_("It has a before-combat ability: read the card.") + "\n")
    text.append("\n" + rule_summary("runebound2.adventure.track-marker") + "\n", style="italic")
    text.append(rule_summary("runebound2.track.full"), style="italic")
    return text


def doom_slot_text(board: Board, number: int) -> Text:
    """Slot `number` (1-8) of the doom track: the face-down card's colour (its name if known) and the counter."""
    text = Text()
    doom = board.doom
    if doom is None:
        text.append(_("Doom track, slot {slot}").format(slot=number) + "\n", style="bold")
        text.append(_("This game is played without the doom track."), style="dim")
        return text
    slot = doom.slots[number - 1]
    text.append(_("Doom track, slot {slot}").format(slot=translate(slot.name)) + "\n", style="bold")
    if slot.colour:
        colour = translate(word(slot.colour))
        text.append((_("A face-down {colour} adventure card ({name}).").format(colour=colour, name=translate(slot.card)) if slot.card
                     else _("A face-down {colour} adventure card.").format(colour=colour)) + "\n")
    else:
        text.append(_("No card here yet.") + "\n", style="dim")
    if slot.counter:
        text.append(_("A doom counter lies on this slot.") + "\n", style="bold")
    text.append(_("Doom counters down: {tokens}; a counter falls at {cards} cards.").format(
        tokens=doom.counters, cards=doom.cards_per_counter) + "\n")
    text.append("\n" + rule_summary("runebound2.doom.discards") + "\n", style="italic")
    text.append(rule_summary("runebound2.doom.token"), style="italic")
    return text


def slot_option(board: Board, track: str, number: int) -> Option:
    """One line of the slot list: the slot and what lies there."""
    if track == "challenge":
        card = board.track[number - 1].card
        label = _("Challenge {number}: {card}").format(number=number, card=card or _("(empty)"))
    else:
        slot = board.doom.slots[number - 1] if board.doom is not None else None
        colour = slot.colour if slot is not None else ""
        label = _("Doom {slot}: {colour}").format(slot=translate(slot.name) if slot is not None else number,
                                                  colour=translate(word(colour)) if colour else _("(empty)"))
    return Option(Text(label), id=slot_id(track, number))


class TrackCardsDialog(ModalScreen[None]):
    """Every track slot in a list; the highlighted one's card in full below it."""

    HELP_TITLE = NC_("screen title", "Track cards")

    DEFAULT_CSS = """
    TrackCardsDialog { align: center middle; }
    #track-cards-box { width: 90%; max-width: 90; height: auto; max-height: 95%; border: thick $accent;
                       padding: 0 1; background: $surface; }
    #track-cards-slots { height: auto; max-height: 9; }
    #track-card-detail { height: auto; }
    """
    BINDINGS = [Binding("escape", "close", N_("Close"), id="rb2.track.close", tooltip=N_("Close the track cards"))]

    def __init__(self, board: Board, chosen: str = "") -> None:
        super().__init__()
        self.board = board
        self.chosen = chosen

    def compose(self) -> ComposeResult:
        with Vertical(id="track-cards-box"):
            yield Label(_("Track cards (arrows: another slot · esc: close)"), markup=False)
            options = [slot_option(self.board, "challenge", slot.number) for slot in self.board.track]
            if self.board.doom is not None:
                options += [slot_option(self.board, "doom", slot.number) for slot in self.board.doom.slots]
            yield OptionList(*options, id="track-cards-slots")
            yield Static("", id="track-card-detail", markup=False)

    def on_mount(self) -> None:
        slots = self.query_one("#track-cards-slots", OptionList)
        chosen = self.chosen or self._first_card()
        try:
            slots.highlighted = slots.get_option_index(chosen)
        except Exception:  # noqa: BLE001 - an unknown slot id: start at the top
            slots.highlighted = 0
        slots.focus()
        self._show(slots.get_option_at_index(slots.highlighted or 0).id or "")

    def _first_card(self) -> str:
        """The first challenge slot holding a card (else slot 1)."""
        for slot in self.board.track:
            if slot.card:
                return slot_id("challenge", slot.number)
        return slot_id("challenge", 1)

    @on(OptionList.OptionHighlighted, "#track-cards-slots")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(event.option.id or "")

    def _show(self, option_id: str) -> None:
        track, _, number = option_id.partition("-")
        if not number.isdigit():
            return
        detail = challenge_slot_text if track == "challenge" else doom_slot_text
        self.query_one("#track-card-detail", Static).update(detail(self.board, int(number)))

    def detail_text(self) -> str:
        """What the detail panel shows, as plain text."""
        return str(self.query_one("#track-card-detail", Static).render())

    def action_close(self) -> None:
        """Close the dialog."""
        self.dismiss(None)
