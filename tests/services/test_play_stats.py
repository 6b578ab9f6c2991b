"""Stats across games: plays, wins per player and hero, average length, and the BG Stats export of finished plays."""

from __future__ import annotations

from companion.services.play_stats import all_plays, bg_stats_plays, game_stats
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn


def _won_by_ann(store, name: str) -> None:
    live = store.create_session(game_id="tally", name=name, setup=tally_setup("Ann", "Anna", target=5))
    live.act(AddPoints(6))


def test_plays_wins_and_length_per_game_count_only_finished_plays(store):
    _won_by_ann(store, "First")
    _won_by_ann(store, "Second")
    going = store.create_session(game_id="tally", name="Going", setup=tally_setup("Ann", "Bob", target=50))
    going.act(AddPoints(3))
    going.act(EndTurn())
    plays = all_plays(store)
    assert [(p.name, p.finished, p.winners) for p in plays] == [
        ("First", True, ("Ann",)), ("Second", True, ("Ann",)), ("Going", False, ())]
    (tally,) = game_stats(plays)
    assert (tally.plays, tally.finished) == (3, 2)
    assert tally.wins_by_player == (("Ann", 2),) and tally.wins_by_hero == ()
    assert tally.average_actions == 1.0 and tally.average_minutes is None  # never timed


def test_the_bg_stats_export_holds_the_finished_plays_with_their_winners(store):
    _won_by_ann(store, "First")
    store.create_session(game_id="tally", name="Going", setup=tally_setup("Ann", "Bob", target=50))
    plays = all_plays(store)
    (link,) = bg_stats_plays(plays)
    assert link["sourceName"] == "Table Companion" and link["sourcePlayId"] == plays[0].uid
    assert link["game"] == {"name": "Tally (test game)", "sourceGameId": "tally", "highestWins": True, "noPoints": True}
    assert [(p["name"], p["winner"], p["startPlayer"]) for p in link["players"]] == [("Ann", True, True), ("Anna", False, False)]
    assert link["durationMin"] == 0 and len(link["playDate"]) == 19
