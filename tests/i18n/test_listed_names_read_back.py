"""A list of the table's names (or of dice) the engine says in a sentence reads back from a saved log with its joining
word in the table's language, as it read when played: «Ann, Bob и Cat: ничья…», not «Ann, Bob and Cat: ничья…». The
names stay as typed; the English the log keeps is as it was."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dungeoneer.words import listed
from rules_engine.messages import Joined, Message
from tests.dice_throne.support import GAME, new, to_action


def _or(*names: str) -> str:
    """Names joined as Dice Throne joins the players who choose a target: one "{items} or {last}" inside another."""
    said: str = names[0]
    for name in names[1:]:
        said = Message("{items} or {last}", items=said, last=name)
    return said


#: Sentences as the engines make them, and how each reads in Russian and Polish.
SAID = [
    # Dice Throne's roll-off tie (`flow.roll_off`): "Ann, Bob and Cat".
    (Message("{names} tie with {top}: roll off again",
             names=Message("{items} and {last}", items=Joined(", ", ("Ann", "Bob")), last="Cat"), top=5),
     {"ru": "Ann, Bob и Cat: ничья с результатом 5, бросайте снова",
      "pl": "Ann, Bob i Cat: remis z wynikiem 5, rzućcie ponownie"}),
    # Dungeoneer's roll for the first player (`words.listed`: every name joined by the word).
    (Message("{names} tie with {top}: roll again", names=listed(["Ann", "Bob", "Cat"]), top=6),
     {"ru": "у игроков Ann и Bob и Cat поровну (6): бросайте снова",
      "pl": "Ann i Bob i Cat remisują z wynikiem 6: rzućcie ponownie"}),
    # Dice Throne's players who choose whom an attack hits (`decision`).
    (Message("{choosers} choose who {name} attacks: {options}", choosers=_or("Ann", "Bob", "Cat"), name="Dan",
             options="Eve, Fay"),
     {"ru": "Ann или Bob или Cat выбирают, кого атакует Dan: Eve, Fay",
      "pl": "Ann lub Bob lub Cat wybierają, kogo atakuje Dan: Eve, Fay"}),
    # Dungeoneer solo's peril dice (`listed` of the numbers rolled).
    (Message("{name}: peril {number}, rolled {dice}: {cards}", name="Crypt", number=2, dice=listed(["3", "5"]),
             cards=Message("one peril card")),
     {"ru": "Crypt: риск 2, выпало 3 и 5: одна карта риска",
      "pl": "Crypt: ryzyko 2, wyrzucono 3 i 5: jedna karta ryzyka"}),
]


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize(("message", "said"), SAID, ids=["roll-off", "first-player", "choosers", "peril-dice"])
def test_a_saved_list_of_names_reads_with_the_tables_word_as_played(message: Message, said: dict[str, str],
                                                                     language: str) -> None:
    use_language(language)
    assert translate(message) == said[language]
    assert translate(str(message)) == said[language]


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_a_roll_off_tie_read_back_from_the_log_reads_as_it_was_played(language: str) -> None:
    state = new("3v3", ("gunslinger", "cursed-pirate", "gunslinger", "cursed-pirate", "gunslinger", "cursed-pirate"))
    notes = GAME.apply(state, to_action(state, "roll-off", 5, 5, 5, 1, 2, 3)).ruling.effects
    (tie,) = [note for note in notes if "tie with" in str(note)]
    use_language(language)
    assert translate(str(tie)) == translate(tie)
    assert " and " not in translate(str(tie))
