"""What the Class Decks dialogs list: the round of turns, each card to play with its cost, each talent to buy.

These only describe, from the typed board (`Board.class_decks`, which the expansion's view fills) and the
expansion's offers (`rules_engine.runebound2.class_decks.offers`): the engine's decision names whose go it is,
each hand card carries its cost with its owner's talent, and every candidate comes with the engine's verdict on
it (the dialog shows the refusal, with its rule, when it is not allowed).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text

from cards_db.runebound2_class_decks import card_text, shipped_class_cards
from companion.services.i18n import _, pgettext, translate
from rules_engine.messages import NC_, N_
from rules_engine.runebound2.board import Board, ClassDecksData, HandCardData
from rules_engine.runebound2.class_decks.offers import ClassCardOffers, TalentOffers
from rules_engine.runebound2.names import printed_name
from rules_engine.verdicts import Verdict
from screens.theme_styles import WARN, tone

#: How the table says each window's cards.
WINDOW_NAMES = {
    "movement": N_("End-of-movement cards"),
    "challenge": N_("Start-of-challenge cards"),
    "duel": N_("Start of the duel: friendly cards"),
    "trigger": N_("Cards with their own trigger"),
}


#: The catalogue's context of the five proficiencies' names (the engine's words: sorcery, divinity, ...).
PROFICIENCY = "class-deck proficiency"
PROFICIENCY_WORDS = (NC_("class-deck proficiency", "sorcery"), NC_("class-deck proficiency", "divinity"),
                     NC_("class-deck proficiency", "combat"), NC_("class-deck proficiency", "survival"),
                     NC_("class-deck proficiency", "subterfuge"))


def proficiencies(names: tuple[str, ...]) -> str:
    """Proficiencies as the table reads them, in its language ('sorcery, combat'; «колдовство, бой»)."""
    return ", ".join(pgettext(PROFICIENCY, name) for name in names)


#: What the first round's dialog says of the hands: the app dealt them, and the table says which six it drew.
STARTING_HANDS = N_("The hands listed are the ones the app holds: at setup it dealt six from each deck. Where the six "
                    "a player drew are others, name them before playing any: hand PLAYER \"CARD\" ...")


def round_text(board: Board) -> Text:
    """The open window as a round of turns: who has passed, whose go it is, who is still to come; the engine's prompt."""
    decks = board.class_decks
    text = Text()
    if decks is None:
        return text
    window = decks.window
    if window is None:
        text.append(_("No timing window is open.") + " ", style="bold")
        text.append(_("Cards with their own trigger are played when their text says; when two or more players "
                      "want to at once, start a round (t)."), style="dim")
        return _with_starting_hands(text, board)
    text.append(_("{cards}, a round of turns:").format(cards=_(WINDOW_NAMES[window.kind])) + "\n", style="bold")
    for place, seat in enumerate(window.order):
        who = board.parties[seat].player
        last = _(" (active player, last)") if seat == board.active and place == len(window.order) - 1 else ""
        if place < window.at:
            text.append("  " + _("{who} passed").format(who=who) + f"{last}\n", style="dim")
        elif place == window.at:
            text.append("▶ " + _("{who} may play cards or passes now").format(who=who) + f"{last}\n",
                        style=tone(f"bold {WARN}"))
        else:
            text.append("  " + _("{who} waits").format(who=who) + f"{last}\n")
    if window.resumes:
        text.append(_("then back to the {kind} window").format(kind=window.resumes) + "\n", style="dim")
    text.append(translate(board.decision.prompt), style="italic")
    return _with_starting_hands(text, board)


def _with_starting_hands(text: Text, board: Board) -> Text:
    """In the first round the hands are still those taken at setup: how to name the six each player drew."""
    if board.turn <= len(board.parties):
        text.append("\n" + _(STARTING_HANDS), style="dim")
    return text


def cost_text(card: HandCardData, seat: int, board: Board) -> str:
    """'3 threat from Valadir's card to the pool' or '4 threat (printed 2, +2 sorcery) from the pool onto the card'."""
    if card.cost is None:
        return _("cost not known: enter it from the card")
    surcharge = ""
    if card.lacking:
        surcharge = " " + _("(printed {printed}, +{extra} each for {lacking})").format(
            printed=card.printed, extra=card.surcharge, lacking=proficiencies(card.lacking))
    if card.friendly:
        return _("{cost} threat{surcharge} from {player}'s pool onto the hero card").format(
            cost=card.cost, surcharge=surcharge, player=board.parties[seat].player)
    active = board.parties[board.active]
    return _("{cost} threat{surcharge} off {hero}'s card back to {player}'s pool").format(
        cost=card.cost, surcharge=surcharge, hero=translate(active.hero.name), player=active.player)


