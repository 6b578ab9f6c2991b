"""A battle in progress: who fights whom in which form, the totals rolled, and the stage it has reached.

The stages follow the book: attack (target and form chosen as the battle opens), response, the
attack rolls, the counter rolls (compared at once), the challenge, the lair and the reward. A
challenge is another attack inside the same battle: the attacked hero strikes back at one of its
attackers, or at a hero in the same location, and that exchange has no challenge of its own.
"""

from __future__ import annotations

import enum

from rules_engine.frozen_values import frozen_value
from rules_engine.dungeoneer.battle_rolls import Exchange
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.stats import Stat


class Stage(enum.StrEnum):
    """Where a battle stands."""

    RESPONSE = "response"  # the defender may answer with response cards
    ATTACK_ROLLS = "attack-rolls"
    COUNTER_ROLLS = "counter-rolls"
    CHALLENGE = "challenge"  # the attacked hero may strike back once with a saved point
    LAIR = "lair"  # each surviving monster goes to its owner's hand, lair or discard
    REWARD = "reward"  # the peril earned by monsters' wounds is handed out


@frozen_value(slots=True)
class Fighter:
    """One side of an exchange: a hero (by seat) or a monster with the player who runs it."""

    name: str
    seat: int | None = None
    monster: MonsterCard | None = None
    owner: int | None = None

    @property
    def is_monster(self) -> bool:
        """True for a monster."""
        return self.monster is not None


@frozen_value(slots=True)
class Attack:
    """One attack: attacker, defender, form, and once rolled the two totals and who hit."""

    attacker: Fighter
    defender: Fighter
    form: Stat
    attack_total: int | None = None
    counter_total: int | None = None
    result: Exchange | None = None
    challenge: bool = False
    steal: bool = False  # a hero's hit on a hero takes its escort token instead of a wound


@frozen_value
class Battle:
    """The battle in progress. `monster_wounds` counts wounds on each monster (by monster id)."""

    attacks: tuple[Attack, ...]
    stage: Stage = Stage.RESPONSE
    monster_wounds: tuple[tuple[str, int], ...] = ()
    peril_earned: int = 0  # wounds monsters dealt heroes: 1 peril each for their owners to give
    glory_earned: tuple[tuple[int, int], ...] = ()  # (seat, glory) for wounds heroes dealt monsters
    lair_pending: tuple[str, ...] = ()  # ids of surviving monsters still to be sent somewhere
    quest: str = ""  # a hunt quest's battle: its monster goes to no lair or hand and earns nothing

    def wounds_on(self, monster_id: str) -> int:
        """Wounds a monster has taken in this battle."""
        return dict(self.monster_wounds).get(monster_id, 0)

    @property
    def attacked(self) -> Fighter:
        """The side attacked when the battle opened."""
        return self.attacks[0].defender

    def unrolled(self) -> tuple[int, ...]:
        """Indexes of the attacks whose dice are still to be rolled."""
        return tuple(i for i, attack in enumerate(self.attacks) if attack.result is None)

    def monsters(self) -> tuple[MonsterCard, ...]:
        """Every monster in the battle, once each."""
        seen: dict[str, MonsterCard] = {}
        for attack in self.attacks:
            for side in (attack.attacker, attack.defender):
                if side.monster is not None:
                    seen.setdefault(side.monster.id, side.monster)
        return tuple(seen.values())
