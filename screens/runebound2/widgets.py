"""Runebound 2nd edition widgets: a party card per player, the challenge track, the doom track.

Everything here draws from the game's typed board (`rules_engine.runebound2.board.Board`, the view's data),
never from the state (tests/core/test_screens_draw_from_the_board.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message

from companion.services.i18n import _, current_language, pgettext, translate
from rules_engine.game import GameView
from rules_engine.runebound2.board import (
    Board,
    CharacterData,
    DoomData,
    EnemyData,
    FightData,
    PartyData,
    ThreatData,
    TrackSlotData,
)
from rules_engine.runebound2.view_text import hex_text
from rules_engine.runebound2.words import word
from rules_engine.messages import NC_
from screens.theme_styles import BAD, GOOD, INFO, NOTE, WARN, redraw_on_theme_change, tone
from screens.card_border import OwnBorder
from screens.kept_rows import KeptRows


#: Below this many rows (the session frame's `-short` breakpoint, 80x24) a party card shows its threat pool.
SHORT_BELOW = 40
#: The item classes as a party card heads its items (the engine keeps the English class, which commands take).
ITEM_CLASS_WORDS = {
    "weapon": NC_("runebound2 item class", "weapon"),
    "armour": NC_("runebound2 item class", "armour"),
    "artifact": NC_("runebound2 item class", "artifact"),
}


def item_class_word(item_class: str) -> str:
    """An item class in the interface's language (a class the app does not know, as typed)."""
    return pgettext("runebound2 item class", item_class) if item_class in ITEM_CLASS_WORDS else item_class


def _character_line(text: Text, who: CharacterData, label: str, missing: tuple[str, ...] = (),
                    counters: Text | None = None) -> None:
    """A hero or ally: name, life and exhaustion, then (`counters`, the party's gold, experience and threat, right
    under the hero's life, so a short card still shows them), then attributes and damage."""
    def shown(name: str) -> str:  # a value the table has not typed yet reads '?', never a made-up number
        return "?" if name in missing else str(getattr(who, name))

    life = "?/?" if "life" in missing else f"{who.life - who.wounds}/{who.life}"
    name = translate(who.name)  # the board's name: a shipped hero's as its card prints it in the table's language
    if label:
        text.append(f"{label}{name}\n")
    text.append(_("life {life}").format(life=life), style=tone(BAD) if who.wounds else "")
    text.append(_(" · exh {exhaustion}/{stamina}").format(exhaustion=who.exhaustion, stamina=shown("stamina")) + "\n",
                style=tone(WARN) if who.exhaustion else "")
    if counters is not None:
        text.append_text(counters)
    if not label:
        text.append(f"{name}\n", style="bold")
    text.append(
        _("M{mind} B{body} S{spirit} · dmg {ranged}/{melee}/{magic}").format(
            mind=shown("mind"), body=shown("body"), spirit=shown("spirit"),
            ranged=shown("ranged"), melee=shown("melee"), magic=shown("magic")) + "\n",
        style="dim",
    )
    if missing:
        text.append(_("type with 'hero': {missing}").format(missing=", ".join(missing)) + "\n",
                    style=tone(f"italic {WARN}"))


def counters_text(party: PartyData, threat: ThreatData | None) -> Text:
    """The party's counters, each line short enough for a card at 80 columns: gold and experience, and with the
    Class Decks the threat on the hero card and in the pool, and the class cards in hand and deck."""
    text = Text()
    text.append(_("gold {gold}").format(gold=party.gold), style=tone(f"bold {WARN}"))
    text.append(_("  xp {xp}").format(xp=party.experience_points), style=tone(INFO))
    if party.counters:
        text.append(" (" + ", ".join(f"{colour[0].upper()}{xp}" for colour, xp in party.counters) + ")", style="dim")
    text.append("\n")
    if threat is not None:
        text.append(_("threat {on_card} · pool {pool}").format(on_card=threat.on_card, pool=threat.pool) + "\n",
                    style=tone(f"bold {BAD}") if threat.on_card else "")
        text.append(_("hand {hand} · deck {deck}").format(hand=threat.hand, deck=threat.deck) + "\n", style="dim")
    return text


