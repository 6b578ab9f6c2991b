"""The frame's keys: which work now, which the footer drops first, and the game area's keys from anywhere.

One job of the session frame (`screens.session_frame.SessionFrame`), moved here unchanged.
"""

from __future__ import annotations

from textual import events
from textual.binding import ActiveBinding, Binding
from textual.screen import Screen
from textual.widgets import Input

from screens.command_line import CommandLine
from screens.localized_footer import keys_hidden_now
from screens.game_area import GameArea
from screens.ruling_panel import RulingPanel
from rules_engine.messages import N_
from screens.session.frame_state import FrameState


#: The frame's own keys (a game area adds its own, which work from anywhere in the frame).
FRAME_BINDINGS: list[Binding | tuple[str, str] | tuple[str, str, str]] = [
    Binding("ctrl+z", "undo", N_("Undo"), id="session.undo", priority=True,
            tooltip=N_("Undo the last action still in effect; the log keeps it, dimmed.")),
    Binding("ctrl+y", "redo", N_("Redo"), id="session.redo", priority=True,
            tooltip=N_("Redo the last undone action.")),
    Binding("ctrl+t", "free_roll", N_("Dice"), id="session.roll", priority=True,
            tooltip=N_("Roll dice no rule asked for, e.g. 2d10 or 3d6+2; the roll is recorded in the log.")),
    Binding("ctrl+o", "open_cited_rule", N_("Cite"), id="session.cited_rule", priority=True,
            tooltip=N_("Open the rules browser on the rule the last ruling cites.")),
    Binding("ctrl+g", "house_rule", N_("House rule"), id="session.house_rule", priority=True,
            tooltip=N_("Apply the refused action anyway, marked as a house rule.")),
    Binding("ctrl+b", "rules", N_("Rules"), id="session.rules", priority=True,
            tooltip=N_("Browse and search the rules index.")),
    Binding("ctrl+r", "reload", N_("Reload"), id="session.reload", show=False,
            tooltip=N_("Read the session again from the database (another window may have moved it on).")),
    Binding("ctrl+l", "focus_log", N_("Log"), id="session.log", show=False,
            tooltip=N_("Move to the action log to scroll it.")),
    Binding("slash,ctrl+k", "focus_command", N_("Command line"), id="session.command", show=False,
            key_display="/",
            tooltip=N_("Back to the command line from anywhere in the frame.")),
    Binding("ctrl+s", "share", N_("Share"), id="session.share", priority=True,
            tooltip=N_("Share this session with phones: a QR code, a watch link and a play link.")),
    Binding("f11", "toggle_clock", N_("Clock"), id="session.clock", show=False,
            tooltip=N_("Pause or resume the game clock (time played and time per turn).")),
    Binding("f12", "summary", N_("Summary"), id="session.summary", show=False,
            tooltip=N_("The game's summary: result, stats over the turns, luck, house rules.")),
    Binding("escape", "leave", N_("Home"), id="session.leave",
            tooltip=N_("Close the messages, then clear the command line; with nothing to close, back to "
                       "the saved sessions (everything is already saved).")),
    Binding("f1", "app.help", N_("Help"), id="session.help", tooltip=N_("All keys of this screen.")),
    Binding("question_mark", "app.help", N_("Help"), id="session.help_key", show=False,
            tooltip=N_("All keys (when the command line is not focused).")),
]


def keep_cursor_steady(frame: Screen) -> None:
    """The frame's command line shows its cursor and begins its blink again (`CommandLine.keep_cursor_steady`): called
    by the actions of the priority keys the line never reads (undo, redo), in the key's own handler."""
    line = frame.query_one_optional("#command")
    if isinstance(line, CommandLine):
        line.keep_cursor_steady()


