"""Runebound 3rd edition combat with two-sided tokens: state, rules, choices, odds and board data.

Layered bottom up: `rule_index` (citations), `fighters` (who fights with what), `state` (the
combat record), `actions`, `tokens_up` (what a side's tokens show and how they pair), `guards`
(every rule as a check that both `resolve` and `choices` read), `flow` (toss, turns, rounds,
wounds, retreats), `resolve` (the referee's dispatch), `decision`, `choices`, `odds`, `board`
(view data) and `landing` (the faces the table reads off its tokens).
"""
