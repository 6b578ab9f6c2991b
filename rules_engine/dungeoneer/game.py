"""The Dungeoneer game: setup from the catalogue's heroes and locations, the rules dispatch, view, commands.

The session's decks come from the catalogue copied into its setup (cards_db/dungeoneer.py): a
card whose values the table has not given yet is left out, and the view says which. What the
table still resolves itself (printed card effects, influence and sacrifice conditions) is listed
in the view. The game registers itself, so the app offers Dungeoneer sessions.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from typing import Any

from rules_engine.standings import Standings
from rules_engine.actions import Action
from rules_engine.decisions import Choice, Decision
from rules_engine.dungeoneer import actions as A
from rules_engine.dungeoneer.adventure_cards import AdventureCard
from rules_engine.dungeoneer import battles, card_effects, discarding, escorting, inventory, questing, seeking, solo
from rules_engine.dungeoneer.board import board
from rules_engine.dungeoneer.offers import Placement, PlacingAt, placements
from rules_engine.dungeoneer.catalogue_cards import location_from, unknown_values
from rules_engine.dungeoneer.choices import choices
from rules_engine.dungeoneer.choosing_heroes import choose_hero
from rules_engine.dungeoneer.decision import decision
from rules_engine.dungeoneer.commands import GRAMMAR, command_words
from rules_engine.dungeoneer.dungeon_map import DungeonMap
from rules_engine.dungeoneer.exploring import EXPLORE_RULE, place_location
from rules_engine.dungeoneer.locations import LocationCard
from rules_engine.dungeoneer.hero_state import HeroState
from rules_engine.dungeoneer.heroes import HeroCard
from rules_engine.dungeoneer.monsters import MonsterCard
from rules_engine.dungeoneer.quests import Category, QuestCard
from rules_engine.dungeoneer.resurrection import resurrect
from rules_engine.dungeoneer.moving import face, move, stand_up
from rules_engine.dungeoneer.no_fog import lay_location
from rules_engine.dungeoneer.phases import PHASES, Phase
from rules_engine.dungeoneer.options import Options
from rules_engine.dungeoneer.solo_state import SoloState
from rules_engine.dungeoneer.setup_steps import (
    ENTRANCE_CELL, TUNNELS_RULE, entrance_dealt, place_tunnel, roll_for_first_player,
)
from rules_engine.dungeoneer.state import DgState
from rules_engine.dungeoneer.shifting import shift_location
from rules_engine.dungeoneer.trap_threats import trap_roll
from rules_engine.dungeoneer.typed_locations import known_location, take_typed_location
from rules_engine.dungeoneer.turn import next_phase
from rules_engine.dungeoneer.view_text import battle_lines, grid_lines, place_lines, quest_lines, solo_lines
from rules_engine.game import Game, GameSetup, GameView, OptionSpec, PlayerView, SetupError
from rules_engine.games import register_game
from rules_engine.referee import Referee
from rules_engine.values import replace
from rules_engine.messages import Message, N_
from rules_engine.dungeoneer.words import term

GAME_ID = "dungeoneer"

#: What the table still resolves itself, shown on the board until the app does it.
NOT_BUILT_YET = (Message('the effects printed on adventure cards and locations (costs, timing and limits are kept)'),
                 Message("influence and sacrifice quests' conditions (the table's verdict is recorded)"),
                 Message('strike effects beyond the wound'),
                 Message('a card whose text sets a rule aside wins: apply that action as a house rule (ctrl+g)'))
#: Cards beat rules: cited when the table applies an action the rules refuse (a house rule).
CARD_PRIORITY_RULE = "dungeoneer.general.card-priority"


def _session_card(state: DgState, card_id: str, rule_id: str, ref: Referee) -> LocationCard:
    """The session's location card of this id; a hard refusal (under the action's own rule) for one it lacks."""
    try:
        return state.card(card_id)
    except KeyError:
        ref.refuse(rule_id, Message("no location {card} in this session's cards", card=repr(card_id)), hard=True)
        raise AssertionError("unreachable") from None


def _tunnel(state: DgState, action: A.PlaceTunnel, ref: Referee) -> tuple[DgState, str]:
    if action.values or known_location(state, action.card) is None:
        state, card_id = take_typed_location(state, action.card, action.values, ref)
        action = replace(action, card=card_id)
    return place_tunnel(state, action, _session_card(state, action.card, TUNNELS_RULE, ref), ref)


def _location(state: DgState, action: A.PlaceLocation, ref: Referee) -> tuple[DgState, str]:
    if action.values or known_location(state, action.card) is None:
        state, card_id = take_typed_location(state, action.card, action.values, ref)
        action = replace(action, card=card_id)
    card = _session_card(state, action.card, EXPLORE_RULE, ref)
    if state.phase is Phase.LAYOUT:
        return lay_location(state, action, card, ref)
    return place_location(state, action, card, ref)


HANDLERS: dict[type, Callable[[DgState, Any, Referee], tuple[DgState, str]]] = {
    A.PlaceTunnel: _tunnel,
    A.RollForFirstPlayer: roll_for_first_player,
    A.EntranceDealt: entrance_dealt,
    A.NextPhase: next_phase,
    A.PlaceLocation: _location,
    A.Move: move,
    A.ShiftLocation: shift_location,
    A.FaceHazard: face,
    A.StandUp: stand_up,
    A.PlayMonsters: battles.play_monsters,
    A.AttackHero: battles.attack_hero,
    A.Respond: battles.respond,
    A.AttackRolls: battles.attack_rolls,
    A.CounterRolls: battles.counter_rolls,
    A.Challenge: battles.challenge,
    A.SendMonster: battles.send_monster,
    A.Reward: battles.reward,
    A.DealQuests: questing.deal_quests,
    A.SharedQuest: questing.shared_quest,
    A.AttemptQuest: questing.attempt_quest,
    A.PlayGlory: inventory.play_glory,
    A.PlayPeril: inventory.play_peril,
    A.DiscardCard: inventory.discard_card,
    A.PerilRoll: solo.peril_roll,
    A.DrawPeril: solo.draw_peril,
    A.EndPerilDraws: solo.end_peril_draws,
    A.TrapRoll: trap_roll,
    A.DrawGlory: solo.draw_glory,
    A.Seek: seeking.seek,
    A.StartEscort: escorting.start_escort,
    A.DropEscort: escorting.drop_escort,
    A.TakeEscort: escorting.take_escort,
    A.EndDiscard: discarding.end_discard,
    A.Resurrect: resurrect,
    A.ChooseHero: choose_hero,
    A.CardEffect: card_effects.card_effect,
    A.Transfer: card_effects.transfer,
}


def known_decks(catalogue: Mapping[str, Any]) -> tuple[dict[str, list[Mapping[str, Any]]], tuple[str, ...]]:
    """The session's decks by key (sorted by id), without the cards whose values are still unknown, and
    those left out ('Zombie (health, cost)')."""
    decks: dict[str, list[Mapping[str, Any]]] = {}
    left_out = []
    for key in ("locations", "monsters", "quests", "cards"):
        decks[key] = []
        for entry_id, data in sorted(catalogue.get(key, {}).items()):
            data = data if "id" in data else {"id": entry_id, **data}  # an entry filed under its id need not repeat it
            unknown = unknown_values(data)
            if unknown:
                left_out.append(f"{data.get('name', data.get('id'))} ({', '.join(unknown)})")
            else:
                decks[key].append(data)
    return decks, tuple(left_out)


def _how_quests_are_dealt(options: Options, players: int) -> Message:
    """Who is dealt the quests setup deals (`questing.quests_dealt_at_setup`), in words."""
    if options.solo:
        return Message("three to the player alone")
    if options.nothing_personal:
        return Message("two shared, nothing personal")
    return Message("two to each of {players} players and one shared", players=players)


class DungeoneerGame(Game[DgState]):
    """Dungeoneer: Tomb of the Lich Lord, for two to four players."""

    id = GAME_ID
    title = "Dungeoneer: Tomb of the Lich Lord"
    books = ("dungeoneer",)
    min_players = 1  # one with the solo option, else two to four
    max_players = 4
    uses_heroes = True
    options = (
        OptionSpec("limited-movement", N_('Limited movement'), "bool", False,
                   help=N_('three action points each turn whatever the speed; no point saved')),
        OptionSpec("dodging-spikes", N_('Dodging spikes'), "bool", False,
                   help=N_('an action point may dodge spikes instead of their threat')),
        OptionSpec("points-for-falling", N_('Points for falling'), "bool", False,
                   help=N_('without a saved point, a hero may fall down to strike back once (not with limited movement)')),
        OptionSpec("optional-discard", N_('Optional discard'), "bool", False,
                   help=N_('the end-of-turn discard is a choice, still never more than one card')),
        OptionSpec("nothing-personal", N_('Nothing personal'), "bool", False,
                   help=N_('every quest is shared, two always face up; only an escort under way becomes personal')),
        OptionSpec("fair-placement", N_('Fair placement'), "bool", False,
                   help=N_('a location on your own personal quest is placed by the next player on the left it does not serve')),
        OptionSpec("resurrection", N_("Resurrection"), "bool", False,
                   help=N_("a defeated hero's player goes on with a new level-1 hero from the entrance")),
        OptionSpec("no-fog", N_('No fog'), "bool", False,
                   help=N_("every location is dealt and laid before the first turn; the entrance's holder starts")),
        OptionSpec("choosing-heroes", N_('Choosing heroes'), "bool", False,
                   help=N_('after the die, each player in turn from the first chooses a hero (else they are dealt)')),
        OptionSpec("solo", N_('Solo play'), "bool", False,
                   help=N_('one player; the app is the dungeon lord: it rolls for peril and plays the peril cards')),
        OptionSpec("solo-lair", N_('Solo: the lair'), "bool", False,
                   help=N_('alone, the costliest monster goes to the lair and attacks again with every monster drawn')),
    )
    grammar = GRAMMAR
    phases = PHASES  # which actions each phase admits (phases.py)

    def format_command(self, action: Action, state: DgState | None = None) -> str | None:
        """The typed command of `action`; a location placed or shifted needs the `state` (it is named by a side of a
        location on the table: `commands.command_words`)."""
        return self.grammar.format(command_words(state, action) if state is not None else action)

    def seat_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """One player with the solo option, else two to four."""
        return (1, 1) if options.get("solo") is True else (2, self.max_players)

    def setup(self, setup: GameSetup) -> DgState:
        """Every hero on the entrance with 1 glory and 1 peril; the tunnels come first (with no fog, the quests)."""
        catalogue = setup.catalogue if isinstance(setup.catalogue, dict) else {}
        heroes_data = catalogue.get("heroes", {})
        decks, left_out = known_decks(catalogue)
        cards = tuple(location_from(data) for data in decks["locations"])
        options = Options.from_setup(setup.options)
        if options.solo and len(setup.players) != 1:
            raise SetupError(Message('solo play is for one player'))
        if options.solo and options.nothing_personal:
            raise SetupError(Message('nothing personal shares the quests among players: it is not for solo play'))
        if not options.solo and len(setup.players) < 2:
            raise SetupError(Message('Dungeoneer is played by two to four players, or by one with the solo option'))
        entrances = [card for card in cards if card.entrance]
        if len(entrances) != 1:
            raise SetupError(Message("the session's locations need exactly one entrance"))
        heroes = []
        for player in setup.players:
            data = heroes_data.get(player.hero) if player.hero else None
            if data is None:
                raise SetupError(Message("hero {hero!r} is not in this session's catalogue", hero=player.hero))
            heroes.append(HeroState(player.name, HeroCard.from_data(data), ENTRANCE_CELL, glory=1, peril=1,
                                    visited=frozenset({ENTRANCE_CELL})))
        entrance = entrances[0]
        # Every hero card of the session, for resurrection and choosing heroes; without them none is needed.
        hero_cards = tuple(HeroCard.from_data(data) for _, data in sorted(heroes_data.items())) \
            if options.resurrection or options.choosing_heroes else ()
        monsters = tuple(MonsterCard.from_data(data) for data in decks["monsters"])
        quests = tuple(QuestCard.from_data(data) for data in decks["quests"])
        adventure = tuple(AdventureCard.from_data(data) for data in decks["cards"])
        dealt = questing.quests_dealt_at_setup(options, len(setup.players))
        if len(quests) < dealt:
            raise SetupError(Message(
                "setup deals {dealt} quest cards ({how}) and the session knows {have}: type the quest cards in from "
                "your cards first (the catalogue's Dungeoneer quests); a card whose values are not all known yet is "
                "left out", dealt=dealt, have=len(quests), how=_how_quests_are_dealt(options, len(setup.players))))
        monster_ids = {m.id for m in monsters}
        for quest in quests:
            if quest.category is Category.HUNT and quest.monster not in monster_ids:
                raise SetupError(Message("quest {id!r}: its monster {monster!r} is not among this session's monsters (import it, with its values)",
                                         id=quest.id, monster=quest.monster))
        solo_decks = None
        if options.solo:
            playable = [card for card in adventure if card.solo]
            solo_decks = SoloState(tuple(c.id for c in playable if c.kind.glory),
                                   tuple(c.id for c in playable if not c.kind.glory) + tuple(m.id for m in monsters))
        return DgState(tuple(heroes), cards, DungeonMap().with_card(entrance, ENTRANCE_CELL),
                       tuple(card.id for card in cards if not card.entrance), options,
                       monsters=monsters, quest_cards=quests, adventure_cards=adventure, solo=solo_decks,
                       left_out=left_out, hero_cards=hero_cards,
                       phase=Phase.QUESTS if options.no_fog else Phase.TUNNELS)

    def resolve(self, state: DgState, action: Action, ref: Referee) -> tuple[DgState, str]:
        """Apply one action under the rules (see the handler modules); its phase admits it (the engine read the table)."""
        handler = HANDLERS.get(type(action))
        if handler is None:
            ref.refuse("dungeoneer.turn.phases", Message('Dungeoneer has no action {KIND}',
                                                         KIND=action.KIND), hard=True)
            raise AssertionError("unreachable")
        state, said = handler(state, action, ref)
        if ref.override and ref.waived:
            # A house rule here is most often a card whose text sets a rule aside: the card wins.
            ref.cite(CARD_PRIORITY_RULE)
            ref.note(Message("where a card's text and the rules disagree, the card wins"))
        return state, said

    def own_decision(self, state: DgState) -> Decision:
        """Who must act now and what kind of decision the game waits for (see decision.py)."""
        return decision(state)

    def own_choices(self, state: DgState) -> tuple[Choice, ...]:
        """Everything the rules allow now, offered from the requirements this game's rules enforce (see choices.py)."""
        return choices(state)

    def own_offers(self, state: DgState, step: Hashable) -> tuple[Placement, ...] | None:
        """The placement dialog's candidates for a cell (`PlacingAt`), each with the verdict `check` gives now."""
        return placements(state, step, self.check) if isinstance(step, PlacingAt) else None

    def standings(self, state: DgState) -> Standings:
        """Each seat's hero; the hero who won (none when a solo hero or every hero fell)."""
        winners = (state.winner,) if state.finished and state.winner is not None else ()
        return Standings(tuple(hero.hero.name for hero in state.heroes), finished=state.finished, winners=winners)

    def view(self, state: DgState) -> GameView:
        """Turn, phase, heroes with their points, and what the table still resolves itself."""
        players = tuple(
            PlayerView(h.player, i == state.active,
                       (("hero", h.hero.name), ("level", str(h.level)), ("health", f"{h.health}/{h.hero.health}"),
                        ("glory", str(h.glory)), ("peril", str(h.peril)), (N_("points"), str(h.points))),
                       tuple(note for note, on in ((Message("fallen"), h.fallen), (Message('saved a point'), h.saved_point)) if on))
            for i, h in enumerate(state.heroes))
        data = board(state)
        parts = ((Message("Dungeon"), grid_lines(data) + place_lines(data)), (Message("Quests"), quest_lines(data)),
                 (Message('Battle ({battle_stage})',
                          battle_stage=term(data.battle_stage)), battle_lines(data)), (Message("Solo"), solo_lines(data)),
                 (Message('Left to the table'), NOT_BUILT_YET))
        sections: tuple[tuple[str, tuple[str, ...]], ...] = tuple((title, lines) for title, lines in parts if lines)
        if state.left_out:
            sections += ((Message('Left out until the table imports their values'), state.left_out),)
        return GameView(Message('Turn {turn_number}', turn_number=state.turn_number), term(state.phase.label), players,
                        finished=state.finished, result=state.result, sections=sections, data=data)


GAME = register_game(DungeoneerGame())
