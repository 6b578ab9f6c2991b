"""The languages the interface speaks, their own names, and the default taken from the system locale."""

from __future__ import annotations

import os
from collections.abc import Mapping

#: Language code -> the language's name in itself (as the palette offers it).
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский", "pl": "Polski"}

#: The source language: its text is the code's own, no catalogue needed.
SOURCE_LANGUAGE = "en"

#: The environment variables that name the user's language, in the order gettext reads them.
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def language_name(code: str) -> str:
    """The language's own name ("Русский"), or the code itself for an unknown one."""
    return LANGUAGES.get(code, code)


def normalise(code: str) -> str | None:
    """The supported language a locale name means ('ru_RU.UTF-8' -> 'ru'), or None."""
    base = code.strip().split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    return base if base in LANGUAGES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The first supported language the system locale names (LANGUAGE may list several), else English."""
    environ = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = environ.get(variable, "")
        for part in value.split(":"):
            if part in ("C", "POSIX") or not part:
                continue
            found = normalise(part)
            if found is not None:
                return found
        if value and variable != "LANGUAGE":
            return SOURCE_LANGUAGE  # a set locale that we do not speak: English, not a later variable
    return SOURCE_LANGUAGE


def resolve_language(asked: str | None, saved: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language to use: the one asked for (--lang), else the saved setting, else the system's."""
    for choice in (asked, saved):
        if choice:
            found = normalise(choice)
            if found is not None:
                return found
    return system_language(environ)