def party_text(party: PartyData, threat: ThreatData | None = None) -> Text:
    """One party as rich text: the player, then the counters a decision depends on (life, exhaustion, gold,
    experience, with the Class Decks the threat and class cards), then where it stands, the hero, allies, items.

    The counters come first, so a card cut short (a board at 80x24) still shows every one of them.
    """
    text = Text()
    active = party.active
    text.append(f"{'▶ ' if active else ''}{party.player}\n", style="bold reverse" if active else "bold")
    _character_line(text, party.hero, "", party.missing, counters_text(party, threat))
    # Where the party stands comes before the lists, so a long list of items can never push it out of sight.
    where = translate(hex_text(party.at)) if party.at is not None else _("knocked out")
    text.append(_("at {where}").format(where=where), style="dim")
    for ally in party.allies:
        text.append("\n")
        _character_line(text, ally, _("+ kept ally ") if ally.kept else _("+ ally "))
        text.rstrip()
    if party.experience_bought:
        text.append("\n" + _("  bought: {bought}").format(bought=", ".join(party.experience_bought)), style="dim")
    by_class: dict[str, list[str]] = {}
    for item in party.items:
        name = item.name + (_(" (kept)") if item.kept else "") + ("*" if item.activated else "")
        by_class.setdefault(item_class_word(item.item_class) if item.item_class else _("item"), []).append(name)
    for item_class, names in sorted(by_class.items()):
        text.append(f"\n  {item_class}: {', '.join(names)}")
    for card in party.trophies:
        text.append("\n" + _("  kept: {card}").format(card=translate(card.name)), style=tone(GOOD))
    # The English spelling of a name is the catalogue's concern, nothing the table can settle by typing.
    unsure = [u for u in party.unconfirmed if u != "name"]
    if unsure:
        text.append("\n" + _("  unconfirmed: {values}").format(values=", ".join(unsure)), style="italic dim")
    return text


class PartyCard(OwnBorder, KeptRows):
    """One player's party; a click posts `PartyCard.Clicked` (the area duels that hero or selects it). A move redraws
    only the card's rows that changed (its gold, its life).

    The card draws its own border (`card_border`): a card that becomes or stops being the active one, or is selected,
    changes its inline border alone, with no restyle (the stylesheet applied again to a card cost about 0.6 ms of CPU,
    twice each time the turn passed); its lines are repainted from the kept ones (`KeptRows`). Its classes `-active`
    and `-selected` still say which it is (set without a restyle: the stylesheet has no rule for them)."""

    @dataclass
    class Clicked(Message):
        """The party of `seat` was clicked."""

        seat: int

    def __init__(self, seat: int, **kwargs) -> None:
        super().__init__("", classes="party-card clickable", markup=False, **kwargs)
        self.seat = seat
        self._no_border_yet()  # not active, not selected, the stylesheet's border (`OwnBorder`)
        #: What the card's text was last written from (the party, its threat row, the theme its colours are in, the
        #: language): a move that leaves a party as it was writes nothing (its text was formatted again each move).
        self._written_from: tuple[object, ...] | None = None
        self.tooltip = _("Click: duel this hero when the rules allow it now (as 'duel p{seat}'); "
                         "otherwise select this party").format(seat=seat + 1)

    def on_click(self, event: events.Click) -> None:
        """Tell the area this party was clicked."""
        event.stop()
        self.post_message(self.Clicked(self.seat))

    def on_mount(self) -> None:
        redraw_on_theme_change(self, self._theme_changed)

    def show(self, board: Board) -> None:
        """Render this seat's party from the board."""
        party = board.parties[self.seat]
        self.active = party.active
        self._show_border()
        # With the Class Decks on a short board, whose threat pools panel lies below the cards, each card shows
        # its own threat and class cards; a taller board shows them in that panel, in sight.
        decks = board.class_decks if self.app.size.height < SHORT_BELOW else None
        rows = decks.threat if decks is not None else ()
        threat = rows[self.seat] if self.seat < len(rows) else None
        written_from = (party, threat, self.app.theme, current_language())
        if written_from == self._written_from:
            return
        self._written_from = written_from
        self.show_text(party_text(party, threat))


def track_text(track: tuple[TrackSlotData, ...]) -> Text:
    """The six slots of the unresolved-challenge track, from the board's view data."""
    text = Text()
    text.append(_("Challenge track") + "\n", style="bold")
    for slot in track:
        if not slot.card:
            text.append(_("{number} · marker home").format(number=slot.number) + "\n", style="dim")
        else:
            text.append(f"{slot.number} {translate(slot.card)} ", style="bold")
            text.append(f"({translate(word(slot.colour))}) @ {slot.marker_on}\n")
    return text


def doom_text(doom: DoomData | None) -> Text:
    """The doom track: slots with their cards, counters and the threshold, from the board's view data."""
    text = Text()
    if doom is None:
        text.append(_("Doom track") + "\n", style="bold")
        text.append(_("not used"), style="dim")
        return text
    text.append(_("Doom track {counters}/{endgame_at}").format(counters=doom.counters, endgame_at=doom.endgame_at),
                style="bold")
    text.append(_("  (counter at {cards} cards)").format(cards=doom.cards_per_counter) + "\n", style="dim")
    for slot in doom.slots:
        mark = "☠ " if slot.counter else "  "
        text.append(f"{mark}{translate(slot.name)}: ", style=tone(BAD) if slot.counter else "")
        text.append(f"{translate(word(slot.colour)) if slot.colour else '-'}\n", style="" if slot.colour else "dim")
    return text


