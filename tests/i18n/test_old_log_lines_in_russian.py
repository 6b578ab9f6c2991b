"""A session's log saved in English (as every version so far saved it) reads in Russian when it is opened again.

The store keeps each ruling's message as its English text and nothing rewrites it; the sentence is
read back through the catalogue's templates when it is shown (companion.services.i18n.stored_text).
"""

from __future__ import annotations

from rich.text import Text

from companion.services.i18n import translate, use_language
from companion.services.i18n.catalogues import load_catalogue
from companion.services.i18n.stored_text import read_stored
from companion.services.store import SessionStore
from rules_engine.dice_throne.actions import NextPhase
from rules_engine.messages import Message
from screens.action_log import render_entry
from tests.dice_throne.support import make_setup, to_action
from tests.support.pilot_waits import until


def _russian(text: str) -> str:
    return read_stored(text, load_catalogue("ru"))


def test_a_saved_log_reads_in_russian_as_it_read_when_played(store: SessionStore) -> None:
    live = store.create_session(game_id="dice-throne", name="Дуэль", setup=make_setup(names=("Аня", "Борис")))
    live.act(to_action(live.state, "roll-off", 6, 1))
    for _ in range(3):
        live.act(NextPhase())
    live.act(to_action(live.state, "roll", 1, 1, 1, 4, 6))
    played = [entry.ruling.message for entry in live.entries]
    assert all(isinstance(message, Message) for message in played), "while played, the log keeps its templates"
    use_language("ru")
    as_played = [translate(message) for message in played]

    reopened = store.open_session(live.id)
    stored = [entry.ruling.message for entry in reopened.entries]
    assert [type(message) for message in stored] == [str] * len(played), "read back, a ruling is its English text"
    assert [translate(message) for message in stored] == as_played
    lines = [render_entry(entry).plain for entry in reopened.entries]
    # the log's lines read as they did while played (the first roll's line without the dice its dice sentence says)
    assert lines == [render_entry(entry).plain for entry in live.entries]
    assert all(text in line for text, line in zip(as_played[:-1], lines, strict=False))
    assert "Аня бросает кубики (попытка 1, осталось 2). Кубики: 1 " in lines[-1], lines[-1]
    assert all(str(message) not in line for message, line in zip(stored, lines, strict=True))


def test_names_stay_as_typed_and_a_capitalised_name_is_never_read_as_a_word() -> None:
    # "Reload" is a Dice Throne status here, not the key that reloads ("Обновить"): in a status's place it reads as the
    # board names the status (`stored_text.NAMED_PLACEHOLDERS`); a player who calls herself Reload keeps her name.
    use_language("ru")
    said = Message("{who} spends {amount} {status}", who="Ann", amount=1, status="Reload")
    assert "«Перезарядка»" in _russian(str(said))
    assert "Обновить" not in _russian(str(said))
    named = Message("{name} spends {count} {status}", name="Reload", count=1, status="Evasive")
    assert _russian(str(named)) == "Reload тратит «Уклонение» × 1"


def test_a_sentence_inside_a_sentence_is_read_and_a_part_must_close_its_brackets() -> None:
    # The house rule's reason is a sentence of its own, its phase a word of the game; the selling
    # sentence's own template would take "3) (house rule: ...)" for its {now}, which opens no bracket it closes.
    text = "Bob sells a card for 1 CP (now 3) (house rule: cards are sold by the active player in their main " \
           "phases or discard phase (now 3. Main phase 1))"
    read = _russian(text)
    assert read.startswith("Bob продаёт карту за 1 БС (теперь 3) (домашнее правило: ")
    assert read.endswith("(сейчас: 3. Основная фаза 1))")


def test_english_and_sentences_no_template_made_stay_as_stored() -> None:
    assert read_stored("Ann adds 4", load_catalogue("en")) == "Ann adds 4"
    assert _russian("Ania waves at the table") == "Ania waves at the table"
    assert _russian("") == ""


def test_a_log_line_of_an_old_session_has_its_marks_in_russian(store: SessionStore) -> None:
    live = store.create_session(game_id="dice-throne", name="Дуэль", setup=make_setup(names=("Аня", "Борис")))
    live.act(to_action(live.state, "roll-off", 6, 1))
    use_language("ru")
    line: Text = render_entry(store.open_session(live.id).entries[0])
    # The roll-off says each die by its player, in Russian, and no dice sentence after it says them again.
    assert line.plain.endswith("бросок за первый ход Аня 6, Борис 1: первым ходит Аня"), line.plain
    assert not any(word in line.plain for word in ("rolls", "dice", "chooses", "Кубики"))


