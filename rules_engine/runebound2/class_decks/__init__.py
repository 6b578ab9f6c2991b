"""Runebound 2nd edition, Class Decks expansion: threat pools, class cards, talents, deck building.

The package is layered like a game package: card values (`cards`), the threat pool (`threat`),
card cost (`cost`), timing windows (`windows`), talents and experience (`talents`), deck
building (`deck_building`), the slice of state (`slice`), actions (`actions`), the rules of a
play (`play`), the experience step (`experience_step`), choices and decisions (`choices`), the
typed commands (`commands`) and the `Expansion` itself (`expansion`) at the top.
"""
