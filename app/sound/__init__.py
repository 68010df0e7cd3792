"""Short sounds for every game, and the app's one switch for them (View ▸ Sound, Ctrl+M).

**What is heard.** :data:`SOUNDS` names each sound by what happens at the table: the die rolls
(Danmark-spillet), a tile is laid (Carcassonne), a card is drawn or shown (10 Tage, Danmark's
chance and question cards), an answer is right or wrong (Minden's reveal, Danmark's questions),
a game is over, and Stadt-Land's game master ("Aus!", the tick of the count, the round's start).
Each is a recipe of a few tones (:class:`Tone`): a sine that may glide, a share of noise (the
rattle of a die, the swish of a card), an exponential decay for a knock. Nothing is downloaded:
the WAV data is generated with the standard library (:mod:`wave`, :mod:`math`; the noise from a
seeded generator, so a file is the same every time) and written once to ``sounds/`` in the
user's cache folder (:func:`geo.cache.cache_dir`), named by the recipe's digest.

**How it is played — no dependency, on purpose.** Qt's QtMultimedia (``QSoundEffect``) is not
in PySide6-Essentials, which the app ships with (it comes with PySide6-Addons, well over 100 MB
unpacked: far too much for a few short tones). The files are played by what the operating
system already has: :mod:`winsound` on Windows, ``afplay`` on macOS, ``pw-play``/``paplay``/
``aplay`` (PipeWire, PulseAudio, ALSA) on Linux, each started without waiting and with its
output discarded. Without any of them (no sound device, a headless machine) and on Qt's
``offscreen``/``minimal`` platforms (tests, ``geoquiz screenshot``: nobody listens)
:meth:`Sound.play` returns ``False`` and nothing else happens — no warning, no error.

**One switch.** :func:`sound_on` / :func:`set_sound_on` read and write the QSettings key
``ui/sound`` (on unless switched off); :func:`switch` is the process's notifier whose
``changed(bool)`` keeps the main window's menu entry and Stadt-Land's header box in step. A
:class:`Sound` made without ``muted`` follows the switch (and setting its ``muted`` sets the
switch); the games call :func:`play` (the process's shared :class:`Sound`).
"""

from __future__ import annotations

import math
import os
import struct
import sys
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    import random

__all__ = [
    "SETTINGS_KEY",
    "SOUNDS",
    "Sound",
    "Tone",
    "play",
    "set_sound_on",
    "shared",
    "sound_on",
    "switch",
    "tone_wav",
    "wav_file",
]

RATE = 22050
SETTINGS_KEY = "ui/sound"


class Tone(NamedTuple):
    """One tone of a sound: ``repeats`` beeps of ``seconds`` (a pause of 0.6 of that between),
    the pitch gliding from ``frequency`` to ``frequency * glide``, ``noise`` (0..1) of it white
    noise, and a decay (per second, 0: a flat beep with short fades)."""

    frequency: float
    seconds: float
    volume: float
    repeats: int = 1
    glide: float = 1.0
    noise: float = 0.0
    decay: float = 0.0


#: name → a tone or a tune of tones played one after the other
SOUNDS: dict[str, Tone | tuple[Tone, ...]] = {
    # Stadt-Land's game master
    "aus": Tone(880.0, 0.28, 0.8, 3),  # three clear beeps: "Aus!"
    "tick": Tone(1500.0, 0.03, 0.25, 1),  # a soft tick in the last seconds of the count
    "start": Tone(660.0, 0.15, 0.5, 1),  # the round starts
    # the die rattles: short knocks of noise, the last one the die coming to rest
    "die": (
        Tone(320.0, 0.045, 0.55, 3, glide=0.8, noise=0.7, decay=40.0),
        Tone(260.0, 0.07, 0.6, 1, glide=0.7, noise=0.6, decay=30.0),
    ),
    # a tile laid on the table: a low knock
    "tile": Tone(150.0, 0.14, 0.75, 1, glide=0.6, noise=0.25, decay=28.0),
    # a card turned over: a short swish
    "card": Tone(2200.0, 0.13, 0.3, 1, glide=0.45, noise=0.85, decay=12.0),
    # right: two rising notes; wrong: two falling low ones
    "right": (Tone(660.0, 0.09, 0.5), Tone(990.0, 0.16, 0.5, decay=6.0)),
    "wrong": (Tone(330.0, 0.12, 0.5), Tone(247.0, 0.24, 0.5, decay=5.0)),
    # the game is over: a rising chord, note by note
    "over": (
        Tone(523.25, 0.1, 0.45),
        Tone(659.25, 0.1, 0.45),
        Tone(783.99, 0.1, 0.45),
        Tone(1046.5, 0.3, 0.5, decay=4.0),
    ),
}