def test_a_short_template_of_another_game_does_not_read_a_part() -> None:
    # "the {kind}" (Dungeoneer's obstacle) and "{hero} die" are too short to read "the targeting die" of Dice Throne.
    read = _russian("the targeting die becomes 4 (Tip It)")
    assert "преграда" not in read and "героя" not in read


def test_how_a_game_ended_reads_in_russian_when_read_back_as_english() -> None:
    # The end of a game is kept in the state as its English sentence (a snapshot holds it as text).
    ends = {
        "Ann slays Margath and wins": "Ann убивает Маргата и побеждает",
        "Bo gathers three Dragon Runes and wins": "Bo собирает три руны дракона и побеждает",
        "Cy wins: every other hero is defeated": "Cy побеждает: все остальные герои повержены",
        "Di wins: 3 quests done and back at the entrance": "Di побеждает: выполнено заданий — 3, и герой вернулся ко входу",
    }
    assert {english: _russian(english) for english in ends} == ends


async def test_the_ruling_panel_says_what_an_undo_or_redo_moved_in_russian_live_and_in_a_session_saved_before(
        store: SessionStore) -> None:
    """The panel's note after ctrl+z / ctrl+y reads in the table's language: the moved action's ruling as the log
    reads it, and the note's own words; a session played in English and reopened in Russian too."""
    from companion.shell.app import make_app
    from screens.ruling_panel import RulingPanel
    from tests.tui.conftest import SIZE
    from tests.tui.drive import frame

    live = store.create_session(game_id="dice-throne", name="Дуэль", setup=make_setup(names=("Аня", "Борис")))
    live.act(to_action(live.state, "roll-off", 6, 1))
    use_language("ru")
    moved = translate(live.entries[0].ruling.message)
    live.undo()  # saved with an undo last, as an English table would have left it
    app = make_app(store, language="ru")
    async with app.run_test(size=SIZE) as pilot:
        app.open_session(live.id)
        await until(pilot, lambda: type(app.screen).__name__ == "SessionFrame" and app.screen.is_mounted,
                    "the session's frame")
        panel = frame(pilot).query_one(RulingPanel)
        assert panel.text().startswith(f"Отменено: {moved} (№1)"), panel.text()
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert panel.text().startswith(f"Возвращено: {moved} (№1)"), panel.text()
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert panel.text().startswith(f"Отменено: {moved} (№1)"), panel.text()
        assert "Undone" not in panel.text() and "Redone" not in panel.text()


#: Sentences an earlier version of an engine saved, worded as it worded them, and how they read in Russian now
#: (`companion/services/i18n/retired_sentences.py`: each pass that reworded them).
REWORDED = {
    "0 counters back on the board: ": "на поле не возвращается ни один жетон",  # Runebound 2e before the ninth pass
    "drew Goblin into the hand": "взята карта Goblin в руку",  # Dungeoneer solo before the deck was named
    "Orc becomes a orange trophy": "Orc становится оранжевым трофеем",  # Runebound 3e before the trophy's article
    # Runebound 3e before the challenge token's article (twenty-fifth pass)
    "a orange challenge token is laid on Hillock": "оранжевый жетон испытания положен на клетку Hillock",
    "a green challenge token is placed on Oakvale": "зелёный жетон испытания кладут на клетку Oakvale",
    "the dice do not cover road: the quest stays with Laurel":
        "кубики не покрывают дорога: квест остаётся у героя Laurel; новая попытка — это новое выполнение отложенного "
        "квеста в его области с действиями, отмеченными на карте",
    "duel: friendly spells and feats, Ann first, then Bob": "поединок: дружественные карты, сначала Ann, затем Bob",
    # Runebound 2e before the twenty-seventh pass: counted things said "die/dice", "ally/allies"
    "3 unused die/dice are lost": "неиспользованные кубики (3) пропадают",
    "upkeep first: pay 1 gold for each of 2 ally/allies or dismiss them ('upkeep')":
        "сначала содержание: заплатите по 1 золотому за каждого союзника отряда (2) или отпустите кого-нибудь ('upkeep')",
    # Runebound 3e before the twenty-ninth pass: a market deal's note said the message again
    "Sword goes to the Forge market": "Sword выкладывается на рынок: Forge",
}


