"""`companion catalogue import|list`: a table's own entries, validated before anything is written."""

from __future__ import annotations

import json

from tests.cli.test_cli import assert_one_line_error, run

FACES = [["plains", "road"], ["forest", "hills"], ["river", "swamp"], ["mountains", "hills"],
         ["plains", "forest", "road"], ["river", "road"]]


def write(tmp_path, document) -> str:
    path = tmp_path / "dice.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


def terrain_document(faces=FACES) -> dict:
    return {"format": "table-companion/catalogue", "version": 1, "game": "runebound2", "kind": "terrain-dice",
            "entries": [{"id": "our-dice", "name": "Our terrain dice", "faces": faces}]}


def test_import_then_list_shows_the_entry(capsys, tmp_path):
    code, out, err = run(capsys, "catalogue", "import", write(tmp_path, terrain_document()))
    assert code == 0 and "Imported 1 entry: Runebound terrain dice" in out
    code, out, _ = run(capsys, "catalogue", "list", "runebound2", "terrain-dice")
    assert code == 0 and "our-dice" in out and "imported" in out
    code, out, _ = run(capsys, "catalogue", "list", "runebound2", "terrain-dice", "--json")
    assert json.loads(out)["our-dice"]["faces"][0] == ["plains", "road"]


def test_malformed_import_is_one_line_and_writes_nothing(capsys, tmp_path):
    bad = terrain_document(faces=[["plains", "lava"]] * 6)
    code, _, err = run(capsys, "catalogue", "import", write(tmp_path, bad))
    assert "terrain die 'our-dice'" in assert_one_line_error(code, err)
    code, out, _ = run(capsys, "catalogue", "list", "runebound2", "terrain-dice")
    assert code == 0 and "No entries yet: Runebound terrain dice" in out


def test_unknown_kind_and_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "catalogue", "list", "dice-throne", "spaceships")
    assert "no catalogue of spaceships" in assert_one_line_error(code, err)
    code, _, err = run(capsys, "catalogue", "import", str(tmp_path / "missing.json"))
    assert "no file" in assert_one_line_error(code, err)


def test_template_without_a_kind_lists_the_kinds(capsys):
    code, out, _ = run(capsys, "catalogue", "template")
    assert code == 0
    assert "dice-throne-hero  Dice Throne heroes" in out and "runebound2-terrain-dice" in out


def test_a_printed_template_imports_and_lists(capsys, tmp_path):
    code, out, _ = run(capsys, "catalogue", "template", "dice-throne-hero")
    assert code == 0
    document = json.loads(out)
    assert document["help"]["abilities[].condition"].startswith("required when kind is \"offensive\"")
    path = tmp_path / "my-hero.json"
    path.write_text(out, encoding="utf-8")
    code, out, _ = run(capsys, "catalogue", "import", str(path))
    assert code == 0 and "Imported 1 entry: Dice Throne heroes" in out
    code, out, _ = run(capsys, "catalogue", "list", "dice-throne", "hero")
    assert "storm-caller  Storm Caller  (imported)" in out


def test_a_template_with_a_field_removed_is_refused_naming_it(capsys, tmp_path):
    _, out, _ = run(capsys, "catalogue", "template", "dice-throne-hero")
    document = json.loads(out)
    del document["entries"][0]["statuses"][0]["limit"]
    code, _, err = run(capsys, "catalogue", "import", write(tmp_path, document))
    assert "'statuses[1].limit' is missing; it expects a whole number from 1 to 99" in assert_one_line_error(code, err)


def test_an_unknown_template_is_a_usage_error(capsys):
    code, _, err = run(capsys, "catalogue", "template", "dice-throne-villain")
    assert "no catalogue kind 'dice-throne-villain'; the kinds are" in assert_one_line_error(code, err)


def test_an_import_and_an_empty_list_name_the_kind_in_the_tables_language(capsys, tmp_path):
    """Played in Polish (twenty-second pass, text23): "Zaimportowano 2 wpisy rodzaju quest dla dungeoneer", the kind's
    and the game's ids inside a Polish sentence; the kind is named as the catalogue's screen names it."""
    code, out, _ = run(capsys, "--lang", "pl", "catalogue", "import", write(tmp_path, terrain_document()))
    assert code == 0 and out.strip() == "Zaimportowano 1 wpis: kości terenu Runebound"
    code, out, _ = run(capsys, "--lang", "ru", "catalogue", "list", "dungeoneer", "monster")
    assert code == 0 and out.startswith("Записей пока нет: монстры Dungeoneer;"), out


def test_a_shipped_entry_is_listed_by_the_name_its_card_prints_in_the_tables_language(capsys, tmp_path):
    """Played in Polish (twenty-second pass, text23): «tomb-antechamber  Tomb antechamber  (w zestawie)»; a shipped
    card is named as every screen names it, a table's own entry as typed."""
    code, out, _ = run(capsys, "--lang", "pl", "catalogue", "list", "dungeoneer", "location")
    assert code == 0 and "tomb-antechamber  Przedsionek grobowca  (w zestawie)" in out.splitlines(), out
    code, out, _ = run(capsys, "--lang", "ru", "catalogue", "list", "runebound2", "hero")
    assert code == 0 and "varikas  Варикас Мёртвый  (в поставке)" in out.splitlines(), out
    run(capsys, "catalogue", "import", write(tmp_path, terrain_document()))
    code, out, _ = run(capsys, "--lang", "ru", "catalogue", "list", "runebound2", "terrain-dice")
    assert code == 0 and "our-dice  Our terrain dice  (загружено)" in out.splitlines(), out
    code, out, _ = run(capsys, "catalogue", "list", "dungeoneer", "location")
    assert code == 0 and "tomb-antechamber  Tomb antechamber  (shipped)" in out.splitlines(), out