def card_texts(decks: ClassDecksData, entries: Mapping[str, Mapping[str, Any]] | None = None) -> dict[str, str]:
    """Each card in a hand by name: its text from the catalogue (the table's own cards typed in with theirs, or the
    shipped ones when no catalogue is given), or the statement that the text is the table's."""
    known = {e["name"].casefold(): e for e in (shipped_class_cards() if entries is None else entries).values()}
    return {card.name: card_text(known.get(card.name.casefold())) for seat in decks.seats for card in seat.hand}


def play_options(board: Board, offers: ClassCardOffers,
                 entries: Mapping[str, Mapping[str, Any]] | None = None) -> list[tuple[str, Verdict, str]]:
    """Each candidate of the class cards dialog as (label, the engine's verdict, detail): pass, a round of trigger
    cards, every card in every hand, who plays it on whom and its cost; each card's text from `entries`, the
    catalogue's class cards (the shipped ones when not given)."""
    decks = board.class_decks
    if decks is None:
        return []
    options: list[tuple[str, Verdict, str]] = []
    window = decks.window
    if window is not None and offers.passing is not None:
        who = board.parties[window.seat].player
        options.append((_("{who} passes").format(who=who), offers.passing, _("done with this window")))
    options.append((_("Round of trigger cards"), offers.trigger_round,
                    _("two or more players want to play trigger cards now")))
    texts = card_texts(decks, entries)
    target = translate(board.parties[board.active].hero.name)
    for play in offers.plays:
        player, card = board.parties[play.seat].player, play.card
        on = _("{player}'s own hero").format(player=player) if card.friendly else target
        detail = _("{card} · {cost} · text: {text}").format(card=translate(card.line),
                                                           cost=cost_text(card, play.seat, board),
                                                           text=texts[card.name])
        if play.own_hero:
            options.append((_("{player}: {card} on own hero").format(player=player, card=translate(printed_name(card.name))), play.verdict,
                            _("only where its text allows · {detail}").format(detail=detail)))
        else:
            options.append((_("{player}: {card} on {on}").format(player=player, card=translate(printed_name(card.name)), on=on), play.verdict,
                            detail))
    return options


def talent_header(board: Board) -> Text:
    """What the active player can pay with, the price, and the talent in play."""
    decks = board.class_decks
    party = board.parties[board.active]
    counters = ", ".join(party.experience_bought) or _("none")
    text = Text(_("{player}: {points} experience points · counters bought: {counters}").format(
        player=party.player, points=party.experience_points, counters=counters) + "\n")
    if decks is None:
        return text
    text.append(_("A talent costs {price} points with {count} players, or one experience counter handed in (its bonus "
                  "goes back). One talent a turn, at most one level above the current one.").format(
        price=decks.talent_price, count=len(board.parties)) + "\n")
    current = decks.seats[board.active].talent
    if current is None:
        text.append(_("No talent yet: any level-1 talent may be bought."), style="italic")
    else:
        gives = proficiencies(current.gives) or _("no proficiency")
        text.append(_("Current talent: {talent} (level {level}, gives {gives}).").format(
            talent=translate(printed_name(current.name)), level=current.level, gives=gives), style="italic")
    return text


def talent_options(board: Board, offers: TalentOffers) -> list[tuple[str, Verdict, str]]:
    """Each of the active player's talents, bought with points or with each kind of counter the hero holds, as
    (label, the engine's verdict, detail)."""
    decks = board.class_decks
    if decks is None:
        return []
    options: list[tuple[str, Verdict, str]] = []
    for purchase in offers.purchases:
        talent = purchase.talent
        level = _("level {level}").format(level=talent.level) if talent.level is not None else _("level unknown")
        needs = proficiencies(talent.requires) or _("nothing")
        gives = proficiencies(talent.gives) or _("nothing")
        detail = _("{level} · requires {needs} · gives {gives}").format(level=level, needs=needs, gives=gives)
        label = (_("{talent} for a {counter} counter").format(talent=translate(printed_name(talent.name)), counter=purchase.counter)
                 if purchase.counter else
                 _("{talent} for {price} points").format(talent=translate(printed_name(talent.name)), price=decks.talent_price))
        options.append((label, purchase.verdict, detail))
    return options
