"""Rules index of Runebound 2nd edition (book id `runebound2`)."""

from rules_engine.rules_index import Rule

RULES = (
    Rule(
        id="runebound2.dice.d10-zero-is-ten",
        book="runebound2",
        heading="Десятигранные кости",
        locator="Выпавший 0 считайте за 10",
        title="Ten-sided dice: a zero counts as ten",
        summary=(
            "Every roll except movement uses two ten-sided dice added together. A die showing 0 "
            "counts as 10, so two zeros make 20. Dice named on cards mean these ten-sided dice."
        ),
    ),
)
