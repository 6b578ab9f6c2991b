"""The Textual internals this project builds on are the ones reviewed: a new Textual fails here first.

Textual is pinned (pyproject.toml), and a few screens rely on how its private code behaves in that
version: the compositor's partial update (`screens/dirty_compositor.py`), the screen's layout,
resize and first resume (`screens/layout_settling.py`),
the action log's list of kept lines (`screens/kept_line_list.py`, which skips a layout's size update that changes
nothing), the input's virtual size, its suggestion on each keystroke, its empty line's looks and its cursor's blink
begun again by the board's keys (`screens/command_line.py`) and
the footer's keys and its subscription to the screen's bindings (`screens/localized_footer.py`), the map room's scroll
bar renderer (`screens/runs_scroll_bar.py`), the lines a widget keeps
for its recent contents (`screens/recent_looks.py`, the footer's keys), a short text's rows built from its lines
(`screens/row_text.py`), the rows a panel draws alone
(`screens/kept_rows.py`), a text field's own bindings run in order with its typing (`screens/ordered_keys.py`), the
app's restyle of a node not yet mounted and its themes' look-up (`companion/shell/app.py`), the session frame's handler of a widget's
`Update` (`screens/session_frame.py`), the palette's
"no matches" line
(`screens/command_palette.py`) and, in the tests, the Pilot's wait for an idle app (`tests/support/settled_waits.py`)
and for a button's press effect to end before a click or key reaches it (`tests/support/press_effects.py`). Each is
listed with a digest of its source as reviewed. When Textual moves, these fail until someone reads each changed member against the
override that relies on it and records the new digest (and the new version) here.
"""

from __future__ import annotations

import hashlib
import importlib
import inspect
from importlib.metadata import version

import pytest

#: The Textual release the overrides were reviewed against (pyproject.toml pins it).
REVIEWED_VERSION = "8.2.8"

