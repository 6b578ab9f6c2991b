"""QR codes of share links, drawn with half-block characters so one text row holds two module rows.

Dark modules are drawn as spaces on the light background and light ones as blocks, inverted where
the terminal's background is dark: the code is printed dark-on-light either way (`light_on_dark`
chooses), with a quiet zone of two modules, which phone cameras need to find the code.
"""

from __future__ import annotations

import qrcode
from qrcode.constants import ERROR_CORRECT_M

QUIET_ZONE = 2

#: (upper module dark, lower module dark) -> character, for dark modules drawn as ink.
_INK = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def qr_matrix(url: str) -> list[list[bool]]:
    """The code's modules (True = dark), quiet zone included."""
    code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=QUIET_ZONE)
    code.add_data(url)
    code.make(fit=True)
    return [list(row) for row in code.get_matrix()]


def qr_lines(url: str, *, light_on_dark: bool = True) -> list[str]:
    """The code as text rows; on a dark terminal the blocks draw the light modules."""
    matrix = qr_matrix(url)
    if len(matrix) % 2:
        matrix.append([False] * len(matrix[0]))
    lines = []
    for top, bottom in zip(matrix[::2], matrix[1::2], strict=True):
        pairs = zip(top, bottom, strict=True)
        if light_on_dark:
            lines.append("".join(_INK[(not upper, not lower)] for upper, lower in pairs))
        else:
            lines.append("".join(_INK[(upper, lower)] for upper, lower in pairs))
    return lines
