"""Playing a class card: who may, when, on whom, at what threat cost, and where the card goes.

`play_refusals` is the one statement of the rules; `play_card` enforces it and moves the threat
and the card; choices offer a card only when `play_refusals` is silent.
"""

from __future__ import annotations

from collections.abc import Iterator

from rules_engine.values import replace
from rules_engine.referee import Referee
from rules_engine.runebound2.class_decks.actions import PassWindow, PlayClassCard, ThreatByText, TriggerRound
from rules_engine.runebound2.class_decks.cards import PROFICIENCY_PRICED, ClassCard, Kind, Timing
from rules_engine.runebound2.class_decks.cost import card_cost, missing_proficiencies
from rules_engine.runebound2.class_decks.deck_state import ClassDecks, Played
from rules_engine.runebound2.class_decks.refusals import seat_of
from rules_engine.requirements import Requirement
from rules_engine.runebound2.class_decks.windows import Window, WindowKind, clockwise_from_left
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.steps import Step
from rules_engine.messages import Joined, Message
from rules_engine.runebound2.words import word
from rules_engine.runebound2.names import printed_name


def fighting_seats(state: Rb2State) -> tuple[int, ...]:
    """The seats whose heroes are in a fight now (the active hero in combat; both in a duel)."""
    if state.combat is not None:
        return (state.active,)
    if state.duel is not None:
        return (state.duel.aggressor, state.duel.defender)
    return ()


def play_refusals(state: Rb2State, decks: ClassDecks, seat: int, name: str, on_self: bool = False) -> Iterator[Requirement]:
    """Every rule playing `name` from `seat`'s hand would break now, in the order the table would ask."""
    mine = decks.seats[seat]
    card = mine.card(name)
    folded = name.casefold()
    if card is None or not any(h.casefold() == folded for h in mine.hand):
        yield Requirement.unmet(
            "runebound2.class-decks.companion.hand", Message('{player} holds no class card {name!r}', player=state.players[seat].player, name=name), True
        )
        return
    if card.cost is None:
        yield Requirement.unmet(
            "runebound2.class-decks.companion.card-data",
            Message("{card}'s printed threat cost is not known: enter it first", card=printed_name(card.name)),
            True,
        )
        return
    if state.winner is not None:
        yield Requirement.unmet("runebound2.companion.game-over", Message('the game is over'), True)
        return
    if decks.turn.skipping:
        yield Requirement.unmet(
            "runebound2.class-decks.hand.reshuffle",
            Message('{player} skips this turn to reshuffle: no class cards are played', player=state.hero.player),
        )
    active = state.active
    yield from _timing(state, decks, seat, card)
    if card.epic and decks.turn.epic_by is not None:
        who = state.players[decks.turn.epic_by].player
        yield Requirement.unmet(
            "runebound2.class-decks.epic",
            Message('{who} already played an epic card this turn: no other may be played until it ends', who=who),
        )
    here = state.players[active].position
    if card.kind == Kind.CHALLENGE and here is not None and here.is_city:
        yield Requirement.unmet(
            "runebound2.class-decks.timing.city",
            Message('{hero} is in {city}: no challenge is played on a hero in a city', hero=printed_name(state.hero.hero.name), city=printed_name(here.city)),
        )
    if card.kind == Kind.PLACE:
        terrain = here.terrain if here is not None else ""
        if not card.terrain:
            yield Requirement.unmet(
                "runebound2.class-decks.companion.card-data", Message("{card}'s terrain is not known: enter it first", card=printed_name(card.name)), True
            )
        elif terrain not in card.terrain:
            where = terrain or "a hex of unknown terrain"
            yield Requirement.unmet(
                "runebound2.class-decks.timing.city",
                Message('{card} needs {terrain}; {hero} stands on {where}', card=printed_name(card.name), terrain=' or '.join(card.terrain), hero=printed_name(state.hero.hero.name), where=where),
            )
    cost = card_cost(card, mine.current_talent)
    if card.friendly:
        yield from _friendly(state, seat, card, cost, decks)
    else:
        yield from _hostile(state, seat, card, cost, decks, on_self)


