"""The modules converted to the catalogue show no bare English: every user-visible literal goes through it.

A literal is user-visible where text reaches the screen: the text of a notification, label, static,
column, prompt or dialog, a binding's description and tooltip, a screen's help title and text;
in the engine, the message of `require`, `refuse`, `note`, `ruling` and `Requirement`, and the
message a step returns beside the new state; in the modules of `READING_ERROR_MODULES` also every
error for the table (what typed text, dice, a card or a setup could not be read as) and the session
controller's outcomes. There it must be wrapped: `_()`, `N_()`, `ngettext`,
`pgettext`, or the engine's `Message(...)` (a `.format` on one of them is fine). Text without a
letter ("", "\\n  · ") is no text.

The list below names the modules converted so far. It grows, module by module, until it holds
every module that shows text (the issue's acceptance); babel.cfg extracts the same modules.
"""

from __future__ import annotations

import ast
import fnmatch
import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

REPO = Path(__file__).resolve().parents[2]

#: Screens and shell modules converted so far.
SCREEN_MODULES = (
    "screens/home.py",
    "screens/help.py",
    "screens/ruling_panel.py",
    "screens/key_table.py",
    "screens/localized_footer.py",
    "companion/shell/palette.py",
    "screens/dice_throne/area.py",
    "screens/dice_throne/widgets.py",
    "screens/dice_throne/calculator.py",
    "screens/dice_throne/health_trend.py",
    "screens/dice_tray.py",
    "screens/card_tray.py",
    "screens/players_panel.py",
    "screens/action_log.py",
    "screens/dialogs.py",
    "screens/command_line.py",
    "screens/wizard.py",
    "screens/rules_browser.py",
    "screens/summary_screen.py",
    "screens/share_screen.py",
    "companion/shell/cli/app_launch.py",
    "companion/shell/cli/argument_parser.py",
    "companion/shell/cli/catalogue.py",
    "companion/shell/cli/command_parser.py",
    "companion/shell/cli/completion.py",
    "companion/shell/cli/database_options.py",
    "companion/shell/cli/entry_point.py",
    "companion/shell/cli/failures.py",
    "companion/shell/cli/files.py",
    "companion/shell/cli/play.py",
    "companion/shell/cli/roll.py",
    "companion/shell/cli/rules.py",
    "companion/shell/cli/serve.py",
    "companion/shell/cli/sessions.py",
    "screens/timeline_screen.py",
    "screens/frame_past_moments.py",
    "screens/branch_frame.py",
    "companion/shell/dice_throne_commands.py",
    "companion/shell/argparse_words.py",
    "screens/hero_editor.py",
    "screens/catalogue_editor.py",
    "screens/catalogue_browser.py",
    # The groups' standing table rules: their wizard choice and their commands.
    "screens/standing_rules_choice.py",
    "companion/shell/table_rules_commands.py",
    # How this table ruled a rule before (from the rules browser).
    "screens/precedents_screen.py",
    # Honest dice: faces per kind of die over the sessions chosen.
    "screens/dice_report_screen.py",
    # Stats across games, on screen and from the shell.
    "screens/play_stats_screen.py", "companion/shell/stats_commands.py",
) + tuple(
    # Runebound 2e with the Class Decks expansion: its board and dialogs.
    f"screens/runebound2/{name}.py"
    for name in ("area", "class_card_options", "class_deck_step", "combat_offer", "combat_steps", "deck_builder",
                 "option_offers", "track_cards", "widgets")
) + ("screens/rule_summaries.py",
     # The session frame, the shell's notifications and the game areas' own text.
     "screens/session_frame.py", *(f"screens/session/{path.name}" for path in sorted((REPO / "screens/session").glob("*.py"))),
     "companion/shell/app.py", "screens/game_area.py", "screens/choice_dialog.py", "screens/generic_area.py",
     "screens/formatting.py", "screens/button_row.py") + tuple(
    # Dungeoneer: its board, map, battle dialog and placement dialog.
    f"screens/dungeoneer/{name}.py"
    for name in ("area", "battle_offer", "battle_steps", "dialogs", "map_drawing", "widgets")
) + tuple(
    # Runebound 3rd edition: its board, combat board and time track dialog.
    f"screens/runebound3/{name}.py" for name in ("area", "combat_board", "time_spaces", "widgets")
)

