"""Colours come from the theme, never written in; every status shown has a word or symbol besides its colour.

Scanned: every .tcss file and every CSS string in the screens' Python (no colour literal in a
style rule), and every Rich style the screens write in Python (no named or hex colour). Then the
texts the players read: verdicts, Dice Throne statuses, Runebound challenge colours, undone log
entries and house-rule marks, Dungeoneer hazards. And a theme switched during a session
redraws the panels' text in the new theme's colours.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from rich.style import Style
from textual._color_constants import COLOR_NAME_TO_RGB
from textual.markup import parse_style
from textual.widgets import Input

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.citations import Citation
from rules_engine.runebound2.board import TrackSlotData
from rules_engine.ruling import Ruling
from screens.action_log import render_entry
from screens.dice_throne.widgets import NEGATIVE_MARK, POSITIVE_MARK, compact_statuses
from screens.dungeoneer.map_drawing import exit_mark
from screens.ruling_panel import RulingPanel, render_ruling
from screens.runebound2.widgets import track_text
from screens.runebound3.widgets import COLOUR_MARKS, colour_word
from screens.theme_styles import tone
from tests.dice_throne.support import GAME, act, started, to_phase
from tests.support.tally_game import AddPoints
from tests.tui.conftest import SIZE, tally_setup

ROOT = Path(__file__).resolve().parents[2]
SCREENS = ROOT / "screens"

#: Colours that stay whatever the theme, each with its reason (file, the style as written).
ALLOWED = {
    ("share_screen.py", "#ffffff on #000000"): "the QR code: light modules on black, the contrast a phone camera needs",
}

HEX = re.compile(r"#[0-9a-fA-F]{3,8}\b")
FUNCTION = re.compile(r"\b(rgb|rgba|hsl|hsla)\s*\(")
DECLARATION = re.compile(r"([a-z-]+)\s*:\s*([^;{}]+)")


def colour_literals(css: str) -> list[str]:
    """The declarations of a stylesheet that write a colour in (a hex, rgb()/hsl() or a colour name)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    found = []
    for prop, value in DECLARATION.findall(css):
        words = re.findall(r"[a-z_]+", re.sub(r"\$[a-z-]+", "", value.lower()))
        if HEX.search(value) or FUNCTION.search(value) or any(w in COLOR_NAME_TO_RGB for w in words):
            found.append(f"{prop}: {value.strip()}")
    return found


