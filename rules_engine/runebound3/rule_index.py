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
    _rule("setup.heroes", "Начало игры.", "стартовое золото указанное на карточке", "Hero gold and tokens",
          "Each hero takes the gold and combat tokens its card names."),
    _rule("setup.skills", "Начало игры.", "Перемешайте колоду Умений", "Starting skill cards",
          "Each player is dealt as many skill cards as the hero card says."),
    _rule("setup.start-space", "Начало игры.", "выставьте своих героев в места", "Starting spaces",
          "Heroes are placed on the spaces their cards name, then carry out their setup condition."),
    _rule("setup.condition", "Начало игры.", "выполните условие Расстановки(Setup)", "Setup condition",
          "After the heroes are placed, each carries out the setup condition printed on its card (the app shows "
          "it to the table)."),
    _rule("setup.markets", "Начало игры.", "выложите по 3 карты в зоны рынков", "City markets",
          "Each of the four big cities starts with three item cards in its market."),
    _rule("setup.tokens", "Начало игры.", "на нее поместите жетоны испытаний", "Challenge tokens",
          "At setup each token space of the board gets a challenge token of its colour, coloured side up; a space "
          "holds one token."),
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
    _rule("move.dice", "Движение:", "кинуть Кубики Местности по значению Скорости", "Moving by terrain dice",
          "Roll as many terrain dice as the hero's speed; each die moves one space whose terrain its face shows."),
    _rule("move.exert", "Движение:", "Приложить Усилие", "Exerting on a move",
          "Discarding one skill card from hand lets one terrain die be rolled again, as often as cards remain."),
    _rule("move.city", "Движение:", "чтобы зайти в Город", "Any face enters a city",
          "A die showing any terrain pays for the step into a city."),
    _rule("move.road", "Движение:", "продолжить движение по дороге или через мост", "Roads and bridges",
          "A hero on a road or a bridge who goes on along the road or over the bridge may spend a die showing any "
          "terrain."),
    _rule("move.river", "Движение:", "Чтобы пересечь реку", "Crossing a river",
          "Crossing a river from plain to plain spends a die that shows the water symbol."),
    _rule("move.wild", "Исследование:", "с той лишь разницей", "Wild faces when moving",
          "When moving, a die's wild symbol pays for a step of any terrain; only exploration restricts it to wild "
          "requirements."),
    _rule("trade.city", "Торговля:", "Находясь в Городе", "Trading only in cities",
          "Trading is an action taken only in one of the four big cities."),
    _rule("trade.market", "Торговля:", "всегда должно остаться 3 карты Вещей", "Market keeps three",
          "Trading reveals the top item into the market; the trader then buys one of the market's items, paying "
          "its price in gold, or discards one, so three items remain."),
    _rule("trade.sell", "Торговля:", "продать любую свою Вещь", "Selling",
          "While trading a hero may sell any item for its value in gold."),
    _rule("trade.one-per-type", "Торговля:", "по одной карте Оружия", "One item of each type",
          "A hero carries at most one weapon, armour, equipment, mount and goods; a second of a type is "
          "discarded at once."),
    _rule("adventure.cost", "Приключение:", "потратить 2 действия", "Adventures cost two actions",
          "Standing on a challenge token a hero may spend two actions on an adventure."),
    _rule("adventure.token", "Приключение:", "переверните Жетон Испытания", "Flip and draw",
          "The token is flipped to show it is used and a card is drawn from the deck of its colour."),
    _rule("adventure.decks", "Приключение:", "Зеленый - Исследование", "Three challenge decks",
          "Each token colour has its own challenge deck: green exploration, orange combat, purple social."),
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
    _rule("story.effects", "Карты Сюжета.", "выполнить то, что на ней написано", "Carrying out story cards",
          "A drawn story card is carried out at once: the app applies placed tokens, refreshes, gold and moving "
          "the time token, and "
          "shows any other instruction to the table."),
    _rule("acts.second", "Акт 1 и 2.", "начнется Акт 2", "Act 2",
          "The game has two acts: the time token runs the track twice, and after the end of act 1 it turns to "
          "act 2 and restarts."),
    _rule("acts.end", "Акт 1 и 2.", "следуйте инструкции на карте", "End of act 2",
          "When the token reaches the end in act 2 the scenario card says how the game ends."),
    _rule("victory", "Условия Победы.", "Каждый сценарий имеет свои Условия Победы", "Victory conditions",
          "Each scenario card sets its own victory conditions; in Margath's Dominion whoever kills Margath wins, "
          "and if nobody stops him destroying Tamalir every player loses."),
    _rule("trophy", "Трофеи:", "Теперь это ваш Трофей", "Trophies",
          "A challenge overcome is kept face down as a trophy of its colour."),
    _rule("skill.cost", "Трофеи:", "на Серую Сферу можно потратить трофей любого цвета", "Paying for skills",
          "A skill costs trophies of the colours printed; any trophy pays a grey orb."),
    _rule("skill.in-hand", "Начало игры.", "изучать умения игроки могут только из карт", "Skills from the hand",
          "Only a skill card held in hand can be learned."),
    _rule("skill.passive", "Трофеи:", "пассивная же действует постоянно", "Passive skills",
          "A learned passive skill acts at all times (the app applies test bonuses and speed, hand size or health "
          "changes); an active skill is used when its card says."),
    _rule("skill.limit", "Трофеи:", "тут же сбросить одно из умений", "Skills per attribute",
          "A hero never has more skills of an attribute than that attribute's value: one learned past it means "
          "discarding a skill of that attribute at once."),
    _rule("event", "1. События:", "выберите один из двух вариантов", "Events",
          "An event card offers two options; the player may pick either, even one that would change nothing."),
    _rule("event.fully", "1. События:", "максимально возможное действие", "Events as fully as possible",
          "The chosen option is applied as far as it can be: asked for more than the hero has (gold, cards), "
          "the hero gives all there is."),
    _rule("test.reveal", "Проверка характеристик:", "по значению вашего Тела", "Attribute tests",
          "A test of an attribute reveals that many skill cards from the deck, adjusted by the test's modifier."),
    _rule("test.success", "Проверка характеристик:", "символом Успеха", "Passing a test",
          "One revealed card showing the success symbol is enough to pass."),
    _rule("test.exert", "Проверка характеристик:", "открыть дополнительную карту", "Exerting on a test",
          "Before the result, discarding a skill card from hand reveals one more card, while cards remain."),
    _rule("test.failed", "Проверка характеристик:", "немедленно прекратить её разрешение", "Failing a test",
          "A failed test ends the challenge card at once and it is discarded."),
    _rule("test.discard", "Проверка характеристик:", "все вытянутые карты Умений сбрасываются",
          "Revealed cards discarded", "Every skill card revealed for a test is discarded when it ends."),
    _rule("quest.kept", "2. Квесты:", "положите её перед собой", "Quests kept",
          "A drawn quest card is laid in front of the hero, with no limit on how many are held."),
    _rule("quest.region", "2. Квесты:", "находясь в которой герой должен выполнить действия", "Quest regions",
          "A quest is resolved only while the hero is in the region outlined in red on its card."),
    _rule("quest.actions", "2. Квесты:", "выполнить действия указанные на карте", "A quest's actions",
          "A quest card prints the actions that complete it, carried out while the hero is in its region. The "
          "summary does not list quests among the turn's actions; as the turn rule marks actions with an arrow, "
          "the app counts each one the card marks with an arrow against the turn's three."),
    _rule("quest.outcome", "2. Квесты:", "несколько развязок", "Quest outcomes",
          "A quest has several outcomes, each with its own condition; some keep no trophy, 'no bonus' gives only "
          "the trophy."),
    _rule("quest.explore", "Исследование:", "кинуть кубики Местности в соответствии со Скоростью",
          "Exploring", "In the marked area the hero rolls terrain dice equal to speed; the faces must cover the "
          "symbols an outcome asks for, one symbol per die."),
    _rule("quest.wild", "Исследование:", "Дикий символ на кубе", "Wild faces in exploration",
          "A wild face only pays for a wild symbol in the quest's requirement."),
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
    # The app's own convention (the "companion" book): it names no passage of the summary.
    Rule("runebound3.cards.effects", "companion", "Runebound: card effects the table applies",
         "the table reads its cards", "Card gains the table records",
         "The app cannot read every card: the table records what a card gave a hero (gold, skill cards, wounds "
         "healed or taken), naming the card, at no action cost; the app keeps gold and cards from going below "
         "zero and wounds within health."),
    Rule("runebound3.skill.once", "companion", "Runebound: one copy of a skill",
         "a skill is learned once", "A skill learned once",
         "A hero does not learn a skill card it has already learned, so the same effect never counts twice (the "
         "summary says nothing of copies; the app's convention)."),
    Rule("runebound3.villain", "companion", "Runebound: the main villain enters by the scenario",
         "the scenario brings its villain", "The main villain",
         "The summary names the main villains apart from the challenge cards of the three decks and leaves their "
         "entrance to the scenario card, so the app keeps a villain's card out of the decks and the table brings it "
         "in when the scenario says (the app's reading)."),
    Rule("runebound3.typed-card", "companion", "Runebound: a card typed at the table",
         "the table types a card the session lacks", "A card typed at the table",
         "A drawn challenge card that is neither in the session's catalogue nor typed before is given its values "
         "once: what kind of challenge it is, an enemy's health, deck and combat tokens, an event's options, a "
         "test's attribute and modifier. Each value is checked and a bad one named, nothing changing, and the "
         "session remembers the card (the app's convention; the summary prints no card values)."),
    Rule("runebound3.terrain-die", "companion", "Runebound: the table's terrain dice",
         "the table describes its terrain dice", "The table's terrain dice",
         "The summary does not print the terrain dice's faces, so the app rolls terrain dice only once the table has "
         "described its dice, each face the terrain symbols it shows: in a game, or in the catalogue for new games. "
         "Until then the table rolls its own dice and types the faces. A face with a symbol no terrain dice show is "
         "named and nothing changes (the app's convention)."),
    Rule("runebound3.outcome-entered", "companion", "Runebound: a fight the table plays out",
         "the table enters a fight's outcome", "A fight's outcome entered by the table",
         "When the session cannot run a fight token by token (it does not know a side's combat tokens), the "
         "table plays the fight with its own tokens and enters the outcome: won, defeated or retreated, with the "
         "wounds taken. A fight the app runs goes step by step (toss, spend, shield, retreat), so its outcome is "
         "never entered (the app's convention; the summary only says that drawing an enemy starts a fight)."),
    _rule("delayed", "Герой Задержан:", "потратить свое следующее действие, чтобы встать", "Delayed heroes",
          "A delayed hero spends the next action standing up."),
    _rule("goods", "Товары:", "сбросьте Товары и получите указанное количество золота", "Goods",
          "Goods are items sold for the gold printed on them."),
)