#: Engine modules converted so far (Dice Throne's refusals, notes and ruling messages).
ENGINE_MODULES = tuple(
    f"rules_engine/dice_throne/{name}.py"
    for name in ("bounty", "combat", "counters", "economy", "explosions", "flow", "game", "guards",
                 "interrupts", "landing", "phases", "statuses")
) + ("rules_engine/referee.py",) + tuple(
    # Runebound 2e with the Class Decks expansion: every module of the package.
    str(path.relative_to(REPO)) for folder in ("rules_engine/runebound2", "rules_engine/runebound2/class_decks")
    for path in sorted((REPO / folder).glob("*.py"))
) + tuple(
    # Dungeoneer (multiplayer and solo): every module of the package.
    str(path.relative_to(REPO)) for path in sorted((REPO / "rules_engine/dungeoneer").glob("*.py"))
) + tuple(
    # Runebound 3rd edition with its combat: every module of the package.
    str(path.relative_to(REPO)) for folder in ("rules_engine/runebound3", "rules_engine/runebound3/combat")
    for path in sorted((REPO / folder).glob("*.py"))
) + tuple(
    # The command grammar every game shares: what it could not read, and why.
    str(path.relative_to(REPO)) for path in sorted((REPO / "rules_engine/grammar").glob("*.py"))
)

#: Services and catalogue modules whose errors and pages reach the player: the store (a damaged, locked,
#: foreign or newer database, a failed import or export), the catalogue's import checks, and the page
#: phones see. Every error they raise with text, and every text a web response carries, is a message.
MESSAGE_MODULES = tuple(
    str(path.relative_to(REPO)) for folder in ("companion/services/store", "cards_db", "companion/services/sharing")
    for path in sorted((REPO / folder).glob("*.py"))
) + ("rules_engine/dice_throne/heroes.py", "rules_engine/runebound2/terrain.py",  # the engine's checks of catalogue data
     "companion/services/session_setup.py",
     "companion/services/typed_catalogue.py",  # a card typed in play, kept in the catalogue (or why not)
     # The groups' standing table rules: reading a set, and keeping, importing and exporting sets.
     "rules_engine/standing_rules.py", "companion/services/standing_rule_sets.py",
     "companion/services/precedents.py", "companion/services/dice_fairness.py")

#: Errors only a programmer sees (a wrong call, an internal signal): their text stays English.
INTERNAL_ERRORS = {"TypeError", "AttributeError", "RuntimeError", "KeyError", "AssertionError", "DatabaseError",
                   "NotImplementedError", "_Stale"}
#: Texts of internal signals and programmer errors raised as ValueError (never shown: caught, or a wrong registration).
INTERNAL_SIGNALS = ("ValueError('gone')", "registered twice")

#: Wrappers that send text through the catalogue.
WRAPPERS = {"_", "N_", "NC_", "ngettext", "pgettext", "Message", "count", "count_of"}

#: Calls whose first argument (and these keywords) is shown text.
DISPLAY_CALLS = {"notify", "Label", "Static", "add_column", "update", "TextPrompt", "ConfirmDialog", "Option"}
DISPLAY_KEYWORDS = {"title", "tooltip", "message", "confirm_label", "help"}
DISPLAY_ATTRIBUTES = {"HELP_TITLE", "HELP_TEXT", "sub_title"}

#: Engine calls and the position of their message (`Requirement` is a refusal the engine lists before it refuses,
#: `Requirement.unmet` one it found broken; `Problem` is a Dungeoneer placement's reason, which becomes a refusal).
MESSAGE_AT = {"require": 2, "refuse": 1, "note": 0, "ruling": 0, "unmet": 1, "Requirement": 2, "Problem": 1}

