"""A catalogue looked up in its compiled file (`catalogues.Catalogue`) reads every message as `gettext.GNUTranslations`
reads the same file, decodes only what it is asked, and the board and help read the same through either.

The catalogue no longer decodes every message into a dict when a language is chosen: a Russian board asks for about a
hundred of its 5,900 messages (peak memory on a player's paths: docs/benchmarks.md, never asserted here)."""

from __future__ import annotations

import gettext
import io

import pytest

from companion.services.i18n import catalogues, stored_text, use_language
from companion.services.i18n.catalogues import Catalogue, compiled_po, po_path
from screens.help import HelpScreen
from tests.dice_throne.screen_apps import mid_attack
from tests.dice_throne.support import GAME as DICE_THRONE
from tests.support.pilot_waits import until
from tests.tui.snapshot_apps import FrameApp
from tests.tui.test_boards_fit import visible_text

COUNTS = range(0, 112)


@pytest.fixture(scope="module", params=["ru", "pl"])
def compiled(request: pytest.FixtureRequest) -> tuple[str, bytes]:
    """A language and its catalogue compiled afresh from its .po."""
    return request.param, compiled_po(po_path(request.param), None)


def test_every_message_reads_as_gettext_reads_the_same_file(compiled: tuple[str, bytes]) -> None:
    _language, data = compiled
    reference, catalogue = gettext.GNUTranslations(io.BytesIO(data)), Catalogue(data)
    assert catalogue.info() == reference.info() and catalogue.charset() == reference.charset()
    assert [catalogue.plural(n) for n in COUNTS] == [reference.plural(n) for n in COUNTS]
    asked = 0
    for key in reference._catalog:  # every message the file holds, counted ones as (singular, form)
        original = key[0] if isinstance(key, tuple) else key
        context, separator, message = original.rpartition("\x04")
        for text in (message, message + "!", message[:-1]):  # the message, and two it does not hold
            if separator:
                assert catalogue.pgettext(context, text) == reference.pgettext(context, text), (context, text)
                for n in (0, 1, 2, 5, 21):
                    assert catalogue.npgettext(context, text, "many", n) == reference.npgettext(context, text, "many", n)
            else:
                assert catalogue.gettext(text) == reference.gettext(text), text
                for n in (0, 1, 2, 5, 21):
                    assert catalogue.ngettext(text, "many", n) == reference.ngettext(text, "many", n), (text, n)
            asked += 1
    assert asked > 3 * 1000


def test_a_catalogue_decodes_only_the_messages_it_is_asked_for(compiled: tuple[str, bytes]) -> None:
    _language, data = compiled
    catalogue = Catalogue(data)
    assert catalogue.decoded == 0
    translated = next(key for key, text in gettext.GNUTranslations(io.BytesIO(data))._catalog.items()
                      if isinstance(key, str) and key and "\x04" not in key and text != key)
    assert catalogue.gettext(translated) != translated
    catalogue.gettext(translated)
    catalogue.gettext("no such message in any catalogue")
    assert catalogue.decoded == 1
    assert len(catalogue.message_ids) > 1000 and catalogue.decoded == 1  # the English ids are read, not kept


def test_the_templates_of_a_catalogue_are_those_of_its_message_ids(compiled: tuple[str, bytes]) -> None:
    _language, data = compiled
    catalogue = Catalogue(data)
    made = stored_text.english_templates(catalogue)
    assert made == stored_text._templates(catalogue.message_ids)
    assert len(made.templates) > 500
    assert all(template.own_letters >= stored_text.MIN_OWN_LETTERS
               or len(set(template.fields)) >= stored_text.MIN_PLACEHOLDERS_OF_A_SHORT_TEMPLATE
               for template in made.templates)  # a template too short to be tried is not kept


async def _board_and_help(reference: gettext.NullTranslations | None,
                          monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    """What a Russian board at a mid-attack moment and its help show, read through `reference` (None: the catalogue)."""
    if reference is not None:
        # `use_language` reads it from its module when it first loads a language's catalogue
        monkeypatch.setattr(catalogues, "load_catalogue", lambda _code: reference)
    use_language("ru")
    app = FrameApp(DICE_THRONE, mid_attack(), "Пятница")
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: "Пятница" in visible_text(app), "the board drawn")
            # the first frame may come before the board knows it is short (80x24): let it lay itself out
            await pilot.pause()
            await pilot.pause()
            board = visible_text(app)
            await pilot.press("f1")
            await until(pilot, lambda: isinstance(app.screen, HelpScreen), "help open")
            await pilot.pause()
            return board, visible_text(app)
    finally:
        use_language("en")
        monkeypatch.undo()


async def test_a_russian_board_and_its_help_read_as_through_gettext(monkeypatch: pytest.MonkeyPatch) -> None:
    reference = gettext.GNUTranslations(io.BytesIO(compiled_po(po_path("ru"), None)))
    stored_text._read_cached.cache_clear()
    through_gettext = await _board_and_help(reference, monkeypatch)
    stored_text._read_cached.cache_clear()
    through_the_catalogue = await _board_and_help(None, monkeypatch)
    assert through_the_catalogue == through_gettext
    board, help_screen = through_the_catalogue
    assert "Бросок защиты" in board and "защитной способности" in help_screen, (board, help_screen)
