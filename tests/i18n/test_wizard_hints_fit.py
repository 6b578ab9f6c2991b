"""The new-session wizard's hint under the form is read whole at 80x24, in English, Russian and Polish.

Played as a new table at 80x24: the hint keeps two rows (`#wizard-hint`, max-height 2), and two hints took three, their
last words cut off: Runebound 3e's challenge tokens ("… Blank: lay each one during play with 'token COLOUR SPACE' (an"),
and Dice Throne's mode, which also named King of the Hill by its id, "king-of-the-hill", in every language, as the
mode's list did.
"""

from __future__ import annotations

import pytest
from rich.console import Console
from rich.text import Text
from textual.app import App
from textual.widgets import Static

from companion.services.i18n import _, translate, use_language
from rules_engine.games import get_game
from screens.wizard import FIELD_HINTS, OPTION_HINTS, NewSessionWizard, choice_label

GAMES = ("dice-throne", "runebound2", "runebound3", "dungeoneer")


class WizardApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(NewSessionWizard())


async def hint_width() -> int:
    """The cells of one row of the wizard's hint at 80x24."""
    app = WizardApp()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        return app.screen.query_one("#wizard-hint", Static).content_region.width


def hints() -> list[str]:
    """Every hint the wizard shows under its form, in the interface's language."""
    found = [_(text) for text in FIELD_HINTS.values()]
    found += [_(text) for text in OPTION_HINTS.values()]
    for game_id in GAMES:
        found += [translate(spec.help) for spec in get_game(game_id).setup_options(wizard=True) if spec.help]
    return found


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
async def test_every_wizard_hint_fits_its_two_rows_at_80x24(language: str) -> None:
    width = await hint_width()
    console = Console(width=width)
    use_language(language)
    too_long = [hint for hint in hints() if len(Text(hint).wrap(console, width)) > 2]
    assert too_long == []


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_king_of_the_hill_is_named_not_written_as_its_id(language: str) -> None:
    use_language(language)
    mode = next(spec for spec in get_game("dice-throne").setup_options(wizard=True) if spec.name == "mode")
    labels = [choice_label(value, mode.name) for value in mode.choices]
    assert all("-" not in label for label in labels), labels
    assert "king-of-the-hill" not in translate(mode.help)

