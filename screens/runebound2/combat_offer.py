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
from rules_engine.runebound2.board import Board, FightData
from rules_engine.runebound2.fights import FightPhase, FightSource
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


def _duel_text(board: Board, fight: FightData) -> Text:
    text = Text(duel_summary(board) + "\n", style="bold")
    if fight.phase == FightPhase.BEFORE:
        text.append(_("The defender's before-combat abilities come first, then the aggressor's; each "
                      "character once and one activated item per side."), style="dim")
    else:
        text.append(_("The defender rolls first: that total is the aggressor's target. Only the aggressor "
                      "may flee; the roles swap after each round; one activated card per round each."),
                    style="dim")
        if fight.phase == FightPhase.FLEE and (fight.aggressor != board.active or not board.now.came_from):
            text.append("\n" + _("The app does not know the hex the aggressor's party came from: to flee, type "
                                  "'flee to:HEX'."), style="dim")
    return text


def _combat_text(board: Board, fight: FightData) -> Text:
    enemy = fight.enemy
    text = Text()
    text.append(translate(enemy.describe()) + "\n", style="bold")
    text.append(_("Wounds {wounds}/{life} · round {round} · phase {phase}").format(
        wounds=enemy.wounds, life=enemy.life, round=fight.round, phase=translate(word(fight.phase))) + "\n")
    hero = board.parties[board.active].hero
    text.append(_("{hero}: life {left}/{life}, exhaustion {exhaustion}/{stamina}").format(
        hero=translate(hero.name), left=hero.life - hero.wounds, life=hero.life, exhaustion=hero.exhaustion,
        stamina=hero.stamina), style=tone(INFO))
    if fight.source == FightSource.ENCOUNTER:
        text.append("\n" + _("A fight the encounter {encounter} calls for: ordinary combat; the "
                              "encounter card says what winning brings.").format(encounter=board.now.encounter),
                    style="dim")
    if fight.phase == FightPhase.FLEE and not board.now.came_from and not board.wounds_held:
        text.append("\n" + _("The app does not know the hex the party came from: to flee, type 'flee to:HEX'."),
                    style="dim")
    if fight.phase == FightPhase.BEFORE:
        text.append("\n" + _("Before combat, in the book's order: the card's own ability first, then the hero's "
                              "and each ally's once each, and one activated item. Abilities with other effects: "
                              "'before WHO exhaust:N bonus:N ...' in the command line."), style="dim")
    return text


def fight_text(board: Board) -> Text:
    """The fight or duel under way, what it left pending, or the wounds being dealt."""
    if board.wounds_held:
        now = board.now
        return Text(
            ngettext("{count} wound is being dealt to {who}. Armour wards only now, as they are dealt, never "
                     "afterwards: ward them, or let them land.",
                     "{count} wounds are being dealt to {who}. Armour wards only now, as they are dealt, never "
                     "afterwards: ward them, or let them land.", now.held_wounds).format(
                count=now.held_wounds, who=now.held_who), style=tone(f"bold {WARN}"))
    fight = board.fight
    if fight is not None and fight.kind == "duel":
        return _duel_text(board, fight)
    if fight is None:
        return Text(_(PENDING_WORDS.get(Pending(board.now.pending), N_("The fight is over."))), style="bold")
    return _combat_text(board, fight)


def combat_offer(view: AreaView) -> Offer:
    """The fight's dialog for this view; once the fight is over (the step just taken ended it), that it is over,
    with nothing left to choose."""
    board: Board = view.board
    if not board.fight_on:
        return Offer(_("Combat"), fight_text(board), nothing="")  # what it left pending, or that it is over
    options = tuple(Option(label, submits) for label, submits in wizard_choices(board, view.answering(*FIGHT_ACTIONS)))
    return Offer(_("Combat"), fight_text(board), options, nothing=_("Nothing to choose now: type the step in the "
                                                                   "command line."))
