"""What the Class Decks dialogs list: the round of turns, each card to play with its cost, each talent to buy.

These only describe: the engine's `decision` names whose go it is, `card_cost` and
`missing_proficiencies` give the cost, and every option is checked by the engine before it is
offered (the dialog shows the engine's refusal, with its rule, when it is not allowed).
"""

from __future__ import annotations

from rich.text import Text

from cards_db.runebound2_class_decks import card_text, shipped_class_cards
from companion.services.i18n import _, translate
from rules_engine.actions import Action
from rules_engine.messages import N_
from rules_engine.game import Game
from rules_engine.runebound2.class_decks.actions import BuyTalent, PassWindow, PlayClassCard, TriggerRound
from rules_engine.runebound2.class_decks.cards import ClassCard
from rules_engine.runebound2.class_decks.cost import MISSING_PROFICIENCY, card_cost, missing_proficiencies
from rules_engine.runebound2.class_decks.deck_state import ClassDecks
from rules_engine.runebound2.class_decks.expansion import decks_of
from rules_engine.runebound2.class_decks.talents import talent_price
from rules_engine.runebound2.state import Rb2State
from screens.theme_styles import WARN, tone

#: How the table says each window's cards.
WINDOW_NAMES = {
    "movement": N_("End-of-movement cards"),
    "challenge": N_("Start-of-challenge cards"),
    "duel": N_("Start of the duel: friendly cards"),
    "trigger": N_("Cards with their own trigger"),
}


def round_text(game: Game, state: Rb2State) -> Text:
    """The open window as a round of turns: who has passed, whose go it is, who is still to come; the engine's prompt."""
    decks = decks_of(state)
    text = Text()
    if decks is None:
        return text
    window = decks.window
    if window is None:
        text.append(_("No timing window is open.") + " ", style="bold")
        text.append(_("Cards with their own trigger are played when their text says; when two or more players "
                      "want to at once, start a round (t)."), style="dim")
        return text
    text.append(_("{cards}, a round of turns:").format(cards=_(WINDOW_NAMES[str(window.kind)])) + "\n", style="bold")
    for place, seat in enumerate(window.order):
        who = state.players[seat].player
        last = _(" (active player, last)") if seat == state.active and place == len(window.order) - 1 else ""
        if place < window.at:
            text.append("  " + _("{who} passed").format(who=who) + f"{last}\n", style="dim")
        elif place == window.at:
            text.append("▶ " + _("{who} may play cards or passes now").format(who=who) + f"{last}\n",
                        style=tone(f"bold {WARN}"))
        else:
            text.append("  " + _("{who} waits").format(who=who) + f"{last}\n")
    if window.resumes is not None:
        text.append(_("then back to the {kind} window").format(kind=window.resumes.kind) + "\n", style="dim")
    text.append(translate(game.decision(state).prompt), style="italic")
    return text


def cost_text(card: ClassCard, decks: ClassDecks, seat: int, state: Rb2State) -> str:
    """'3 threat from Valadir's card to the pool' or '4 threat (printed 2, +2 sorcery) from the pool onto the card'."""
    if card.cost is None:
        return _("cost not known: enter it from the card")
    talent = decks.seats[seat].current_talent
    cost = card_cost(card, talent)
    lacking = missing_proficiencies(card, talent)
    surcharge = ""
    if lacking:
        surcharge = " " + _("(printed {printed}, +{extra} each for {lacking})").format(
            printed=card.cost, extra=MISSING_PROFICIENCY, lacking=", ".join(str(p) for p in lacking))
    if card.friendly:
        return _("{cost} threat{surcharge} from {player}'s pool onto the hero card").format(
            cost=cost, surcharge=surcharge, player=state.players[seat].player)
    return _("{cost} threat{surcharge} off {hero}'s card back to {player}'s pool").format(
        cost=cost, surcharge=surcharge, hero=state.hero.hero.name, player=state.hero.player)


