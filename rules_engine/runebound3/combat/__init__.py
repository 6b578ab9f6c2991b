"""Runebound 3rd edition combat with two-sided tokens: state, rules, choices, odds and board data.

Layered bottom up: `rule_index` (citations), `fighters` (who fights with what), `state` (the
combat record), `tokens_up` (what a side's tokens show and may do), `guards` (every rule as a
predicate that both `resolve` and `choices` read), `rounds` and `spending` (what actions do),
`resolve` (the referee's dispatch), `decision` and `choices`, `odds`, `board` (view data).
"""
