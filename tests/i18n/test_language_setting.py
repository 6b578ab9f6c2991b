"""Which language the interface speaks: --lang, else the remembered setting, else the system locale."""

from __future__ import annotations

import json

import pytest

from companion.services.i18n import LANGUAGES, resolve_language, system_language
from companion.services.settings import LANGUAGE_SETTING, read_settings, saved_language, settings_path, write_setting
from companion.shell.cli import app_launch, argument_parser, failures, main


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({}, "en"),
    ({"LANGUAGE": "uk:ru:en", "LANG": "uk_UA.UTF-8"}, "ru"),
    ({"LC_ALL": "pl_PL", "LANG": "ru_RU"}, "pl"),
    ({"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "en_GB.UTF-8"}, "ru"),
])
def test_the_default_comes_from_the_system_locale(environ: dict[str, str], expected: str):
    assert system_language(environ) == expected


def test_asked_beats_saved_beats_the_system():
    system = {"LANG": "pl_PL.UTF-8"}
    assert resolve_language("ru", "en", system) == "ru"
    assert resolve_language(None, "en", system) == "en"
    assert resolve_language(None, None, system) == "pl"
    assert resolve_language(None, "klingon", system) == "pl"  # a damaged setting is passed over


def test_the_language_is_remembered_in_the_settings_file_with_the_other_settings():
    assert saved_language() is None
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps({"other": "kept"}), encoding="utf-8")
    write_setting(LANGUAGE_SETTING, "ru")
    assert saved_language() == "ru"
    assert read_settings() == {"other": "kept", "language": "ru"}


@pytest.mark.parametrize("content", ["not json", "[1, 2]", '{"language": 5}'])
def test_an_unreadable_settings_file_means_the_defaults(content: str):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(content, encoding="utf-8")
    assert saved_language() is None


def test_the_cli_knows_the_languages_the_catalogues_do():
    assert set(argument_parser.INTERFACE_LANGUAGES) == set(LANGUAGES)


@pytest.mark.parametrize("argv, expected", [(["--lang", "ru"], "ru"), (["--lang", "pl"], "pl"), ([], None)])
def test_lang_on_the_command_line_reaches_the_app(monkeypatch, argv: list[str], expected: str | None):
    seen: dict[str, object] = {}

    def run_app(db_url, *, memory=False, open_session=None, language=None) -> None:
        seen["language"] = language

    monkeypatch.setattr("companion.shell.app.run_app", run_app)
    monkeypatch.setattr(app_launch, "glance", lambda args: None)
    assert main(["--memory", *argv]) == 0
    assert seen == {"language": expected}


def test_an_unknown_language_is_a_usage_error(capsys):
    assert main(["--lang", "de"]) == failures.USAGE_ERROR
    assert "--lang" in capsys.readouterr().err
