"""What an app locked on one session (a phone's player link, `companion --open ID`) may still do.

The one policy the locked app asks everywhere: every key binding and every palette command is an
action that `CompanionApp.run_action` / `_check_action_state` check here, Textual's own system
commands are filtered here (`allowed_system_command`), and every screen pushed is checked here
(`allowed_screen`). What it allows acts on the open session only: playing it (the game area, its
dialogs, dice and card trays, undo and redo), reading the rules, the help and the session's
summary, and closing the player's own app. Nothing that writes a file or a setting (theme,
language, screenshot, the hero editor's catalogue), opens another session or the home screen, or
shares the session again.

It is an allow-list: a screen or app action not named here is refused in locked mode until someone
decides it is session-scoped (tests/tui/test_locked_app.py walks every palette command and binding).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from textual.app import App
from textual.dom import DOMNode, NoScreen
from textual.screen import Screen
from textual.widget import Widget

#: The screens a locked app shows: the session and what it opens for it (module.Class).
SESSION_SCREENS: frozenset[str] = frozenset({
    "screens.session_frame.SessionFrame",
    "screens.dice_tray.DiceTray",
    "screens.card_tray.CardTray",
    "screens.choice_dialog.ChoiceDialog",
    "screens.dialogs.ConfirmDialog",
    "screens.dialogs.HouseRuleDialog",
    "screens.dialogs.TextPrompt",
    "screens.help.HelpScreen",
    "screens.rules_browser.RulesBrowser",
    "screens.summary_screen.SummaryScreen",
    "screens.timeline_screen.TimelineScreen",
    "screens.dice_throne.calculator.DamageCalculator",
    "screens.runebound3.retreat_form.RetreatForm",
    "screens.runebound2.deck_builder.DeckBuilder",
    "screens.runebound2.track_cards.TrackCardsDialog",
    "screens.runebound3.time_spaces.TimeSpacesDialog",
    "textual.command.CommandPalette",
    "screens.command_palette.LocalizedCommandPalette",
})

#: Actions of an allowed screen that still leave the session: sharing it again starts a server, and
#: dismissing the session's frame would show the home screen under it (its own "leave" closes the app).
REFUSED_SCREEN_ACTIONS: frozenset[tuple[str, str]] = frozenset({
    ("screens.session_frame.SessionFrame", "share"),
    ("screens.session_frame.SessionFrame", "dismiss"),
    # The precedents read every saved session of this machine, not only the one the link is locked on.
    ("screens.rules_browser.RulesBrowser", "precedents"),
})

#: The app's own actions a locked app runs: help, the palette, moving the focus, Textual's keys
#: panel, and quitting (which closes only the player's own app; everything is already saved).
#: Not the theme, the language, the hero editor, a screenshot, pushing or switching screens.
APP_ACTIONS: frozenset[str] = frozenset({
    "help", "command_palette", "quit", "help_quit", "bell", "focus", "focus_next", "focus_previous",
    "show_help_panel", "hide_help_panel",
})


def qualified_name(kind: type) -> str:
    """module.Class of a class, as SESSION_SCREENS names it."""
    return f"{kind.__module__}.{kind.__qualname__}"


def allowed_screen(screen: Screen | type[Screen]) -> bool:
    """True when a locked app may show this screen (or screens of this class)."""
    kind = screen if isinstance(screen, type) else type(screen)
    return qualified_name(kind) in SESSION_SCREENS


def allowed_action(app: App, namespace: DOMNode, action: str) -> bool:
    """True when a locked app may run `action` on `namespace` (the app, a screen, a widget)."""
    if isinstance(namespace, App):
        return action in APP_ACTIONS
    screen = namespace if isinstance(namespace, Screen) else _screen_of(namespace)
    return screen is not None and allowed_on_screen(type(screen), action)


@lru_cache(maxsize=1024)
def allowed_on_screen(kind: type[Screen], action: str) -> bool:
    """True when a locked app may run `action` on a screen of class `kind` or one of its widgets.

    The answer depends on the class and the action's name alone (the lists above never change), so it is worked
    out once for each: the footer asks it for every key it shows at every refresh of its keys (about 60 a move)."""
    if not allowed_screen(kind):
        return False
    return (qualified_name(kind), action) not in REFUSED_SCREEN_ACTIONS


def allowed_system_command(app: App, callback: Callable[..., object]) -> bool:
    """True when a locked app offers Textual's system command that runs `callback`.

    A command is allowed when its callback is an allowed action method (`action_quit` of the app,
    `action_maximize` of an allowed screen); anything else (the screenshot's timer, the theme
    picker) is refused.
    """
    owner = getattr(callback, "__self__", None)
    name = getattr(callback, "__name__", "")
    if not isinstance(owner, DOMNode) or not name.startswith("action_"):
        return False
    return allowed_action(app, owner, name.removeprefix("action_"))


def _screen_of(node: DOMNode) -> Screen | None:
    if not isinstance(node, Widget):
        return None
    try:
        return node.screen
    except NoScreen:  # a widget not mounted on any screen belongs to none: nothing of it runs
        return None