#: Each private member relied on: the first 16 hex digits of the SHA-256 of its source, as reviewed.
REVIEWED = {
    "textual._compositor.Compositor._get_renders": "8ac93299aa5d3bef",
    "textual._compositor.Compositor.render_partial_update": "888dccc892d8ecc2",
    "textual._compositor.Compositor.reflow": "a08580a81a779473",
    "textual.screen.Screen._refresh_layout": "889715478130b7e0",
    # SettledLayout's own frame after a layout also draws the widgets the layout changed in place: it adds them to the
    # compositor's changed regions (`update_widgets`, which takes each widget's repaint regions) before Textual's
    # `_compositor_refresh` draws the update, and clears their repaint so their idle asks for no frame of its own.
    "textual.screen.Screen._compositor_refresh": "7a40efe563816a06",
    "textual._compositor.Compositor.update_widgets": "86c02b2f8d6d93dd",
    "textual.widget.Widget._exchange_repaint_regions": "a2d797888f08a6a7",
    "textual.screen.Screen._screen_resized": "9ac8cd9df5630782",
    "textual.screen.Screen._compose": "f6e15c8357658f03",
    # SettledLayout marks a screen's first resume as needing no restyle: Screen's handler reads `refresh_styles`,
    # and runs after the subclass's handler because messages are dispatched to each class along the MRO.
    "textual.screen.Screen._on_screen_resume": "f39caa8ec4424d3c",
    "textual.message_pump.MessagePump._get_dispatch_methods": "42cf0aeddecf314f",
    # The session frame names the screen's `Update` handler on its own class (screens/session_frame.py `_on_update`),
    # so the look-up above finds it first: it prevents the default, which ends the look-up at the next class.
    "textual.screen.Screen._on_update": "8d962c0761ddb02e",
    # The app looks its themes up in the dict Textual registers them in (`_registered_themes`), without the copy
    # `available_themes` makes (companion/shell/app.py `get_theme`): the same answer for every name.
    "textual.app.App.get_theme": "7b6497d645b8063a",
    "textual.app.App.register_theme": "be10e2e1b2042907",
    "textual.app.App.unregister_theme": "b99a3ec783dd6389",
    # SettledLayout drops the second layout a scroll bar asks for when a layout resized it: the bars a widget has made
    # are its `_vertical_scrollbar`, `_horizontal_scrollbar` and `_scrollbar_corner`, placed by each layout from here.
    "textual.widget.Widget._arrange_scrollbars": "7673ef32c7c914aa",
    # The action log (screens/kept_line_list.py) skips a layout's size update that changes neither its size, nor its
    # container's, nor whether its scroll bar shows.
    "textual.scroll_view.ScrollView._size_updated": "1606ca15d9392999",
    "textual.widgets.Input._watch_value": "ffa57a58cea18cc5",
    # The command line keeps the empty line's two looks: Input draws it from the cursor's look, the focus, the
    # placeholder, the width and the styles alone (`CommandLine.render_line`'s key).
    "textual.widgets.Input.render_line": "20fe97da621ba992",
    # The command line keeps its cursor on after a key it does not read itself (`CommandLine.keep_cursor_steady`):
    # Input's own restart of the blink (the cursor shown, the blink timer's half second begun again) for such keys.
    "textual.widgets.Input._restart_blink": "f4cb38a1828ef6a4",
    # The command line's suggestion: Input's own watcher (above) clears it, then its public `watch_value` sets it.
    "textual.reactive.Reactive._check_watchers": "7264430bbdce0b5a",
    # The command line's validate_virtual_size: validated, then set, then the refresh it declares.
    "textual.reactive.Reactive._set": "8fa5e86bc412a062",
    # The footer's keys shown in place (`Footer._key_looks`) are the keys Textual's compose builds: one per action,
    # the first binding's, the palette's last with its own tooltip rule; a new compose is read against it.
    "textual.widgets._footer.Footer.compose": "8514ae6622cb1844",
    # The footer hears the screen's bindings at once: it replaces the subscription Textual's footer makes on mount.
    "textual.widgets._footer.Footer.on_mount": "1a81a045e0f3c6a8",
    "textual.widgets._footer.FooterKey.__init__": "ad69cb341018def5",
    "textual.widgets._footer.FooterKey.on_mouse_down": "09ffe389b803b93d",
    # A footer key drawing its guest's key and words in its place (Redo in Undo's, `SwitchableFooterKey.render`) has
    # Textual's render draw them: it reads the key's `key_display` and `description` as it draws.
    "textual.widgets._footer.FooterKey.render": "fb1e8670970a4da4",
    # Kept lines (screens/recent_looks.py, the footer's SwitchableFooterKey): a widget's lines are what render_lines
    # gives for its content, crop and size; Textual's own cache is cleared by refresh and by new styles, which the
    # overrides hear too.
    "textual.widget.Widget.render_lines": "1f2a11f3d51846d9",
    "textual.widget.Widget.notify_style_update": "dc1b4bcc33b276a1",
    "textual.widget.Widget.refresh": "b1ce3392c9c00870",
    # Rows drawn alone (screens/kept_rows.py, the Runebound hero and threat panels): a refresh of some regions marks
    # only them dirty in the styles cache, and the widget's own render_line formats the whole text again (from
    # `render`) while any region is dirty, so a row it draws is never one of an older text.
    "textual.widget.Widget.render_line": "36df21323c2e9fea",
    "textual.widget.Widget._set_dirty": "9c280366b8986cc8",
    "textual.widget.Widget._render_content": "50c545576ca20403",
    # A short text's rows built from its lines (screens/row_text.py `RowText`): the same strips as Textual's pipeline
    # gives for a left-aligned text whose lines fit (the widget's visual from `_render`, kept until a refresh; each
    # line formatted, cut when it does not wrap, its spans' styles parsed as `_get_style` parses them, every segment
    # styled at its offset), read against these members.
    "textual.widget.Widget._render": "2dcb80e06be029c2",
    "textual.widget.Widget._get_style": "c070a87f85df1396",
    "textual.visual.Visual.to_strips": "237262d432caa6c4",
    "textual.content.Content._wrap_and_format": "6bf904d927f5bf29",
    "textual.content._FormattedLine.to_strip": "5393b649ee150522",
    # ... and the box around those rows in a plain box (no border, outline, tint, hatch or vertical padding, opaque):
    # the content row made as wide as the content, padded left and right in the widget's background, the app's line
    # filters applied, cropped, as the styles cache draws it (`RowText.draw_lines`).
    "textual._styles_cache.StylesCache.render_widget": "b946353fb1eb72b9",
    "textual._styles_cache.StylesCache.render": "0945715ef8aede9b",
    "textual._styles_cache.StylesCache.render_line": "928d7496e850dbf6",
    "textual._styles_cache.StylesCache.get_inner_outer": "d2509f3e796680df",
    # The app leaves a node that is in no screen yet to be styled when it is mounted (`CompanionApp.update_styles`):
    # public, but the override relies on Textual styling every mounted node again, whatever its classes did before.
    "textual.app.App.update_styles": "363995c86ba2c500",
    # A board's widget styles read ahead while the list waits (screens/board_styles.py): the sources a class's first
    # mount adds (`Widget._post_register`) are given by Textual's own `_get_default_css` over its `_css_bases`, and a
    # source added again at the same place with the same text is not read again (`Stylesheet.add_source`).
    "textual.dom.DOMNode._get_default_css": "1e45000be06d54c6",
    "textual.dom.DOMNode._css_bases": "1d9de1338e2ba814",
    "textual.widget.Widget._post_register": "bd34440de5520752",
    "textual.css.stylesheet.Stylesheet.add_source": "35414b4abacdb833",
    # screens/command_palette.py says "No matches found" in the player's language in its place.
    "textual.command.CommandPalette._start_no_matches_countdown": "0bc07d1794718e89",
    # The map room's horizontal scroll bar in runs (screens/runs_scroll_bar.py): the bar draws what its `renderer`
    # (Textual's documented hook) gives.
    "textual.scrollbar.ScrollBar._render_bar": "1f4e4e637581fc4f",
    # A text field's own bindings run from its key handler, in order with the characters typed around them
    # (screens/ordered_keys.py): as the app's binding check runs them (the field's binding map, non-priority bindings,
    # each through `run_action` until one acts), while Input's own key handler inserts only printable characters.
    "textual.app.App._check_bindings": "c9643552d942518a",
    "textual.widgets._input.Input._on_key": "55068e7ce456e598",
    # The tests' wait for an idle app (tests/support/settled_waits.py, put in place by tests/conftest.py) stands in for
    # Textual's idle wait, which the Pilot's pause and the app's key presses call through their modules' global name,
    # and uses it still while a worker thread (`Worker._thread_worker`) runs. It reads a loop timer's Textual timer from
    # the frame of `_run_timer` (its `self`), whose `_run` sleeps to the next tick and then waits to be resumed; and it
    # makes the frame the screen's frame timer would make, `_on_timer_update`, the timer `_on_idle` resumes.
    "textual._wait.wait_for_idle": "a0b74079a20eac94",
    "textual.app.App._press_keys": "1999a9a2751290ae",
    "textual.timer.Timer._run_timer": "9756d72e0d83f1ab",
    "textual.timer.Timer._run": "60c942a84c1a8765",
    "textual.screen.Screen._on_timer_update": "421401660de142c5",
    "textual.screen.Screen._on_idle": "05781131b10da971",
    "textual.worker.Worker.__init__": "d8e26cd41db48623",
    # Before a click or a key, the tests wait for the button it goes to to stop showing its last press
    # (tests/support/press_effects.py): a Button shows a press with its `-active` class, which a timer of its own takes
    # away (`_start_active_affect`), and ignores a click (`_on_click`) and its press key (`action_press`) meanwhile. The
    # widget a click lands on is read as Pilot reads it (the target's region offset plus the offset, then the widget
    # there); the keys' wait is the one `_press_keys` (listed above) makes after each key.
    "textual.widgets._button.Button._on_click": "e7b712c59348fde2",
    "textual.widgets._button.Button.action_press": "0795eb908284879b",
    "textual.widgets._button.Button._start_active_affect": "77464fa11e1b36e1",
    "textual.pilot.Pilot._post_mouse_events": "aebdcdfaf1b879b3",
    "textual.pilot._get_mouse_message_arguments": "4da2864d57d1b788",
}


def source_digest(dotted: str) -> str:
    """The digest of a class member's source, from its dotted name (module, class, member), or of a module's function
    (package, module, function)."""
    module_name, class_name, member = dotted.rsplit(".", 2)
    try:
        owner = importlib.import_module(f"{module_name}.{class_name}")
    except ModuleNotFoundError:
        owner = getattr(importlib.import_module(module_name), class_name)
    source = inspect.getsource(owner.__dict__[member])
    return hashlib.sha256(source.encode()).hexdigest()[:16]


def test_the_installed_textual_is_the_reviewed_release() -> None:
    assert version("textual") == REVIEWED_VERSION, (
        "Textual moved: review the overrides listed in this file, then update REVIEWED_VERSION and REVIEWED")


@pytest.mark.parametrize("member", sorted(REVIEWED))
def test_each_private_member_relied_on_is_as_reviewed(member: str) -> None:
    assert source_digest(member) == REVIEWED[member], f"{member} changed: review the override that relies on it"
