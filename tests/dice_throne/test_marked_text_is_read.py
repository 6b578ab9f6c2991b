"""Every name the Dice Throne engine gives text it marks for the catalogue is read by the app's code: text under a name
nobody reads is text the translators keep in step for nothing, and a reader takes it for what the table sees
(`phases.ALLOWS`, "what the table may do in each phase (shown on the board)", was read by nothing: the board's lines
are `view_text`'s)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
ENGINE = REPO / "rules_engine" / "dice_throne"
#: The packages of the app, whose code may read the engine's names (tests do not count: they read what the app shows).
APP = ("rules_engine", "companion", "screens", "cards_db")
#: The calls that mark text for the catalogue (`rules_engine.messages`).
MARKERS = frozenset({"N_", "NC_", "NN_", "NNC_"})

#: (module, name) of text marked only to be extracted: read by the text it holds, never by its name.
EXTRACTION_ONLY = {
    # The names printed on the shipped heroes' boards: the catalogue's JSON holds them and `GameName` looks each up.
    ("rules_engine.dice_throne.game_names", "SHIPPED_NAMES"),
    # The damage types: the state keeps the English word and a sentence names it by `Message(kind)`.
    ("rules_engine.dice_throne.view_text", "DAMAGE_KINDS"),
}


def _module(path: Path) -> str:
    return ".".join(path.relative_to(REPO).with_suffix("").parts)


@cache
def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def _marked_names(path: Path) -> list[str]:
    """The module-level names `path` assigns a value that marks text for the catalogue."""
    names: list[str] = []
    for node in _tree(path).body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        if any(isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in MARKERS
               for call in ast.walk(value)):
            names += [name.id for target in targets for name in ast.walk(target) if isinstance(name, ast.Name)]
    return names


def _read_in_own_module(path: Path, name: str) -> bool:
    return any(isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load)
               for node in ast.walk(_tree(path)))


def _read_elsewhere(module: str, name: str) -> bool:
    """True when some other module of the app imports `name` from `module`, or reads it off the module imported."""
    package, _, short = module.rpartition(".")
    for root in APP:
        for path in (REPO / root).rglob("*.py"):
            if _module(path) == module:
                continue
            aliases: set[str] = set()
            for node in ast.walk(_tree(path)):
                if isinstance(node, ast.ImportFrom) and node.module == module:
                    if any(alias.name == name for alias in node.names):
                        return True
                elif isinstance(node, ast.ImportFrom) and node.module == package:
                    aliases |= {alias.asname or alias.name for alias in node.names if alias.name == short}
                elif isinstance(node, ast.Import):
                    aliases |= {alias.asname for alias in node.names if alias.name == module and alias.asname}
            if aliases and any(isinstance(node, ast.Attribute) and node.attr == name
                               and isinstance(node.value, ast.Name) and node.value.id in aliases
                               for node in ast.walk(_tree(path))):
                return True
    return False


def test_every_name_of_marked_text_in_the_dice_throne_engine_is_read() -> None:
    unread = []
    for path in sorted(ENGINE.rglob("*.py")):
        module = _module(path)
        for name in _marked_names(path):
            if (module, name) in EXTRACTION_ONLY or _read_in_own_module(path, name):
                continue
            if not _read_elsewhere(module, name):
                unread.append(f"{module}.{name}")
    assert not unread, f"marked for the catalogue and read by nothing: {unread}"


def test_the_search_finds_marked_names_and_the_modules_that_read_them() -> None:
    assert "LABELS" in _marked_names(ENGINE / "phases.py")
    assert _read_elsewhere("rules_engine.dice_throne.offers", "SELL")  # `O.SELL`, the module imported as O
    assert not _read_elsewhere("rules_engine.dice_throne.phases", "NO_SUCH_NAME")