class FrameKeys(FrameState):
    """The frame's keys: which work now, which the footer drops first, and the game area's keys from anywhere."""

    #: The frame's keys the footer leaves out first when they do not all fit (80 columns after a
    #: refusal shows Cite and House rule, or with the game area's keys): they still work, and help
    #: and the command palette list them. Share, redo and home go first, then Cite (the ruling panel names
    #: the rule it cites, and the rules browser finds it), then the area's keys; the rules browser's key and
    #: the dice key go last of all, so Rules shows on every board at 80 columns where the board's own keys
    #: leave room for it (Runebound's and Dungeoneer's busy boards too, in English and Russian).
    FRAME_DROPPED_FIRST = ("share", "redo", "leave", "open_cited_rule")
    FRAME_DROPPED_LAST = ("rules", "free_roll")
    #: Redo, left out for the width, shows in Undo's place while it is on (after an undo, until the last redo or the
    #: next action): the key the player wants then, in a place whose width never changes (see localized_footer).
    FOOTER_SHARED_PLACES = (("undo", "redo"),)

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """The keys of the focus chain, and, while the focus is outside the game area, the area's own
        keys before them: they work from anywhere in the frame (see `on_key`), so the footer shows
        them while the player types, as it does when the board has the focus."""
        bindings = super().active_bindings
        area = self._area_if_composed()
        if area is None or area.has_focus_within:
            return bindings
        own: dict[str, ActiveBinding] = {}
        for key, binding in area._bindings.copy():
            if key in bindings or key in own:
                continue
            state = self.app._check_action_state(binding.action, area)  # parses 'name(args)' as Textual does
            if state is not False:
                own[key] = ActiveBinding(area, binding, bool(state), binding.tooltip)
        return {**own, **bindings}

    def keys_to_come(self) -> dict[str, ActiveBinding]:
        """The game area's footer keys its state hides now (a fight's keys outside a fight), mounted ahead by the
        footer (`keys_hidden_now`)."""
        area = self._area_if_composed()
        return {} if area is None else keys_hidden_now(area, self.active_bindings)

    @property
    def FOOTER_DROPPED_FIRST(self) -> tuple[str, ...]:  # noqa: N802 - the footer's attribute name
        """The actions the footer leaves out first when its keys do not fit (see localized_footer)."""
        area = self._area_if_composed()
        area_keys: tuple[str, ...] = ()
        if area is not None and not area.has_focus_within:
            named = area.footer_dropped_first()
            rest = [binding.action for _, binding in area._bindings if binding.action not in named]
            area_keys = named + tuple(reversed(list(dict.fromkeys(rest))))
        return self.FRAME_DROPPED_FIRST + area_keys + self.FRAME_DROPPED_LAST

    def _area_if_composed(self) -> GameArea | None:
        """The game area, or None before the frame is composed.

        Asked for every refresh of the keys (`active_bindings`): a look-up by id, which Textual caches,
        rather than a query that walks the whole screen.
        """
        area = self.query_one_optional("#game-area")
        return area if isinstance(area, GameArea) else None

    async def on_key(self, event: events.Key) -> None:
        """Route keys nothing focused has used: a game area's own keys work from anywhere in the
        frame (e.g. f5 from the command line), and letters typed while a button or the log has
        focus go to the command line instead of being lost or read as keys.
        """
        area = self.query_one("#game-area", GameArea)
        if not area.has_focus_within:
            for binding in getattr(type(area), "BINDINGS", ()):
                if isinstance(binding, Binding) and event.key in binding.key.split(",") \
                        and self.app._check_action_state(binding.action, area) is not False:  # one key, two bindings
                    event.stop()
                    await area.run_action(binding.action)
                    return
        focused = self.focused
        if (
            event.is_printable
            and event.character
            and not isinstance(focused, Input)
            and not self._bound_in_focus_chain(event.key)
        ):
            # Typing while a button or the log has focus: the words belong in the command line.
            event.stop()
            command = self.query_one("#command", Input)
            command.focus()
            command.insert_text_at_cursor(event.character)

    def _bound_in_focus_chain(self, key: str) -> bool:
        """True when the focused widget, an ancestor or the app binds this key (it is not typing)."""
        nodes = list(self.focused.ancestors_with_self) if self.focused is not None else [self, self.app]
        return any(key in node._bindings.key_to_bindings for node in nodes)

    def area_takes_key(self, key: str) -> bool:
        """Whether the game area binds this key to an action it may take now, while the focus is outside it: the
        command line then leaves the key to it (Dice Throne's ctrl+d, the damage calculator the board names, which
        the line would read as "delete right"), and `on_key` hands it over."""
        area = self._area_if_composed()
        return area is not None and not area.has_focus_within and any(
            self.app._check_action_state(binding.action, area) is True
            for binding in area._bindings.key_to_bindings.get(key, ()))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Grey out keys that would do nothing now, so the footer tells the truth.
        if action == "undo":
            return True if self.live.can_undo else None
        if action == "redo":
            return True if self.live.can_redo else None
        # A house rule only makes sense after a refusal: hidden otherwise.
        if action == "house_rule":
            return self._refused is not None
        if action == "share":  # a phone playing through a player link does not share again
            return not self.app.is_web and not getattr(self.app, "locked", False)
        if action == "open_cited_rule":
            # Dimmed, not hidden, while the ruling cites nothing: a key coming and going would build the footer's
            # keys again (a layout) at every ruling with or without a citation; dimmed, it only turns on or off.
            panel = self.query_one_optional("#ruling-panel", RulingPanel)  # asked for every key: a cached look-up
            return True if panel and panel.first_rule_id() else None
        return True

    def extra_key_nodes(self) -> list:
        """The game area, whose own keys (e.g. Dice Throne's damage calculator) help and palette list too."""
        return list(self.query("#game-area"))

    def action_focus_command(self) -> None:
        """Put the cursor back in the command line (a focused line is left as it is: focusing repaints it)."""
        command = self.query_one("#command", Input)
        if not command.has_focus:
            command.focus()

    def action_focus_log(self) -> None:
        """Move focus to the action log to scroll it."""
        self.query_one("#action-log").focus()
