"""Who must act now in a Dungeoneer game, and what kind of decision the table owes."""

from __future__ import annotations

from fractions import Fraction

from rules_engine.decisions import Decision, DecisionKind
from rules_engine.dungeoneer.battle_state import Battle, Fighter, Stage
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.trap_threats import trap_odds
from rules_engine.messages import N_
from rules_engine.plurals import count as count_of
from rules_engine.messages import Joined, Message
from rules_engine.dungeoneer.words import named, term

#: The part the app plays alone (`Decision.automaton`): the book replaces the dungeon lord phase with
#: random encounters (peril dice, peril cards drawn and played) and its monsters attack by the normal
#: battle rules, so every roll and draw made for the dungeon rather than the hero is the app's.
DUNGEON_LORD = N_("dungeon lord")
#: Why those steps are the app's ("Одиночная игра", "Ход игры").
LORD_RULE = "dungeoneer.solo.dungeon-lord"


def decision(state: DgState) -> Decision:
    """The decision the game waits for: setup steps, a battle's stage, the solo automation, a hazard, or the turn."""
    if state.phase is Phase.OVER:
        return Decision(DecisionKind.OVER, None, state.result or Message('the game is over'))
    if state.phase is Phase.TUNNELS:
        return Decision(DecisionKind.ACTION, None,
                        Message('lay a tunnel against each side of the entrance (draw-tunnel SIDE)'))
    if state.phase is Phase.QUESTS:
        return Decision(DecisionKind.ACTION, None, _quests_wanted(state))
    if state.phase is Phase.DEAL:
        return Decision(DecisionKind.CHOICE, None,
                        Message('deal every location card face down; who was dealt the entrance? (entrance pN)'))
    if state.phase is Phase.FIRST_PLAYER:
        return Decision(DecisionKind.DICE, None, Message('one die each: the highest goes first'))
    if state.phase is Phase.HEROES:
        return Decision(DecisionKind.CHOICE, state.active, Message('{player}: choose a hero (choose-hero)',
                                                                   player=state.hero.player))
    if state.phase is Phase.LAYOUT:
        return Decision(DecisionKind.ACTION, state.active,
                        Message('{player}: lay the next location ({counted} left)',
                                player=state.hero.player, counted=count_of(len(state.locations), 'card', 'cards')))
    if state.traps:
        card = state.adventure(state.traps[0].card)
        odds = Joined(", ", tuple(Message("{player} {chance}",
                                          player=state.heroes[o.seat].player, chance=_chance(o.chance)) for o in trap_odds(state)))
        return Decision(DecisionKind.DICE, state.active,
                        Message('{card}: one die for each hero there, {threat_stat} {target}+ ({odds}; trap-roll)',
                                card=named(card.name), threat_stat=term(card.threat_stat),
                                target=state.traps[0].target, odds=odds))
    if state.battle is not None:
        return _battle(state)
    if state.options.resurrection:
        out = next((seat for seat, hero in enumerate(state.heroes) if hero.defeated), None)
        if out is not None:
            return Decision(DecisionKind.CHOICE, out,
                            Message('{player}: choose a new level-1 hero (resurrect)', player=state.heroes[out].player))
    solo = state.solo
    if solo is not None and solo.peril_dice:
        return Decision(DecisionKind.DICE, state.active, Message('roll {peril_dice} peril dice',
                                                                 peril_dice=solo.peril_dice), automaton=DUNGEON_LORD)
    if state.hazard is not None:
        return Decision(DecisionKind.DICE, state.active, Message('face the {kind}', kind=term(state.hazard.kind)))
    if solo is not None and solo.to_draw:
        counted = count_of(solo.to_draw, 'peril card', 'peril cards')
        if solo.peril_from_table:  # the app's deck and discard are empty: the table's own deck gives the cards
            return Decision(DecisionKind.CARD, state.active, Message(
                "draw {counted} from the table's deck (the app's is empty), or end-draws when it and its discard are "
                "empty", counted=counted))
        return Decision(DecisionKind.CARD, state.active, Message('draw {counted}', counted=counted), automaton=DUNGEON_LORD)
    if state.shared_wanted:
        return Decision(DecisionKind.CARD, None, Message('turn up a new shared quest'))
    if state.shifts:
        owed = state.shifts[0]
        return Decision(DecisionKind.ACTION, owed.seat, Message("{player}: make {card}'s shift (shift LOCATION SIDE of LOCATION)",
                                                                player=state.heroes[owed.seat].player,
                                                                card=named(state.card_name(owed.card))))
    return Decision(DecisionKind.ACTION, state.active, Message("{player}: {label}",
                                                               player=state.hero.player, label=term(state.phase.label)))


def _chance(chance: Fraction) -> str:
    """An exact chance to pass in words: always, never, or 'passes 5 in 6'."""
    if chance == 1:
        return Message('always passes')
    if chance == 0:
        return Message('cannot pass')
    return Message('passes {value} in 6', value=chance.numerator * 6 // chance.denominator)


def _app_rolls(battle: Battle, *, attackers: bool) -> bool:
    """True when every die still to roll is a monster's that no player runs (alone, the app's monsters):
    the attack rolls of the monsters drawn (and of the lair's, attacking again), the counter roll of a
    monster the hero strikes back at. A hero's own roll is never the app's."""
    sides: list[Fighter] = [battle.attacks[i].attacker if attackers else battle.attacks[i].defender
                            for i in battle.unrolled()]
    return bool(sides) and all(side.monster is not None and side.owner is None and side.seat is None
                               for side in sides)


def _battle(state: DgState) -> Decision:
    battle = state.battle
    assert battle is not None
    attacked = battle.attacked
    first = battle.attacks[0].attacker
    lord = first.owner if first.owner is not None else first.seat
    if battle.stage is Stage.RESPONSE:
        return Decision(DecisionKind.PASS, attacked.seat, Message('{attacked} may answer with response cards',
                                                                  attacked=named(attacked.name)),
                        window="response")
    if battle.stage is Stage.ATTACK_ROLLS:
        by_app = state.solo is not None and _app_rolls(battle, attackers=True)
        return Decision(DecisionKind.DICE, lord, Message('roll the attacks'), automaton=DUNGEON_LORD if by_app else "")
    if battle.stage is Stage.COUNTER_ROLLS:
        by_app = state.solo is not None and _app_rolls(battle, attackers=False)
        return Decision(DecisionKind.DICE, attacked.seat, Message('roll the counters'),
                        automaton=DUNGEON_LORD if by_app else "")
    if battle.stage is Stage.CHALLENGE:
        return Decision(DecisionKind.PASS, attacked.seat, Message('{attacked} may strike back (challenge)',
                                                                  attacked=named(attacked.name)),
                        window="challenge")
    if battle.stage is Stage.LAIR:
        return Decision(DecisionKind.CHOICE, lord, Message('send each surviving monster to hand, lair or discard'))
    return Decision(DecisionKind.CHOICE, lord if state.solo is None else state.active,
                    Message('the reward') if state.solo is None else Message("the reward stage: play treasures, then 'reward'"))


def _quests_wanted(state: DgState) -> Message:
    """The quests setup still waits for, with the commands that name them."""
    if state.solo is not None:
        return Message('name the three quests you were dealt (quests p1 QUEST QUEST QUEST)')
    if state.options.nothing_personal:
        return Message('turn up two shared quests (shared QUEST)')
    return Message('name the quests each player was dealt (quests pN QUEST QUEST), and the shared quest (shared QUEST)')