def _timing(state: Rb2State, decks: ClassDecks, seat: int, card: ClassCard) -> Iterator[Requirement]:
    """The timing symbol: window cards only in their window, by the seat whose go it is."""
    if card.timing is None:
        yield Requirement.unmet(
            "runebound2.class-decks.companion.card-data", Message("{card}'s timing symbol is not known: enter it first", card=printed_name(card.name)), True
        )
        return
    open_window = decks.window
    if card.timing == Timing.TRIGGER:
        if open_window is not None and open_window.kind == WindowKind.TRIGGER and open_window.seat != seat:
            yield Requirement.unmet(
                "runebound2.class-decks.timing.trigger",
                Message("in this round of trigger cards it is {player}'s go: {player2} waits (or has passed)", player=state.players[open_window.seat].player, player2=state.players[seat].player),
            )
        return
    if open_window is not None and open_window.kind == WindowKind.TRIGGER:
        yield Requirement.unmet(
            "runebound2.class-decks.timing.trigger",
            Message('a round of trigger cards is under way: {card} waits until everyone has passed', card=printed_name(card.name)),
        )
        return
    rule = (
        "runebound2.class-decks.timing.movement"
        if card.timing == Timing.MOVEMENT
        else "runebound2.class-decks.timing.challenge"
    )
    if open_window is None or open_window.kind.timing != card.timing:
        when = (Message("as the active player's movement ends") if card.timing == Timing.MOVEMENT
                else Message("as a challenge starts"))
        yield Requirement.unmet(rule, Message('{card} is played {when}, in that window only', card=printed_name(card.name), when=when))
        return
    if open_window.seat != seat:
        yield Requirement.unmet(
            open_window.kind.rule_id,
            Message("it is {player}'s go in this window: {player2} waits (or has passed)", player=state.players[open_window.seat].player, player2=state.players[seat].player),
        )
    if open_window.kind == WindowKind.DUEL and card.hostile:
        yield Requirement.unmet("runebound2.class-decks.combat.duel", Message('no hostile card is played at the start of a duel'))


def _friendly(state: Rb2State, seat: int, card: ClassCard, cost: int, decks: ClassDecks) -> Iterator[Requirement]:
    """A friendly card: own turn or own hero fighting; its cost comes from the pool."""
    if seat != state.active and seat not in fighting_seats(state):
        yield Requirement.unmet(
            "runebound2.class-decks.threat.friendly",
            Message('{card} is friendly: {player} plays it only in their own turn or while their hero fights', card=printed_name(card.name), player=state.players[seat].player),
        )
    pool = decks.seats[seat].threat.pool
    if pool < cost:
        yield Requirement.unmet(
            "runebound2.class-decks.threat.friendly",
            Message("{card} costs {cost} threat{_extra}; {player}'s pool holds {pool}", card=printed_name(card.name), cost=cost, _extra=_extra(card, decks, seat), player=state.players[seat].player, pool=pool),
            True,
        )


def _hostile(
    state: Rb2State, seat: int, card: ClassCard, cost: int, decks: ClassDecks, on_self: bool
) -> Iterator[Requirement]:
    """A hostile card: on another player's hero in their turn (or one's own when the card allows); cost off the target's card."""
    active = state.active
    if seat == active and not on_self:
        yield Requirement.unmet(
            "runebound2.class-decks.threat.hostile",
            Message("{card} is hostile: it is played on other players' heroes in their turns", card=printed_name(card.name)),
        )
    if seat != active and on_self:
        yield Requirement.unmet(
            "runebound2.class-decks.threat.hostile-self", Message("{card} may go on one's own hero only in one's own turn", card=printed_name(card.name))
        )
    on_card = decks.seats[active].threat.on_card
    if on_card < cost:
        yield Requirement.unmet(
            "runebound2.class-decks.threat.hostile",
            Message("{card} costs {cost} threat{_extra}; {hero}'s card holds {on_card}", card=printed_name(card.name), cost=cost, _extra=_extra(card, decks, seat), hero=printed_name(state.hero.hero.name), on_card=on_card),
            True,
        )


def _extra(card: ClassCard, decks: ClassDecks, seat: int) -> str:
    """' (printed 2, +2 for survival)' when proficiencies raise the cost, else ''."""
    lacking = missing_proficiencies(card, decks.seats[seat].current_talent)
    if not lacking:
        return ""
    return Message(" (printed {cost}, +2 for each of {lacking} the talent lacks)", cost=card.cost,
                   lacking=", ".join(str(p) for p in lacking))


