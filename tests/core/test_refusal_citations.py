"""Every refusal in the engine cites a rule whose summary covers what it refuses, in every game.

The sites are found by reading the engine's source (`tests/support/refusal_sites.py`): each
`ref.require`, `ref.refuse`, `Requirement`, `Requirement.unmet`, `Problem` and written-out `RuleViolation`.
A site covers its subject when its message and the cited rule's title and summary share a word
that says what the refusal is about (common words aside, a few synonyms allowed). Where they share
none, the site is listed in REVIEWED with the reason the rule still covers it, found by reading the
rule's passage; a wrong citation is fixed instead of listed (the Class Decks and Runebound findings of
issue 29 re-pointed to the app's own conventions). A listed review that no site needs any more fails too,
so the list stays the record of what was judged by hand.
"""

from __future__ import annotations

import re

import pytest

from rules_engine.rules_index import get_rule
from rules_engine.runebound2.class_decks.windows import WindowKind
from tests.support.refusal_sites import Site, refusal_sites

#: Words too common to show a subject.
COMMON = frozenset("""that this with from into their them they there then than when what which while where only each
every once been being have does done more most must none other same some such these those your also just very game
games player players card cards hero heroes turn turns rule rules first last next already still until before after
cannot needs need name named names play plays played would could should about again itself given give""".split())
#: Stems read as the same subject (a refusal says "fight", the rule "combat").
SYNONYMS = {"fight": "comba", "comba": "fight", "slain": "defea", "defea": "slain", "ended": "ends", "over": "wins"}

#: Sites whose rule the source cannot tell (a value worked out at run time): (module, message start) -> rules.
DYNAMIC: dict[tuple[str, str], tuple[str, ...]] = {
    ("rules_engine.dice_throne.combat", "there is no attack waiting"): ("dice-throne.targeting.teams", "dice-throne.koth.free-target"),
    ("rules_engine.dice_throne.combat", "{target} is not an opponent"): ("dice-throne.targeting.teams", "dice-throne.koth.free-target"),
    ("rules_engine.dice_throne.combat", "{kind} damage cannot be boosted"): (
        "dice-throne.damage.undefendable", "dice-throne.damage.pure", "dice-throne.damage.collateral", "dice-throne.damage.ultimate"),
    ("rules_engine.dice_throne.interrupts", "{top} cannot be interrupted"): (
        "dice-throne.cards.instant-uninterruptible", "dice-throne.status.no-interrupt", "dice-throne.ultimate.unstoppable"),
    ("rules_engine.game", "{expansion} is not part of this game"): ("runebound2.class-decks.setup",),
    ("rules_engine.expansions", "{expansion} is not part of this game"): ("runebound2.class-decks.setup",),
    ("rules_engine.runebound2.class_decks.class_challenges", "class cards are still being played"): tuple(k.rule_id for k in WindowKind),
    ("rules_engine.runebound2.class_decks.flow", "class cards are being played"): tuple(k.rule_id for k in WindowKind),
    ("rules_engine.runebound2.class_decks.play", "it is {player}'s go in this window"): tuple(k.rule_id for k in WindowKind),
    ("rules_engine.runebound2.class_decks.expansion", "every player takes their class deck first"): ("runebound2.class-decks.setup",),
    ("rules_engine.runebound2.class_decks.setup_step", "{player}'s deck:"): ("runebound2.class-decks.deck.building",),
    ("rules_engine.runebound2.keeping", "{player} {problem}: discard one first"): ("runebound2.market.limits", "runebound2.variant.item-limit"),
    ("rules_engine.runebound2.market", "{player} {problem}: sell or discard"): ("runebound2.market.limits", "runebound2.variant.item-limit"),
    ("rules_engine.runebound3.fight_buttons", "{fighter} shows no damage symbol"): ("runebound3.combat.axe", "runebound3.combat.skull"),
}
#: A refusal that restates another one (the waived rule's own message): it cites that rule by construction.
RESTATED = {("rules_engine.game", "{reason}; the game cannot go on without this rule")}

