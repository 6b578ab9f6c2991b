"""The data folder and default database URL, and the app's own dice source."""

from __future__ import annotations

from companion.services import settings
from companion.services.dice_sources import SystemDiceSource
from rules_engine.dice import numbered_die


def test_data_dir_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(settings.DATA_DIR_ENV, str(tmp_path))
    monkeypatch.delenv(settings.DB_URL_ENV, raising=False)
    assert settings.data_dir() == tmp_path
    assert settings.default_db_url() == f"sqlite:///{tmp_path / 'companion.db'}"
    monkeypatch.setenv(settings.DB_URL_ENV, "sqlite:///elsewhere.db")
    assert settings.default_db_url() == "sqlite:///elsewhere.db"


def test_data_dir_defaults_to_the_platform_folder(monkeypatch):
    monkeypatch.delenv(settings.DATA_DIR_ENV, raising=False)
    assert settings.data_dir().name == settings.APP_NAME


def test_system_dice_source_rolls_real_faces():
    source = SystemDiceSource()
    roll = source.roll(numbered_die(10), 50)
    assert roll.source == "app" and len(roll.faces) == 50
    assert all(1 <= v <= 10 for v in roll.values)
    assert sorted(source.permutation(8)) == list(range(8))