#: The modules whose every error for the table is checked too: what typed text could not be read as
#: (`CommandError`, `Refused` for a word of the right kind that cannot be taken), dice or a card that do
#: not fit (`DiceError`, `ChanceError`), a setup that cannot be played, an unknown game or rule, a log that
#: no longer replays, and the session controller's outcomes.
READING_ERROR_MODULES = tuple(
    str(path.relative_to(REPO)) for path in sorted((REPO / "rules_engine/grammar").glob("*.py"))
) + ("rules_engine/dice.py", "rules_engine/dice_notation.py", "rules_engine/chance.py", "rules_engine/game.py",
     "rules_engine/games.py", "rules_engine/rules_index.py", "companion/services/fulfillers.py",
     "companion/services/controller.py", "companion/services/session_setup.py",
     # Dice Throne's, Runebound 2e's and Dungeoneer's typed commands.
     "rules_engine/dice_throne/commands.py", "rules_engine/decks.py",
     "rules_engine/runebound2/commands.py", "rules_engine/runebound2/class_decks/commands.py",
     "rules_engine/dungeoneer/commands.py") + tuple(
    # Runebound 3rd edition: its typed commands and the data it reads (tokens, surges, cards, heroes, setup).
    str(path.relative_to(REPO)) for folder in ("rules_engine/runebound3", "rules_engine/runebound3/combat")
    for path in sorted((REPO / folder).glob("*.py"))
)
READING_ERRORS_AT = {**MESSAGE_AT, **dict.fromkeys(("CommandError", "Refused", "DiceError", "ChanceError", "SetupError",
                                                    "UnknownGame", "UnknownRule", "ReplayError", "RulesEngineError",
                                                    "DeckError"), 0),
                     # The session controller's outcomes: a failure's title, what was being done, a note, a ruling.
                     "Failed": 0, "InternalError": 0, "Checked": 2, "Ruling": 1}

LETTER = re.compile(r"[A-Za-z]")


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


def bare_text(node: ast.expr | None) -> str | None:
    """The source of `node` when it is unwrapped text with letters in it, else None."""
    if node is None:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        text = re.sub(r"\{[^}]*\}", "", node.value)
        return node.value if LETTER.search(text) else None
    if isinstance(node, ast.JoinedStr):
        for part in node.values:
            if isinstance(part, ast.Constant) and LETTER.search(part.value):
                return ast.unparse(node)
            if isinstance(part, ast.FormattedValue) and (found := bare_text(part.value)):
                return found
        return None
    if isinstance(node, ast.Call):
        func = node.func
        if _name(func) in WRAPPERS:
            return None
        if isinstance(func, ast.Attribute) and func.attr == "format":
            return bare_text(func.value)
        return None
    if isinstance(node, ast.IfExp):
        return bare_text(node.body) or bare_text(node.orelse)
    if isinstance(node, ast.BinOp):
        return bare_text(node.left) or bare_text(node.right)
    if isinstance(node, (ast.Tuple, ast.List)):
        return next((found for elt in node.elts if (found := bare_text(elt))), None)
    return None


def screen_problems(tree: ast.Module) -> list[str]:
    """Bare text shown by a screen or the shell."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = _name(node.func)
            shown: list[ast.expr] = []
            if name in DISPLAY_CALLS and node.args:
                shown.append(node.args[0])
            if name == "Binding" and len(node.args) >= 3:
                shown.append(node.args[2])
            if name in DISPLAY_CALLS | {"Binding"}:
                shown += [k.value for k in node.keywords if k.arg in DISPLAY_KEYWORDS]
            found += [f"line {node.lineno}: {text}" for arg in shown if (text := bare_text(arg))]
        elif isinstance(node, ast.Assign):
            targets = {t.attr if isinstance(t, ast.Attribute) else getattr(t, "id", "") for t in node.targets}
            if targets & DISPLAY_ATTRIBUTES and (text := bare_text(node.value)):
                found.append(f"line {node.lineno}: {text}")
    return found


def engine_problems(tree: ast.Module, message_at: dict[str, int] = MESSAGE_AT) -> list[str]:
    """Bare text in the engine's refusals, notes and ruling messages (and whatever calls `message_at` names)."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _name(node.func) in message_at:
            at = message_at[_name(node.func)]
            if len(node.args) > at and (text := bare_text(node.args[at])):
                found.append(f"line {node.lineno}: {text}")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("count", "count_of"):
            if len(node.args) != 3:
                found.append(f"line {node.lineno}: count() without its plural written out")
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple) and len(node.value.elts) == 2:
            if not isinstance(node.value.elts[0], ast.Constant) and (text := bare_text(node.value.elts[1])):
                found.append(f"line {node.lineno}: {text}")
    return found


