"""Where derived caches live: ``cache_dir()`` (no numpy, no Qt: start-up code reads it early).

``geo.maps`` re-exports it; the map caches, the board regions, the projection's coefficients and
the canvas's stored first frames all live below it, never in the package.
"""

from __future__ import annotations

import os
import posixpath
import sys
from pathlib import Path

__all__ = ["cache_dir"]


def cache_dir() -> Path:
    """Return the folder for derived caches: ``$GEOQUIZ_CACHE_DIR`` or the user cache folder.

    On Linux the user cache folder is found as ``platformdirs`` finds it (an absolute
    ``$XDG_CACHE_HOME``, else ``$HOME/.cache``) without importing it (~10 ms of every start);
    anything unusual (no absolute home, other systems) is left to ``platformdirs``.
    """
    override = os.environ.get("GEOQUIZ_CACHE_DIR")
    if override:
        return Path(override)
    if sys.platform.startswith("linux"):
        xdg, home = os.environ.get("XDG_CACHE_HOME", ""), os.environ.get("HOME", "")
        if posixpath.isabs(xdg):
            return Path(xdg) / "geoquiz"
        if posixpath.isabs(home):
            return Path(home) / ".cache" / "geoquiz"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("geoquiz"))
