"""The footer in the interface's language, fitted to the width: Textual's footer, each key's description and
tooltip translated, and the keys that do not fit left out, the screen's least needed first.

Bindings keep their English text (marked with `N_`, the catalogue's msgid); this footer
translates it as it draws, so switching the language only needs the footer's keys told their new words.
A screen names the actions its footer may leave out when the terminal is narrow
(`FOOTER_DROPPED_FIRST`, the first given first); their keys still work, and the help screen and the
command palette still list them.

Textual's footer removes every key widget and mounts new ones (each styled, the screen laid out again) each time
the screen's bindings are refreshed. This footer keeps its key widgets for as long as its screen lives, and changes
only what changed, in place:
- a key turning on or off (Undo once there is something to undo, Redo after an undo) is only dimmed or not: the
  key drawn again, no restyle, no layout (`SwitchableFooterKey.show_enabled`);
- a key that goes (a refusal's House rule after an undo, a fight's keys at its end, a dialog's) is hidden
  (`display = False`), kept for the next key that comes: that one is the hidden key told its new key, action, words
  and tooltip; only when the footer has fewer keys than it must show is a key mounted (the first time the screen
  shows that many), so keys coming and going mount and remove nothing, and restyle nothing;
- the keys that do not fit are worked out from the keys' own widths (their text, paddings and margins, as Textual's
  layout measures a key of `width: auto`), not after a layout: each change is laid out once, already fitted.
- a key left out for the width may share a shown key's place (the screen's `FOOTER_SHARED_PLACES`: Redo, Undo's): it
  shows there while it is on, its words drawn by the place's key widget, in a place as wide as either key, so that its
  turning on or off draws one key and lays nothing out (after an undo at 80 columns the player sees "^y Redo").
Every change is made at once, in the change that refreshed the bindings (a move's handler), so the keys are drawn in
the move's own frame, a key mounted then too (registered and styled as it is mounted, so measured at once); only the
first keys, a new width and grouped bindings wait for the refresh to be done, in the footer's own messages. (Composing
the first keys with the footer, so that they are in the screen's first frame, was tried: in a real terminal it made a
10,000-action board's first drawing about 180 ms longer, docs/benchmarks.md "Quiet machine after the twelfth pass".)
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.css.scalar import Scalar
from textual.dom import DOMNode
from textual.geometry import Region, Size
from textual.message import Message
from textual.screen import Screen
from textual.strip import Strip
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey

from companion.services.i18n import _
from screens.textual_words import key_description

#: A footer key's identity: the key and the action it runs.
KeyId = tuple[str, str]
#: How a key that is off looks: dimmed, as Textual's `FooterKey.-disabled { text-style: dim; }` has it.
DIMMED = Style(dim=True)
#: A guest key shown in a key's place is drawn as it is, on, however its host's own styles are dimmed.
UNDIMMED = Style(dim=False)
#: How many measures of its width a footer key keeps (a few words in a few rooms; more are measured afresh).
MEASURES_KEPT = 8


@dataclass(frozen=True)
class KeyLook:
    """What one footer key shows, as Textual's footer builds it from a binding, in the active language."""

    key: str
    action: str
    key_display: str
    description: str
    tooltip: str
    enabled: bool
    #: The command palette's key (docked right, last).
    palette: bool = False


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
    pipeline (its text, its two component styles, its padding) for a line it had drawn before. The lines are kept by
    everything the key's drawing reads besides its styles (the key shown in its place, its words, both keys' states)
    with the crop and size they were drawn for, so a refresh that changes none of these (a flip, the key shown again
    after it was parked, the key moved along the footer as others come or go) draws from the kept lines; new styles
    (a class, the stylesheet, a theme, the mouse over it) forget them.
    """

    #: The lines drawn for each look (`_look`: the key shown in this place, its words and state, this key's state),
    #: with the crop and the size they were drawn for (see `render_lines`).
    _looks: dict[tuple[Hashable, ...], tuple[Region, Size, list[Strip]]]
    #: True while the key is hidden because no key needs it now (kept to show the next key that comes).
    parked = False
    #: The key left out for the width that shows in this key's place while it is on (Redo in Undo's place at 80
    #: columns: `Footer._fit`, the screen's `FOOTER_SHARED_PLACES`); None while the place is this key's alone.
    guest: SwitchableFooterKey | None = None
    #: The key in whose place this key shows while it is on (this key being its guest), or None.
    host: SwitchableFooterKey | None = None
    #: This key's own tooltip (`tooltip` gives the tooltip of the key shown in its place).
    _own_tooltip: VisualType | None = None
    #: The key's content widths as measured (`get_content_width`), by what each was measured for (the footer's fit
    #: and Textual's layout measure it in different rooms).
    _measured: dict[tuple[Hashable, ...], int]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._looks, self._measured = {}, {}  # set first: Textual's own set-up may refresh and measure the key
        super().__init__(*args, **kwargs)

    @property
    def enabled(self) -> bool:
        """Whether the key does something now (a disabled key is dimmed and a click on it only rings)."""
        return not self.has_class("-disabled")

    @property
    def is_palette(self) -> bool:
        """Whether this is the command palette's key (docked right)."""
        return self.has_class("-command-palette")

    @property
    def shown(self) -> SwitchableFooterKey:
        """The key this place shows now: its guest while the guest is on, else this key."""
        guest = self.guest
        return guest if guest is not None and guest.enabled else self

    @property
    def tooltip(self) -> VisualType | None:
        """The tooltip of the key shown in this place (the guest's while the guest shows)."""
        return self.shown._own_tooltip

    @tooltip.setter
    def tooltip(self, tooltip: VisualType | None) -> None:
        self._own_tooltip = tooltip
        Widget.tooltip.fset(self, tooltip)  # type: ignore[attr-defined]  # a property, its setter as Textual has it

    def show(self, look: KeyLook) -> None:
        """Show this key, action, words and tooltip, on or off, in place: drawn again (and the footer laid out) only
        if its words changed; no restyle (but a key the stylesheet dimmed turning on, see `show_enabled`)."""
        self.key, self.action = look.key, look.action
        if (self.key_display, self.description) != (look.key_display, look.description):
            self.key_display, self.description = look.key_display, look.description
            self.refresh(layout=True)
            if self.host is not None:
                self.host.refresh()  # its place shows these words while this key is on
        if (self._own_tooltip or "") != look.tooltip:
            self.tooltip = look.tooltip or None
        self.show_enabled(look.enabled)

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
            self.refresh()  # drawn from the lines kept for that look, if drawn before; no layout
        if self.host is not None:  # a guest turning on shows in its host's place, turning off gives it back
            self.host.refresh()
            self.host.tooltip = self.host._own_tooltip  # the tooltip on screen, if any, follows

    def _look(self) -> tuple[Hashable, ...]:
        """What the key's drawing reads besides its styles (`render`): the key shown in its place, its words and
        state, and this key's own state (a guest is drawn over its host's styles)."""
        shown = self.shown
        return shown.key, shown.key_display, shown.description, shown.enabled, self.enabled

    def get_content_width(self, container: Size, viewport: Size) -> int:
        """The width of the key's text as Textual measures it (`width: auto`), kept with what it was measured for
        (the words shown, the compactness, the room): a fit measures every key, and so does each layout after a
        refresh (which forgets Textual's own measure), while a key's words rarely change. Counted from the words and
        the paddings (`text_width`), not measured by drawing the key's text as Textual's measure does: a key shown for
        the first time (a fight's seven keys) was drawn twice, to be measured and to be shown."""
        shown = self.shown
        measured_for = (shown.key_display, shown.description, self.compact, container.width)
        width = self._measured.get(measured_for)
        if width is None:
            if len(self._measured) >= MEASURES_KEPT:
                self._measured.clear()
            width = self._measured[measured_for] = self.text_width()
        return width

    def text_width(self) -> int:
        """The cells of the text `render` draws (Textual's `FooterKey.render`: the key between its component's
        paddings, then the words between theirs; the key alone when it has no words), counted without drawing it."""
        shown = self.shown
        if not shown.description:
            return cell_len(shown.key_display)
        key = self.get_component_styles("footer-key--key").padding
        words = self.get_component_styles("footer-key--description").padding
        return (key.left + cell_len(shown.key_display) + key.right
                + words.left + cell_len(shown.description) + words.right)

    def render_lines(self, crop: Region) -> list[Strip]:
        """The key's lines as Textual draws them; in a look drawn before, at the same crop and size, those kept."""
        look, size = self._look(), self.size
        kept = self._looks.get(look)
        if kept is not None and kept[0] == crop and kept[1] == size:
            return kept[2]
        strips = super().render_lines(crop)
        self._looks[look] = (crop, size, strips)
        return strips

    def notify_style_update(self) -> None:
        """New styles (a class, the stylesheet, a theme): the lines kept for each state are drawn again, and the key
        measured again (its paddings may have changed); the component styles the footer's keys share are worked out
        again."""
        self._looks.clear()
        self._measured.clear()
        if isinstance(footer := self.parent, Footer):
            footer.key_styles.clear()
        super().notify_style_update()

    def get_component_rich_style(self, *names: str, partial: bool = False, default: Style | None = None) -> Style:
        """A component's style (the key's, its words'), shared by the footer's keys that look alike (the same classes,
        the mouse over them or not, the theme): Textual works it out for each key, again after each refresh, walking
        the key's styles and its ancestors', about a tenth of a millisecond a component; a key drawn for the first
        time (a fight's seven keys as the first fight begins) took the footer's shared ones. Forgotten whenever a key
        or the footer takes new styles."""
        footer = self.parent
        if default is not None or not isinstance(footer, Footer):
            return super().get_component_rich_style(*names, partial=partial, default=default)
        look = (names, partial, frozenset(self.classes), self.mouse_hover, self.app.theme)
        style = footer.key_styles.get(look)
        if style is None:
            style = footer.key_styles[look] = super().get_component_rich_style(*names, partial=partial)
        return style

    def render(self) -> Text:
        """The key as Textual's footer draws it, dimmed while it is off; while its guest is on, the guest's key and
        words, not dimmed (whatever this key's own state)."""
        shown = self.shown
        if shown is self:
            drawn = super().render()
            if not self.enabled:
                drawn.stylize_before(DIMMED)
            return drawn
        own = self.key_display, self.description
        self.key_display, self.description = shown.key_display, shown.description  # drawn by Textual's footer key
        try:
            drawn = super().render()
        finally:
            self.key_display, self.description = own
        drawn.stylize(UNDIMMED)  # over a dimming of this key's own styles (built off)
        return drawn

    def on_mouse_down(self, event: events.MouseDown | None = None) -> None:
        """A click presses the key, or rings when it is off (as Textual's key does, from its current state), once:
        Textual's own handler (each class's handler is run, along the class's bases), which pressed it a second
        time, is not run. (Textual hands the event to a handler that takes a parameter.)"""
        if event is not None:
            event.prevent_default()
        shown = self.shown
        if shown.enabled:
            self.app.simulate_key(shown.key)
        else:
            self.app.bell()


