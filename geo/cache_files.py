"""Writing a cache file so that a reader never sees half of it, and a failure costs only speed.

The region, derived-geometry and projection caches are optimisations: the data is computed again
when its file is missing. A file is written beside its final name and renamed into place
(``os.replace`` is atomic), so a crash or a second process mid-write leaves the old file or none;
a read-only folder or a full disk is ignored.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

__all__ = ["write_cache_file"]


def write_cache_file(path: Path, data: bytes) -> bool:
    """Write ``data`` to ``path`` atomically; False (and nothing changed) when it cannot be."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
            os.replace(tmp, path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
    except OSError:
        return False
    return True
