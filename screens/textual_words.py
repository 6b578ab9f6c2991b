"""Textual's own words (its system commands, the palette's placeholders, its keys) in the interface's language.

Textual writes the commands it adds to every palette (Theme, Quit, Keys, Maximize, Minimize,
Screenshot), the palette's search placeholders and the descriptions of its own keys (Focus Next,
Copy selected text) in English. The app takes them through public API only:
`CompanionApp.get_system_commands` hands each command on under its translated title and help
(`SystemCommand._replace`, a named tuple's own method), the app opens the palette and the theme
picker with `CommandPalette(placeholder=...)`, and the key table (help, palette) reads a key's
description through `key_description`. The ids below are Textual 8's texts exactly, under the
context "palette", listed so that extraction brings them into the catalogue; a text Textual adds
later and this list lacks is shown as Textual wrote it.
"""

from __future__ import annotations

from textual.app import SystemCommand

from companion.services.i18n import _, pgettext
from rules_engine.messages import NC_

#: The context of every Textual word in the catalogue (a word like "Keys" reads otherwise elsewhere).
CONTEXT = "palette"

#: Textual's system commands: titles and help lines, as Textual 8.2 writes them.
SYSTEM_COMMAND_TEXTS = (
    NC_("palette", "Theme"),
    NC_("palette", "Change the current theme"),
    NC_("palette", "Quit"),
    NC_("palette", "Quit the application as soon as possible"),
    NC_("palette", "Keys"),
    NC_("palette", "Hide the keys and widget help panel"),
    NC_("palette", "Show help for the focused widget and a summary of available keys"),
    NC_("palette", "Minimize"),
    NC_("palette", "Minimize the widget and restore to normal size"),
    NC_("palette", "Maximize"),
    NC_("palette", "Maximize the focused widget"),
    NC_("palette", "Screenshot"),
    NC_("palette", "Save an SVG 'screenshot' of the current screen"),
)

#: The descriptions of Textual's own keys that help, the palette and the footer list (the app's, the text fields' and
#: a Select's).
KEY_TEXTS = frozenset({
    NC_("palette", "Focus Next"),
    NC_("palette", "Focus Previous"),
    NC_("palette", "Copy selected text"),
    NC_("palette", "Dismiss menu"),  # a Select's open list (escape), shown in the footer while it is open
})

#: The command palette's placeholder.
COMMANDS_PLACEHOLDER = NC_("palette", "Search for commands…")
#: The theme picker's placeholder.
THEMES_PLACEHOLDER = NC_("palette", "Search for themes…")


def palette_word(text: str) -> str:
    """One of Textual's palette texts in the active language (itself when the catalogue lacks it)."""
    return pgettext(CONTEXT, text)


def translated_command(command: SystemCommand) -> SystemCommand:
    """Textual's system command with its title and help in the active language; what it does is unchanged."""
    return command._replace(title=palette_word(command.title), help=palette_word(command.help))


def key_description(description: str) -> str:
    """A key's description in the active language: the app's own from the catalogue, Textual's under its context."""
    return palette_word(description) if description in KEY_TEXTS else _(description)
