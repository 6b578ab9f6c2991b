"""Keys on the served page: each browser-reserved binding has a browser-safe key that clashes with nothing."""

from __future__ import annotations

from textual.binding import Binding

from companion.shell.app import CompanionApp
from companion.shell.web_keys import WEB_KEYS, web_keymap
from screens.dice_throne.area import DiceThroneArea
from screens.dungeoneer.area import DungeoneerArea
from screens.hero_editor import HeroEditor
from screens.runebound2.area import Runebound2Area
from screens.session_frame import SessionFrame
from screens.wizard import NewSessionWizard

#: The screens (with the game areas that share a screen with the frame) where the keys apply.
SCREENS = [[SessionFrame, DiceThroneArea, CompanionApp], [SessionFrame, Runebound2Area, CompanionApp],
           [SessionFrame, DungeoneerArea, CompanionApp],
           [NewSessionWizard, CompanionApp], [HeroEditor, CompanionApp]]
RESERVED = {"ctrl+t", "ctrl+n", "ctrl+w", "f5", "f11", "f12", "ctrl+l", "alt+d", "alt+f", "alt+e"}


def bindings(classes: list[type]) -> dict[str, Binding]:
    found = {}
    for cls in classes:
        for binding in cls.BINDINGS:
            if isinstance(binding, Binding) and binding.id:
                found[binding.id] = binding
    return found


def test_every_web_key_names_a_real_binding_with_its_usual_key_kept() -> None:
    everything = {}
    for classes in SCREENS:
        everything |= bindings(classes)
    for binding_id, keys in WEB_KEYS.items():
        assert binding_id in everything, binding_id
        first, *rest = keys.split(",")
        assert first not in RESERVED and everything[binding_id].key in rest


def test_the_browser_safe_keys_clash_with_no_other_key_on_the_same_screen() -> None:
    for classes in SCREENS:
        here = bindings(classes)
        keymap = {binding_id: keys for binding_id, keys in WEB_KEYS.items() if binding_id in here}
        # key -> the action it runs: the same action bound twice is no clash, nor is one action bound with
        # different arguments to one key (Dungeoneer's f10 switches the dungeon lord either way, whichever shows)
        taken: dict[str, str] = {}
        for binding_id, binding in here.items():
            action = binding.action.removeprefix("app.").split("(")[0]
            for key in keymap.get(binding_id, binding.key).split(","):
                assert taken.setdefault(key, action) == action, (key, binding_id, taken[key])


def test_the_users_keymap_still_wins() -> None:
    assert web_keymap({"session.roll": "f2"})["session.roll"] == "f2"
