"""The catalogue's import checks in Russian: each refusal names the bad field and the card, in the interface's language.

Field names, card ids and the values given stay as they are written in the file (they are data);
the sentence around them is translated. Nothing is imported from a refused file.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from cards_db.dungeoneer_format import EXIT
from cards_db.entry_draft import DraftError, value_from_text
from cards_db.kinds import CatalogueError, get_kind
from cards_db.dice_throne_format import HERO
from cards_db.templates import field_help, template_document, template_kind
from companion.services.i18n import translate, use_language
from companion.shell.cli import main


def _document(template: str, change: dict[str, Any]) -> dict[str, Any]:
    """The kind's template file with its one entry changed (a None value removes the field)."""
    document = template_document(template_kind(template))
    entry = copy.deepcopy(document["entries"][0])
    for field, value in change.items():
        if value is None:
            entry.pop(field)
        else:
            entry[field] = value
    document["entries"] = [entry]
    return document


def _refusal(game: str, kind: str, entry: dict[str, Any]) -> CatalogueError:
    with pytest.raises(CatalogueError) as raised:
        get_kind(game, kind).validate(entry)
    return raised.value


def test_a_malformed_import_in_russian_names_the_field_and_the_card_and_imports_nothing(tmp_path: Path, capsys) -> None:
    url = f"sqlite:///{tmp_path / 'games.db'}"
    bad = tmp_path / "heroes.json"
    bad.write_text(json.dumps(_document("dice-throne-hero", {"id": "storm-2", "dice": ["bolt"]})), encoding="utf-8")
    assert main(["--lang", "ru", "--db", url, "catalogue", "import", str(bad)]) == 2
    err = capsys.readouterr().err.strip()
    assert err == ("companion: ошибка: heroes.json: герои Dice Throne, 'storm-2': герой 'storm-2': 'dice' ожидает "
                   "объект с ключами \"1\", \"2\", \"3\", \"4\", \"5\", \"6\", каждое значение — непустой текст, "
                   "а не [\"bolt\"]")
    assert main(["--db", url, "catalogue", "list", "dice-throne", "hero", "--json"]) == 0
    assert "storm-2" not in json.loads(capsys.readouterr().out)


def test_the_english_refusal_is_unchanged(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "heroes.json"
    bad.write_text(json.dumps(_document("dice-throne-hero", {"id": "storm-2", "dice": ["bolt"]})), encoding="utf-8")
    assert main(["--db", f"sqlite:///{tmp_path / 'games.db'}", "catalogue", "import", str(bad)]) == 2
    assert capsys.readouterr().err.strip() == (
        "companion: error: heroes.json: Dice Throne heroes 'storm-2': hero 'storm-2': 'dice' expects an object with "
        "keys \"1\", \"2\", \"3\", \"4\", \"5\", \"6\", each value text that is not empty, not [\"bolt\"]")


def test_missing_and_unknown_fields_in_russian() -> None:
    entry = _document("dice-throne-hero", {"name": None})["entries"][0]
    use_language("ru")
    assert translate(_refusal("dice-throne", "hero", entry).args[0]) == (
        "герой 'storm-caller': нет поля 'name'; оно ожидает непустой текст")
    entry = _document("dice-throne-hero", {"colour": "red"})["entries"][0]
    assert translate(_refusal("dice-throne", "hero", entry).args[0]).startswith(
        "герой 'storm-caller': неизвестное поле 'colour'; поля объекта «герой Dice Throne»: id, name, dice")


def test_the_kinds_own_checks_in_russian() -> None:
    use_language("ru")
    location = _document("dungeoneer-location", {"id": "pit-room", "hazard": {"kind": "pit"}})["entries"][0]
    assert translate(_refusal("dungeoneer", "location", location).args[0]) == (
        "локация 'pit-room': 'hazard' вида pit требует угрозы: 'hazard.target' и 'hazard.stat'")
    hero = _document("runebound3-hero", {"id": "laurel", "name": "Ж" * 70})["entries"][0]
    assert translate(_refusal("runebound3", "hero", hero).args[0]) == (
        "имя (герой 'laurel'): число символов — 70, а можно не больше 60")
    card = {"name": "Fireball", "kind": "talent", "timing": "challenge"}
    assert translate(_refusal("runebound2", "class-card", card).args[0]).startswith(
        "карта класса 'Fireball': у таланта нет символа времени розыгрыша («Kiedy zagrywać karty klasy")


def test_the_engines_check_of_a_dice_throne_hero_in_russian(tmp_path: Path, capsys) -> None:
    document = _document("dice-throne-hero", {"id": "storm-3"})
    document["entries"][0]["abilities"][0]["condition"] = {"symbols": {"star": 3}}
    bad = tmp_path / "storm.json"
    bad.write_text(json.dumps(document), encoding="utf-8")
    assert main(["--lang", "ru", "--db", f"sqlite:///{tmp_path / 'games.db'}", "catalogue", "import", str(bad)]) == 2
    assert capsys.readouterr().err.strip() == (
        "companion: ошибка: storm.json: герои Dice Throne, 'storm-3': герой 'storm-3', способность 1 (Lightning): "
        "на кубиках героя нет символа 'star' (на них есть bolt, cloud, eye)")


def test_the_editors_refusal_in_russian() -> None:
    hero = template_kind("dice-throne-hero").schema
    assert hero is not None
    use_language("ru")
    with pytest.raises(DraftError) as raised:
        value_from_text(hero.field("setup_statuses").item, "many", "setup_statuses.tailwind")
    assert translate(raised.value.args[0]) == "'setup_statuses.tailwind' ожидает целое число от 1 до 99, а не 'many'"
    assert raised.value.field == "count"


def test_a_field_needed_for_either_of_two_values_joins_them_with_the_russian_or():
    with pytest.raises(CatalogueError) as raised:
        EXIT.check({"kind": "trap", "stat": "melee"}, "exit")
    assert "(needed when 'kind' is \"blocked\" or \"trap\")" in str(raised.value)
    use_language("ru")
    # each value as the file writes it, with the word a Russian table reads for it
    assert ("(оно нужно, когда 'kind' равно \"blocked\" (заблокирован) или \"trap\" (ловушка))"
            in translate(raised.value.args[0]))


def test_the_hero_editors_field_help_reads_in_russian_and_english_is_unchanged() -> None:
    name = next(spec for spec in HERO.fields if spec.name == "name")
    assert str(field_help(HERO, name)) == "required; text that is not empty. The hero's name as printed."
    use_language("ru")
    assert translate(field_help(HERO, name)) == "обязательно; непустой текст. Имя героя, как напечатано."