def _samples(tone: Tone, noise: random.Random) -> list[float]:
    """The samples (-1..1) of one tone with its repeats and pauses."""
    out: list[float] = []
    n = max(1, int(RATE * tone.seconds))
    fade = max(1, min(n // 4, int(RATE * 0.008)))
    for r in range(tone.repeats):
        phase = 0.0
        for i in range(n):
            frequency = tone.frequency * tone.glide ** (i / n)
            phase += 2 * math.pi * frequency / RATE
            wave_value = (1 - tone.noise) * math.sin(phase) + tone.noise * noise.uniform(-1, 1)
            envelope = min(1.0, i / fade, (n - i) / fade) * math.exp(-tone.decay * i / RATE)
            out.append(tone.volume * envelope * wave_value)
        if r + 1 < tone.repeats:
            out.extend([0.0] * int(RATE * tone.seconds * 0.6))
    return out


def _write(path: Path, samples: list[float]) -> Path:
    """Write mono 16-bit samples as a WAV file (through a temporary name: never half a file)."""
    import wave  # this module is imported with the main window; the sound files wait for a sound

    frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in samples)
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    with wave.open(str(part), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)
    part.replace(path)
    return path


def tone_wav(
    path: Path,
    frequency: float,
    seconds: float,
    volume: float,
    repeats: int = 1,
    glide: float = 1.0,
    noise: float = 0.0,
    decay: float = 0.0,
) -> Path:
    """Write one :class:`Tone` (its fields as arguments) as a WAV file to ``path``."""
    import random

    tone = Tone(frequency, seconds, volume, repeats, glide, noise, decay)
    return _write(path, _samples(tone, random.Random(repr(tone))))


def wav_file(name: str, folder: Path) -> Path:
    """The WAV file of sound ``name`` in ``folder``, written there if it is not yet (its name
    carries the recipe's digest: a changed recipe is a new file)."""
    import hashlib
    import random

    recipe = SOUNDS[name]
    tones = (recipe,) if isinstance(recipe, Tone) else recipe
    digest = hashlib.sha1(repr(tones).encode()).hexdigest()[:10]
    path = folder / f"{name}-{digest}.wav"
    if not path.exists():
        folder.mkdir(parents=True, exist_ok=True)
        noise = random.Random(digest)
        samples: list[float] = []
        for k, tone in enumerate(tones):
            if k:
                samples.extend([0.0] * int(RATE * 0.015))  # a breath between the notes
            samples.extend(_samples(tone, noise))
        _write(path, samples)
    return path


# ---------------------------------------------------------------------------- the one switch
class _Switch(QObject):
    """The process's notifier of the sound switch (``changed(on)``)."""

    changed = Signal(bool)


_switch: list[_Switch] = []


def switch() -> _Switch:
    """The notifier of the sound switch (made on first use; lives as long as the process)."""
    if not _switch:
        _switch.append(_Switch())
    return _switch[0]


def sound_on() -> bool:
    """Whether sounds are on (QSettings ``ui/sound``; on unless switched off)."""
    from geoquiz.app.runtime.i18n import settings

    value = settings().value(SETTINGS_KEY, True)
    return value is True or str(value).lower() in ("true", "1")


def set_sound_on(on: bool) -> None:
    """Switch all sounds on or off, remember it and tell the switches on show."""
    from geoquiz.app.runtime.i18n import settings

    if sound_on() == bool(on):
        return
    store = settings()
    store.setValue(SETTINGS_KEY, bool(on))
    store.sync()
    switch().changed.emit(bool(on))


# ---------------------------------------------------------------------------- playing
def _nobody_listens() -> bool:
    """Qt's offscreen/minimal platforms: tests and screenshots, no one to hear a sound."""
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    name = QGuiApplication.platformName() if app is not None else ""
    return name in ("offscreen", "minimal") or os.environ.get("QT_QPA_PLATFORM") in (
        "offscreen",
        "minimal",
    )


def system_player() -> Callable[[Path], bool] | None:
    """A function that starts playing a WAV file without waiting, or ``None``."""
    if _nobody_listens():
        return None
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
    import shutil
    import subprocess

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


_SYSTEM = object()  # Sound's default player: the system's (found on first play)


class Sound:
    """Plays the named sounds of :data:`SOUNDS`.

    ``muted``: ``None`` (the default) follows the app's switch (:func:`sound_on`), and setting
    :attr:`muted` then sets the switch; a bool keeps the instance's own. ``folder`` holds the
    WAV files (default: ``sounds/`` in the user's cache folder); ``player`` plays a file (the
    system's by default; tests pass their own). :attr:`played` records the last 200 requests
    as (name, whether it sounded)."""

    def __init__(
        self,
        muted: bool | None = None,
        folder: Path | None = None,
        player: object = _SYSTEM,
    ) -> None:
        self._muted = muted
        self._folder = folder
        self._player = player
        self.played: deque[tuple[str, bool]] = deque(maxlen=200)

    @property
    def muted(self) -> bool:
        return (not sound_on()) if self._muted is None else self._muted

    @muted.setter
    def muted(self, on: bool) -> None:
        if self._muted is None:
            set_sound_on(not on)
        else:
            self._muted = bool(on)

    @property
    def folder(self) -> Path:
        if self._folder is None:
            from geoquiz.geo.cache import cache_dir

            self._folder = cache_dir() / "sounds"
        return self._folder

    def file(self, name: str) -> Path:
        """The WAV file of ``name`` (written on first use)."""
        return wav_file(name, self.folder)

    def play(self, name: str) -> bool:
        """Play ``name``; ``False`` when muted or when the system cannot play (never raises)."""
        if name not in SOUNDS:
            raise KeyError(name)  # a misspelt name is the caller's error, found by its tests
        if self.muted:
            self.played.append((name, False))
            return False
        if self._player is _SYSTEM:
            self._player = system_player()
        ok = False
        player = self._player
        if callable(player):
            try:
                ok = bool(player(self.file(name)))
            except (OSError, RuntimeError, ValueError):
                ok = False
        self.played.append((name, ok))
        return ok


_shared: list[Sound] = []


def shared() -> Sound:
    """The process's :class:`Sound`, following the switch (what :func:`play` plays with)."""
    if not _shared:
        _shared.append(Sound())
    return _shared[0]


def play(name: str) -> bool:
    """Play sound ``name`` unless the switch is off (one line in a game's screen)."""
    return shared().play(name)
