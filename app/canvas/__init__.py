"""The reusable map canvas: ``MapCanvas`` plus its styles and paths helpers."""

from app.canvas.style import AreaStyle, LabelStyle, LineStyle, Palette
from app.canvas.view import Label, MapCanvas

__all__ = ["AreaStyle", "Label", "LabelStyle", "LineStyle", "MapCanvas", "Palette"]
