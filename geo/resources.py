"""The one way to find the app's data files: :mod:`importlib.resources` (DESIGN §1, §13).

Maps, boards and translations live in the data package ``geoquiz.assets``; data that belongs to one
layer (shipped decks, migrations, word lists) lives in that layer's package. One call finds them
in the editable install, the wheel and the PyInstaller build, so no module computes paths from
``__file__``.  Every consumer here needs a real file (shapefiles, Qt's ``.qm`` loader, Alembic's
script folder), and geoquiz is never installed zipped, so the answer is a :class:`pathlib.Path`.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path
from typing import Literal

__all__ = ["ASSETS_PACKAGE", "asset_path", "package_path", "user_dir"]

ASSETS_PACKAGE = "geoquiz.assets"


def package_path(package: str, *parts: str) -> Path:
    """The file or folder ``parts`` inside the importable ``package`` as a file-system path."""
    root = files(package)
    resource = root.joinpath(*parts) if parts else root
    path = Path(str(resource))
    if not path.is_absolute():  # a zip import or another non-file loader: not supported
        raise RuntimeError(f"{package} is not installed as files on disk: {resource!r}")
    return path


def asset_path(*parts: str) -> Path:
    """A path inside ``geoquiz.assets``, e.g. ``asset_path("maps", "de_staat.shp")``."""
    return package_path(ASSETS_PACKAGE, *parts)


def user_dir(override_env: str, kind: Literal["data", "log"]) -> Path:
    """The user's geoquiz folder of ``kind`` (``"data"`` or ``"log"``): the environment variable
    ``override_env`` if set (``~`` expanded), else where ``platformdirs`` puts it.

    The database and the log file are found the same way, so the rule lives once here.
    """
    override = os.environ.get(override_env)
    if override:
        return Path(override).expanduser()
    import platformdirs

    find = platformdirs.user_data_dir if kind == "data" else platformdirs.user_log_dir
    return Path(find("geoquiz", appauthor=False))
