"""Rules index of Runebound 2nd edition (book id `runebound2`); the Class Decks expansion keeps its own
(`class_decks/rule_index.py`, named beside this one in the plugin)."""

from rules_engine.rules_index import Rule

B = "runebound2"


def _rule(rule_id: str, heading: str, locator: str, title: str, summary: str, page: int | None = None,
          last_page: int | None = None) -> Rule:
    return Rule(f"runebound2.{rule_id}", B, heading, locator, title, summary, page, last_page)


#: Combat sections printed after the flee phase: the book names p. 6 for combat and p. 7 for the
#: knock-out that follows them, so their text runs on from p. 6 into p. 7.
COMBAT_PAGES = (6, 7)


RULES: tuple[Rule, ...] = (
    Rule(
        id="runebound2.dice.d10-zero-is-ten",
        book="runebound2",
        heading="Десятигранные кости",
        locator="Выпавший 0 считайте за 10",
        title="Ten-sided dice: a zero counts as ten",
        summary=(
            "Every roll except movement uses two ten-sided dice added together. A die showing 0 "
            "counts as 10, so two zeros make 20. Dice named on cards mean these ten-sided dice."
        ),
    ),
    # -- setup and the turn ---------------------------------------------------------------------
    _rule("setup.start", "Подготовка к игре", "Каждый игрок получает по 3 золотых",
          "Setting up",
          "Each player starts with 3 gold and one hero; the six challenge markers sit on their track "
          "slots; adventure cards form four decks by colour; every city but Tamalir gets one market card."),
    _rule("setup.tamalir", "Шаг 2: Поход", "ставит фигурку своего героя на клетку города Тамалир",
          "Heroes start in Tamalir",
          "Before moving on their very first turn, every hero is placed in the city of Tamalir."),
    _rule("goal.win", "Цель игры", "либо убить Верховного владыку Маргата",
          "Winning the base game",
          "The first player whose hero slays Margath or gathers three Dragon Runes wins. A challenge "
          "entered as Margath or as a rune tells the app, which then records the winner."),
    _rule("turn.steps", "Ход игры", "шаги выполняются строго в указанном порядке",
          "Five steps in order",
          "A turn is refresh, movement, adventure, market and experience, always in that order. A step "
          "that cannot happen is skipped; some events end the turn early."),
    _rule("turn.order", "Конец хода", "право действия передаётся по часовой стрелке",
          "Passing the turn",
          "After the experience step the turn passes to the player on the left, who starts with refresh."),
    _rule("refresh.step", "Шаг 1: Сборы", "Переверните лицом вверх все ваши активированные карты",
          "Refresh",
          "At the start of the turn every activated card is turned face up and can be used again; with "
          "nothing activated the step is skipped."),
    # -- movement -------------------------------------------------------------------------------
    _rule("movement.dice-count", "Походные кубики", "вы бросаете не больше четырёх кубиков",
          "How many movement dice",
          "A party normally rolls five terrain dice, but at most four when the hero or any ally carries "
          "a wound or exhaustion."),
    _rule("movement.symbols", "Символы ландшафта", "На каждом кубике вы можете выбрать только один символ",
          "One terrain per die",
          "Each die lets the party enter one hex whose terrain is one of the symbols on its face; a die "
          "serves one hex only. Any symbol enters a city."),
    _rule("movement.unused-dice", "Другие правила похода", "не можете сохранить неиспользованные кубики",
          "Unused dice are lost",
          "The party need not use every die, but dice not used this movement are lost."),
    _rule("movement.rest", "Другие правила похода", "бросить меньше четырёх походных кубиков, чтобы отдохнуть",
          "Resting",
          "Rolling fewer than four dice rests the party: for each die not rolled, remove one exhaustion "
          "from the hero or any ally. Staying put rests four."),
    _rule("movement.adjacent", "Другие правила похода", "переставить героя на любую соседнюю клетку",
          "One step instead of rolling",
          "Instead of rolling, the party may step to one adjacent hex; not when it rests."),
    _rule("movement.nothing-here", "Другие правила похода", "пропустите шаги приключения и торга",
          "Ending where nothing is",
          "A party ending its movement on a hex without an adventure or a city skips the adventure and "
          "market steps."),
    # -- adventures -----------------------------------------------------------------------------
    _rule("adventure.take", "Шаг 3: Приключение", "выбирайте, будете ли вы в него ввязываться",
          "Taking an adventure",
          "On an adventure counter the player may take the adventure, drawing from the deck of the "
          "counter's colour, or leave it and go to the experience step."),
    _rule("adventure.events", "События", "никогда не могут вступить события с уровнем меньше",
          "Events",
          "A drawn event replaces the active event if its level is equal or higher; a lower one is "
          "ignored. Either way the replaced or ignored card goes under its deck and the player draws again."),
    _rule("adventure.refresh-counters", "События", "в игру возвращаются только те жетоны приключений",
          "Events refresh adventure counters",
          "Drawing an event puts counters back on emptied flashing hexes, but only counters in the reserve "
          "can come back; the drawing player places them if there are too few."),
    _rule("adventure.encounters", "Встречи", "выходят из игры, а не возвращаются под низ",
          "Encounters",
          "An encounter is played as its card says, then leaves the game instead of going under its "
          "deck, and the player draws again."),
    _rule("adventure.encounter-combat", "Встречи", "встрече будет проверка умения (см. стр. 9), иногда — бой",
          "Encounters that call for a fight",
          "An encounter usually asks for a skill check but sometimes for a fight. The fight follows the ordinary "
          "combat rules; what beating (or not beating) the opponent brings is written on the encounter card, "
          "so the app gives no challenge reward or adventure counter for it."),
    _rule("adventure.encounter-turns", "Встречи", "может понадобиться несколько ходов",
          "Encounters that take several turns",
          "An encounter's demands may take the hero several turns. The table can leave such an encounter "
          "open ('later'): it stays with the hero across turns, drawing goes on as after any encounter, and "
          "'done \"NAME\"' ends it when its card says so; then it leaves the game like any encounter."),
    _rule("adventure.track-marker", "Жетоны непреодолённых препятствий", "не берите карту из колоды, а разыграйте карту с трека",
          "Fighting a challenge left on the track",
          "A party ending on a challenge marker may fight the card on that track slot instead of drawing."),
    _rule("adventure.heroes", "Взаимодействие с другими героями", "Вы можете взаимодействовать таким образом только с одним соперником",
          "Meeting other heroes",
          "Ending on another hero lets the player negotiate with or duel one of them; negotiating rules "
          "out a duel, and one turn never holds both a hero and an adventure."),
    _rule("adventure.negotiation", "Переговоры", "можете обменяться золотом, предметами и союзниками",
          "Negotiating",
          "Two heroes on one hex may trade gold, items and allies by agreement; deals are binding."),
    _rule("adventure.colour-limit", "Жетоны опыта", "лишаетесь права брать карты приключений самого легкого доступного уровня",
          "Colours a stronger hero may no longer take",
          "Each +1 Life bought bars the hero from the easiest colour still allowed: green, then yellow, then blue.", 5),
    # -- combat ---------------------------------------------------------------------------------
    _rule("combat.before", "Перед боем", "оно должно быть разыграно первым", "Before combat",
          "The challenge's before-combat ability goes first; then the hero and each ally may use each of "
          "their before-combat abilities once, and one item may be activated.", 6),
    _rule("combat.fight", "Бой", "череду раундов, которая завершается победой одной из сторон",
          "A fight runs until it is over",
          "After the before-combat abilities a fight is a run of rounds that goes on until one side wins "
          "(or the hero escapes in a flee phase); until then nothing else of the adventure is played, and "
          "outside a fight there are no rounds to play.", 6),
    _rule("combat.round", "Раунд боя", "Каждый раунд делится на четыре фазы", "Combat rounds",
          "Every round runs flee, ranged, melee and magic phases in that order; before-combat abilities "
          "never return once rounds have begun.", 6),
    _rule("combat.attack-roll", "Фаза 2: Дальний бой", "Если сумма равна разуму противника или больше него, атака",
          "Attacking",
          "An attack is 2d10 plus the attacker's matching attribute (Mind ranged, Body melee, Spirit "
          "magic) against the opponent's same attribute: equal or higher wounds the opponent by the "
          "attacker's damage of that phase, lower wounds the attacker by the opponent's.", *COMBAT_PAGES),
    _rule("combat.defend", "Фаза 2: Дальний бой", "вы успешно отбили атаку, и ничего не происходит",
          "Defending",
          "Defending is the same roll: equal or higher and nothing happens, lower and the hero takes the "
          "opponent's damage of that phase. With zero damage the roll can be skipped.", *COMBAT_PAGES),
    _rule("combat.melee", "Фаза 3: Ближний бой", "Если сумма равна телу противника или больше него, атака",
          "Melee attacks and defence",
          "In the melee phase the roll is 2d10 plus Body against the opponent's Body, for an attack or a "
          "defence alike; a hero who already attacked this round may only defend. Melee damage applies.", *COMBAT_PAGES),
    _rule("combat.magic", "Фаза 4: Магический бой", "Если сумма равна духу противника или больше него, атака",
          "Magic attacks and defence",
          "In the magic phase the roll is 2d10 plus Spirit against the opponent's Spirit, attack or defence; "
          "magic damage applies, and the next round starts again with the flee phase.", *COMBAT_PAGES),
    _rule("combat.one-attack", "Ограничения на атаки", "Каждый герой и союзник может провести только одну атаку в раунд",
          "One attack each per round",
          "Each character attacks at most once a round, and only one character (the hero or one ally) "
          "attacks in a phase; if nobody attacks, the hero defends.", *COMBAT_PAGES),
    _rule("combat.allies", "Союзники в бою", "союзники не могут защищаться",
          "Allies in combat",
          "An ally may attack in a phase where the hero does not, using its own attribute and damage, and "
          "takes the wounds of its failed attack; allies never defend.", *COMBAT_PAGES),
    _rule("combat.ally-dies", "Союзники в бою", "Сбросьте его карту лицом вниз под колоду приобретений",
          "An ally falls",
          "An ally whose wounds reach its life dies and goes under the market deck.", *COMBAT_PAGES),
    _rule("combat.bonuses", "Бонусы", "Бонусы к боевым параметрам не влияют на урон",
          "Bonuses do not change damage",
          "A bonus to a combat value adds to the roll only; damage stays as printed unless a card says otherwise."),
    _rule("combat.victory", "Преодоление препятствий", "препятствие преодолено",
          "Defeating a challenge",
          "A challenge whose wounds reach its life is defeated: take the reward, keep the card if it says "
          "so (a kept card can never be sold, given or lost), take the adventure counter, and put the "
          "card under its deck.", *COMBAT_PAGES),
    # -- fleeing and the challenge track -------------------------------------------------------
    _rule("flee.roll", "Фаза 1: Бегство", "Если сумма меньше разума противника, бегство не удаётся",
          "Fleeing",
          "In the flee phase the hero may roll 2d10 plus Mind against the opponent's Mind. Lower costs one "
          "wound and the hero may try again or go on to ranged combat.", 6),
    _rule("flee.success", "Фаза 1: Бегство", "Верните фишку героя на ту клетку, откуда он вошёл",
          "A successful escape",
          "On a success the party returns to the hex it came from, the challenge loses its wounds and goes "
          "to the first free slot of the challenge track, that slot's marker goes on the combat hex, and "
          "the turn ends.", 6),
    _rule("track.full", "Фаза 1: Бегство", "если все шесть делений трека заняты",
          "A full challenge track",
          "When all six slots hold cards, the card that has waited longest goes under its deck; the new "
          "card takes its slot and that marker moves from the old hex to the new one.", 6),
    # -- knock-out and duels ----------------------------------------------------------------------
    _rule("knockout.procedure", "Потеря сознания", "он немедленно теряет сознание",
          "Knocked out",
          "A hero whose wounds reach life is knocked out: wounds and exhaustion are discarded, all gold goes "
          "to the bank, the most expensive item or ally is lost (owner's pick among equals), the hero goes "
          "to the nearest city, the challenge goes to the track, and the turn ends.", 7),
    _rule("duel.rules", "Поединки героев", "Первым свои свойства Перед боем применяет герой, подвергшийся нападению",
          "Hero duels",
          "A duel follows combat with changes: the defender's before-combat abilities come first; only the "
          "aggressor may flee; in each phase the defender rolls first and that total is the aggressor's "
          "target; each side activates at most one card a round; roles swap at the end of every round.", 7),
    _rule("duel.spoils", "Поединки героев", "Опыта за поединок не получает никто",
          "Spoils of a duel",
          "The winner takes one item, ally or adventure card, or all the loser's gold; the loser is then "
          "knocked out as usual. Nobody gains experience from a duel; the active player's turn ends.", 7),
    # -- market -----------------------------------------------------------------------------------
    _rule("market.city-only", "Шаг 4: Торг", "Торг доступен только тому игроку, чей герой завершил",
          "Market only in a city",
          "Only a party that ended its movement in a city has a market step.", 5),
    _rule("market.draw-first", "Действия торга", "возьмите карту из колоды приобретений и положите её",
          "A new card for the market first",
          "Before trading, one card from the market deck goes face up onto this city's market.", 5),
    _rule("market.deck", "Состав игры", "84 карты приобретений",
          "The market deck's 84 cards",
          "The market deck holds 84 cards (29 allies, 55 items), and every card discarded goes back under it: at "
          "most 84 are out at once, on the cities' markets and with the parties. With all of them out there is "
          "no market card to draw, and the market step goes on without one."),
    _rule("market.buy", "Действия торга", "выберите карту предмета на рынке",
          "Buying and hiring",
          "Pay an item's or ally's price to the bank and take it from this city's market, as often as you "
          "can pay.", 5),
    _rule("market.sell", "Действия торга", "При продаже предмета ценой 3 золотых вы получите 1 золотой",
          "Selling",
          "An item sells for half its price rounded down; 1-gold items cannot be sold, allies cannot be "
          "sold, and an item cannot be both bought and sold in one turn.", 5),
    _rule("market.heal", "Действия торга", "заплатите один золотой и сбросьте одну рану",
          "Healing",
          "For 1 gold a character loses one wound or all of its exhaustion, as often as you can pay.", 5),
    _rule("market.limits", "Пределы союзников и предметов", "не может быть больше двух предметов оружия",
          "Two weapons, one armour, two allies",
          "A hero carries at most two weapons and one armour and leads at most two allies; cards gained "
          "from adventures count too.", 5),
    _rule("market.discard", "Пределы союзников и предметов", "Сбросить карту предмета или союзника можно в любой момент",
          "Discarding items and allies",
          "An item or ally may be discarded at any time (under the market deck); kept adventure cards "
          "cannot be discarded this way.", 5),
    # The app's own convention (the "companion" book): it names no passage of the rulebook.
    Rule("runebound2.companion.players", "companion", "Runebound: players and heroes named in commands",
         "a player named at setup",
         "Players and heroes are named as at setup",
         "A command names a player or a hero as they were named when the game was set up; a name that "
         "matches no player or hero cannot be acted on."),
    Rule("runebound2.companion.hero-values", "companion", "Runebound: a hero's values typed from the card",
         "the table types what the hero card prints",
         "A hero's printed values are typed in",
         "The app cannot read a hero card: values the catalogue lacks (life, stamina, attributes, damage) are "
         "typed from the card once, each a known value name and at least 1 for life, 0 for the rest; a value "
         "already known stays, and play waits until every hero's values are known."),
    Rule("runebound2.companion.party", "companion", "Runebound: what a party carries, as the app records it",
         "the cards entered through the app",
         "A party's cards as the app records them",
         "The app knows each party's hero, allies and items from the cards entered through it: a character, "
         "item or ally it has not recorded with that party cannot be used, sold, given or named until it "
         "is entered."),
    Rule("runebound2.companion.commands", "companion", "Runebound: what a command tells the app",
         "the table tells the app what it cannot see",
         "Commands the app reads",
         "The app acts only on the moves Runebound has, and cannot see the board: what only the table can "
         "tell (which city is nearest a knocked-out hero, the terrain of a hex) is named in the command. A move the game "
         "does not have, or a command that leaves out what only the table can tell, cannot be acted on."),
    Rule("runebound2.companion.game-over", "companion", "Runebound: game over",
         "nothing is played after a win",
         "Game over",
         "Once a player has won, the game is over: nothing more can be done in it."),
    Rule("runebound2.companion.card-values", "companion", "Runebound: a card's values typed from the card",
         "the table types what an adventure or market card prints",
         "A card's printed values are typed in",
         "The app cannot read an adventure or market card: the table types the numbers it prints (life, "
         "price, attributes, damage, an ability's exhaustion and wounds), the colour and experience of a "
         "counter, the attribute a check tests and how an item is used. A challenge, opponent or ally needs "
         "its life of at least 1, no number is below zero, a colour is green, yellow, blue or red, a "
         "counter's experience is 1 to 10, a check tests mind, body or spirit, an item is used by "
         "activation, discard or constantly, and a card the app does not know is described before it is "
         "used. Anything else cannot be acted on."),
    Rule("runebound2.cards.effects", "companion", "Runebound: card effects the table applies",
         "the table reads its cards",
         "Card effects the table applies",
         "The app cannot read card text: the table enters what a card does to gold, wounds, exhaustion or "
         "rest ('effect ...'), and the app keeps the result within the game's bounds (gold never below "
         "zero, exhaustion past stamina becomes wounds, wounds are held for a ward)."),
    _rule("cards.self-only", "Свойства карт", "вправе применить своё свойство только на себя самого",
          "A character's ability applies to itself",
          "Unless the card's text says otherwise, an ability on a hero's or an ally's card (or an item the "
          "hero carries) applies only to that character: the hero cannot use it on an ally, nor an ally on "
          "the hero. When a card does name others, the table says so ('for-others'), and the app allows it."),
    _rule("cards.timing", "Когда применять карты", "потому что «Перед боем» — это не фаза",
          "When card abilities may be used",
          "A card's opening words say when it may be used: ranged, melee or magic only in that phase of a "
          "round; 'any phase' in any of those three phases but never before combat, because before combat "
          "is not a phase; 'before combat' only then. A card without such words always works or says when "
          "it applies (a ward, as wounds are dealt)."),
    _rule("cards.bonus-declaration", "Бонусы", "Вы можете решить, применять ли такую карту, после броска костей",
          "When card bonuses are declared",
          "A card adding a bonus to a combat roll or a skill check may be chosen after the dice are rolled; "
          "but cards that are discarded after use in a combat roll must be chosen before rolling."),
    _rule("adventure.success-failure", "Термины игры", "в этом случае не происходит ничего",
          "Success or failure by default",
          "When a card does not say what passing or failing its check brings, nothing happens: the card "
          "is discarded and play goes on."),
    _rule("activation.encounter", "Активация карт", "Во время шага приключения можно активировать одну карту",
          "No activation outside the fight in the adventure step",
          "The book's list of activation windows in the adventure step holds only before combat and each "
          "combat round. The app reads that list strictly: in the adventure step outside a fight (while an "
          "encounter or an event is played, or after the fight) it refuses an activation, which the table may "
          "still allow as a house rule; a ward as wounds are dealt stays allowed, since its own text sets "
          "that moment.", 9),
    # -- wounds, activation, checks -----------------------------------------------------------------
    _rule("wounds.bounds", "Раны и усилия", "вместо жетона усилия он получает рану",
          "Wounds and exhaustion",
          "Stamina is the most exhaustion a character can carry; exhaustion beyond it becomes wounds. "
          "Wounds reaching life defeat the character."),
    _rule("wounds.ability-stamina", "Раны и усилия", "не могут использовать такие свойства",
          "No ability past stamina",
          "An ability that costs exhaustion cannot be used if it would put the character's exhaustion above "
          "its stamina."),
    _rule("wounds.ward", "Термины игры", "Вы можете отвести рану только в момент её нанесения",
          "Warding wounds",
          "A card that wards a wound stops it from being dealt at all, so it must be used as the wound is "
          "dealt, not later: the app holds wounds a party could ward, before any knock-out is decided."),
    _rule("activation.limits", "Активация карт", "Игрок вправе активировать одну карту во время шага похода",
          "Activation limits",
          "One card may be activated in movement, one in the market, one before combat and one in each combat "
          "round; an activated card stays used until the next refresh. Star and sword items need no activation.", 9),
    _rule("skill.check", "Проверки умений", "Если итог будет больше или равен 15, вы прошли проверку",
          "Skill checks",
          "A skill check is 2d10 plus the hero's attribute plus any skill bonus, against the target; equal "
          "or higher passes. Allies take checks only when a card allows it.", 9),
    # -- experience -------------------------------------------------------------------------------
    _rule("xp.counters", "Преодоление препятствий", "не забудьте взять жетон приключения",
          "Adventure counters",
          "A defeated challenge gives the adventure counter of its hex; the number on its back is "
          "experience points to spend in the experience step.", *COMBAT_PAGES),
    _rule("xp.price", "Единицы опыта", "Цена каждого жетона опыта зависит от количества игроков",
          "Price of an experience counter",
          "An experience counter costs 5 points with 1-2 players, 4 with 3-4 and 3 with 5-6; spent counters "
          "go to the reserve, change comes from it, and any remainder is written down.", 5),
    _rule("xp.bonuses", "Жетоны опыта", "постоянный бонус +2 к разуму героя",
          "What experience buys",
          "Each experience counter gives +2 Mind, +2 Body, +2 Spirit or +2 Stamina, or +1 Life (at most "
          "three times, each barring the easiest colour still allowed).", 5),
    # -- variants ---------------------------------------------------------------------------------
    _rule("doom.setup", "Подготовка трека неизбежности", "Не глядя на неё и не раскрывая",
          "Doom track setup",
          "With the doom track, the top green adventure card goes face down on the first doom slot."),
    _rule("doom.discards", "Новые карты на треке неизбежности", "кладите такую карту лицом вниз на нижнее свободное деление",
          "Discards feed the doom track",
          "Every discarded adventure card (defeated challenges, finished encounters, ignored events, used "
          "trophies) goes face down on the next free doom slot instead of under its deck."),
    _rule("doom.token", "Жетоны неизбежности", "Число карт зависит от того, сколько участников в партии",
          "Doom counters",
          "When the doom track holds 2 cards (1 player), 4 (2), 6 (3) or 8 (4-6), the last card moves to "
          "slot one, the rest go under their decks, and a doom counter goes on the next city crest."),
    _rule("doom.endgame", "Эндшпиль", "уровень равен 1 + общее количество жетонов опыта",
          "The endgame",
          "The eighth doom counter starts the endgame: the red deck keeps only challenges (plus red cards from "
          "the challenge track) and is shuffled; heroes fight in order of level (1 + experience counters), "
          "then gold, then lot."),
    _rule("doom.lot", "Эндшпиль", "Если и золотой запас одинаков, определите очерёдность жребием",
          "The endgame's lot",
          "Heroes equal in both level and gold go into the final battle in an order settled by lot; the app "
          "records the lot as a roll of one ten-sided die per tied hero, highest first, rolling again among "
          "those still equal."),
    _rule("final.battle", "Последняя битва", "бежать из последней битвы нельзя",
          "The final battle",
          "A hero in the final battle draws red challenges one by one with no fleeing and no refresh or "
          "movement step. Slaying Margath or holding three red challenges wins; a loss shuffles the card "
          "back and passes the battle to the next hero."),
    _rule("final.all-lose", "Последняя битва", "Если все герои проиграли последнюю битву",
          "When every hero loses",
          "If every hero loses the final battle, the most red challenges wins, then the higher level, then "
          "more gold."),
    _rule("hazard.roll", "Бросок на столкновение", "вы должны бросить два походных кубика",
          "Road hazards: the encounter roll",
          "With road hazards, a party whose movement step ends on a hex with no city, counter, marker or hero "
          "rolls two terrain dice as the step's last act; a symbol of that hex's terrain means a quiet road, none "
          "means a hazard. The book ties the roll to where the step ends, so the app asks for it after resting "
          "or staying put too."),
    _rule("hazard.colour", "Цвет опасности", "Отсчитайте снизу вверх по треку неизбежности",
          "Road hazards: the colour",
          "With the doom track, count the symbols rolled along the doom track (wrapping past the last card) "
          "and take that card's colour; without it, 2d10 gives green on 2-6, yellow on 7-15, blue on 16-20."),
    _rule("hazard.resolution", "Разбор опасности", "Никогда не кладите её на трек непреодолённых",
          "Road hazards: resolving",
          "A hazard is one card only, with no before-combat abilities, no fleeing and no reward; experience "
          "comes from a reserve counter (or counters of the same total); a failure never goes to the "
          "challenge track."),
    _rule("variant.soft-knockout", "Смягчение потерь", "не сбрасывайте карты предметов и союзников",
          "Variant: softer knock-out",
          "A knocked-out hero keeps items and allies; everything else is as usual."),
    _rule("variant.item-limit", "Предел предметов", "только одним предметом каждого класса и типа",
          "Variant: one item per class and type",
          "Instead of two weapons and one armour, a hero may carry only one item of each class-and-type pair: "
          "a weapon that is a mace bars a second weapon that is a mace, but not a weapon that is a sword."),
    _rule("variant.ally-upkeep", "Предел союзников", "платите в банк 1 золотой за каждого союзника",
          "Variant: unlimited allies with upkeep",
          "Any number of allies, but at the start of each market step pay 1 gold per ally or dismiss it."),
    _rule("variant.xp-length", "Быстрая игра", "сделайте жетоны опыта более дешёвыми",
          "Variant: quick and long games",
          "A quick game prices experience counters at 4/3/2 points (1-2, 3-4, 5-6 players), a long game at 6/5/4."),
    _rule("variant.trophies", "Боевые трофеи", "не сбрасывает ни карту приобретения, ни оставшееся у него золото",
          "Variant: battle trophies",
          "The duel winner takes one card or all gold; the loser is knocked out but loses no other card or gold, "
          "and the winner keeps the wounds and exhaustion of the fight."),
)
