"""The combat board's buttons clicked through a fight: wing flip and reroll, a pair on a doubling token, a
surge ability, a shield, passes, and a retreat between rounds. Each click submits what the typed command
would (the engine's typed value, never a command read back); a button for a spend not available now is
disabled, its tooltip says why with the rule."""

from __future__ import annotations

from random import Random

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Select

from rules_engine.chance import DiceRequest
from rules_engine.dice import TableDice
from rules_engine.grammar import Grammar
from rules_engine.runebound3.actions import Escape
from rules_engine.runebound3.combat.actions import Double, Flip, Pass, Shield, Strike, Surge
from rules_engine.runebound3.combat.fighters import Fighter, SideKind, SurgeAbility
from rules_engine.runebound3.combat.flow import start_combat
from rules_engine.runebound3.fight_buttons import BUTTONS
from rules_engine.runebound3.fighting import TERRAIN_DIE
from rules_engine.runebound3.game import RUNEBOUND3
from rules_engine.runebound3.state import Fight
from rules_engine.runebound3.tokens import parse_token
from rules_engine.values import replace
from screens.game_area import GameArea
from screens.runebound3 import Runebound3Area
from screens.runebound3.retreat_form import RetreatForm
from screens.button_row import RowButton
from tests.runebound3.fight_row import click_fight_button, fight_button
from tests.runebound3.screen_apps import AreaApp
from tests.runebound3.screen_tables import wolf_fight
from tests.support.typed_submit import submit_typed

SMALL = (80, 24)
HERO_TOKENS = ("wing/miss", "double/miss", "axe/shield", "surge/miss", "miss/shield", "miss/axe", "wing/miss")
WOLF_TOKENS = ("skull/miss", "miss/shield", "skull*/miss", "wing/skull", "shield/miss")


def blast_fight():
    """The Wolf fight with a hero of seven tokens and a one-surge Blast, against a Wolf of health 9."""
    state = wolf_fight()
    fight = state.combat
    assert isinstance(fight, Fight)
    hero = Fighter("Test Hero", SideKind.HERO, 8, tuple(parse_token(f"H{i}", t) for i, t in enumerate(HERO_TOKENS)),
                   (SurgeAbility("Blast", 1, damage=1),), 0)
    wolf = Fighter("Wolf", SideKind.ENEMY, 9, tuple(parse_token(f"W{i}", t) for i, t in enumerate(WOLF_TOKENS)),
                   (), 1)
    return replace(state, combat=replace(fight, combat=start_combat(hero, wolf, TERRAIN_DIE)))


def button(app: AreaApp, key: str) -> RowButton:
    return fight_button(app, key)


async def click(pilot: Pilot, key: str) -> None:
    """Click one fight button (inside its label on the row) and let the board redraw."""
    await click_fight_button(pilot, key)
    await pilot.pause()


def last_command(app: AreaApp) -> str:
    return RUNEBOUND3.format_command(app.submitted[-1])


@pytest.mark.rule("runebound3.combat.wing")
@pytest.mark.rule("runebound3.combat.double")
@pytest.mark.rule("runebound3.combat.surge")
@pytest.mark.rule("runebound3.combat.shield")
@pytest.mark.rule("runebound3.combat.pass")
@pytest.mark.rule("runebound3.combat.retreat")
async def test_a_fight_is_played_by_clicking_every_kind_of_spend() -> None:
    app = AreaApp(blast_fight(), tosses=[["back"], ["forest"]])
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        submit_typed(area, "landed wing double axe surge shield miss wing / skull miss miss skull miss")
        await pilot.pause()
        assert app.last_ruling.allowed
        # Before anything is spent: no damage is about to land, so no shield; no retreat in a round.
        assert not button(app, "shield").on and "«Действия в Бою:»" in str(button(app, "shield").tooltip)
        assert not button(app, "retreat").on and "only between rounds" in str(button(app, "retreat").tooltip)
        assert not not button(app, "reroll").on and "reroll 1 1" in str(button(app, "reroll").tooltip)
        await click(pilot, "reroll")  # the Wolf's first skull tossed again: it lands on its miss
        assert app.last_ruling.allowed and "1 – miss (under: skull)" in str(app.query_one("#r3-fight").render())
        await click(pilot, "strike")  # the Wolf's turn: its other skull
        assert app.submitted[-1] == Strike(1, (3,)) and last_command(app) == "strike 4"
        assert not not button(app, "shield").on and not button(app, "strike").on
        await click(pilot, "shield")  # the hero's shield stops it
        assert app.submitted[-1] == Shield(0, (4,)) and app.last_ruling.allowed
        await click(pilot, "flip")  # the second wing turns the miss over: an axe
        assert app.submitted[-1] == Flip(0, 6, (5,)) and last_command(app) == "flip 7 6"
        await click(pilot, "pass")  # the Wolf has nothing left and passes
        assert app.submitted[-1] == Pass(1)
        await click(pilot, "double")  # the axe goes on the doubling token
        assert app.submitted[-1] == Double(0, 1, 2) and last_command(app) == "double 2 3"
        await click(pilot, "surge")
        assert app.submitted[-1] == Surge(0, "Blast", (3,)) and last_command(app) == "surge Blast 4"
        await click(pilot, "strike")  # the doubled axe and the turned-over axe
        assert app.last_ruling.allowed and "wounds 4/9" in str(app.query_one("#r3-fight").render())
        flip = button(app, "flip")
        assert not flip.on and "shows no wing" in str(flip.tooltip) and "«Действия в Бою:»" in str(flip.tooltip)
        before = len(app.submitted)
        await click(pilot, "flip")  # a disabled button submits nothing
        assert len(app.submitted) == before
        await click(pilot, "pass")
        assert app.submitted[-1] == Pass(0)
        # Between rounds: stay or retreat; the retreat form asks the table for the neighbouring space.
        assert not not button(app, "retreat").on and not not button(app, "stay").on
        typed = RUNEBOUND3.parse_command(app.state, "retreat forest wilds Oakvale")
        before = len(app.submitted)
        await click(pilot, "retreat")
        assert isinstance(app.screen, RetreatForm) and len(app.submitted) == before
        await fill_retreat(pilot, "forest", "wilds", "Oakvale")
        assert not isinstance(app.screen, RetreatForm) and app.submitted[before:] == [typed]
        assert isinstance(app.submitted[-1].build(TableDice(["forest"]).roll(TERRAIN_DIE, 1)), Escape)
        assert app.last_ruling.allowed and app.state.combat is None and app.state.heroes[0].space == "Oakvale"


