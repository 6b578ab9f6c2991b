"""The new-session wizard: game, its options, players (and heroes), a name; validated before anything is saved."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.actions import SkipAction
from textual.events import AppFocus, DescendantFocus
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, Label, Select, Static
from screens.ordered_keys import OrderedInput
from screens.localized_footer import Footer

from companion.services.session_setup import hero_choices, table_catalogue, validated_setup
from companion.services.store import StoreError
from rules_engine.game import SETUP_CHOICE, Game, GameSetup, OptionSpec, PlayerSetup, SetupError
from rules_engine.games import all_games, get_game
from rules_engine.module_loading import import_present
from rules_engine.plugin import plugin_of
from cards_db.errors import CatalogueError
from cards_db.names import name_problem
from screens.catalogue_editor import CatalogueEditor
from screens.dialogs import ConfirmDialog
from screens.game_area import LOAD_ERRORS
from screens.standing_rules_choice import StandingRulesChoice
from screens.table_app import open_store
from rules_engine.plurals import count as count_of
from rules_engine.messages import NC_, N_, Message
from companion.services.i18n import _, error_text, format_number, ngettext, pgettext, printed_name, translate


def hero_label(hero_id: str, data: dict[str, Any], game_id: str = "") -> str:
    """How a hero reads in the wizard: its name (or title), else its id; a shipped hero's name as its card prints it in
    the interface's language (`printed_name`; a table's own hero as typed)."""
    return printed_name(game_id, str(data.get("name") or data.get("title") or hero_id))



#: Choices whose value is an id, shown by the name the book gives them (Runebound 3e's scenario cards, Dice Throne's
#: King of the Hill).
CHOICE_NAMES = {
    "margath": NC_("setup choice", "The Dominion of Margath"),
    "dead-king": NC_("setup choice", "The Dead King"),
    "king-of-the-hill": NC_("setup choice", "King of the Hill"),
}


def choice_label(value: str, option: str | None = None) -> str:
    """How a setup choice reads: its name in the interface's language (the value itself when it has no name).
    A choice whose words agree with their option's label (Russian and Polish give an adjective the noun's gender:
    «Длина игры: обычная», «Предел предметов: обычный») is marked in the option's own context,
    "setup choice: OPTION", which is read first."""
    words = CHOICE_NAMES.get(value, value)
    if option is not None:
        own = pgettext(f"{SETUP_CHOICE}: {option}", words)
        if own != words:
            return own
    return pgettext(SETUP_CHOICE, words)


#: The cells of the label column a label's words may take (wizard.tcss: the column is one cell wider, that cell
#: the blank between a label and its field).
LABEL_CELLS = 21


def row_classes(label: str) -> str:
    """The classes of a form row: a label longer than the column stands on its own line above its field."""
    return "form-row -stacked" if cell_len(label) > LABEL_CELLS else "form-row"


def option_widget(spec: OptionSpec) -> Widget:
    """The input widget for one setup option, with its default filled in."""
    wid = f"opt-{spec.name}"
    if spec.kind == "choice":
        # A choice's value stays the setup's; its words are the catalogue's ("setup choice" context, else the value).
        return Select([(choice_label(c, spec.name), c) for c in spec.choices], value=spec.default, allow_blank=False,
                      id=wid, compact=True)
    if spec.kind == "bool":
        return Checkbox(translate(spec.label), value=bool(spec.default), id=wid, compact=True)
    if spec.kind == "int":
        return OrderedInput(str(spec.default + 1 if spec.seat else spec.default), type="integer", id=wid, compact=True)
    return OrderedInput(str(spec.default or ""), placeholder=translate(spec.example) if spec.example else "", id=wid,
                        compact=True)


def read_option(spec: OptionSpec, widget: Widget) -> Any:
    """The value a widget holds for an option; SetupError when a number is not a number."""
    if isinstance(widget, Select):
        return widget.value
    if isinstance(widget, Checkbox):
        return widget.value
    text = widget.value.strip() if isinstance(widget, Input) else ""
    if spec.kind == "int":
        try:
            number = int(text)
        except ValueError:
            raise SetupError(_number_needed(spec, text)) from None
        return _seat_read(spec, number) if spec.seat else number
    return text


def _shown_range(spec: OptionSpec) -> tuple[int, int] | None:
    """The lowest and highest number the field takes as the table types it (a seat from 1), None when unbounded."""
    if spec.minimum is None or spec.maximum is None:
        return None
    shift = 1 if spec.seat else 0
    return spec.minimum + shift, spec.maximum + shift


def _seat_read(spec: OptionSpec, number: int) -> int:
    """A seat typed from 1 ("Player 1"), kept from 0; one outside the seats is refused in the numbers typed."""
    shown = _shown_range(spec)
    if shown is not None and not shown[0] <= number <= shown[1]:
        raise SetupError(_("{option}: must be between {low} and {high}, not {value}").format(
            option=translate(spec.label), low=shown[0], high=shown[1], value=number))
    return number - 1


def _number_needed(spec: OptionSpec, text: str) -> str:
    """Why a number field cannot be read: it is empty, or what it holds is no number (the range when there is one)."""
    label = translate(spec.label)
    shown = _shown_range(spec)
    if shown is not None:
        if not text:
            return _("{label} is empty: type a whole number from {low} to {high}").format(
                label=label, low=shown[0], high=shown[1])
        return _("{label}: a whole number from {low} to {high} is needed, not “{text}”").format(
            label=label, low=shown[0], high=shown[1], text=text)
    if not text:
        return _("{label} is empty: type a whole number").format(label=label)
    return _("{label}: a whole number is needed, not “{text}”").format(label=label, text=text)


class SetupStep(Vertical):
    """A game's own part of the wizard (e.g. Runebound's class decks): it follows the seats and options, adds catalogue."""

    def set_seats(self, count: int) -> None:
        """The number of seats changed."""

    def names_changed(self, names: list[str]) -> None:
        """The players' names typed so far, seat by seat (a row of the step may name its player)."""

    def options_changed(self, options: Mapping[str, Any]) -> None:
        """The setup options changed (e.g. an expansion was ticked)."""

    def catalogue(self, options: Mapping[str, Any], players: list[str]) -> dict[str, Any]:
        """What this step adds to the setup's catalogue; SetupError says what to fix."""
        return {}


