"""Command palette providers: every keyed action of the current screen, plus each screen's own extras."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from companion.services.i18n import LANGUAGES, _, current_language
from companion.shell import locked_mode
from rules_engine.messages import N_
from screens.key_table import KeyEntry, screen_key_entries

#: The one command offered on every screen (but the editor itself).
EDIT_HEROES = (N_("Edit Dice Throne heroes"), N_("Open the hero editor: abilities and statuses, saved to your catalogue"))

#: The catalogue, offered on every screen: any card of any game typed in a form.
CATALOGUE = (N_("Catalogue: type in a card"), N_("Every game's kinds of card (heroes, locations, monsters, items ...), "
             "each with a form to type one in as printed"))

#: The language commands: "Language: Русский" (each language named in itself), on every screen.
LANGUAGE_COMMAND = N_("Language: {language}")
LANGUAGE_HELP = N_("Show the interface in this language from now on (remembered in the settings)")


class ScreenActions(Provider):
    """Offers the described bindings of the screen the palette was opened from, and its extra commands.

    A screen may define `palette_commands()` yielding (name, help, callback) for things that are
    not keys, e.g. "Resume: Friday night" on the home screen. "Edit Dice Throne heroes" is offered
    on every screen, and so is a "Language: ..." command for each language the interface is not in:
    both are app actions, so a locked app (a phone's player link) checks them as it checks every key
    (`locked_mode`), and offers a screen's own extras only on a screen it may show.
    """

    def _entries(self) -> Iterator[tuple[str, str, Callable[[], object]]]:
        screen = self.screen
        seen: set[str] = set()
        actions: set[str] = set()
        for entry in screen_key_entries(self.app, screen):
            if entry.description in seen or not self._enabled(entry):
                continue
            seen.add(entry.description)
            actions.add(entry.action)
            help_text = (_("{tooltip} (key: {keys})").format(tooltip=entry.tooltip, keys=entry.keys)
                         if entry.tooltip else _("key: {keys}").format(keys=entry.keys))
            yield entry.description, help_text, partial(self.app.run_action, entry.action, entry.node)
        extras = getattr(screen, "palette_commands", None)
        if extras is not None and (not getattr(self.app, "locked", False) or locked_mode.allowed_screen(screen)):
            yield from extras()
        app_commands = [] if "edit_heroes" in actions else [  # home has it as a key
            ("app.edit_heroes", _(EDIT_HEROES[0]), _(EDIT_HEROES[1]))]
        if "catalogue" not in actions:  # home has it as a key
            app_commands.append(("app.catalogue", _(CATALOGUE[0]), _(CATALOGUE[1])))
        app_commands += [(f"app.language({code!r})", _(LANGUAGE_COMMAND).format(language=name), _(LANGUAGE_HELP))
                         for code, name in LANGUAGES.items() if code != current_language()]
        for action, name, help_text in app_commands:
            if self.app._check_action_state(action, screen):
                yield name, help_text, partial(self.app.run_action, action, screen)

    def _enabled(self, entry: KeyEntry) -> bool:
        # Hide what would do nothing now (undo with nothing to undo, resume with no sessions).
        return bool(self.app._check_action_state(entry.action, entry.node))

    async def discover(self) -> Hits:
        """List every command of this screen when the palette opens."""
        for name, help_text, callback in self._entries():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        """Fuzzy-match the commands of this screen."""
        matcher = self.matcher(query)
        words = query.casefold().split()
        for name, help_text, callback in self._entries():
            # Match the help text too, so "roll" finds "Dice" and "undo" finds its longer wording; by its words,
            # not Textual's fuzzy matcher, whose search over a long help text grows with every way its letters
            # can be picked (seconds per keystroke in Runebound 3e's palette, with its long command help).
            score = matcher.match(name)
            if score <= 0 and words and all(word in help_text.casefold() for word in words):
                score = 0.5
            if score > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)
