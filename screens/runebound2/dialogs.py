"""Market and experience dialogs: every option checked by the engine, refusals shown with their rule."""

from __future__ import annotations

from companion.services.i18n import _, translate
from rules_engine.messages import N_
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Button, Label, Static

from rules_engine.actions import Action
from rules_engine.game import Game
from rules_engine.runebound2 import actions as A
from rules_engine.runebound2.experience import BONUSES, price
from rules_engine.runebound2.state import Rb2State
from screens.game_area import GameArea
from screens.theme_styles import BAD, GOOD, tone

DIALOG_CSS = """
OptionsDialog { align: center middle; }
.rb2-box { width: 90%; max-width: 100; height: auto; max-height: 95%; border: thick $accent; padding: 0 1;
           background: $surface; }
.rb2-rows { height: auto; max-height: 18; }
.rb2-row { height: auto; }
.rb2-row Button { width: 30; margin-right: 1; }
.rb2-why { width: 1fr; height: auto; }
"""


def market_options(state: Rb2State) -> list[tuple[str, Action]]:
    """Everything the market step could do now: buy, sell, heal (each to be checked)."""
    party = state.hero
    here = party.position
    options: list[tuple[str, Action]] = []
    if here is not None and here.is_city:
        for card in state.market_of(here.city):
            label = _("Buy {card} ({cost}g)") if card.kind == "item" else _("Hire {card} ({cost}g)")
            options.append((label.format(card=card.name, cost=card.cost), A.Buy(card.name)))
    for item in party.items:
        options.append((_("Sell {item} (for {price}g)").format(item=item.name, price=item.cost // 2), A.Sell(item.name)))
    for who in party.characters:
        key = "hero" if who is party.hero else who.name
        options.append((_("Heal a wound: {who}").format(who=who.name), A.Heal(key, "wound")))
        options.append((_("Rest: {who}").format(who=who.name), A.Heal(key, "exhaustion")))
    return options


def experience_options(state: Rb2State) -> list[tuple[str, Action]]:
    """The five experience counters."""
    labels = {"mind": N_("+2 Mind"), "body": N_("+2 Body"), "spirit": N_("+2 Spirit"), "stamina": N_("+2 Stamina"),
              "life": N_("+1 Life")}
    return [(_(labels[b]), A.BuyExperience(b)) for b in BONUSES]


def focus_first(buttons: list) -> None:
    """Focus the first enabled button that is still on screen (keyboard users start there)."""
    for button in buttons:
        if button.is_attached and not button.disabled:
            button.focus()
            return


class OptionsDialog(ModalScreen[None]):
    """A list of actions, each checked by the engine: allowed ones can be chosen, refused ones say why."""

    DEFAULT_CSS = DIALOG_CSS
    BINDINGS = [Binding("escape", "close", N_("Close"), id="rb2.dialog.close", tooltip=N_("Close this dialog"))]

    def __init__(self, area: GameArea, game: Game, state: Rb2State, title: str, kind: str) -> None:
        super().__init__()
        self.area, self.game, self.state, self.title_text, self.kind = area, game, state, title, kind
        self._actions: dict[str, Action] = {}
        self._generation = 0

    def compose(self) -> ComposeResult:
        with Vertical(classes="rb2-box"):
            yield Label(self.title_text, classes="dialog-title", markup=False)
            yield Static("", id="rb2-header", markup=False)
            yield VerticalScroll(id="rb2-rows", classes="rb2-rows")
            yield Button(_("Close (esc)"), id="rb2-close", compact=True)

    def on_mount(self) -> None:
        self.show(self.state)

    def options(self, state: Rb2State) -> list[tuple[str, Action]]:
        """The actions offered."""
        return market_options(state) if self.kind == "market" else experience_options(state)

    def rows(self, state: Rb2State) -> list[tuple[str, Action, str]]:
        """The options with a detail line each (none here)."""
        return [(label, action, "") for label, action in self.options(state)]

    def header(self, state: Rb2State) -> Text:
        """The line above the options."""
        party = state.hero
        if self.kind == "market":
            here = party.position
            where = (_("market of {city}").format(city=here.city) if here is not None and here.is_city
                     else _("no market here (not in a city)"))
            return Text(_("{player}: {gold} gold · {where}").format(player=party.player, gold=party.gold, where=where)
                        + ("" if state.turn.market_drawn else _(" · first type 'market draw ...' for the new card")))
        cost = price(len(state.players), state.options.game_length)
        return Text(_("{player}: {points} experience points · a counter costs {cost}").format(
            player=party.player, points=party.xp_points, cost=cost))

    def show(self, state: Rb2State) -> None:
        """Redraw every option with the engine's verdict."""
        self.state = state
        self.query_one("#rb2-header", Static).update(self.header(state))
        rows = self.query_one("#rb2-rows", VerticalScroll)
        rows.remove_children()
        self._actions = {}
        self._generation += 1  # fresh ids: the old rows are removed asynchronously
        built, buttons = [], []
        for index, (label, action, detail) in enumerate(self.rows(state)):
            ruling = self.game.check(state, action)
            button_id = f"rb2-opt-{self._generation}-{index}"
            self._actions[button_id] = action
            why = (Text(_("allowed"), style=tone(GOOD)) if ruling.allowed
                   else Text(_("refused: {message}").format(message=translate(ruling.message)), style=tone(BAD)))
            if not ruling.allowed and ruling.citations:
                why.append(f" ({translate(ruling.citations[0].reference())})", style="dim")
            if detail:
                why.append(f"\n{detail}", style="dim")
            button = Button(Text(label), id=button_id, classes="rb2-option", compact=True, disabled=not ruling.allowed)
            buttons.append(button)
            built.append(Horizontal(button, Static(why, classes="rb2-why", markup=False), classes="rb2-row"))
        rows.mount_all(built)
        # With nothing allowed, Close is the first enabled button.
        self.call_after_refresh(focus_first, buttons + [self.query_one("#rb2-close", Button)])

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "rb2-close":
            self.dismiss(None)
            return
        action = self._actions.get(event.button.id or "")
        if action is not None:
            self.area.post_message(GameArea.Submit(action))

    def action_close(self) -> None:
        """Close the dialog."""
        self.dismiss(None)
