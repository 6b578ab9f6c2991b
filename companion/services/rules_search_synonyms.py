"""Everyday words for the rules search: the words players use at the table for what a rule covers, and "see also" links.

`EVERYDAY` gives, per rule id, the plain words (English and Russian) a player may type for what
the rule covers when they do not know its title or the book's term: "sell" and «продать» for
selling, "round up" and «округлить» for halving damage, "run away" and «сбежать» for fleeing. They
are indexed with the rule (stemmed like everything else) at a weight between the summary's and the
book's words. They are our words, never the books' sentences. Rules without an entry are found by
their own text as before.

`RELATED` declares "see also" links the rules browser shows besides the rules of the same section:
rules that answer the same question from two sides (selling and the item limits, final damage
and the book's worked example). Links are listed once and shown both ways.
"""

from __future__ import annotations

#: Rule id -> everyday words for what it covers (English and Russian, space separated).
EVERYDAY: dict[str, str] = {
    # Dice Throne.
    "dice-throne.offence.roll-attempts": "reroll rerolls rolls times three tries "
                                         "переброс перебросить перебрасывать сколько раз три попытки бросок",
    "dice-throne.discard.hand-limit": "too many cards hand size keep cards discard down "
                                      "лишние карты сбросить карты рука предел руки держать",
    "dice-throne.cp.bounds": "maximum most cp cap combat points limit "
                             "максимум предел очков боя больше 15",
    "dice-throne.cards.sell": "sell selling card for cp discard for points "
                              "продать продажа продавать карту очки боя",
    "dice-throne.health.draw": "both die same time tie both zero together "
                               "ничья оба погибли одновременно вместе",
    "dice-throne.health.defeat": "lose dead die zero health knocked out "
                                 "проигрыш погиб умер смерть ноль здоровья",
    "dice-throne.health.max": "heal above maximum overheal hit points cap "
                              "лечение выше максимума здоровье предел",
    "dice-throne.damage.ultimate": "ultimate super ability blocked defend against "
                                   "ультимейт суперспособность супер защититься защита",
    "dice-throne.damage.final": "halve halved halving half round up rounding divide "
                                "половина пополам уполовинить разделить делить округление округлять округлить вверх",
    "dice-throne.damage.worked-example": "example halve twice half round up "
                                         "пример половина дважды округление",
    "dice-throne.damage.pure": "pure damage ignores defence "
                               "чистый урон без защиты",
    "dice-throne.activation.straights": "straight small large run sequence "
                                        "стрит малый большой подряд последовательность",
    "dice-throne.activation.of-a-kind": "pair three of a kind same number "
                                        "одинаковые пара тройка",
    "dice-throne.cards.reshuffle": "deck runs out empty deck no cards left shuffle "
                                   "колода закончилась кончилась пустая перемешать",
    "dice-throne.status.limit": "tokens stack stacking maximum how many tokens hold of one status "
                                "сколько жетонов стопка максимум",
    "dice-throne.setup.first-player": "who goes first first turn highest roll "
                                      "кто первый ходит первым первый ход",
    "dice-throne.teams.shared-health": "team shared hit points health pool "
                                       "команда общее здоровье",
    "dice-throne.setup.counters": "starting health starting cp starting hand "
                                  "начальное здоровье стартовое",
    "dice-throne.heal": "heal healing regain health "
                        "лечение лечить вылечить восстановить здоровье",
    "dice-throne.steal": "steal take cp from opponent "
                         "украсть кража забрать очки",
    "dice-throne.income.gain": "income draw a card gain cp each turn "
                               "доход добор карты",
    # Runebound 2e.
    "runebound2.market.sell": "sell selling sold just bought same turn resell half price "
                              "продать продажа продавать продал только что купленный купил перепродать половина цены",
    "runebound2.market.buy": "buy purchase shop hire "
                             "купить покупка нанять найм",
    "runebound2.market.heal": "heal gold town city healer cost "
                              "лечение вылечить город золото стоимость",
    "runebound2.market.limits": "carry weapons armour allies "
                                "носить сколько оружия доспех союзники",
    "runebound2.market.city-only": "shop outside city market town only "
                                   "торговать магазин рынок только город",
    "runebound2.knockout.procedure": "knocked out unconscious dies defeated "
                                     "потерял сознание без сознания нокаут погиб",
    "runebound2.flee.roll": "run away escape flee retreat "
                            "сбежать убежать побег бегство отступить",
    "runebound2.flee.success": "run away escaped got away "
                               "сбежал убежал побег удался",
    "runebound2.dice.d10-zero-is-ten": "zero 0 ten 10 d10 ten sided dice die "
                                       "ноль десять десятигранный",
    "runebound2.movement.dice-count": "movement dice wounded "
                                      "кубики движения сколько ранен",
    "runebound2.movement.rest": "rest skip moving recover exhaustion "
                                "отдых отдохнуть вместо движения",
    "runebound2.duel.rules": "fight another hero duel pvp "
                             "бой между героями дуэль поединок",
    "runebound2.xp.bonuses": "spend experience level up improve "
                             "тратить опыт улучшить прокачка",
    "runebound2.setup.tamalir": "start city begin starting place "
                                "старт начинают начало стартовый город",
    # Class Decks.
    "runebound2.class-decks.threat.tokens": "threat tokens each player pool ten 10 "
                                            "жетоны угрозы запас десять",
    "runebound2.class-decks.epic": "epic cards per turn one "
                                   "эпические карты за ход одна",
    "runebound2.class-decks.hand.refill": "draw back up refill hand size class cards "
                                          "добор добрать карты класса рука",
    "runebound2.class-decks.setup.talent": "talent instead of gold starting "
                                           "талант вместо золота стартовое",
    "runebound2.class-decks.threat.hostile": "hostile card pay cost threat "
                                             "враждебная карта цена платить угроза",
    "runebound2.class-decks.threat.friendly": "friendly card pay cost threat "
                                              "дружественная карта цена платить угроза",
    # Runebound 3e.
    "runebound3.turn.actions": "actions per turn three "
                               "действия за ход сколько три",
    "runebound3.move.river": "river cross crossing water "
                             "река перейти пересечь",
    "runebound3.combat.shield": "shield block wound shield token blocks damage "
                                "щит блок защита рана",
    "runebound3.trade.one-per-type": "two weapons same type one item of each "
                                     "два оружия одного типа",
    "runebound3.trade.sell": "sell selling half price "
                             "продать продажа продавать",
    "runebound3.train": "learn new skill train "
                        "выучить изучить новый навык тренировка",
    "runebound3.test.failed": "fail failed test attribute check "
                              "провал проверка характеристика не прошел",
    "runebound3.combat.retreat": "escape run away flee retreat "
                                 "сбежать убежать побег отступить отступление",
    "runebound3.time.advance": "time token moves advances clock "
                               "жетон времени двигается время",
    # Dungeoneer.
    "dungeoneer.setup.hand": "starting hand five cards "
                             "начальная рука пять карт",
    "dungeoneer.inventory.limits": "treasures carry inventory "
                                   "сокровища нести сколько инвентарь",
    "dungeoneer.hazards.pit": "pit fall hole "
                              "яма упасть провал",
    "dungeoneer.points.speed": "speed moves action points "
                               "скорость ходы очки действий",
    "dungeoneer.battle.monster-attack": "monster attacks once per turn "
                                        "монстр атакует раз за ход",
    "dungeoneer.goal.quests": "win winning quests complete "
                              "победа победить выиграть задания",
    "dungeoneer.general.falling": "hero dies killed dead fallen "
                                  "герой погиб умер павший",
    "dungeoneer.exits.wall": "wall walk through blocked "
                             "стена пройти сквозь",
    "dungeoneer.solo.setup": "solo alone single player "
                             "соло одиночная игра один",
    # More rules players ask about often (Dice Throne, Runebound 2e and 3e, Class Decks, Dungeoneer).
    "dice-throne.damage.undefendable": "cannot defend no defence unblockable "
                                       "нельзя защититься без защиты",
    "dice-throne.damage.collateral": "collateral splash side damage "
                                     "побочный сопутствующий урон",
    "dice-throne.status.knockdown": "knockdown knocked down skip offensive roll "
                                    "сбит с ног сбивание пропустить атаку",
    "dice-throne.status.evasive": "evasive dodge avoid damage "
                                  "уклонение увернуться избежать урона",
    "dice-throne.status.remove": "remove status cleanse get rid of token "
                                 "снять убрать состояние избавиться от жетона",
    "dice-throne.income.first-player-skips": "first player no income first turn "
                                             "первый игрок без дохода первый ход",
    "dice-throne.phases.order": "turn phases order upkeep income main roll discard "
                                "фазы хода порядок",
    "dice-throne.defence.choose-then-roll-once": "defence roll defend once "
                                                 "защита бросок защиты один раз",
    "dice-throne.offence.one-ability": "one attack per turn two abilities "
                                       "одна атака за ход две способности",
    "dice-throne.cards.upgrades": "upgrade ability card stays "
                                  "улучшение способности остается",
    "dice-throne.koth.setup": "king of the hill free for all three players "
                              "царь горы каждый сам за себя",
    "runebound2.market.discard": "throw away drop get rid of item ally "
                                 "выбросить избавиться сбросить предмет союзника",
    "runebound2.market.draw-first": "new market card refill market "
                                    "новая карта рынка пополнить рынок",
    "runebound2.combat.round": "combat round order ranged melee magic "
                               "раунд боя порядок",
    "runebound2.combat.victory": "defeat monster win fight kill "
                                 "победить монстра убить выиграть бой",
    "runebound2.combat.ally-dies": "ally dies killed lost "
                                   "союзник погиб убит",
    "runebound2.wounds.bounds": "wounds exhaustion life stamina "
                                "раны усталость жизнь выносливость",
    "runebound2.turn.steps": "turn steps order "
                             "шаги хода порядок",
    "runebound2.goal.win": "win winning dragon rune how to win "
                           "победа победить выиграть драконьи руны",
    "runebound2.xp.price": "experience counter price cost "
                           "опыт цена стоимость жетона опыта",
    "runebound2.skill.check": "skill test check roll attribute "
                              "проверка навыка умения бросок",
    "runebound2.track.full": "challenge track full unresolved "
                             "трек испытаний заполнен",
    "runebound2.class-decks.combat.flee-penalty": "flee penalty run away class "
                                                  "штраф за побег",
    "runebound2.class-decks.threat.knockout": "knocked out threat back "
                                              "нокаут угроза вернуть",
    "runebound2.class-decks.deck.building": "build deck class cards choose "
                                            "собрать колоду класса",
    "runebound3.combat.initiative": "who acts first combat initiative "
                                    "кто ходит первым в бою инициатива",
    "runebound3.combat.surge": "surge special ability pay "
                               "всплеск особая способность",
    "runebound3.move.dice": "move terrain dice movement roll "
                            "движение кубики местности",
    "runebound3.rest.settlement": "rest heal town city recover "
                                  "отдых отдохнуть лечение город",
    "runebound3.victory": "win winning game end "
                          "победа победить выиграть конец игры",
    "runebound3.setup.heroes": "starting gold tokens hero "
                               "стартовое золото",
    "runebound3.combat.hero-battle": "fight another hero pvp duel "
                                     "бой героев дуэль",
    "dungeoneer.turn.phases": "turn phases order "
                              "фазы хода порядок",
    "dungeoneer.points.new-location": "glory peril new room tile "
                                      "слава опасность новая комната",
    "dungeoneer.battle.compare": "who wins battle compare attack defence "
                                 "кто победил сравнить атаку защиту",
    "dungeoneer.exits.trap": "trapped exit trap door "
                             "ловушка выход",
    "dungeoneer.hazards.spikes": "spikes spiked floor "
                                 "шипы",
    "dungeoneer.inventory.one-of-a-type": "two treasures same type "
                                          "два сокровища одного типа",
    "dungeoneer.turn.discard-draw": "discard draw cards end of turn "
                                    "сбросить добрать карты",
    "dungeoneer.deeds.move": "move hero walk moving "
                             "движение идти перемещение",
    "dungeoneer.solo.goal": "solo goal win alone "
                            "соло цель победа одиночная",
}

#: Declared "see also" links (shown both ways), besides the rules of the same section.
RELATED: tuple[tuple[str, str], ...] = (
    ("runebound2.market.sell", "runebound2.market.limits"),
    ("runebound2.market.sell", "runebound2.market.discard"),
    ("dice-throne.damage.final", "dice-throne.damage.worked-example"),
    ("dice-throne.damage.final", "dice-throne.status.reload-timing"),
    ("runebound2.flee.roll", "runebound2.class-decks.combat.flee-penalty"),
    ("runebound2.knockout.procedure", "runebound2.class-decks.threat.knockout"),
    ("runebound2.knockout.procedure", "runebound2.variant.soft-knockout"),
    ("runebound2.market.limits", "runebound2.variant.item-limit"),
    ("dice-throne.health.defeat", "dice-throne.health.draw"),
    ("runebound3.trade.sell", "runebound3.trade.one-per-type"),
)