_SETUP_STEPS: dict[str, Callable[[Any], SetupStep]] = {}


def register_setup_step(game_id: str) -> Callable[[Callable[[Any], SetupStep]], Callable[[Any], SetupStep]]:
    """Decorator: a factory (taking the app's store, or None) of the wizard step for `game_id`'s own setup."""

    def register(factory: Callable[[Any], SetupStep]) -> Callable[[Any], SetupStep]:
        _SETUP_STEPS[game_id] = factory
        return factory

    return register


def setup_step_for(game_id: str) -> Callable[[Any], SetupStep] | None:
    """The registered step of a game (the module its plugin names loaded first), or None."""
    plugin = plugin_of(game_id)
    if game_id not in _SETUP_STEPS and plugin is not None and plugin.setup_step_module is not None:
        import_present([plugin.setup_step_module], errors=LOAD_ERRORS)
    return _SETUP_STEPS.get(game_id)


#: The one-line hints of the wizard's own fields (a game's options give their own `help`).
FIELD_HINTS = {
    "game": N_("The box on your table: its rules, board and cards."),
    "session-name": N_("What the session is called on the home screen; blank: the game's title."),
    "player": N_("The player's name, as the table calls them."),
    "hero": N_("The hero card this player plays. Not in the list? 'New hero' types it in from the card."),
    "standing-rules": N_("The rules your group plays its own way: the session applies them every time and names "
                         "them in every ruling they touch."),
}


