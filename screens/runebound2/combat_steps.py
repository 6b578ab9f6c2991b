"""The combat wizard's buttons: the engine's answers to the fight's decision, with odds, as (label, submission) pairs.

The order and the limits (the card's own ability first, each ability of each character once, one activated item,
flee or stay, who may still attack, which ward amounts, which spoils) are the engine's: the choices given
(`Game.choices`, as the area's view holds them) that answer its decision (`Choice.answers`). So is what each answer
submits, an action or the dice request
that builds it (`rules_engine.runebound2.fight_submissions`): this module only labels each with the odds of the
roll. An answer that needs values the table must type (what a kept card becomes, the hex a flight returns to)
gets no button; the card's text is typed in the command line.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.services.i18n import _, translate
from rules_engine.decisions import Choice
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.board import Board, PartyData
from rules_engine.runebound2.fight_submissions import Submission, before_combat_options, fight_submission
from rules_engine.runebound2.heroes import ATTRIBUTE_OF_PHASE, PHASES
from rules_engine.runebound2.odds import chance_at_least, chance_opposed
from rules_engine.runebound2.words import word

Button = tuple[str, Submission]

#: The answers the wizard shows: those of a fight and of what a fight leaves pending.
FIGHT_ACTIONS = (A.BeforeCombat, A.Fight, A.Flee, A.DuelFlee, A.Stay, A.Attack, A.Defend, A.DuelExchange,
                 A.Activate, A.TakeWounds, A.KeepCard, A.Spoils)


def odds(target: int, value: int) -> str:
    """'target T, needs N+ on 2d10: P%' against a fixed target number."""
    need = target - value
    return _("target {target}, needs {need}+ on 2d10: {chance}").format(target=target, need=max(2, need),
                                                                       chance=f"{chance_at_least(need):.0%}")


def opposed(mine: int, theirs: int) -> str:
    """The odds of a duel roll: 2d10 + mine against the other hero's 2d10 + theirs."""
    return _("2d10+{mine} vs 2d10+{theirs}: {chance}").format(mine=mine, theirs=theirs,
                                                             chance=f"{chance_opposed(mine, theirs):.0%}")


def _value(choice: Choice, field: str):
    return choice.fields[field].value  # type: ignore[attr-defined]  # a fixed field (Exactly); this module is being rewritten


def _fighter(board: Board, choice: Choice) -> PartyData:
    """The party a choice is made for: its actor's, or the active player's."""
    return board.parties[choice.actor if choice.actor is not None else board.active]


def _before(board: Board, choice: Choice) -> list[Button]:
    """A before-combat ability: the plain ability, or the attacks its character's ability text describes."""
    fight = board.fight
    source = choice.fields["source"].unsaid()  # (name,) when the choice names its character
    who = _fighter(board, choice).character(source[0]) if source is not None and source[0] else None
    buttons = []
    for option in before_combat_options(choice, who.attacks if who is not None else (),
                                        fight is not None and fight.kind == "duel"):
        if not option.attack:
            buttons.append((translate(option.label), option.submits))
            continue
        phase, exhaust = option.attack, option.exhaust
        assert who is not None  # no attack option without its character
        if fight is None:
            continue  # no fight left to roll against
        if fight.kind == "duel":
            other = fight.aggressor if choice.actor == fight.defender else fight.defender
            assert other is not None  # a duel names both seats
            chance = opposed(who.attribute(phase), board.parties[other].hero.attribute(phase))
        else:
            chance = odds(fight.enemy.attribute(phase), who.attribute(phase))
        label = (_("{attack} ({odds}, exhaust {exhaust})") if exhaust else _("{attack} ({odds})")).format(
            attack=translate(option.label), odds=chance, exhaust=exhaust)
        buttons.append((label, option.submits))
    return buttons


