"""Pure rules engine of Table Companion: rulings, citations, dice, decks and one package per game.

Nothing in this package touches Textual, SQL, files, the network or the clock. Given the same
inputs (including recorded dice) it always gives the same answers.

The package itself imports nothing: a module that needs a citation, a ruling or an error imports it from its own
module (`rules_engine.citations`, `rules_engine.ruling`, `rules_engine.errors`), so that importing any part of the
engine (the messages the home screen translates, say) does not also import the citations, the rules index, the game
registry and the books (issue 32: the home screen's first frame waited for them).
"""
