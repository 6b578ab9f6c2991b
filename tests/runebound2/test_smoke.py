from tests.runebound2.helpers import new_game, play

def test_smoke_turn():
    s = new_game(2)
    s = play(s, "roll-move", "plains+road", "river+forest", "hills+mountains", "swamp+road", "forest+hills")
    s = play(s, "move road H2:forest adventure:yellow")
    s = play(s, "next")
    s = play(s, "adventure take")
    s = play(s, 'challenge "Bloodmother\'s Brood" mind:15 body:11 spirit:14 damage:0/1/2 life:3 gold:3 keep')
    s = play(s, "fight")
    s = play(s, "flee", 9, 9)
    assert s.track.slots[0].card.name == "Bloodmother's Brood"
    s = play(s, "next")
    assert s.active == 1