def python_css(path: Path) -> list[str]:
    """The CSS strings of a screens module (DEFAULT_CSS and the like)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.value.value for node in ast.walk(tree)
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id.endswith("CSS") for t in node.targets)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)]


def stylesheets() -> list[tuple[str, str]]:
    """(name, CSS) of every .tcss file and CSS string in screens/ and companion/."""
    sheets = [(str(p.relative_to(ROOT)), p.read_text(encoding="utf-8"))
              for folder in (SCREENS, ROOT / "companion") for p in sorted(folder.rglob("*.tcss"))]
    sheets += [(str(p.relative_to(ROOT)), css) for p in sorted(SCREENS.rglob("*.py")) for css in python_css(p)]
    return sheets


def test_the_colour_scan_finds_written_in_colours() -> None:
    assert colour_literals("A { color: red; } B { border: round #ff0000; } C { background: rgb(1,2,3) }") == [
        "color: red", "border: round #ff0000", "background: rgb(1,2,3)"]
    assert colour_literals("A { color: $text-error; border: round $primary 40%; text-style: bold; } /* red */") == []


@pytest.mark.parametrize(("name", "css"), stylesheets(), ids=lambda value: value if value.endswith(("tcss", "py")) else "")
def test_no_stylesheet_writes_a_colour_in(name: str, css: str) -> None:
    assert colour_literals(css) == [], f"{name}: use theme variables ($text-error, $primary, ...)"


def rich_styles(path: Path) -> list[str]:
    """Every constant string the module gives as a Rich style: `style=`, and the style argument of Text and append."""
    styles = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        given = [k.value for k in node.keywords if k.arg in ("style", "color")]
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name in ("Text", "append", "styled", "stylize", "tone") and len(node.args) >= 2 - (name in ("stylize", "tone")):
            given.append(node.args[-1] if name != "tone" else node.args[0])
        for value in given:
            for constant in ast.walk(value):
                if isinstance(constant, ast.Constant) and isinstance(constant.value, str):
                    styles.append(constant.value)
    return styles


def written_colour(style: str) -> bool:
    """True when a Rich style string names a colour itself ('bold red', '#fff on black')."""
    try:
        parsed = Style.parse(" ".join(w for w in style.split() if not w.startswith("$")))
    except Exception:  # noqa: BLE001 - not a style at all (a text), so no colour
        return False
    return parsed.color is not None or parsed.bgcolor is not None


def test_no_rich_style_in_the_screens_writes_a_colour_in() -> None:
    found = [(p.name, s) for p in sorted(SCREENS.rglob("*.py")) for s in rich_styles(p) if written_colour(s)]
    assert sorted(set(found) - set(ALLOWED)) == []
    assert set(ALLOWED) <= set(found), "an allowed colour that is gone should leave the allow-list too"


async def test_tone_follows_the_theme() -> None:
    app = make_app(SimpleNamespace(list_sessions=list, in_memory=True))  # type: ignore[arg-type]
    assert tone("bold $text-error") == Style(bold=True)  # no app: the attributes, no colour
    async with app.run_test(size=SIZE) as pilot:
        dark = tone("bold $text-error")
        app.theme = "textual-light"
        await pilot.pause()
        light = tone("bold $text-error")
    assert dark.bold and light.bold and dark.color != light.color
    assert light.color.get_truecolor().hex == app.get_theme("textual-light").to_color_system().generate()[
        "text-error"].lower()


async def test_a_tone_reads_as_textual_reads_the_style_with_the_themes_variables_in_every_theme() -> None:
    """`tone` writes the theme's variables into the style before Textual parses it (given the variables, Textual
    tokenizes all of the theme's for each style: twenty-seventh pass); the style is the one Textual's own reading gives,
    for every theme the app offers, every `$text-*` and role colour, with every attribute the screens give them."""
    app = make_app(SimpleNamespace(list_sessions=list, in_memory=True))  # type: ignore[arg-type]
    async with app.run_test(size=SIZE) as pilot:
        themes = sorted(app.available_themes)
        assert len(themes) > 5
        for theme in themes:
            app.theme = theme
            await pilot.pause()
            variables = app.get_css_variables()
            colours = sorted({name for name in variables if name.startswith(("text", "foreground", "primary",
                                                                             "secondary", "warning", "error",
                                                                             "success", "accent"))})
            assert {"text-error", "text-muted", "text-success", "text-warning", "text-primary"} <= set(colours)
            for colour in colours:
                for attributes in ("", "bold ", "italic ", "dim ", "bold reverse ", "dim italic "):
                    style = f"{attributes}${colour}"
                    # Textual's reading with the stylesheet's variables (the theme's, once it has been applied)
                    assert tone(style) == parse_style(style).rich_style, (theme, style)
            assert tone("bold $text-error on $error 20%") == parse_style("bold $text-error on $error 20%",
                                                                          variables).rich_style, theme


# -- a word or a symbol besides every colour ----------------------------------------------------


CITED = (Citation.of("tally.points"),)


@pytest.mark.parametrize(("ruling", "shown"), [
    (Ruling(False, "no more points this turn", CITED), "✗ Refused: no more points this turn"),
    (Ruling(True, "Ann adds 3", CITED), "✓ Allowed: Ann adds 3"),
    (Ruling(True, "Ann adds 9", CITED, waived=CITED), "⚑ House rule: Ann adds 9"),
])
def test_a_verdict_is_a_symbol_and_a_word(ruling: Ruling, shown: str) -> None:
    assert render_ruling(ruling).plain.startswith(shown)


def test_dice_throne_statuses_say_good_or_bad_by_a_sign() -> None:
    state = to_phase(started(), "main-1")
    state = act(act(state, "status gain evasive 2"), "status inflict withering 1 p2")
    mine = [piece.plain for piece in compact_statuses(GAME.view(state).data.heroes[0])]
    theirs = [piece.plain for piece in compact_statuses(GAME.view(state).data.heroes[1])]
    assert mine == [f"{POSITIVE_MARK}Evasive 2/3"]
    assert f"{NEGATIVE_MARK}Withering 1/2" in theirs  # beside the Cursed Pirate's own Doubloon
    assert all(piece[0] in (POSITIVE_MARK, NEGATIVE_MARK) for piece in mine + theirs)


def test_runebound_colours_are_words_and_symbols() -> None:
    for colour, mark in COLOUR_MARKS.items():
        assert colour_word(colour) == f"{mark} {colour}"
    track = track_text((TrackSlotData(1, "Wolves", "green", "H3"), TrackSlotData(2, "", "", ""))).plain
    assert "1 Wolves (green) @ H3" in track and "2 · marker home" in track


@pytest.mark.parametrize(("entry", "marks"), [
    (SimpleNamespace(seq=3, kind="action", ruling=Ruling(True, "Ann adds 3"), action=None, active=False, dice=None,
                     overridden=False), ["(undone)"]),
    (SimpleNamespace(seq=4, kind="action", ruling=Ruling(True, "Ann adds 9", waived=CITED), action=None,
                     active=True, dice=None, overridden=True), ["[house rule]"]),
    (SimpleNamespace(seq=5, kind="undo", target_seq=3), ["↶ undo of #3"]),
])
def test_log_entries_mark_undone_and_house_rules_in_words(entry: SimpleNamespace, marks: list[str]) -> None:
    shown = render_entry(entry).plain
    assert all(mark in shown for mark in marks)


@pytest.mark.parametrize(("exit_text", "label"), [("blocked 5+ (speed)", "B5"), ("trap 4+ (agility)", "T4")])
def test_dungeoneer_hazards_are_letters_and_numbers(exit_text: str, label: str) -> None:
    role, shown = exit_mark(exit_text)
    assert shown == label and role == exit_text.split()[0]


async def test_a_theme_chosen_during_a_session_recolours_the_ruling_and_the_log(store: SessionStore) -> None:
    live = store.create_session(game_id="tally", name="Friday", setup=tally_setup("Ann", "Bo"))
    live.act(AddPoints(3))
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#command", Input).cursor_blink = False
        assert "✓ Allowed" in str(app.screen.query_one(RulingPanel).query_one("#ruling-text").render())
        before = app.export_screenshot()
        app.theme = "textual-light"
        await pilot.pause()
        await pilot.pause()
        after = app.export_screenshot()
        light_success = app.theme_variables["text-success"].lower()
        dark_success = app.get_theme("textual-dark").to_color_system().generate()["text-success"].lower()
    assert dark_success in before.lower() and dark_success not in after.lower()
    assert light_success in after.lower()
