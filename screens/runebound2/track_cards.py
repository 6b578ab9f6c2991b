"""The cards on the Runebound 2e tracks, slot by slot: what a challenge left on the challenge track
is (its values, reward, the hex its marker lies on) and what lies on each doom track slot.

Opened with f4 (every slot, the arrows move between them) or by clicking a slot of either track
(the same dialog, on that slot). It only shows what the state holds; nothing here decides a rule.
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

from rules_engine.runebound2.challenge_track import SLOTS as CHALLENGE_SLOTS
from rules_engine.runebound2.doom_track import SLOTS as DOOM_SLOTS, slot_name, threshold
from rules_engine.runebound2.state import Rb2State
from screens.rule_summaries import rule_summary


def slot_id(track: str, number: int) -> str:
    """The option id of a slot: 'challenge-3', 'doom-1'."""
    return f"{track}-{number}"


def challenge_slot_text(state: Rb2State, number: int) -> Text:
    """Slot `number` (1-6) of the challenge track: its card's values, or that its marker is home."""
    slot = state.track.slots[number - 1]
    text = Text()
    text.append(f"Challenge track, slot {number}\n", style="bold")
    card = slot.card
    if card is None:
        text.append(f"Empty: marker {number} is home on its slot.\n", style="dim")
    else:
        text.append(f"{card.name}", style="bold")
        text.append(f" ({card.colour} challenge)\n")
        text.append(f"Marker {number} lies on hex {slot.hex}.\n")
        text.append(f"Mind {card.mind} · Body {card.body} · Spirit {card.spirit}  (the targets of ranged "
                    "and fleeing, melee, magic rolls)\n")
        text.append(f"Damage ranged {card.ranged} · melee {card.melee} · magic {card.magic} · life {card.life}\n")
        reward = [f"{card.gold} gold"] if card.gold else []
        if card.reward:
            reward.append(card.reward)
        text.append("Reward: " + ("; ".join(reward) or "none listed") + "\n")
        if card.keep:
            text.append("The hero who beats it keeps the card.\n")
        if card.before_combat:
            text.append("It has a before-combat ability: read the card.\n")
    text.append("\n" + rule_summary("runebound2.adventure.track-marker") + "\n", style="italic")
    text.append(rule_summary("runebound2.track.full"), style="italic")
    return text


def doom_slot_text(state: Rb2State, number: int) -> Text:
    """Slot `number` (1-8) of the doom track: the face-down card's colour (its name if known) and the counter."""
    text = Text()
    text.append(f"Doom track, slot {slot_name(number)}\n", style="bold")
    doom = state.doom
    if doom is None:
        text.append("This game is played without the doom track.", style="dim")
        return text
    if number <= len(doom.cards):
        card = doom.cards[number - 1]
        text.append(f"A face-down {card.colour} adventure card" + (f" ({card.name})" if card.name else "") + ".\n")
    else:
        text.append("No card here yet.\n", style="dim")
    if number <= doom.tokens:
        text.append("A doom counter lies on this slot.\n", style="bold")
    text.append(f"Doom counters down: {doom.tokens}; a counter falls at {threshold(len(state.players))} cards.\n")
    text.append("\n" + rule_summary("runebound2.doom.discards") + "\n", style="italic")
    text.append(rule_summary("runebound2.doom.token"), style="italic")
    return text


def slot_option(state: Rb2State, track: str, number: int) -> Option:
    """One line of the slot list: the slot and what lies there."""
    if track == "challenge":
        card = state.track.slots[number - 1].card
        label = f"Challenge {number}: {card.name if card else '(empty)'}"
    else:
        doom = state.doom
        colour = doom.cards[number - 1].colour if doom is not None and number <= len(doom.cards) else ""
        label = f"Doom {slot_name(number)}: {colour or '(empty)'}"
    return Option(Text(label), id=slot_id(track, number))


class TrackCardsDialog(ModalScreen[None]):
    """Every track slot in a list; the highlighted one's card in full below it."""

    DEFAULT_CSS = """
    TrackCardsDialog { align: center middle; }
    #track-cards-box { width: 90%; max-width: 90; height: auto; max-height: 95%; border: thick $accent;
                       padding: 0 1; background: $surface; }
    #track-cards-slots { height: auto; max-height: 9; }
    #track-card-detail { height: auto; }
    """
    BINDINGS = [Binding("escape", "close", "Close", id="rb2.track.close", tooltip="Close the track cards")]

    def __init__(self, state: Rb2State, chosen: str = "") -> None:
        super().__init__()
        self.state = state
        self.chosen = chosen

    def compose(self) -> ComposeResult:
        with Vertical(id="track-cards-box"):
            yield Label("Track cards (arrows: another slot · esc: close)", markup=False)
            options = [slot_option(self.state, "challenge", n) for n in range(1, CHALLENGE_SLOTS + 1)]
            if self.state.doom is not None:
                options += [slot_option(self.state, "doom", n) for n in range(1, DOOM_SLOTS + 1)]
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
        for number, slot in enumerate(self.state.track.slots, start=1):
            if slot.card is not None:
                return slot_id("challenge", number)
        return slot_id("challenge", 1)

    @on(OptionList.OptionHighlighted, "#track-cards-slots")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show(event.option.id or "")

    def _show(self, option_id: str) -> None:
        track, _, number = option_id.partition("-")
        if not number.isdigit():
            return
        detail = challenge_slot_text if track == "challenge" else doom_slot_text
        self.query_one("#track-card-detail", Static).update(detail(self.state, int(number)))

    def detail_text(self) -> str:
        """What the detail panel shows, as plain text."""
        return str(self.query_one("#track-card-detail", Static).render())

    def action_close(self) -> None:
        """Close the dialog."""
        self.dismiss(None)
