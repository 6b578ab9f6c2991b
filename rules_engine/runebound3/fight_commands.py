"""The typed commands of a fight run token by token: toss (or say how the tokens landed), spend, shield,
pass, and between rounds stay or retreat to a named neighbouring space; and `attack pX with CARD`, which
starts a battle between heroes (`fight_heroes.py`).

The side a command acts for is read from the fight: the side whose turn it is to spend, the side
damage is about to land on (shields), the hero between rounds. Tokens are numbered from 1 as the
combat board lists them.
"""

from __future__ import annotations

from typing import Any

from rules_engine.chance import DiceRequest
from rules_engine.citations import Citation
from rules_engine.errors import CommandError
from rules_engine.grammar import Command, Int, Name, Opt, Repeat, Seat, Text, Value, Word
from rules_engine.messages import InContext, Message, N_, Translator, render
from rules_engine.runebound3 import actions as A
from rules_engine.runebound3.combat import actions as C
from rules_engine.runebound3.combat.choices import reroll_request, surge_request, toss_request
from rules_engine.runebound3.combat.landing import toss_from_faces
from rules_engine.runebound3.token_names import token_names
from rules_engine.runebound3.combat.state import CombatState, deciding_side, shielding_side
from rules_engine.runebound3.fighting import ANY, TERRAIN_SYMBOLS, escape_request
from rules_engine.runebound3.fight_heroes import AttackHero, seat_words
from rules_engine.runebound3.state import Fight, HeroBattle, R3State, SpaceKind
from rules_engine.terrain_names import terrain_id
from rules_engine.runebound3.words import terrain_words

KINDS = tuple(k.value for k in SpaceKind)
TOKEN = Int("token", 1, 9, placeholder="T", what=N_("a token number"))
TOKENS = Repeat(Int("tokens", 1, 9, placeholder="T", what=N_("a token number")))


class _Gist(Message):
    """A rule's summary up to its first ';', in the interface's language (the rule's own catalogue entry)."""

    rule_id: str
    summary: str

    def __new__(cls, rule_id: str, summary: str) -> _Gist:
        made = str.__new__(cls, summary.split(";")[0])
        made.msgid, made.params, made.rule_id, made.summary = summary, {}, rule_id, summary
        return made

    def render(self, translator: Translator) -> str:
        """The summary's first clause as the translator's language words it."""
        return render(InContext(self.rule_id, self.summary), translator).split(";")[0]

    def __reduce__(self) -> tuple[object, ...]:
        return (_Gist, (self.rule_id, self.summary))


def _combat(state: R3State) -> CombatState:
    fight = state.combat
    if not isinstance(fight, (Fight, HeroBattle)):
        raise CommandError(Message("no fight is run token by token now"))
    return fight.combat


def _acting(state: R3State) -> int:
    """The side a spending command acts for: the side whose turn it is."""
    return _combat(state).to_act


def _shielding(state: R3State) -> int:
    """The side damage is about to land on (else the side whose turn it is)."""
    return shielding_side(_combat(state))


def _between(state: R3State) -> int:
    """The hero deciding about a retreat now (else the attacking hero)."""
    return deciding_side(_combat(state))


