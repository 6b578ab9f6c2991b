"""Honest dice: faces counted per die and per source across chosen sessions, tested against fair dice."""

from __future__ import annotations

from companion.services.dice_fairness import LOOK, NOTHING_UNUSUAL, TOO_FEW, DiceTally, counted_label, dice_report
from companion.services.i18n import translate
from companion.services.controller import SessionController
from companion.services.fulfillers import AppChance, DiceFrom
from companion.services.outcomes import Applied
from rules_engine.chance import DiceRequest, made_by
from rules_engine.decisions import Decision, DecisionKind
from rules_engine.dice import DiceRoll, DieSpec, Face, TableDice, numbered_die
from tests.store.conftest import tally_setup
from tests.support.tally_game import AddPoints, EndTurn, RollPoints

D6 = numbered_die(6)


def _played(store, name: str, faces: list[int], source: str) -> int:
    """A Tally session in which each listed face is one roll of a d6 by `source`."""
    live = store.create_session(game_id="tally", name=name, setup=tally_setup("Ann", "Bob", target=1_000_000))
    for value in faces:
        live.act(RollPoints(DiceRoll("d6", (D6.faces[value - 1],), source)))
        live.act(EndTurn())
    return live.id


def test_faces_are_counted_per_source_and_an_even_count_is_nothing_unusual(store):
    even = _played(store, "Even", [1, 2, 3, 4, 5, 6] * 10, "app")
    table = _played(store, "Table", [6] * 30, "table")
    groups, unknown = dice_report(store, [even, table])
    assert unknown == 0
    assert [(g.die_id, g.source) for g in groups] == [("d6", "app"), ("d6", "table")]
    app, physical = groups
    assert [(f.label, f.count) for f in app.faces] == [(str(n), 10) for n in range(1, 7)]
    assert app.rolled == 60 and app.test.p_value == 1.0 and app.verdict == NOTHING_UNUSUAL
    assert "nothing unusual" in translate(app.in_words())
    assert physical.rolled == 30 and physical.verdict == LOOK and physical.test.degrees_of_freedom == 5
    assert "worth a look" in translate(physical.in_words())


def test_only_the_chosen_sessions_count(store):
    first = _played(store, "First", [1, 2, 3, 4, 5, 6] * 5, "table")
    _played(store, "Second", [6] * 30, "table")
    groups, _ = dice_report(store, [first])
    assert [g.rolled for g in groups] == [30] and groups[0].verdict == NOTHING_UNUSUAL


def test_a_few_rolls_are_too_few_to_say(store):
    groups, _ = dice_report(store, [_played(store, "Short", [6, 6, 6], "table")])
    assert groups[0].verdict == TOO_FEW and "too few rolls" in translate(groups[0].in_words())


def test_an_undone_roll_is_not_counted(store):
    live = store.create_session(game_id="tally", name="Undo", setup=tally_setup("Ann", target=1_000))
    live.act(RollPoints(DiceRoll("d6", (D6.faces[5],), "table")))
    live.undo()
    live.act(RollPoints(DiceRoll("d6", (D6.faces[0],), "table")))
    groups, _ = dice_report(store, [live.id])
    assert [(f.label, f.count) for f in groups[0].faces if f.count] == [("1", 1)]


def test_the_stored_requests_are_read_where_the_log_kept_them(store, monkeypatch):
    """A roll whose action keeps only its total holds no dice: its stored request still counts it, by whom it was
    rolled; a roll the action holds is counted once; the old entries beside them are counted as before."""
    live = store.create_session(game_id="tally", name="Requests", setup=tally_setup("Ann", "Bob", target=1_000_000))
    monkeypatch.setattr(type(live.game), "own_decision",
                        lambda self, state: Decision(DecisionKind.ACTION, state.active, "your turn"))
    live.act(RollPoints(DiceRoll("d6", (D6.faces[1],), "table")))  # typed whole: no request kept
    live.act(EndTurn())
    controller = SessionController(live)
    total_of_d6 = DiceRequest(D6, 1, "points", made_by("tally.total"))
    assert isinstance(controller.fulfil(total_of_d6, DiceFrom(TableDice(["5"]))), Applied)
    assert live.entries[-1].action == AddPoints(5) and not live.entries[-1].dice  # only the total is in the log
    assert isinstance(controller.apply(EndTurn()), Applied)
    assert isinstance(controller.play(controller.read("roll"), AppChance.seeded(3)), Applied)
    seeded_face = live.entries[-1].dice[0].faces[0].label
    groups, unknown = dice_report(store, [live.id])
    assert unknown == 0
    counted = {(g.source, f.label): f.count for g in groups for f in g.faces if f.count}
    assert counted == {("table", "2"): 1, ("table", "5"): 1, ("seeded", seeded_face): 1}


TERRAIN = DieSpec("terrain", "terrain die", (
    Face("mountains+plains+river", 1, ("mountains", "plains", "river")),
    Face("forest+hills", 2, ("forest", "hills")),
), kind="symbols")


def test_a_face_whose_symbols_are_named_in_another_order_counts_as_the_dies_own_face():
    tally = DiceTally()
    older = Face("plains+river+mountains", 1, ("plains", "river", "mountains"))
    for face in (older, TERRAIN.faces[0], TERRAIN.faces[1], Face("hills+forest", 2, ("hills", "forest"))):
        tally.count(TERRAIN, DiceRoll("terrain", (face,), "table"))
    (group,) = tally.groups()
    assert [(f.label, f.count) for f in group.faces] == [("mountains+plains+river", 2), ("forest+hills", 2)]
    assert group.rolled == 4


def test_a_face_the_die_does_not_have_keeps_its_own_label():
    stranger = Face("swamp", 1, ("swamp",))
    assert counted_label(TERRAIN, stranger) == "swamp"
    assert counted_label(TERRAIN, Face("hills+forest", 3, ("hills", "forest"))) == "hills+forest"  # not its number
