"""The declarative command grammar, on two toy games: one typed in plain words with floating
'by'/'on'/'from' parts and flags (Dice Throne's style), one with "quoted names", key:value
options and words holding a colon (Runebound's style)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.actions import action
from rules_engine.chance import CardRequest, DiceRequest, DrawnCard, fill
from rules_engine.command_help import CommandHelp
from rules_engine.dice import DiceRoll, numbered_die
from rules_engine.errors import CommandError
from rules_engine.grammar import (
    Alt, Command, Flag, Grammar, Int, Lit, Modifier, Name, Opt, Option, Refused, Repeat, Seat, Text, Value, Word,
)

D6 = numbered_die(6)


@dataclass(frozen=True)
class Table:
    """A toy state: the players, whose turn it is, the spells the active player knows."""

    players: tuple[str, ...] = ("Ann", "Bob", "Cat")
    active: int = 0
    spells: tuple[str, ...] = ("fireball", "frost-nova")


# -- the plain-word toy game -------------------------------------------------------------------


@dataclass(frozen=True)
class Heal:
    seat: int
    amount: int
    source: str = "healing"


@dataclass(frozen=True)
class ChangeCP:
    seat: int
    delta: int


@action("grammar-test.reroll")
@dataclass(frozen=True)
class Reroll:
    positions: tuple[int, ...]
    roll: DiceRoll


@dataclass(frozen=True)
class Cast:
    by: int
    spell: str
    item: int | None = None


@dataclass(frozen=True)
class Steal:
    thief: int
    victim: int
    resource: str
    amount: int


@dataclass(frozen=True)
class Upgrade:
    ability: str
    level: int
    cost: int


@dataclass(frozen=True)
class Play:
    seat: int
    timing: str
    cost: int
    name: str = ""
    interrupting: bool = False


@dataclass(frozen=True)
class Status:
    verb: str
    name: str
    seat: int
    count: int = 1


@action("grammar-test.statusroll")
@dataclass(frozen=True)
class StatusRoll:
    name: str
    roll: DiceRoll


@dataclass(frozen=True)
class Next:
    pass


@action("grammar-test.draw")
@dataclass(frozen=True)
class Draw:
    card: DrawnCard


def _names(state: Table) -> tuple[tuple[str, ...], ...]:
    return tuple((n,) for n in state.players)


def player(name: str, placeholder: str = "pX") -> Seat:
    return Seat(name, _names, placeholder)


NUMBER = dict(low=-99, high=99)
BY = Modifier("by", player("by"), refused="'by' does not apply to {command}")
ON = Modifier("on", Int("on", 1, 9, placeholder="K", strip="#"),
              refused="'on K' goes with {accepting}, not {command}")
FROM = Modifier("from", None, name="source", placeholder="SOURCE")
INTERRUPTING = Flag("interrupting", refused="'interrupting' goes with {accepting}")

PLAIN_COMMANDS = (
    Command("heal", (Int("amount", **NUMBER), Opt(player("seat"))), modifiers=("from",),
            build=lambda s, v: Heal(v["seat"] if v.get("seat") is not None else s.active, v["amount"],
                                    v["source"] or "healing"),
            description="heal a hero", reasons={"by": "name the hero with pX"},
            formats=(Heal,), unbuild=lambda a: {"seat": a.seat, "amount": a.amount,
                                                "source": "" if a.source == "healing" else a.source}),
    Command("cp", (Int("delta", signs="required", **NUMBER), Opt(player("seat"))),
            build=lambda s, v: ChangeCP(v["seat"] if v["seat"] is not None else s.active, v["delta"]),
            description="gain or spend combat points", formats=(ChangeCP,),
            unbuild=lambda a: {"seat": a.seat, "delta": a.delta}),
    Command("reroll", (Alt(Lit("all", name="all"), Repeat(Int("positions", 1, 5, placeholder="POS"))),),
            build=lambda s, v: DiceRequest(D6, 5 if v.get("all") else len(v["positions"]), "reroll",
                                           fill(Reroll, positions=(1, 2, 3, 4, 5) if v.get("all") else v["positions"])),
            description="reroll dice", formats=(Reroll,), unbuild=lambda a: {"positions": a.positions}),
    Command("cast", (Word("spell", lambda s: s.spells, placeholder="SPELL"),), modifiers=("on", "by"),
            build=lambda s, v: Cast(v["by"] if v["by"] is not None else s.active, v["spell"], v["on"]),
            description="cast a spell", aliases=("c",), formats=(Cast,),
            unbuild=lambda a: {"by": a.by, "spell": a.spell, "on": a.item}),
    Command("steal", (Int("amount", **NUMBER), Word("resource", ("cp", "health")), "from", player("victim")),
            modifiers=("by",), build=lambda s, v: Steal(v["by"] if v["by"] is not None else s.active,
                                                        v["victim"], v["resource"], v["amount"]),
            description="steal from an opponent", formats=(Steal,),
            unbuild=lambda a: {"by": a.thief, "victim": a.victim, "resource": a.resource, "amount": a.amount}),
    Command("upgrade", (Text("ability", "ABILITY"), Word("level", (("II", 2), ("III", 3), ("2", 2), ("3", 3))),
                        Int("cost", **NUMBER, placeholder="COST")),
            build=lambda s, v: Upgrade(v["ability"].replace(" ", "-"), v["level"], v["cost"]),
            description="upgrade an ability", formats=(Upgrade,),
            unbuild=lambda a: {"ability": a.ability, "level": a.level, "cost": a.cost}),
    Command("play", (Word("timing", ("main", "roll", "instant")), Int("cost", **NUMBER, placeholder="COST"),
                     Text("name", low=0)), modifiers=("by",), flags=("interrupting",),
            build=lambda s, v: Play(v["by"] if v["by"] is not None else s.active, v["timing"], v["cost"], v["name"],
                                    v["interrupting"]),
            description="play a card", formats=(Play,),
            unbuild=lambda a: {"by": a.seat, "timing": a.timing, "cost": a.cost, "name": a.name,
                               "interrupting": a.interrupting}),
    Command("status", (Word("verb", ("gain", "spend")), Word("name", ("evasive", "stun"), strict=False,
                                                                placeholder="NAME"),
                       Opt(Int("count", 1, 9)), Opt(player("seat"))), flags=("interrupting",),
            build=lambda s, v: Status(v["verb"], v["name"], v["seat"] if v["seat"] is not None else s.active,
                                      v["count"] or 1),
            description="status tokens", group="status", formats=(Status,),
            unbuild=lambda a: {"verb": a.verb, "name": a.name, "seat": a.seat, "count": a.count}),
    Command("status", ("roll", Word("name", ("evasive", "stun"), strict=False, placeholder="NAME")),
            modifiers=("on",), flags=("interrupting",),
            build=lambda s, v: DiceRequest(D6, 1, "status roll", fill(StatusRoll, name=v["name"])),
            group="status", formats=(StatusRoll,), unbuild=lambda a: {"name": a.name}),
    Command("next", aliases=("n",), build=lambda s, v: Next(), description="end the phase",
            reasons={"by": "it ends the phase for the table"}, formats=(Next,), unbuild=lambda a: {}),
    Command("draw", build=lambda s, v: CardRequest("spell", "a draw", fill(Draw, "card")), description="draw a card",
            formats=(Draw,), unbuild=lambda a: {}, listed=lambda s: s.active == 0),
)

PLAIN = Grammar("Toy", PLAIN_COMMANDS, modifiers=(BY, ON, FROM), flags=(INTERRUPTING,),
                first=lambda s: ("next", "status"))


# -- the quoting, key:value toy game -----------------------------------------------------------


@dataclass(frozen=True)
class Flee:
    bonus: int
    to: str


@dataclass(frozen=True)
class Buy:
    name: str
    kind: str
    cost: int
    ward: bool = False


@dataclass(frozen=True)
class Step:
    label: str
    terrain: str


@dataclass(frozen=True)
class Move:
    steps: tuple[Step, ...]
    adventure: str = ""


@dataclass(frozen=True)
class Give:
    to: str
    gold: int
    item: str


def _hex(state: object, word: str) -> str:
    if len(word) >= 2 and word[0].isalpha() and word[1:].isdigit():
        return word.upper()
    raise ValueError(word)


TERRAINS = ("plains", "forest", "hills")


def _step(state: object, word: str) -> Step:
    label, colon, terrain = word.partition(":")
    if not colon:
        label, terrain = "", word
    if label.casefold() == "city":
        if not terrain:
            raise Refused("name the city: city:NAME")
        return Step(terrain, "city")
    if terrain.casefold() not in TERRAINS or label and not _hex(state, label):
        raise ValueError(word)
    return Step(label.upper(), terrain.casefold())


def _step_word(step: Step) -> str:
    if step.terrain == "city":
        return f"city:{step.label}"
    return f"{step.label}:{step.terrain}" if step.label else step.terrain


HEX = Value("to", _hex, "a hex like C4", placeholder="HEX")
ROAD_COMMANDS = (
    Command("flee", options=(Option("bonus", Int("bonus", -99, 99)), Option("to", HEX)),
            build=lambda s, v: Flee(v.get("bonus") or 0, v.get("to") or ""), description="try to flee",
            formats=(Flee,), unbuild=lambda a: {"bonus": a.bonus or None, "to": a.to or None}),
    Command("buy", (Name("name"), Word("kind", ("item", "ally"))),
            options=(Option("cost", Int("cost", 0, 99), required=True),), flags=(Flag("ward"),),
            build=lambda s, v: Buy(v["name"], v["kind"], v["cost"], v["ward"]), description="buy a card",
            formats=(Buy,), unbuild=lambda a: {"name": a.name, "kind": a.kind, "cost": a.cost, "ward": a.ward}),
    Command("move", (Repeat(Value("steps", _step, "a terrain or LABEL:TERRAIN", placeholder="STEP",
                                  writer=_step_word, suggest=lambda s: TERRAINS)),),
            options=(Option("adventure", Word("adventure", ("green", "yellow", "blue"))),), colon_words=True,
            build=lambda s, v: Move(v["steps"], v.get("adventure") or ""), description="move hex by hex",
            formats=(Move,), unbuild=lambda a: {"steps": a.steps, "adventure": a.adventure or None}),
    Command("give", (Name("to", "PLAYER", "a player", suggest=lambda s: s.players),),
            options=(Option("gold", Int("gold", 0, 99)), Option("item", Name("item"))),
            build=lambda s, v: Give(v["to"], v.get("gold") or 0, v.get("item") or ""), description="give",
            formats=(Give,), unbuild=lambda a: {"to": a.to, "gold": a.gold or None, "item": a.item or None}),
    Command("next", aliases=("end",), build=lambda s, v: Next(), description="end the step",
            formats=(Next,), unbuild=lambda a: {}),
)

ROAD = Grammar("Road", ROAD_COMMANDS, quoting=True, keyed=True)

STATE = Table()


def fails(grammar: Grammar, text: str, state: Table = STATE) -> str:
    with pytest.raises(CommandError) as error:
        grammar.parse(state, text)
    return str(error.value)


# -- parsing -----------------------------------------------------------------------------------


def test_positional_arguments_optional_parts_and_defaults():
    assert PLAIN.parse(STATE, "heal 3") == Heal(0, 3)
    assert PLAIN.parse(STATE, "HEAL 3 p2") == Heal(1, 3)
    assert PLAIN.parse(STATE, "heal 3 bob") == Heal(1, 3)
    assert PLAIN.parse(Table(active=2), "heal -1") == Heal(2, -1)


def test_signs_bounds_and_stripped_prefixes():
    assert PLAIN.parse(STATE, "cp +2") == ChangeCP(0, 2)
    assert PLAIN.parse(STATE, "cp -3 p3") == ChangeCP(2, -3)
    assert "with its sign" in fails(PLAIN, "cp 2")
    assert "at most 99" in fails(PLAIN, "heal 500")
    assert "at most 99" in fails(PLAIN, "cp +100")
    assert "at least 1" in fails(PLAIN, "cast fireball on 0")
    assert PLAIN.parse(STATE, "cast fireball on #2") == Cast(0, "fireball", 2)


def test_alternatives_and_repeated_arguments_build_dice_requests():
    request = PLAIN.parse(STATE, "reroll 1 3 5")
    assert isinstance(request, DiceRequest) and request.count == 3
    roll = DiceRoll(D6.id, (6, 6, 6), "table")
    assert request.build(roll) == Reroll((1, 3, 5), roll)
    assert PLAIN.parse(STATE, "reroll all").count == 5
    assert "expected all or a whole number from 1 to 5 after 'reroll'" in fails(PLAIN, "reroll")
    assert fails(PLAIN, "reroll 1 x") == "expected a whole number from 1 to 5 after '1', not 'x' (reroll all|POS ...)"
    assert fails(PLAIN, "reroll all 1") == "unexpected '1' after 'all' (reroll all|POS ...)"


def test_a_card_request():
    request = PLAIN.parse(STATE, "draw")
    assert isinstance(request, CardRequest)
    card = DrawnCard("spell", "Fireball")
    assert request.build(card) == Draw(card)


def test_words_from_the_state_and_aliases():
    assert PLAIN.parse(STATE, "c frost-nova") == Cast(0, "frost-nova")
    assert fails(PLAIN, "cast frostbolt") == \
        "expected fireball or frost-nova after 'cast', not 'frostbolt' (cast SPELL [on K] [by pX])"
    assert PLAIN.parse(Table(spells=("frostbolt",)), "cast frostbolt") == Cast(0, "frostbolt")


def test_the_brief_error_for_a_number():
    assert fails(PLAIN, "heal x") == "expected a whole number after 'heal', not 'x' (heal N [pX] [from SOURCE])"
    assert fails(PLAIN, "heal") == "expected a whole number after 'heal' (heal N [pX] [from SOURCE])"


def test_players_out_of_range_or_unknown():
    assert fails(PLAIN, "heal 2 p7") == "there is no player p7; players are p1 to p3"
    assert "expected a player (p1 to p3 or a name) after '2', not 'zed'" in fails(PLAIN, "heal 2 zed")


def test_floating_modifiers_stand_anywhere():
    assert PLAIN.parse(STATE, "cast by p2 fireball on 1") == Cast(1, "fireball", 1)
    assert PLAIN.parse(STATE, "cast on 1 fireball by bob") == Cast(1, "fireball", 1)


def test_from_takes_the_rest_but_not_a_following_by_or_a_flag():
    assert PLAIN.parse(STATE, "heal 2 p2 from Potion of Life") == Heal(1, 2, "Potion of Life")
    assert PLAIN.parse(STATE, "heal 2 from Saved by the Bell") == Heal(0, 2, "Saved by the Bell")
    assert PLAIN.parse(STATE, "heal 2 from") == Heal(0, 2)  # an empty source is the default
    assert fails(PLAIN, "heal 2 from Ahoy by p2") == "'by' does not apply to heal: name the hero with pX"


def test_a_modifier_word_used_as_a_literal_is_not_a_modifier_there():
    assert PLAIN.parse(STATE, "steal 2 cp from p2 by p3") == Steal(2, 1, "cp", 2)
    assert fails(PLAIN, "steal 2 cp p2") == \
        "expected from after 'cp', not 'p2' (steal N cp|health from pX [by pY])"


def test_modifiers_and_flags_a_command_does_not_take_are_refused_naming_those_that_do():
    assert fails(PLAIN, "next by p2") == "'by' does not apply to next: it ends the phase for the table"
    assert fails(PLAIN, "heal 2 on 1") == "'on K' goes with cast and status roll, not heal"
    assert fails(PLAIN, "heal 2 interrupting") == \
        "'interrupting' goes with play, status gain|spend and status roll"


def test_a_bad_value_after_a_modifier_the_command_takes_is_refused():
    assert fails(PLAIN, "cast fireball by the sea") == \
        "expected a player (p1 to p3 or a name) after 'by', not 'the'"
    assert fails(PLAIN, "cast fireball by") == "expected a player (p1 to p3 or a name) after 'by'"
    assert fails(PLAIN, "cast fireball by p9") == "there is no player p9; players are p1 to p3"
    assert fails(PLAIN, "cast by p1 fireball by p2") == "'by' is given twice (by p1 and by p2): say it once"
    assert PLAIN.parse(STATE, "cast by p2 fireball by bob") == Cast(1, "fireball")


def test_flags_stand_anywhere():
    assert PLAIN.parse(STATE, "play interrupting instant 0 Wild by p2") == Play(1, "instant", 0, "Wild", True)
    assert PLAIN.parse(STATE, "play main 2") == Play(0, "main", 2, "", False)


def test_free_text_gives_back_words_to_what_follows():
    assert PLAIN.parse(STATE, "upgrade quick draw II 3") == Upgrade("quick-draw", 2, 3)
    assert PLAIN.parse(STATE, "upgrade fan iii 4") == Upgrade("fan", 3, 4)
    assert fails(PLAIN, "upgrade II 3").startswith("expected ")


def test_commands_sharing_a_verb():
    assert PLAIN.parse(STATE, "status gain evasive 2 p2") == Status("gain", "evasive", 1, 2)
    assert PLAIN.parse(STATE, "status spend Stun") == Status("spend", "stun", 0, 1)  # a known word, as declared
    assert PLAIN.parse(STATE, "status spend Daze") == Status("spend", "Daze", 0, 1)  # any other word, as typed
    assert isinstance(PLAIN.parse(STATE, "status roll evasive on 1"), DiceRequest)
    assert fails(PLAIN, "status dance evasive") == "expected gain, spend or roll after 'status', not 'dance' " \
        "(status gain|spend NAME [N] [pX] [interrupting] | status roll NAME [on K] [interrupting])"
    assert fails(PLAIN, "status gain evasive on 1") == "'on K' goes with cast and status roll, not status gain|spend"


def test_unknown_verbs_name_the_nearest():
    assert fails(PLAIN, "hael 2") == "'hael' is not a Toy command; did you mean 'heal'? ('help' lists them)"
    assert fails(PLAIN, "zzz") == "'zzz' is not a Toy command ('help' lists them)"
    assert fails(PLAIN, "   ") == "type a command; 'help' lists them"


def test_quoted_names_options_and_flags():
    assert ROAD.parse(STATE, 'buy "Sword of Light" item cost:5 ward') == Buy("Sword of Light", "item", 5, True)
    assert ROAD.parse(STATE, "buy 'Sword' ally cost:3") == Buy("Sword", "ally", 3)
    assert ROAD.parse(STATE, 'buy "ward" item cost:1') == Buy("ward", "item", 1)  # a quoted word is a name
    assert fails(ROAD, 'buy "Sword" item') == "'buy' needs cost:N"
    assert fails(ROAD, 'buy "Sword item cost:1').startswith("cannot read")


def test_the_brief_errors_for_options():
    assert fails(ROAD, "flee to:zz") == "expected a hex like C4 after 'to:', not 'zz'"
    assert fails(ROAD, "flee to:") == "expected a hex like C4 after 'to:'"
    assert fails(ROAD, "flee foo:1") == "unknown key foo: for 'flee' (valid keys: bonus:, to:)"
    assert fails(ROAD, "flee cost:1") == "unknown key cost: for 'flee' (valid keys: bonus:, to:)"
    assert fails(ROAD, "next bonus:1") == "unknown key bonus: for 'next' ('next' takes no key:value words)"
    assert ROAD.parse(STATE, "flee bonus:+2 to:c4") == Flee(2, "C4")
    assert fails(ROAD, "flee bonus:1 bonus:2") == "'bonus:' is given twice: say it once"


def test_words_with_a_colon_where_a_command_takes_them():
    assert ROAD.parse(STATE, "move forest H12:hills city:Tamalir adventure:green") == Move(
        (Step("", "forest"), Step("H12", "hills"), Step("Tamalir", "city")), "green")
    assert fails(ROAD, "move swamp") == \
        "expected a terrain or LABEL:TERRAIN after 'move', not 'swamp' (move STEP ... [adventure:green|yellow|blue])"
    assert fails(ROAD, "move forest city:") == "name the city: city:NAME"  # the game's own refusal
    assert ROAD.parse(STATE, "give Bob item:Sword:Blade") == Give("Bob", 0, "Sword:Blade")
    assert ROAD.parse(STATE, 'give Bob item:"Sword of Light" gold:2') == Give("Bob", 2, "Sword of Light")
    assert ROAD.parse(STATE, "give 'Ann:x'") == Give("Ann:x", 0, "")  # quoted: a name, not a key
    assert "unknown key ann:" in fails(ROAD, "give ann:x")


# -- help --------------------------------------------------------------------------------------


def test_help_renders_syntax_from_the_declarations_with_the_first_verbs_first():
    lines = PLAIN.help(STATE)
    assert all(isinstance(line, CommandHelp) for line in lines)
    syntax = [line.syntax for line in lines]
    # a group shares a line; the floating parts all its commands take are written once, at the end
    assert syntax[:2] == ["next", "status gain|spend NAME [N] [pX] | status roll NAME [on K] [interrupting]"]
    assert "heal N [pX] [from SOURCE]" in syntax
    assert "cp N [pX]" in syntax
    assert "steal N cp|health from pX [by pY]" in syntax
    assert "upgrade ABILITY II|III|2|3 COST" in syntax
    assert "play main|roll|instant COST [NAME] [by pX] [interrupting]" in syntax
    assert "reroll all|POS ..." in syntax
    assert "draw" in syntax and "draw" not in [line.syntax for line in PLAIN.help(Table(active=1))]
    assert dict((line.syntax.split()[0], line.description) for line in lines)["heal"] == "heal a hero"
    road = [line.syntax for line in ROAD.help(STATE)]
    assert road[:2] == ["flee [bonus:N] [to:HEX]", "buy NAME item|ally cost:N [ward]"]


def test_help_for_a_position_that_lists_the_same_is_the_lines_made_then_and_a_change_makes_them_again():
    """The lines depend on the state only through the commands listed, the verbs first and the descriptions: a new
    state object that leaves those alone is given the lines already made (not ranked and joined again); one that
    changes any of them gets its own, the same as a grammar that never saw a position before writes."""
    def toy(first: tuple[str, ...]) -> Grammar:
        return Grammar("Toy", [
            Command("next", build=lambda s, v: Next(), description="end the phase"),
            Command("draw", build=lambda s, v: Next(), listed=lambda s: s.active == 0,
                    description=lambda s: f"draw a card for {s.players[s.active]}"),
            Command("cast", build=lambda s, v: Next(), description="cast a spell"),
        ], first=lambda s: first if s.spells else ("cast",))

    grammar = toy(("next",))
    made = grammar.help(Table())
    assert [line.syntax for line in made] == ["next", "draw", "cast"]
    assert grammar.help(Table()) is made  # another state object, the same listing
    for state in (Table(active=1), Table(players=("Zoe", "Bob", "Cat")), Table(spells=())):
        again = grammar.help(state)
        assert again is not made
        assert again == toy(("next",)).help(state)  # what a grammar that has kept nothing writes
    assert [line.syntax for line in grammar.help(Table(active=1))] == ["next", "cast"]  # draw not listed
    assert grammar.help(Table(players=("Zoe", "Bob", "Cat")))[1].description == "draw a card for Zoe"
    assert [line.syntax for line in grammar.help(Table(spells=()))][0] == "cast"  # the first verbs changed


def test_help_with_a_message_for_a_description_is_written_afresh_each_time():
    """A description that is a message may be another msgid with the same English text (translated otherwise): its
    listing is never taken for one made before."""
    from rules_engine.messages import Message

    grammar = Grammar("Toy", [Command("next", build=lambda s, v: Next(),
                                      description=lambda s: Message("end {who}'s phase", who=s.players[s.active]))])
    made = grammar.help(Table())
    again = grammar.help(Table())
    assert again is not made and again == made
    assert again[0].description.msgid == "end {who}'s phase"


# -- completion --------------------------------------------------------------------------------


def test_completion_of_verbs_first_in_help_order():
    assert PLAIN.complete(STATE, "")[:2] == ("next", "status")
    assert PLAIN.complete(STATE, "he") == ("heal",)
    assert PLAIN.complete(STATE, "s") == ("status", "steal")
    assert "n" in PLAIN.complete(STATE, "n")  # aliases come after the verbs


def test_completion_of_arguments_from_the_state():
    assert PLAIN.complete(STATE, "heal 2 ")[:3] == ("p1", "p2", "p3")
    assert "from" in PLAIN.complete(STATE, "heal 2 ")
    assert PLAIN.complete(STATE, "heal 2 b") == ("Bob",)
    assert PLAIN.complete(STATE, "cast ") == ("fireball", "frost-nova", "on", "by")  # as declared
    assert PLAIN.complete(Table(spells=("zap",)), "cast z") == ("zap",)
    assert PLAIN.complete(STATE, "cast fireball by ") == ("p1", "p2", "p3", "Ann", "Bob", "Cat")
    assert PLAIN.complete(STATE, "status ") == ("gain", "spend", "roll", "on", "interrupting")
    assert PLAIN.complete(STATE, "status gain ")[:2] == ("evasive", "stun")
    assert PLAIN.complete(STATE, "play ") == ("main", "roll", "instant", "by", "interrupting")
    assert PLAIN.complete(STATE, "reroll ")[:2] == ("all", "1")
    assert PLAIN.complete(STATE, "steal 2 ") == ("cp", "health", "by")
    assert PLAIN.complete(STATE, "steal 2 cp ") == ("from", "by")
    assert PLAIN.complete(STATE, "heal x ") == ()  # the words so far do not fit
    assert PLAIN.complete(STATE, "zzz ") == ()


def test_completion_of_keys_and_their_values():
    assert ROAD.complete(STATE, "flee ") == ("bonus:", "to:")
    assert ROAD.complete(STATE, "flee b") == ("bonus:",)
    assert ROAD.complete(STATE, "move forest adventure:") == ("adventure:green", "adventure:yellow", "adventure:blue")
    assert ROAD.complete(STATE, "move f") == ("forest",)
    assert ROAD.complete(STATE, "give ") == ("Ann", "Bob", "Cat", "gold:", "item:")
    assert ROAD.complete(STATE, 'buy "Sw') == ()


# -- formatting --------------------------------------------------------------------------------

ROLL = DiceRoll(D6.id, (4,), "table")
PLAIN_ACTIONS = (
    Heal(1, 3), Heal(0, -2, "Potion of Life"), Heal(2, 1, "Saved by the Bell"), ChangeCP(1, 2), ChangeCP(0, -3),
    Cast(1, "fireball", 2), Cast(0, "frost-nova"), Steal(0, 2, "health", 3), Upgrade("quick-draw", 3, 4),
    Play(1, "instant", 0, "Wild!", True), Play(0, "main", 2), Status("gain", "evasive", 2, 3), Next(),
)


@pytest.mark.parametrize("action", PLAIN_ACTIONS, ids=lambda a: type(a).__name__)
def test_format_round_trips_on_the_plain_grammar(action):
    text = PLAIN.format(action)
    assert text is not None and PLAIN.parse(STATE, text) == action, text


def test_formatted_text_reads_as_typed():
    assert PLAIN.format(Heal(1, 3, "Potion")) == "heal 3 p2 from Potion"
    assert PLAIN.format(ChangeCP(0, 2)) == "cp +2 p1"
    assert PLAIN.format(Play(1, "instant", 0, "Wild!", True)) == "play instant 0 Wild! by p2 interrupting"
    assert PLAIN.format(Upgrade("quick-draw", 3, 4)) == "upgrade quick-draw III 4"
    assert ROAD.format(Buy("Sword of Light", "item", 5, True)) == 'buy "Sword of Light" item cost:5 ward'


def test_dice_and_card_actions_format_as_the_command_that_asks_for_them():
    roll = DiceRoll(D6.id, (2, 3), "table")
    action = Reroll((2, 4), roll)
    assert PLAIN.format(action) == "reroll 2 4"
    assert PLAIN.parse(STATE, PLAIN.format(action)).build(roll) == action
    assert PLAIN.format(StatusRoll("evasive", ROLL)) == "status roll evasive"
    card = DrawnCard("spell", "Zap")
    assert PLAIN.parse(STATE, PLAIN.format(Draw(card))).build(card) == Draw(card)
    assert PLAIN.format(Flee(0, "")) is None  # no command of this grammar types it


ROAD_ACTIONS = (
    Flee(0, ""), Flee(-2, "C4"), Buy("Sword of Light", "item", 5, True), Buy('Say "hi"', "ally", 0),
    Move((Step("", "forest"), Step("H12", "hills"), Step("Tamalir", "city")), "green"), Give("Bob", 3, "Sword"),
    Next(),
)


@pytest.mark.parametrize("action", ROAD_ACTIONS, ids=lambda a: type(a).__name__)
def test_format_round_trips_on_the_quoting_grammar(action):
    text = ROAD.format(action)
    assert text is not None and ROAD.parse(STATE, text) == action, text


names = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), min_size=1, max_size=12).filter(
    lambda s: s.strip() == s and s != "")


@settings(max_examples=150, deadline=None)
@given(name=names, kind=st.sampled_from(("item", "ally")), cost=st.integers(0, 99), ward=st.booleans())
def test_any_card_name_round_trips_through_quoting(name, kind, cost, ward):
    action = Buy(name, kind, cost, ward)
    assert ROAD.parse(STATE, ROAD.format(action)) == action


# -- robustness --------------------------------------------------------------------------------

words = st.sampled_from(("heal", "by", "on", "from", "p1", "p9", "2", "-3", "+4", "#1", "all", "status", "roll",
                         "gain", "interrupting", "cast", "fireball", "steal", "cp", "bonus:", "to:c4", "cost:x",
                         '"', "'", "ward", "move", "city:", "H1:forest", "x:y", "next", "play", "upgrade", "II"))
texts = st.one_of(st.text(max_size=40), st.lists(words, max_size=8).map(" ".join))


@settings(max_examples=400, deadline=None)
@given(text=texts, quoting=st.booleans())
def test_parse_raises_nothing_but_command_error_and_complete_nothing_at_all(text, quoting):
    grammar = ROAD if quoting else PLAIN
    try:
        grammar.parse(STATE, text)
    except CommandError:
        pass
    assert isinstance(grammar.complete(STATE, text), tuple)


# -- declarations ------------------------------------------------------------------------------


def test_declaration_mistakes_are_caught_when_the_grammar_is_built():
    with pytest.raises(ValueError, match="no modifier or flag"):
        Grammar("Bad", (Command("x", build=lambda s, v: None, modifiers=("by",)),))
    with pytest.raises(ValueError, match="used twice"):
        Grammar("Bad", (Command("x", (Int("n"), Int("n")), build=lambda s, v: None),))
    with pytest.raises(ValueError, match="build"):
        Grammar("Bad", (Command("x"),))


# -- the Game hook -----------------------------------------------------------------------------


def test_a_game_with_a_grammar_parses_helps_completes_and_formats_through_it():
    from rules_engine.game import Game

    class ToyGame(Game[Table]):
        id, title, grammar = "toy", "Toy", PLAIN

        def setup(self, setup):
            return Table()

        def resolve(self, state, action, ref):
            return state, ""

    game = ToyGame()
    assert game.parse_command(STATE, "heal 2 p2") == Heal(1, 2)
    assert game.commands(STATE) == PLAIN.help(STATE)
    assert game.complete_command(STATE, "he") == ("heal",)
    assert game.format_command(Heal(1, 2)) == "heal 2 p2"


@pytest.mark.parametrize("word", ["²", "--5", "٣", "５", "1_0"])
def test_a_number_in_other_digits_is_not_understood_as_a_number(word: str) -> None:
    assert fails(PLAIN, f"heal {word}") == \
        f"expected a whole number after 'heal', not '{word}' (heal N [pX] [from SOURCE])"


def test_huge_numbers_and_seats_are_refused_in_one_clear_line():
    assert "too many digits" in fails(PLAIN, "heal " + "9" * 5000)
    assert fails(PLAIN, "heal 2 p" + "9" * 5000).startswith("there is no player p999")
    assert "expected a player" in fails(PLAIN, "heal 2 p²")
