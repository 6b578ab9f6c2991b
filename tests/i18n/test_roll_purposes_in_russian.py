"""What a roll or a draw is for, as the dice tray and the card tray show it, reads in Russian in Runebound 2e and
Dungeoneer: every purpose the choices offer along a walk of each game, and the typed commands that ask for dice.
English stays as it was (the purposes are messages that render to the same words)."""

from __future__ import annotations

import re

from companion.services.i18n import translate, use_language
from rules_engine.chance import CardRequest, DiceRequest
from rules_engine.dungeoneer.game import GAME as DUNGEONEER
from tests.dungeoneer.flow import at_deeds, quests_dealt, solo_table, started
from tests.dungeoneer.test_choices import walk as dungeoneer_walk
from tests.runebound2.helpers import GAME as RUNEBOUND2, new_game
from tests.runebound2.random_play import new_setup, walk

CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def purposes(game, states) -> dict[str, object]:
    """Every purpose the choices of `states` carry, by its English rendering."""
    found: dict[str, object] = {}
    for state in states:
        for choice in game.choices(state):
            request = choice.request
            if isinstance(request, (DiceRequest, CardRequest)):
                found[str(request.purpose)] = request.purpose
    return found


def runebound2_states() -> list:
    """The states a seeded Runebound 2e game walked through its choices reaches (hazards and the doom track on)."""
    seen: list = []
    walk(new_setup(2, doom=True, hazards=True), 3, limit=80, visit=seen.append)
    return seen


def test_every_purpose_a_walk_meets_reads_in_russian() -> None:
    found = {**purposes(RUNEBOUND2, runebound2_states()),
             **purposes(DUNGEONEER, [s for start in (started(), at_deeds(started()), solo_table())
                                     for seed in range(2) for s in dungeoneer_walk(start, seed, steps=30)])}
    assert len(found) >= 8, sorted(found)  # the walks meet moves, hazards, battles, quests and draws
    use_language("ru")
    english = {text for text, purpose in found.items() if not CYRILLIC.search(translate(purpose))}
    assert not english, sorted(english)


def test_the_typed_commands_purposes_read_in_russian() -> None:
    road = RUNEBOUND2.parse_command(new_game(), "hazard")
    first = DUNGEONEER.parse_command(quests_dealt(), "first-player")
    assert isinstance(road, DiceRequest) and road.purpose == "road hazards: encounter roll"
    assert isinstance(first, DiceRequest) and first.purpose == "the first player"
    use_language("ru")
    assert translate(road.purpose) == "опасности дороги: бросок встречи"
    assert CYRILLIC.search(translate(first.purpose))

