"""A Dice Throne board opened from the list restyles only what changed after it was mounted.

Counted, never timed. Textual restyles a node at once whenever its classes change, also while the node is being
built and belongs to no screen yet (a compact or flat button, a variant, a class added in a constructor): a style
no rule of the screen can reach, applied again when the node is mounted. A row of hero cards styled by a
`:last-child` rule is restyled card by card, subtree and all, once the row is mounted; and a screen whose first
focus goes to the first focusable widget (the players panel) and is then moved to the command line restyles both
twice more; and its buttons composed enabled, then disabled as the board is drawn, restyle each. Before this was
cut a board's mount made about 30 restyles; now the four that show a change: the command line taking the focus,
the active hero's card, the area's classes for its size, and the footer's Cite key turned on once the latest ruling
shows its citations (the footer's keys are built with the screen, before its ruling panel is filled)
(docs/benchmarks.md, "Twelfth pass: the board's first frame"). A full restyle afterwards changes nothing (what was
skipped was never needed).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.css.stylesheet import Stylesheet

from companion.services.store import SessionStore
from companion.shell.app import make_app
from screens.dice_throne.widgets import HeroCard
from tests.support.pilot_waits import until
from tests.support.saved_games import save_golden_game
from tests.tui.conftest import SIZE
from tests.tui.test_first_resume_styles import styles_of

#: Restyles while the board is composed, mounted and first drawn: the command line's focus, the active hero's card
#: (`-active`), the area's classes for its size (known once it is laid out), the footer's Cite key turned on.
BOARD_RESTYLES = 3


@pytest.mark.parametrize("way", ["from the list", "--open"])
async def test_a_dice_throne_board_restyles_no_node_outside_the_screen_and_no_card_for_its_place(
        way: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    url = f"sqlite:///{tmp_path / 'saves.db'}"
    seeded = SessionStore.open(url)
    session_id = save_golden_game(seeded, "dice-throne-1v1", name="Friday match").id
    seeded.close()
    restyles: list[tuple[str, bool]] = []
    counting = [False]
    update_nodes = Stylesheet.update_nodes

    def counted_update_nodes(stylesheet: Stylesheet, nodes: Any, animate: bool = False) -> None:
        nodes = list(nodes)
        if counting[0] and nodes:
            restyles.append((type(nodes[0]).__name__, nodes[0].is_attached))
        update_nodes(stylesheet, nodes, animate)

    monkeypatch.setattr(Stylesheet, "update_nodes", counted_update_nodes)
    app = make_app(db_url=url, open_session=session_id) if way == "--open" else make_app(db_url=url)
    async with app.run_test(size=SIZE) as pilot:
        if way == "from the list":
            await until(pilot, lambda: app.screen.query("#sessions") and app.screen.query_one("#sessions").row_count,
                        "the session list")
            counting[0] = True
            app.open_session(session_id)
        else:
            counting[0] = True
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app.screen.query(HeroCard),
                    "the Dice Throne board")
        frame = app.screen
        await until(pilot, lambda: not (frame._dirty_widgets or frame._layout_required or frame._repaint_required),
                    "the board drawn")
        counting[0] = False
        assert [name for name, attached in restyles if not attached] == [], "a node outside the screen was restyled"
        assert restyles.count(("HeroCard", True)) <= 1, f"hero cards restyled for their place in the row: {restyles}"
        assert "PlayersPanel" not in [name for name, _ in restyles], "the focus went elsewhere before the command line"
        assert len(restyles) <= BOARD_RESTYLES, f"the board's mount restyled more than what changed: {restyles}"
        assert restyles.count(("SwitchableFooterKey", True)) <= 1, f"footer keys restyled: {restyles}"
        assert frame.focused is frame.query_one("#command")
        shown = styles_of(frame)
        app.stylesheet.update_nodes(list(frame.walk_children(with_self=True)), animate=False)
        assert styles_of(frame) == shown, "a full restyle changed a node's styles: a skipped restyle was needed"
    store = app.store or app.opened_store
    if store is not None:
        store.close()


def test_the_last_hero_card_alone_keeps_no_margin_on_its_right() -> None:
    cards = [HeroCard(seat, last=seat == 2) for seat in range(3)]
    assert [card.has_class("-last") for card in cards] == [False, False, True]
    assert all(card.has_class("hero-card") and card.has_class("clickable") for card in cards)
