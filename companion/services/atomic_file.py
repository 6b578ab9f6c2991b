"""Writing a file whole or not at all: a temporary file beside it, then an atomic rename."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_whole(path: Path, text: str | bytes) -> None:
    """Write `text` (UTF-8 text, or bytes as they are) to `path` whole or not at all (the temporary file is removed on
    any failure); OSError as raised."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent or Path("."))
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(text.encode("utf-8") if isinstance(text, str) else text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
