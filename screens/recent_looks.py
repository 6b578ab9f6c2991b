"""A line of text that is drawn again from what it drew before when it shows again what it showed a move ago.

In the player's order (act, take it back, put it back) the board shows a state, then the state before it, then the
first again: the commands line above the input, the turn and the "Now:" lines change at each key between two texts.
Each change drew the text through Textual's pipeline again (the text laid out and wrapped at the width, styled,
padded, its background blended): about 0.3-0.7 ms of CPU a key each in a terminal. `RecentLooks` keeps the lines it
drew for its last few contents (with the crop and the size they were drawn for) and gives them back when it shows
one of them again; new styles (a class, the theme, the hover) forget them, as does any size.

For widgets whose look depends only on their own content and styles: a widget drawn over a parent whose
background changes by a class given to the parent alone, without restyling its children, is not one of them.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.visual import VisualType
from textual.widgets import Static

#: How many contents' lines are kept by default: the state shown, the one before it, and one more.
KEPT_LOOKS = 3


class RecentLooks(Static):
    """A Static that keeps the lines it drew for its last few contents (see the module's text)."""

    def __init__(self, *args: Any, kept: int = KEPT_LOOKS, **kwargs: Any) -> None:
        """A Static (its arguments) that keeps the lines of its last `kept` contents."""
        #: (content, crop, size, lines), the most recently drawn last; set first (Static's set-up may draw).
        self._looks: list[tuple[VisualType, Region, Size, list[Strip]]] = []
        self._kept = kept
        super().__init__(*args, **kwargs)

    def render_lines(self, crop: Region) -> list[Strip]:
        """The lines drawn before for this content, crop and size, else drawn as Static draws them and kept."""
        content, size, looks = self.content, self.size, self._looks
        for index, (shown, at, sized, strips) in enumerate(looks):
            if at == crop and sized == size and _same(shown, content):
                if index != len(looks) - 1:
                    looks.append(looks.pop(index))
                return strips
        strips = self.draw_lines(crop)
        looks.append((content, crop, size, strips))
        if len(looks) > self._kept:
            del looks[0]
        return strips

    def draw_lines(self, crop: Region) -> list[Strip]:
        """The lines drawn anew (for a content not kept): as `Static` draws them."""
        return super().render_lines(crop)

    def notify_style_update(self) -> None:
        """New styles (a class, the stylesheet, a theme, the hover): every kept look is drawn again when shown."""
        self._looks.clear()
        super().notify_style_update()


def _same(shown: VisualType, content: VisualType) -> bool:
    """Whether two contents draw the same: equal strings, or Rich Texts with the same characters, spans and own
    settings (Text's own equality compares only the characters and the spans); never contents that cannot be
    compared."""
    if shown is content:
        return True
    if type(shown) is not type(content):
        return False
    if isinstance(shown, Text) and isinstance(content, Text):
        return _text_key(shown) == _text_key(content)
    try:
        return bool(shown == content)
    except TypeError:
        return False


def _text_key(text: Text) -> tuple[object, ...]:
    """Everything of a Rich Text that its drawing depends on."""
    return (text.plain, text.spans, text.style, text.justify, text.overflow, text.no_wrap, text.end, text.tab_size)
