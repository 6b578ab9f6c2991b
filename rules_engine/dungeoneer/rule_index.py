"""Rules index of Dungeoneer: Tomb of the Lich Lord (book id `dungeoneer`).

Headings are the book's section headings (the extraction prints some in small capitals, so
their case differs from the page; matching ignores case). Pages only where the book names them:
location phase p. 8, battle p. 12, threats p. 15, movement rules p. 17, speed and action points
p. 20.
"""

from rules_engine.rules_index import Rule

B = "dungeoneer"


def _rule(rule_id: str, heading: str, locator: str, title: str, summary: str, page: int | None = None) -> Rule:
    return Rule(f"dungeoneer.{rule_id}", B, heading, locator, title, summary, page)


RULES = (
    _rule("map.joined", "III. Фаза локаций", "Каждая карта локации должна стыковаться",
          "Every location joins the dungeon",
          "A new location lies against another, and no location may be cut off so that a hero "
          "could not walk from it to the rest of the dungeon.", page=8),
    _rule("map.not-closed", "III. Фаза локаций", "нельзя создавать замкнутое подземелье",
          "The dungeon is never closed",
          "A placement may not close the dungeon so that no further location could be joined to it. "
          "The app applies this while location cards remain to be placed.", page=8),
    _rule("map.exits-not-walls", "Подготовка к игре", "Нельзя стыковать выходы к стенам",
          "Exits never meet walls",
          "Where two locations touch, an exit may not face a wall: exit meets exit, wall meets wall."),
    _rule("map.shift", "Общие эффекты карт", "Правила размещения локаций при этом продолжают действовать",
          "Shifting locations",
          "A shift effect moves location cards; the placement rules still hold, and no location may "
          "be left without a path to an entrance."),
    _rule("battle.attack-roll", "Этапы битвы", "добавляет к результату броска значение выбранной формы",
          "The attack roll",
          "The attacker rolls one die and adds its value in the chosen form, once for each attacking "
          "card."),
    _rule("battle.counter-roll", "Этапы битвы", "Защищающийся бросает 1 кубик против каждой атаки",
          "The counter roll",
          "The defender rolls one die against each attack and adds its own value in the same form, "
          "at the hero's current level; it cannot pick another form."),
    _rule("battle.compare", "Этапы битвы", "При равенстве результатов ничего не происходит",
          "Comparing",
          "Equal totals do nothing. The higher total hits: one wound, plus the strike effects the "
          "card lists for that form. A side whose health reaches zero is defeated; a defeated hero "
          "leaves the game."),
    _rule("threats.check", "Угрозы", "не уступающую значению угрозы",
          "Threats",
          "A threat tests one value (usually melee, magic or speed, sometimes level or health): roll "
          "one die, add the value; reaching the threat's number passes it.", page=15),
    _rule("solo.peril-roll", "Одиночная игра", "киньте кубик столько раз, сколько очков риска",
          "Solo: peril rolls",
          "On entering a location the hero gains its glory as usual, but instead of its peril rolls "
          "one die per peril point; each result at or under the peril value draws and plays a peril "
          "card."),
)
