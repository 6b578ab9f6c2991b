"""A Dungeoneer card's, monster's, location's or quest's name in a saved log reads back as the book prints it in the
table's language, inside a list as well as alone: «Ловля волшебной рыбки выполняют в: Преддверие гробницы или Crypt»,
«Отпугивание действует на: Зомби, Легион», «в локацию Преддверие гробницы; +1 славы, +1 риска», as they read when played. A
name the catalogue does not translate (a location the table typed, a player) stays as typed; the English the log keeps
is as it was."""

from __future__ import annotations

import pytest

from companion.services.i18n import translate, use_language
from rules_engine.dungeoneer.words import alternatives, listed, named, term, terms
from rules_engine.messages import Joined, Message
from tests.dungeoneer.flow import GAME, tunnels_down

#: Sentences as the Dungeoneer engine makes them, and how each reads in Russian and Polish.
SAID = [
    # a quest done elsewhere (`questing`): the names joined by "or", one the catalogue does not know
    (Message("{quest} is done at {names}, not here", quest=named("Catching the magic fish"),
             names=alternatives([named("Tomb antechamber"), named("Crypt")])),
     # the quest is the verb's object: named after «задание» / «zadanie», not as «Ловля волшебной рыбки выполняют»
     {"ru": "задание Ловля волшебной рыбки выполняют в: Преддверие гробницы или Crypt, не здесь",
      "pl": "zadanie Łowienie magicznej ryby wykonuje się w: Przedsionek grobowca lub Crypt, a nie tutaj"}),
    # a hero's quests dealt (`questing`): the names joined by commas
    (Message("{hero}'s quests: {names}", hero="Ann", names=terms([named("Catching the magic fish"), named("Scare")])),
     {"ru": "задания игрока Ann: Ловля волшебной рыбки, Отпугивание",
      "pl": "zadania gracza Ann: Łowienie magicznej ryby, Odstraszenie"}),
    # a bane acting on the monsters drawn with it (`solo`): a list of one name and of two
    (Message("{card} acts on {names}", card=named("Scare"), names=terms([named("Grave wraith")])),
     {"ru": "Отпугивание действует на: Могильный призрак", "pl": "Odstraszenie działa na: Grobowy upiór"}),
    (Message("{card} acts on {names}", card=named("Scare"), names=terms([named("Grave wraith"), named("Zombie")])),
     {"ru": "Отпугивание действует на: Могильный призрак, Зомби", "pl": "Odstraszenie działa na: Grobowy upiór, Zombie"}),
    # a name alone, and a move's clauses after the location it enters (`moving`)
    (Message("drew {card}", card=named("Grave wraith")), {"ru": "взята карта Могильный призрак",
                                                          "pl": "dobrano kartę Grobowy upiór"}),
    (Joined("; ", (Message("into {card}", card=named("Tomb antechamber")),
                   Message("+{glory} glory, +{peril} peril", glory=1, peril=1))),
     {"ru": "в локацию Преддверие гробницы; +1 славы, +1 риска", "pl": "do lokacji Przedsionek grobowca; +1 chwały, +1 ryzyka"}),
    # the monsters the dungeon lord sends, each with its form (`battles`)
    (Message("{names} attack {target}'s {hero} (peril paid: {cost})", target="Bo", hero=named("Knight"), cost=3,
             names=Joined(", ", (Message("{attacker} ({form})", attacker=named("Zombie"), form=term("melee")),
                                 Message("{attacker} ({form})", attacker=named("Ghoul"), form=term("magic"))))),
     {"ru": "атака на героя Knight (Bo): Зомби (ближний бой), Ghoul (магия) (уплачено риска: 3)",
      "pl": "atak na bohatera Knight (Bo): Zombie (walka wręcz), Ghoul (magia) (zapłacone ryzyko: 3)"}),
    # the players who tie for the first player stay as typed (`setup_steps`)
    (Message("{names} tie with {top}: roll again", names=listed(["Ann", "Bob"]), top=6),
     {"ru": "у игроков Ann и Bob поровну (6): бросайте снова", "pl": "Ann i Bob remisują z wynikiem 6: rzućcie ponownie"}),
]


@pytest.mark.parametrize("language", ["ru", "pl"])
@pytest.mark.parametrize(("message", "said"), SAID,
                         ids=["done-at", "quests", "acts-on-one", "acts-on-two", "drew", "into", "attackers", "tie"])
def test_a_saved_dungeoneer_name_reads_as_the_book_prints_it_in_a_list_and_alone(message: Message,
                                                                                  said: dict[str, str],
                                                                                  language: str) -> None:
    use_language(language)
    assert translate(message) == said[language]
    assert translate(str(message)) == said[language]


@pytest.mark.parametrize(("language", "said"), [
    ("ru", "задания игрока Ann: Ловля волшебной рыбки, Break the library ward"),
    ("pl", "zadania gracza Ann: Łowienie magicznej ryby, Break the library ward")], ids=["ru", "pl"])
def test_the_quests_dealt_read_back_as_played(language: str, said: str) -> None:
    state = tunnels_down()
    message = GAME.apply(state, GAME.parse_command(state, "quests p1 magic-fish library-ward")).ruling.message
    use_language(language)
    assert translate(message) == said  # one quest the book names, one the table's catalogue holds
    assert translate(str(message)) == said
