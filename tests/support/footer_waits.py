"""Waiting in Pilot tests for the footer to have fitted its keys to the width.

The footer shows its keys fitted to its width (those that do not fit left out), but its first keys and a new width
wait for a refresh, and the keys' places on the screen for the screen's layout: under load several turns of the event
loop after a screen is shown, so a test that looks after a fixed number of pauses may see the keys not yet laid out.
A key hidden because no binding needs it now (kept for the next key that comes) is not shown, as a key left out for
the width is not.
"""

from __future__ import annotations

from collections.abc import Collection

from textual.pilot import Pilot
from textual.screen import Screen
from textual.widgets._footer import FooterKey

from tests.support.pilot_waits import until


def shown_keys(screen: Screen) -> tuple[list[FooterKey], int]:
    """The footer's shown keys, the palette's key aside, and the column where the palette's key begins."""
    keys = [key for key in screen.query(FooterKey) if key.display]
    palette = [key for key in keys if key.has_class("-command-palette")]
    return [key for key in keys if key not in palette], (palette[0].region.x if palette else screen.size.width)


def keys_fit(screen: Screen) -> bool:
    """Every shown key laid out, ending before the palette's key and before the next key."""
    shown, right = shown_keys(screen)
    return bool(shown) and all(key.region.width and key.region.right <= right for key in shown) and all(
        one.region.right <= other.region.x for one, other in zip(shown, shown[1:]))


def seen_key(key: FooterKey) -> FooterKey:
    """The key the player sees in this key's place: a key left out for the width that shares the place and is on
    (Redo in Undo's place at 80 columns, `SwitchableFooterKey.shown`), or the key itself."""
    return getattr(key, "shown", key)


def keys_shown(screen: Screen, showing: Collection[str], not_showing: Collection[str]) -> bool:
    """Whether the footer shows every key of `showing` and none of `not_showing` (keys as bound: 'ctrl+g'; a key
    shown in another's place counts as shown, the other not)."""
    shown = {seen_key(key).key for key in shown_keys(screen)[0]}
    return set(showing) <= shown and not set(not_showing) & shown


async def until_the_footer_fits(pilot: Pilot, screen: Screen, showing: Collection[str] = (),
                                not_showing: Collection[str] = ()) -> None:
    """Pause until the footer of `screen` has fitted its keys (and, after a change that adds or takes away keys,
    shows those of `showing` and none of `not_showing`: a change the screen makes after a message, or a new width,
    reaches the footer a refresh or more later, and until then the keys it had still fit); AssertionError naming the
    keys if it never does."""
    try:
        await until(pilot, lambda: keys_shown(screen, showing, not_showing) and keys_fit(screen),
                    f"the footer's keys fitted before the palette's key, {sorted(showing)} among them, "
                    f"{sorted(not_showing)} not")
    except AssertionError as never:
        shown, right = shown_keys(screen)
        raise AssertionError(f"{never}: {[(key.description, key.region.x, key.region.right) for key in shown]}, "
                             f"the palette's key at {right}") from None
