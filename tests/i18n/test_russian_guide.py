"""The Russian user guide keeps step with the English one: the same sections, commands and pictures.

Commands are typed in English in every language, so every code span, code block and picture of
docs/user-guide.md must appear in docs/user-guide.ru.md; each section must be written in Russian
(its prose, outside code, mostly Cyrillic). A section or command added to the English guide
fails here until the Russian guide has it too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[2] / "docs"
ENGLISH = (DOCS / "user-guide.md").read_text(encoding="utf-8")
RUSSIAN = (DOCS / "user-guide.ru.md").read_text(encoding="utf-8")

FENCE = re.compile(r"```[a-z]*\n.*?```", re.S)
SPAN = re.compile(r"`([^`]+)`")
PICTURE = re.compile(r"\]\((images/[^)]+)\)")
HEADING = re.compile(r"^(#{1,3}) ", re.M)


def _prose(text: str) -> str:
    """The text without code blocks, code spans and links' targets."""
    text = FENCE.sub(" ", text)
    text = SPAN.sub(" ", text)
    return re.sub(r"\]\([^)]*\)", "]", text)


def _spans(text: str) -> set[str]:
    """The guide's code spans outside code blocks, a line break inside one read as a space."""
    return {" ".join(span.split()) for span in SPAN.findall(FENCE.sub(" ", text))}


def _sections(text: str) -> list[str]:
    """The guide cut at its second- and third-level headings."""
    return re.split(r"^#{2,3} .*$", text, flags=re.M)[1:]


def test_same_headings_by_level() -> None:
    assert HEADING.findall(RUSSIAN) == HEADING.findall(ENGLISH)


def test_every_code_block_kept() -> None:
    russian_blocks = FENCE.findall(RUSSIAN)
    assert [block for block in FENCE.findall(ENGLISH) if block not in russian_blocks] == []


def test_every_code_span_kept() -> None:
    russian_spans = _spans(RUSSIAN)
    english_spans = _spans(ENGLISH)
    assert sorted(english_spans - russian_spans) == []


def test_every_picture_kept() -> None:
    assert set(PICTURE.findall(ENGLISH)) <= set(PICTURE.findall(RUSSIAN))


@pytest.mark.parametrize("index", range(len(_sections(RUSSIAN))))
def test_each_section_written_in_russian(index: int) -> None:
    prose = _prose(_sections(RUSSIAN)[index])
    cyrillic = len(re.findall(r"[А-Яа-яЁё]", prose))
    latin = len(re.findall(r"[A-Za-z]", prose))
    assert cyrillic > 2 * latin, f"section {index} reads mostly in English"
