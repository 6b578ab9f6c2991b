"""Templates of every catalogue kind: made from the kind's schema, valid as printed, and every field checked by path."""

from __future__ import annotations

import copy
import json
import re

import pytest

from cards_db.kinds import CatalogueError, all_kinds, get_kind
from companion.services.i18n import translate, use_language
from rules_engine.messages import Message, as_message
from cards_db.runebound3_format import QUEST_FIELDS, STORY_QUEST_FIELDS, TEST_FIELDS
from cards_db.schema import Field
from cards_db.store import parse_catalogue_document
from cards_db.templates import help_lines, reference_markdown, template_document, template_kind
from scripts.catalogue_reference import OUTPUT
from tests.catalogue.schema_walk import resolve, spots

#: The product's kinds (a test may register a kind of its test game in the same process).
KINDS = {kind.template_name: kind for kind in all_kinds() if kind.validate.__module__.startswith("cards_db.")}


def entry_of(name: str) -> dict:
    """A fresh copy of the template's example entry."""
    return copy.deepcopy(template_document(KINDS[name])["entries"][0])


def cases(predicate) -> list[tuple[str, str]]:
    """(kind, concrete path) of every field of every template entry that `predicate(spot)` picks."""
    found = []
    for name, kind in KINDS.items():
        if kind.schema is not None:
            found += [(name, spot.path) for spot in spots(kind.schema, entry_of(name)) if predicate(spot)]
    return found


def spot_at(name: str, path: str):
    return next(s for s in spots(KINDS[name].schema, entry_of(name)) if s.path == path)


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_kind_is_described(name):
    assert KINDS[name].schema is not None, f"{name} has no schema, so no template: describe its fields"


@pytest.mark.parametrize("name", sorted(KINDS))
def test_the_template_imports_as_printed(name):
    document = json.loads(json.dumps(template_document(KINDS[name])))  # exactly what the CLI prints
    game, kind, entries = parse_catalogue_document(document, "template.json")
    assert (game, kind) == (KINDS[name].game, KINDS[name].kind)
    [(entry_id, clean)] = entries.items()
    assert clean["name"] == document["entries"][0]["name"]


@pytest.mark.parametrize("name", sorted(KINDS))
def test_the_template_helps_with_every_field(name):
    help_text = template_document(KINDS[name])["help"]
    for path, spec, _owner in KINDS[name].schema.rows():
        assert spec.expects() in help_text[path] and spec.doc in help_text[path]
    assert set(help_text) - {"how"} == set(help_lines(KINDS[name].schema))


@pytest.mark.parametrize(("name", "path"), cases(lambda spot: spot.needed))
def test_removing_a_required_field_is_refused_naming_it(name, path):
    entry = entry_of(name)
    holder, field_name = resolve(entry, path)
    del holder[field_name]
    with pytest.raises(CatalogueError, match=re.escape(f"'{path}' is missing")):
        KINDS[name].validate(entry)


@pytest.mark.parametrize(("name", "path"), cases(lambda spot: not spot.needed and not spot.owner.one_of))
def test_removing_an_optional_field_is_never_refused_as_missing(name, path):
    entry = entry_of(name)
    holder, field_name = resolve(entry, path)
    del holder[field_name]
    try:
        KINDS[name].validate(entry)
    except CatalogueError as error:
        # Only another field's rule may refuse it (no "kind" means offensive, which needs a condition).
        assert f"'{path}' is missing" not in str(error)


def test_most_optional_fields_can_simply_go():
    accepted = []
    for name, path in cases(lambda spot: not spot.needed and not spot.owner.one_of):
        entry = entry_of(name)
        holder, field_name = resolve(entry, path)
        del holder[field_name]
        try:
            KINDS[name].validate(entry)
            accepted.append(path)
        except CatalogueError:
            pass
    assert "abilities[1].damage" in accepted and "statuses[1].effect" in accepted and "source" in accepted


def wrong_value(spec: Field) -> object:
    """A value this field never takes."""
    if spec.type == "integer" and spec.minimum is not None:
        return spec.minimum - 1
    return {"text": 5, "id": "two words", "integer": "many", "boolean": "yes", "choice": "no-such-value",
            "list": "x", "map": ["x"], "object": "x"}[spec.type]


