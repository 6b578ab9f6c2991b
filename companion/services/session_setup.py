"""A new session's setup: the catalogue data a game's seats need, copied in from the shipped and imported entries.

The wizard and `companion play --setup FILE` both build setups here, so a hero chosen by id
brings the same data whichever front end started the session.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards_db.errors import reason
from cards_db.kinds import CatalogueError, get_kind, kinds_of
from cards_db.names import name_problem
from cards_db.setup_catalogue import check_setup_catalogue
from cards_db.store import list_entries
from rules_engine.standing_rules import StandingRuleError
from rules_engine.errors import RuleViolation
from rules_engine.game import Game, GameSetup, PlayerSetup, SetupError
from rules_engine.messages import Message


def validated_setup(game: Game, setup: GameSetup) -> GameSetup:
    """The one check every path that starts a session runs (wizard, `play --setup`, `sessions import`).

    The setup's catalogue copy is checked by the catalogue's own kinds (a value `catalogue import`
    refuses is refused here with the same words), the seats and options by the game, and the game is
    set up once to prove it starts (a class deck taken by the rules, a track with its story spaces).
    A refusal is a SetupError in one sentence; one a rule decides cites the rule.
    """
    try:
        check_setup_catalogue(game.id, setup.catalogue)
    except CatalogueError as error:
        raise SetupError(reason(error)) from None
    valid = game.validate_setup(setup)
    try:
        game.standing_rules(valid)
    except StandingRuleError as error:
        raise SetupError(Message("the table's standing rules: {error}", error=error.args[0])) from None
    try:
        game.new_game(valid)
    except RuleViolation as violation:
        ruling = violation.ruling
        if ruling.citations:
            raise SetupError(Message("{message} (see {reference})", message=ruling.message,
                                     reference=ruling.citations[0].reference())) from None
        raise SetupError(ruling.message) from None
    return valid


def hero_choices(game: Game, store: Any = None) -> dict[str, dict[str, Any]]:
    """The heroes a game offers, by id: shipped ones plus the table's imported ones ({} if none).

    With a store, heroes the table imported into it are included (an imported id replaces the
    shipped entry); if the import table cannot be read, the shipped heroes are still offered.
    """
    if not game.uses_heroes:
        return {}
    try:
        shipped = dict(get_kind(game.id, "hero").shipped())
    except CatalogueError:
        return {}
    if store is None:
        return shipped
    try:
        return dict(list_entries(game.id, "hero", db=store))
    except Exception:  # noqa: BLE001 - imported heroes are optional; the shipped ones still work
        return shipped


def table_catalogue(game: Game, store: Any = None) -> dict[str, dict[str, Any]]:
    """Other catalogue data the table described once (e.g. its terrain dice), to copy into a new session.

    A kind with exactly one entry is copied under its name with '_' for '-' (`terrain_dice`);
    with several, the table picks inside the session, so none is copied. A deck kind (one with a
    `session_key`, like Dungeoneer's locations) is copied whole under that key: shipped entries,
    and with a store the imported ones too.
    """
    found: dict[str, Any] = {}
    for kind in kinds_of(game.id):
        if kind.session_key:
            found[kind.session_key] = _deck(kind, store)
    if store is None:
        return found
    try:
        for kind in kinds_of(game.id):
            if kind.kind == "hero" or kind.session_key:
                continue
            entries = list_entries(game.id, kind.kind, db=store)
            if len(entries) == 1:
                found[kind.kind.replace("-", "_")] = next(iter(entries.values()))
        return found
    except Exception:  # noqa: BLE001 - described dice are a convenience; the session can describe them too
        return found


def _deck(kind: Any, store: Any) -> dict[str, Any]:
    """Every entry of a deck kind: the shipped ones, replaced and joined by the store's imported ones."""
    if store is not None:
        try:
            return dict(list_entries(kind.game, kind.kind, db=store))
        except Exception:  # noqa: BLE001 - an unreadable import table still leaves the shipped cards
            pass
    return dict(kind.shipped())


def setup_from_json(game: Game, data: Any, store: Any = None) -> GameSetup:
    """A validated setup from a JSON object `{"players": [{"name", "hero"}...], "options", "catalogue"}`.

    A hero named by id whose data the object does not carry is copied from the catalogue
    (shipped, or imported into `store`), as the wizard does; so is catalogue data the table
    described once. A hero the catalogue lacks is left to the game, whose SetupError names it.
    """
    if not isinstance(data, Mapping):
        raise SetupError(Message("a setup is a JSON object: {example}",
                                 example='{"players": [{"name": "Ann", "hero": "..."}], "options": {}}'))
    unknown = set(data) - {"players", "options", "catalogue", "name"}
    if unknown:
        names = ", ".join(sorted(unknown))
        if len(unknown) == 1:
            raise SetupError(Message("unknown setup field {names}; fields are players, options, catalogue, name",
                                     names=names))
        raise SetupError(Message("unknown setup fields {names}; fields are players, options, catalogue, name",
                                 names=names))
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise SetupError(Message('"players" must list the seats, e.g. {example}', example='[{"name": "Ann"}]'))
    seats = []
    for index, player in enumerate(players, start=1):
        if isinstance(player, str):
            player = {"name": player}
        if not isinstance(player, Mapping) or not isinstance(player.get("name"), str):
            raise SetupError(Message("player {index} must be {shape} with the name as text", index=index,
                                     shape='{"name": ..., "hero": ...}'))
        hero = player.get("hero")
        if hero is not None and not isinstance(hero, str):
            raise SetupError(Message("player {index}: the hero is an id given as text, not {hero}", index=index,
                                     hero=repr(hero)))
        if problem := name_problem(Message("name of player {seat}", seat=index), player["name"].strip()):
            raise SetupError(problem)
        seats.append(PlayerSetup(player["name"], hero.strip() if hero else None))
    options = data.get("options", {})
    catalogue = data.get("catalogue", {})
    if not isinstance(options, Mapping) or not isinstance(catalogue, Mapping):
        raise SetupError(Message('"options" and "catalogue" must be JSON objects'))
    try:
        check_setup_catalogue(game.id, catalogue)  # what the file gives, before the catalogue fills in the rest
    except CatalogueError as error:
        raise SetupError(reason(error)) from None
    filled: dict[str, Any] = {**table_catalogue(game, store), **catalogue}
    given = dict(filled.get("heroes", {}))
    wanted = {seat.hero for seat in seats if seat.hero and seat.hero not in given}
    if wanted:
        known = hero_choices(game, store)
        given.update({hero: known[hero] for hero in wanted if hero in known})
    if given:
        filled["heroes"] = given
    return validated_setup(game, GameSetup(tuple(seats), dict(options), filled))
