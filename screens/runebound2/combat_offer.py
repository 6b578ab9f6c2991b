"""The fight in the one choice dialog: the fight (or duel) and its phase, the engine's answers with their odds.

The dialog opens again after each step (the last time saying the fight is over, with the result of the step
that ended it); the options are the view's checked choices that answer the fight's decision (`Choice.answers`; the
screen asks the engine nothing itself), labelled with the odds of the roll (`combat_steps.wizard_choices`); the step
just taken is shown with its result and citations.
"""

from __future__ import annotations

from rich.text import Text

from companion.services.i18n import _, ngettext, translate
from rules_engine.messages import N_
from rules_engine.runebound2.fight_submissions import fight_on, wounds_held
from rules_engine.runebound2.fights import FightPhase, FightSource
from rules_engine.runebound2.state import Rb2State
from rules_engine.runebound2.turn import Pending
from rules_engine.runebound2.words import word
from screens.area_view import AreaView
from screens.choice_dialog import Offer, Option
from screens.runebound2.combat_steps import FIGHT_ACTIONS, duel_summary, wizard_choices
from screens.theme_styles import INFO, WARN, tone

#: What the dialog says once the fight has left a step pending that is typed, not chosen.
PENDING_WORDS = {
    Pending.COUNTER: N_("Victory: record the adventure counter ('counter N')."),
    Pending.SPOILS: N_("The duel is won: the winner takes an item, an ally, an adventure card or all "
                       "gold ('take ...')."),
    Pending.KNOCKOUT: N_("Knocked out: 'recover CITY' (and the card lost among equals)."),
    Pending.KEEP: N_("Victory: the card is kept (never sold, given or lost). Keep it as a card here, or "
                     "type what it becomes: 'keep item class:C type:T [use:U]' or "
                     "'keep ally life:N stamina:N stats:M/B/S damage:R/M/G'."),
}


def _duel_text(state: Rb2State) -> Text:
    text = Text(duel_summary(state) + "\n", style="bold")
    duel = state.duel
    assert duel is not None
    if duel.phase == FightPhase.BEFORE:
        text.append(_("The defender's before-combat abilities come first, then the aggressor's; each "
                      "character once and one activated item per side."), style="dim")
    else:
        text.append(_("The defender rolls first: that total is the aggressor's target. Only the aggressor "
                      "may flee; the roles swap after each round; one activated card per round each."),
                    style="dim")
        if duel.phase == FightPhase.FLEE and (duel.aggressor != state.active or not state.turn.came_from):
            text.append("\n" + _("The app does not know the hex the aggressor's party came from: to flee, type "
                                  "'flee to:HEX'."), style="dim")
    return text


def _combat_text(state: Rb2State) -> Text:
    combat = state.combat
    assert combat is not None
    text = Text()
    text.append(translate(combat.card.describe()) + "\n", style="bold")
    text.append(_("Wounds {wounds}/{life} · round {round} · phase {phase}").format(
        wounds=combat.wounds, life=combat.card.life, round=combat.round, phase=translate(word(combat.phase))) + "\n")
    hero = state.hero.hero
    text.append(_("{hero}: life {left}/{life}, exhaustion {exhaustion}/{stamina}").format(
        hero=hero.name, left=hero.life - hero.wounds, life=hero.life, exhaustion=hero.exhaustion,
        stamina=hero.stamina), style=tone(INFO))
    if combat.source == FightSource.ENCOUNTER:
        text.append("\n" + _("A fight the encounter {encounter} calls for: ordinary combat; the "
                              "encounter card says what winning brings.").format(encounter=state.turn.encounter),
                    style="dim")
    if combat.phase == FightPhase.FLEE and not state.turn.came_from and not wounds_held(state):
        text.append("\n" + _("The app does not know the hex the party came from: to flee, type 'flee to:HEX'."),
                    style="dim")
    if combat.phase == FightPhase.BEFORE:
        text.append("\n" + _("Before combat, in the book's order: the card's own ability first, then the hero's "
                              "and each ally's once each, and one activated item. Abilities with other effects: "
                              "'before WHO exhaust:N bonus:N ...' in the command line."), style="dim")
    return text


def fight_text(state: Rb2State) -> Text:
    """The fight or duel under way, what it left pending, or the wounds being dealt."""
    if wounds_held(state):
        turn = state.turn
        return Text(
            ngettext("{count} wound is being dealt to {who}. Armour wards only now, as they are dealt, never "
                     "afterwards: ward them, or let them land.",
                     "{count} wounds are being dealt to {who}. Armour wards only now, as they are dealt, never "
                     "afterwards: ward them, or let them land.", turn.held_wounds).format(
                count=turn.held_wounds, who=turn.held_who), style=tone(f"bold {WARN}"))
    if state.combat is None and state.duel is not None:
        return _duel_text(state)
    if state.combat is None:
        return Text(_(PENDING_WORDS.get(state.turn.pending, N_("The fight is over."))), style="bold")
    return _combat_text(state)


def combat_offer(view: AreaView) -> Offer:
    """The fight's dialog for this view; once the fight is over (the step just taken ended it), that it is over,
    with nothing left to choose."""
    state: Rb2State = view.state
    if not fight_on(state):
        return Offer(_("Combat"), fight_text(state), nothing="")  # what it left pending, or that it is over
    options = tuple(Option(label, submits) for label, submits in wizard_choices(state, view.answering(*FIGHT_ACTIONS)))
    return Offer(_("Combat"), fight_text(state), options, nothing=_("Nothing to choose now: type the step in the "
                                                                   "command line."))