#: Rule id -> (message pattern, why the rule covers it although they share no word), judged against the book.
REVIEWED: dict[str, tuple[tuple[str, str], ...]] = {
    "dungeoneer.cards.transfer": (
        ("is not on the table|is there already",
         "a transfer carries a hero's token to another location on the table"),
    ),
    "runebound3.cards.effects": (
        ("there is no hero in seat|name the card that gives it",
         "the app's convention: the table records what a named card gave a hero at the table"),
    ),
    "dice-throne.cards.cost": (
        ('has no card in hand',
         'playing a card spends it from the hand at its cost; with no card there is nothing to play'),
    ),
    "dice-throne.cards.sell": (
        ('has no card to sell',
         'the passage is selling a card from the hand; with none there is nothing to sell'),
    ),
    "dice-throne.cards.upgrades": (
        ('has no ability',
         "an upgrade card goes on one of the hero's abilities; it must name one the hero has"),
    ),
    "dice-throne.companion.seats": (
        ('die shows 1 to 6|change a die of the|choose a die from|draw 1 or more cards|there is no \\{what\\} p',
         "the app's convention on input: seats p1.., dice by position, values a die or command can take"),
    ),
    "dice-throne.companion.table-resolves": (
        ('has no action',
         "an action the game does not know is not one the table's texts can call for (the app's convention)"),
    ),
    "dice-throne.cp.bounds": (
        ('CP; removing',
         'CP never drops below zero: a removal that costs more CP than held cannot be paid'),
    ),
    "dice-throne.setup.first-player": (
        ('first player is already decided',
         'the roll-off that settles the first player: one die each, once'),
    ),
    "dice-throne.status.doubloon": (
        ('own abilities may',
         "the passage limits who may spend or add Cursed Doubloons to their own hero's abilities"),
    ),
    "dice-throne.status.remove": (
        ('has no \\{status\\} to move',
         'removing or moving a status needs a token of it on the hero'),
    ),
    "dice-throne.status.spend": (
        ('protects its holder only|rolls one die',
         'spending a status follows its own text: who it protects, what it rolls'),
    ),
    "dungeoneer.battle.challenge": (
        ('is slain',
         'a challenge strikes back at one of the attackers still in play; a slain monster is none'),
    ),
    "dungeoneer.companion.players": (
        ('no such player|no player \\{word\\}|there is no player',
         "the app's convention: players are named by seat or as at setup"),
    ),
    "dungeoneer.companion.typed-card": (
        ("name: the card's name is missing|\\{name\\}'s \\{field\\}: \\{problem\\}",
         'the convention on typing a card the catalogue lacks: each field checked and a bad one named'),
    ),
    "dungeoneer.companion.typed-peril-card": (
        ("name: the card's name is missing|\\{name\\}'s \\{field\\}: \\{problem\\}",
         'the convention on typing a drawn peril card: each field checked and a bad one named'),
    ),
    "dungeoneer.companion.typed-location": (
        ("\\{name\\}'s \\{field\\}: \\{problem\\}",
         'the convention on typing a location the catalogue lacks: each field checked and a bad one named'),
    ),
    "dungeoneer.deeds.move": (
        ('heroes move in the deeds phase',
         "the passage puts moving among the deeds phase's uses of action points"),
    ),
    "dungeoneer.deeds.quest-attempt": (
        ('finish the battle, the hazard|is done at \\{names\\}, not here',
         "a quest attempt is a deed made at the quest's location, between other deeds"),
    ),
    "dungeoneer.map.joined": (
        ('no path to an entrance',
         'no location may be cut off from the rest of the dungeon'),
    ),
    "dungeoneer.map.shift": (
        ('is not on the table',
         'a shift moves a location card already in the dungeon'),
    ),
    "dungeoneer.quests.escort": (
        ('is under way already',
         "an escort quest's token is put down once and carried to its end"),
    ),
    "dungeoneer.quests.seek": (
        ('a search is made in the deeds phase|a search is one die|is searched for at',
         "the seek passage: found by a die roll at the quest's place, spending action points in the deeds phase"),
    ),
    "dungeoneer.setup.first-player": (
        ('one die per player|die for the first player is rolled',
         'the first player is settled by one die each, after the entrance and tunnels are laid'),
    ),
    "dungeoneer.setup.hand": (
        ('holds no card to play',
         'the hand of adventure cards is what a player plays from; an empty hand plays nothing'),
    ),
    "dungeoneer.setup.quests": (
        ('is already in play',
         'each quest is dealt once: two personal each and one shared'),
    ),
    "dungeoneer.solo.glory-draws": (
        ('is not in the hand',
         'solo glory cards are drawn into the hand and played from it'),
    ),
    "dungeoneer.threats.check": (
        ('is one die|needs its die rolled',
         'a threat is tested with one die'),
    ),
    "dungeoneer.turn.phases": (
        ('the game is over',
         'the phases run until the game ends; after it no phase follows'),
    ),
    "dungeoneer.variant.choosing-heroes": (
        ('already chosen by an earlier player|is not a hero of this session',
         "each player chooses one hero card in turn; a card is chosen once, from the session's heroes"),
    ),
    "dungeoneer.variant.no-fog": (
        ('is not among the cards still to lay',
         'no fog deals the locations at setup; a card is laid from those dealt'),
    ),
    "dungeoneer.variant.resurrection": (
        ('is still in the game|is already in the game|is not a hero of this session',
         "resurrection gives a defeated hero's player a new hero not yet in play"),
    ),
    "runebound2.adventure.encounter-turns": (
        ("became the hero's card",
         'an encounter played over several turns is kept with the party until done'),
    ),
    "runebound2.adventure.heroes": (
        ('hero is not on this hex',
         'meeting another hero needs both on one hex'),
    ),
    "runebound2.cards.effects": (
        ('the amount must be at least 1',
         "the app's convention on card effects the table enters: an amount is positive"),
    ),
    "runebound2.class-decks.companion.players": (
        ('no player is called|no such player',
         "the app's convention: players are named as at setup"),
    ),
    "runebound2.class-decks.hand.reshuffle": (
        ('skips .*turn to reshuffle',
         'skipping the next turn to reshuffle the discard pile: that turn nothing else happens'),
    ),
    "runebound2.class-decks.setup": (
        ('is not part of this game',
         "the expansion's actions exist only in a game set up with class decks"),
    ),
    "runebound2.class-decks.threat.hostile-self": (
        ("own hero only in one's own turn",
         "the passage: a hostile card on one's own hero only in one's own turn"),
    ),
    "runebound2.class-decks.timing.city": (
        ('needs \\{terrain\\}; \\{hero\\} stands on',
         "a place needs one of its terrains to match the active hero's hex"),
    ),
    "runebound2.class-decks.timing.movement": (
        ("is played \\{when\\}, in that window only|it is \\{player\\}'s go in this window",
         "each timing symbol has its window, taken in turn from the active player's left"),
    ),
    "runebound2.class-decks.timing.challenge": (
        ("is played \\{when\\}, in that window only|it is \\{player\\}'s go in this window",
         "each timing symbol has its window, taken in turn from the active player's left"),
    ),
    "runebound2.class-decks.combat.duel": (
        ("it is \\{player\\}'s go in this window",
         'in a duel the attacker plays first, then the defender'),
    ),
    "runebound2.class-decks.timing.trigger": (
        ("it is \\{player\\}'s go in this window",
         "several trigger cards at once go from the active player's left, clockwise"),
    ),
    "runebound2.combat.before": (
        ('only a character can take exhaustion|was already used before this',
         'before-combat abilities of characters and one item, each once'),
    ),
    "runebound2.combat.round": (
        ('attack or defend',
         "a round's phases are attacks and defences; a duel's choice is one of them"),
    ),
    "runebound2.companion.hero-values": (
        ('cannot be \\{value\\}',
         'the convention on typed hero values: life at least 1, the rest at least 0'),
    ),
    "runebound2.companion.party": (
        ('carries no|holds no adventure card',
         "the convention on the party the app records: its kept adventure cards too"),
    ),
    "runebound2.companion.players": (
        ('player or hero called',
         'the convention on names: as at setup'),
    ),
    "runebound2.doom.lot": (
        ('no lot is waiting',
         'the lot settles a tie for the final battle; without a tie there is none'),
    ),
    "runebound2.market.buy": (
        ('costs \\{cost\\} gold',
         'buying pays the price to the bank: as often as you can pay'),
    ),
    "runebound2.market.limits": (
        ('\\{problem\\}: (sell or )?discard one first|has already become|^\\{player\\} \\{problem\\}$',
         'two weapons, one armour, two allies: over the limit a card must go first'),
    ),
    "runebound2.variant.item-limit": (
        ('\\{problem\\}: (sell or )?discard one first',
         "the variant's item limit: over it a card must go first"),
    ),
    "runebound2.movement.symbols": (
        ('hexes need \\{count\\} dice',
         'one die per hex entered'),
    ),
    "runebound2.turn.steps": (
        ('the turn has ended|first settle the pending|has no action',
         "the turn's steps in order: after the last, or with a step's choice open, nothing else happens"),
    ),
    "runebound3.barter": (
        ('has no item|is on \\{space\\}, not on',
         'barter: two heroes on one space swap gold and items they have'),
    ),
    "runebound3.combat.axe": (
        ('only \\{who\\} spend it|shows no damage symbol',
         'which side may spend which damage symbol'),
    ),
    "runebound3.combat.bolt": (
        ('only \\{who\\} spend it',
         'bolts are magic damage for heroes only'),
    ),
    "runebound3.combat.skull": (
        ('only \\{who\\} spend it|shows no damage symbol',
         'skulls are enemy damage only'),
    ),
    "runebound3.combat.surge": (
        ('acts on up to \\{tokens\\}',
         'a surge ability acts on the tokens its text names, each once'),
    ),
    "runebound3.combat.toss": (
        ('tosses \\{tokens\\}; \\{count\\} given',
         "every round tosses all of a side's tokens: one face each"),
    ),
    "runebound3.combat.wing": (
        ('^\\{fighter\\}: \\{what\\}$',
         'a wing flips a token or makes the opponent toss again; the message says which fails'),
    ),
    "runebound3.quest.kept": (
        ('open to \\{name\\}',
         'a kept quest is resolved by its printed outcomes'),
    ),
}


