"""Cache files are written atomically, and a folder that cannot be written only costs speed."""

from __future__ import annotations

from pathlib import Path

from geoquiz.geo.cache_files import write_cache_file


def test_write_cache_file_replaces_the_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "region.wkb"
    assert write_cache_file(path, b"first")
    assert write_cache_file(path, b"second")
    assert path.read_bytes() == b"second"
    assert [p.name for p in path.parent.iterdir()] == ["region.wkb"]


def test_an_unwritable_cache_folder_is_ignored(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_bytes(b"x")
    assert not write_cache_file(blocker / "region.wkb", b"data")
    assert blocker.read_bytes() == b"x"
