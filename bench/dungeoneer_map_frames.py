"""What a typed move on the Dungeoneer board writes to the terminal: frames, rows and bytes per key, counted headless.

The session of `bench_boards.py --board dungeoneer SIZE` (the same walk and typed commands), opened in the real app
run headless at 120x40 (or `--size COLUMNSxROWS`); each typed command (its characters, Enter), ctrl+z and ctrl+y as
the terminal's driver posts them. For every key: the frames the screen drew (`App._display`, each compositor update
rendered with the app's console as the terminal's driver would write it), the rows and bytes they hold, whether the
map's scrolled room moved, the screen's layouts, and the map's rows made anew (`DungeonMapWindow._segments`, `DungeonMapView._segments` before the twenty-seventh pass: a row
kept from a picture of a key ago is not made again). Deterministic counts, no times: what the pseudo-terminal of
`bench_terminal.py` has to carry for each key.

Since the twenty-seventh pass it also counts Textual's scroll path apart from the layouts (`_refresh_layout(scroll=True)`,
the visible widgets placed again after a container scrolled) and the lines each widget rendered for a key
(`Widget.render_lines`, by widget id): which widgets a key draws, and how many of their lines.

Run: python bench/dungeoneer_map_frames.py [--size 120x40] [--scrolled "#dg-map"] [SIZE]   (default 10000; `--scrolled`
names the widget whose scroll offset is the map's: "#dg-map-scroll" on a tree before the twenty-seventh pass)
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path
from collections import Counter
from typing import Any

#: The widget whose scroll offset is the map's (`--scrolled ID`: "#dg-map-scroll", the room, before the twenty-seventh
#: pass; "#dg-map", the map drawing its own window, since).
MAP_SCROLLED = "#dg-map"

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def widget_name(widget: Any) -> str:
    """A widget as the counts name it: its id, else its class's name."""
    return f"#{widget.id}" if widget.id else type(widget).__name__


def lines_by_widget(key: dict[str, Any]) -> str:
    """The lines each widget rendered for a key (or keys), most first: `#dg-map 18 · #dg-side 3 ...`, and their sum."""
    rendered = Counter(key["rendered"])
    return f"{sum(rendered.values())}: " + " · ".join(f"{name} {lines}" for name, lines in rendered.most_common())


def rows_of(update: Any) -> int:
    """How many screen rows a compositor update writes."""
    regions = getattr(update, "spans", None)
    if regions is not None:  # ChopsUpdate: (y, x1, x2) spans
        return len({y for y, _, _ in regions})
    region = getattr(update, "region", None)
    return region.height if region is not None else 0


async def played(url: str, session_id: int, commands: list[str], size: tuple[int, int]) -> list[dict[str, Any]]:
    from textual.app import App
    from textual.screen import Screen
    from textual.widget import Widget

    from companion.services.store import SessionStore
    from companion.shell.app import make_app
    try:  # the map's rows are made by its window since the twenty-seventh pass
        from screens.dungeoneer.widgets import DungeonMapWindow as DungeonMapView
    except ImportError:
        from screens.dungeoneer.widgets import DungeonMapView  # type: ignore[assignment]  # an older tree
    from screens.session_frame import SessionFrame
    from tests.support.pilot_waits import until

    frames: list[tuple[int, int]] = []
    layouts: list[int] = []
    scroll_reflows: list[int] = []  # Textual's scroll path (`_refresh_layout(scroll=True)`: the visible widgets placed again)
    rows_made: list[int] = []
    kinds: list[str] = []  # each frame's kind of update: `LayoutUpdate` (the whole screen) or `ChopsUpdate` (spans)
    rendered: Counter[str] = Counter()  # the lines each widget rendered (`Widget.render_lines`), by widget
    display = App._display
    refresh_layout = Screen._refresh_layout

    def counted_display(app: Any, screen: Any, renderable: Any) -> None:
        if renderable is not None and not app._batch_count:
            frames.append((rows_of(renderable), len(renderable.render_segments(app.console).encode())))
            kinds.append(type(renderable).__name__)
        display(app, screen, renderable)

    def counted_layout(screen: Any, *args: Any, **kwargs: Any) -> None:
        if not kwargs.get("scroll"):
            layouts.append(1)
        else:
            scroll_reflows.append(1)
        refresh_layout(screen, *args, **kwargs)

    segments = DungeonMapView._segments

    def counted_segments(view: Any, *args: Any) -> Any:
        rows_made.append(1)
        return segments(view, *args)

    render_lines = Widget.render_lines

    def counted_render_lines(widget: Any, crop: Any) -> Any:
        rendered[widget_name(widget)] += crop.height
        return render_lines(widget, crop)

    App._display = counted_display
    Widget.render_lines = counted_render_lines  # type: ignore[method-assign]
    DungeonMapView._segments = counted_segments  # type: ignore[method-assign]
    Screen._refresh_layout = counted_layout
    SessionFrame._tick_clock = lambda self: None  # nothing changes by itself
    store = SessionStore.open(url)
    app = make_app(store)
    keys: list[dict[str, Any]] = []
    async with app.run_test(size=size) as pilot:
        app.open_session(session_id)
        await until(pilot, lambda: isinstance(app.screen, SessionFrame) and app.screen.is_mounted, "the board shown")
        for _ in range(8):
            await pilot.pause()
        scroll = app.screen.query_one(MAP_SCROLLED)
        for command in commands:
            await pilot.press(*command)
            for _ in range(4):
                await pilot.pause()
            for key in ("enter", "ctrl+z", "ctrl+y"):
                frames.clear()
                layouts.clear()
                scroll_reflows.clear()
                rows_made.clear()
                kinds.clear()
                rendered.clear()
                before = scroll.scroll_offset
                await pilot.press(key)
                for _ in range(6):
                    await pilot.pause()
                keys.append({"command": command, "key": key, "frames": list(frames), "layouts": len(layouts), "scroll reflows": len(scroll_reflows), "kinds": list(kinds), "rows made": len(rows_made),
                             "rendered": dict(rendered),
                             "scrolled": scroll.scroll_offset != before, "offset": tuple(scroll.scroll_offset)})
    store.close()
    return keys


