"""The phases of a turn, their order and what each allows."""

from __future__ import annotations

from rules_engine.messages import N_, Message

ROLL_OFF = "roll-off"
UPKEEP = "upkeep"
INCOME = "income"
MAIN_1 = "main-1"
OFFENSIVE = "offensive-roll"
TARGETING = "targeting-roll"
DEFENSIVE = "defensive-roll"
MAIN_2 = "main-2"
DISCARD = "discard"
GAME_OVER = "game-over"

#: The eight phases of every turn, in order.
TURN_PHASES = (UPKEEP, INCOME, MAIN_1, OFFENSIVE, TARGETING, DEFENSIVE, MAIN_2, DISCARD)
ROLL_PHASES = (OFFENSIVE, TARGETING, DEFENSIVE)
MAIN_PHASES = (MAIN_1, MAIN_2)

LABELS = {
    ROLL_OFF: N_("Roll for first player"),
    UPKEEP: N_("1. Upkeep"),
    INCOME: N_("2. Income"),
    MAIN_1: N_("3. Main phase 1"),
    OFFENSIVE: N_("4. Offensive roll"),
    TARGETING: N_("5. Targeting roll"),
    DEFENSIVE: N_("6. Defensive roll"),
    MAIN_2: N_("7. Main phase 2"),
    DISCARD: N_("8. Discard"),
    GAME_OVER: N_("Game over"),
}

#: What the table may do in each phase (shown on the board; the engine enforces it).
ALLOWS = {
    ROLL_OFF: (N_("roll-off: every player rolls one die; highest starts"),),
    UPKEEP: (N_("upkeep damage/heal: enter effects that trigger now, in the order you pick"),
             N_("steps against upkeep damage (prevent, halve ...); it all lands together when upkeep ends"),
             N_("instant cards and spending statuses")),
    INCOME: (N_("+1 CP and 1 card, taken automatically (the first player skips the first income)"),
             N_("instant cards")),
    MAIN_1: (N_("sell cards for 1 CP"), N_("main-phase action cards (active player)"), N_("hero upgrades (active player)"),
             N_("instant cards")),
    OFFENSIVE: (N_("roll / reroll up to 3 attempts"), N_("declare one offensive ability, then activate"),
                N_("roll-phase cards by any player"), N_("instant cards")),
    TARGETING: (N_("the attack's target is settled: by the targeting die (teams) or by choice (King of the Hill)"), N_("roll-phase cards by any player"),
                N_("instant cards")),
    DEFENSIVE: (N_("defender picks one defensive ability and rolls once (blockable attacks only)"),
                N_("damage steps: boost, prevent, halve, reflect..."), N_("roll-phase cards by any player"),
                N_("instant cards"), N_("all damage and healing land together when this phase ends")),
    MAIN_2: (N_("sell cards for 1 CP"), N_("main-phase action cards (active player)"), N_("hero upgrades (active player)"),
             N_("instant cards")),
    DISCARD: (N_("sell down to 6 cards in hand"), N_("instant cards")),
    GAME_OVER: (N_("nothing: the match is over"),),
}


def label(phase: str) -> str:
    """The phase as printed on the turn summary."""
    return Message(LABELS.get(phase, phase))


def next_in_turn(phase: str) -> str | None:
    """The phase after this one in a turn, or None after discard."""
    index = TURN_PHASES.index(phase)
    return TURN_PHASES[index + 1] if index + 1 < len(TURN_PHASES) else None
