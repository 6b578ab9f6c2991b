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
    # The location phase starts on p. 8 (the book's own reference); this passage follows the printed page number 9.
    Rule("dungeoneer.map.not-closed", B, "III. Фаза локаций", "нельзя создавать замкнутое подземелье",
         "The dungeon is never closed",
         "A placement may not close the dungeon so that no further location could be joined to it. "
         "The app applies this while location cards remain to be placed.", page=8, last_page=9),
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
          "card lists for that form. A side whose health reaches zero is defeated, and a player whose "
          "hero is defeated has left the game with it."),
    _rule("threats.check", "Угрозы", "не уступающую значению угрозы",
          "Threats",
          "A threat tests one value (usually melee, magic or speed, sometimes level or health): roll "
          "one die, add the value; reaching the threat's number passes it.", page=15),
    _rule("threats.traps", "Угрозы", "угрозы-ловушки воздействуют на всех героев",
          "Trap threats hit everyone there",
          "Unless the card says otherwise, a trap's threat hits every hero in its location; each rolls its "
          "own die and adds its own value. The app rolls and compares; the card's effect on a failure is "
          "the table's to apply.", page=15),
    _rule("hazards.danger", "Преграды", "Опасность увеличивает сложность",
          "Danger",
          "A location marked with danger makes trap encounters played there harder: the app adds the "
          "number the table entered for the danger to the trap's threat."),
    _rule("solo.peril-roll", "Одиночная игра", "киньте кубик столько раз, сколько очков риска",
          "Solo: peril rolls",
          "On entering a location the hero gains its glory as usual, but instead of its peril rolls "
          "one die per peril point; each result at or under the peril value draws and plays a peril "
          "card."),
    _rule("deeds.move", "IV. Фаза подвигов", "чтобы переместить своего героя в соседнюю локацию",
          "Moving",
          "One action point moves the hero to an adjacent location through a working exit (any exit "
          "but a wall). The exit's own condition, if any, must be met first."),
    _rule("move.leaving-exits", "Правила движения", "Игнорируйте условия выходов локации",
          "Only the exits being left count",
          "Moving between locations follows the exit conditions of the location being left; the "
          "exits of the location entered are ignored.", page=17),
    _rule("exits.open", "Обычные выходы", "через открытый выход",
          "Open exits",
          "An open exit may be passed with no condition."),
    _rule("exits.blocked", "Обычные выходы", "или потеряете 1 очко действия",
          "Blocked exits",
          "Pass the exit's threat, or pay one more action point to get through. A hero that fails "
          "with no point left has opened the exit but stays, and goes through for one point next "
          "turn; the exit stays open, for other heroes too, until that hero leaves the location."),
    _rule("exits.trap", "Обычные выходы", "нужно обезвредить ловушку или избежать её",
          "Trapped exits",
          "Pass the exit's threat or take one wound; the hero leaves the location either way. Exit "
          "traps are not trap cards, so card effects on traps do not touch them."),
    _rule("exits.wall", "Обычные выходы", "таким выходом нельзя воспользоваться",
          "Walls",
          "A wall cannot be passed from either side."),
    _rule("points.new-location", "IV. Фаза подвигов", "Когда ваш герой входит в новую локацию",
          "Glory and peril of a new location",
          "Entering a location the hero has not been in this turn gives its glory and peril, for "
          "each such location passed through, but only when the hero moves in its own turn."),
    _rule("turn.stayed-put", "V. Фаза сброса/добора карт", "Если в свой ход вы не двигались",
          "A hero who did not move",
          "A hero that did not move this turn gains the glory and peril of the location it stayed "
          "in at the end of the turn, without its effects or hazards."),
    _rule("hazards.own-turn", "Преграды", "Преграды действуют на героев",
          "Hazards in one's own turn",
          "A location's hazard affects a hero that enters it moving in its own turn, never one moved "
          "in another player's turn."),
    _rule("hazards.spikes", "Преграды", "Герой должен преодолеть угрозу, чтобы",
          "Spikes",
          "A hero entering spikes must pass the threat or take one wound."),
    _rule("hazards.pit", "Преграды", "не свалиться в яму",
          "Pits",
          "A hero entering a pit must pass the threat or fall; a fallen hero cannot move until it "
          "spends a point to stand."),
    _rule("variant.dodging-spikes", "Варианты правил", "Уклонение от шипов",
          "Dodging spikes",
          "Instead of the spikes' threat the hero may spend one action point to dodge them."),
    _rule("turn.refresh", "I. Фаза восстановления", "Очки действия, оставшиеся от предыдущего",
          "Refresh",
          "Traps re-arm, blocked exits block again, effects that last a turn end and once-a-turn "
          "effects are usable again. Leftover action points are lost and the hero gets as many new "
          "points as its speed. Every location but the hero's own is new to the hero again."),
    _rule("points.speed", "Общие эффекты карт", "по умолчанию вы не получаете дополнительные очки действия",
          "Speed and action points",
          "A speed increase does not add action points already given unless the card says so; "
          "still in force at the next refresh, it gives the larger number then.", page=20),
    _rule("turn.save-point", "V. Фаза сброса/добора карт", "можете сохранить 1 очко",
          "Saving one action point",
          "One unspent action point may be kept for the other players' turns; unused by the next "
          "refresh, it is lost."),
    _rule("variant.limited-movement", "Варианты правил", "Каждый герой получает строго 3 очка действия",
          "Limited movement",
          "Every hero gets exactly three action points whatever its speed and cannot save a point; "
          "it may fall down once for an extra point usable for anything but moving."),
    _rule("setup.entrance", "Подготовка к игре", "Возьмите 4 случайные карты тоннелей",
          "The entrance and its four tunnels",
          "The entrance location starts face up in the middle of the table with one random tunnel "
          "against each of its four sides; the other locations are shuffled face down."),
    _rule("setup.first-player", "Подготовка к игре", "Первого игрока определите с помощью броска кубика",
          "First player",
          "A die roll decides who goes first."),
    _rule("turn.phases", "Ход игры", "Ход каждого игрока состоит из",
          "Five phases in order",
          "A turn is refresh, dungeon lord, location, deeds, then discard and draw, in that order; "
          "then the player on the left takes a turn."),
    _rule("turn.location", "III. Фаза локаций", "Вытяните 1 карту локации и положите",
          "The location phase",
          "The player draws one location card and places it where the placement rules allow; with "
          "no location cards left the phase is skipped.", page=8),
    _rule("deeds.explore", "IV. Фаза подвигов", "Вы можете брать и выкладывать дополнительные карты локаций",
          "Exploring",
          "Each further location card drawn and placed costs one action point."),
    _rule("special.stand-up", "Особые действия", "Герой, фишка которого лежит, не может двигаться",
          "Standing up",
          "A fallen hero spends one action point to stand and cannot move while down."),
    _rule("general.falling", "Общие эффекты карт", "Ни на что другое, кроме подъёма",
          "Fallen heroes",
          "A fallen hero must spend an action point to stand and may spend its points on nothing "
          "else until it does; some cards also ask for a threat to stand."),
    _rule("battle.start", "Начало битвы", "Раз в ход за 1 очко действия герой может начать битву",
          "Starting a battle",
          "Once a turn, for one action point, a hero may attack a monster right after its attack, or "
          "another hero in the same location. A hit on a hero wounds it or takes its escort token.",
          page=12),
    _rule("battle.monster-attack", "Начало битвы", "Каждый монстр атакует только 1 раз",
          "A monster attacks once a turn",
          "A monster played in the dungeon lord phase gets its health tokens and attacks once this "
          "turn, paid with the attacked hero's peril.", page=12),
    _rule("battle.form", "Форма битвы", "Но он может выбирать только из тех форм",
          "Attack forms",
          "The attacker chooses melee, magic or speed, but only a form its card shows with the round "
          "attack symbol; counter-attack-only forms cannot open an attack.", page=12),
    _rule("battle.stages", "Этапы битвы", "Битва состоит из следующих этапов",
          "Stages of a battle",
          "Attack, response, attack roll, counter roll, comparison, challenge, lair, reward."),
    _rule("battle.challenge", "Этапы битвы", "Герой, который подвергся атаке",
          "Challenge",
          "The attacked hero may then attack once, one of its attackers or a hero in the same "
          "location, for one action point; that battle skips the challenge stage. The app's reading of this "
          "stage with the start-of-battle rules (once a turn, one point, right after the monsters' attack): outside its "
          "own turn the hero pays with the point saved at the end of its last turn; attacked in its own turn "
          "(always so alone) it pays with a point of the turn, and the strike back is its one battle of the "
          "turn, so a hero that already started one, is fallen or has no point left cannot."),
    _rule("battle.lair", "Этапы битвы", "не более трёх монстров",
          "Lair",
          "An unwounded monster goes back to its owner's hand or lair; a wounded one to the lair or "
          "the discard, never the hand; a defeated one is discarded. A lair holds at most three "
          "monsters; extra ones are discarded by the owner's choice."),
    _rule("battle.lair-play", "Этапы битвы", "Монстров в логове можно играть так",
          "Monsters from the lair",
          "A monster waiting in its owner's lair is played the same way as one from the hand: in the "
          "dungeon lord phase, against an opponent, paid again with that hero's peril."),
    _rule("battle.reward", "Этапы битвы", "За каждую рану, нанесённую герою",
          "Reward",
          "For each wound a monster dealt a hero, its owner may give 1 peril to any player; each "
          "wound a hero dealt a monster gives the hero's player 1 glory. Quest monsters pay by their "
          "quest card instead."),
    _rule("points.spending", "Общие правила", "Игрок никогда не может тратить свои очки риска",
          "Whose points pay",
          "A player spends their own glory on treasures and boons and an opponent's peril on banes "
          "and encounters; never their own peril."),
    _rule("cards.monster", "Карты приключений", "Монстр находится в локации",
          "Monsters",
          "A monster is discarded when its health reaches zero; it is in a location only while it "
          "attacks, otherwise in its owner's hand or lair."),
    _rule("goal.quests", "Цель игры", "должен выполнить 3 задания и не погибнуть",
          "Winning",
          "A hero who completes three quests and is still alive wins. A player can also win as the "
          "dungeon lord by defeating every other hero."),
    _rule("setup.quests", "Подготовка к игре", "это личные задания игроков",
          "Quests dealt",
          "Each player gets two personal quests face up, only their own hero may complete them; one "
          "more quest lies face up as the shared quest any hero may attempt."),
    _rule("deeds.quest-attempt", "IV. Фаза подвигов", "На первую попытку выполнить задание",
          "Quest attempts",
          "The first quest attempt of a turn is free; each further attempt costs one action point. "
          "Attempting is the player's choice, never automatic on entering the location."),
    _rule("deeds.quest-done", "IV. Фаза подвигов", "Успешное выполнение задания завершает фазу",
          "A completed quest ends the deeds",
          "Completing a quest gives its reward and ends the deeds phase at once. A completed shared "
          "quest is replaced immediately; a personal one is not."),
    _rule("quests.influence", "Категории заданий", "Пока задание не выполнено, оно оказывает",
          "Influence quests",
          "Until completed, an influence quest affects its player; a shared one affects everyone, "
          "but only the one who completes it is rewarded."),
    _rule("quests.sacrifice", "Категории заданий", "нужно пожертвовать чем-либо",
          "Sacrifice quests",
          "A sacrifice quest is completed by giving something up, such as health or boons."),
    _rule("quests.hunt", "Категории заданий", "Победите монстра, указанного в карте задания",
          "Hunt quests",
          "The quest's monster attacks first by the battle rules, at no action cost, run by the "
          "player on the left; after the counter the hero may attack again with a saved point. "
          "Quest monsters never go to a lair or hand and give no glory or peril."),
    _rule("quests.seek", "Категории заданий", "Локация, где можно выполнить это задание",
          "Seek quests",
          "The place must be found first: usually one action point and a die, plus the number of "
          "locations between the hero and the nearest entrance, against the quest's number. Found "
          "but not completed this turn, it must be found again next turn."),
    _rule("quests.escort", "Категории заданий", "положить на карту задания",
          "Escort quests",
          "Reach the first location and put a tracking token on the quest (its pair on the hero), "
          "then reach the second and remove them. A shared escort becomes the personal quest of the "
          "first hero to start it, and a new shared quest is drawn."),
    _rule("quests.threat", "Категории заданий", "Преодолейте угрозу, указанную на карте задания",
          "Threat quests",
          "Pass the quest's threat; first attempt free, each further one a point; failed attempts "
          "affect every hero in the location."),
    _rule("quests.chance", "Категории заданий", "надо получить определённые результаты",
          "Chance quests",
          "A chance quest needs particular results on the dice. Anything more is the card's own rule: the "
          "book's sample card sells one extra die for an attempt at a price in glory, the highest die "
          "counting, and the app sells extra dice only as far as the card's values allow."),
    _rule("points.one-opponent", "II. Фаза злодеяний", "нельзя использовать очки риска",
          "One opponent pays for one card",
          "A peril card aimed at nobody in particular may be paid with any other player's peril, "
          "but one card is never paid with the peril of two opponents."),
    _rule("points.x-cost", "Общие эффекты карт", "это значит, что игрок сам выбирает, сколько заплатить",
          "X costs",
          "A cost of X glory or peril means the paying player chooses how much to pay."),
    _rule("deeds.glory-card", "IV. Фаза подвигов", "играть с руки в инвентарь карты славы",
          "Playing glory cards",
          "Boons and treasures are played from hand into the inventory while the player's glory "
          "pays for them."),
    _rule("special.any-time", "Особые действия", "Применение карты любого момента",
          "Actions in any turn",
          "Cards timed 'any time', response cards in a battle's response stage, prepared inventory "
          "cards and the hero's ability can be used in anyone's turn when the points allow."),
    _rule("turn.dungeon-lord", "II. Фаза злодеяний", "действует в роли повелителя подземелья",
          "The dungeon lord phase",
          "The player acts as dungeon lord: banes and encounters whose timing is this phase are "
          "played against opponents, paid with the target's peril. Banes may come before or after "
          "encounters; all encounters are played at once so the target can prepare a response."),
    _rule("inventory.limits", "Карты приключений", "Каждый герой может иметь в инвентаре",
          "Inventory limits",
          "A hero holds at most as many permanent boons and permanent treasures as its card allows; "
          "instants and attachments do not count."),
    _rule("inventory.one-of-a-type", "IV. Фаза подвигов", "только одно сокровище одного типа",
          "One treasure of each type",
          "A hero may have only one treasure of each type in play (no two helmets); boons have no "
          "such limit."),
    _rule("inventory.raised-limit", "Общие эффекты карт", "может быть сыграна даже тогда",
          "Raising a limit at the limit",
          "A card that raises an inventory limit, such as the backpack, may be played even when that "
          "limit is already reached."),
    _rule("inventory.boons-stay", "Общие эффекты карт", "Преимущества нельзя добровольно",
          "Boons are not discarded at will",
          "Boons cannot be discarded voluntarily; one that another card forces out stops working "
          "at once."),
    _rule("solo.dungeon-lord", "Одиночная игра", "Вместо неё используются случайные столкновения",
          "Solo: the app is the dungeon lord",
          "Alone, the turn is the usual one but the dungeon lord phase gives way to random encounters: "
          "the peril dice of each location entered and the peril cards they draw, played at once; the "
          "monsters drawn (and, with the lair, the lair's) attack by the normal battle rules. The app takes "
          "those steps for the dungeon: its dice, its draws, its monsters' rolls. The hero's own rolls "
          "(counters, threats, hazards, quests) and the glory cards the player may draw stay the player's."),
    _rule("solo.goal", "Одиночная игра", "выполните 3 задания и вернитесь ко входу",
          "Solo: the goal",
          "Alone, the hero wins by completing three quests and returning to the entrance."),
    _rule("solo.setup", "Одиночная игра", "Уберите из колоды приключений все карты переносов",
          "Solo: setup",
          "Transfer and shift cards and cards that need several heroes leave the adventure deck; it "
          "is split into a glory deck and a peril deck, each with its own discard; three quests are "
          "dealt and the rest set aside."),
    _rule("solo.banes-first", "Одиночная игра", "Первым делом применяются карты проклятий",
          "Solo: banes first",
          "Banes drawn are applied first; a bane aimed at a kind of monster or trap waits for one. "
          "Monsters attack by the normal rules and are discarded after the battle."),
    _rule("solo.banes-wait", "Одиночная игра", "остаются в игре, пока не будут сыграны",
          "Solo: a bane aimed at a kind of monster or trap waits for one",
          "A drawn bane that acts on a particular monster or trap stays in play, doing nothing, until a "
          "matching monster or trap card is drawn and played; then it applies to that card."),
    _rule("solo.lair", "Одиночная игра", "самый дорогой (по стоимости в очках риска)",
          "Solo: the optional lair",
          "With the lair, the costliest monster goes to the lair at the lair stage; lair monsters "
          "attack again whenever a monster is drawn and stay there until slain; three at most (past three "
          "the app discards the cheapest for the player)."),
    _rule("solo.glory-draws", "Одиночная игра", "За каждого побеждённого монстра",
          "Solo: glory cards",
          "Each monster defeated draws a glory card at once and the end of the turn draws one more; "
          "nothing is discarded. Permanent treasures are played only at a battle's reward stage and "
          "permanent boons only at the entrance."),
    _rule("general.card-priority", "Общие правила", "Если текст на карте противоречит",
          "Cards beat rules",
          "Where a card's text and the rules disagree, the card wins. The app enforces the rules; when a card "
          "says otherwise, the table applies the action as a house rule and the ruling says why."),
    _rule("cards.instant", "Карты приключений", "эффекты действуют только в текущем ходу",
          "An instant card lasts the turn",
          "An instant card is discarded as soon as it is applied, and its effects hold only for the turn it is "
          "played in; a permanent card stays in play until another card discards it. The app lets the move "
          "owed by an instant shift card lapse at the end of that turn."),
    _rule("cards.permanent", "Карты приключений", "карта остаётся в игре, пока эффект другой",
          "A permanent card stays in play",
          "A permanent card stays in play until the effect of another card makes its player discard it. The app "
          "takes a bane off a hero only when the table says another card forces it ('forced')."),
    _rule("cards.transfer", "Общие эффекты карт", "Этот эффект переносит фишки героев",
          "Transfers",
          "A transfer effect carries a hero's token elsewhere. The hero gains the peril and glory and meets the "
          "effects of the location it lands in only when it moves in its own turn; it keeps the state it was in "
          "(a fallen hero stays fallen)."),
    _rule("cards.treasure-spent", "Общие эффекты карт", "Карта сокровища, которая потеряла свои эффекты",
          "A spent treasure is discarded",
          "A treasure whose effects are gone is discarded at once; one discarded right after use (a "
          "potion) never counted against the inventory limit."),
    _rule("general.order", "Общие правила", "В случае споров придерживайтесь",
          "Order of resolution",
          "In a dispute: boons (hero abilities too), treasures, banes, the exit, spending action "
          "points, entering the location, gaining peril and glory, the location's effect, the "
          "encounter, the attack roll, the counter roll, the quest, passing the turn."),
    Rule("dungeoneer.companion.players", "companion", "Dungeoneer: players named in commands",
         "a player named at setup",
         "Players are named by seat",
         "A command names a player by seat (p1, p2, ...) or by name as at setup; a seat or name that matches no "
         "player cannot be acted on."),
    Rule("dungeoneer.companion.typed-peril-card", "companion", "Dungeoneer solo: a peril card typed at the draw",
         "the table types the values of a drawn card the catalogue lacks",
         "Solo: a peril card the catalogue lacks",
         "Alone with the table's own peril deck, a drawn card the session's catalogue lacks is given its values "
         "once, after its name (kind, cost; a monster's health and forms; a bane's duration; a trap's threat). "
         "Each field is checked and a bad one named; the card is remembered for the rest of the session, so "
         "later it is named only. The catalogue's own card always wins over typed values."),
    Rule("dungeoneer.companion.typed-card", "companion", "Dungeoneer: a card typed when played or drawn",
         "the table types a card the catalogue lacks",
         "A card the catalogue lacks, typed from the hand",
         "At a table of several a boon, treasure, bane or encounter played from a hand, and alone a glory card "
         "drawn from the table's own deck, may be one the session's catalogue lacks: its values follow 'as' "
         "(kind, cost, duration; when it is played, a treasure's type, a trap's threat, what a bane aims at, "
         "its traits). Each field is checked and a bad one named, nothing changing; the card is remembered for "
         "the rest of the session. The catalogue's own card always wins over typed values."),
    Rule("dungeoneer.companion.typed-location", "companion", "Dungeoneer: a location typed when it is drawn",
         "the table types a location card the catalogue lacks",
         "A location the catalogue lacks, typed as it is placed",
         "A location drawn from the table's own deck may be one the session's catalogue lacks: the table gives "
         "what the card prints after its name (room or tunnel, glory, peril, the four sides, a hazard, an effect), "
         "within the limits the catalogue sets. Each field is checked and a bad one named, nothing changing; the "
         "card is then placed by the usual rules and kept with the dungeon. The session's own card of that name "
         "always wins over typed values, and a typed card is never the entrance. As the app cannot count the "
         "table's deck, a typed card is placed as if more locations were still to come."),
    Rule("dungeoneer.companion.card-effect", "companion", "Dungeoneer: what a card did, recorded by the table",
         "the table records a card's effect on a counter",
         "A card's effect on a counter",
         "The app does not read the texts of cards, so the table records what a card did: health healed or "
         "wounded, glory, peril or action points gained or lost, or melee, magic or speed changed for the turn, "
         "with the card named. Each counter stays within its bounds: never below zero, no wound past a hero's "
         "health and no healing past its wounds; a hero wounded to no health is defeated, once. A raised speed "
         "gives no action points, and the changed battle values end with the turn. Like every step it can be "
         "undone."),
    Rule("dungeoneer.companion.solo-monster-form", "companion", "Dungeoneer solo: the monster's form",
         "the app picks the form where the monster is strongest",
         "Solo: which form a monster attacks in",
         "The book leaves the form of a solo monster's attack to the dungeon lord, which alone is the app. The "
         "app's reading: among the forms the monster may attack in, the one where its value most exceeds the "
         "hero's, melee first, then magic, then speed on a tie."),
    Rule("dungeoneer.companion.draw-source", "companion", "Dungeoneer solo: whose deck a drawn card came from",
         "the draw records the app's deck or the table's",
         "Where a drawn card comes from",
         "Alone, a peril or glory card comes either from the app's own shuffled deck or from the table's physical "
         "deck, named by the table; each draw records which, and the log says so. A draw naming any other deck is "
         "refused. Draws saved before the app kept this record name no deck and replay as they were."),
    Rule("dungeoneer.companion.peril-deck-empty", "companion", "Dungeoneer solo: the peril deck and its discard both empty",
         "the table ends the owed peril draws",
         "Solo: when the peril deck and its discard run out",
         "Alone, each die of the peril roll at or under the location's peril owes a peril card, drawn from the app's "
         "deck or from the table's own, and a deck that runs out takes its shuffled discard. The book does not say "
         "what happens when the peril deck and its discard are both empty. The app's convention: the table says so, "
         "the cards still owed are not drawn, and those drawn so far are played together as usual. It is refused "
         "while the app's own peril deck or discard holds a card, since each card the app holds is in the table's "
         "deck too. Peril rolls saved before the app owed every hit owed no more cards than the app's deck and "
         "discard held, and replay so."),
    _rule("setup.hand", "Подготовка к игре", "Сдайте по 5 карт приключений каждому игроку",
          "Five adventure cards",
          "Each player is dealt a hand of five adventure cards, kept hidden."),
    _rule("turn.discard-draw", "V. Фаза сброса/добора карт", "Если у вас есть карты на руке, вы должны сбросить",
          "Discard, then draw",
          "A player holding cards must discard one card from hand, one treasure from the inventory or "
          "one encounter from the lair (never a boon); a player with an empty hand need not discard. "
          "Then the hand is drawn back up to five, reshuffling the discards when the deck runs out."),
    _rule("variant.optional-discard", "Варианты правил", "Сброс карты в конце хода ста",
          "Optional discard",
          "The end-of-turn discard becomes optional, and never more than one card."),
    _rule("quests.escort-drop", "Категории заданий", "от задания сопровождения можно отказаться",
          "Dropping and taking an escort",
          "An escort may be dropped at any time, its token left in the hero's location for any hero "
          "to pick up (it then becomes that hero's personal quest, even beyond two). A hit in a "
          "battle between heroes can take the token instead of wounding."),
    _rule("variant.points-for-falling", "Варианты правил", "Очки действия за падение",
          "Points for falling",
          "Without a saved point a hero may still challenge once by falling down; not together "
          "with a saved point or with limited movement."),
    _rule("variant.nothing-personal", "Варианты правил", "Все задания становятся общими",
          "Nothing personal",
          "All quests are shared, two always open; only an escort in progress becomes personal."),
    _rule("variant.resurrection", "Варианты правил", "Воскрешение",
          "Resurrection",
          "A defeated hero leaves the game but its player does not: they take a new level-1 hero, which the "
          "opponent on their left sets on an entrance. Hand and inventory are lost and five new adventure "
          "cards drawn; the player keeps their quests. No one wins by being the last hero standing."),
    _rule("variant.choosing-heroes", "Варианты правил", "Выбор героев",
          "Choosing heroes",
          "Instead of being dealt a hero card at random, each player chooses one, in turn from the first "
          "player. The app asks for the choices once the die has named the first player."),
    _rule("variant.no-fog", "Варианты правил", "Без белых пятен",
          "No fog",
          "The whole dungeon is laid before play, with no tunnels set round the entrance first: after the "
          "quests are dealt, every location card is dealt out face down. Whoever gets the entrance is the "
          "first player and puts it in the middle; then, passing to the left, the players lay one card "
          "each in turn; the shared quests' locations go down last. No die is rolled for the first player."),
    _rule("variant.fair-placement", "Варианты правил", "Непредвзятое размещение",
          "Fair placement",
          "A drawn location where one of the drawer's own personal quests can be done is handed to "
          "the next player on the left to place, and on round the table past anyone it also serves; "
          "only after a full circle does the drawer place it. Shared quest locations are placed as "
          "usual; of an escort quest only its first location counts."),
)