def main() -> None:
    from bench.bench_boards import planned, save

    arguments = sys.argv[1:]
    size = (120, 40)
    if "--size" in arguments:
        at = arguments.index("--size")
        columns, rows = arguments[at + 1].split("x")
        size = (int(columns), int(rows))
        del arguments[at:at + 2]
    global MAP_SCROLLED
    if "--scrolled" in arguments:
        at = arguments.index("--scrolled")
        MAP_SCROLLED = arguments[at + 1]
        del arguments[at:at + 2]
    length = int(arguments[0]) if arguments else 10_000
    plan = planned("dungeoneer", length)
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/bench.db"
        session_id = save(url, plan.played, plan.length)
        keys = asyncio.run(played(url, session_id, plan.typed_at_start, size))
    print(f"dungeoneer, {plan.length:,} actions, headless at {size[0]}x{size[1]}: frames per key")
    print()
    print("| # | command | key | frames | rows written | bytes | layouts | scroll reflows | map scrolled (to) "
          "| whole-screen frames | map rows made | lines rendered, by widget |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for number, key in enumerate(keys):
        frames = key["frames"]
        print(f"| {number // 3 + 1} | {key['command']} | {key['key']} | {len(frames)} | "
              f"{' + '.join(str(rows) for rows, _ in frames)} | {' + '.join(f'{size:,}' for _, size in frames)} | "
              f"{key['layouts']} | {key['scroll reflows']} | {'yes ' + str(key['offset']) if key['scrolled'] else '–'} | "
              f"{sum(kind == 'LayoutUpdate' for kind in key['kinds'])} | {key['rows made']} | {lines_by_widget(key)} |")
    for kind in ("enter", "ctrl+z", "ctrl+y"):
        mine = [key for key in keys if key["key"] == kind]
        total = sum(size for key in mine for _, size in key["frames"])
        print(f"\n{kind}: {len(mine)} keys, {sum(len(key['frames']) for key in mine)} frames, "
              f"{sum(key['scrolled'] for key in mine)} scrolled the map, {total:,} bytes "
              f"(most {max(sum(s for _, s in key['frames']) for key in mine):,} in one key), "
              f"{sum(key['layouts'] for key in mine)} layouts ({sum(key['layouts'] > 0 for key in mine)} keys with one), "
              f"{sum(key['scroll reflows'] for key in mine)} scroll reflows, "
              f"{sum(key['rows made'] for key in mine)} map rows made; lines rendered "
              f"{sum(sum(key['rendered'].values()) for key in mine):,}, by widget: "
              f"{lines_by_widget({'rendered': sum((Counter(key['rendered']) for key in mine), Counter())})}")


if __name__ == "__main__":
    main()
