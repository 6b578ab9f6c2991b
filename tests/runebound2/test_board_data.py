"""The typed view data of Runebound 2e (`GameView.data`): parties, both tracks, the fight, the markets, the decision."""

from __future__ import annotations

import json

from rules_engine.runebound2.board import Board
from rules_engine.runebound2.heroes import Character, Item
from rules_engine.serialization import to_jsonable
from tests.runebound2.helpers import GAME, new_game, play, with_hero
from tests.runebound2.random_play import new_setup, walk
from tests.runebound2.screen_apps import showcase_state


def data(state) -> Board:
    board = GAME.view(state).data
    assert isinstance(board, Board)
    return board


def test_parties_tracks_and_the_doom_track():
    board = data(showcase_state())
    anna = board.parties[0]
    assert (anna.player, anna.active, anna.gold, anna.hero.name, anna.hero.life) == ("Anna", True, 5, "Varikas the Dead", 6)
    assert [(a.name, a.wounds, a.life) for a in anna.allies] == [("Acolyte", 1, 2)]
    assert [(i.name, i.activated, i.usage) for i in anna.items] == [("Leather Armour", True, "activate"),
                                                                    ("Fire Bomb", False, "discard")]
    assert anna.counters == (("yellow", 2),) and anna.where == "Tamalir" and not anna.knocked_out
    assert [(s.number, s.card, s.marker_on) for s in board.track[:3]] == [(1, "Wolves", "H3"), (2, "Brood", "H9"),
                                                                         (3, "", "")]
    assert len(board.track) == 6
    assert board.doom.counters == 2 and board.doom.cards_per_counter == 6 and board.doom.slots[0].counter
    assert [s.colour for s in board.doom.slots[:4]] == ["green", "yellow", "blue", ""]
    assert board.event == "Storm" and board.fight is None and board.final is None
    assert (board.decision.kind, board.decision.seat) == ("action", 0)


def test_the_fight_and_the_markets():
    squire = Character("Squire", 2, 2, 1, 1, 1, 1, 1, 1, cost=2)
    state = with_hero(new_game(2), allies=(squire,), items=(Item("Bow", 3, "weapon", "bow"),))
    state = play(play(play(state, "step H3:forest adventure:green"), "next"), "adventure take")
    state = play(play(state, 'challenge "Wolves" mind:9 body:9 spirit:9 damage:1/1/1 life:3'), "fight")
    state = play(play(state, "stay"), "attack ranged Squire", 9, 9)
    fight = data(state).fight
    assert (fight.kind, fight.phase, fight.round, fight.source) == ("combat", "melee", 1, "deck")
    assert (fight.enemy.name, fight.enemy.wounds, fight.enemy.life, fight.attacked) == ("Wolves", 1, 3, ("Squire",))
    market = play(play(new_game(1), "next"), 'market draw "Sword" item cost:3 class:weapon type:sword')
    assert [(m.city, [(c.name, c.cost) for c in m.cards]) for m in data(market).markets] == [("Tamalir", [("Sword", 3)])]
    assert data(market).decision.kind == "action" and "market of Tamalir" in data(market).decision.prompt


def test_the_fight_dialogs_records_where_the_party_came_from_the_held_wounds_and_the_described_attacks():
    from tests.runebound2.test_combat_wizard import ward_ready

    varikas = Character("Varikas", 6, 4, 1, 1, 1, 1, 1, 1, abilities="Before combat: take 1 exhaustion to make a "
                        "magic attack")
    state = play(play(play(with_hero(new_game(2), hero=varikas), "step H3:forest adventure:green"), "next"),
                 "adventure take")
    state = play(state, 'challenge "Wolves" mind:9 body:8 spirit:7 damage:3/2/1 life:3')
    board = data(state)
    assert board.parties[0].hero.attacks == (("magic", 1),) and board.parties[1].hero.attacks == ()
    assert board.now.came_from == "Tamalir" and not board.wounds_held
    enemy = board.fight.enemy
    assert [enemy.attribute(p) for p in ("flee", "ranged", "melee", "magic")] == [9, 9, 8, 7]
    assert [enemy.damage(p) for p in ("ranged", "melee", "magic")] == [3, 2, 1]
    assert enemy.describe() == state.combat.card.describe()
    assert board.parties[0].character("hero") is board.parties[0].hero
    held = data(ward_ready())
    assert held.wounds_held and (held.now.held_wounds, held.now.held_who) == (1, "Varikas the Dead")
    # Empty, the new records stay out of the JSON (recorded views read the same).
    plain = to_jsonable(data(new_game(2)))
    assert "came_from" not in plain["now"] and "wounds_held" not in plain and "attacks" not in plain["parties"][1]["hero"]


def test_the_data_is_plain_json_in_every_state_of_random_play():
    for seed in range(4):
        state = walk(new_setup(1 + seed, seed % 2 == 0, seed % 2 == 1), seed, limit=150 + 50 * seed).state
        encoded = json.loads(json.dumps(to_jsonable(data(state))))
        assert len(encoded["track"]) == 6 and len(encoded["parties"]) == 1 + seed
        assert encoded["decision"]["kind"] == GAME.decision(state).kind


def test_the_class_decks_records_each_hand_card_with_its_cost_the_window_and_the_talents():
    from rules_engine.runebound2.class_decks.cards import Kind, Proficiency, Timing
    from tests.runebound2.class_deck_helpers import card, class_game

    bolt = card("Frost Bolt", Kind.SPELL, hostile=True, cost=2, timing=Timing.CHALLENGE, requires=(Proficiency.SORCERY,))
    state = play(play(class_game(3, {"Boris": (bolt,)}), "step H3:forest adventure:green"), "next")
    board = data(state)
    decks = board.class_decks
    window = decks.window
    assert (window.kind, window.order, window.at, window.seat, window.resumes) == ("movement", (1, 2, 0), 0, 1, "")
    frost = next(c for c in decks.seats[1].hand if c.name == "Frost Bolt")
    assert (frost.friendly, frost.cost, frost.printed, frost.lacking, frost.surcharge) == (False, 4, 2, ("sorcery",), 2)
    assert frost.line == "Frost Bolt (hostile spell, threat 2)"
    assert decks.talent_price == 4 and decks.seats[0].talent is None
    keen = next(t for t in decks.seats[0].talents if t.name == "Keen Eye")
    assert (keen.level, keen.requires, keen.gives) == (1, (), ("combat", "survival"))
    assert board.decision.prompt == GAME.decision(state).prompt  # the round's prompt the dialog shows
    # Without the expansion nothing is added to the board, so base-game views read the same.
    assert data(new_game(2)).class_decks is None