def test_sentences_a_later_pass_reworded_read_in_russian_from_a_saved_log(store: SessionStore, monkeypatch) -> None:
    """A log saved while an engine still said the old sentence (its message and its effects, as that version worded
    them) shows it in Russian once opened again: read as the sentence that replaced it, nothing rewritten."""
    from tests.support.tally_game import AddPoints, TallyGame
    from tests.tui.conftest import tally_setup

    old_message, *old_effects = REWORDED
    resolve = TallyGame.resolve

    def as_an_earlier_version_said(self, state, act, ref):  # type: ignore[no-untyped-def]
        state, _said = resolve(self, state, act, ref)
        for effect in old_effects:
            ref.note(effect)
        return state, old_message

    with monkeypatch.context() as earlier:
        earlier.setattr(TallyGame, "resolve", as_an_earlier_version_said)
        live = store.create_session(game_id="tally", name="Old", setup=tally_setup("Ann", "Bob"))
        live.act(AddPoints(2))
    entry = store.open_session(live.id).entries[0]
    saved = [entry.ruling.message, *entry.ruling.effects[-len(old_effects):]]  # after the tally's own effects
    assert saved == list(REWORDED), "saved as the earlier version said it"
    use_language("ru")
    assert [translate(text) for text in saved] == list(REWORDED.values())
    assert REWORDED[old_message] in render_entry(entry).plain
    use_language("en")
    assert translate(entry.ruling.message) == old_message, "in English the saved sentence is shown as it was saved"


def test_of_two_templates_as_long_the_one_with_more_placeholders_reads_the_sentence() -> None:
    # "{gold} gold" would take "Anna gains 0" for its amount and leave it English: "Anna gains 0 зол.".
    assert _russian("Anna gains 0 gold") == "Anna получает 0 зол."
    assert _russian("Anna pays 2 gold") == "Anna платит 2 зол."


def test_a_saved_list_of_the_games_words_reads_word_by_word_and_a_list_of_names_stays_as_typed() -> None:
    assert _russian("2 counters back on the board: green, blue").endswith("(зелёный, синий)")
    assert _russian("Ann refreshes Sword, Shield").endswith("Sword, Shield")


def test_a_rulings_clauses_read_one_by_one_after_a_template_that_ends_in_a_name() -> None:
    # "into {card}" ends in its placeholder: read alone, it took the clauses after the card for the card's name and
    # left "+1 glory, +0 peril" in English.
    said = "into North tunnel; 1 wound from the trap; +1 glory, +0 peril"
    read = _russian(said)
    assert "North tunnel" in read, "the card's name stays as typed"
    assert "glory" not in read and "peril" not in read and "wound" not in read, read
    assert read == "в локацию North tunnel; ран от ловушки: 1; +1 славы, +0 риска"
    assert _russian("into North tunnel; +1 glory, +0 peril") == "в локацию North tunnel; +1 славы, +0 риска"


def test_a_games_own_label_inside_a_sentence_is_read_even_with_a_capital() -> None:
    # A Dungeoneer phase's label is the game's word ("dungeoneer word"), not a name: "V. Discard and draw begins".
    use_language("ru")
    said = Message("{label} begins", label=Message("V. Discard and draw"))
    assert _russian(str(said)) == "начинается фаза: V. Сброс и добор"
    assert _russian(str(Message("{label} begins", label="IV. Deeds"))) == "начинается фаза: IV. Подвиги"


def test_a_saved_move_names_its_terrain_face_in_russian_as_it_did_when_played() -> None:
    """A Runebound 3e step names the die's face ("hills+road", joined as the panel joins it; "hills/road" in a log
    saved before): the words of a face with two terrains are read too."""
    from rules_engine.runebound3.words import terrain_words

    use_language("ru")
    played = Message("{name} moves to {space} (die {die}: {face})", name="Ann", space="Tamalir", die=1,
                     face=terrain_words(("hills", "road")))
    assert translate(played) == _russian(str(played)) == "Ann идёт: Tamalir (кубик 1: холмы+дорога)"
    assert _russian("Ann moves to Tamalir (die 1: hills/road)") == "Ann идёт: Tamalir (кубик 1: холмы/дорога)"
    assert _russian("Ann moves to Tamalir (die 1: Bo/Al)") == "Ann идёт: Tamalir (кубик 1: Bo/Al)"  # no words: kept
