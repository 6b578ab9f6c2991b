"""A saved Dungeoneer log read back where the twenty-second pass left English: sentences of few words of their own.

"{attacker} in {form}" and "{attacker} {die} + {value} = {total}" have too few letters of their own to be tried as
templates against any sentence; they are tried last now, as short templates, and read a sentence only when the
monster's name is one the catalogue prints. A template ending in a placeholder no longer takes the clauses after the
one it reads ("drew {card}" took "Grave wraith from the table's deck; attack: …" for a card), nor does a template cut
across clauses ("{player} draws {cards}" read "stayed in …; draws 5 cards …"). Sentences that glued a clause on with
"" or began a message with "; " are whole messages now, with the same English.
"""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dungeoneer.battle_state import Attack, Fighter
from rules_engine.dungeoneer.words import named
from rules_engine.messages import Joined, Message

#: Sentences as a saved log keeps them, and how each reads back.
SAVED = [
    ("drew Grave wraith from the table's deck; attack: Grave wraith in magic",
     {"ru": "взята карта Могильный призрак из колоды стола; атака: Могильный призрак (магия)",
      "pl": "dobrano kartę Grobowy upiór z talii stołu; atak: Grobowy upiór (magia)"}),
    ("attack: Zombie 1 + 3 = 4; Grave wraith 2 + 1 = 3",
     {"ru": "атака: Зомби 1 + 3 = 4; Могильный призрак 2 + 1 = 3",
      "pl": "atak: Zombie 1 + 3 = 4; Grobowy upiór 2 + 1 = 3"}),
    ("stayed in Tomb antechamber: +1 glory, +1 peril; draws 5 cards back up to 5; Ann's turn",
     {"ru": "остаётся в локации «Преддверие гробницы»: +1 славы, +1 риска; добирает 5 карт до 5; ход игрока Ann",
      "pl": "zostaje w lokacji „Przedsionek grobowca”: +1 chwały, +1 ryzyka; dobiera do 5: 5 kart; tura gracza Ann"}),
    ("Zombie 4 against 5: Bo hits: Zombie is slain; Zombie earns nothing and goes to no lair",
     {"ru": "Зомби 4 против 5: Bo попадает и убивает: Зомби; Зомби ничего не получает и не уходит в логово",
      "pl": "Zombie 4 przeciw 5: Bo trafia: Zombie ginie; Zombie nic nie zyskuje i nie trafia do legowiska"}),
    ("West tunnel shifted west of Tomb antechamber, with Ann, Bo",
     {"ru": "West tunnel: перенесена к карте Преддверие гробницы, с её стороны: запад, вместе с тем, что на ней: Ann, Bo",
      "pl": "przesunięto kartę West tunnel na zachód od karty Przedsionek grobowca razem z: Ann, Bo"}),
    ("no challenge; Zombie earns nothing and goes to no lair; Hunt the zombie is not done yet",
     {"ru": "без вызова; Зомби ничего не получает и не уходит в логово; задание «Hunt the zombie» ещё не выполнено",
      "pl": "bez wyzwania; Zombie nic nie zyskuje i nie trafia do legowiska; zadanie „Hunt the zombie” jeszcze nie "
            "jest wykonane"}),
]


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize(("saved", "said"), SAVED,
                         ids=["drawn-and-attack", "attack-rolls", "stayed", "hunt-slain", "shifted-with", "hunt-not-done"])
def test_a_saved_dungeoneer_sentence_of_few_words_reads_back_in_the_tables_language(saved: str, said: dict[str, str],
                                                                                     language: str) -> None:
    use_language(language)
    assert translate(saved) == said[language]


def test_a_drawn_monsters_attack_is_a_message_of_the_catalogue_played_and_read_back() -> None:
    from rules_engine.dungeoneer.solo import _attack_said

    attack = _attack_said(Attack(Fighter("Grave wraith"), Fighter("Ann", seat=0), "magic"))
    assert str(attack) == "Grave wraith in magic"
    use_language("pl")
    assert translate(attack) == "Grobowy upiór (magia)"  # live: the message was not in the catalogue («… in magia»)
    assert translate(str(attack)) == "Grobowy upiór (magia)"


def test_a_short_template_reads_only_a_name_the_catalogue_prints() -> None:
    use_language("ru")
    assert translate("Ann in love") == "Ann in love"
    assert translate("Ghoul in magic") == "Ghoul in magic"  # a monster the table typed: no shape vouched for
    assert translate("Grave wraith 2 + 1 = 3") == "Могильный призрак 2 + 1 = 3"
    assert translate("Grave wraithes 2 + 1 = 3") == "Grave wraithes 2 + 1 = 3"


def test_the_sentences_made_whole_keep_their_english() -> None:
    """What the log keeps is as it was: the shift's heroes and the hunt's last clause are whole messages now."""
    shifted = Message("{card} shifted {side} of {other}, with {names}", card=named("West tunnel"), side="west",
                      other=named("Tomb antechamber"), names="Ann, Bo")
    assert str(shifted) == "West tunnel shifted west of Tomb antechamber, with Ann, Bo"
    hunt = Joined("; ", ("no challenge", Message("{quest} is not done yet", quest=named("Hunt the zombie"))))
    assert str(hunt) == "no challenge; Hunt the zombie is not done yet"
