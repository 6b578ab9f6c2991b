"""Polish and Russian grammar around a Dungeoneer side, a count of attackers and a card's gender.

A side word is a noun in the nominative («północ», «север»), which read wrong after a preposition that wants another
case: «Tunel północny leży po stronie północ wejścia», «в стороне север от …». Polish says the side as a direction,
«na północ od wejścia» (the accusative is the nominative's form for all four), or names it after «strona:»; Russian
after «сторона»/«с этой стороны (…)». The monsters sent against a hero read «Ghul (walka wręcz) atakują» for one
monster: the count is not in the sentence (its English says "attack" for one and many), so the sentence is said with
a noun that fits both («atak na bohatera …: Ghul (walka wręcz)»). A card named before a participle took the
feminine for every card («{card} размещена», «{card} zapisana»): the participle agrees with «карта»/«karta» named
before the card, or Polish says it without a gendered participle («zapisano», «odrzucono»).
"""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from companion.services.i18n import translate, use_language
from companion.services.i18n.catalogues import LOCALE_DIR
from rules_engine.dungeoneer.words import named, term
from rules_engine.messages import Joined, Message

#: A side word after a preposition or noun that wants it in another case than the nominative the catalogue gives.
WRONG_CASE_BEFORE_A_SIDE = {"pl": re.compile(r"(po stronie|na stronę|stronie|stronę) \{side\}"),
                            "ru": re.compile(r"(в стороне|на стороне|стороны|сторону) \{side\}")}
#: The English of a sentence about a side of the map ("north of the entrance", "its north side", "its north exit"),
#: not a numbered side of a Dice Throne match ("side {side} does not exist").
MAP_SIDE = re.compile(r"\{side\} (of|side|exit|wall)")


def _entries(language: str) -> dict[str, str]:
    with (LOCALE_DIR / language / "LC_MESSAGES" / "companion.po").open("rb") as source:
        return {str(message.id): str(message.string) for message in read_po(source)
                if isinstance(message.id, str) and message.id}


@pytest.mark.parametrize("language", ["pl", "ru"])
def test_no_entry_puts_a_side_word_where_its_case_is_wrong(language: str) -> None:
    wrong = {msgid: text for msgid, text in _entries(language).items()
             if MAP_SIDE.search(msgid) and WRONG_CASE_BEFORE_A_SIDE[language].search(text)}
    assert wrong == {}
    assert len([msgid for msgid in _entries(language) if MAP_SIDE.search(msgid)]) >= 8


@pytest.mark.parametrize(("language", "said"), [
    ("pl", ["Tunel północny leży na północ od wejścia", "tunel na zachód od wejścia",
            "na południe od wejścia leży już tunel", "na wschód od lokacji Krypta nie leży żadna lokacja",
            "Krypta ma ścianę (strona: północ)"]),
    ("ru", ["Северный тоннель лежит у входа: север", "тоннель у входа: запад", "тоннель уже лежит у входа: юг",
            "Склеп: с этой стороны (восток) локации нет", "Склеп: с этой стороны (север) стена"]),
])
def test_the_dungeon_maps_side_words_read_right(language: str, said: list[str]) -> None:
    card, crypt = ("Tunel północny", "Krypta") if language == "pl" else ("Северный тоннель", "Склеп")
    messages = [Message("{card} lies {side} of the entrance", card=card, side=term("north")),
                Message("the tunnel {side} of the entrance", side=term("west")),
                Message("a tunnel already lies {side} of the entrance", side=term("south")),
                Message("no location lies {side} of {here}", side=term("east"), here=crypt),
                Message("{here} has a wall on its {side} side", here=crypt, side=term("north"))]
    use_language(language)
    assert [translate(message) for message in messages] == said


@pytest.mark.parametrize(("language", "one", "two"), [
    ("pl", "atak na bohatera Knight (Bo): Ghul (walka wręcz) (zapłacone ryzyko: 1)",
     "atak na bohatera Knight (Bo): Ghul (walka wręcz), Zombie (magia) (zapłacone ryzyko: 3)"),
    ("ru", "атака на героя Knight (Bo): Ghul (ближний бой) (уплачено риска: 1)",
     "атака на героя Knight (Bo): Ghul (ближний бой), Зомби (магия) (уплачено риска: 3)"),
])
def test_one_monster_sent_against_a_hero_reads_as_right_as_two(language: str, one: str, two: str) -> None:
    attackers = [Message("{attacker} ({form})", attacker=named("Ghul"), form=term("melee")),
                 Message("{attacker} ({form})", attacker=named("Zombie"), form=term("magic"))]
    alone = Message("{names} attack {target}'s {hero} (peril paid: {cost})", names=Joined(", ", tuple(attackers[:1])),
                    target="Bo", hero=named("Knight"), cost=1)
    both = Message("{names} attack {target}'s {hero} (peril paid: {cost})", names=Joined(", ", tuple(attackers)),
                   target="Bo", hero=named("Knight"), cost=3)
    assert str(alone) == "Ghul (melee) attack Bo's Knight (peril paid: 1)"  # the English the log keeps
    use_language(language)
    assert (translate(alone), translate(both)) == (one, two)
    assert (translate(str(alone)), translate(str(both))) == (one, two)  # read back from a saved log


@pytest.mark.parametrize(("language", "said"), [
    ("ru", ["карта «Склеп» введена столом (location)", "размещена карта «Склеп»", "исследовано: размещена карта «Склеп»",
            "сыграна карта «Склеп»", "сброшена карта «Склеп»", "на рынке города Тамалир записана карта «Склеп»",
            "карта «Склеп» оставлена из приключения, её нельзя сбросить",
            "Склеп: опасность побеждена, но награды не даёт; возьмите жетон цвета зелёный из запаса"]),
    ("pl", ["karta „Krypta” wpisana przez stół (location)", "położono kartę Krypta", "eksploracja: położono kartę Krypta",
            "zagrano kartę Krypta", "odrzucono kartę Krypta", "na targu w mieście Tamalir zapisano: Krypta",
            "kartę „Krypta” zatrzymano z przygody i nie można jej odrzucić",
            "Krypta: niebezpieczeństwo pokonane, ale nie daje nagrody; weź żeton w kolorze zielony z rezerwy"]),
])
def test_a_card_named_before_a_participle_reads_right_for_any_cards_gender(language: str, said: list[str]) -> None:
    from rules_engine.runebound2.names import printed_name
    from rules_engine.runebound2.words import word

    card = "Склеп" if language == "ru" else "Krypta"  # masculine in Russian, feminine in Polish
    messages = [Message("{name} typed by the table ({values})", name=card, values="location"),
                Message("{card} placed", card=card), Message("explored: {card} placed", card=card),
                Message("{card} played", card=card), Message("{card} discarded", card=card),
                Message("{card} noted on the market of {city}", card=card, city=printed_name("Tamalir")),
                Message("{card} was kept from an adventure and cannot be discarded", card=card),
                Message("{card} is beaten: a hazard gives no reward; take a {colour} counter from the reserve",
                        card=card, colour=word("green"))]
    use_language(language)
    assert [translate(message) for message in messages] == said