@pytest.mark.parametrize(("name", "path"), cases(lambda spot: True))
def test_a_wrong_value_is_refused_naming_the_field_and_what_it_takes(name, path):
    spec = spot_at(name, path).field
    entry = entry_of(name)
    holder, field_name = resolve(entry, path)
    holder[field_name] = wrong_value(spec)
    with pytest.raises(CatalogueError, match=re.escape(f"'{path}' expects {spec.expects()}")):
        KINDS[name].validate(entry)


def nested_object_paths(name: str) -> list[str]:
    """Where the template entry holds an object: the entry itself ('') and each nested object or first list item."""
    paths = [""]
    for spot in spots(KINDS[name].schema, entry_of(name)):
        if spot.field.type == "object":
            paths.append(spot.path)
        elif spot.field.type == "list" and spot.field.schema is not None:
            paths.append(f"{spot.path}[1]")
    return paths


@pytest.mark.parametrize(("name", "path"), [(n, p) for n in sorted(KINDS) for p in nested_object_paths(n)])
def test_an_unknown_field_is_refused_naming_its_path(name, path):
    entry = entry_of(name)
    target = entry
    if path:
        holder, field_name = resolve(entry, path + ".x")
        target = holder
    target["no_such_field"] = "red"  # no kind has a field of this name
    shown = f"{path}.no_such_field" if path else "no_such_field"
    with pytest.raises(CatalogueError, match=re.escape(f"unknown field '{shown}'")):
        KINDS[name].validate(entry)


def test_an_unknown_template_name_lists_the_kinds():
    with pytest.raises(CatalogueError, match="the kinds are dice-throne-hero"):
        template_kind("dice-throne-villain")


def test_the_reference_document_is_current():
    assert OUTPUT.exists(), "docs/catalogue.md is missing: run python scripts/catalogue_reference.py"
    assert OUTPUT.read_text(encoding="utf-8") == reference_markdown(KINDS.values()), "run python scripts/catalogue_reference.py"


def test_the_reference_names_every_field_of_every_kind():
    text = reference_markdown(KINDS.values())
    for name, kind in KINDS.items():
        assert f"(`{name}`)" in text
        for path, _spec, _owner in kind.schema.rows():
            assert f"| `{path}` |" in text


def _after(words: str, doc: str) -> str:
    """`doc` after `words` and a colon, its first letter in lower case."""
    return f"{words}: {doc[0].lower()}{doc[1:]}"


def test_a_quest_and_a_story_card_describe_their_test_and_quest_fields_as_the_originals_read() -> None:
    # The descriptions are written out (for the catalogue); they must keep following the originals.
    tests = {f.name: f.doc for f in TEST_FIELDS}
    quests = {f.name: f.doc for f in QUEST_FIELDS}
    assert {name: quests[name] for name in tests} == {
        name: _after("For a quest resolved by a test", doc) for name, doc in tests.items()}
    assert {f.name: f.doc for f in STORY_QUEST_FIELDS} == {
        name: _after("For a story quest", doc) for name, doc in quests.items()}


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_no_row_of_a_form_tells_a_player_to_type_null(language: str) -> None:
    # Twenty-eighth pass (table30): the line under the form read a field's own doc, which spoke the file ("null for an
    # X cost the player chooses"); a form's row is left blank, and only an import file writes null (said as such).
    use_language(language)
    said_null = []
    for kind in all_kinds():
        if kind.schema is None:
            continue
        for path, spec, _schema in kind.schema.rows():
            doc = translate(as_message(spec.doc)) if spec.doc else ""
            if "null" in doc and "file" not in doc and "файл" not in doc and "plik" not in doc:
                said_null.append((kind.game, kind.kind, path, doc))
    assert said_null == []


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_a_quests_locations_and_monster_rows_ask_for_names_not_ids(language: str) -> None:
    # Thirtieth pass (table32), a Polish table typing its quest cards: the Locations row read «lista: troll-bridge, …»
    # and the Monster row «jedno słowo bez spacji», a file's ids, where the form takes the names printed on the cards.
    from cards_db.form_fields import row_placeholder
    use_language(language)
    rows = {path: spec for path, spec, _schema in get_kind("dungeoneer", "quest").schema.rows()}
    for path in ("locations", "monster"):
        said = translate(row_placeholder(rows[path]))
        assert "troll-bridge" not in said and translate(Message("one word, no spaces")) != said, (path, said)
        assert language == "en" or said != rows[path].placeholder, (path, said)  # in the table's words
