"""The market, the experience step, the class cards and the talent shop in the one choice dialog.

Each option is an action the table might take, with the engine's verdict on it now (`Game.check`): allowed, or
refused with the engine's message and its rule, and then shown disabled. The dialog opens again after each
step (a buy, a card played, a pass) with the verdicts of the new state, until it is closed.
"""

from __future__ import annotations

from rich.text import Text

from companion.services.i18n import _, translate
from rules_engine.actions import Action
from rules_engine.messages import N_
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.class_decks.actions import PassWindow, TriggerRound
from rules_engine.runebound2.experience import BONUSES, price
from rules_engine.runebound2.state import Rb2State
from screens.area_view import AreaView
from screens.choice_dialog import Offer, Option
from screens.runebound2.class_card_options import play_options, round_text, talent_header, talent_options
from screens.theme_styles import BAD, GOOD, tone

#: The letters of the class cards dialog: pass for the player whose go it is, and a round of trigger cards.
CARD_KEYS: dict[type[Action], tuple[str, str, str]] = {
    PassWindow: ("p", N_("Pass"), N_("The player whose go it is in the open window passes")),
    TriggerRound: ("t", N_("Trigger round"),
                   N_("Several players want to play trigger cards at once: go round from the active player's left")),
}


def market_options(state: Rb2State) -> list[tuple[str, Action]]:
    """Everything the market step could do now: buy, sell, heal (each to be checked)."""
    party = state.hero
    here = party.position
    options: list[tuple[str, Action]] = []
    if here is not None and here.is_city:
        for card in state.market_of(here.city):
            label = _("Buy {card} ({cost}g)") if card.kind == "item" else _("Hire {card} ({cost}g)")
            options.append((label.format(card=card.name, cost=card.cost), A.Buy(card.name)))
    for item in party.items:
        options.append((_("Sell {item} (for {price}g)").format(item=item.name, price=item.cost // 2), A.Sell(item.name)))
    for who in party.characters:
        key = "hero" if who is party.hero else who.name
        options.append((_("Heal a wound: {who}").format(who=who.name), A.Heal(key, "wound")))
        options.append((_("Rest: {who}").format(who=who.name), A.Heal(key, "exhaustion")))
    return options


def experience_options(state: Rb2State) -> list[tuple[str, Action]]:
    """The five experience counters."""
    labels = {"mind": N_("+2 Mind"), "body": N_("+2 Body"), "spirit": N_("+2 Spirit"), "stamina": N_("+2 Stamina"),
              "life": N_("+1 Life")}
    return [(_(labels[b]), A.BuyExperience(b)) for b in BONUSES]


def checked(view: AreaView, label: str, action: Action, detail: str = "") -> Option:
    """An option with the engine's verdict on it now: allowed, or refused with its message and first rule."""
    ruling = view.game.check(view.state, action)
    why = (Text(_("allowed"), style=tone(GOOD)) if ruling.allowed
           else Text(_("refused: {message}").format(message=translate(ruling.message)), style=tone(BAD)))
    if not ruling.allowed and ruling.citations:
        why.append(f" ({translate(ruling.citations[0].reference())})", style="dim")
    if detail:
        why.append(f"\n{detail}", style="dim")
    key, key_label, key_tooltip = CARD_KEYS.get(type(action), ("", "", ""))
    return Option(label, action, why, refused=not ruling.allowed, key=key, key_label=key_label,
                  key_tooltip=key_tooltip)


def market_header(state: Rb2State) -> Text:
    """Gold, and the market of the city the party is in (or that there is none)."""
    party = state.hero
    here = party.position
    where = (_("market of {city}").format(city=here.city) if here is not None and here.is_city
             else _("no market here (not in a city)"))
    return Text(_("{player}: {gold} gold · {where}").format(player=party.player, gold=party.gold, where=where)
                + ("" if state.turn.market_drawn else _(" · first type 'market draw ...' for the new card")))


def market_offer(view: AreaView) -> Offer:
    """Buy, sell and heal, each with the engine's verdict."""
    state: Rb2State = view.state
    return Offer(_("Market"), market_header(state),
                 tuple(checked(view, label, action) for label, action in market_options(state)))


def experience_offer(view: AreaView) -> Offer:
    """The experience counters, each with the engine's verdict."""
    state: Rb2State = view.state
    party = state.hero
    cost = price(len(state.players), state.options.game_length)
    header = Text(_("{player}: {points} experience points · a counter costs {cost}").format(
        player=party.player, points=party.xp_points, cost=cost))
    return Offer(_("Experience"), header,
                 tuple(checked(view, label, action) for label, action in experience_options(state)))


def class_cards_offer(view: AreaView) -> Offer | None:
    """The round of turns, pass, a round of trigger cards, and every card in every hand (Class Decks only)."""
    if view.board.class_decks is None:
        return None
    return Offer(_("Class cards"), round_text(view.board),
                 tuple(checked(view, label, action, detail) for label, action, detail in play_options(view.board)))


def talents_offer(view: AreaView) -> Offer | None:
    """The experience step's talents, with points or a counter, each with the engine's verdict (Class Decks only)."""
    if view.board.class_decks is None:
        return None
    return Offer(_("Talents"), talent_header(view.board),
                 tuple(checked(view, label, action, detail) for label, action, detail in talent_options(view.board)))
