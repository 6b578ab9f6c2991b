"""The battle in the one choice dialog: attacker, target and form with the exact odds before anyone rolls, then
each stage's steps, from the engine's checked choices the area is shown.

Every option submits an engine action or dice request (the dice tray takes the app's roll or the table's own
dice), except the dungeon lord's monsters, which are marked one by one (`MonsterMark`, a step of the area's own)
and then set attacking together. The dialog opens again after each step while the area's battle flow is open.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from companion.services.i18n import _, translate
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.board import Board
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.stats import Stat
from rules_engine.dungeoneer.words import named, term
from screens.area_view import AreaView
from screens.choice_dialog import Offer, Option
from screens.dungeoneer.battle_steps import MonsterPick, attacks_text, monster_picks, wizard_buttons
from screens.dungeoneer.widgets import trap_text


@dataclass(frozen=True)
class MonsterMark:
    """Mark (or unmark) one monster in one form to attack hero `target`: the area's own step, nothing submitted."""

    target: int
    pick: MonsterPick


def battle_text(data: Board, state: DgState) -> Text:
    """A waiting trap, then the battle's stage, what it waits for and each attack; or how a battle starts."""
    text = Text()
    if data.trap is not None:  # a trap is rolled before any battle goes on
        text.append_text(trap_text(data.trap))
        text.append("\n")
    if state.battle is None:
        text.append(_("No battle yet. "), style="bold")
        text.append(_("Choose who attacks whom and in which form; the odds are exact (one die plus the value "
                      "each side, ties do nothing)."))
        return text
    text.append(_("Stage: {stage} · waiting: ").format(stage=translate(data.battle_stage)), style="bold")
    text.append(translate(data.waiting))
    for line in attacks_text(state, data.attacks):
        text.append("\n" + line)
    return text


def battle_offer(view: AreaView, target: int | None, marked: tuple[MonsterMark, ...]) -> Offer:
    """The battle dialog for this view: each step the rules allow now, the first about hero `target` focused; the
    dungeon lord's monsters with those `marked` shown chosen, and the option setting them attacking."""
    state: DgState = view.state
    options: list[Option] = []
    about: list[int] = []
    for button in wizard_buttons(view.choices, state):
        if target is not None and button.target == target:
            about.append(len(options))
        options.append(Option(button.label, button.submits))
    if state.battle is None:
        picks = monster_picks(view.choices, state)
        for seat, offered in picks.items():
            for pick in offered:
                mark = MonsterMark(seat, pick)
                if target is not None and seat == target:
                    about.append(len(options))
                options.append(Option(_("on {player}: {pick}").format(player=state.heroes[seat].player, pick=pick.label),
                                      mark, marked=mark in marked))
        if picks:
            names = ", ".join(f"{translate(named(state.card_name(m.pick.monster)))} ({translate(term(m.pick.form))})"
                              for m in marked) or _("none yet")
            monsters: tuple[tuple[str, Stat], ...] = tuple((m.pick.monster, m.pick.form) for m in marked)
            go = A.PlayMonsters(marked[0].target, monsters) if marked else None
            options.append(Option(_("Set the chosen monsters attacking: {names}").format(names=names), go,
                                  detail="" if marked else _("choose a monster above first"), refused=not marked))
    return Offer(_("Battle"), battle_text(view.board, state), tuple(options), focus=about[0] if about else None,
                 nothing=_("Nothing to do in a battle now."))


def toggled(marked: tuple[MonsterMark, ...], mark: MonsterMark) -> tuple[MonsterMark, ...]:
    """Choose or drop a monster: all the chosen monsters attack one hero, each monster in one form."""
    if mark in marked:
        return tuple(m for m in marked if m != mark)
    return tuple(m for m in marked if m.target == mark.target and m.pick.monster != mark.pick.monster) + (mark,)
