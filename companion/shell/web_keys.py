"""Keys for the app served to a browser: browsers keep some keys for themselves.

A browser opens a tab on ctrl+t, a window on ctrl+n and reloads on f5 before the page sees them, so
on the served page each of those bindings also answers to a function key the browser leaves alone,
shown first in the footer. A keymap the user chose still wins.
"""

from __future__ import annotations

#: binding id -> keys on the served page (the browser-safe key first, the usual one kept).
WEB_KEYS: dict[str, str] = {
    "session.roll": "f9,ctrl+t",
    "dt.next": "f4,ctrl+n",
    "wizard.add_player": "f4,ctrl+n",
    "hero_editor.add_ability": "f4,ctrl+n",
    "hero_editor.add_status": "f9,ctrl+t",
    "rb2.combat": "f8,f5",
}


def web_keymap(user_keymap: dict[str, str]) -> dict[str, str]:
    """The keymap of the served app: the browser-safe keys, then whatever the user chose."""
    return {**WEB_KEYS, **user_keymap}
