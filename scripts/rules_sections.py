"""Every section heading of each rulebook the product covers, in the book's order, with its coverage status.

`scripts/rules_coverage.py` reads this list: a section whose heading some rules index entry names is
*covered* (rule -> code -> test), found from the index itself, so entries added later appear after a
merge without touching this file. A section no entry names carries its own status here, with the
reason: `TABLE` (the table applies it; the app keeps no state for it) or `NOT_COVERED` (the app does
not apply it). Headings are as printed, in the order the text extraction prints them (a page's columns may
swap two sections); `tests/core/test_rules_sections.py` checks each one is in its book, in order.
"""

from __future__ import annotations

from typing import NamedTuple

TABLE = "applied by the table"
NOT_COVERED = "not covered"


class Section(NamedTuple):
    """A printed section heading; its status and reason count only while no index entry names it."""

    heading: str
    status: str = NOT_COVERED
    reason: str = ""


def _intro(heading: str) -> Section:
    return Section(heading, NOT_COVERED, "introduction or components: no rule to apply")


RUNEBOUND2 = (
    _intro("Об игре"),
    _intro("Введение"),
    Section("Цель игры"),
    _intro("Состав игры"),
    Section("Карты героев", TABLE, "card anatomy: the table enters each hero's values from the card"),
    Section("Карты приключений", TABLE, "card anatomy: the table enters each drawn card's values"),
    Section("Карты союзников", TABLE, "card anatomy: the table enters an ally's values when it is hired"),
    Section("Карты предметов", TABLE, "card anatomy: the table enters an item's class, type and use"),
    _intro("Фигурки героев"),
    _intro("Жетоны ран и усилий"),
    _intro("Жетоны приключений"),
    Section("Жетоны опыта"),
    _intro("Жетоны золота"),
    Section("Жетоны неизбежности"),
    Section("Десятигранные кости"),
    Section("Походные кубики"),
    _intro("Игровое поле"),
    Section("Подготовка к игре"),
    Section("Подготовка поля", TABLE, "the physical board is set up by the table; the app holds the hexes it is told"),
    Section("Структура карт", TABLE, "card layout: read by the table, who types the values"),
    Section("Ход игры"),
    Section("Шаг 1: Сборы"),
    Section("Шаг 2: Поход"),
    Section("Символы ландшафта"),
    Section("Другие правила похода"),
    Section("Шаг 3: Приключение"),
    Section("События"),
    Section("Пример похода", TABLE, "a worked example of movement, covered by the movement rules it shows"),
    Section("Встречи"),
    Section("Жетоны непреодолённых препятствий"),
    Section("Взаимодействие с другими героями"),
    Section("Переговоры"),
    Section("Поединок", TABLE, "a pointer to the hero duel rules («Поединки героев»), which are covered"),
    Section("Шаг 4: Торг"),
    Section("Действия торга"),
    Section("Союзники и предметы", TABLE, "describes the two market card kinds; buying, limits and use are covered"),
    Section("Пределы союзников и предметов"),
    Section("Шаг 5: Опыт", TABLE, "the step's outline; its rules are covered under «Единицы опыта» and «Жетоны опыта»"),
    Section("Единицы опыта"),
    Section("Цена в единицах опыта", TABLE, "only cards mention the price; the app prices counters per «Единицы опыта»"),
    Section("Конец хода"),
    Section("Бой", TABLE, "the combat outline; each part is covered under its own heading"),
    Section("Перед боем"),
    Section("Боевые параметры", TABLE, "names the attribute of each phase; applied by the attack rules of each phase"),
    Section("Раунд боя"),
    Section("Фаза 1: Бегство"),
    Section("Фаза 2: Дальний бой"),
    Section("Фаза 3: Ближний бой"),
    Section("Фаза 4: Магический бой"),
    Section("Ограничения на атаки"),
    Section("Союзники в бою"),
    Section("Преодоление препятствий"),
    Section("Потеря сознания"),
    Section("Поединки героев"),
    Section("Пример преодоления препятствия", TABLE, "a worked example of a fight, covered by the combat rules it shows"),
    Section("Другие правила", TABLE, "a heading over the sections that follow, each listed on its own"),
    Section("Раны и усилия"),
    Section("Свойства карт"),
    Section("Активация карт"),
    Section("Применение свойств", TABLE, "phase-marked abilities and repeated use of abilities: the app cannot read "
            "card text, so the table keeps to them; hourglass cards are limited by «Активация карт»"),
    Section("Когда применять карты"),
    Section("Проверки умений"),
    Section("Бонусы"),
    Section("Варианты правил", TABLE, "a heading over the variants, each listed on its own"),
    Section("Трек неизбежности", TABLE, "the doom track's introduction; its rules are covered under their headings"),
    Section("Термины игры"),
    Section("Подготовка трека неизбежности"),
    Section("Новые карты на треке неизбежности"),
    Section("Эндшпиль"),
    Section("Последняя битва"),
    Section("Дорожные опасности", TABLE, "the road-hazards introduction; its rules are covered under their headings"),
    Section("Бросок на столкновение"),
    Section("Цвет опасности"),
    Section("Разбор опасности"),
    Section("Смягчение потерь"),
    Section("Предел предметов"),
    Section("Предел союзников"),
    Section("Быстрая игра"),
    Section("Долгая игра", TABLE, "the long game prices counters as its entry under «Быстрая игра» says"),
    Section("Боевые трофеи"),
)

