"""The command line completes the word being typed from the game's grammar: candidates shown as you type, Tab or → takes one."""

from __future__ import annotations

from textual.widgets import Input, Static

from companion.shell.app import make_app
from companion.services.store import SessionStore
from tests.support.completion_counts import counted_completions
from tests.tui.conftest import SIZE
from tests.tui.drive import resume_first
from tests.tui.test_game_keys_in_help import dice_throne_session


async def test_the_command_line_completes_from_the_games_grammar(store: SessionStore) -> None:
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        line = frame.query_one("#command", Input)
        line.focus()
        for key in "status sp":
            await pilot.press(key if key != " " else "space")
        await pilot.pause()
        await pilot.press("right")  # accepts the suggestion shown after the cursor
        await pilot.pause()
        assert line.value == "status spend"


async def test_candidates_are_shown_as_you_type_and_tab_completes_a_two_word_name(store: SessionStore) -> None:
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        line = frame.query_one("#command", Input)
        shown = frame.query_one("#command-help", Static)
        line.focus()
        assert "Commands:" in str(shown.render())
        await pilot.press(*"status inflict ")
        await pilot.pause()
        # The whole list is the line's text; its row shows the start of it, ending in "…" when cut.
        assert "Candidates: Evasive · Reload · Knockdown · Bounty · Cursed Doubloon · Powder Keg" in str(shown.content)
        assert str(shown.content).startswith(str(shown.render()).rstrip("…"))
        await pilot.press(*'"pow')
        await pilot.pause()
        assert str(shown.render()).startswith("Candidates: Powder Keg  (Tab completes)")
        await pilot.press("tab")
        await pilot.pause()
        assert line.value == 'status inflict "powder Keg"' and line.has_focus  # the typed part keeps its case
        await pilot.press("space")
        await pilot.pause()
        assert "p1 · p2" in str(shown.render())
        await pilot.press(*"p1", "tab")  # nothing left to complete: Tab moves the focus on as usual
        await pilot.pause()
        assert not line.has_focus
        assert line.value == 'status inflict "powder Keg" p1'
        line.value = ""
        await pilot.pause()
        assert "Commands:" in str(shown.render())


async def test_a_keystroke_asks_the_game_for_candidates_once_and_a_move_asks_again(
        store: SessionStore, monkeypatch) -> None:
    """The suggestion after the cursor and the candidates line ask for the same text: the game is asked once, and
    for a word typed on only at its first letter.

    Counted, not timed. After a move the same text is asked again: the candidates belong to the position.
    """
    dice_throne_session(store)
    app = make_app(store)
    async with app.run_test(size=SIZE) as pilot:
        frame = await resume_first(pilot)
        asked = counted_completions(monkeypatch, type(frame.live.game))
        line = frame.query_one("#command", Input)
        shown = frame.query_one("#command-help", Static)
        line.focus()
        await pilot.press(*"sta")
        await pilot.pause()
        assert asked == ["s"]  # the word's first letter; each letter after it narrows those candidates
        assert line._suggestion == "status" and "Candidates: status" in str(shown.render())
        from tests.dice_throne.support import to_action

        assert frame.apply(to_action(frame.live.state, "roll-off", 6, 1))  # another position: asked again
        await pilot.pause()
        frame._show_help_or_candidates("sta")
        assert asked[-1] == "sta" and len(asked) == 2