def keys_hidden_now(node: DOMNode, active: Mapping[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """A node's own footer keys that its state hides now (not in the screen's `active` bindings), for a screen's
    `keys_to_come`: the footer gives them hidden key widgets ahead (`Footer._mount_keys_to_come`). Each is given as on:
    a key widget made on is turned off by a redraw alone, whereas one made off (dimmed by the stylesheet) is restyled
    when it turns on."""
    return {key: ActiveBinding(node, binding, True, binding.tooltip) for key, binding in node._bindings.copy()
            if binding.show and key not in active}


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
    """Textual's footer with the bindings' descriptions and tooltips in the active language, fitted to its width,
    its key widgets kept and changed in place (see the module's docstring)."""

    #: What the keys were last shown for (`_keys_signature`); None before the first keys.
    _composed_for: tuple[Hashable, ...] | None = None
    #: True while a deferred update is asked for and not yet done (several asks in one refresh make one update).
    _rebuild_asked = False
    #: True once the keys the screen may show later were given key widgets ahead (`_mount_keys_to_come`).
    _keys_to_come_asked = False
    #: True once the footer told its screen that its first keys are drawn (`KeysDrawn`).
    _keys_drawn_told = False

    class KeysDrawn(Message):
        """The footer's first keys, and the keys to come (mounted hidden), are drawn: posted once, after the refresh
        that draws them, to the footer's screen (`screens.session.drawn_whole`: a board's opening puts work off until
        then)."""
    #: The component styles of the keys, shared by the keys that look alike (`SwitchableFooterKey.get_component_rich_style`).
    key_styles: dict[tuple[Hashable, ...], Style]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.key_styles = {}  # set first: Textual's own set-up may style the footer
        super().__init__(*args, **kwargs)

    def notify_style_update(self) -> None:
        """New styles for the footer (a class, the stylesheet, a theme): its keys' shared component styles are worked
        out again."""
        self.key_styles.clear()
        super().notify_style_update()

    def _keys_signature(self, active: dict[str, ActiveBinding] | None = None) -> tuple[Hashable, ...]:
        """What the footer would show now, each key's being on or off aside: the shown bindings as they
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

    def _key_looks(self, active: dict[str, ActiveBinding]) -> list[KeyLook] | None:
        """The keys Textual's footer builds for these active bindings (`Footer.compose`: one key per action, its first
        binding's, in the bindings' order; the command palette's key last), in the active language. None when
        bindings are grouped (several keys of one group, drawn by Textual as a group: composed as it composes them)."""
        first: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in active.values():
            if binding.show:
                first.setdefault(binding.action, (binding, enabled, tooltip))
        looks: list[KeyLook] = []
        group: object = None
        for binding, enabled, tooltip in first.values():
            if binding.group is not None and binding.group == group:
                return None
            group = binding.group
            looks.append(KeyLook(binding.key, binding.action, self.app.get_key_display(binding),
                                 key_description(binding.description) if binding.description else "",
                                 _(tooltip) if tooltip else "", enabled))
        palette = active.get(self.app.COMMAND_PALETTE_BINDING)
        if palette is not None and self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE:
            binding, enabled = palette.binding, palette.enabled
            tooltip = binding.tooltip or binding.description
            looks.append(KeyLook(binding.key, binding.action, self.app.get_key_display(binding),
                                 key_description(binding.description) if binding.description else "",
                                 _(tooltip) if tooltip else "", enabled, palette=True))
        return looks

    def compose(self) -> ComposeResult:
        """Textual's keys, each a key that can change in place (used for grouped bindings only: see `_key_looks`)."""
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
        """The keys shown again for the screen's bindings as they read now (after a change of language: their words
        told to the keys in place), fitted to the width."""
        if not self._bindings_ready or not self.is_attached:
            await super().recompose()
            return
        await self._show_keys(self.screen.active_bindings)

    def watch_compact(self, compact: bool) -> None:
        """The keys follow the footer's `compact`, as Textual binds each key to it (`data_bind`, which a key mounted
        outside the footer's own messages cannot use: it binds to the widget whose handler runs)."""
        for key in self.query_children(SwitchableFooterKey):
            if not key.is_palette:
                key.compact = compact

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
        """The screen's bindings were refreshed: the keys shown change at once.

        A footer whose screen is no longer current waits: its screen refreshes its bindings again
        when it comes back on top.
        """
        self._bindings_ready = True
        if screen.app.app_focus and self.is_attached and screen is self.screen and screen.is_current:
            if not self._rebuild_asked and self._composed_for is not None and self.size.width:
                # Most refreshes only turn keys on or off (Undo, Redo after a move), others show or hide a few keys:
                # shown now, in the change that asked, so the keys are drawn in the move's own frame, not in one after
                # it. The bindings are those the screen read for this refresh, when it hands them
                # (`binding_refresh.ChangedBindingsOnly`).
                active = getattr(screen, "bindings_read", None) or screen.active_bindings
                if self._keys_signature(active) == self._composed_for:
                    self._show_enabled(active)
                    return
                if self._show_keys_now(active):
                    return
            # The first keys (once the footer has its width) and grouped bindings: from the footer's own messages.
            self.call_next(self._ask_rebuild)

    def on_resize(self) -> None:
        """A new width: the keys fitted to it (if it is not the one they were fitted to)."""
        self._ask_rebuild()

    def _ask_rebuild(self) -> None:
        """Update the keys after this refresh, unless an update is already asked for."""
        if not self._rebuild_asked:
            self._rebuild_asked = True
            self.call_after_refresh(self._rebuild_if_changed)

    async def _rebuild_if_changed(self) -> None:
        """Show the keys the screen's bindings ask for, unless they are those shown (then only the keys turned on or
        off change their look) or the screen is no longer current."""
        self._rebuild_asked = False
        if not self.is_attached or not self.screen.is_current:
            return
        # The screen's active bindings are asked for once: a frame's are its own and its game area's, each
        # action's state checked (the footer's share of a move's own Python).
        active = self.screen.active_bindings
        if self._keys_signature(active) != self._composed_for:
            await self._show_keys(active)
            return
        self._show_enabled(active)

    def _show_enabled(self, active: dict[str, ActiveBinding]) -> None:
        """Turn on or off, in place, the keys whose state differs from the screen's active bindings (which keys are
        left out does not depend on it: a key flips at every move, Redo in the player's order, without a layout)."""
        enabled = self._enabled_keys(active)
        for key in self.query(SwitchableFooterKey):
            on = enabled.get((key.key, key.action))
            if on is not None and on != key.enabled:
                key.show_enabled(on)

    def _show_keys_now(self, active: dict[str, ActiveBinding]) -> bool:
        """Show the keys of these bindings at once: the footer's key widgets told what they show, keys mounted only
        when it has too few (registered and styled as they are mounted, so measured at once; not waited for), fitted
        to the width. False for grouped bindings (composed as Textual composes them, in the footer's own messages)."""
        looks = self._key_looks(active)
        if looks is None or not self._keys_only():
            return False
        placed, parked, new = self._place(looks)
        if new:
            self.mount_all(new)
        if any(key.parent is not self for key in placed):  # a footer being taken away mounts nothing: none to show
            return False
        self._arrange(placed, parked)
        self._composed_for = self._keys_signature(active)
        if not self._keys_to_come_asked:  # right after the first keys, in the footer's own messages
            self._keys_to_come_asked = True
            self.call_later(self._mount_keys_to_come)
        return True

    async def _mount_keys_to_come(self) -> None:
        """Mount, hidden, a key widget for each key the screen says it may show later (`keys_to_come`: a board's own
        keys its state hides now, a fight's outside a fight) that no key widget has yet. Done once, just after the first
        keys are drawn (before the player can press anything): the first time those keys come (the first fight after
        opening) they are parked keys shown in the move's own layout and frame, not new widgets mounted in the messages
        after the move, laid out and drawn in a second frame of their own; and they are measured here, not in that move."""
        to_come = getattr(self.screen, "keys_to_come", None)
        if to_come is None or not self.is_attached:
            self._tell_keys_drawn()
            return
        have = {(key.key, key.action) for key in self.query_children(SwitchableFooterKey)}
        new = [self._new_key(look) for look in self._key_looks(to_come()) or ()
               if not look.palette and (look.key, look.action) not in have]
        for key in new:
            key.parked = True
        if new:
            await self.mount_all(new)
            for key in new:  # measured now (styled once mounted), not in the move that first shows them
                if key.is_attached:  # a board closed meanwhile removed its footer: its keys' styles are gone
                    self.key_width(key)
        self._tell_keys_drawn()

    def _tell_keys_drawn(self) -> None:
        """Once, after the refresh that draws the first keys (and the keys to come): tell the screen (`KeysDrawn`)."""
        if not self._keys_drawn_told and self.is_attached:
            self._keys_drawn_told = True
            self.call_after_refresh(self.post_message, self.KeysDrawn())

    async def _show_keys(self, active: dict[str, ActiveBinding]) -> None:
        """Show the keys of these bindings (`_show_keys_now`); grouped bindings composed as Textual composes them."""
        if self._key_looks(active) is None:
            self._bindings_ready = True
            await super().recompose()  # compose (above) records what it shows
            self._tell_keys_drawn()  # grouped keys: no keys to come
            return
        if not self._keys_only():
            await self.remove_children()  # a group's keys, composed by Textual
        self._show_keys_now(active)

    def _keys_only(self) -> bool:
        """Whether the footer holds keys alone (no group of keys composed by Textual)."""
        return all(isinstance(child, SwitchableFooterKey) for child in self.children)

    def _matched(self, looks: list[KeyLook]) -> tuple[list[SwitchableFooterKey | None], list[SwitchableFooterKey],
                                                      list[SwitchableFooterKey]]:
        """The key widget already showing each look's key (None: none), the key widgets free to show another key
        (the palette's aside, in the footer's order) and the palette's keys no look wants."""
        keys = [key for key in self.children if isinstance(key, SwitchableFooterKey)]
        showing = {(key.key, key.action, key.is_palette): key for key in keys}
        kept = [showing.pop((look.key, look.action, look.palette), None) for look in looks]
        free = set(showing.values())
        spare = [key for key in keys if key in free and not key.is_palette]
        return kept, spare, [key for key in keys if key in free and key.is_palette]

    def _place(self, looks: list[KeyLook]) -> tuple[list[SwitchableFooterKey], list[SwitchableFooterKey],
                                                    list[SwitchableFooterKey]]:
        """Each look given a key widget, in order: the one already showing its key, else a spare one told the new
        key, else a new one (hidden until fitted). The key widgets in the looks' order, those left over (to hide)
        and the new ones (to mount)."""
        kept, spare, unwanted = self._matched(looks)
        placed: list[SwitchableFooterKey] = []
        new: list[SwitchableFooterKey] = []
        for key, look in zip(kept, looks):
            if key is None and spare and not look.palette:
                key = spare.pop(0)
            if key is None:
                key = self._new_key(look)
                new.append(key)
            else:
                key.show(look)
            placed.append(key)
        return placed, spare + unwanted, new

    def _arrange(self, placed: list[SwitchableFooterKey], parked: list[SwitchableFooterKey]) -> None:
        """The keys left over hidden where they are, the others put in their order (moved only if out of it),
        fitted."""
        for key in parked:
            key.parked = True
            key.display = False
        wanted = set(placed)
        if [child for child in self.children if child in wanted] != placed:
            for before, key in zip(placed, placed[1:]):
                self.move_child(key, after=before)
        self._fit(placed)

    def _new_key(self, look: KeyLook) -> SwitchableFooterKey:
        """A key widget for this look, as Textual's footer builds it (`switchable` of its key)."""
        made = SwitchableFooterKey(look.key, look.key_display, look.description, look.action, disabled=not look.enabled,
                                   tooltip=look.tooltip, classes="-command-palette" if look.palette else "")
        if not look.palette:  # as Textual binds its keys to the footer's `compact` (the palette's key is not bound)
            made.set_reactive(FooterKey.compact, self.compact)
        made.set_class(self.compact, "-compact", update=False)
        made.display = False  # shown by the fit, once mounted and styled (measured without a layout)
        return made

    def _fit(self, keys: list[SwitchableFooterKey]) -> None:
        """Show these keys but those left out, in the screen's order, so that the rest fit beside the command
        palette's key, from the keys' widths as Textual's layout gives them (`key_width`): no layout is waited for.
        A key left out that shares a shown key's place (`FOOTER_SHARED_PLACES`: Redo, Undo's) is that key's guest:
        shown in its place while it is on, in a place as wide as either key, so that its turning on or off lays
        nothing out. Before the footer is first laid out (no width yet), every key shows; its first size fits them."""
        palette = [key for key in keys if key.is_palette]
        shown = [key for key in keys if not key.is_palette]
        dropped_first = tuple(getattr(self.screen, "FOOTER_DROPPED_FIRST", ()))
        hosted = {key: key.guest for key in self.query_children(SwitchableFooterKey)}
        for key in hosted:  # measured as the keys they are (a host draws its guest while the guest is on)
            key.guest = key.host = None
        out: set[str] = set()
        guests: dict[SwitchableFooterKey, SwitchableFooterKey] = {}
        widths: dict[SwitchableFooterKey, int] = {}
        width = self.size.width
        if shown and dropped_first and width:
            room = width - sum(self.key_width(key) + key.styles.margin.width for key in palette)
            # Neighbouring keys' margins are collapsed into the larger one by the horizontal layout.
            gap = max(shown[0].styles.margin.right, shown[1].styles.margin.left) if len(shown) > 1 else 0
            widths = {key: self.key_width(key) for key in shown}
            out = keys_to_leave_out([(key.action, widths[key]) for key in shown], gap, room, dropped_first)
            guests = self._guests(shown, out)
            if any(widths[guest] > widths[host] for host, guest in guests.items()):  # the places widened: fitted again
                places = {key: max(widths[key], widths[guest]) if (guest := guests.get(key)) else widths[key]
                          for key in shown}
                out = keys_to_leave_out([(key.action, places[key]) for key in shown], gap, room, dropped_first)
                guests = self._guests(shown, out)
        for key in keys:
            key.parked = False
            key.display = key.action not in out or key.is_palette
        for host, guest in guests.items():
            host.guest, guest.host = guest, host
        for key, guest in hosted.items():
            if key.guest is not guest:  # a place taken or given back
                key.refresh()
                key.tooltip = key._own_tooltip
        for host in set(hosted) | set(guests):  # a place as wide as its two keys (their widths equal: as it is)
            guest = host.guest
            fixed = None if guest is None or widths[host] == widths[guest] else Scalar.from_number(
                max(widths[host], widths[guest]))
            if host.styles.inline.width != fixed:
                host.styles.width = fixed

    def _guests(self, shown: list[SwitchableFooterKey], out: set[str]) -> dict[SwitchableFooterKey,
                                                                               SwitchableFooterKey]:
        """The keys left out (`out`) that show in a shown key's place while they are on, by that key (their host):
        the screen's `FOOTER_SHARED_PLACES`, (host's action, guest's action) pairs."""
        by_action = {key.action: key for key in shown}
        guests: dict[SwitchableFooterKey, SwitchableFooterKey] = {}
        for host_action, guest_action in getattr(self.screen, "FOOTER_SHARED_PLACES", ()):
            host, guest = by_action.get(host_action), by_action.get(guest_action)
            if host is not None and guest is not None and guest_action in out and host_action not in out:
                guests[host] = guest
        return guests

    def key_width(self, key: SwitchableFooterKey) -> int:
        """A key's width as the footer's horizontal layout gives it (`width: auto`): its content's width (its text,
        measured as Textual measures it) and its padding and border."""
        gutter, margin = key.styles.gutter, key.styles.margin
        container = Size(max(self.size.width - gutter.width - margin.width, 0), 1)
        return key.get_content_width(container, self.screen.size) + gutter.width
