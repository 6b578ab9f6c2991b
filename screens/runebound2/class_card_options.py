"""What the Class Decks dialogs list: the round of turns, each card to play with its cost, each talent to buy.

These only describe: the engine's `decision` names whose go it is, `card_cost` and
`missing_proficiencies` give the cost, and every option is checked by the engine before it is
offered (the dialog shows the engine's refusal, with its rule, when it is not allowed).
"""

from __future__ import annotations

from rich.text import Text

from cards_db.runebound2_class_decks import card_text, shipped_class_cards
from rules_engine.actions import Action
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
    "movement": "End-of-movement cards",
    "challenge": "Start-of-challenge cards",
    "duel": "Start of the duel: friendly spells and feats",
    "trigger": "Cards with their own trigger",
}


def round_text(game: Game, state: Rb2State) -> Text:
    """The open window as a round of turns: who has passed, whose go it is, who is still to come; the engine's prompt."""
    decks = decks_of(state)
    text = Text()
    if decks is None:
        return text
    window = decks.window
    if window is None:
        text.append("No timing window is open. ", style="bold")
        text.append("Cards with their own trigger are played when their text says; when two or more players "
                    "want to at once, start a round (t).", style="dim")
        return text
    text.append(f"{WINDOW_NAMES[str(window.kind)]}, a round of turns:\n", style="bold")
    for place, seat in enumerate(window.order):
        who = state.players[seat].player
        last = " (active player, last)" if seat == state.active and place == len(window.order) - 1 else ""
        if place < window.at:
            text.append(f"  {who} passed{last}\n", style="dim")
        elif place == window.at:
            text.append(f"▶ {who} may play cards or passes now{last}\n", style=tone(f"bold {WARN}"))
        else:
            text.append(f"  {who} waits{last}\n")
    if window.resumes is not None:
        text.append(f"then back to the {window.resumes.kind} window\n", style="dim")
    text.append(game.decision(state).prompt, style="italic")
    return text


def cost_text(card: ClassCard, decks: ClassDecks, seat: int, state: Rb2State) -> str:
    """'3 threat from Valadir's card to the pool' or '4 threat (printed 2, +2 sorcery) from the pool onto the card'."""
    if card.cost is None:
        return "cost not known: enter it from the card"
    talent = decks.seats[seat].current_talent
    cost = card_cost(card, talent)
    lacking = missing_proficiencies(card, talent)
    surcharge = ""
    if lacking:
        surcharge = (f" (printed {card.cost}, +{MISSING_PROFICIENCY} each for "
                     f"{', '.join(str(p) for p in lacking)})")
    if card.friendly:
        return f"{cost} threat{surcharge} from {state.players[seat].player}'s pool onto the hero card"
    return f"{cost} threat{surcharge} off {state.hero.hero.name}'s card back to {state.hero.player}'s pool"


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
        options.append((f"{who} passes", PassWindow(who), "done with this window"))
    options.append(("Round of trigger cards", TriggerRound(), "two or more players want to play trigger cards now"))
    texts = card_texts(decks)
    target = state.hero.hero.name
    for seat, mine in enumerate(decks.seats):
        player = state.players[seat].player
        for name in mine.hand:
            card = mine.card(name)
            if card is None:
                continue
            on = f"{player}'s own hero" if card.friendly else target
            detail = f"{card.describe()} · {cost_text(card, decks, seat, state)} · text: {texts[name]}"
            options.append((f"{player}: {name} on {on}", PlayClassCard(player, name), detail))
            if card.hostile and seat == state.active:
                options.append((f"{player}: {name} on own hero", PlayClassCard(player, name, True),
                                f"only where its text allows · {detail}"))
    return options


def talent_header(state: Rb2State) -> Text:
    """What the active player can pay with, the price, and the talent in play."""
    decks = decks_of(state)
    party = state.hero
    price = talent_price(len(state.players))
    counters = ", ".join(party.experience) or "none"
    text = Text(f"{party.player}: {party.xp_points} experience points · counters bought: {counters}\n")
    text.append(f"A talent costs {price} points with {len(state.players)} players, or one experience counter "
                "handed in (its bonus goes back). One talent a turn, at most one level above the current one.\n")
    current = decks.seats[state.active].current_talent if decks is not None else None
    if current is None:
        text.append("No talent yet: any level-1 talent may be bought.", style="italic")
    else:
        gives = ", ".join(str(p) for p in current.gives) or "no proficiency"
        text.append(f"Current talent: {current.name} (level {current.level}, gives {gives}).", style="italic")
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
        level = f"level {talent.level}" if talent.level is not None else "level unknown"
        needs = ", ".join(str(p) for p in talent.requires) or "nothing"
        gives = ", ".join(str(p) for p in talent.gives) or "nothing"
        detail = f"{level} · requires {needs} · gives {gives}"
        options.append((f"{talent.name} for {price} points", BuyTalent(party.player, talent.name), detail))
        for counter in dict.fromkeys(party.experience):
            options.append((f"{talent.name} for a {counter} counter", BuyTalent(party.player, talent.name, counter),
                            detail))
    return options
