"""A footer key's width is counted from its words and its paddings (`SwitchableFooterKey.text_width`), not measured by
drawing its text as Textual's own measure does (a key shown for the first time, such as a fight's seven keys, was
drawn twice: to be measured and to be shown; docs/benchmarks.md, "Twenty-fourth pass"). The count must be Textual's
measure exactly, for every key of the boards' footers: English and Russian words, the compact footer of 80 columns,
a key shown in another's place, keys turned off and the fight's own keys."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widget import Widget

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.runebound3.actions import AttackHero
from screens.localized_footer import SwitchableFooterKey
from tests.runebound3.helpers import fighting_setup
from tests.tui.drive import resume_first
from tests.tui.test_partial_redraws import settle


def widths_against_textuals(app: App[object]) -> list[tuple[str, int, int]]:
    """Each footer key shown: its words, the width counted, Textual's measure of its drawn text."""
    found = []
    for key in (key for key in app.screen.query(SwitchableFooterKey) if key.display):
        container, viewport = key.parent.size if key.parent else app.size, app.size
        counted = key.text_width()
        key._content_width_cache = (None, 0)  # Textual's own measure, drawn afresh
        measured = Widget.get_content_width(key, container, viewport)
        found.append((f"{key.shown.key_display} {key.shown.description}", counted, measured))
    return found


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_every_footer_key_is_counted_as_wide_as_textual_measures_its_text(
        store: SessionStore, size: tuple[int, int], language: str) -> None:
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store, language=language)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        home = widths_against_textuals(app)
        frame = await resume_first(pilot)
        await settle(pilot)
        board = widths_against_textuals(app)
        frame.apply(AttackHero(1, "Duelling Gauntlet"))  # the fight's keys come
        await settle(pilot)
        fight = widths_against_textuals(app)
        frame.action_undo()  # Redo turns on (at 80 columns in Undo's place)
        await settle(pilot)
        undone = widths_against_textuals(app)
    for keys in (home, board, fight, undone):
        assert keys and all(counted == measured for _words, counted, measured in keys), keys
    assert {words for words, *_ in fight} - {words for words, *_ in board}  # the fight's own keys were counted too
