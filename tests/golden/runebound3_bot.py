"""A seeded Runebound 3rd edition table for the golden log: two heroes deal the markets, trade, travel,
adventure, fight enemies token by token, learn skills, barter, and play both acts to the end.

There is no map, so the bot imagines one: a handful of named spaces holding challenge tokens. Each call
of `act` looks at what the game waits for and types one command. In a fight it takes one of the
engine's own choices and types it back (`format_command`), sometimes saying how the tokens landed
instead of letting the table's generator toss them. Now and then a player types something the rules
forbid, or mistypes.
"""

from __future__ import annotations

from rules_engine.runebound3.combat.actions import Pass, Toss
from rules_engine.runebound3.combat.state import Phase
from rules_engine.runebound3.dealing import items_left
from rules_engine.runebound3.fighting import TERRAIN_SYMBOLS
from rules_engine.runebound3.state import (
    ACTIONS_PER_TURN, ADVENTURE_COST, CITIES, Attribute, Fight, PendingCombat, R3State, Stage,
)
from tests.golden.table import Table

#: Made-up cards and heroes for the test table (the summary prints no card's values).
HEROES = {
    "ash": {"id": "ash", "name": "Ash", "body": 3, "mind": 1, "spirit": 2, "health": 9, "speed": 3, "hand_size": 3,
            "gold": 4, "start": "Tamalir", "tokens": ["axe/shield*", "2axe/miss", "wing/bolt"]},
    "bryn": {"id": "bryn", "name": "Bryn", "body": 1, "mind": 3, "spirit": 2, "health": 7, "speed": 2,
             "hand_size": 4, "gold": 5, "start": "Forge", "tokens": ["bolt*/shield", "2bolt/surge", "double/axe"]},
}
ITEM_TYPES = ("weapon", "armour", "equipment", "mount", "goods")
ITEMS = {f"item-{n}": {"id": f"item-{n}", "name": name, "type": ITEM_TYPES[n % 5], "cost": 1 + n % 4,
                       "tokens": [token] if token else []}
         for n, (name, token) in enumerate((
             ("Short Sword", "axe/miss"), ("Leather Coat", "shield/miss"), ("Rope", ""), ("Pony", "wing/miss"),
             ("Spices", ""), ("War Axe", "2axe/axe"), ("Chain Shirt", "2shield/shield*"), ("Lantern", ""),
             ("Warhorse", "wing*/axe"), ("Silk", ""), ("Spear", "axe*/shield"), ("Cloak", "shield/wing"),
             ("Map", ""), ("Mule", ""), ("Wine", ""), ("Wand", "2bolt/miss"), ("Helm", "shield*/miss"),
             ("Compass", "surge/miss")))}
ENEMIES = {"wolf": {"id": "wolf", "name": "Wolf", "health": 3, "reward": "1 gold"},
           "bandit": {"id": "bandit", "name": "Bandit", "health": 4, "reward": "2 gold"},
           "wraith": {"id": "wraith", "name": "Wraith", "health": 5, "reward": "a skill card"},
           "margath": {"id": "margath", "name": "Margath", "health": 9, "reward": "victory",
                       "villain_token": "3skull*/2shield"}}
ENEMY_TOKENS = {f"enemy-{n}": {"id": f"enemy-{n}", "name": f"Enemy token {n}", "token": text, "act": 2 if n == 6 else 1}
                for n, text in enumerate(("skull/miss", "miss/shield", "skull*/wing", "2skull/miss", "shield/skull*",
                                          "2skull*/double"), start=1)}
SPACES = (("Tamalir", "city", "green"), ("Forge", "city", "orange"), ("Oakvale", "town", "purple"),
          ("Black Wood", "wilds", "orange"), ("Grey Hills", "wilds", "green"), ("Riverwatch", "city", "purple"),
          ("Old Shrine", "sanctuary", "orange"))
SETUP = {
    "players": [{"name": "Ann", "hero": "ash"}, {"name": "Bo", "hero": "bryn"}],
    "options": {"scenario": "margath", "first_player": 0, "track_length": 12, "story_spaces": "4,9"},
    "catalogue": {"heroes": HEROES, "items": ITEMS, "enemies": ENEMIES, "enemy_tokens": ENEMY_TOKENS,
                  "tokens": [{"space": name, "colour": colour} for name, _, colour in SPACES]},
}
OTHER_CHALLENGES = {"event": ("Storm", "Festival"), "test": ("Rickety Bridge", "Riddle"),
                    "quest": ("Lost Relic", "Missing Scout")}


