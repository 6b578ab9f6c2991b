"""The stylesheet files the app reads before its first frame: the shell's and the session frame's.

Textual reads a screen's `CSS_PATH` files when the screen is first pushed, and a file it has not read
before makes it parse every source of the stylesheet again, in a fresh stylesheet without the parse
cache, and restyle every node of the app (`App._load_screen_css`): when a board is opened, the home
screen hidden beneath it included. A file the app already lists in its own `CSS_PATH` is read with the
app's sources, parsed once in the stylesheet's first parse before the first frame, and found there when
its screen is pushed: pushing the board then parses nothing again and restyles nothing but the board.
The paths are written as Textual writes a screen's (resolved, next to the module), so it finds them.
"""

from __future__ import annotations

from pathlib import Path

#: The folder of the screens and their stylesheets.
SCREENS = Path(__file__).resolve().parent

#: Styles shared by every screen.
SHELL = SCREENS / "shell.tcss"

#: The session frame's own file (`SessionFrame.CSS_PATH`), read up front: the board is what the app is opened for.
SESSION_FRAME = SCREENS / "session_frame.tcss"

#: What the app lists in its `CSS_PATH`, in this order.
READ_UP_FRONT = (SHELL, SESSION_FRAME)
