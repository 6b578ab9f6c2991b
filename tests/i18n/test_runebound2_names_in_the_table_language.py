"""Runebound 2e's printed names (the shipped heroes, the board's cities, the Class Decks cards) in the table's language.

A Russian table reads the names its cards and the Russian rulebook print («Варикас Мёртвый», «Тамалир»), in the
wizard, on the board, in every ruling and in a log read back from a saved session; the Polish interface keeps the
English proper names no Polish book here prints and the Polish book's card names. The state, the saved log and the
golden files keep the English (or Polish-book) names: names are translated as shown, never as stored, and a name
typed as the screen shows it is read back to the kept one.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from cards_db.runebound2 import shipped_heroes
from cards_db.runebound2_class_decks import shipped_class_cards
from companion.services.controller import SessionController
from companion.services.i18n import translate, use_language
from companion.services.rehearsal import RehearsalSession
from companion.services.report_html import render_html
from companion.services.report_markdown import render_markdown
from companion.services.session_report import build_report
from companion.services.store import SessionStore
from companion.shell.cli import main
from rules_engine.game import GameSetup, PlayerSetup
from rules_engine.runebound2.board import board
from rules_engine.runebound2.choice_domains import CITIES
from rules_engine.runebound2.class_decks.actions import PlayClassCard
from rules_engine.runebound2.doom_track import SLOT_CITIES, DoomCard, DoomTrack
from rules_engine.runebound2.names import CITY_NAMES, CLASS_CARD_NAMES, FOE_NAMES, HERO_NAMES, printed_name
from screens.action_log import render_entry
from screens.runebound2.widgets import doom_text, party_text, status_text
from screens.summary_screen import summary_lines
from screens.wizard import hero_label
from tests.runebound2.class_deck_helpers import BOOK, class_game
from tests.runebound2.helpers import GAME, HEROES, new_game, play
from tests.support.saved_games import golden_game_file, save_golden_game

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def _apply(state, text: str):
    """The ruling of a typed command, applied."""
    return GAME.apply(state, GAME.parse_command(state, text))


def test_every_shipped_name_is_marked_and_has_its_russian() -> None:
    heroes = shipped_heroes()
    assert set(HERO_NAMES) == {hero["name"] for hero in heroes.values()}
    assert set(CLASS_CARD_NAMES) == {card["name"] for card in shipped_class_cards().values()}
    assert set(CITY_NAMES) == set(CITIES) >= set(SLOT_CITIES.values())
    use_language("ru")
    for hero in heroes.values():  # the name the hero's card prints, which the catalogue records as information
        assert translate(printed_name(hero["name"])) == hero["name_ru"]
    for name in CITY_NAMES + FOE_NAMES + CLASS_CARD_NAMES:
        assert set(translate(printed_name(name)).lower()) & CYRILLIC, name
    assert translate(printed_name("Margath")) == "Маргат"  # as the Russian rulebook names him
    assert translate(printed_name("Lorn")) == "Lorn"  # a table's own hero: as typed
    use_language("pl")
    everything = HERO_NAMES + CITY_NAMES + FOE_NAMES + CLASS_CARD_NAMES
    assert [translate(printed_name(name)) for name in everything] == list(everything)


@pytest.mark.parametrize(("language", "shown"), [
    ("ru", ["Мок-Духомолв", "Валадир", "Варикас Мёртвый"]),
    ("pl", ["Mok", "Valadir", "Varikas the Dead"]),
    ("en", ["Mok", "Valadir", "Varikas the Dead"]),
])
def test_the_wizard_lists_the_shipped_heroes_as_their_cards_print_them(language: str, shown: list[str]) -> None:
    use_language(language)
    assert [hero_label(hero_id, data, "runebound2") for hero_id, data in sorted(shipped_heroes().items())] == shown
    assert hero_label("lorn", {"name": "Lorn"}, "runebound2") == "Lorn"


def test_a_board_line_names_the_hero_and_its_city_in_russian_and_keeps_the_english_underneath() -> None:
    state = new_game(2, doom_track=True)
    data = board(state)
    use_language("en")
    english = party_text(data.parties[0]).plain, status_text(data, GAME.view(state)).plain, doom_text(data.doom).plain
    use_language("ru")
    party, status, doom = (party_text(data.parties[0]).plain, status_text(data, GAME.view(state)).plain,
                           doom_text(data.doom).plain)
    assert "Варикас Мёртвый" in party and "город Тамалир" in party and "Varikas" not in party
    assert "Anna (Варикас Мёртвый)" in status
    assert "1 Винельваль" in doom and "4 Тамалир" in doom and "деление 5" in doom
    assert "Varikas the Dead" in english[0] and "city of Tamalir" in english[0] and "slot 5: -" in english[2]
    assert str(data.parties[0].hero.name) == "Varikas the Dead"  # the board's data keeps the English


def test_a_polish_board_line_says_its_slots_in_polish_and_keeps_the_printed_names() -> None:
    data = board(new_game(2, doom_track=True))
    use_language("pl")
    doom = doom_text(data.doom).plain
    assert "pole 5: -" in doom and "slot" not in doom  # the unnamed slots were English ("slot 5") on a Polish board
    assert "4 Tamalir" in doom and "Varikas the Dead" in party_text(data.parties[0]).plain


def test_a_ruling_names_the_hero_in_russian_and_keeps_its_english_text() -> None:
    ruling = _apply(new_game(2), "effect wound 1").ruling
    assert [str(note) for note in ruling.effects] == ["Varikas the Dead takes 1 wound (1/6)"]
    use_language("ru")
    assert translate(ruling.effects[0]) == "Варикас Мёртвый получает 1 рану (1/6)"
    use_language("pl")
    assert translate(ruling.effects[0]).startswith("Varikas the Dead ")
    assert translate(ruling.effects[0]) != str(ruling.effects[0])


def test_a_polish_ruling_says_a_doom_slot_in_polish() -> None:
    state = new_game(4, doom_track=True)  # four players: a counter falls at eight cards, so a fifth slot fills
    state = replace(state, doom=DoomTrack(tuple(DoomCard(f"Card {number}", "green") for number in range(4))))
    for text in ("step H3:forest adventure:green", "next", "adventure take", 'encounter "Old Hermit" green'):
        state = play(state, text)
    ruling = _apply(state, "done").ruling
    assert [str(note) for note in ruling.effects] == ["Old Hermit goes face down on the doom track (slot 5)"]
    use_language("pl")
    assert translate(ruling.effects[0]) == "karta Old Hermit trafia zakryta na tor zagłady (pole 5)"
    use_language("ru")
    assert translate(ruling.effects[0]).endswith("(деление 5)")


def test_a_class_card_reads_by_its_russian_name_and_by_the_polish_books() -> None:
    state = class_game(2, {"Anna": (BOOK["Celny strzał"],)})
    ruling = GAME.check(state, PlayClassCard("Anna", "Celny strzał"))
    assert ruling.allowed and str(ruling.message).startswith("Anna plays Celny strzał (")
    use_language("ru")
    assert translate(ruling.message).startswith("Anna играет карту Меткий выстрел (")
    use_language("pl")
    assert translate(ruling.message).startswith("Anna zagrywa kartę Celny strzał (")


def test_a_saved_log_read_back_names_the_hero_in_russian(store: SessionStore) -> None:
    setup = GameSetup((PlayerSetup("Аня", "varikas"), PlayerSetup("Борис", "valadir")), {}, {"heroes": HEROES})
    live = store.create_session(game_id="runebound2", name="Руны", setup=setup)
    live.act(GAME.parse_command(live.state, "effect wound 1"))
    live.act(GAME.parse_command(live.state, "effect exhaust 2"))
    use_language("ru")
    as_played = [translate(note) for entry in live.entries for note in entry.ruling.effects]
    reopened = store.open_session(live.id)
    stored = [note for entry in reopened.entries for note in entry.ruling.effects]
    assert [str(note) for note in stored] == ["Varikas the Dead takes 1 wound (1/6)",
                                              "Varikas the Dead takes 2 exhaustion (2/4)"]
    assert [type(note) for note in stored] == [str, str]  # read back, a note is its English text
    assert [translate(note) for note in stored] == as_played
    assert as_played[0] == "Варикас Мёртвый получает 1 рану (1/6)" and as_played[1].startswith("Варикас Мёртвый ")
    lines = [render_entry(entry).plain for entry in reopened.entries]
    assert all("Варикас Мёртвый" in line and "Varikas" not in line for line in lines)
    use_language("en")
    assert [translate(note) for note in stored] == [str(note) for note in stored]


def test_a_command_typed_with_the_russian_name_is_understood_as_the_english() -> None:
    setup = GameSetup((PlayerSetup("Аня", "varikas"), PlayerSetup("Борис", "valadir")), {}, {"heroes": HEROES})
    controller = SessionController(RehearsalSession(GAME, setup))
    english = controller.read("effect wound Valadir 1")
    use_language("ru")
    assert controller.read("effect wound Валадир 1") == english
    assert controller.read("effect wound валадир 1") == english
    assert controller.read("hero Варикас life:6") == controller.read("hero Varikas the Dead life:6")
    assert controller.read("hero Варикас Мертвый life:6") == controller.read("hero Аня life:6")
    assert controller.read("step city:Тамалир") == controller.read("step city:Tamalir")
    use_language("en")
    assert controller.read("effect wound Валадир 1") != english  # English reads no Russian name


def test_the_summary_and_the_report_name_the_game_and_margath_in_russian() -> None:
    store = SessionStore.open("sqlite://", memory=True)
    try:
        report = build_report(store, save_golden_game(store, "runebound2-margath").id)
    finally:
        store.close()
    use_language("ru")
    facts = summary_lines(report)
    assert facts[0].startswith("Runebound (2-е изд.) — ") and facts[1] == "Итог: Anna побеждает: повержен противник «Маргат»"
    assert "*Runebound (2-е изд.)* — " in render_markdown(report)
    assert "<em>Runebound (2-е изд.)</em>" in render_html(report)
    use_language("en")
    assert summary_lines(report)[0].startswith("Runebound (2nd edition) — ")


def test_the_command_line_shows_a_runebound2_session_with_its_names_in_russian(capsys, tmp_path) -> None:
    url, session_id = golden_game_file(tmp_path, "runebound2-margath")
    assert main(["--lang", "ru", "--db", url, "sessions", "show", str(session_id)]) == 0
    shown = capsys.readouterr().out
    assert " · Runebound (2-е изд.) · " in shown.splitlines()[0]
    player = next(line for line in shown.splitlines() if line.startswith("  > Anna: "))
    assert player.startswith("  > Anna: герой Варикас Мёртвый, ") and "Varikas" not in player
    assert "повержен противник «Маргат»" in shown and "побеждает противника Маргат" in shown  # the result, and the log read back
    assert main(["--lang", "ru", "--db", url, "sessions", "list"]) == 0
    assert "Runebound (2-е изд.)" in capsys.readouterr().out


def test_a_card_the_russian_book_names_is_typed_as_printed_where_the_game_holds_it_in_english() -> None:
    # Twenty-eighth pass (text29) and the twenty-ninth's brief: the Runebound 2e cards a session holds by English names
    # (a game begun in English, the golden games) had no Russian spelling, while the Russian rulebook names some of them
    # («Кожаный доспех», «Белый клинок», …). Typed so, they are the English cards; a card the table names in Russian
    # itself stays as typed.
    setup = GameSetup((PlayerSetup("Аня", "varikas"),), {}, {"heroes": HEROES})
    live = RehearsalSession(GAME, setup)
    controller = SessionController(live)
    live.act(controller.read("next"))
    live.act(controller.read('market draw "White Blade" item cost:3 class:weapon type:sword'))
    english = controller.read('buy "White Blade"')
    use_language("ru")
    assert controller.read('buy "Белый клинок"') == english
    assert controller.read('buy "белый клинок"') == english
    assert translate(printed_name("White Blade")) == "Белый клинок"
    own = controller.read('market draw "Кожаный доспех" item cost:3 class:armour type:leather')
    assert "Кожаный доспех" in repr(own) and "Leather Armour" not in repr(own), "not held in English: as typed"
    use_language("en")
    assert controller.read('buy "Белый клинок"') != english
