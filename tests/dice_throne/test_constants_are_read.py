"""Every constant the Dice Throne engine names is read by the app's code: a number or a list of the rules that nothing
reads is a rule the engine only seems to apply.

Found by text23 (twenty-second pass): `modes.HEAL_ABOVE_START` (10) named the book's health cap, «Здоровье героя не может
превышать его начальное значение больше чем на 10» (ЗДОРОВЬЕ), which `DTState.max_health` applied with a literal 10; it
reads the constant now. `heroes.CONDITION_KINDS` listed the kinds of an ability's condition, which the hero parser makes
itself and nothing checked against it: removed. The health cap itself holds in every mode, King of the Hill's 35 too.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from rules_engine.dice_throne.modes import HEAL_ABOVE_START, MODES
from tests.dice_throne.support import GAME, act, make_setup, to_action, to_phase

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "rules_engine" / "dice_throne"
#: Where the app's code lives (tests are not the app: a constant only a test reads is still unread).
CODE = ("rules_engine", "companion", "screens", "cards_db")


def _constants(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        names |= {t.id for t in targets if isinstance(t, ast.Name) and t.id.isupper() and t.id != "__all__"}
    return names


#: Constants that are rightly never read by name: the game registered on import, its handle for whoever wants it;
#: the shipped heroes' names, marked only for the catalogue's extraction.
NOT_READ_BY_NAME = {"game.DICE_THRONE", "game_names.SHIPPED_NAMES"}


def _words() -> Counter[str]:
    """How often each upper-case word occurs in the app's code (a constant's own definition is one of them)."""
    found: Counter[str] = Counter()
    for folder in CODE:
        for path in (ROOT / folder).rglob("*.py"):
            found.update(re.findall(r"\b_*[A-Z][A-Z0-9_]*\b", path.read_text(encoding="utf-8")))
    return found


def test_every_constant_of_the_dice_throne_engine_is_read() -> None:
    words = _words()
    unread = {f"{path.stem}.{name}" for path in ENGINE.rglob("*.py") for name in _constants(path) if words[name] < 2}
    assert unread - NOT_READ_BY_NAME == set()


@pytest.mark.rule("dice-throne.health.max")
@pytest.mark.rule("dice-throne.heal")
@pytest.mark.parametrize("mode", ["1v1", "king-of-the-hill"])
def test_healing_stops_ten_above_the_starting_health_in_every_mode(mode: str) -> None:
    heroes = ("gunslinger", "cursed-pirate") if mode == "1v1" else ("gunslinger", "cursed-pirate", "gunslinger")
    state = GAME.new_game(make_setup(mode, heroes))
    state = to_phase(act(state, "roll-off", 6, *[1] * (len(heroes) - 1)), "main-1")
    start = MODES[mode].starting_health
    healed = GAME.apply(state, to_action(state, f"heal {HEAL_ABOVE_START + 5}"))
    assert healed.state.health[0] == start + HEAL_ABOVE_START == healed.state.max_health
    assert "dice-throne.health.max" in [c.rule_id for c in healed.ruling.citations]