def _zero(numbers: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(n - 1 for n in numbers)


def _one(numbers: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(n + 1 for n in numbers)


def _toss(state: R3State, values: dict[str, Any]) -> DiceRequest:
    return toss_request(_combat(state))


def _landed(state: R3State, values: dict[str, Any]) -> C.Toss:
    words = values["faces"].split()
    if words.count("/") != 1:
        raise CommandError(Message("write the hero's faces, then / and the opponent's faces: landed axe miss / skull shield"))
    split = words.index("/")
    try:
        return toss_from_faces(_combat(state), words[:split], words[split + 1:], token_names(state))
    except CommandError as error:
        citation = Citation.of("runebound3.combat.toss")
        raise CommandError(Message("{error} ({summary}: {reference})", error=error.args[0],
                                   summary=_Gist(citation.rule_id, citation.summary),
                                   reference=citation.reference())) from None


def _reroll(state: R3State, values: dict[str, Any]) -> DiceRequest:
    return reroll_request(_acting(state), values["wing"] - 1, _zero(values["tokens"]))


def _surge(state: R3State, values: dict[str, Any]) -> C.Surge | DiceRequest:
    """A surge ability; one that has the opponent's tokens tossed again asks for that toss."""
    side = _acting(state)
    targets = _zero(tuple(values.get("targets") or ()))
    surge = C.Surge(side, values["ability"], _zero(values["tokens"]), targets)
    ability = _combat(state).side(side).fighter.ability(values["ability"])
    if ability is not None and ability.reroll and targets:
        return surge_request(side, ability.name, surge.tokens, targets)
    return surge


def _unbuild_surge(action: C.Surge) -> dict[str, Any]:
    values: dict[str, Any] = {"ability": action.ability, "tokens": _one(action.tokens)}
    if action.targets:
        values["targets"] = _one(action.targets)
    return values


def _terrain(state: Any, word: str) -> str:
    need = terrain_id(word)
    if need != ANY and need not in TERRAIN_SYMBOLS:
        raise ValueError(word)
    return need


def _retreat(state: R3State, values: dict[str, Any]) -> DiceRequest:
    return escape_request(values["needs"], values["kind"], values["space"])


NEEDS = Value("needs", _terrain, Message("the terrain the step needs ({any}, {symbols})", any=ANY,
                                         symbols=terrain_words(TERRAIN_SYMBOLS, ", ")),
              placeholder="TERRAIN", suggest=lambda s: (ANY, *TERRAIN_SYMBOLS))
KIND = Word("kind", KINDS)
SPACE = Name("space")

COMMANDS = (
    Command("toss", (), _toss, N_("toss every token of both sides (the app tosses, or enter front/back per token)"),
            formats=(C.Toss,), unbuild=lambda a: {}),
    Command("landed", (Text("faces", placeholder="FACE ... / FACE ...", what=N_("the faces that landed up")),), _landed,
            N_("say how the table's tokens landed: the hero's faces, /, the opponent's (e.g. axe 2shield* / skull miss)")),
    Command("strike", (TOKENS,), lambda s, v: C.Strike(_acting(s), _zero(v["tokens"])),
            N_("spend damage (axes and bolts, or an enemy's skulls) from these tokens"), formats=(C.Strike,),
            unbuild=lambda a: {"tokens": _one(a.tokens)}),
    Command("shield", (TOKENS,), lambda s, v: C.Shield(_shielding(s), _zero(v["tokens"])),
            N_("spend shields against the damage about to land"), formats=(C.Shield,),
            unbuild=lambda a: {"tokens": _one(a.tokens)}),
    Command("take", (), lambda s, v: C.TakeDamage(_shielding(s)), N_("let the damage about to land hit"),
            formats=(C.TakeDamage,), unbuild=lambda a: {}),
    Command("pass", (), lambda s, v: C.Pass(_acting(s)), N_("take no more combat actions this round"),
            formats=(C.Pass,), unbuild=lambda a: {}),
    Command("flip", (Int("wing", 1, 9, placeholder="W", what=N_("the wing token's number")), TOKENS),
            lambda s, v: C.Flip(_acting(s), v["wing"] - 1, _zero(v["tokens"])),
            N_("spend a wing to turn your own unspent tokens over"), formats=(C.Flip,),
            unbuild=lambda a: {"wing": a.wing + 1, "tokens": _one(a.targets)}),
    Command("reroll", (Int("wing", 1, 9, placeholder="W", what=N_("the wing token's number")), TOKENS), _reroll,
            N_("spend a wing to make the opponent toss unspent tokens again"), formats=(C.Reroll,),
            unbuild=lambda a: {"wing": a.wing + 1, "tokens": _one(a.targets)}),
    Command("double", (Int("doubling", 1, 9, placeholder="D", what=N_("the doubling token's number")), TOKEN),
            lambda s, v: C.Double(_acting(s), v["doubling"] - 1, v["token"] - 1),
            N_("put an unspent token on a doubling token"), formats=(C.Double,),
            unbuild=lambda a: {"doubling": a.doubling + 1, "token": a.top + 1}),
    Command("surge", (Name("ability", placeholder="ABILITY", what=N_("a surge ability")), TOKENS,
                      Opt("on", Repeat(Int("targets", 1, 9, placeholder="T", what=N_("a token number"))))), _surge,
            N_("spend surges from these tokens on an ability; 'on T ...' names the tokens it turns over (yours) or "
            "has tossed again (the opponent's)"), formats=(C.Surge,), unbuild=_unbuild_surge),
    Command("attack", (Seat("rival", seat_words), "with",
                       Text("ability", placeholder="CARD", what=N_("the ability or card that allows the attack"))),
            lambda s, v: AttackHero(v["rival"], v["ability"]),
            N_("start a hero battle against another player's hero, naming the ability or card that allows it"),
            formats=(AttackHero,), unbuild=lambda a: {"rival": a.rival, "ability": a.ability}),
    Command("stay", (), lambda s, v: C.FightOn(_between(s)), N_("between rounds: stay in the fight (do not retreat)"),
            formats=(C.FightOn,), unbuild=lambda a: {}),
    Command("retreat", (NEEDS, KIND, SPACE), _retreat,
            N_("between rounds: roll a terrain die to step to a neighbouring space (the terrain it needs, its kind, "
            "its name)"), formats=(A.Escape,), unbuild=lambda a: {"needs": a.needs, "kind": a.kind, "space": a.space}),
)
