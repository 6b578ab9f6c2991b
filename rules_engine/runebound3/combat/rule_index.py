"""Rules index of Runebound 3rd edition combat (book id `runebound3`, a summary without pages)."""

from rules_engine.rules_index import Rule

B = "runebound3"


def _rule(rule_id: str, heading: str, locator: str, title: str, summary: str) -> Rule:
    return Rule(f"runebound3.combat.{rule_id}", B, heading, locator, title, summary)


RULES = (
    _rule("gather", "3. Карты Противников:", "собирают все свои Боевые жетоны",
          "Gathering the tokens",
          "Before a fight each side gathers its combat tokens: a hero brings its own and those of its "
          "equipped items."),
    _rule("enemy-tokens", "3. Карты Противников:", "одинаковый набор из 5-и жетонов",
          "The enemies' common tokens",
          "Every enemy fights with the same five tokens; from act 2 on a stronger sixth joins them."),
    _rule("villain-token", "3. Карты Противников:", "дополнительный 7й жетон",
          "The villains' seventh token",
          "The main villains add a seventh token of their own, shown on their card."),
    _rule("toss", "Раунды боя:", "начинается с броска Боевых жетонов",
          "Each round starts with a toss",
          "At the start of every round both sides toss all their tokens; only the large symbol on the "
          "face that lands up can be spent, the small ones preview the other face."),
    _rule("initiative", "Раунды боя:", "больше жетонов с золотым символом",
          "Initiative",
          "The side with more tokens showing a golden mark acts first; on a tie the hero (in a fight "
          "between heroes, the attacker) goes first."),
    _rule("alternate", "Раунды боя:", "начинаете тратить выпавшие символы",
          "Taking turns to spend",
          "After the toss both sides spend what their tokens show, the side with the initiative first; the "
          "app reads acting first as taking turns, one combat action each, and once a side has passed the "
          "other keeps acting alone."),
    _rule("round-end", "Раунды боя:", "все жетоны кончились или оба сражающихся спасовали",
          "The end of a round",
          "A round ends when every token is spent or both sides have passed; the tokens are gathered "
          "for the next round."),
    _rule("axe", "Действия в Бою:", "Символ Топора - (Только Герой)",
          "Axes: physical wounds",
          "Axes belong to heroes alone: every axe spent is one physical wound, and axes from several "
          "discs may be spent together."),
    _rule("bolt", "Действия в Бою:", "Символ Вспышки - (Только Герой)",
          "Bolts: magic wounds",
          "Bolts belong to heroes alone: every bolt spent is one magic wound, from several discs together "
          "if wished."),
    _rule("skull", "Действия в Бою:", "Символ Черепа - (Только Противники)",
          "Skulls: an enemy's wounds",
          "Skulls belong to enemies alone: every skull spent is one wound, from several discs together if "
          "wished."),
    _rule("wing", "Действия в Бою:", "Потратьте одно Крыло, чтобы или перевернуть",
          "Wings: agility",
          "Each wing spent either turns one of the side's own unspent tokens to its other face or makes "
          "the opponent toss one of their unspent tokens again."),
    _rule("surge", "Действия в Бою:", "Потратьте необходимое количество Молний",
          "Surges pay for abilities",
          "A surge ability costs a number of surges; spend tokens showing at least that many to use it."),
    _rule("surge-once", "Действия в Бою:", "только 1 раз в 1 боевом раунде",
          "Each surge ability once a round",
          "A surge ability can be used only once in each combat round."),
    _rule("double", "Действия в Бою:", "это удвоит эффект от верхнего жетона",
          "Doubling",
          "A doubling token takes one other unspent token of the same side on top of it, and the top "
          "token's effect counts twice."),
    _rule("double-one", "Действия в Бою:", "Нельзя положить на Восьмерку больше 1 жетона",
          "One token on a doubling token",
          "A doubling token holds one token at most."),
    _rule("double-pair", "Действия в Бою:", "пара жетонов тратится одновременно",
          "A doubled pair is spent together",
          "The doubling token and the token on it are spent at the same moment."),
    _rule("double-locked", "Действия в Бою:", "Вы не можете перевернуть или перебросить жетон с Восьмеркой",
          "A loaded doubling token cannot be turned",
          "A doubling token with a token on it can be neither turned over nor tossed again; the token "
          "on top can, and stays where it is."),
    _rule("shield", "Действия в Бою:", "можете потратить любое количество Щитов",
          "Shields",
          "Whenever a side is about to take damage it may spend any number of shields, each preventing "
          "one wound; this is not a combat action and works even after passing."),
    _rule("defeat", "Поражение:", "превысит или сравняется с его Здоровьем",
          "Defeat",
          "Wounds are tracked with heart tokens; a side whose wounds reach its health is defeated and "
          "the fight ends at once."),
    _rule("hero-wins", "Поражение:", "забирает его карту как Трофей",
          "A victorious hero",
          "A hero who beats an enemy keeps its card as a trophy and takes the reward printed at its "
          "bottom."),
    _rule("hero-defeated", "Поражение:", "Если Противник победил Героя, сбросьте карту противника",
          "A defeated hero",
          "When the enemy wins the enemy card is discarded; the beaten hero can only rest until at least "
          "one health is back."),
    _rule("pass", "Спасовать:", "не сможете Применять никаких Действий в Бою",
          "Passing",
          "A side may pass instead of acting; after that it takes no more combat actions this round, "
          "though it may still spend shields against damage."),
    _rule("must-pass", "Спасовать:", "вы обязаны Спасовать",
          "Having to pass",
          "A side with no unspent tokens, or only tokens showing the miss mark, has to pass."),
    _rule("retreat", "Отступление:", "В промежутке между раундами вы можете отступить",
          "Retreating",
          "Between rounds a hero may roll one terrain die and use its symbol to step to an adjacent "
          "space; doing so ends the fight and the enemy card is discarded."),
    _rule("retreat-fail", "Отступление:", "попытка Отступления провалилась",
          "A failed retreat",
          "When the rolled symbol moves the hero nowhere the retreat fails and the next round begins."),
    _rule("hero-battle", "Битва Героев:", "первым такое право предоставляется атаковавшему",
          "Heroes fighting heroes",
          "When an ability lets heroes fight, the ordinary rules apply with the defender as the "
          "opponent, and both may retreat between rounds, the attacker deciding first."),
)
