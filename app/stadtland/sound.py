"""The game master's voice: a signal at "Aus!" and a soft tick in the last seconds of a count.

**Dependency, chosen on purpose: none.** Qt's QtMultimedia (``QSoundEffect``) is not in
PySide6-Essentials, which the app ships with; it comes with PySide6-Addons (well over 100 MB
unpacked), far too much for three short tones in a lean frozen app. The tones are generated here
with the standard library (:mod:`wave`, :mod:`math`) as small WAV files in the user's cache, and
played by what the operating system already has: :mod:`winsound` on Windows, ``afplay`` on
macOS, ``pw-play``/``paplay``/``aplay`` (PipeWire, PulseAudio, ALSA) on Linux, each started
without waiting. Without any of them (a headless test machine, no sound device) :meth:`Sound.play`
returns ``False`` and nothing else happens: sound fails soft, the screen still says "Aus!".
"""

from __future__ import annotations

import math
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable
from pathlib import Path

__all__ = ["SOUNDS", "Sound", "tone_wav"]

RATE = 22050
#: name → (frequency in Hz, seconds, loudness 0..1, repeats)
SOUNDS: dict[str, tuple[float, float, float, int]] = {
    "aus": (880.0, 0.28, 0.8, 3),  # three clear beeps: "Aus!"
    "tick": (1500.0, 0.03, 0.25, 1),  # a soft tick in the last seconds of the ten-second count
    "start": (660.0, 0.15, 0.5, 1),  # the round starts
}


def tone_wav(path: Path, frequency: float, seconds: float, volume: float, repeats: int) -> Path:
    """Write a mono 16-bit WAV of ``repeats`` sine beeps (with a short fade) to ``path``."""
    frames = bytearray()
    n = int(RATE * seconds)
    fade = max(1, min(n // 4, int(RATE * 0.01)))
    for r in range(repeats):
        for i in range(n):
            envelope = min(1.0, i / fade, (n - i) / fade)
            value = volume * envelope * math.sin(2 * math.pi * frequency * i / RATE)
            frames += struct.pack("<h", int(value * 32767))
        if r + 1 < repeats:
            frames += b"\0\0" * int(RATE * seconds * 0.6)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return path


def _player() -> Callable[[Path], bool] | None:
    """A function that starts playing a WAV file without waiting, or ``None``."""
    if sys.platform == "win32":
        try:
            import winsound
        except ImportError:  # pragma: no cover - always there on Windows
            return None

        def play_windows(path: Path) -> bool:
            flags = winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
            winsound.PlaySound(str(path), flags)
            return True

        return play_windows
    for command in ("afplay", "pw-play", "paplay", "aplay"):
        exe = shutil.which(command)
        if exe is None:
            continue
        args = [exe, "-q"] if command == "aplay" else [exe]

        def play_command(path: Path, args: list[str] = args) -> bool:
            subprocess.Popen(  # noqa: S603 - our own file, a fixed program
                [*args, str(path)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            return True

        return play_command
    return None


class Sound:
    """The screen's sounds; ``muted`` silences them. ``played`` records what was asked for
    (name, whether it sounded), for the status line and the tests."""

    def __init__(self, muted: bool = False, folder: Path | None = None) -> None:
        self.muted = muted
        self.folder = folder or Path(tempfile.gettempdir()) / "geoquiz-sounds"
        self.played: list[tuple[str, bool]] = []
        self._files: dict[str, Path] = {}
        self._play = _player()

    def file(self, name: str) -> Path:
        """The WAV file of ``name`` (written on first use)."""
        if name not in self._files:
            self.folder.mkdir(parents=True, exist_ok=True)
            self._files[name] = tone_wav(self.folder / f"stadtland-{name}.wav", *SOUNDS[name])
        return self._files[name]

    def play(self, name: str) -> bool:
        """Play ``name``; ``False`` when muted or when the system cannot play (never raises)."""
        if self.muted:
            self.played.append((name, False))
            return False
        ok = False
        try:
            if self._play is not None:
                ok = self._play(self.file(name))
        except (OSError, RuntimeError):
            ok = False
        self.played.append((name, ok))
        return ok
