"""The die that rolls and the piece that walks, in Danmark-spillet.

Both only *show* a move the engine has already applied: the state holds the rolled number and
the piece's new space before an animation starts, so nothing waits for them and a move made
while one runs is simply shown next (the running one jumps to its end first,
:meth:`DieFace.finish` / :meth:`PieceWalk.finish`). With animations off (the panel's "Animate"
box, remembered as ``danmark/animate``) they show the end at once.

* :class:`DieFace` draws a die with pips (black on white: read by the pips, not by colour);
  :meth:`DieFace.roll_to` tumbles it for :data:`ROLL_MS` through other faces, slowing down and
  turning, and comes to rest on the rolled number.
* :class:`PieceWalk` moves the board's piece of a player along its path space by space,
  :data:`STEP_MS` a space (a ferry, a flight or the bridge one hop of :data:`HOP_MS`), by
  setting :attr:`BoardItem.walking` (the board draws the piece there instead of at its space).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from geoquiz.app.danmark.board_view import BoardItem
from geoquiz.app.danmark.die import PIPS

__all__ = ["HOP_MS", "ROLL_MS", "STEP_MS", "DieFace", "PieceWalk", "PIPS"]

#: how long the die tumbles before it rests (ms)
ROLL_MS = 600
#: how long a piece takes per space of a walk, and for a crossing (ms)
STEP_MS = 80
HOP_MS = 420


class DieFace(QWidget):
    """A die showing :attr:`value` (``None``: not rolled yet, a blank face)."""

    rolled = Signal(int)  # the die came to rest on this number

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.value: int | None = None
        self.face: int | None = None  # the face drawn now (another one while tumbling)
        self.angle = 0.0
        self._random = random.Random(6)
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(ROLL_MS)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._tumble)
        self._animation.finished.connect(self._rest)
        self._last_change = -1.0
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(self.tr("Die"))
        self._describe()

    def sizeHint(self) -> QSize:
        side = max(40, round(self.fontMetrics().height() * 2.6))
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def rolling(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def roll_to(self, value: int, animate: bool = True) -> None:
        """Show ``value``: tumbling for :data:`ROLL_MS` first if ``animate``."""
        self.finish()
        self.value = value
        if not animate:
            self._rest()
            return
        self._last_change = -1.0
        self._animation.start()

    def show_value(self, value: int | None) -> None:
        """Show ``value`` at once (a resumed game, a new game)."""
        self._animation.stop()
        self.value = value
        self.face, self.angle = value, 0.0
        self._describe()
        self.update()

    def finish(self) -> None:
        """A tumble that runs comes to rest now."""
        if self.rolling():
            self._animation.stop()
            self._rest()

    def _tumble(self, progress: object) -> None:
        t = float(progress)  # type: ignore[arg-type]
        # a new face every ~1/8 of the way (the easing slows the changes down at the end)
        if t - self._last_change >= 0.12 and t < 0.92:
            self._last_change = t
            faces = [f for f in range(1, 7) if f != self.face]
            self.face = self._random.choice(faces)
        self.angle = (1.0 - t) * 300.0
        self.update()

    def _rest(self) -> None:
        self.face, self.angle = self.value, 0.0
        self._describe()
        self.update()
        if self.value is not None:
            self.rolled.emit(self.value)

    def _describe(self) -> None:
        text = (
            self.tr("The die shows %1").replace("%1", str(self.value))
            if self.value is not None
            else self.tr("The die has not been rolled yet")
        )
        self.setAccessibleDescription(text)
        self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height()) - 6.0
        painter.translate(self.width() / 2, self.height() / 2)
        painter.rotate(self.angle)
        box = QRectF(-side / 2, -side / 2, side, side)
        painter.setPen(QPen(QColor("#1a1a1a"), 2))
        painter.setBrush(QColor("#ffffff") if self.isEnabled() else QColor("#eeeeee"))
        painter.drawRoundedRect(box, side * 0.18, side * 0.18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#1a1a1a"))
        r = side * 0.09
        for col, row in PIPS.get(self.face or 0, ()):
            centre = QPointF(
                box.left() + side * (0.22 + 0.28 * col), box.top() + side * (0.22 + 0.28 * row)
            )
            painter.drawEllipse(centre, r, r)
        painter.end()


class PieceWalk(QVariantAnimation):
    """Walks a player's piece on a :class:`BoardItem` along a path of spaces (see the module
    docstring); ``done`` is emitted when the piece stands at its space again."""

    done = Signal()

    def __init__(self, item: BoardItem) -> None:
        super().__init__()
        self.item = item
        self.setStartValue(0.0)
        self.valueChanged.connect(self._step)
        self.finished.connect(self._arrive)

    def walking(self) -> bool:
        return self.item.walking is not None

    def start_walk(self, player: int, path: Sequence[int], ms_per_step: int = STEP_MS) -> None:
        """Walk ``player``'s piece along ``path`` (its first space is where it stood)."""
        self.finish()
        if len(path) < 2:
            return
        steps = len(path) - 1
        self.item.walking = (player, tuple(path), 0.0)
        self.setEndValue(float(steps))
        self.setDuration(ms_per_step * steps)
        self.item.show_when_ready()
        self.start()

    def finish(self) -> None:
        """A walk that runs ends now: the piece stands at its space."""
        if self.item.walking is not None:
            self.stop()
            self._arrive()

    def _step(self, value: object) -> None:
        walking = self.item.walking
        if walking is None:
            return
        player, path, _ = walking
        self.item.walking = (player, path, float(value))  # type: ignore[arg-type]
        self.item.show_when_ready()

    def _arrive(self) -> None:
        if self.item.walking is None:
            return
        self.item.walking = None
        self.item.show_when_ready()
        self.done.emit()


def walk_path(paths: Sequence[Sequence[int]], space: int) -> tuple[int, ...] | None:
    """The first of ``paths`` (walks of the rolled number, :func:`games.danmark.walks.walk_paths`)
    that leads to ``space``: up to where it first reaches it (a walk stopped before a town with
    another piece in it ends short of its last space)."""
    for path in paths:
        if space in path[1:]:
            return tuple(path[: list(path).index(space, 1) + 1])
    return None
