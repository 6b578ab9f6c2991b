"""Keys that come and go are shown and hidden in place: the footer keeps its key widgets for its screen's life.

Counted, never timed, on a small screen whose shown keys are chosen by the test (its `check_action` hides the others,
as a Runebound 3e fight's keys are hidden outside a fight): key widgets made and removed, footer keys restyled,
the screen's layouts. And what the player sees: the footer after any number of changes draws exactly what a footer
built afresh for the same keys draws, a click on a key runs the key's action now (also a hidden key's widget shown for
another key), its tooltip is the key's own, and the keys are fitted to the width without waiting for a layout.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.css.stylesheet import Stylesheet
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static
from textual.widgets._tooltip import Tooltip

from screens.binding_refresh import ChangedBindingsOnly
from screens.localized_footer import Footer, SwitchableFooterKey
from tests.support.footer_waits import shown_keys, until_the_footer_fits
from tests.support.pilot_waits import until

KEYS = ("f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8")


class Keys(ChangedBindingsOnly):
    """A screen whose footer shows the keys of `shown` (the others' actions are hidden), each key's presses recorded."""

    BINDINGS = [Binding(key, f"press('{key}')", f"Key {key[1:]} " + "x" * int(key[1:]), tooltip=f"What {key} does",
                        id=f"test.{key}") for key in KEYS]
    #: The actions the footer leaves out first when the keys do not fit.
    FOOTER_DROPPED_FIRST = tuple(f"press('{key}')" for key in KEYS)

    def __init__(self, shown: tuple[str, ...]) -> None:
        super().__init__()
        self.shown = shown
        self.pressed: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("board")
        yield Footer(compact=True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "press":
            return parameters[0] in self.shown
        return True

    def action_press(self, key: str) -> None:
        self.pressed.append(key)

    def show_keys(self, shown: tuple[str, ...]) -> None:
        """Show these keys, as a move that changes which keys work refreshes the bindings."""
        self.shown = shown
        self.refresh_bindings()


class KeysApp(App[None]):
    TOOLTIP_DELAY = 0.05  # a tooltip shown soon after the mouse comes over the key
    def __init__(self, shown: tuple[str, ...]) -> None:
        super().__init__()
        self.shown = shown

    def on_mount(self) -> None:
        self.push_screen(Keys(self.shown))


class Counts:
    """Key widgets made and footer keys styled (the stylesheet applied to them: mounted or restyled), from `start`."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.made = self.styled = 0
        made, apply = SwitchableFooterKey.__init__, Stylesheet.apply

        def counted_made(key, *args, **kwargs):  # type: ignore[no-untyped-def]  # the key's signature, counted
            self.made += 1
            made(key, *args, **kwargs)

        def counted_apply(stylesheet, node, *args, **kwargs):  # type: ignore[no-untyped-def]  # Textual's, counted
            self.styled += isinstance(node, SwitchableFooterKey)
            return apply(stylesheet, node, *args, **kwargs)

        monkeypatch.setattr(SwitchableFooterKey, "__init__", counted_made)
        monkeypatch.setattr(Stylesheet, "apply", counted_apply)

    def start(self) -> None:
        self.made = self.styled = 0


@pytest.fixture
def counts(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counts]:
    yield Counts(monkeypatch)


def drawn_footer(screen: Screen) -> list[tuple[str, str]]:
    """What the footer's row shows: each cell's character and style, from the screen's compositor."""
    footer = screen.query_one(Footer)
    strip = screen._compositor.render_strips()[footer.region.y]  # the footer's row as the terminal gets it
    return [(segment.text, str(segment.style)) for segment in strip]


def keys_in_sight(screen: Screen) -> list[str]:
    return [key.key for key in shown_keys(screen)[0]]


async def test_keys_that_come_back_are_shown_in_place_without_making_removing_or_restyling_a_key(
        counts: Counts) -> None:
    app = KeysApp(("f1", "f2", "f3"))
    async with app.run_test(size=(120, 10)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, Keys), "the screen")
        screen = app.screen
        assert isinstance(screen, Keys)
        await until_the_footer_fits(pilot, screen, showing={"f1", "f2", "f3"})
        screen.show_keys(("f1", "f2", "f3", "f4", "f5", "f6"))  # three keys come: mounted, the first time only
        await until_the_footer_fits(pilot, screen, showing={"f4", "f5", "f6"})
        widgets = list(screen.query(SwitchableFooterKey))
        for shown in [("f1", "f2"),  # four go: hidden where they are
                      ("f1", "f2", "f4", "f5", "f6"),  # three come back: shown
                      ("f7", "f8")]:  # two never shown before: two hidden key widgets show them, in order
            counts.start()
            screen.show_keys(shown)
            # At once, in the handler that changed the bindings (a move's), before any frame or layout.
            assert keys_in_sight(screen) == list(shown)
            await until_the_footer_fits(pilot, screen, showing=shown, not_showing=set(KEYS) - set(shown))
            assert (counts.made, counts.styled) == (0, 0), shown
            assert set(screen.query(SwitchableFooterKey)) == set(widgets), "no key widget made or removed"


