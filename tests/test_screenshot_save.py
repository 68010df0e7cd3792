"""``geoquiz screenshot`` writes its PNG at a fast zlib level: smaller cost, the same pixels."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QImage

from geoquiz.app.window import screenshot


def test_screenshot_png_at_the_fast_level_keeps_every_pixel(
    qapp: object, tmp_path: Path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    image = QImage(320, 200, QImage.Format.Format_RGB32)
    image.fill(QColor("#f4f1e8"))
    for x in range(0, 320, 7):
        for y in range(0, 200, 5):
            image.setPixelColor(x, y, QColor((x * 3) % 256, (y * 5) % 256, (x + y) % 256))
    monkeypatch.setattr(screenshot, "render_screen", lambda *a, **k: image)
    fast, default = tmp_path / "fast.png", tmp_path / "default.png"
    screenshot.save_screenshot("explore-de", fast)
    assert image.save(str(default))
    back = QImage(str(fast)).convertToFormat(QImage.Format.Format_RGB32)
    assert back == image  # PNG is lossless at any level
    assert screenshot.PNG_QUALITY > 0
    # a different level than Qt's default: the files differ, the pixels do not
    assert fast.read_bytes() != default.read_bytes()