class Runebound3Bot:
    """Types a whole Runebound 3e game at a recording table."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.refused = 0
        self.villain_faced = False

    @property
    def state(self) -> R3State:
        """The game as it stands."""
        return self.table.state

    def play(self) -> None:
        """Type commands until act 2 ends."""
        while self.state.stage is not Stage.OVER and not self.table.full:
            self.act()
        if self.state.stage is not Stage.OVER:
            raise AssertionError("the recorded game did not reach the end of act 2")

    def act(self) -> None:
        """One command for what the game waits for."""
        state, rng = self.state, self.table.rng
        if state.stage is Stage.MARKETS:
            self.table.type(f'deal "{rng.choice(items_left(state))}"')
        elif state.stage is Stage.STORY:
            quest = "quest " if rng.random() < 0.5 else ""
            self.table.type(f'story {quest}"Story {state.story_drawn + 1}"')
        elif state.stage is Stage.CHALLENGE:
            self.table.type(f"challenge {'overcome' if rng.random() < 0.6 else 'failed'}")
        elif state.stage is Stage.TRADING:
            self._trading(state)
        elif state.stage is Stage.COMBAT and isinstance(state.combat, PendingCombat):
            self.table.type("fight won 1")
        elif state.stage is Stage.COMBAT:
            self._fight(state)
        else:
            self._action(state)

    def _trading(self, state: R3State) -> None:
        market = next(m for m in state.markets if m.city == state.trading_city)
        affordable = [i for i in market.items if i.cost <= state.hero.gold]
        if affordable and self.table.chance(0.7):
            self.table.type(f'buy "{self.table.rng.choice(affordable).name}"')
        else:
            self.table.type(f'discard "{self.table.rng.choice(market.items).name}"')

    def _fight(self, state: R3State) -> None:
        assert isinstance(state.combat, Fight)
        game, rng = self.table.game, self.table.rng
        combat = state.combat.combat
        options = game.choices(state)
        acting = [c for c in options if c.action is not Pass] if rng.random() < 0.85 else []
        choice = rng.choice(acting or options)
        action = choice.sample(rng)
        if isinstance(action, Toss) and combat.phase is Phase.TOSS and self.table.chance(0.3):
            words = [" ".join(t.face(up).notation() for t, up in zip(side.fighter.tokens, landed))
                     for side, landed in zip(combat.sides, action.landed)]
            self.table.type(f"landed {words[0]} / {words[1]}")
            return
        text = game.format_command(action)
        assert text is not None, action
        dice = None
        if text.startswith("retreat"):
            dice = (rng.choice(TERRAIN_SYMBOLS),)
        self.table.type(text, dice)

    def _action(self, state: R3State) -> None:
        table, rng = self.table, self.table.rng
        hero = state.hero
        left = ACTIONS_PER_TURN - state.actions_used
        here_token = any(t.space == hero.space and t.face_up for t in state.tokens)
        if hero.defeated:
            self._rest(state)
            return
        if table.chance(0.03):
            table.garble("wander about")
            return
        if left < ADVENTURE_COST and here_token and table.chance(0.15):
            table.refuse("adventure enemy Wolf")  # an adventure costs two actions
            return
        if hero.space not in CITIES and table.chance(0.03):
            table.refuse('trade "Rope"')
            return
        if state.act == 2 and not self.villain_faced and table.chance(0.1):
            self.villain_faced = True  # the scenario brings Margath in: never drawn from a challenge deck
            table.type("villain Margath")
            return
        if here_token and left >= ADVENTURE_COST and table.chance(0.7):
            if table.chance(0.65):
                name = rng.choice([e["name"] for e in ENEMIES.values() if e["id"] != "margath"])
                table.type(f'adventure enemy "{name}"')
            else:
                kind = rng.choice(tuple(OTHER_CHALLENGES))
                table.type(f'adventure {kind} "{rng.choice(OTHER_CHALLENGES[kind])}"')
            return
        if hero.trophies and hero.hand and table.chance(0.6) and self._learn(state):
            return
        others = [seat for seat, h in enumerate(state.heroes) if seat != state.active and h.space == hero.space]
        if others and hero.gold and table.chance(0.3):
            table.type(f"give 1 gold p{others[0] + 1}")
            return
        if hero.space in CITIES and items_left(state) and table.chance(0.3):
            table.type(f'trade "{rng.choice(items_left(state))}"')
            return
        if hero.wounds and table.chance(0.5):
            self._rest(state)
            return
        if not hero.hand and table.chance(0.5):
            table.type("train")
            return
        name, kind, _ = rng.choice([s for s in SPACES if s[0] != hero.space])
        if table.chance(0.5):
            table.type(f'move {kind} "{name}"')
            return
        faces = [rng.choice(TERRAIN_SYMBOLS) for _ in range(hero.sheet.speed)]
        need = "any" if kind == "city" else faces[0]
        exert = " exert:1" if hero.hand and table.chance(0.3) else ""
        table.type(f'travel {" ".join(faces)} to "{need}/{kind}/{name}"{exert}')

    def _rest(self, state: R3State) -> None:
        """Rest: nothing to roll in a settlement; outdoors the table says how many terrain dice matched."""
        hero = state.hero
        matches = 0 if hero.space_kind.value != "wilds" else self.table.rng.randint(0, hero.sheet.speed)
        self.table.type(f"rest {matches}")

    def _learn(self, state: R3State) -> bool:
        hero = state.hero
        for attribute in Attribute:
            known = sum(1 for s in hero.skills if s.attribute is attribute)
            if known < hero.sheet.attribute(attribute):
                colour = hero.trophies[0].value
                cost = "grey" if self.table.chance(0.5) else colour
                self.table.type(f'learn {attribute.value} "Skill {len(hero.skills) + 1}" cost {cost} paid {colour}')
                return True
        return False
