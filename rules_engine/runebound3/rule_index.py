"""Rules index of Runebound 3rd edition outside combat (book id `runebound3`, a summary without pages)."""

from rules_engine.rules_index import Rule

B = "runebound3"


def _rule(rule_id: str, heading: str, locator: str, title: str, summary: str) -> Rule:
    return Rule(f"runebound3.{rule_id}", B, heading, locator, title, summary)


RULES = (
    _rule("setup.scenario", "Начало игры.", "Возьмите 10 карт Сюжета", "Scenario and story deck",
          "Pick one of the two scenarios; its ten story cards form the story deck, and its challenge "
          "cards join the general ones in three coloured decks."),
    _rule("setup.first-player", "Начало игры.", "Случайным образом определите Первого игрока",
          "First player", "The first player is chosen at random; heroes are then picked clockwise from them."),
    _rule("setup.heroes", "Начало игры.", "стартовое золото указанное на карточке", "Hero starting kit",
          "Each hero starts with the gold and combat tokens its card names."),
    _rule("setup.skills", "Начало игры.", "Перемешайте колоду Умений", "Starting skill cards",
          "Each player is dealt as many skill cards as the hero card says."),
    _rule("setup.start-space", "Начало игры.", "выставьте своих героев в места", "Starting spaces",
          "Heroes start where their cards say and then carry out their setup condition."),
    _rule("setup.markets", "Начало игры.", "выложите по 3 карты в зоны рынков", "City markets",
          "Each of the four big cities starts with three item cards in its market."),
    _rule("setup.time", "Начало игры.", "Поместите Жетон Времени на начало Трека Времени", "Time token",
          "The time token starts at the beginning of the time track showing act 1."),
    _rule("turn.actions", "Игровой Ход.", "может выполнить 3 действия в свой ход", "Three actions",
          "A turn is three actions, which may repeat; after the third the turn is over."),
    _rule("turn.order", "Игровой Ход.", "далее по часовой стрелке", "Turn order",
          "Play goes clockwise from the first player."),
    _rule("time.advance", "Игровой Ход.", "передвиньте Жетон Времени на 1 клетку", "Time advances",
          "Once every player has had a turn, the time token moves one space."),
    _rule("move.adjacent", "Движение:", "передвинуться в любую соседнюю клетку", "Moving",
          "A move action takes the hero to a neighbouring space (or uses terrain dice equal to speed)."),
    _rule("trade.city", "Торговля:", "Находясь в Городе", "Trading only in cities",
          "Trading is an action taken only in one of the four big cities."),
    _rule("trade.market", "Торговля:", "всегда должно остаться 3 карты Вещей", "Market keeps three",
          "Trading reveals the top item into the market; the trader then buys one or discards one, so "
          "three items remain."),
    _rule("trade.sell", "Торговля:", "продать любую свою Вещь", "Selling",
          "While trading a hero may sell any item for its value in gold."),
    _rule("trade.one-per-type", "Торговля:", "по одной карте Оружия", "One item of each type",
          "A hero carries at most one weapon, armour, equipment, mount and goods; a second of a type is "
          "discarded at once."),
    _rule("adventure.cost", "Приключение:", "потратить 2 действия", "Adventures cost two actions",
          "Standing on a challenge token a hero may spend two actions on an adventure."),
    _rule("adventure.token", "Приключение:", "переверните Жетон Испытания", "Flip and draw",
          "The token is flipped to show it is used and a card is drawn from the deck of its colour."),
    _rule("time.refresh", "Приключение:", "6-ю и 12-ю клетку", "Challenge tokens refresh",
          "When the time token reaches space 6 or 12 the used challenge tokens turn back, except those "
          "under a hero."),
    _rule("rest.settlement", "Отдых:", "восстановите все свое Здоровье", "Resting in safety",
          "Resting in a city, town, fortress or sanctuary heals every wound."),
    _rule("rest.terrain", "Отдых:", "восстановите 1 Здоровье за каждый совпавший символ", "Resting outdoors",
          "Resting elsewhere heals one wound per terrain die (speed many) that matches the space."),
    _rule("train", "Тренировка:", "сбросьте столько карт, сколько было у вас в руке", "Training",
          "Draw the hand limit in skill cards, add them to the hand, then discard as many as were held."),
    _rule("story.draw", "Карты Сюжета.", "взять верхнюю карту из Колоды Сюжета", "Story cards",
          "Whenever the time token lands on a story space the top story card is drawn and carried out."),
    _rule("story.quest", "Карты Сюжета.", "Зону Сюжетных Квестов", "Story quests",
          "A story card with a quest goes to the story quest zone, its numbered token on the map."),
    _rule("acts.second", "Акт 1 и 2.", "начнется Акт 2", "Act 2",
          "The time token runs the track twice; after the end of act 1 it turns to act 2 and restarts."),
    _rule("acts.end", "Акт 1 и 2.", "следуйте инструкции на карте", "End of act 2",
          "When the token reaches the end in act 2 the scenario card says how the game ends."),
    _rule("trophy", "Трофеи:", "Теперь это ваш Трофей", "Trophies",
          "A challenge overcome is kept face down as a trophy of its colour."),
    _rule("skill.cost", "Трофеи:", "на Серую Сферу можно потратить трофей любого цвета", "Paying for skills",
          "A skill costs trophies of the colours printed; any trophy pays a grey orb."),
    _rule("skill.in-hand", "Начало игры.", "изучать умения игроки могут только из карт", "Skills from the hand",
          "Only a skill card held in hand can be learned."),
    _rule("skill.limit", "Трофеи:", "Вы не можете иметь Умений больше", "Skills per attribute",
          "A hero never has more skills of an attribute than that attribute's value; any excess is "
          "discarded at once."),
    _rule("event", "1. События:", "выберите один из двух вариантов", "Events",
          "An event card offers two options; the player picks either and applies it as fully as possible."),
    _rule("enemy", "3. Карты Противников:", "начинается Бой", "Enemies fight",
          "Drawing an enemy starts a combat."),
    _rule("enemy.won", "Поражение:", "забирает его карту как Трофей", "Winning a fight",
          "A hero who beats the enemy keeps its card as a trophy and takes its reward."),
    _rule("enemy.defeated", "Поражение:", "единственное действие которое он может совершить, это Отдых",
          "A defeated hero only rests", "A defeated hero may only rest until at least one wound heals."),
    _rule("enemy.retreat", "Отступление:", "карта Противника сбрасывается", "Retreating",
          "A successful retreat ends the fight and discards the enemy card."),
    _rule("barter", "Бартер:", "Это не занимает действия", "Barter",
          "Two heroes on one space may swap gold and items during either's turn, at no action cost."),
    _rule("delayed", "Герой Задержан:", "потратить свое следующее действие, чтобы встать", "Delayed heroes",
          "A delayed hero spends the next action standing up."),
    _rule("goods", "Товары:", "сбросьте Товары и получите указанное количество золота", "Goods",
          "Goods are items sold for the gold printed on them."),
)
