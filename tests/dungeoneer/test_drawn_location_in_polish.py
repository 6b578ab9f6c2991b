"""A location drawn for the map, as a Polish table read it (twenty-second pass, text23, at 80x24 in tmux).

The card tray's title was cut at the tray's edge («Karta: karta z talii lokacji (tunel po stronie północ wejści»), and a
location drawn beside one already laid was asked for «pole w kolumnie 0, rzędzie -2», the map's own numbers, which no
board shows (the placement dialog's title the same, in every language). The title wraps, and the cell is named by the
location beside it: «pole: Tunel północny, strona: północ».
"""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Label

from companion.services.i18n import translate, use_language
from rules_engine.chance import CardRequest
from rules_engine.dungeoneer.dungeon_map import beside
from rules_engine.dungeoneer.exits import Side
from rules_engine.dungeoneer.typed_locations import location_request, tunnel_request
from screens.card_tray import CardTray
from tests.dungeoneer.flow import new_table, started


class _Tray(App[None]):
    def __init__(self, request: CardRequest) -> None:
        super().__init__()
        self.request = request

    def on_mount(self) -> None:
        self.push_screen(CardTray(self.request, None))


@pytest.mark.parametrize(("language", "said"), [
    ("en", "a card from the location deck for the cell north of North tunnel"),
    ("pl", "karta z talii lokacji (pole: North tunnel, strona: północ)"),
    ("ru", "карта из колоды локаций (клетка: North tunnel, сторона: север)")])
def test_a_location_drawn_beside_one_laid_is_asked_for_by_that_location(language: str, said: str) -> None:
    state = started()
    north_tunnel = state.dungeon.cell_of("t1")
    assert north_tunnel is not None and state.dungeon.card_at(north_tunnel).name == "North tunnel"
    request = location_request(state, beside(north_tunnel, Side.NORTH))
    use_language(language)
    assert translate(request.describe()) == said


async def test_the_card_trays_title_is_read_whole_at_80_columns() -> None:
    use_language("pl")
    tunnel = tunnel_request(new_table(), Side.NORTH)  # the side said as a direction (it was «po stronie północ»)
    assert translate(tunnel.describe()) == "karta z talii lokacji (tunel na północ od wejścia)"
    state = started()
    west_tunnel = state.dungeon.cell_of("t4")
    assert west_tunnel is not None
    beside_a_tunnel = location_request(state, beside(west_tunnel, Side.WEST))  # «(pole: West tunnel, strona: zachód)»
    for request, rows in ((tunnel, 1), (beside_a_tunnel, 2)):
        title = "Karta: " + translate(request.describe())
        app = _Tray(request)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            label = app.screen.query_one("#card-title", Label)
            assert label.size.height >= rows, title  # longer than the tray's line: wrapped, not cut
            shown = " ".join(line.text.strip() for line in label.render_lines(label.region.reset_offset)
                             if line.text.strip())
            assert shown == title
