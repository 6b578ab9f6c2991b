"""A panel of rich text that is never read as markup (the boards' fight, markets, trap and solo panels)."""

from __future__ import annotations

from typing import Any

from textual.widgets import Static


class TextPanel(Static):
    """A panel of rich text that is never read as markup."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
