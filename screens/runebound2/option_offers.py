"""The market, the experience step, the class cards and the talent shop in the one choice dialog.

Each option is a candidate the engine lists for the step (`AreaView.offers`: `rules_engine.runebound2.offers`, and
the Class Decks expansion's `rules_engine.runebound2.class_decks.offers`) with the engine's verdict on it now:
allowed, or refused with the engine's message and its rule, and then shown disabled. The dialog opens again after
each step (a buy, a card played, a pass) with the verdicts of the new state, until it is closed. This module only
words them; it decides nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text

from companion.services.i18n import _, reference_text, translate
from rules_engine.actions import Action
from rules_engine.messages import N_
from rules_engine.runebound2.class_decks.actions import PassWindow, TriggerRound
from rules_engine.runebound2.class_decks.offers import CLASS_CARDS, TALENTS, ClassCardOffers, TalentOffers
from rules_engine.runebound2.names import printed_name
from rules_engine.runebound2.offers import EXPERIENCE, MARKET, ExperienceOffers, MarketOffers
from rules_engine.verdicts import Verdict
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

#: How the experience dialog names each counter's bonus.
BONUS_LABELS = {"mind": N_("+2 Mind"), "body": N_("+2 Body"), "spirit": N_("+2 Spirit"), "stamina": N_("+2 Stamina"),
                "life": N_("+1 Life")}


def checked(label: str, verdict: Verdict, detail: str = "") -> Option:
    """An option with the engine's verdict on it: allowed, or refused with its message and first rule."""
    ruling = verdict.ruling
    why = (Text(_("allowed"), style=tone(GOOD)) if ruling.allowed
           else Text(_("refused: {message}").format(message=translate(ruling.message)), style=tone(BAD)))
    if not ruling.allowed and ruling.citations:
        why.append(f" ({reference_text(ruling.citations[0])})", style="dim")
    if detail:
        why.append(f"\n{detail}", style="dim")
    key, key_label, key_tooltip = CARD_KEYS.get(type(verdict.action), ("", "", ""))
    return Option(label, verdict.action, why, refused=not ruling.allowed, key=key, key_label=key_label,
                  key_tooltip=key_tooltip)


def market_options(offers: MarketOffers) -> list[Option]:
    """Buy or hire, sell, heal and rest, in that order, each with its verdict."""
    options = [checked((_("Buy {card} ({cost}g)") if card.kind == "item" else _("Hire {card} ({cost}g)")).format(
                   card=card.name, cost=card.cost), card.verdict) for card in offers.purchases]
    options += [checked(_("Sell {item} (for {price}g)").format(item=sale.item, price=sale.price), sale.verdict)
                for sale in offers.sales]
    for care in offers.care:
        who = translate(printed_name(care.who))  # the hero as the refusal below names it («Варикас Мёртвый»)
        options.append(checked(_("Heal a wound: {who}").format(who=who), care.wound))
        options.append(checked(_("Rest: {who}").format(who=who), care.rest))
    return options


def market_header(offers: MarketOffers) -> Text:
    """Gold, and the market of the city the party is in (or that there is none)."""
    where = (_("market of {city}").format(city=translate(printed_name(offers.city))) if offers.city
             else _("no market here (not in a city)"))
    return Text(_("{player}: {gold} gold · {where}").format(player=offers.player, gold=offers.gold, where=where)
                + ("" if offers.drawn else _(" · first type 'market draw ...' for the new card")))


def market_offer(view: AreaView) -> Offer | None:
    """Buy, sell and heal, each with the engine's verdict."""
    offers = view.offers(MARKET)
    if not isinstance(offers, MarketOffers):
        return None
    return Offer(_("Market"), market_header(offers), tuple(market_options(offers)))


def experience_offer(view: AreaView) -> Offer | None:
    """The experience counters, each with the engine's verdict."""
    offers = view.offers(EXPERIENCE)
    if not isinstance(offers, ExperienceOffers):
        return None
    header = Text(_("{player}: {points} experience points · a counter costs {cost}").format(
        player=offers.player, points=offers.points, cost=offers.price))
    return Offer(_("Experience"), header,
                 tuple(checked(_(BONUS_LABELS[bonus.bonus]), bonus.verdict) for bonus in offers.bonuses))


def class_cards_offer(view: AreaView, entries: Mapping[str, Mapping[str, Any]] | None = None) -> Offer | None:
    """The round of turns, pass, a round of trigger cards, and every card in every hand (Class Decks only); each card's
    text from `entries`, the catalogue's class cards (the shipped ones when not given)."""
    offers = view.offers(CLASS_CARDS)
    if not isinstance(offers, ClassCardOffers):
        return None
    return Offer(_("Class cards"), round_text(view.board),
                 tuple(checked(label, verdict, detail)
                       for label, verdict, detail in play_options(view.board, offers, entries)))


def talents_offer(view: AreaView) -> Offer | None:
    """The experience step's talents, with points or a counter, each with the engine's verdict (Class Decks only)."""
    offers = view.offers(TALENTS)
    if not isinstance(offers, TalentOffers):
        return None
    return Offer(_("Talents"), talent_header(view.board),
                 tuple(checked(label, verdict, detail)
                       for label, verdict, detail in talent_options(view.board, offers)))