def _stems(text: str) -> set[str]:
    text = re.sub(r"\{[^}]*\}", " ", text.lower())
    found = {w[:5] for w in re.findall(r"[a-z]+", text) if len(w) >= 4 and w not in COMMON}
    return found | {SYNONYMS[s] for s in found if s in SYNONYMS}


def _rules(site: Site) -> tuple[str, ...]:
    if site.rules:
        return site.rules
    return next((rules for (module, start), rules in DYNAMIC.items()
                 if site.module == module and site.message.startswith(start)), ())


def _restated(site: Site) -> bool:
    return any(site.module == module and site.message.startswith(start) for module, start in RESTATED)


def _reviewed(site: Site, rule_ids: tuple[str, ...]) -> bool:
    return any(re.search(pattern, site.message) for rule_id in rule_ids for pattern, _ in REVIEWED.get(rule_id, ()))


def _covers(site: Site, rule_ids: tuple[str, ...]) -> bool:
    words = " ".join(get_rule(r).title + " " + get_rule(r).summary for r in rule_ids)
    return bool(_stems(site.message) & _stems(words))


SITES = refusal_sites()


def test_the_walk_finds_the_refusals_of_every_game():
    games = {site.module.split(".")[1] for site in SITES}
    assert {"dice_throne", "dungeoneer", "runebound2", "runebound3"} <= games
    assert len(SITES) > 700