def play_card(state: Rb2State, decks: ClassDecks, act: PlayClassCard, ref: Referee) -> tuple[ClassDecks, str]:
    """Play a card: refuse what the rules forbid, move the threat, put the card where it goes."""
    seat = ref.present(
        seat_of(state, act.player), "runebound2.class-decks.companion.players", Message('no player is called {player!r}', player=act.player)
    )
    ref.enforce(play_refusals(state, decks, seat, act.card, act.on_self))
    mine = decks.seats[seat]
    card = ref.present(  # enforced above: the card is in the seat's hand
        mine.card(act.card), "runebound2.class-decks.companion.hand",
        Message('{player} holds no class card {name!r}', player=state.players[seat].player, name=act.card),
    )
    cost = card_cost(card, mine.current_talent)
    active = state.active
    hand = list(mine.hand)
    hand.remove(next(h for h in hand if h.casefold() == card.name.casefold()))
    decks = decks.with_seat(seat, replace(mine, hand=tuple(hand)))
    if card.friendly:
        ref.cite("runebound2.class-decks.threat.friendly")
        decks = decks.with_seat(seat, replace(decks.seats[seat], threat=decks.seats[seat].threat.gain(cost)))
        moved = Message("{cost} threat from {player}'s pool onto their hero card", cost=cost, player=act.player)
    else:
        ref.cite(
            "runebound2.class-decks.threat.hostile-self" if act.on_self else "runebound2.class-decks.threat.hostile"
        )
        target = decks.seats[active]
        decks = decks.with_seat(active, replace(target, threat=target.threat.discard(cost)))
        moved = Message("{cost} threat from {hero}'s card back to {player}'s pool", cost=cost, hero=printed_name(state.hero.hero.name), player=state.hero.player)
    if card.kind in PROFICIENCY_PRICED and card.requires:
        ref.cite("runebound2.class-decks.cost.proficiency")
    if card.epic:
        ref.cite("runebound2.class-decks.epic")
    if act.clash:
        # The table says this card's text contradicts a card played earlier: the later card wins.
        ref.cite("runebound2.class-decks.golden")
        ref.note(Message("{card}'s text contradicts a card played earlier: {card} wins", card=printed_name(card.name)))
    record = decks.turn
    decks = replace(
        decks,
        turn=replace(
            record,
            epic_by=seat if card.epic else record.epic_by,
            played=record.played + ((seat,) if seat not in record.played else ()),
        ),
    )
    played = Played(seat, card.name, card.cost or 0)
    if card.kind == Kind.CHALLENGE:
        ref.cite("runebound2.class-decks.combat.several")
        decks = replace(decks, challenges=decks.challenges + (played,))
        where = Message("waits until everyone has passed; the hero fights it first")
    elif card.hostile and card.kind in PROFICIENCY_PRICED and state.combat is not None:
        ref.cite("runebound2.class-decks.combat.flee-penalty")
        decks = replace(decks, flee_cards=decks.flee_cards + (played,))
        where = Message("stays out until the fight ends (flee penalty {penalty})", penalty=sum(c.cost for c in decks.flee_cards))
    else:
        ref.cite("runebound2.class-decks.resolved")
        decks = decks.to_discard(played)
        where = Message("resolves now and goes to its owner's discard pile")
    threat = decks.seats[active].threat
    ref.note(Joined(": ", (state.hero.player, threat.describe())))
    return decks, Message('{player} plays {card} ({moved}); it {where}', player=act.player, card=printed_name(card.name), moved=moved, where=where)


def pass_refusals(state: Rb2State, decks: ClassDecks, seat: int | None) -> Iterator[Requirement]:
    """Passing needs an open window and the passer's go in it."""
    if decks.window is None:
        yield Requirement.unmet(
            "runebound2.class-decks.timing.movement", Message('no timing window is open: there is nothing to pass'), True
        )
        return
    if seat != decks.window.seat:
        yield Requirement.unmet(
            decks.window.kind.rule_id, Message("it is {player}'s go in this window", player=state.players[decks.window.seat].player), True
        )


