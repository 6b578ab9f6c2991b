"""The footer's keys share the component styles of the keys that look alike (`SwitchableFooterKey
.get_component_rich_style`): Textual works a component's style out for each key, again after each refresh, walking the
key's styles and its ancestors'; the seven keys a Runebound 3e fight shows as the first fight begins each worked out
their two (docs/benchmarks.md, "Twenty-fourth pass"). Counted, never timed: the styles worked out as the first fight
begins. And the shared style must be the one Textual works out for the key itself, for every key shown: on and off,
under the mouse, in both themes, before and in a fight."""

from __future__ import annotations

import pytest
from rich.style import Style
from textual.widget import Widget

from companion.services.store import SessionStore
from companion.shell.app import make_app
from rules_engine.runebound3.actions import AttackHero
from screens.localized_footer import Footer, SwitchableFooterKey
from tests.runebound3.fight_moves import quiet_board_before_a_fight
from tests.runebound3.helpers import fighting_setup
from tests.tui.drive import resume_first
from tests.tui.test_partial_redraws import settle

COMPONENTS = ("footer-key--key", "footer-key--description")


def styles_against_textuals(footer: Footer) -> list[tuple[str, Style, Style]]:
    """Each key shown, each component: the style the key draws with, and the one Textual works out for the key alone."""
    found = []
    for key in (key for key in footer.query_children(SwitchableFooterKey) if key.display):
        for name in COMPONENTS:
            drawn = key.get_component_rich_style(name)
            key._rich_style_cache.clear()
            found.append((f"{key.key} {name}", drawn, Widget.get_component_rich_style(key, name)))
    return found


async def test_the_first_fights_keys_take_the_component_styles_the_footers_keys_share(
        store: SessionStore, monkeypatch: pytest.MonkeyPatch) -> None:
    """A hero attacks a hero, the session's first fight: its six fight keys and Board are drawn for the first time,
    and Undo turns on; the styles Textual works out for them are at most one look's two components."""
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await quiet_board_before_a_fight(pilot)
        worked_out: list[tuple[Widget, tuple[str, ...]]] = []
        get_component_rich_style = Widget.get_component_rich_style

        def counted(widget: Widget, *names: str, partial: bool = False, default: Style | None = None) -> Style:
            if isinstance(widget, SwitchableFooterKey) and names not in widget._rich_style_cache:
                worked_out.append((widget, names))
            return get_component_rich_style(widget, *names, partial=partial, default=default)

        monkeypatch.setattr(Widget, "get_component_rich_style", counted)
        frame.apply(AttackHero(1, "Duelling Gauntlet"))
        await settle(pilot)
        shown = [key for key in frame.query_one(Footer).query_children(SwitchableFooterKey)
                 if key.display and key.action.startswith("fight(")]
        assert len(shown) == 6  # each of them drawn, their two components styled by Textual fourteen times before
        assert len(worked_out) <= len(COMPONENTS), [(key.key, names) for key, names in worked_out]


async def test_every_footer_keys_shared_style_is_the_one_textual_works_out_for_it(store: SessionStore) -> None:
    store.create_session(game_id="runebound3", name="Wolf night", setup=fighting_setup())
    app = make_app(store)
    async with app.run_test(size=(120, 40)) as pilot:
        frame = await resume_first(pilot)
        await settle(pilot)
        footer = frame.query_one(Footer)
        seen = []
        for step in ("board", "fight", "undone", "hovered", "light"):
            if step == "fight":
                frame.apply(AttackHero(1, "Duelling Gauntlet"))
            elif step == "undone":
                frame.action_undo()  # Redo turns on, the fight's keys go
            elif step == "hovered":
                key = next(key for key in footer.query_children(SwitchableFooterKey) if key.display)
                await pilot.hover(key)
            elif step == "light":
                app.theme = "textual-light"
            await settle(pilot)
            for name, drawn, textuals in styles_against_textuals(footer):
                assert drawn == textuals, (step, name)
                seen.append(step)
        assert set(seen) == {"board", "fight", "undone", "hovered", "light"}