#: One-line hints of the game options that carry no help of their own, by (game, option).
OPTION_HINTS = {
    ("runebound3", "scenario"): N_("The scenario card you play: it decides the story cards and how the game ends."),
    ("runebound3", "first_player"): N_("The player who plays first: 1 is the first player listed below; the "
                                       "table draws them as the book says."),
    ("runebound3", "track_length"): N_("How many spaces the time track has, as on your scenario card."),
    ("runebound3", "story_spaces"): N_("The time track's spaces where a story card is drawn, as your scenario card "
                                       "shows them, e.g. 3, 7, 11 (blank: none)."),
}


class NewSessionWizard(Screen["object | None"]):
    """Collects a game, its options, the players and a name, then creates the session.

    Dismisses with the new LiveSession, or None when cancelled. Nothing is saved until the setup
    passes the game's own validation and the store accepts it.
    """

    CSS_PATH = "wizard.tcss"
    #: The field focused when the wizard opens (set as it is composed, before its first key is read).
    AUTO_FOCUS = "#game"
    HELP_TITLE = NC_("screen title", "New session")
    HELP_TEXT = N_("Choose the game and its options, name the players, then create the session (ctrl+s).")
    # Not priority bindings: a priority key runs before the keys typed just ahead of it reach the
    # focused field, so a name typed fast then ctrl+s would be saved without its last letters.
    BINDINGS = [
        Binding("ctrl+s", "create", N_("Create"), id="wizard.create",
                tooltip=N_("Check the setup and create the session.")),
        Binding("ctrl+n", "add_player", N_("Add player"), id="wizard.add_player",
                tooltip=N_("Add a seat at the table.")),
        Binding("ctrl+r", "remove_player", N_("Remove player"), id="wizard.remove_player",
                tooltip=N_("Remove the last seat.")),
        Binding("escape", "cancel", N_("Cancel"), id="wizard.cancel",
                tooltip=N_("Leave without creating anything.")),
        Binding("f1", "app.help", N_("Help"), id="wizard.help",
                tooltip=N_("All keys of this screen.")),
        # Priority, unlike Textual's own: the focus moves when the app reads the Tab, so the letters typed right
        # after it (a burst from the terminal) go to the field it focused, not to the one focused before.
        Binding("tab", "next_field", NC_("palette", "Focus Next"), id="wizard.next_field", show=False, priority=True),
        Binding("shift+tab", "previous_field", NC_("palette", "Focus Previous"), id="wizard.previous_field", show=False,
                priority=True),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._games = list(all_games())
        self._game: Game | None = self._games[0] if self._games else None
        self._player_count = 0
        self._heroes: dict[str, dict[str, Any]] = {}

    def compose(self) -> ComposeResult:
        # The whole form of the first game is composed here, not mounted after: every field is in place (and the
        # first one focused, AUTO_FOCUS) before the wizard reads its first key.
        game = self._game
        if game is not None:
            self._heroes = hero_choices(game, getattr(self.app, "store", None))
        yield Label(_("New session"), classes="screen-title", markup=False)
        # Not a focus stop of its own (a VerticalScroll is one by default): Tab goes from field to field, and the
        # form scrolls to the focused one.
        with VerticalScroll(id="wizard-form", can_focus=False):
            with Horizontal(classes="form-row"):
                yield Label(_("Game"), classes="form-label", markup=False)
                yield Select(
                    [(_(g.title), g.id) for g in self._games],
                    value=self._game.id if self._game else Select.NULL,
                    allow_blank=not self._games,
                    prompt=_("No games installed"),
                    id="game",
                    compact=True,
                )
            yield Static(self._game_info() if game else "", id="game-info", classes="form-note", markup=False)
            yield Vertical(*self._option_rows() if game else (), id="options")
            yield Label(_("Players"), classes="form-section", markup=False)
            seats = self._seats_for([]) if game else []
            self._player_count = len(seats)
            yield Vertical(*self._player_rows(seats) if game else (), id="players")
            yield Vertical(*self._step_widgets() if game else (), id="game-step")
            with Horizontal(classes="form-row"):
                yield Label(_("Session name"), classes="form-label", markup=False)
                yield OrderedInput(placeholder=_("e.g. Friday night (blank: the game's title)"), id="session-name",
                            compact=True)
        yield Static("", id="wizard-hint", classes="form-hint", markup=False)
        yield Static("", id="wizard-error", classes="error", markup=False)
        with Horizontal(id="wizard-buttons"):
            yield Button(_("Create (ctrl+s)"), id="create", variant="primary", compact=True)
            yield Button(_("Add player (ctrl+n)"), id="add-player", compact=True)
            yield Button(_("Cancel (esc)"), id="cancel", compact=True)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        if self._game is None:
            self.show_error(_("No games are installed, so there is nothing to start."))
            return
        for step in self.query(SetupStep):
            step.set_seats(self._player_count)

    # -- the focus, field by field ----------------------------------------------------------------

    def action_next_field(self) -> None:
        """Tab: the next field, in the order they read on the screen."""
        self._next_or_previous_field(forward=True)

    def action_previous_field(self) -> None:
        """Shift+Tab: the field before."""
        self._next_or_previous_field(forward=False)

    def _next_or_previous_field(self, forward: bool) -> None:
        if self.focused is None:
            # Read before the form was composed (the wizard opened a moment ago): the key goes on to the wizard's
            # own queue, after its fields, and `on_key` moves the focus there, in the order typed.
            raise SkipAction()
        if forward:
            self.focus_next()
        else:
            self.focus_previous()

    def on_key(self, event: events.Key) -> None:
        """A key that reached the wizard itself rather than a field: one typed as the wizard opened, before any field
        had the focus (a field takes its own letters, and Tab is the wizard's priority key). It is given to the form
        now, in the order typed: Tab moves the focus, a letter goes into the focused text field."""
        if event.key in ("tab", "shift+tab"):
            (self.focus_next if event.key == "tab" else self.focus_previous)()
        elif event.is_printable and event.character and isinstance(self.focused, Input):
            self.focused.insert_text_at_cursor(event.character)
        else:
            return
        event.stop()
        event.prevent_default()

    # -- building the form --------------------------------------------------------------------

    def _game_info(self) -> str:
        """The line under the game: how many players it seats (and how to add a hero when there is none)."""
        game = self._game
        assert game is not None
        info = self._seats_said(game)
        if game.uses_heroes and not self._heroes:
            info += " " + _("No heroes in your catalogue yet: 'New hero' beside a player types one in from its card.")
        return info

    def _seats_said(self, game: Game) -> str:
        """How many players the options chosen so far seat ("4 players." for 2v2, "2–6 players." for the game whose
        options leave its whole range): `Game.seat_range` of the choices, the defaults before the options are drawn."""
        low, high = game.seat_range(self._choices_made(game) if self._options_drawn(game) else {})
        if low == high:
            return ngettext("{n} player.", "{n} players.", high).format(n=format_number(high))
        return ngettext("{low}–{high} player.", "{low}–{high} players.", high).format(
            low=format_number(low), high=format_number(high))

    def _options_drawn(self, game: Game) -> bool:
        """True once every option of `game` has its field in the form (the choices can be read)."""
        return all(self.query(f"#opt-{spec.name}") for spec in game.setup_options(wizard=True))

    def _option_rows(self) -> list[Horizontal]:
        """One row per setup option of the game: its label and its field."""
        game = self._game
        assert game is not None
        rows = []
        for spec in game.setup_options(wizard=True):
            label = "" if spec.kind == "bool" else translate(spec.label)
            row = Horizontal(Label(label, classes="form-label", markup=False), option_widget(spec),
                             classes=row_classes(label))
            if spec.help:
                row.tooltip = translate(spec.help)
            rows.append(row)
        return rows

    def _step_widgets(self) -> list[Widget]:
        """The game's own step (e.g. Runebound's class decks) and the group's standing table rules, if any."""
        game = self._game
        assert game is not None
        widgets: list[Widget] = []
        factory = setup_step_for(game.id)
        if factory is not None:
            widgets.append(factory(getattr(self.app, "store", None)))
        if (standing := StandingRulesChoice.for_game(game.id)) is not None:  # the group's standing table rules
            widgets.append(standing)
        return widgets

    def _seats_for(self, names: list[str]) -> list[str]:
        """The names kept for the game's seats: as many as it needs (two where it can), the rest blank."""
        game = self._game
        assert game is not None
        low, high = game.seat_range({})  # the options start at their defaults
        wanted = max(low, min(2, high), min(len(names), high))
        return names[:wanted] + [""] * (wanted - len(names))

    def _player_rows(self, names: list[str], heroes: list[str | None] | None = None) -> list[Horizontal]:
        """One row per seat: its label, the name field and, where the game has heroes, the hero and 'New hero'."""
        heroes = (heroes or []) + [None] * (len(names) - len(heroes or []))
        game = self._game
        assert game is not None
        rows = []
        for index, (name, chosen) in enumerate(zip(names, heroes), start=1):
            widgets: list[Widget] = [
                Label(_("Player {n}").format(n=index), classes="form-label", markup=False),
                OrderedInput(name, placeholder=_("name"), id=f"player-{index}", classes="player-name", compact=True),
            ]
            if game.uses_heroes:
                widgets.append(
                    Select(
                        self._hero_options(),
                        prompt=_("hero") if self._heroes else _("no heroes yet"),
                        id=f"hero-{index}",
                        classes="player-hero",
                        compact=True,
                        value=chosen if chosen in self._heroes else Select.NULL,
                        tooltip=self._hero_named(chosen),
                    )
                )
                widgets.append(Button(_("New hero"), id=f"new-hero-{index}", classes="new-hero", compact=True))
            rows.append(Horizontal(*widgets, classes="form-row player-row"))
        return rows

    async def _rebuild_for_game(self) -> None:
        game = self._game
        assert game is not None
        self._heroes = hero_choices(game, getattr(self.app, "store", None))
        options = self.query_one("#options", Vertical)
        await options.remove_children()
        await options.mount_all(self._option_rows())
        self.query_one("#game-info", Static).update(self._game_info())  # the seats its options' defaults give
        step_box = self.query_one("#game-step", Vertical)
        await step_box.remove_children()
        await step_box.mount_all(self._step_widgets())
        await self._rebuild_players(self._seats_for(self.player_names()))
        self.show_error("")

    async def _rebuild_players(self, names: list[str], heroes: list[str | None] | None = None) -> None:
        players = self.query_one("#players", Vertical)
        await players.remove_children()
        if not players.is_attached:  # the screen closed meanwhile
            return
        self._player_count = len(names)
        await players.mount_all(self._player_rows(names, heroes))
        for step in self.query(SetupStep):
            step.names_changed(names)
            step.set_seats(len(names))

    def _hero_options(self) -> list[tuple[Text, str]]:
        game = self._game
        assert game is not None
        return [(Text(hero_label(h, d, game.id)), h) for h, d in sorted(self._heroes.items())]

    def _hero_named(self, hero_id: object) -> str | None:
        """The chosen hero's whole name (the tooltip of its column, which may cut it with "…"), None for none."""
        game = self._game
        if game is None or not isinstance(hero_id, str) or hero_id not in self._heroes:
            return None
        return hero_label(hero_id, self._heroes[hero_id], game.id)

    def refresh_heroes(self) -> None:
        """Read the catalogue's heroes again (one typed in a form, or imported in another terminal, is offered at
        once); every seat keeps the hero it has chosen while the catalogue still holds it."""
        game = self._game
        if game is None or not game.uses_heroes:
            return
        heroes = hero_choices(game, getattr(self.app, "store", None))
        if heroes == self._heroes:
            return
        self._heroes = heroes
        for index in range(1, self._player_count + 1):
            found = self.query(f"#hero-{index}")
            if not found:
                continue
            select = found.first(Select)
            chosen = select.value
            with select.prevent(Select.Changed):
                select.set_options(self._hero_options())
                select.prompt = _("hero")
                select.value = chosen if chosen in self._heroes else Select.NULL
            select.tooltip = self._hero_named(select.value)
        self.query_one("#game-info", Static).update(self._game_info())

    def new_hero(self, seat: int) -> None:
        """Open the form of this game's heroes; the hero saved there becomes the seat's hero."""
        game = self._game
        if game is None or not game.uses_heroes:
            return
        def saved(entry: dict[str, Any] | None) -> None:
            self.refresh_heroes()
            if entry is not None and entry.get("id") in self._heroes:
                found = self.query(f"#hero-{seat}")
                if found:
                    found.first(Select).value = entry["id"]

        try:
            form = CatalogueEditor(game.id, "hero", close_on_save=True)
        except CatalogueError as error:
            self.show_error(error_text(error))
            return
        self.app.push_screen(form, saved)

    def on_screen_resume(self) -> None:
        """Back on the wizard (from a form, the help ...): the catalogue may hold new heroes."""
        self.refresh_heroes()

    @on(AppFocus)
    def _app_focused(self) -> None:
        self.refresh_heroes()  # the terminal came back: a hero may have been imported in another one

    @on(DescendantFocus)
    def _field_focused(self, event: DescendantFocus) -> None:
        # The field focused now, not the event's: two Tabs in a burst focus two fields, whose events reach the
        # wizard through their own containers, not always in the order the fields were focused.
        focused = self.focused or event.widget
        widget_id = focused.id or ""
        hint = ""
        if widget_id.startswith("hero-"):
            self.refresh_heroes()
            hint = _(FIELD_HINTS["hero"])
        elif widget_id.startswith("new-hero-"):
            hint = _("Type a hero in from its card; saved, it is this player's hero.")
        elif widget_id.startswith("player-"):
            hint = _(FIELD_HINTS["player"])
        elif widget_id in FIELD_HINTS:
            hint = _(FIELD_HINTS[widget_id])
        elif widget_id.startswith("opt-") and self._game is not None:
            for spec in self._game.setup_options(wizard=True):
                if spec.name == widget_id.removeprefix("opt-"):
                    own = OPTION_HINTS.get((self._game.id, spec.name))
                    hint = translate(spec.help) if spec.help else _(own) if own else translate(spec.label)
        self.query_one("#wizard-hint", Static).update(hint)

    @on(Button.Pressed, ".new-hero")
    def _new_hero_pressed(self, event: Button.Pressed) -> None:
        self.new_hero(int((event.button.id or "new-hero-1").removeprefix("new-hero-")))

    @on(Input.Changed, "#players Input")
    def _name_typed(self, event: Input.Changed) -> None:
        """A player's name typed: the game's own step names its rows by it (Runebound's class deck rows)."""
        if (event.input.id or "").startswith("player-"):
            names = self.player_names()
            for step in self.query(SetupStep):
                step.names_changed(names)

    def player_names(self) -> list[str]:
        """The names typed so far, seat by seat."""
        return [self.query_one(f"#player-{i}", Input).value for i in range(1, self._player_count + 1)]

    def player_heroes(self) -> list[str | None]:
        """The heroes chosen so far, seat by seat (None where none is chosen)."""
        chosen: list[str | None] = []
        for index in range(1, self._player_count + 1):
            found = self.query(f"#hero-{index}")
            value = getattr(found.first(), "value", None) if found else None
            chosen.append(value if isinstance(value, str) and value.strip() else None)
        return chosen

    # -- reading and validating -----------------------------------------------------------------

    def build_setup(self) -> GameSetup:
        """The setup the form describes, validated by the game; SetupError says what to fix."""
        game = self._game
        if game is None:
            raise SetupError(_("choose a game first"))
        self.refresh_heroes()
        if problem := name_problem("session name", self.query_one("#session-name", Input).value.strip()):
            raise SetupError(problem)
        options = {spec.name: read_option(spec, self.query_one(f"#opt-{spec.name}"))
                   for spec in game.setup_options(wizard=True)}
        low, high = game.seat_range(options)
        if self._player_count > high:  # seats the table filled in, which the options' change kept
            raise SetupError(_("{game} seats {players} with these options, not {count}: ctrl+r removes the last "
                               "seat").format(
                game=_(game.title), count=format_number(self._player_count),
                players=translate(count_of(low, "player", "players")) if low == high else
                _("{low} to {high} players").format(low=format_number(low), high=format_number(high))))
        players = []
        heroes: dict[str, Any] = {}
        for index in range(1, self._player_count + 1):
            name = self.query_one(f"#player-{index}", Input).value.strip()
            hero: str | None = None
            if game.uses_heroes:
                widget = self.query_one(f"#hero-{index}")
                raw = widget.value if isinstance(widget, (Select, Input)) else None
                hero = raw.strip() if isinstance(raw, str) and raw.strip() else None
                if hero is None:
                    chosen = _("choose a hero for player {n} ({name})") if name else _("choose a hero for player {n}")
                    raise SetupError(chosen.format(n=index, name=name))
                if hero in self._heroes:
                    heroes[hero] = self._heroes[hero]
            if problem := name_problem(Message("name of player {seat}", seat=index), name):
                raise SetupError(problem)
            players.append(PlayerSetup(name, hero))
        catalogue: dict[str, Any] = table_catalogue(game, getattr(self.app, "store", None))
        if heroes:
            catalogue["heroes"] = heroes
        for step in self.query(SetupStep):
            catalogue.update(step.catalogue(options, [p.name for p in players]))
        for standing in self.query(StandingRulesChoice):
            catalogue.update(standing.catalogue())
        # The same check as `play --setup` and `sessions import`: the catalogue's schema, the game's seats and
        # options, and a game started from it (e.g. each class deck taken by the rules).
        return validated_setup(game, GameSetup(tuple(players), options, catalogue))

    def session_name(self) -> str:
        """The name typed, or the game's title when left blank."""
        name = self.query_one("#session-name", Input).value.strip()
        return name or (self._game.title if self._game else "session")

    def show_error(self, message: str) -> None:
        """Show (or clear) the message saying what to fix."""
        error = self.query_one("#wizard-error", Static)
        error.update(message)
        error.display = bool(message)

    # -- events and actions -------------------------------------------------------------------

    @on(Select.Changed, "#game")
    async def _game_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str) and (self._game is None or event.value != self._game.id):
            self._game = get_game(event.value)
            await self._rebuild_for_game()

    @on(Select.Changed, ".player-hero")
    def _hero_chosen(self, event: Select.Changed) -> None:
        event.select.tooltip = self._hero_named(event.value)

    @on(Checkbox.Changed)
    async def _option_ticked(self) -> None:
        game = self._game
        if game is None:
            return
        options = self._choices_made(game)
        await self._fit_seats(game, options)
        self.query_one("#game-info", Static).update(self._game_info())
        for step in self.query(SetupStep):
            step.options_changed(options)

    @on(Select.Changed, "#options Select")
    async def _option_chosen(self) -> None:
        if self._game is not None:
            await self._fit_seats(self._game, self._choices_made(self._game))
            self.query_one("#game-info", Static).update(self._game_info())

    def _choices_made(self, game: Game) -> dict[str, Any]:
        """The options ticked and chosen so far (the numbers typed are read when the session is created)."""
        return {spec.name: read_option(spec, self.query_one(f"#opt-{spec.name}"))
                for spec in game.setup_options(wizard=True) if spec.kind != "int"}

    async def _fit_seats(self, game: Game, options: dict[str, Any]) -> None:
        """As many seats as the options call for (the game's rule: Dice Throne's mode, Dungeoneer's solo play):
        blank seats added up to the fewest, blank seats at the end dropped down to the most. A seat the table
        filled in (a name or a hero) is never dropped: creating then says how many the options seat."""
        low, high = game.seat_range(options)
        names, heroes = self.player_names(), self.player_heroes()
        count = len(names)
        if count < low:
            names, heroes = names + [""] * (low - count), heroes + [None] * (low - count)
        while len(names) > high and not names[-1].strip() and heroes[-1] is None:
            names, heroes = names[:-1], heroes[:-1]
        if len(names) != count:
            await self._rebuild_players(names, heroes)

    @on(Button.Pressed, "#create")
    def _create_pressed(self) -> None:
        self.action_create()

    @on(Button.Pressed, "#add-player")
    async def _add_pressed(self) -> None:
        await self.action_add_player()

    @on(Button.Pressed, "#cancel")
    def _cancel_pressed(self) -> None:
        self.action_cancel()

    def action_create(self) -> None:
        """Validate the form and create the session; an error is shown inline and nothing is saved."""
        try:
            setup = self.build_setup()
            assert self._game is not None
            live = open_store(self.app).create_session(game_id=self._game.id, name=self.session_name(), setup=setup)
        except SetupError as error:
            self.show_error(_("Cannot start yet: {error}").format(error=error_text(error)))
            return
        except StoreError as error:
            self.show_error(_("Could not save the session: {error}").format(error=error))
            return
        self.dismiss(live)

    async def action_add_player(self) -> None:
        """Add a seat (up to the game's maximum)."""
        if self._game is None:
            return
        most = self._game.seat_range(self._choices_made(self._game))[1]
        if self._player_count >= most:
            if most < self._game.max_players:  # a mode or solo play seats fewer than the game can
                said = ngettext("{game} seats at most {n} player with these options.",
                                "{game} seats at most {n} players with these options.", most)
            else:
                said = ngettext("{game} seats at most {n} player.", "{game} seats at most {n} players.", most)
            self.show_error(said.format(game=_(self._game.title), n=format_number(most)))
            return
        await self._rebuild_players(self.player_names() + [""], self.player_heroes())
        self.query_one(f"#player-{self._player_count}", Input).focus()

    async def action_remove_player(self) -> None:
        """Remove the last seat (down to the game's minimum)."""
        if self._game is None:
            return
        fewest = self._game.seat_range(self._choices_made(self._game))[0]
        if self._player_count <= max(1, fewest):
            if fewest > self._game.min_players:  # a mode seats more than the game's fewest
                said = ngettext("{game} seats at least {n} player with these options.",
                                "{game} seats at least {n} players with these options.", fewest)
                self.show_error(said.format(game=_(self._game.title), n=format_number(fewest)))
            else:
                self.show_error(_("{game} needs at least {players}.").format(
                    game=self._game.title, players=translate(count_of(self._game.min_players, "player", "players"))))
            return
        await self._rebuild_players(self.player_names()[:-1], self.player_heroes()[:-1])

    def typed_anything(self) -> bool:
        """Whether the table typed or chose something a cancel would lose: a player's name, a hero, a session name."""
        for index in range(1, self._player_count + 1):
            if self.query_one(f"#player-{index}", Input).value.strip():
                return True
            heroes = self.query(f"#hero-{index}")
            chosen = getattr(heroes.first(), "value", None) if heroes else None
            if isinstance(chosen, str) and chosen.strip():
                return True
        return bool(self.query_one("#session-name", Input).value.strip())

    def action_cancel(self) -> None:
        """Leave without creating anything; asks first when the table typed names or chose heroes (the heroes typed in
        with "New hero" stay in the catalogue either way)."""
        if not self.typed_anything():
            self.dismiss(None)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(None)

        self.app.push_screen(ConfirmDialog(_("Leave the new session?"), _(
            "The names and heroes chosen here are not saved until the session is created (ctrl+s). Leave and lose "
            "them?"), confirm_label=_("Leave"), danger=True), answered)
