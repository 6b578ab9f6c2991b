"""`companion catalogue template KIND` in Russian: the file is the same valid JSON, its help lines read in Russian.

Every field's help line (what it needs, what it takes, what it is for) and the "how" line are
translated where the CLI prints them; the paths, the entry and the English output stay as they were.
"""

from __future__ import annotations

import json
import re

import pytest

from cards_db.kinds import all_kinds
from cards_db.templates import template_document, template_kind
from companion.shell.cli import main

TEMPLATES = [kind.template_name for kind in all_kinds() if kind.schema is not None]
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _template(capsys, name: str, *lang: str) -> str:
    """What `companion [--lang L] catalogue template NAME` prints."""
    assert main([*lang, "catalogue", "template", name]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("name", TEMPLATES)
def test_the_russian_template_is_valid_json_whose_every_help_line_is_russian(capsys, name: str) -> None:
    english = json.loads(_template(capsys, name, "--lang", "en"))
    russian = json.loads(_template(capsys, name, "--lang", "ru"))
    assert russian["entries"] == english["entries"]
    assert {k: v for k, v in russian.items() if k != "help"} == {k: v for k, v in english.items() if k != "help"}
    assert list(russian["help"]) == list(english["help"])
    schema = template_kind(name).schema
    docs = {path: str(spec.doc) for path, spec, _owner in schema.rows()}
    for path, line in russian["help"].items():
        assert line != english["help"][path], path
        what_it_is = line.rsplit(". ", 1)[-1] if path != "how" else line
        assert CYRILLIC.search(what_it_is), (path, line)
        assert path == "how" or docs[path] not in line, (path, line)


def test_the_dungeoneer_location_template_reads_in_russian(capsys) -> None:
    russian = json.loads(_template(capsys, "dungeoneer-location", "--lang", "ru"))
    assert russian["help"]["glory"] == ("обязательно; целое число от 0 до 9. Слава, которую герой получает, "
                                        "входя в неё.")
    assert russian["help"]["exits.west"] == "обязательно; объект выхода. Сторона west."
    assert russian["help"]["how"].startswith("Отредактируйте запись (или добавьте ещё в 'entries')")


@pytest.mark.parametrize("name", TEMPLATES)
def test_the_english_template_is_the_document_as_before(capsys, name: str) -> None:
    printed = _template(capsys, name, "--lang", "en")
    assert printed == json.dumps(template_document(template_kind(name)), ensure_ascii=False, indent=2) + "\n"
    assert json.loads(printed)["help"]["how"] == ("Edit the entry (or add more to 'entries'), then: companion "
                                                  "catalogue import FILE. This 'help' object is ignored on import.")
