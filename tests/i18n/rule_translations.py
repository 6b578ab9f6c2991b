"""A game's rules in the Russian catalogue: each title and summary translated afresh, never the book's words."""

from __future__ import annotations

from collections.abc import Iterable

from babel.messages.pofile import read_po

from companion.services.i18n.catalogues import po_path

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def assert_each_rule_translated(rules: Iterable) -> None:
    """Every rule's title and summary has a Russian entry of its own (under the rule's id as context) that is
    not the English; its book heading and locator are never extracted (citations stay as printed). The heading of
    the app's own convention (book "companion") is the app's words: it has a Russian entry of its own."""
    with po_path("ru").open("rb") as source:
        catalogue = read_po(source, locale="ru")
    translated = {(m.context, m.id): m.string for m in catalogue if m.context}
    for rule in rules:
        for english in (rule.title, rule.summary):
            text = translated[(rule.id, english)]
            assert text and text != english, (rule.id, english)
            assert set(text.lower()) & CYRILLIC, (rule.id, text)
        assert (rule.id, rule.locator) not in translated
        if rule.book == "companion":
            assert set(translated[(rule.id, rule.heading)].lower()) & CYRILLIC, (rule.id, rule.heading)
        else:
            assert (rule.id, rule.heading) not in translated
