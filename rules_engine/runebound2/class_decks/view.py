"""What the Class Decks expansion adds to Runebound's view: each player's threat, hand and talent, the open window."""

from __future__ import annotations

from rules_engine.values import replace
from rules_engine.messages import Joined, Message
from rules_engine.game import GameView, PlayerView
from rules_engine.runebound2.board import (
    Board,
    ClassDecksData,
    DecisionData,
    HandCardData,
    SeatCardsData,
    TalentData,
    ThreatData,
    WindowData,
)
from rules_engine.runebound2.class_decks.cards import ClassCard
from rules_engine.runebound2.class_decks.choices import decision as class_decision
from rules_engine.runebound2.class_decks.choices import round_prompt
from rules_engine.runebound2.class_decks.cost import MISSING_PROFICIENCY, card_cost, missing_proficiencies
from rules_engine.runebound2.class_decks.deck_state import ClassDecks, Seat
from rules_engine.runebound2.class_decks.flow import flee_penalty
from rules_engine.runebound2.class_decks.talents import talent_price
from rules_engine.runebound2.class_decks.windows import Window
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.names import printed_name


#: One player's threat and cards as plain values (what a threat-pool panel draws): the board's record.
ThreatRow = ThreatData


def threat_rows(state: Rb2State, decks: ClassDecks) -> tuple[ThreatRow, ...]:
    """Each seat's threat split and card counts."""
    return tuple(
        ThreatRow(
            state.players[i].player, s.threat.on_card, s.threat.pool, len(s.hand), len(s.deck), len(s.discard), s.talent
        )
        for i, s in enumerate(decks.seats)
    )


def window_data(window: Window | None) -> WindowData | None:
    """The open timing window as plain values."""
    if window is None:
        return None
    return WindowData(str(window.kind), window.order, window.at, window.seat,
                      str(window.resumes.kind) if window.resumes is not None else "")


def talent_data(talent: ClassCard) -> TalentData:
    """A talent card as plain values."""
    return TalentData(talent.name, talent.level, tuple(str(p) for p in talent.requires),
                      tuple(str(p) for p in talent.gives))


#: How many seats' cards `seat_cards` keeps (a few positions' seats, every player's).
SEATS_KEPT = 16
#: The cards of the seats shown last, by the seat's identity (with the seat, so that a reused id never matches).
_seats_shown: dict[int, tuple[Seat, SeatCardsData]] = {}


def seat_cards(seat: Seat) -> SeatCardsData:
    """A seat's hand (each card's cost with the seat's talent), its talents and the talent in play.

    A seat is a frozen value that a move leaves as it is unless it changes it (the other players' seats, and the
    active one's in most steps), and its cards depend on nothing else: those of a seat shown before are given again,
    not worked out (every view of every position asks for each seat's)."""
    kept = _seats_shown.get(id(seat))
    if kept is not None and kept[0] is seat:
        return kept[1]
    shown = _work_out_seat_cards(seat)
    if len(_seats_shown) >= SEATS_KEPT:
        _seats_shown.clear()
    _seats_shown[id(seat)] = (seat, shown)
    return shown


def _work_out_seat_cards(seat: Seat) -> SeatCardsData:
    """`seat_cards` worked out afresh."""
    talent = seat.current_talent
    hand = []
    for name in seat.hand:
        card = seat.card(name)
        if card is None:
            continue
        cost = card_cost(card, talent) if card.cost is not None else None
        hand.append(HandCardData(name, card.describe(), card.friendly, cost, card.cost,
                                 tuple(str(p) for p in missing_proficiencies(card, talent)), MISSING_PROFICIENCY))
    return SeatCardsData(tuple(hand), tuple(talent_data(t) for t in seat.talents),
                         talent_data(talent) if talent is not None else None)


def class_deck_lines(state: Rb2State, decks: ClassDecks) -> tuple[str, ...]:
    """What waits on the class cards now: the open window, class challenges, the flee penalty, the epic card."""
    lines = []
    if decks.window is not None:
        lines.append(round_prompt(state, decks.window))
    if decks.challenges:
        lines.append(Message("class challenges waiting: {names}", names=Joined(", ", tuple(printed_name(c.name) for c in decks.challenges))))
    if decks.fighting is not None:
        lines.append(Message("fighting {card} (played by {player})", card=printed_name(decks.fighting.name),
                             player=state.players[decks.fighting.owner].player))
    if decks.flee_cards:
        lines.append(Message("flee penalty -{penalty}: {names}", penalty=flee_penalty(decks),
                             names=Joined(", ", tuple(printed_name(c.name) for c in decks.flee_cards))))
    if decks.turn.epic_by is not None:
        lines.append(Message("epic card played this turn by {player}", player=state.players[decks.turn.epic_by].player))
    if not lines:
        lines.append(Message("no class card waiting"))
    return tuple(lines)


def with_class_decks(view: GameView, state: Rb2State, decks: ClassDecks) -> GameView:
    """The base view with threat, hand size and talent per player, a Class decks section, and the expansion's decision.

    While a timing window is open (or a deck is still to take), the view's decision is the expansion's:
    whose go it is in the round, not the base step's prompt.
    """
    rows = threat_rows(state, decks)
    players = tuple(_player(p, row) for p, row in zip(view.players, rows))
    data = view.data
    waiting = class_decision(state, decks)
    lines = class_deck_lines(state, decks)
    if isinstance(data, Board):
        data = replace(data, class_decks=ClassDecksData(rows, lines, window_data(decks.window),
                                                        tuple(seat_cards(seat) for seat in decks.seats),
                                                        talent_price(len(state.players)), flee_penalty(decks)))
        if waiting is not None:
            data = replace(data, decision=DecisionData(str(waiting.kind), waiting.seat, waiting.prompt, waiting.window))
    sections = view.sections + (("Class decks", lines),)
    view = replace(view, players=players, sections=sections, data=data)
    if decks.window is not None:  # the moment is the open window, not the step it opened in (or after)
        view = replace(view, phase=Message("{kind} window", kind=decks.window.kind.words))  # whose go: "Now:"
    return view


def _player(view: PlayerView, row: ThreatRow) -> PlayerView:
    stats = (
        ("threat", f"{row.on_card} on hero / {row.pool} pool"),
        ("hand", str(row.hand)),
        ("deck", f"{row.deck} (discard {row.discard})"),
        ("talent", row.talent or "none"),
    )
    return replace(view, stats=view.stats + stats)
