"""The user's data and log folders: an environment variable wins, else platformdirs decides."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from geoquiz.app.window.errors import default_log_dir
from geoquiz.db.session import default_data_dir
from geoquiz.geo.resources import user_dir


def test_user_dir_environment_variable_overrides_platformdirs(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("GEOQUIZ_TEST_DIR", str(tmp_path / "here"))
    assert user_dir("GEOQUIZ_TEST_DIR", "data") == tmp_path / "here"
    monkeypatch.setenv("GEOQUIZ_TEST_DIR", "~/geoquiz-logs")
    assert user_dir("GEOQUIZ_TEST_DIR", "log") == Path.home() / "geoquiz-logs"


def test_user_dir_without_variable_is_the_platformdirs_folder_of_its_kind(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("GEOQUIZ_TEST_DIR", raising=False)
    assert user_dir("GEOQUIZ_TEST_DIR", "data") == Path(
        platformdirs.user_data_dir("geoquiz", appauthor=False)
    )
    assert user_dir("GEOQUIZ_TEST_DIR", "log") == Path(
        platformdirs.user_log_dir("geoquiz", appauthor=False)
    )


def test_database_and_log_folders_follow_their_own_variables(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("GEOQUIZ_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("GEOQUIZ_LOG_DIR", str(tmp_path / "log"))
    assert default_data_dir() == tmp_path / "data"
    assert default_log_dir() == tmp_path / "log"