def _round(board: Board, choice: Choice) -> list[Button]:
    """Flee, an attack or the defence in a challenge fight, with the odds of the roll."""
    party = board.parties[board.active]
    fight = board.fight
    submits = fight_submission(choice)
    if submits is None or fight is None or fight.kind != "combat":
        return []  # e.g. a flight whose hex the table must name: typed, not a button
    enemy = fight.enemy
    if choice.action is A.Flee:
        # Class Decks: hostile spells and feats played during this challenge lower the flight's roll.
        penalty = board.class_decks.flee_penalty if board.class_decks is not None else 0
        label = _("Flee ({odds})").format(odds=odds(enemy.mind, party.hero.mind - penalty))
        if penalty:
            label += " " + _("(flee penalty -{penalty} from hostile class cards)").format(penalty=penalty)
        return [(label, submits)]
    phase = _value(choice, "phase")
    target = enemy.attribute(phase)
    if choice.action is A.Attack:
        who = party.character(_value(choice, "by"))
        if who is None:
            return []
        return [(_("{choice} ({odds}, deals {damage})").format(choice=translate(choice.label),
                                                                odds=odds(target, who.attribute(phase)),
                                                                damage=who.damage(phase)),
                 submits)]
    damage = enemy.damage(phase)
    chance = (_("no damage: no roll") if damage == 0
              else _("{odds}, else take {damage}").format(odds=odds(target, party.hero.attribute(phase)), damage=damage))
    return [(f"{translate(choice.label)} ({chance})", submits)]


def _duel_round(board: Board, choice: Choice) -> list[Button]:
    """The aggressor flees, attacks or defends; the defender's roll is the target."""
    fight = board.fight
    submits = fight_submission(choice)
    if submits is None or fight is None or fight.aggressor is None or fight.defender is None:
        return []
    agg, dfn = board.parties[fight.aggressor], board.parties[fight.defender]
    if choice.action is A.DuelFlee:
        return [(f"{translate(choice.label)} ({opposed(agg.hero.mind, dfn.hero.mind)})", submits)]
    phase = _value(choice, "phase")
    theirs = dfn.hero.attribute(phase)
    if _value(choice, "choice") == "attack":
        who = agg.character(_value(choice, "by"))
        if who is None:
            return []
        return [(_("{choice} ({odds}, deals {damage})").format(choice=translate(choice.label),
                                                                odds=opposed(who.attribute(phase), theirs),
                                                                damage=who.damage(phase)),
                 submits)]
    return [(_("{choice} ({odds}, else take {damage})").format(choice=translate(choice.label),
                                                                odds=opposed(agg.hero.attribute(phase), theirs),
                                                                damage=dfn.hero.damage(phase)),
             submits)]


def _pending(choice: Choice) -> list[Button]:
    """A ward or 'take-wounds', a kept card kept or turned down, the duel's spoils."""
    submits = fight_submission(choice)
    return [] if submits is None else [(translate(choice.label), submits)]  # what a kept card becomes is typed


def buttons(board: Board, choice: Choice) -> list[Button]:
    """The wizard's buttons for one of the engine's answers (none for a family whose values must be typed)."""
    if choice.action is A.BeforeCombat:
        return _before(board, choice)
    if choice.action in (A.Flee, A.Attack, A.Defend):
        return _round(board, choice)
    if choice.action in (A.DuelFlee, A.DuelExchange):
        return _duel_round(board, choice)
    return _pending(choice)


def wizard_choices(board: Board, choices: Sequence[Choice]) -> list[Button]:
    """(button label, what it submits) for each of `choices` (the engine's, for the state `board` shows) that
    answers the fight in progress (or what it left pending)."""
    if not board.fight_on:
        return []
    return [button for choice in choices if choice.answers and choice.action in FIGHT_ACTIONS
            for button in buttons(board, choice)]


def ward_choices(board: Board, choices: Sequence[Choice]) -> list[Button]:
    """Wounds being dealt: ward them with a card not yet activated (every amount), or let them land."""
    return wizard_choices(board, choices) if board.wounds_held else []


def duel_summary(board: Board) -> str:
    """Who attacks whom, the round and phase, and both heroes' life and exhaustion ('' with no duel)."""
    fight = board.fight
    if fight is None or fight.kind != "duel" or fight.aggressor is None or fight.defender is None:
        return ""
    lines = [_("Duel · round {round} · phase {phase}").format(round=fight.round, phase=translate(word(fight.phase)))]
    for seat, role in ((fight.aggressor, _("aggressor")), (fight.defender, _("defender"))):
        party = board.parties[seat]
        hero = party.hero
        lines.append(_("{player} ({role}): {hero}, life {left}/{life}, exhaustion {exhaustion}/{stamina}, ").format(
            player=party.player, role=role, hero=translate(hero.name), left=hero.life - hero.wounds, life=hero.life,
            exhaustion=hero.exhaustion, stamina=hero.stamina)
            + "/".join(f"{ATTRIBUTE_OF_PHASE[p][0].upper()}{hero.attribute(p)}" for p in PHASES))
    return "\n".join(lines)