def test_every_refusal_names_a_rule_the_index_has():
    unknown = [site.where for site in SITES if not _restated(site) and not _rules(site)]
    assert not unknown, f"refusals whose rule the walk cannot tell: add them to DYNAMIC: {unknown}"
    for site in SITES:
        for rule_id in _rules(site):
            get_rule(rule_id)  # raises for an id the index lacks


def test_every_refusal_cites_a_rule_whose_summary_covers_it():
    uncovered = [f"{site.where} {_rules(site)}: {site.message!r}" for site in SITES
                 if site.message and not _restated(site) and not _covers(site, _rules(site))
                 and not _reviewed(site, _rules(site))]
    assert not uncovered, "\n".join(uncovered)


def test_every_review_is_still_needed():
    needed = {(rule_id, pattern) for site in SITES if site.message and not _covers(site, _rules(site))
              for rule_id in _rules(site) for pattern, _ in REVIEWED.get(rule_id, ())
              if re.search(pattern, site.message)}
    listed = {(rule_id, pattern) for rule_id, reviews in REVIEWED.items() for pattern, _ in reviews}
    assert listed - needed == set(), "reviews no refusal needs any more"
    for (module, start), _dynamic_rules in DYNAMIC.items():
        assert any(site.module == module and site.message.startswith(start) and not site.rules for site in SITES), \
            f"no refusal of {module} starts {start!r} with a rule worked out at run time any more"


@pytest.mark.parametrize("rule_id", sorted(REVIEWED))
def test_a_reviewed_rule_is_in_the_index_with_a_reason(rule_id):
    get_rule(rule_id)
    assert all(reason.strip() for _, reason in REVIEWED[rule_id])
