"""The stats across games as an HTML page: a stable golden page, escaped names, charts drawn as inline SVG, the
finished plays' BG Stats links, and a what-if branch never counted as a play."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, urlparse

from companion.services.branch import BranchSession
from companion.services.controller import SessionController
from companion.services.i18n import use_language
from companion.services.play_stats import BG_STATS_LINK, Play, all_plays, bg_stats_plays
from companion.services.stats_html import render_stats_html, write_stats_page
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints

GOLDEN = Path(__file__).parent / "golden"


def _play(number: int, name: str, players: tuple[str, ...], winners: tuple[str, ...], *, finished: bool = True,
          game: tuple[str, str] = ("tally", "Tally (test game)"), heroes: tuple[str, ...] = ()) -> Play:
    day = datetime(2026, 11, number, 19, 30, tzinfo=UTC)
    return Play(number, f"uid-{number}", name, game[0], game[1], players, heroes or ("",) * len(players), day,
                day.replace(hour=21, minute=5), finished, winners, 95 * 60.0, 40 + number)


PLAYS = (
    _play(1, "Friday", ("Ann", "Bob"), ("Ann",)),
    _play(2, "Saturday", ("Ann", "Bob"), ("Bob",)),
    _play(3, "Long one", ("Ann", "Bob", "Cy"), ("Ann",), game=("dice-throne", "Dice Throne"),
          heroes=("Barbarian", "Moon Elf", "Pyromancer")),
    _play(4, "Unfinished", ("Ann", "Bob"), (), finished=False),
)


class _Tags(HTMLParser):
    """Every start tag seen and the ones still open (void elements never are)."""

    VOID = {"meta", "br", "hr", "img", "input", "link"}

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.seen: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.seen.append(tag)
        if tag not in self.VOID and not tag.endswith("/"):
            self.open.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.seen.append(tag)

    def handle_endtag(self, tag):
        assert self.open and self.open.pop() == tag, f"</{tag}> does not close the last open tag"


def test_the_stats_page_matches_its_golden_copy():
    """The whole page for fixed plays (after a deliberate change, write render_stats_html(PLAYS) there and read it)."""
    page = render_stats_html(PLAYS)
    golden = GOLDEN / "stats_page.html"
    assert page == golden.read_text(encoding="utf-8")


def test_the_page_is_well_formed_and_reads_offline_with_one_chart_per_count():
    page = render_stats_html(PLAYS)
    parser = _Tags()
    parser.feed(page)
    assert parser.open == []
    # plays per game, then wins per player for both games and wins per hero for the one with heroes
    assert parser.seen.count("svg") == 4
    assert "<script" not in page and "src=" not in page and "<link" not in page
    assert all(href.startswith(BG_STATS_LINK) for href in _links(page))


def _links(page: str) -> list[str]:
    found = []

    class Links(HTMLParser):
        def handle_starttag(self, tag, attrs):
            found.extend(value for key, value in attrs if tag == "a" and key == "href")

    Links().feed(page)
    return found


def test_player_session_and_hero_names_with_markup_are_escaped_everywhere():
    hostile = _play(5, "<script>alert(1)</script>", ("<b>Ann</b>", 'Bob" onload="x'), ("<b>Ann</b>",),
                    heroes=("<img src=x>", "&amp;"))
    page = render_stats_html((hostile,))
    assert "<script>" not in page and "<b>" not in page and "<img" not in page and 'onload="x' not in page
    assert "&lt;b&gt;Ann&lt;/b&gt;" in page and "&lt;script&gt;" in page and "&lt;img src=x&gt;" in page


def test_each_finished_play_has_the_link_that_hands_its_play_json_to_bg_stats():
    links = _links(render_stats_html(PLAYS))
    sent = [json.loads(parse_qs(urlparse(link).query)["data"][0]) for link in links]
    assert sent == bg_stats_plays(PLAYS)
    assert [one["playDate"] for one in sent] == ["2026-11-01 21:05:00", "2026-11-02 21:05:00", "2026-11-03 21:05:00"]
    assert all("winner" in player for one in sent for player in one["players"])


def test_the_page_is_in_the_apps_language():
    use_language("ru")
    try:
        page = render_stats_html(PLAYS)
    finally:
        use_language("en")
    assert '<html lang="ru">' in page and "Статистика" in page and "Stats across games" not in page


def test_no_saved_session_says_so():
    assert "No saved sessions yet." in render_stats_html(())


def test_the_page_is_written_whole_where_asked(tmp_path):
    path = write_stats_page(PLAYS, tmp_path / "reports" / "stats.html")
    assert path.read_text(encoding="utf-8") == render_stats_html(PLAYS)
    assert [p.name for p in path.parent.iterdir()] == ["stats.html"]


def test_a_what_if_branch_is_never_counted_as_a_play(store):
    live = store.create_session(game_id="tally", name="Real", setup=tally_setup("Ann", "Bob", target=5))
    live.act(AddPoints(3))
    branch = BranchSession.from_moment(live, 1)
    SessionController(branch).apply(AddPoints(6))  # the branch wins; the real game goes on
    plays = all_plays(store)
    assert [(play.name, play.finished, play.winners) for play in plays] == [("Real", False, ())]
    page = render_stats_html(plays)
    assert "No play of this game has finished yet." in page and BG_STATS_LINK not in page
