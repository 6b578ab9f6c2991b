"""Stats across games: per game, its plays, wins per player and per hero, the average length; and an export
of the finished plays that BG Stats imports.

Every saved session is one play. Who won comes from the game itself (`Game.standings`, typed data of its
latest state): the seats its rules made winners, none in a draw or when every hero lost, and none where the
book leaves the winner to a card the table reads (Runebound 3e's scenario card). The length is the game clock's played time (a play never timed has none) and its
number of actions.

The export follows the JSON BG Stats documents for handing it a play from another app ("Push plays to BG
Stats from other apps or websites", bgstatsapp.com/support): one object per play with `sourceName`,
`sourcePlayId`, `playDate` (UTC, `yyyy-MM-dd HH:mm:ss`; the moment the play was last played, as apps that
push plays send the end of the play), `durationMin`, `board`, `game` (`name`, `sourceGameId`,
`highestWins`, `noPoints`) and `players` (`name`, `sourcePlayerId`, `role` — the hero —, `winner`, which
BG Stats' Android app needs on every player, and `startPlayer`). BG Stats takes one such object per
link, url-encoded after `https://app.bgstatsapp.com/createPlay.html?data=` (`bg_stats_link`): the file
`companion stats --bgstats` writes lists them, and the HTML stats page offers each finished play's link.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import quote

from companion.services.game_clock import read_clock

#: What the export names as the app the plays come from.
SOURCE_NAME = "Table Companion"
#: Where BG Stats takes a play handed to it by another app (the play's JSON url-encoded after it).
BG_STATS_LINK = "https://app.bgstatsapp.com/createPlay.html?data="


@dataclass(frozen=True, slots=True)
class Play:
    """One saved session as a play: who sat where (and as which hero), whether it ended and who won."""

    session_id: int
    uid: str
    name: str
    game_id: str
    game_title: str
    players: tuple[str, ...]
    heroes: tuple[str, ...]  # the hero's name per seat ('' where the game has none)
    started: datetime
    ended: datetime  # when it was last played
    finished: bool
    winners: tuple[str, ...]
    played_seconds: float
    actions: int


@dataclass(frozen=True, slots=True)
class GameStats:
    """One game's plays summed up."""

    game_id: str
    game_title: str
    plays: int
    finished: int
    wins_by_player: tuple[tuple[str, int], ...]
    wins_by_hero: tuple[tuple[str, int], ...]
    average_minutes: float | None  # over the finished plays that were timed
    average_actions: float | None  # over the finished plays


def _hero_name(setup: Any, hero: str | None) -> str:
    if not hero:
        return ""
    data = setup.catalogue.get("heroes", {}).get(hero, {})
    return str(data.get("name") or data.get("title") or hero) if isinstance(data, dict) else hero


def play_of(store: Any, summary: Any) -> Play:
    """The play a saved session is (its log replayed to its latest state)."""
    live = store.open_session(summary.id)
    # The game's own standings: the seats its rules made winners (none where the rules leave it to a card
    # the table reads, as Runebound 3e's scenario card, or where every hero lost), and each seat's hero.
    standings = live.game.standings(live.state)
    players = tuple(p.name for p in live.setup.players)
    heroes = tuple((standings.heroes[seat] if seat < len(standings.heroes) else None)
                   or _hero_name(live.setup, player.hero) for seat, player in enumerate(live.setup.players))
    winners = tuple(players[seat] for seat in standings.winners)
    clock = read_clock(store, summary.id)
    return Play(summary.id, live.uid, summary.name, summary.game_id, summary.game_title, players, heroes,
                summary.created_at, summary.last_played, standings.finished, winners, clock.played, summary.actions)


def all_plays(store: Any) -> tuple[Play, ...]:
    """Every saved session as a play, oldest first."""
    return tuple(sorted((play_of(store, summary) for summary in store.list_sessions()),
                        key=lambda play: (play.started, play.session_id)))


def game_stats(plays: tuple[Play, ...]) -> tuple[GameStats, ...]:
    """Per game (by title): plays, wins per player and per hero, average length of the finished plays."""
    found = []
    for game_id in sorted({play.game_id for play in plays}, key=lambda g: next(p.game_title for p in plays if p.game_id == g)):
        chosen = [play for play in plays if play.game_id == game_id]
        done = [play for play in chosen if play.finished]
        by_player: Counter[str] = Counter(name for play in done for name in play.winners)
        by_hero: Counter[str] = Counter(play.heroes[play.players.index(name)] for play in done for name in play.winners
                                        if play.heroes[play.players.index(name)])
        timed = [play.played_seconds / 60 for play in done if play.played_seconds > 0]
        found.append(GameStats(game_id, chosen[0].game_title, len(chosen), len(done),
                               tuple(sorted(by_player.items(), key=lambda kv: (-kv[1], kv[0].casefold()))),
                               tuple(sorted(by_hero.items(), key=lambda kv: (-kv[1], kv[0].casefold()))),
                               sum(timed) / len(timed) if timed else None,
                               sum(play.actions for play in done) / len(done) if done else None))
    return tuple(found)


def bg_stats_plays(plays: tuple[Play, ...]) -> list[dict[str, Any]]:
    """The finished plays as BG Stats play links (see the module's note on the format)."""
    links = []
    for play in plays:
        if not play.finished:
            continue
        links.append({
            "sourceName": SOURCE_NAME,
            "sourcePlayId": play.uid,
            "playDate": play.ended.strftime("%Y-%m-%d %H:%M:%S"),
            "durationMin": round(play.played_seconds / 60),
            "board": "",
            "game": {"name": play.game_title, "sourceGameId": play.game_id, "highestWins": True, "noPoints": True},
            "players": [{"name": name, "sourcePlayerId": name, "role": hero, "winner": name in play.winners,
                         "startPlayer": seat == 0}
                        for seat, (name, hero) in enumerate(zip(play.players, play.heroes))],
        })
    return links


def bg_stats_link(play_link: dict[str, Any]) -> str:
    """The link that hands one play (an item of `bg_stats_plays`) to BG Stats, which shows its import dialog."""
    return BG_STATS_LINK + quote(json.dumps(play_link, ensure_ascii=False, separators=(",", ":")), safe="")
