"""Autosave storage: save, load, resume the latest unfinished game, record results."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from geoquiz.db import savegames
from geoquiz.db.session import close_all, open_database
from geoquiz.db.testing import pg_skip_reason, pg_test_url, reset_postgres


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    else:
        reason = pg_skip_reason()
        if reason:
            pytest.skip(reason)
        url = pg_test_url() or ""
        reset_postgres(url)
    open_database(url, load_shipped=False)  # cached: the API calls below reuse it, no deck load
    yield url
    close_all()


def test_save_and_load_round_trip(url: str) -> None:
    state = {"round": 3, "players": ["Ada", "Bo"], "rng": 2**62 + 5, "nested": {"x": [1.5, None]}}
    savegames.save_game("minden", "g1", state, url=url)
    assert savegames.load_game("minden", "g1", url=url) == state
    assert savegames.load_game("minden", "nope", url=url) is None
    assert savegames.load_game("tage", "g1", url=url) is None


def test_save_replaces_state(url: str) -> None:
    savegames.save_game("tage", "g", {"move": 1}, url=url)
    savegames.save_game("tage", "g", {"move": 2}, url=url)
    assert savegames.load_game("tage", "g", url=url) == {"move": 2}


def test_latest_unfinished_is_most_recent_and_skips_finished(url: str) -> None:
    assert savegames.latest_unfinished(url=url) is None
    savegames.save_game("minden", "a", {"n": 1}, url=url)
    savegames.save_game("tage", "b", {"n": 2}, url=url)
    assert savegames.latest_unfinished(url=url) == ("tage", "b", {"n": 2})
    assert savegames.latest_unfinished("minden", url=url) == ("minden", "a", {"n": 1})
    savegames.save_game("minden", "a", {"n": 3}, url=url)
    assert savegames.latest_unfinished(url=url) == ("minden", "a", {"n": 3})
    savegames.save_game("minden", "a", {"n": 4}, finished=True, url=url)
    assert savegames.latest_unfinished(url=url) == ("tage", "b", {"n": 2})
    assert savegames.latest_unfinished("minden", url=url) is None
    assert savegames.delete_game("tage", "b", url=url)
    assert savegames.latest_unfinished(url=url) is None


def test_state_must_be_plain_json(url: str) -> None:
    with pytest.raises(ValueError, match="plain JSON"):
        savegames.save_game("minden", "x", {"s": {1, 2}}, url=url)
    with pytest.raises(ValueError, match="dict"):
        savegames.save_game("minden", "x", [1, 2], url=url)  # type: ignore[arg-type]
    assert savegames.load_game("minden", "x", url=url) is None


def test_record_result(url: str) -> None:
    savegames.record_result("minden", "Ada", None, True, {"stones": 4}, url=url)
    savegames.record_result("minden", "Bo", 999_999, False, {"stones": 2}, url=url)
    rows = savegames.results("minden", url=url)
    assert [(r["player"], r["card_id"], r["correct"], r["detail"]) for r in rows] == [
        ("Ada", None, True, {"stones": 4}),
        ("Bo", None, False, {"stones": 2}),
    ]


def test_default_database_follows_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("GEOQUIZ_DB", raising=False)
    monkeypatch.setenv("GEOQUIZ_DATA_DIR", str(tmp_path / "data"))
    try:
        savegames.save_game("danmark", "z", {"ok": True})
        assert savegames.load_game("danmark", "z") == {"ok": True}
        assert (tmp_path / "data" / "geoquiz.sqlite3").is_file()
        assert open_database().path == tmp_path / "data" / "geoquiz.sqlite3"
    finally:
        close_all()


def test_geoquiz_db_env_selects_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GEOQUIZ_DB", str(tmp_path / "other.db"))
    try:
        savegames.save_game("danmark", "z", {"ok": 1})
        assert (tmp_path / "other.db").is_file()
    finally:
        close_all()
