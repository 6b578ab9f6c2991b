"""A Dungeoneer card typed in the catalogue form, said as the words a drawn card's values are recorded in.

The engine takes a card the session's catalogue lacks as words after its name ('Ghoul as monster 1
health 2 melee 3', rules_engine/dungeoneer/typed_cards.py), and the log keeps those words with the
action, so the game replays the same anywhere. When the table types such a card in the form instead,
these functions turn the saved entry into the same words: the card is then both in the user's
catalogue and in the action. A location met in play is said the same way (`location_words`, read by
rules_engine/dungeoneer/typed_locations.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules_engine.dungeoneer.exits import SIDES
from rules_engine.dungeoneer.stats import BATTLE_FORMS


def _cost(entry: Mapping[str, Any]) -> str:
    cost = entry.get("cost")
    return "X" if cost is None else str(cost)


def _listed(key: str, values: Any) -> list[str]:
    """'traits a,b' (each word without spaces), or nothing for an empty list."""
    words = [str(v).strip().replace(" ", "-") for v in values or () if str(v).strip()]
    return [key, ",".join(words)] if words else []


def monster_words(entry: Mapping[str, Any]) -> str:
    """'monster COST health N melee V magic V counter ...' for a monster entry (forms without a value left out)."""
    words = ["monster", _cost(entry)]
    if entry.get("health") is not None:
        words += ["health", str(entry["health"])]
    forms = entry.get("forms") or {}
    for stat in BATTLE_FORMS:
        form = forms.get(str(stat))
        if form is None or form.get("value") is None:
            continue
        words += [str(stat), str(form["value"])]
        if form.get("attacks", True) is False:
            words.append("counter")
    return " ".join(words + _listed("traits", entry.get("traits")))


def peril_card_words(entry: Mapping[str, Any]) -> str:
    """'bane|encounter COST DURATION [trap STAT N] [traits ...] [aims ...]' for a peril adventure card."""
    words = [str(entry.get("kind", "")), _cost(entry), str(entry.get("duration", ""))]
    if entry.get("threat_stat") and entry.get("threat_target"):
        words += ["trap", str(entry["threat_stat"]), str(entry["threat_target"])]
    traits = [t for t in entry.get("traits") or () if str(t).lower() != "trap" or not entry.get("threat_stat")]
    return " ".join(words + _listed("traits", traits) + _listed("aims", entry.get("waits_for")))


def glory_card_words(entry: Mapping[str, Any]) -> str:
    """'boon|treasure COST DURATION TIMING [type W] [traits ...]' for a glory card."""
    words = [str(entry.get("kind", "")), _cost(entry), str(entry.get("duration", ""))]
    if entry.get("timing"):
        words.append(str(entry["timing"]))
    if entry.get("treasure_type"):
        words += ["type", str(entry["treasure_type"]).strip().replace(" ", "-")]
    return " ".join(words + _listed("traits", entry.get("traits")))


def _exit_word(side: Mapping[str, Any] | None) -> str:
    """'open', 'wall', or a threat 'blocked:5:speed' (a part the entry lacks left empty, for the engine to name)."""
    side = side or {}
    kind = str(side.get("kind", ""))
    if kind in ("open", "wall"):
        return kind
    target = "" if side.get("target") is None else str(side["target"])
    return f"{kind}:{target}:{side.get('stat') or ''}"


def location_words(entry: Mapping[str, Any]) -> str:
    """'room|tunnel GLORY PERIL N E S W [entrance] [hazard KIND [TARGET FORM]] [effect WORDS]' for a location entry."""
    exits = entry.get("exits") or {}
    words = [str(entry.get("kind", "")), str(entry.get("glory", "")), str(entry.get("peril", ""))]
    words += [_exit_word(exits.get(str(side))) for side in SIDES]
    if entry.get("entrance"):
        words.append("entrance")
    hazard = entry.get("hazard")
    if hazard:
        words += ["hazard", str(hazard.get("kind", ""))]
        if hazard.get("target") is not None:
            words.append(str(hazard["target"]))
        if hazard.get("stat"):
            words.append(str(hazard["stat"]))
    effect = " ".join(str(entry.get("effect") or "").split())
    return " ".join(words + (["effect", effect] if effect else []))
