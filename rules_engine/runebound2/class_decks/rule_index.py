"""Rules index of the Runebound 2nd edition Class Decks expansion (book id `runebound2-class-decks`).

Headings are copied as printed in the Polish book (one keeps its printed typo, «Wyzwañ»); pages
only where the rulebooks' page map names them; titles and summaries are the product's own English.
"""

from rules_engine.rules_index import Rule

B = "runebound2-class-decks"
#: The app's own conventions: where the book is silent, the app decides and says so.
C = "companion"


def _rule(rule_id: str, heading: str, locator: str, title: str, summary: str, page: int | None = None) -> Rule:
    return Rule(f"runebound2.class-decks.{rule_id}", B, heading, locator, title, summary, page)


RULES = (
    # -- setup and the turn -------------------------------------------------------------------------
    _rule(
        "setup",
        "Przygotowanie do gry",
        "Każdy gracz tasuje swoje karty klasy",
        "Class Decks setup",
        "Each player shuffles their own class deck, keeps their five talents face down beside it, draws "
        "six class cards as a starting hand and puts ten threat tokens in their pool.",
    ),
    _rule(
        "setup.talent",
        "Przygotowanie do gry",
        "rozpocząć ją z Talentem 1. poziomu",
        "A level-1 talent instead of the starting gold",
        "A player may give up the usual 3 starting gold and begin with any level-1 talent of their own "
        "talent deck, face up beside the hero.",
    ),
    _rule(
        "turn",
        "Przebieg tury",
        "tura przebiega odrobinę inaczej",
        "The turn with class decks",
        "The five steps stay; cards marked for the end of movement are played as movement ends, cards "
        "marked for the start of a challenge as a fight begins, and the experience step adds a talent "
        "purchase and a hand refill.",
    ),
    # -- threat ------------------------------------------------------------------------------------
    _rule(
        "threat.tokens",
        "Jak zagrywać karty klasy: Wydawanie żetonów zagrożenia",
        "Każdy gracz posiada dokładnie 10",
        "Exactly ten threat tokens",
        "Every player owns exactly ten threat tokens; at every moment each of them lies either in the "
        "player's pool or on the player's hero card.",
        page=4,
    ),
    _rule(
        "threat.friendly",
        "Jak zagrywać karty klasy: Wydawanie żetonów zagrożenia",
        "Gracz może zagrywać przyjazne karty",
        "Paying for a friendly card",
        "A friendly card is played only in its owner's own turn or while their hero fights. Its threat "
        "cost moves from the owner's pool onto their hero card; with fewer tokens in the pool than the "
        "cost, it cannot be played.",
        page=4,
    ),
    _rule(
        "threat.hostile",
        "Jak zagrywać karty klasy: Wydawanie żetonów zagrożenia",
        "Gracz może zagrywać wrogie karty",
        "Paying for a hostile card",
        "A hostile card is played on another player's hero during that player's turn. Its threat cost moves "
        "from that hero's card back to that player's pool; with fewer tokens on the card than the cost, it "
        "cannot be played.",
        page=4,
    ),
    _rule(
        "threat.hostile-self",
        "Jak zagrywać karty klasy: Wydawanie żetonów zagrożenia",
        "zarówno na własnego Bohatera",
        "A hostile card on one's own hero",
        "A hostile card whose text allows it may be played on the player's own hero, only in their own "
        "turn; its cost moves from their hero card to their pool.",
        page=4,
    ),
    _rule(
        "threat.challenge",
        "Otrzymywanie zagrożenia za Wyzwania",
        "Zielone = 1",
        "Threat for taking a challenge",
        "Taking on a green, yellow, blue or red challenge puts 1, 2, 3 or 4 threat from the pool on the "
        "hero; if the pool holds fewer, the hero takes what there is and fights all the same.",
        page=11,
    ),
    _rule(
        "threat.card-text",
        "Tekst na kartach",
        "otrzymujesz &",
        "Gaining and discarding threat",
        "When a card says the player gains threat, tokens move from their pool onto their hero card; when "
        "it says to discard threat, tokens move from the hero card back to the pool.",
    ),
    _rule(
        "threat.knockout",
        "Ogłuszenie",
        "Jeśli Bohater zostanie ogłuszony",
        "Knock-out returns threat",
        "A knocked-out hero's threat tokens all go back from the hero card to the player's pool.",
    ),
    # -- cost, epic, timing --------------------------------------------------------------------------
    _rule(
        "cost.proficiency",
        "Koszt zagrożenia Zaklęć i Wyczynów",
        "podnosi koszt zagrania tego Zaklęcia",
        "Proficiencies and the cost of spells and feats",
        "Each proficiency a spell or feat requires that the player's current talent does not give adds 2 "
        "to its printed threat cost.",
        page=10,
    ),
    _rule(
        "cost.adventure",
        "Koszt zagrożenia kart Przygody",
        "posiadają zerowy koszt",
        "Adventure challenges cost no threat",
        "Challenge cards from the adventure decks count as having a threat cost of zero.",
    ),
    _rule(
        "epic",
        "Karty Epickie",
        "można zagrać tylko jedną kartę Epicką",
        "One epic card per turn",
        "Only one epic card may be played during a player's turn; once anyone plays one, nobody else may "
        "play another until that turn ends.",
    ),
    _rule(
        "timing.movement",
        "Kiedy zagrywać karty klasy: Symbole czasu zagrania",
        "można zagrać pod koniec fazy Ruchu",
        "Cards for the end of movement",
        "As the active player's movement ends, the other players, from the active player's left and "
        "clockwise, each play any number of end-of-movement cards on the active hero and then pass; the "
        "active player plays theirs last. Places take effect at once; challenges wait until everyone has "
        "passed.",
        page=8,
    ),
    _rule(
        "timing.city",
        "Kiedy zagrywać karty klasy: Symbole czasu zagrania",
        "Na Bohatera przebywającego w mieście nie można",
        "No challenges in a city; places need their terrain",
        "No challenge may be played on a hero in a city, and a place can be played only when one of its "
        "terrains matches the active hero's hex.",
        page=9,
    ),
    _rule(
        "timing.challenge",
        "Zagrywanie kart \\",
        "ale przed wykonaniem akcji",
        "Cards for the start of a challenge",
        "At the start of a fight, after the hero has taken threat for the challenge and before any "
        "before-combat ability, the other players from the active player's left, then the active player, "
        "play start-of-challenge cards and pass; they take effect at once.",
        page=11,
    ),
    _rule(
        "timing.trigger",
        "Kiedy zagrywać karty klasy: Symbole czasu zagrania",
        "w sytuacji wskazanej przez treść samej karty",
        "Cards with their own trigger",
        "A card with the trigger symbol is played when its text says. When several players want to play "
        "such cards at the same moment, the player left of the active player goes first, clockwise, the "
        "active player last.",
        page=9,
    ),
    # -- resolving --------------------------------------------------------------------------------------
    _rule(
        "resolved",
        "Rozpatrzone karty klasy",
        "trafiają na stos odrzuconych kart klasy",
        "Played cards go to their owner's discard pile",
        "A class card that has been resolved goes to its owner's discard pile; an unresolved class-deck "
        "challenge is discarded as well and never goes on the unresolved-challenge track.",
    ),
    _rule(
        "combat.several",
        "Kilka Wyzwañ",
        "musi w pierwszej kolejności rozpatrzyć właśnie to Wyzwanie",
        "Class challenges come first",
        "A challenge another player put on the active hero must be fought first; only after beating it "
        "may the hero take the adventure counter or challenge marker on the hex.",
        page=11,
    ),
    _rule(
        "combat.flee-penalty",
        "Kara do testu ucieczki",
        "nakładają na Bohatera karę do testów ucieczki",
        "The flee penalty",
        "A flight from the current challenge is made at a penalty equal to the printed threat costs of all "
        "hostile spells and feats played on the hero during this challenge (not earlier challenges of the "
        "turn); those cards stay out until the fight ends.",
    ),
    _rule(
        "combat.duel",
        "Walki pomiędzy graczami",
        "można zagrywać karty przyjazne",
        "Class cards in a duel",
        "At the start of a fight between heroes only friendly cards may be played: the attacker plays "
        "spells and feats first, then the defender.",
    ),
    _rule(
        "golden",
        "Złota zasada",
        "pierwszeństwo ma karta zagrana później",
        "The golden rule",
        "When two cards contradict each other, the one played later wins.",
    ),
    # -- experience --------------------------------------------------------------------------------------
    _rule(
        "talent.buy",
        "Zakup Talentu",
        "Koszt Talentu zależy od liczby graczy",
        "Buying a talent",
        "In the experience step a player may buy one talent: 5 experience points with 1-2 players, 4 with "
        "3-4, 3 with 5-6; or hand in one experience counter instead of paying points.",
    ),
    _rule(
        "talent.level",
        "Zakup Talentu",
        "o jeden wyższy od obecnie posiadanego Talentu",
        "Which talent may be bought",
        "The new talent is at most one level above the current one and its requirement must be among the "
        "current talent's proficiencies; level-1 talents have no requirement. The old talent goes back to "
        "the talent deck: a hero has one talent at a time.",
    ),
    _rule(
        "hand.refill",
        "Uzupełnienie ręki",
        "dobrać na rękę tyle kart z talii klasy",
        "Refilling the hand",
        "At the end of the experience step the player draws class cards up to six in hand; a larger hand is "
        "kept. A player who played no class card this turn may first discard one card.",
    ),
    _rule(
        "hand.reshuffle",
        "Uzupełnienie ręki",
        "może pominąć swoją następną turę",
        "An empty class deck",
        "When the class deck cannot refill the hand, the player may skip their next turn to shuffle their "
        "discard pile into a new class deck.",
    ),
    # -- advanced -----------------------------------------------------------------------------------------
    _rule(
        "deck.building",
        "Składanie talii",
        "Gracz może mieć w swojej talii klasy do 30 kart",
        "Building a class deck",
        "A built class deck holds at most 30 class cards, no two alike, at least 12 of them hostile; the "
        "talent deck holds at most 5 talents, several of one level allowed.",
    ),
    _rule(
        "deck.draft",
        "Wariant draftowy",
        "każdy z graczy wybiera 10",
        "Draft variant",
        "Each player picks 10 hostile cards of their class deck, passes 5 of them to the left neighbour and "
        "5 to the right, and shuffles the 10 cards received into their own class deck.",
    ),
    # -- the app's own conventions (the "companion" book): they name no passage of the rulebook --------
    Rule(
        "runebound2.class-decks.companion.players",
        C,
        "Class Decks: players named in commands",
        "a player named at setup",
        "Players are named as at setup",
        "A command names a player as they were named when the game was set up; a name that matches no "
        "player cannot be acted on.",
    ),
    Rule(
        "runebound2.class-decks.companion.hand",
        C,
        "Class Decks: the hand the app records",
        "the cards dealt and drawn through the app",
        "A card is played from the hand the app records",
        "The app knows each player's hand from the cards dealt and drawn through it: a class card that is "
        "not in that player's recorded hand cannot be played or discarded until it is there.",
    ),
    Rule(
        "runebound2.class-decks.companion.card-data",
        C,
        "Class Decks: values typed from the cards",
        "the table types what the card prints",
        "A card's printed values are entered first",
        "The app cannot read the cards: a class card's printed threat cost, timing symbol and, for a "
        "place, its terrain come from the catalogue, and a card missing one of them cannot be played "
        "until it is entered. A class challenge is fought in the colour its card prints, and the threat a "
        "card's text gives or takes back is at least one token.",
    ),
    Rule(
        "runebound2.class-decks.companion.short-pool",
        C,
        "Class Decks: a card's threat when the tokens run short",
        "as many tokens as there are",
        "Gaining or discarding more threat than there is",
        "The book says what a short pool does only when a hero takes threat for a challenge: they take "
        "what there is and go on. The app reads a card that makes a player gain or discard threat the same "
        "way: when the pool (or the hero card) holds fewer tokens than the card names, all of them move "
        "and nothing else happens.",
    ),
    Rule(
        "runebound2.class-decks.companion.printed-deck",
        C,
        "Class Decks: a printed deck or one put together",
        "the player says where the deck comes from",
        "A printed class deck is taken on the player's word",
        "The deck-building limits are for a deck a player puts together. The app holds no list of the printed "
        "decks, so each player says whether their deck is a printed class deck as it comes or one they put "
        "together; cards from more than one printed deck are always a deck put together. A printed deck as it "
        "comes is checked only for what any class deck shows: class cards in the class deck, talents in the "
        "talent deck, and no card twice.",
    ),
)
