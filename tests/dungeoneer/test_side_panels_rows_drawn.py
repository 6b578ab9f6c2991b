"""A move draws again only the rows of solo play's panel and the heroes' panel whose text changed.

The two panels were `Static`s: any change of their text (what is owed, one new last step, a hero's counters) drew the
whole panel again, every line of it formatted and rendered (solo play's panel is 10-20 lines at 120x40; in a terminal,
a solo Dungeoneer turn's end drew 29 more lines than a plain move). They are `KeptRows` now (`screens/kept_rows.py`,
the Runebound boards' panels): a text with as many rows as before, each taking as many lines, draws only the lines
of the rows that differ. Counted, never timed: the lines each panel draws (`render_line`) for a change of one
row; what is drawn is the whole text's (the snapshots and tests/tui/test_kept_rows.py).
"""

from __future__ import annotations

from collections import Counter

import pytest
from textual.strip import Strip
from textual.widget import Widget

from rules_engine.dungeoneer.game import GAME
from screens.area_view import area_view
from screens.dungeoneer.area import DungeoneerArea
from screens.dungeoneer.widgets import SoloEvent
from tests.dungeoneer.screen_tables import AreaApp, solo_entered
from tests.support.pilot_waits import until

STEPS = tuple(SoloEvent("peril-roll", (2, 5), f"Corner: peril 2, rolled 2 and 5: one peril card ({n})") for n in range(4))
#: The same last steps but the last one: one row of the panel changes.
ONE_NEW = STEPS[:3] + (SoloEvent("peril-roll", (3, 4), "Corner: peril 2, rolled 3 and 4: one peril card (9)"),)


async def test_one_new_last_step_draws_only_its_lines_of_the_solo_panel_and_none_of_the_heroes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    state = solo_entered()
    app = AreaApp(state)
    async with app.run_test(size=(120, 40)) as pilot:
        area = app.query_one(DungeoneerArea)
        solo, heroes = area.query_one("#dg-solo"), area.query_one("#dg-heroes")
        area.events = STEPS
        area.show(area_view(GAME, state, None))
        await until(pilot, lambda: "(3)" in str(solo.render()) and solo.size.height > 0,
                    "solo play's panel laid out with its four last steps")
        await pilot.pause()
        whole = solo.size.height
        drawn: Counter[str] = Counter()

        def counted(widget: Widget) -> None:
            render_line = widget.render_line

            def line(y: int) -> Strip:
                drawn[widget.id or ""] += 1
                return render_line(y)

            monkeypatch.setattr(widget, "render_line", line)

        counted(solo)
        counted(heroes)
        area.events = ONE_NEW
        area.show(area_view(GAME, state, None))
        await until(pilot, lambda: drawn["dg-solo"] > 0, "the new last step drawn")
        await pilot.pause()
        assert "rolled 3 and 4" in str(solo.render())
        assert solo.size.height == whole  # kept rows: nothing laid out
        # The changed row's two lines (it wraps at this width); before: every line of the panel (25 here).
        assert drawn == {"dg-solo": 2}, (drawn, whole)
