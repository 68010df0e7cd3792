"""The reusable map canvas: ``MapCanvas`` plus its styles and paths helpers."""

from geoquiz.app.canvas.layers import Label
from geoquiz.app.canvas.style import AreaStyle, LabelStyle, LineStyle, Palette
from geoquiz.app.canvas.view import MapCanvas

__all__ = ["AreaStyle", "Label", "LabelStyle", "LineStyle", "MapCanvas", "Palette"]
