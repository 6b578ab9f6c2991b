"""Keys for the app served to a browser: browsers keep some keys for themselves.

A browser opens a tab on ctrl+t, a window on ctrl+n and reloads on f5 before the page sees them, so
on the served page each of those bindings also answers to an alt key the browser leaves alone
(the function keys are all taken by the game areas), shown first in the footer. A keymap the user
chose still wins.
"""

from __future__ import annotations

#: binding id -> keys on the served page (the browser-safe key first, the usual one kept).
WEB_KEYS: dict[str, str] = {
    "session.roll": "alt+r,ctrl+t",
    "dt.next": "alt+n,ctrl+n",
    "wizard.add_player": "alt+n,ctrl+n",
    "hero_editor.add_ability": "alt+n,ctrl+n",
    "hero_editor.add_status": "alt+r,ctrl+t",
    "rb2.combat": "alt+c,f5",
}


def web_keymap(user_keymap: dict[str, str]) -> dict[str, str]:
    """The keymap of the served app: the browser-safe keys, then whatever the user chose."""
    return {**WEB_KEYS, **user_keymap}
