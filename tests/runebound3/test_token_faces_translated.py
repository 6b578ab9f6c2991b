"""Runebound 3e's combat token faces in the player's language: the fight panel, the spends, the rulings and
the log's fight lines say each face's symbol in the book's word ('топор', 'вспышка', ...) in a Russian
session, and its notation ('2axe*', what `landed` reads) in an English one."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from companion.services.i18n import translate, use_language
from companion.services.i18n.catalogues import load_catalogue
from companion.services.i18n.stored_text import read_stored
from rules_engine.runebound3.combat.actions import Double, Strike
from rules_engine.runebound3.combat.board import CombatBoard, SpendView, board
from rules_engine.runebound3.combat.resolve import rule_on
from rules_engine.runebound3.view_text import _side_line
from rules_engine.runebound3.words import face_words
from screens.runebound3.combat_board import board_text
from screens.runebound3 import Runebound3Area
from tests.runebound3.screen_apps import AreaApp
from tests.runebound3.screen_tables import wolf_fight
from tests.runebound3.test_combat_board import started
from tests.runebound3.test_screens_combat_played import fight_panel
from tests.support.pilot_waits import until
from tests.support.typed_submit import submit_typed
from tests.runebound3.test_screens_board_text import side, token

#: The word the Russian summary of the rules gives each symbol (its combat section).
BOOK_WORDS = {"axe": "топор", "bolt": "вспышка", "skull": "череп", "wing": "крыло", "surge": "молния",
              "double": "удвоение", "shield": "щит", "miss": "промах"}


@pytest.fixture
def russian() -> Iterator[None]:
    use_language("ru")
    try:
        yield
    finally:
        use_language("en")


def test_a_face_keeps_its_notation_in_english_and_says_its_symbol_in_russian(russian: None) -> None:
    assert str(face_words("2axe*")) == "2axe*" and str(face_words("axe/2shield*")) == "axe/2shield*"
    for symbol, russian_word in BOOK_WORDS.items():
        assert translate(face_words(symbol)) == russian_word
    assert translate(face_words("2bolt*")) == "2вспышка*"
    assert translate(face_words("axe/2shield*")) == "топор/2щит*"
    assert translate(face_words("Ann 1")) == "Ann 1"  # not a face: as it is


def test_the_fight_panel_names_the_faces_in_russian(russian: None) -> None:
    combat = CombatBoard(round=1, phase="spending", acting="Ann", first="Ann",
                         sides=(side("Ann", (token(0, "axe", count=2, other_face="wing"), token(1, "bolt"))),
                                side("Wolf", (token(0, "skull", initiative=True, other_face="miss"),), kind="enemy")),
                         spends=(SpendView(1, "bolt", "deal 1 damage", True),), pending="", result="")
    text = board_text(combat, {}).plain
    assert "1 ⚔ 2топор (снизу: крыло)" in text and "2 ϟ вспышка" in text and "1 ☠ череп ★ (снизу: промах)" in text
    assert "жетон 2 вспышка" in text.casefold()
    for english in ("axe", "bolt", "skull", "wing", "miss"):
        assert english not in text


def test_a_ruling_and_the_logs_fight_line_name_the_faces_in_russian(russian: None) -> None:
    state, ruling = rule_on(started(), Double(0, 1, 2))
    said = ruling.message
    assert str(said) == "Ann puts token 3 (2axe) on doubling token 2: it counts twice"
    assert "(2топор)" in translate(said) and "axe" not in translate(said)
    line = translate(_side_line(board(state).sides[0]))
    assert "1:топор*" in line and "2:удвоение" in line and "axe" not in line


async def test_a_russian_session_fight_panel_names_the_faces_the_table_typed_in_the_books_words(
        russian: None) -> None:
    app = AreaApp(wolf_fight())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        submit_typed(app.query_one(Runebound3Area), "landed axe miss / skull shield miss wing shield")
        await until(pilot, lambda: "Шансы перед броском" not in fight_panel(app),
                    "the fight panel drawn after the typed toss")
        assert app.last_ruling.allowed
        text = fight_panel(app)
    assert "1 ⚔ топор (снизу: щит*)" in text and "2 – промах (снизу: вспышка)" in text
    assert "1 ☠ череп (снизу: промах)" in text and "4 ↟ крыло (снизу: череп)" in text
    assert "жетон 1 топор:" in text
    for english in ("axe", "bolt", "skull", "wing", "miss", "shield"):
        assert english not in text


def test_a_strike_names_what_it_spends_in_russian(russian: None) -> None:
    _, ruling = rule_on(started(), Strike(0, (0, 2)))  # the axe* and the 2axe
    assert str(ruling.message) == "Ann spends 3 axe: 3 damage to Troll"
    assert translate(ruling.message).startswith("Ann тратит 3 топора:")  # counted: test_token_face_counts.py


@pytest.mark.parametrize("action", [Double(0, 1, 2), Strike(0, (0, 2))], ids=["double", "strike"])
def test_a_saved_fight_ruling_names_its_faces_in_russian_when_the_session_is_opened_again(
        russian: None, action: object) -> None:
    # The store keeps a ruling as its English text ("Ann puts token 3 (2axe) ..."), read back through the catalogue.
    _, ruling = rule_on(started(), action)
    stored = str(ruling.message)
    assert read_stored(stored, load_catalogue("ru")) == translate(ruling.message)
    assert "axe" not in read_stored(stored, load_catalogue("ru"))
    joined = stored.replace("(2axe)", "(axe/2shield*)") if "(2axe)" in stored else "Ann spends 3 axe*: 3 damage to Troll"
    assert any(read in read_stored(joined, load_catalogue("ru")) for read in ("(топор/2щит*)", "3 топора*:"))


def test_the_toss_and_the_retreat_name_their_dice_in_russian(russian: None) -> None:
    # The dice tray's title ('Dice: 10 × combat token'): its die's name, translated as the tray shows it.
    from rules_engine.runebound3.combat.state import TOKEN_DIE
    from rules_engine.runebound3.fighting import TERRAIN_DIE

    assert (TOKEN_DIE.name, TERRAIN_DIE.name) == ("combat token", "terrain die")
    assert (translate(TOKEN_DIE.name), translate(TERRAIN_DIE.name)) == ("боевой жетон", "кубик местности")