async def fill_retreat(pilot: Pilot, needs: str, kind: str, space: str) -> None:
    """Fill the open retreat form as the table would (the two choices, the name typed) and press enter."""
    form = pilot.app.screen
    assert isinstance(form, RetreatForm)
    form.query_one("#r3-retreat-needs", Select).value = needs
    form.query_one("#r3-retreat-kind", Select).value = kind
    form.query_one("#r3-retreat-space", Input).focus()
    await pilot.pause()
    await pilot.press(*space, "enter")
    await pilot.pause()


@pytest.mark.rule("runebound3.combat.wing")
async def test_the_focused_board_presses_each_button_by_its_letter() -> None:
    app = AreaApp(blast_fight())
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        submit_typed(area, "landed wing double axe surge shield miss wing / miss miss miss skull miss")
        await pilot.pause()
        await pilot.press("f3")
        await pilot.pause()
        assert app.focused is app.query_one("#r3-side")
        await pilot.press("f")
        await pilot.pause()
        assert app.submitted[-1] == Flip(0, 0, (5,))  # the first wing turns the token showing a miss
        assert last_command(app).startswith("flip 1 ")
        await pilot.press("d")  # the Wolf's turn now: it has no doubling token, so nothing is submitted
        await pilot.pause()
        assert app.submitted[-1].__class__ is Flip
        said = [str(n.message) for n in app._notifications]
        assert any("Wolf has no doubling token" in s and "«Действия в Бою:»" in s for s in said), said


class TossingApp(AreaApp):
    """The area alone, every toss the area asks for landing as a seeded generator says (this handler runs
    before the harness's own, which Textual calls next, and only sets the landing the harness then uses)."""

    def __init__(self, state, seed: int) -> None:
        super().__init__(state)
        self.rng = Random(seed)

    def on_game_area_submit(self, event: GameArea.Submit) -> None:
        request = event.action
        if isinstance(request, DiceRequest):
            faces = ["forest"] if request.die == TERRAIN_DIE else ["front", "back"]
            self.tosses = [[self.rng.choice(faces) for _ in range(request.count)]]


@pytest.mark.rule("runebound3.combat.toss")
async def test_no_fight_button_writes_or_reads_a_command(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every fight key pressed again and again through a fight, with the grammar made to fail: each press hands
    over the engine's typed value (a toss as its request) or says why not, never a command to be read back."""

    def no_typing(self: Grammar, state: object, text: str) -> object:
        raise AssertionError(f"a fight button went through the grammar with {text!r}")

    monkeypatch.setattr(Grammar, "parse", no_typing)
    app = TossingApp(blast_fight(), seed=3)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        area = app.query_one(Runebound3Area)
        keys = tuple(key for key, _label in BUTTONS if key != "stay") + ("stay",)  # a retreat offered before staying
        forms = 0
        for _ in range(4):
            for key in keys:
                pressed, before = area.fight_button(key), len(app.submitted)
                area.action_fight(key)
                await pilot.pause()
                if isinstance(app.screen, RetreatForm):  # a retreat asks for the space first
                    assert key == "retreat" and len(app.submitted) == before
                    forms += 1
                    app.screen.dismiss(None)
                    await pilot.pause()
                elif pressed is not None and pressed.submits is not None and (pressed.complete or not pressed.available):
                    assert app.submitted[before:] == [pressed.submits], key
                else:
                    assert len(app.submitted) == before, key
        requests = [s for s in app.submitted if isinstance(s, DiceRequest)]
        assert requests and any(isinstance(s, Strike) for s in app.submitted)
        assert forms, "the retreat form was never opened"
