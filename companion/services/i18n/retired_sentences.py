"""Sentences the engine saved in a session's log before a later pass reworded them, and what they read as now.

A saved ruling keeps the English text it was given when played (`stored_text`). When a pass rewords an engine
sentence, the catalogue keeps only the new template, so a log saved before shows the old sentence in English under
any other language. Each entry here names the old English template (placeholders as the old engine filled them)
and the current catalogue message ids it reads as: their translations, joined, are filled with the parts read out of
the old sentence (and with fixed parts the old wording held as words: a trophy's colour). Nothing is rewritten in the
store; in English the old sentence is shown as it was saved.

Found with `git log -p` on the catalogue template (companion.pot) and the engines: the message ids a pass removed
whose sentence could be in a saved ruling or effect (a choice's label, a screen's words or a refusal no house rule
lifts are never saved).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Retired:
    """An old English template and the current message ids it reads as."""

    old: str
    reads_as: tuple[str, ...]
    #: Parts the new wording takes as placeholders and the old one wrote as words: (placeholder, English part).
    fixed: tuple[tuple[str, str], ...] = field(default=())


RETIRED: tuple[Retired, ...] = (
    # Runebound 2e, ninth pass (fdb1f4ab): an event that puts no counter back said it with an empty list.
    Retired("0 counters back on the board: ", ("no counter goes back on the board",)),
    # Runebound 3e (fc519c04): a trophy in words with its article ("an orange trophy"); its reward is a note of its own.
    *(Retired(f"{{enemy}} becomes a {colour} trophy", ("{enemy} becomes {trophy}",), (("trophy", words),))
      for colour, words in (("green", "a green trophy"), ("orange", "an orange trophy"),
                            ("purple", "a purple trophy"), ("grey", "a grey trophy"))),
    # Runebound 3e (twenty-fifth pass, play27): a challenge token in words with its article ("an orange challenge token";
    # the log read "a orange challenge token is laid on …"), laid by the table or placed by a story card.
    *(Retired(f"a {colour} challenge token is {verb} on {{space}}", (f"{{token}} is {verb} on {{space}}",),
              (("token", words),))
      for verb in ("laid", "placed")
      for colour, words in (("green", "a green challenge token"), ("orange", "an orange challenge token"),
                            ("purple", "a purple challenge token"), ("grey", "a grey challenge token"))),
    # Runebound 3e (fc519c04): barter's refusal (saved when a house rule set it aside) says what barter needs.
    Retired("{hero} is on {space}, not on {space2}", ("{hero} is on {space}, not on {space2}: barter needs the same space",)),
    # Runebound 3e (f989541e): a kept quest the dice do not cover says what another attempt is.
    Retired("the dice do not cover {names}: the quest stays with {hero}",
            ("the dice do not cover {names}: the quest stays with {hero}; another attempt is a new resolution of the "
             "kept quest in its region, with the actions its card marks",)),
    # Runebound 2e Class Decks (c9bc7b75, acf3df2b, issue 29): the duel's window holds friendly cards of any kind.
    Retired("duel: friendly spells and feats, {player} first, then {player2}",
            ("duel: friendly cards, {player} first, then {player2}",)),
    Retired("at the start of a duel only friendly spells and feats are played",
            ("no hostile card is played at the start of a duel",)),
    # Runebound 2e (twenty-seventh pass): a move's dice left over counted without "die/dice".
    Retired("{unused} unused die/dice are lost", ("{unused} unused dice are lost",)),
    Retired("upkeep first: pay 1 gold for each of {count} ally/allies or dismiss them ('upkeep')",
            ("upkeep first: pay 1 gold for each ally the party leads ({count}) or dismiss some ('upkeep')",)),
    # Runebound 3e (twenty-ninth pass): a market deal's note said again where its message put the card.
    Retired("{item} goes to the {city} market", ("{item} is dealt into the {city} market",)),
)