def message_problems(tree: ast.Module) -> list[str]:
    """Bare text in a raised error (a programmer's error aside), a returned problem or a web response."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
            name = _name(node.exc.func)
            internal = name in INTERNAL_ERRORS or any(signal in ast.unparse(node.exc) for signal in INTERNAL_SIGNALS)
            if not internal and (text := bare_text(node.exc.args[0])):
                found.append(f"line {node.lineno}: {text}")
        if isinstance(node, ast.Call) and _name(node.func) == "Response":
            found += [f"line {node.lineno}: {text}" for k in node.keywords
                      if k.arg == "text" and (text := bare_text(k.value))]
        if isinstance(node, ast.FunctionDef) and "problem" in node.name:
            found += [f"line {ret.lineno}: {text}" for ret in ast.walk(node)
                      if isinstance(ret, ast.Return) and (text := bare_text(ret.value))]
    return found


@pytest.mark.parametrize("module", MESSAGE_MODULES)
def test_the_store_the_catalogue_and_the_phone_page_speak_through_the_catalogue(module: str):
    assert message_problems(ast.parse((REPO / module).read_text(encoding="utf-8"))) == []


def test_the_message_check_finds_bare_text():
    tree = ast.parse('raise StoreError(f"{path} is damaged")\nraise DamagedDatabase(Message("{p} is damaged", p=1))\n'
                     'raise TypeError("pass db=")\nweb.Response(status=404, text="Not found.")\n'
                     'def name_problem(field):\n    return f"the {field} is long"\n')
    assert len(message_problems(tree)) == 3


@pytest.mark.parametrize("module", SCREEN_MODULES)
def test_screens_show_no_bare_text(module: str):
    assert screen_problems(ast.parse((REPO / module).read_text(encoding="utf-8"))) == []


@pytest.mark.parametrize("module", ENGINE_MODULES)
def test_the_engine_refuses_and_rules_in_catalogue_text(module: str):
    assert engine_problems(ast.parse((REPO / module).read_text(encoding="utf-8"))) == []


@pytest.mark.parametrize("module", READING_ERROR_MODULES)
def test_the_grammar_says_what_it_could_not_read_in_catalogue_text(module: str):
    assert engine_problems(ast.parse((REPO / module).read_text(encoding="utf-8")), READING_ERRORS_AT) == []


def test_the_check_finds_bare_text():
    screen = ast.parse('Binding("n", "new", "New", tooltip=N_("ok"))\nself.notify(f"Renamed {name}")\n'
                       'self.notify(_("Renamed {name}").format(name=name))\nHELP_TITLE = "Home"\n')
    assert len(screen_problems(screen)) == 3
    engine = ast.parse('ref.require(ok, "r.id", f"{who} has no card")\nref.note(Message("fine"))\n'
                       'ref.note("")\ndef f():\n    return state, "done"\ncount(2, "card")\n')
    assert len(engine_problems(engine)) == 3
    reading = ast.parse('raise CommandError(f"cannot read {text!r}")\nraise Refused(Message("{n} is too large", n=n))\n'
                        'raise Refused(f"there is no player {word}")\n')
    assert len(engine_problems(reading)) == 0 and len(engine_problems(reading, READING_ERRORS_AT)) == 2


def test_every_converted_module_is_extracted():
    patterns = re.findall(r"^\[\w+:\s*(\S+)\]", (REPO / "babel.cfg").read_text(encoding="utf-8"), re.M)
    for module in SCREEN_MODULES + ENGINE_MODULES + MESSAGE_MODULES + READING_ERROR_MODULES:
        assert any(fnmatch.fnmatch(module, pattern) for pattern in patterns), module


def test_every_counted_noun_of_the_converted_engine_is_in_the_catalogue_template():
    # Babel's extractor can lose a call (a keyword name inside its arguments): read them here instead.
    with (REPO / "companion/services/i18n/locale/companion.pot").open("rb") as source:
        template = {m.id for m in read_po(source) if isinstance(m.id, tuple)}
    for module in ENGINE_MODULES:
        tree = ast.parse((REPO / module).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("count", "count_of"):
                forms = tuple(arg.value for arg in node.args[1:3] if isinstance(arg, ast.Constant))
                assert forms in template, (module, node.lineno, forms)


def test_every_message_of_the_store_the_catalogue_and_the_phone_page_is_in_the_catalogue_template():
    # Babel's extractor loses a call inside an f-string or nested in another call's arguments: read them here.
    with (REPO / "companion/services/i18n/locale/companion.pot").open("rb") as source:
        template = {m.id for m in read_po(source)}
    for module in MESSAGE_MODULES:
        for node in ast.walk(ast.parse((REPO / module).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and _name(node.func) in ("Message", "N_", "_") and node.args:
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    assert first.value in template, (module, node.lineno, first.value)