def pass_window(state: Rb2State, decks: ClassDecks, act: PassWindow, ref: Referee) -> tuple[Rb2State, ClassDecks, str]:
    """The seat whose go it is passes; the last pass closes the window (class challenges then call the adventure step)."""
    seat = seat_of(state, act.player)
    ref.enforce(pass_refusals(state, decks, seat))
    window = ref.present(
        decks.window, "runebound2.class-decks.timing.movement", Message('no timing window is open: there is nothing to pass')
    )
    ref.cite(window.kind.rule_id)
    nxt = window.passed()
    decks = replace(decks, window=nxt)
    if nxt is not None and nxt is window.resumes:
        return (
            state,
            decks,
            Message("{player} passes; the round of trigger cards is over: back to the {kind} window, {next}'s go",
                    player=act.player, kind=word(nxt.kind), next=state.players[nxt.seat].player),
        )
    if nxt is not None:
        return state, decks, Message("{player} passes; {next}'s go", player=act.player,
                                     next=state.players[nxt.seat].player)
    if window.kind == WindowKind.MOVEMENT and decks.challenges and state.step != Step.ADVENTURE:
        ref.cite("runebound2.class-decks.combat.several")
        state = replace(state, step=Step.ADVENTURE)
        return (
            state,
            decks,
            Message("{player} passes; everyone has passed: the adventure step begins with the class challenge",
                    player=act.player),
        )
    return state, decks, Message("{player} passes; everyone has passed", player=act.player)


def trigger_round_refusals(state: Rb2State, decks: ClassDecks) -> Iterator[Requirement]:
    """A round of trigger cards needs a game under way, no round already open, and a turn that is not skipped."""
    if state.winner is not None:
        yield Requirement.unmet("runebound2.companion.game-over", Message('the game is over'), True)
        return
    if decks.window is not None and decks.window.kind == WindowKind.TRIGGER:
        yield Requirement.unmet(
            "runebound2.class-decks.timing.trigger",
            Message("a round of trigger cards is already under way: {player}'s go", player=state.players[decks.window.seat].player),
            True,
        )
    if decks.turn.skipping:
        yield Requirement.unmet(
            "runebound2.class-decks.hand.reshuffle",
            Message('{player} skips this turn to reshuffle: no class cards are played', player=state.hero.player),
        )


def trigger_round(state: Rb2State, decks: ClassDecks, act: TriggerRound, ref: Referee) -> tuple[ClassDecks, str]:
    """Open a round of trigger cards: the player left of the active player first, clockwise, the active player last."""
    ref.enforce(trigger_round_refusals(state, decks))
    ref.cite("runebound2.class-decks.timing.trigger")
    order = clockwise_from_left(len(state.players), state.active)
    window = Window(WindowKind.TRIGGER, order, resumes=decks.window)
    decks = replace(decks, window=window)
    names = ", ".join(state.players[s].player for s in order)
    if window.resumes is None:
        # a sentence of its own, not the one below with an empty part: a saved log reads it back by its template
        return decks, Message('trigger cards in turn: {names} (each plays or passes)', names=names)
    interrupted = Message('; then back to the {kind} window', kind=word(window.resumes.kind))
    return decks, Message('trigger cards in turn: {names} (each plays or passes){interrupted}', names=names, interrupted=interrupted)


def threat_by_text(state: Rb2State, decks: ClassDecks, act: ThreatByText, ref: Referee) -> tuple[ClassDecks, str]:
    """A card's text: gain threat (pool to card) or discard threat (card to pool), never more than there is."""
    seat = ref.present(
        seat_of(state, act.player), "runebound2.class-decks.companion.players", Message('no player is called {player!r}', player=act.player)
    )
    ref.require(act.amount >= 1, "runebound2.class-decks.companion.card-data", Message('name at least one threat token'), hard=True)
    threat = decks.seats[seat].threat
    ref.cite("runebound2.class-decks.threat.card-text", "runebound2.class-decks.threat.tokens")
    there = threat.on_card if act.discard else threat.pool
    moved = min(act.amount, there)
    if moved < act.amount:
        # The book rules a short pool only for a challenge's threat (take what there is and go on);
        # the app reads a card's gain or discard the same way, and says it is its own reading.
        ref.cite("runebound2.class-decks.companion.short-pool")
        where = Message("on the hero card") if act.discard else Message("in the pool")
        ref.note(Message("{player} had only {there} of the {amount} threat named {where}: all of it moves",
                         player=act.player, there=there, amount=act.amount, where=where))
    threat = threat.discard(moved) if act.discard else threat.gain(moved)
    decks = decks.with_seat(seat, replace(decks.seats[seat], threat=threat))
    verb = Message("discards") if act.discard else Message("gains")
    return decks, Message('{player} {verb} {amount} threat: {threat}', player=act.player, verb=verb, amount=moved, threat=threat.describe())
