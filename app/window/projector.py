"""Projector mode for every screen (DESIGN §12): readable from the back row of a classroom.

:func:`apply` switches the whole application: the application font is scaled so body text is
:func:`body_px` pixels high for the screen (20 px on a 1080-line projector, 16 px on a 720-line
one), fonts that screens set themselves (titles, tiles, headings) are scaled by the same factor,
the palette becomes black on white with a strong blue accent (:func:`high_contrast_palette`), and
the maps draw wider lines, larger labels and darker edges
(:class:`geoquiz.app.canvas.style.ProjectorPalette`). Nothing is hidden or revealed: the hot-seat
covers that hide a player's hand stay as they are, so the projector shows only what the table may
see. The main window adds full screen, the View menu entry, ``F11`` and the saved setting
(:func:`saved` / :func:`save`, QSettings ``ui/projector``).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontInfo, QPalette
from PySide6.QtWidgets import QApplication, QWidget

__all__ = [
    "SETTINGS_KEY",
    "apply",
    "body_px",
    "font_factor",
    "high_contrast_palette",
    "is_on",
    "refresh_maps",
    "save",
    "saved",
]

SETTINGS_KEY = "ui/projector"
#: body text in projector mode: one 54th of the screen's height, never below this
MIN_BODY_PX = 16
LINES_PER_BODY_PX = 54

_SIZE_RESOLVED = 0x2  # QFont::SizeResolved: the font's size was set, not inherited


class _State:
    on = False
    factor = 1.0
    base_font: QFont | None = None
    base_palette: QPalette | None = None


def body_px(screen_height: int) -> int:
    """The body text's pixel height in projector mode on a screen ``screen_height`` px high."""
    return max(MIN_BODY_PX, round(screen_height / LINES_PER_BODY_PX))


def is_on() -> bool:
    return _State.on


def font_factor() -> float:
    """How much larger than normal the application's type is now (1.0 outside projector mode)."""
    return _State.factor


def saved() -> bool:
    from geoquiz.app.runtime.i18n import settings

    value = settings().value(SETTINGS_KEY, False)
    return value is True or str(value).lower() in ("true", "1")


def save(on: bool) -> None:
    from geoquiz.app.runtime.i18n import settings

    s = settings()
    s.setValue(SETTINGS_KEY, bool(on))
    s.sync()


#: the projector palette of active and inactive widgets, as colour → the roles drawn in it
_ROLES_BY_COLOUR: dict[str, tuple[str, ...]] = {
    "#ffffff": ("Window", "Base", "BrightText", "ToolTipBase", "HighlightedText", "Light"),
    "#000000": ("WindowText", "Text", "ButtonText", "ToolTipText", "Shadow"),
    "#0050a0": ("Highlight", "Link"),  # the accent: Okabe-Ito blue, darkened
    "#404040": ("PlaceholderText", "Dark"),
    "#ececec": ("AlternateBase",),
    "#f2f2f2": ("Button",),
    "#5a2d82": ("LinkVisited",),
    "#d9d9d9": ("Midlight",),
    "#808080": ("Mid",),
}

#: disabled widgets: grey text (7:1 on white, still readable) on light grounds
_DISABLED_ROLES_BY_COLOUR: dict[str, tuple[str, ...]] = {
    "#595959": ("WindowText", "Text", "ButtonText", "Highlight"),
    "#ffffff": ("Window",),
    "#f2f2f2": ("Base",),
    "#e6e6e6": ("Button",),
}


def high_contrast_palette() -> QPalette:
    """Black on white, a strong blue accent (Okabe-Ito blue, darkened), readable disabled text.

    The colours are tables (:data:`_ROLES_BY_COLOUR`): a palette is a few colours, each for
    several roles.
    """
    p = QPalette()
    for group, table in (
        (QPalette.ColorGroup.Active, _ROLES_BY_COLOUR),
        (QPalette.ColorGroup.Inactive, _ROLES_BY_COLOUR),
        (QPalette.ColorGroup.Disabled, _DISABLED_ROLES_BY_COLOUR),
    ):
        for colour, roles in table.items():
            for role in roles:
                p.setColor(group, getattr(QPalette.ColorRole, role), QColor(colour))
    return p


def _scale_font(font: QFont, ratio: float) -> QFont:
    font = QFont(font)
    if font.pointSizeF() > 0:
        font.setPointSizeF(font.pointSizeF() * ratio)
    elif font.pixelSize() > 0:
        font.setPixelSize(max(1, round(font.pixelSize() * ratio)))
    return font


def apply(on: bool, screen_height: int | None = None) -> float:
    """Switch the application to projector mode (or back); return the font factor now in force.

    ``screen_height`` is the height of the screen the window is shown on (default: the primary
    screen's). Widgets that exist keep their layout; fonts they set themselves are scaled with
    the application font, so switching twice returns every widget to its own size.
    """
    from geoquiz.app.canvas.style import set_projector_style

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        raise RuntimeError("projector mode needs a QApplication")
    if _State.base_font is None or not _State.on:
        _State.base_font = QFont(app.font())
        _State.base_palette = QPalette(app.palette())
    base = _State.base_font
    assert base is not None and _State.base_palette is not None
    if on:
        if screen_height is None:
            screen = app.primaryScreen()
            screen_height = screen.geometry().height() if screen is not None else 1080
        factor = body_px(screen_height) / max(1, QFontInfo(base).pixelSize())
        factor = max(1.0, factor)
    else:
        factor = 1.0
    ratio = factor / _State.factor
    if ratio != 1.0:
        # fonts a widget set itself (a title three times the body size) grow with the body text
        for widget in app.allWidgets():
            if widget.testAttribute(Qt.WidgetAttribute.WA_SetFont) and (
                int(widget.font().resolveMask()) & _SIZE_RESOLVED
            ):
                widget.setFont(_scale_font(widget.font(), ratio))
    app.setFont(_scale_font(base, factor))
    app.setPalette(high_contrast_palette() if on else _State.base_palette)
    _State.on = on
    _State.factor = factor
    set_projector_style(on)
    refresh_maps()
    return factor


def refresh_maps(root: QWidget | None = None) -> int:
    """Let every map canvas (of ``root``, or of the application) pick up the map style now in
    force; returns how many were refreshed."""
    import sys

    if "geoquiz.app.canvas.view" not in sys.modules:
        return 0  # no map was ever built
    from geoquiz.app.canvas import MapCanvas

    app = QApplication.instance()
    if root is not None:
        canvases = root.findChildren(MapCanvas)
    elif isinstance(app, QApplication):
        canvases = [w for w in app.allWidgets() if isinstance(w, MapCanvas)]
    else:
        canvases = []
    for canvas in canvases:
        canvas.apply_scale()
        canvas.invalidate_base()
    return len(canvases)