def tracks_line(track: tuple[TrackSlotData, ...], doom: DoomData | None) -> Text:
    """Both tracks in one line, for a board too short to show their panels without scrolling."""
    text = Text()
    text.append(_("Challenge track: "), style="bold")
    taken = [slot for slot in track if slot.card]
    for slot in taken:
        text.append(f"{slot.number} {translate(slot.card)} @{slot.marker_on} · ")
    text.append(_("{free} free").format(free=len(track) - len(taken)), style="dim")
    text.append("  │  ")
    if doom is None:
        text.append(_("Doom track") + " ", style="bold")
        text.append(_("not used"), style="dim")
    else:
        text.append(_("Doom track {counters}/{endgame_at}").format(counters=doom.counters, endgame_at=doom.endgame_at),
                    style="bold")
    return text


def enemy_text(board: Board) -> str:
    """The opponent of the fight in progress in one line (name, wounds so far / life, attributes), or ''."""
    fight: FightData | None = board.fight
    if fight is None:
        return ""
    enemy: EnemyData = fight.enemy
    if fight.aggressor is None or fight.defender is None:
        return _("Fighting {card}: wounds {wounds}/{life} · M{mind} B{body} S{spirit} · dmg {ranged}/{melee}/{magic}").format(
            card=translate(enemy.name), wounds=enemy.wounds, life=enemy.life, mind=enemy.mind, body=enemy.body,
            spirit=enemy.spirit, ranged=enemy.ranged, melee=enemy.melee, magic=enemy.magic)
    return _("Duel: {aggressor} attacks {defender} ({hero}: life {left}/{life})").format(
        aggressor=board.parties[fight.aggressor].player, defender=board.parties[fight.defender].player,
        hero=translate(enemy.name), left=enemy.life - enemy.wounds, life=enemy.life)


def status_text(board: Board, view: GameView) -> Text:
    """Whose turn, which step (the view's moment), the fight's enemy, the active event (what can be typed now is
    `now_line`, a line of its own)."""
    party = board.parties[board.active]
    text = Text()
    if board.winner is not None:
        text.append(_("GAME OVER · {result}").format(result=translate(board.result)) + "\n", style="bold reverse")
    text.append(_("Turn {number}: {player} ({hero})").format(number=board.turn, player=party.player,
                                                             hero=translate(party.hero.name)), style="bold")
    text.append(f"  ·  {translate(view.phase)}", style=tone(f"bold {INFO}"))
    enemy = enemy_text(board)
    if enemy:
        text.append(f"\n{enemy}", style=tone(f"bold {BAD}"))
    event = board.event_card
    text.append("\n" + (_("Event: {event} (level {level})").format(event=translate(event.name), level=event.level) if event
                         else _("Event: none")), style=tone(NOTE))
    return text


def now_line(view: GameView) -> Text | None:
    """What can be typed now (the view's `allowed_now`), one line under the status; None when nothing is."""
    if not view.allowed_now:
        return None
    return Text(_("Now: {commands}").format(commands=" · ".join(view.allowed_now)), style="dim")


def threat_text(board: Board) -> Text | None:
    """The Class Decks threat pool panel: each player's threat on the hero card and in the pool, cards, talent.

    None when the game is played without the expansion (the panel is then hidden). What waits on the class cards is
    `waiting_text`, on rows of its own below (a sentence whose length changes with nearly every move: in this text its
    wrapping would change the panel's height, and every widget below would be laid out again).
    """
    decks = board.class_decks
    if decks is None:
        return None
    text = Text(_("Threat pools (Class Decks)") + "\n", style="bold")
    for index, row in enumerate(decks.threat):
        marker = "▶ " if index == board.active else "  "
        bar = "●" * row.on_card + "○" * row.pool
        line = _("{on_card} on hero / {pool} pool  hand {hand}, deck {deck}, discard {discard}").format(
            on_card=row.on_card, pool=row.pool, hand=row.hand, deck=row.deck, discard=row.discard)
        talent = _(", talent {talent}").format(talent=row.talent) if row.talent else ""
        text.append(f"{marker}{row.player:<10} {bar}  {line}{talent}")
        if index < len(decks.threat) - 1:
            text.append("\n")
    return text


def waiting_text(board: Board) -> Text | None:
    """What waits on the class cards now (the open timing window, a class challenge, the flee penalty, the epic card),
    in sentences; None without the expansion."""
    decks = board.class_decks
    if decks is None:
        return None
    return Text("; ".join(translate(line) for line in decks.waiting), style="italic")
