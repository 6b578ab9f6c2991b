"""Every label of the new-session wizard, for every game in English and in Russian, is shown whole at 80x24 and
ends before its field starts (a label too long for the column stands above its field), and every empty field says
what to type in it (play-test, 2026-12-02: Runebound 3e's story spaces, stacked under a long label, were a blank row
that did not look like a field at all)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widget import Widget
from textual.widgets import Checkbox, Input, Label, Select

from companion.services.i18n import use_language
from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.games import all_games, get_game
from screens.wizard import LABEL_CELLS, NewSessionWizard, row_classes
from tests.support.pilot_waits import until
from tests.tui.conftest import SIZE


def label_problem(label: Label) -> str | None:
    """What is wrong with how a form label sits beside (or above) its field, or None."""
    text = str(label.content)
    if not text:
        return None
    row = label.parent
    assert isinstance(row, Widget)
    field = row.children[row.children.index(label) + 1]
    words = cell_len(text)
    if words > label.content_region.width:
        return f"{text!r} is cut: {words} cells in a label {label.content_region.width} wide"
    if label.region.bottom <= field.region.y:
        return None  # the label stands on its own line above its field
    if label.region.x + words >= field.region.x:
        return f"{text!r} runs into its field (ends at {label.region.x + words}, the field starts at {field.region.x})"
    return None


def built(wizard: NewSessionWizard, game_id: str) -> bool:
    """The wizard shows this game's form: each of its options, its seats, and every row with its label and field
    (a rebuild mounts the rows first, then their widgets)."""
    game = get_game(game_id)
    options = wizard.query("#options > .form-row")
    return (len(options) == len(game.setup_options(wizard=True)) and bool(wizard.query("#player-1"))
            and all(len(row.children) >= 2 for row in wizard.query(".form-row"))
            and all(label.region.width > 0 for label in wizard.query(".form-label").results(Label) if shown(label)))


def shown(widget: Widget) -> bool:
    """Whether the widget and every container around it are displayed (a step left hidden is not checked)."""
    return all(node.display for node in widget.ancestors_with_self if isinstance(node, Widget))


def checkbox_problem(box: Checkbox) -> str | None:
    """A ticked option's words must be shown whole inside the screen."""
    words = cell_len(str(box.label))
    if box.region.width < words or box.region.right > SIZE[0]:
        return f"{box.label!s} is cut: {words} cells in {box.region}"
    return None


def test_a_label_longer_than_the_column_stands_above_its_field() -> None:
    assert row_classes("x" * LABEL_CELLS) == "form-row"
    assert row_classes("x" * (LABEL_CELLS + 1)) == "form-row -stacked"
    assert row_classes("Клетки сюжета на треке") == "form-row -stacked"


@pytest.mark.parametrize("language", ["en", "ru"])
async def test_every_wizard_label_is_whole_and_apart_from_its_field(store: SessionStore, language: str) -> None:
    use_language(language)  # the suite's conftest puts English back afterwards
    app = make_app(store)
    problems: list[str] = []
    seen: set[str] = set()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        wizard = app.screen
        assert isinstance(wizard, NewSessionWizard)
        for game in all_games():
            wizard.query_one("#game", Select).value = game.id
            await until(pilot, lambda game=game: built(wizard, game.id), f"{game.id}'s form")  # type: ignore[misc]  # a default argument binds the loop's game
            for box in wizard.query(Checkbox):  # every option ticked: the steps they open (class decks) show too
                box.value = True
            await until(pilot, lambda game=game: built(wizard, game.id), f"{game.id}'s form, every option ticked")  # type: ignore[misc]  # as above
            await pilot.pause()
            for label in wizard.query(".form-label").results(Label):
                if shown(label):
                    seen.add(str(label.content))
                    if problem := label_problem(label):
                        problems.append(f"{game.id}: {problem}")
            for box in wizard.query(Checkbox):
                if problem := checkbox_problem(box):
                    problems.append(f"{game.id}: {problem}")
            for field in wizard.query(Input).results(Input):
                if shown(field) and not field.value and not field.placeholder.strip():
                    problems.append(f"{game.id}: the empty field {field.id} shows nothing to say what it takes")
    assert not problems, "\n".join(problems)
    # The check saw the long labels, a stacked one among them.
    assert any(cell_len(text) > LABEL_CELLS for text in seen), sorted(seen)
