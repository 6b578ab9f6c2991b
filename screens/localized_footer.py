"""The footer in the interface's language, fitted to the width: Textual's footer, each key's description and
tooltip translated, and the keys that do not fit left out, the screen's least needed first.

Bindings keep their English text (marked with `N_`, the catalogue's msgid); this footer
translates it as it draws, so switching the language only needs the footer drawn again.
A screen names the actions its footer may leave out when the terminal is narrow
(`FOOTER_DROPPED_FIRST`, the first given first); their keys still work, and the help screen and the
command palette still list them.

Textual's footer rebuilds every key widget (a restyle and a layout) each time the screen's bindings
are refreshed, and this one on every resize too: four or five rebuilds while a board is first shown,
though the keys come out the same. This footer rebuilds its keys at most once per refresh, only when
what it would show (the shown bindings in the active language, the width, the keys to leave out
first) differs from what it shows, and only while its screen is current (shown, or just beneath the one shown).
A key turning on or off (Undo once there is something to undo, Redo after an undo) is not a rebuild:
only that key's look changes (dimmed or not), in place, so an undo or a redo draws one or two keys again
(without applying the stylesheet to them) instead of building every key again and laying out the footer.
That flip is made at once, in the change that refreshed the bindings (a move's handler), so the keys are
drawn in the move's own frame; only a rebuild waits for the refresh to be done.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Self

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import ActiveBinding
from textual.geometry import Region, Size
from textual.screen import Screen
from textual.strip import Strip
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from companion.services.i18n import _
from screens.textual_words import key_description

#: A footer key's identity: the key and the action it runs.
KeyId = tuple[str, str]
#: How a key that is off looks: dimmed, as Textual's `FooterKey.-disabled { text-style: dim; }` has it.
DIMMED = Style(dim=True)


def keys_to_leave_out(widths: list[tuple[str, int]], gap: int, room: int, dropped_first: tuple[str, ...]) -> set[str]:
    """The actions to leave out so that keys of these (action, width) pairs, `gap` apart, fit in `room` columns."""
    needed = sum(width for _, width in widths) + gap * max(len(widths) - 1, 0)
    out: set[str] = set()
    for action in dropped_first:
        if needed <= room:
            break
        for name, width in widths:
            if name == action and name not in out:
                out.add(name)
                needed -= width + gap
    return out


class SwitchableFooterKey(FooterKey):
    """A footer key that can be turned on or off where it is, without building the footer's keys again.

    A key keeps the lines it was last drawn with in each of its two states (on, off): in the player's order (act,
    undo, redo) Redo turns off, on, off again at every move, and each flip drew the key again through Textual's
    pipeline (its text, its two component styles, its padding) for a line it had drawn before. A flip draws from
    the kept lines; anything else that could change the key's look (a refresh of any other kind: a new description,
    the mouse over it, a style set; new styles from the stylesheet: a class, a theme) forgets them.
    """

    #: The lines drawn in each state, with the crop and the size they were drawn for (see `render_lines`).
    _looks: dict[bool, tuple[Region, Size, list[Strip]]]
    #: True while a flip refreshes the key: that refresh keeps the drawn lines.
    _flipping = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._looks = {}  # set first: Textual's own set-up may refresh the key
        super().__init__(*args, **kwargs)

    @property
    def enabled(self) -> bool:
        """Whether the key does something now (a disabled key is dimmed and a click on it only rings)."""
        return not self.has_class("-disabled")

    def show_enabled(self, enabled: bool) -> None:
        """Dim the key (off) or not (on): the key drawn again, with no restyle and no layout (its width stays).

        The `-disabled` class is kept for what asks for it (a click, the next build), but without applying the
        stylesheet again to the key and its two component styles: the dimming is drawn by `render` (the same
        look the class's `text-style: dim` gives; tests/tui/test_footer_rebuilds.py compares the two). Only a
        key the stylesheet itself dimmed (built off) is restyled when it turns on, once.
        """
        if enabled == self.enabled:
            return
        self.set_class(not enabled, "-disabled", update=False)
        if enabled and self.styles.text_style.dim:
            # The class's dimming is in the key's styles: taken away now (not at the app's next idle, which
            # would draw the key in a frame after the move's).
            self.app.stylesheet.update_nodes([self], animate=False)
        else:
            self._flipping = True
            try:
                self.refresh()
            finally:
                self._flipping = False

    def render_lines(self, crop: Region) -> list[Strip]:
        """The key's lines as Textual draws them; in a state drawn before, at the same crop and size, those kept."""
        enabled, size = self.enabled, self.size
        kept = self._looks.get(enabled)
        if kept is not None and kept[0] == crop and kept[1] == size:
            return kept[2]
        strips = super().render_lines(crop)
        self._looks[enabled] = (crop, size, strips)
        return strips

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        """Refresh; any refresh but a flip's forgets the lines kept for each state."""
        if not self._flipping:
            self._looks.clear()
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def notify_style_update(self) -> None:
        """New styles (a class, the stylesheet, a theme): the lines kept for each state are drawn again."""
        self._looks.clear()
        super().notify_style_update()

    def render(self) -> Text:
        """The key as Textual's footer draws it, dimmed while it is off."""
        drawn = super().render()
        if not self.enabled:
            drawn.stylize_before(DIMMED)
        return drawn

    def on_mouse_down(self) -> None:
        """A click presses the key, or rings when it is off (as Textual's key does, from its current state)."""
        if self.enabled:
            self.app.simulate_key(self.key)
        else:
            self.app.bell()


def switchable(key: FooterKey) -> SwitchableFooterKey:
    """The same key as Textual's footer built it, as a key that can be turned on or off in place."""
    tooltip = key.tooltip if isinstance(key.tooltip, str) else ""
    made = SwitchableFooterKey(key.key, key.key_display, key.description, key.action,
                               disabled=key.has_class("-disabled"), tooltip=tooltip,
                               classes=" ".join(name for name in key.classes if name != "-disabled"))
    if not key.has_class("-command-palette"):  # as Textual binds its keys (the palette's key is not bound)
        made.data_bind(compact=TextualFooter.compact)
    return made


class Footer(TextualFooter):
    """Textual's footer with the bindings' descriptions and tooltips in the active language, fitted to its width."""

    #: What the keys were last composed for (`_keys_signature`); None before the first compose.
    _composed_for: tuple[Hashable, ...] | None = None
    #: True while a rebuild is asked for and not yet done (several asks in one refresh make one rebuild).
    _rebuild_asked = False
    #: True while a fit waits for the screen to lay out keys just drawn (`_fit_after_layout`).
    _waiting_for_layout = False

    def _keys_signature(self, active: dict[str, ActiveBinding] | None = None) -> tuple[Hashable, ...]:
        """What `compose` would show now, each key's being on or off aside: the shown bindings as they
        read in the active language, the command palette's key, the width and the keys the screen leaves
        out first. `active`: the screen's active bindings, when the caller has them already."""
        if not self._bindings_ready:
            return (False,)
        active = self.screen.active_bindings if active is None else active
        shown = tuple(
            (key, binding.action, key_description(binding.description) if binding.description else "", binding.key_display,
             self.app.get_key_display(binding), binding.group, _(tooltip) if tooltip else "")
            for key, (_node, binding, _enabled, tooltip) in active.items() if binding.show
        )
        palette = active.get(self.app.COMMAND_PALETTE_BINDING) if self.show_command_palette else None
        palette_key = None if palette is None else palette.binding.key
        return (True, shown, palette_key, self.compact, self.size.width,
                tuple(getattr(self.screen, "FOOTER_DROPPED_FIRST", ())))

    def _enabled_keys(self, active: dict[str, ActiveBinding]) -> dict[KeyId, bool]:
        """Whether each shown key (and the command palette's) is on now, by key and action, from the screen's
        active bindings."""
        if not self._bindings_ready:
            return {}
        enabled: dict[KeyId, bool] = {}
        for _node, binding, on, _tooltip in active.values():
            if binding.show or binding.key == self.app.COMMAND_PALETTE_BINDING:
                enabled.setdefault((binding.key, binding.action), on)
        return enabled

    def compose(self) -> ComposeResult:
        self._composed_for = self._keys_signature()
        for widget in super().compose():
            if isinstance(widget, FooterKey):
                widget = switchable(widget)
                # The key is bound to the footer's `compact`, whose watcher adds this class once the key
                # is mounted and then restyles it (and the screen's styles are applied again to each
                # key, every time the footer is drawn again): given before mounting, that costs nothing.
                widget.set_class(self.compact, "-compact", update=False)
                widget.description = key_description(widget.description) if widget.description else ""
                if isinstance(widget.tooltip, str) and widget.tooltip:
                    widget.tooltip = _(widget.tooltip)
            yield widget

    async def recompose(self) -> None:
        """Draw the keys again, then leave out those that do not fit."""
        await super().recompose()
        self.call_after_refresh(self._fit_keys)

    def on_mount(self) -> None:
        """Hear of the screen's bindings as they are refreshed, not after (see `_hear_bindings_at_once`)."""
        self.call_next(self._hear_bindings_at_once)

    def _hear_bindings_at_once(self) -> None:
        """Textual's footer subscribes to the screen's bindings with a callback posted to itself, which runs after
        the frame of the move that refreshed them has been drawn: a key turned on or off then takes a frame of its
        own. Subscribed instead with `immediate`, the footer hears the refresh inside the move's handler."""
        signal = self.screen.bindings_updated_signal
        signal.unsubscribe(self)
        signal.subscribe(self, self.bindings_changed, immediate=True)

    def bindings_changed(self, screen: Screen) -> None:
        """The screen's bindings were refreshed: rebuild the keys once this refresh is done, if they changed.

        A footer whose screen is no longer current waits: its screen refreshes its bindings again
        when it comes back on top.
        """
        self._bindings_ready = True
        if screen.app.app_focus and self.is_attached and screen is self.screen and screen.is_current:
            if not self._rebuild_asked and self._composed_for is not None and self.size.width:
                # Most refreshes only turn keys on or off (Undo, Redo after a move): shown now, in the change
                # that asked, so the keys are drawn in the move's own frame, not in one after it. The bindings are
                # those the screen read for this refresh, when it hands them (`binding_refresh.ChangedBindingsOnly`).
                active = getattr(screen, "bindings_read", None) or screen.active_bindings
                if self._keys_signature(active) == self._composed_for:
                    self._show_enabled(active)
                    return
            # Heard inside another widget's handler: the rebuild is asked from the footer's own messages, so that
            # its keys are composed as the footer's (Textual binds each key to the footer's `compact`).
            self.call_next(self._ask_rebuild)

    def on_resize(self) -> None:
        """A new width: every key drawn again (if the width is not the one they were fitted to), then fitted."""
        self._ask_rebuild()

    def _ask_rebuild(self) -> None:
        """Rebuild the keys after this refresh, unless a rebuild is already asked for."""
        if not self._rebuild_asked:
            self._rebuild_asked = True
            self.call_after_refresh(self._rebuild_if_changed)

    async def _rebuild_if_changed(self) -> None:
        """Rebuild the keys, unless they would come out as they are (then only the keys turned on or off
        change their look) or the screen is no longer current."""
        self._rebuild_asked = False
        if not self.is_attached or not self.screen.is_current:
            return
        # The screen's active bindings are asked for once: a frame's are its own and its game area's, each
        # action's state checked (the footer's share of a move's own Python).
        active = self.screen.active_bindings
        if self._keys_signature(active) != self._composed_for:
            await self.recompose()
            return
        self._show_enabled(active)

    def _show_enabled(self, active: dict[str, ActiveBinding]) -> None:
        """Turn on or off, in place, the keys whose state differs from the screen's active bindings."""
        enabled = self._enabled_keys(active)
        for key in self.query(SwitchableFooterKey):
            on = enabled.get((key.key, key.action))
            if on is not None and on != key.enabled:
                key.show_enabled(on)

    def _fit_keys(self) -> None:
        """Leave out, in the screen's order, the keys that do not fit beside the command palette's key.

        The keys are measured once laid out. A busy machine can run this several times before the screen lays out
        keys just drawn (the screen covered by another, updates held in a batch): then the fit waits for the
        screen's next layout, however many refreshes away it is, rather than giving up after a few. The room
        is measured from sizes alone (the footer's width less the palette key's), which the layout sets together,
        never from positions on the screen, which can lag behind them."""
        if not self.is_attached or self.parent is None:
            return  # its screen has gone since this fit was asked for
        every = list(self.query(FooterKey))
        if any(not key.outer_size.width for key in every if key.display) or not self.size.width:
            self._fit_after_layout()
            return
        keys = [key for key in every if not key.has_class("-command-palette") and key.display]
        palette = [key for key in every if key.has_class("-command-palette") and key.display]
        dropped_first = tuple(getattr(self.screen, "FOOTER_DROPPED_FIRST", ()))
        if not keys or not dropped_first:
            return
        room = self.size.width - sum(key.outer_size.width + key.styles.margin.width for key in palette)
        # Neighbouring keys' margins are collapsed into the larger one by the horizontal layout.
        gap = max(keys[0].styles.margin.right, keys[1].styles.margin.left) if len(keys) > 1 else 0
        out = keys_to_leave_out([(key.action, key.outer_size.width) for key in keys], gap, room, dropped_first)
        for key in keys:
            if key.action in out:
                key.display = False

    def _fit_after_layout(self) -> None:
        """Fit the keys once the screen has laid them out (heard once, however many layouts away)."""
        if not self._waiting_for_layout:
            self._waiting_for_layout = True
            self.screen.screen_layout_refresh_signal.subscribe(self, self._screen_laid_out)

    def _screen_laid_out(self, _screen: Screen) -> None:
        self._waiting_for_layout = False
        self.screen.screen_layout_refresh_signal.unsubscribe(self)
        self._fit_keys()