def card_texts(decks: ClassDecks) -> dict[str, str]:
    """Each card in a hand by name: its text from the catalogue, or the statement that the text is the table's."""
    shipped = {e["name"].casefold(): e for e in shipped_class_cards().values()}
    return {name: card_text(shipped.get(name.casefold())) for seat in decks.seats for name in seat.hand}


def play_options(state: Rb2State) -> list[tuple[str, Action, str]]:
    """Every card in every hand as (label, action, detail): who plays it on whom, and its cost."""
    decks = decks_of(state)
    if decks is None:
        return []
    options: list[tuple[str, Action, str]] = []
    window = decks.window
    if window is not None:
        who = state.players[window.seat].player
        options.append((_("{who} passes").format(who=who), PassWindow(who), _("done with this window")))
    options.append((_("Round of trigger cards"), TriggerRound(), _("two or more players want to play trigger cards now")))
    texts = card_texts(decks)
    target = state.hero.hero.name
    for seat, mine in enumerate(decks.seats):
        player = state.players[seat].player
        for name in mine.hand:
            card = mine.card(name)
            if card is None:
                continue
            on = _("{player}'s own hero").format(player=player) if card.friendly else target
            detail = _("{card} · {cost} · text: {text}").format(card=translate(card.describe()), cost=cost_text(card, decks, seat, state),
                                                               text=texts[name])
            options.append((_("{player}: {card} on {on}").format(player=player, card=name, on=on),
                            PlayClassCard(player, name), detail))
            if card.hostile and seat == state.active:
                options.append((_("{player}: {card} on own hero").format(player=player, card=name),
                                PlayClassCard(player, name, True),
                                _("only where its text allows · {detail}").format(detail=detail)))
    return options


def talent_header(state: Rb2State) -> Text:
    """What the active player can pay with, the price, and the talent in play."""
    decks = decks_of(state)
    party = state.hero
    price = talent_price(len(state.players))
    counters = ", ".join(party.experience) or _("none")
    text = Text(_("{player}: {points} experience points · counters bought: {counters}").format(
        player=party.player, points=party.xp_points, counters=counters) + "\n")
    text.append(_("A talent costs {price} points with {count} players, or one experience counter handed in (its bonus "
                  "goes back). One talent a turn, at most one level above the current one.").format(
        price=price, count=len(state.players)) + "\n")
    current = decks.seats[state.active].current_talent if decks is not None else None
    if current is None:
        text.append(_("No talent yet: any level-1 talent may be bought."), style="italic")
    else:
        gives = ", ".join(str(p) for p in current.gives) or _("no proficiency")
        text.append(_("Current talent: {talent} (level {level}, gives {gives}).").format(
            talent=current.name, level=current.level, gives=gives), style="italic")
    return text


def talent_options(state: Rb2State) -> list[tuple[str, Action, str]]:
    """Each of the active player's talents, bought with points or with each kind of counter the hero holds."""
    decks = decks_of(state)
    if decks is None:
        return []
    party = state.hero
    mine = decks.seats[state.active]
    price = talent_price(len(state.players))
    options: list[tuple[str, Action, str]] = []
    for talent in mine.talents:
        level = _("level {level}").format(level=talent.level) if talent.level is not None else _("level unknown")
        needs = ", ".join(str(p) for p in talent.requires) or _("nothing")
        gives = ", ".join(str(p) for p in talent.gives) or _("nothing")
        detail = _("{level} · requires {needs} · gives {gives}").format(level=level, needs=needs, gives=gives)
        options.append((_("{talent} for {price} points").format(talent=talent.name, price=price),
                        BuyTalent(party.player, talent.name), detail))
        for counter in dict.fromkeys(party.experience):
            options.append((_("{talent} for a {counter} counter").format(talent=talent.name, counter=counter),
                            BuyTalent(party.player, talent.name, counter), detail))
    return options
