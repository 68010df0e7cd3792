"""The reusable map canvas: ``MapCanvas`` plus its styles and paths helpers."""

from app.canvas.layers import Label
from app.canvas.style import AreaStyle, LabelStyle, LineStyle, Palette
from app.canvas.view import MapCanvas

__all__ = ["AreaStyle", "Label", "LabelStyle", "LineStyle", "MapCanvas", "Palette"]