DICE_THRONE = (
    Section("ПЕРЕЗАРЯДКА", TABLE, "a hero's own status, printed on its board: the table applies its text"),
    Section("РОЗЫСК", TABLE, "a hero's own status, printed on its board: the table applies its text"),
    _intro("КРАТКОЕ ОПИСАНИЕ ИГРЫ"),
    Section("ПОБЕДА В ИГРЕ", TABLE, "winning is applied through the health rules («ЗДОРОВЬЕ»)"),
    Section("ПОДГОТОВКА К ИГРЕ"),
    Section("ФАЗЫ ХОДА"),
    Section("СПОСОБНОСТЬ НАПАДЕНИЯ"),
    Section("УСЛОВИЯ АКТИВАЦИИ"),
    Section("ЗДОРОВЬЕ"),
    Section("БОЕВАЯ СИЛА"),
    Section("ВАШ ПЛАНШЕТ ГЕРОЯ", TABLE, "the hero board's layout: the table reads its abilities"),
    Section("СПОСОБНОСТЬ ЗАЩИТЫ"),
    Section("КУБИКИ ЗАЩИТЫ", TABLE, "how many dice a defence rolls is printed on the hero board and typed by the table"),
    Section("ЛЕГЕНДАРНАЯ СПОСОБНОСТЬ"),
    Section("ПАССИВНАЯ СПОСОБНОСТЬ", TABLE, "a passive ability's text is the table's to apply"),
    Section("ОПИСАНИЕ СПОСОБНОСТИ", TABLE, "ability text is read and entered by the table"),
    Section("ПРОКЛЯТЫЙ ДУБЛОН", TABLE, "a hero's own status, printed on its board: the table applies its text"),
    Section("ЧАСТО ЗАДАВАЕМЫЕ ВОПРОСЫ", TABLE, "hero-specific questions printed on hero sheets"),
    _intro("КОМПОНЕНТЫ ГЕРОЯ"),
    Section("ПОДГОТОВКА ГЕРОЯ", TABLE, "a hero's own extra setup is printed on its sheet and done by the table"),
    _intro("СЛОЖНОСТЬ"),
    Section("СИМВОЛЫ КУБИКОВ", TABLE, "each hero's die symbols come from the hero data the table confirms"),
    Section("СНЯТИЕ СОСТОЯНИЙ"),
    Section("РАСХОДУЕМЫЕ СОСТОЯНИЯ"),
    Section("ПОСТОЯННЫЕ СОСТОЯНИЯ"),
    Section("ПРЕДЕЛ СОСТОЯНИЯ"),
    Section("УВЕЛИЧЕНИЕ ПРЕДЕЛА"),
    Section("УНИКАЛЬНЫЕ СОСТОЯНИЯ"),
    Section("ПРЕРЫВАНИЕ СОСТОЯНИЙ"),
    Section("КОМПАНЬОНЫ"),
    Section("КАРТЫ ГЕРОЯ"),
    Section("РОЗЫГРЫШ КАРТЫ ДЕЙСТВИЯ", TABLE, "paying and discarding are covered by the card cost rule; the effect is the table's"),
    Section("КАРТЫ НЕМЕДЛЕННЫХ ДЕЙСТВИЙ"),
    Section("УЛУЧШЕНИЯ ГЕРОЯ"),
    Section("РОЗЫГРЫШ КАРТЫ УЛУЧШЕНИЯ", TABLE, "placing the card on the board is physical; the cost is covered under «УЛУЧШЕНИЯ ГЕРОЯ»"),
    Section("КАРТЫ ДЕЙСТВИЙ ОСНОВНОЙ ФАЗЫ"),
    Section("КАРТЫ ДЕЙСТВИЙ ФАЗЫ БРОСКА"),
    Section("ПРИМЕНЕНИЕ ЭФФЕКТОВ", TABLE, "how to read card wording; the table applies each card's effect"),
    Section("«ПРИ (СИМВОЛ)»", TABLE, "card wording read by the table"),
    Section("«ЗАТЕМ»", TABLE, "card wording read by the table"),
    Section("«ИЛИ»", TABLE, "card wording read by the table"),
    Section("«УКРАДИТЕ»"),
    Section("ХАРАКТЕРИСТИКИ ВИДОВ УРОНА", TABLE, "a heading over the damage types, each listed on its own"),
    Section("ОБЫЧНЫЙ УРОН"),
    Section("НЕБЛОКИРУЕМЫЙ УРОН"),
    Section("ЧИСТЫЙ УРОН"),
    Section("ПОБОЧНЫЙ УРОН"),
    Section("ЛЕГЕНДАРНЫЙ УРОН"),
    Section("ВИДЫ УРОНА"),
    Section("ТАБЛИЦА ВИДОВ УРОНА", TABLE, "the table of the damage types, applied through their own entries"),
    Section("ЦАРЬ ГОРЫ"),
    Section("КОМАНДНАЯ ИГРА"),
    Section("МОДИФИКАТОРЫ АТАКИ"),
    Section("1. ФАЗА ОБНОВЛЕНИЯ"),
    Section("2. ФАЗА ДОХОДА"),
    Section("4. ФАЗА БРОСКА НАПАДЕНИЯ"),
    Section("3. ОСНОВНАЯ ФАЗА 1", TABLE, "what may be done in it is covered by the card, upgrade and selling rules"),
    Section("РАЗБОР ХОДА", TABLE, "a worked example of a turn, covered by the phase rules it shows"),
    Section("5. ФАЗА БРОСКА ПРИЦЕЛИВАНИЯ"),
    Section("6. ФАЗА БРОСКА ЗАЩИТЫ"),
    Section("7. ОСНОВНАЯ ФАЗА 2", TABLE, "the same as main phase 1, covered by the same rules"),
    Section("8. ФАЗА СБРОСА"),
    Section("1. ОПРЕДЕЛИТЕ ВХОДЯЩИЙ УРОН", TABLE, "the first damage step, applied by the final-damage calculation"),
    Section("2. ДОБАВЬТЕ И ВЫЧТИТЕ (ПРОМЕЖУТОЧНЫЙ УРОН)", TABLE,
            "the second damage step, applied by the final-damage calculation"),
    Section("3. УМНОЖЬТЕ И РАЗДЕЛИТЕ (ИТОГОВЫЙ УРОН)"),
    Section("ПРИМЕР. ВАРВАР ПРОТИВ ПАЛАДИНА"),
    Section("ОДНОВРЕМЕННЫЕ ДЕЙСТВИЯ И ПРЕРЫВАНИЕ"),
    Section("ДРУГИЕ ПРАВИЛА", TABLE, "a heading over the rules that follow, each listed on its own"),
    Section("ИГРОВЫЕ ТЕРМИНЫ"),
)

#: Book id -> its sections in printed order.
SECTIONS: dict[str, tuple[Section, ...]] = {"runebound2": RUNEBOUND2, "dice-throne": DICE_THRONE}