async def test_keys_are_fitted_to_the_width_before_the_screen_lays_them_out() -> None:
    app = KeysApp(("f1", "f2"))
    async with app.run_test(size=(60, 10)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, Keys), "the screen")
        screen = app.screen
        assert isinstance(screen, Keys)
        await until_the_footer_fits(pilot, screen, showing={"f1", "f2"})
        screen.show_keys(KEYS[:6])
        await until_the_footer_fits(pilot, screen, showing={"f6"})  # mounted: fitted once styled
        fitted = keys_in_sight(screen)
        assert "f1" not in fitted, "the first keys the screen drops are left out at 60 columns"
        screen.show_keys(("f1", "f2"))
        await until_the_footer_fits(pilot, screen, showing={"f1", "f2"})
        screen.show_keys(KEYS[:6])  # the same keys again: left out at once, from their widths, no layout waited for
        assert keys_in_sight(screen) == fitted
        await until_the_footer_fits(pilot, screen)
        assert keys_in_sight(screen) == fitted


async def drawn_afresh(shown: tuple[str, ...], width: int) -> tuple[list[tuple[str, str]], list[str]]:
    """The footer's row and the keys in sight of a screen built afresh to show these keys, at this width."""
    app = KeysApp(shown)
    async with app.run_test(size=(width, 10)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, Keys), "the screen afresh")
        await until_the_footer_fits(pilot, app.screen)
        await pilot.pause()
        return drawn_footer(app.screen), keys_in_sight(app.screen)


@pytest.mark.parametrize("width", [120, 60])
async def test_keys_changed_in_place_draw_what_a_footer_built_afresh_draws(width: int) -> None:
    changes = [("f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8"), ("f2",), ("f8", "f1"), ("f3", "f4", "f5"),
               ("f1", "f3", "f5", "f7")]
    app = KeysApp(changes[0])
    async with app.run_test(size=(width, 10)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, Keys), "the screen")
        screen = app.screen
        assert isinstance(screen, Keys)
        await until_the_footer_fits(pilot, screen)
        for shown in changes[1:]:
            screen.show_keys(shown)
            await until_the_footer_fits(pilot, screen, not_showing=set(KEYS) - set(shown))
            await pilot.pause()
            assert (drawn_footer(screen), keys_in_sight(screen)) == await drawn_afresh(shown, width), shown


async def test_a_key_shown_in_a_hidden_keys_widget_runs_its_own_action_and_shows_its_own_tooltip() -> None:
    app = KeysApp(("f1", "f2", "f3"))
    async with app.run_test(size=(120, 10), tooltips=True) as pilot:
        await until(pilot, lambda: isinstance(app.screen, Keys), "the screen")
        screen = app.screen
        assert isinstance(screen, Keys)
        await until_the_footer_fits(pilot, screen, showing={"f1", "f2", "f3"})
        widgets = set(screen.query(SwitchableFooterKey))
        screen.show_keys(("f1", "f7"))  # f7 shown by the widget that showed f2
        await until_the_footer_fits(pilot, screen, showing={"f7"}, not_showing={"f2", "f3"})
        assert set(screen.query(SwitchableFooterKey)) == widgets
        f7 = next(key for key in shown_keys(screen)[0] if key.key == "f7")
        assert f7.description == "Key 7 xxxxxxx" and f7.tooltip == "What f7 does"
        await pilot.click(f7)
        await until(pilot, lambda: bool(screen.pressed), "the click on f7 runs f7's action")
        await pilot.pause()
        assert screen.pressed == ["f7"], "one click, one press (Textual's own handler pressed the key a second time)"
        await pilot.hover(screen.query_one(Static))  # the mouse away, then over the key
        await pilot.hover(f7)
        await pilot.pause(4 * KeysApp.TOOLTIP_DELAY)  # the tooltip's timer run (then waited for, not timed)
        await until(pilot, lambda: any(tip.display and "What f7 does" in str(tip.render()) for tip in screen.query(Tooltip)),
                    "f7's tooltip shown")


@pytest.mark.parametrize("width", [120, 70, 50])
async def test_the_fit_measures_each_key_as_the_layout_lays_it_out(width: int) -> None:
    app = KeysApp(KEYS)
    async with app.run_test(size=(width, 10)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, Keys), "the screen")
        screen = app.screen
        await until_the_footer_fits(pilot, screen)
        footer = screen.query_one(Footer)
        every: list[Widget] = list(screen.query(SwitchableFooterKey))
        shown = [key for key in every if key.display]
        assert shown and all(isinstance(key, SwitchableFooterKey) for key in shown)
        assert [footer.key_width(key) for key in shown] == [key.outer_size.width for key in shown]
        if width < 120:
            assert len(shown) < len(every), "some keys left out at this width"
