"""A scripted Dungeoneer table of two players for the golden log: each plays its hero, and the dungeon lord in its turn.

In the dungeon lord phase a player sometimes sends a monster it can pay for (with the opponent's
peril) at the other hero; in the location phase it lays a location, its quests' first; in the deeds
phase it walks the shortest way to a quest it can work on (an escort's start, then its end; a seek
quest searched for where the hero stands; a hunt's monster fought at its place) and attempts it,
sometimes attacks the other hero when they meet; at the end of its turn it discards and saves a
point. Dice come from the table's seeded generator (`Table.type`).
"""

from __future__ import annotations

from rules_engine.dungeoneer.battle_state import Stage
from rules_engine.dungeoneer.dungeon_map import Cell
from rules_engine.dungeoneer.phases import Phase
from rules_engine.dungeoneer.quests import Category
from rules_engine.dungeoneer.state import DgState
from tests.dungeoneer.solo_bot import path_step, place_command
from tests.golden.table import Table

OPENING = ("tunnel north t1", "tunnel east t2", "tunnel south t3", "tunnel west t4",
           "quests p1 magic-fish escort-ghost", "quests p2 hunt-zombie seek-relic", "shared library-ward")


def _cell(state: DgState, card_id: str) -> Cell | None:
    return state.dungeon.cell_of(card_id)


def _targets(state: DgState) -> list[tuple[Cell, str, str]]:
    """(where, quest, what to type there) for each quest the active hero can work on now."""
    hero = state.hero
    found = []
    for quest_id in hero.quests + state.shared_quests:
        quest = state.quest(quest_id)
        if quest.category is Category.ESCORT:
            token = state.escort(quest_id)
            if token is None and (cell := _cell(state, quest.locations[0])) is not None:
                found.append((cell, quest_id, f"escort {quest_id}"))
            elif token is not None and token.seat == state.active and (cell := _cell(state, quest.locations[1])):
                found.append((cell, quest_id, f"quest {quest_id}"))
        elif quest.category is Category.SEEK:
            command = f"quest {quest_id} done" if quest_id in state.found else f"seek {quest_id}"
            found.append((hero.cell, quest_id, command))
        elif quest.category is Category.HUNT:
            if quest.monster not in state.attacked_this_turn:
                for card_id in quest.locations:
                    if (cell := _cell(state, card_id)) is not None:
                        found.append((cell, quest_id, f"quest {quest_id} as melee"))
        else:
            for card_id in quest.locations:
                if (cell := _cell(state, card_id)) is not None:
                    done = " done" if quest.category in (Category.INFLUENCE, Category.SACRIFICE) else ""
                    found.append((cell, quest_id, f"quest {quest_id}{done}"))
    return found


class DungeoneerBot:
    """Types a two-player Dungeoneer game at a golden-log table until someone wins (or the log is full)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def play(self) -> None:
        """The opening, then one command after another to the end."""
        for text in OPENING:
            self.table.type(text)
        self.table.garble("move up")  # not a side: the parser's message is pinned
        while self.table.state.phase is Phase.FIRST_PLAYER:
            self.table.type("first-player")  # a tie rolls again
        self.table.refuse("move north")  # moving belongs to the deeds phase
        while not self.table.state.finished and not self.table.full:
            self.table.type(self.next_command(self.table.state))

    def next_command(self, state: DgState) -> str:
        """What the table types now."""
        if state.battle is not None:
            return self._battle(state)
        if state.hazard is not None:
            return "hazard"
        if state.shared_wanted:
            taken = state.quests_in_play()
            free = [q.id for q in state.quest_cards if q.id not in taken and q.category is Category.INFLUENCE]
            return f"shared {free[0]}"
        hero = state.hero
        if state.phase is Phase.DUNGEON_LORD:
            return self._dungeon_lord(state) or "next"
        if state.phase is Phase.LOCATION:
            return (place_command(state) if not state.placed_this_phase else None) or "next"
        if state.phase is Phase.DEEDS:
            return self._deeds(state)
        if state.phase is Phase.DISCARD_DRAW:
            if not state.discarded and hero.hand:
                return "discard-end"
            return "next save" if hero.points and not hero.saved_point else "next"
        return "next"

    def _battle(self, state: DgState) -> str:
        battle = state.battle
        assert battle is not None
        if battle.stage is Stage.RESPONSE:
            return "respond"
        if battle.stage is Stage.ATTACK_ROLLS:
            return "attack-roll"
        if battle.stage is Stage.COUNTER_ROLLS:
            return "counter-roll"
        if battle.stage is Stage.CHALLENGE:
            alive = [m for m in battle.monsters() if battle.wounds_on(m.id) < m.health]
            seat = battle.attacked.seat
            if alive and seat is not None and state.heroes[seat].saved_point and self.table.chance(0.7):
                return f"challenge {alive[0].id} melee"
            return "challenge pass"
        if battle.stage is Stage.LAIR:
            monster = battle.lair_pending[0]
            if battle.wounds_on(monster):
                return f"send {monster} discard"
            return f"send {monster} {'lair' if len(state.hero.lair) < 3 and self.table.chance(0.5) else 'hand'}"
        seat = battle.attacked.seat
        return "reward" + "".join(f" p{(seat or 0) + 1}" for _ in range(battle.peril_earned))

    def _dungeon_lord(self, state: DgState) -> str | None:
        if not self.table.chance(0.6):
            return None
        target = next((i for i, h in enumerate(state.heroes) if i != state.active and not h.defeated), None)
        if target is None:
            return None
        peril = state.heroes[target].peril
        for monster in state.monsters:
            if monster.id in state.attacked_this_turn:
                continue
            if monster.cost <= peril:  # one from the lair is paid again, like one from the hand
                return f"monsters p{target + 1} {monster.id}:{monster.attack_forms()[0]}"
        return None

    def _deeds(self, state: DgState) -> str:
        hero = state.hero
        if hero.fallen:
            return "stand" if hero.points else "next"
        others = [i for i, h in enumerate(state.heroes) if i != state.active and h.cell == hero.cell and not h.defeated]
        here = state.dungeon.card_at(hero.cell)
        if (others and hero.points and not state.battle_started and here is not None and not here.entrance
                and self.table.chance(0.5)):
            carrier = any(t.seat == others[0] for t in state.escorts)
            return f"attack p{others[0] + 1} melee" + (" steal" if carrier else "")
        cost = 1 if state.quest_attempts else 0
        targets = _targets(state)
        for cell, _, command in targets:
            if cell == hero.cell and hero.points >= max(cost, 1 if command.startswith("seek") else 0):
                if command.startswith("escort") or hero.points >= cost:
                    return command
        if hero.points >= 1:
            for cell, _, _ in targets:
                side = path_step(state, hero.cell, cell)
                if side is not None:
                    return f"move {side}"
        return "next"
