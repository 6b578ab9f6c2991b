"""The line above an earlier log entry's ruling (chosen in the log) is a sentence in the player's language: which
entry, and for an undo or redo which entry it undid or brought back, never the log's internal kind word."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from companion.services.i18n import use_language
from screens.session.citations import entry_note


def entry(kind: str, *, active: bool = True, ruling: object = "a ruling", target: int | None = None) -> SimpleNamespace:
    return SimpleNamespace(seq=4, kind=kind, active=active, ruling=ruling, target_seq=target)


@pytest.mark.parametrize(("shown", "english", "russian"), [
    (entry("action"), "Entry #4:", "Запись №4:"),
    (entry("action", active=False), "Entry #4 (undone):", "Запись №4 (отменена):"),
    (entry("undo", ruling=None, target=3), "Entry #4: the undo of entry #3.", "Запись №4: отмена записи №3."),
    (entry("redo", ruling=None, target=3), "Entry #4: the redo of entry #3.", "Запись №4: возврат записи №3."),
])
def test_an_entrys_note_reads_in_english_and_in_russian(shown: SimpleNamespace, english: str, russian: str) -> None:
    assert entry_note(shown) == english
    use_language("ru")
    assert entry_note(shown) == russian
