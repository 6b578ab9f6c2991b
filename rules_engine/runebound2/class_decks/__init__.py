"""Runebound 2nd edition, Class Decks expansion: threat pools, class cards, talents, deck building.

The package is layered like a game package: card values (`cards`), the threat pool (`threat`),
card cost (`cost`), timing windows (`windows`), talents and experience (`talents`), deck
building (`deck_building`), the slice of state (`deck_state`), actions (`actions`), the rules of a
play (`play`), the experience step (`experience_step`), choices and decisions (`choices`), the
typed commands (`commands`), its own rules index (`rule_index`), what it adds to the view (`view`)
and the `Expansion` itself (`expansion`) at the top. The base game never imports this package: the
`expansion` module joins Runebound through `Game.add_expansion`, and Runebound's plugin names it.
"""
