"""Templates and the field reference of every catalogue kind, made from the kinds' own schemas.

`template_document` is what `companion catalogue template dice-throne-hero` prints: a complete
import file with one example entry and a `help` object (path -> what the field takes), ready to
edit and import. `reference_markdown` is docs/catalogue.md (scripts/catalogue_reference.py
writes it; a test keeps it current). Both read the same `Schema` the validator checks with.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cards_db.kinds import CatalogueError, CatalogueKind, all_kinds
from cards_db.schema import Field, Schema, requirement
from cards_db.store import CATALOGUE_FORMAT, CATALOGUE_FORMAT_VERSION
from rules_engine.messages import Message, as_message


def template_kind(name: str) -> CatalogueKind:
    """The kind a template name ('dice-throne-hero') stands for; CatalogueError listing the names otherwise."""
    for kind in all_kinds():
        if kind.template_name == name:
            return kind
    names = ", ".join(k.template_name for k in all_kinds())
    raise CatalogueError(Message("no catalogue kind {name}; the kinds are {names}", name=repr(name), names=names))


def field_help(schema: Schema, spec: Field) -> str:
    """One line for a field: required or not, what it takes, what it is for (a message: English as text)."""
    return Message("{requirement}; {expects}. {doc}", requirement=requirement(schema, spec), expects=spec.expects(),
                   doc=as_message(spec.doc))


def help_lines(schema: Schema) -> dict[str, str]:
    """Every field's path (lists as 'abilities[]') mapped to its one-line help."""
    lines: dict[str, str] = {}
    for path, spec, owner in schema.rows():
        lines[path] = field_help(owner, spec)
    return lines


def template_document(kind: CatalogueKind) -> dict[str, Any]:
    """An import file for this kind with one example entry and help for every field (help lines are messages)."""
    if kind.schema is None:
        raise CatalogueError(Message("{kind} has no template yet: its fields are not described (see docs/catalogue.md)",
                                     kind=kind.template_name))
    return {
        "format": CATALOGUE_FORMAT,
        "version": CATALOGUE_FORMAT_VERSION,
        "game": kind.game,
        "kind": kind.kind,
        "help": {
            "how": Message("Edit the entry (or add more to 'entries'), then: companion catalogue import FILE. "
                           "This 'help' object is ignored on import."),
            **help_lines(kind.schema),
        },
        "entries": [kind.schema.example()],
    }


def reference_markdown(kinds: Iterable[CatalogueKind] | None = None) -> str:
    """docs/catalogue.md: how to make your own entries, then every kind's fields in tables (all kinds by default)."""
    parts = [
        "# Catalogue formats",
        "",
        "<!-- Generated from the kinds' schemas by scripts/catalogue_reference.py; do not edit by hand. -->",
        "",
        "Your own heroes, dice and cards are JSON files you import once; every session set up after",
        "that can use them. Start from a template, which is a complete, valid file with one made-up",
        "entry and a `help` line for every field:",
        "",
        "```sh",
        "companion catalogue template                      # the kinds there are",
        "companion catalogue template dice-throne-hero > my-hero.json",
        "companion catalogue import my-hero.json           # checked whole before anything is saved",
        "```",
        "",
        "An entry whose id is a shipped entry's id replaces it (to correct printed numbers). An import",
        "is refused, and nothing saved, when a field is missing, unknown or has the wrong kind of value;",
        "the message names the field by its path (`abilities[2].condition.symbols`) and says what it",
        "takes. Every kind can also be typed in the app, in a form made from the same fields: press",
        "`c` on the home screen (or choose \"Catalogue: type in a card\" in the command palette,",
        "`ctrl+p`), then the kind; the wizard's \"New hero\" opens the hero form of the game chosen.",
        "",
        "Every number has a largest value (its own, or 99 when the table below names none) and every",
        "list a most number of items (60 unless named), so no entry can make the app do unbounded work.",
        "An entry whose id is optional and left out takes the one its kind derives (a class card: its",
        "name in lower case). The same checks run on the copies of entries a session's setup carries,",
        "whichever way it starts: the wizard, `companion play --setup FILE` and `sessions import`",
        "refuse a value this import refuses, with the same words and the entry's path in the setup",
        "(`catalogue.locations.crypt`).",
        "",
    ]
    for kind in all_kinds() if kinds is None else kinds:
        parts += [f"## {kind.label} (`{kind.template_name}`)", ""]
        if kind.schema is None:
            parts += ["Not described yet: no template. See the kind's validator in `cards_db/`.", ""]
            continue
        parts += [f"Game `{kind.game}`, kind `{kind.kind}`.", "", "| field | needed | takes | what it is |",
                  "|---|---|---|---|"]
        for path, spec, owner in kind.schema.rows():
            cells = (f"`{path}`", requirement(owner, spec), spec.expects(), spec.doc)
            parts.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
        parts.append("")
    return "\n".join(parts)

