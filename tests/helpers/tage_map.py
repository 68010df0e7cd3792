"""A 10-Tage map on screen with every region's name laid out (the map tests start from it)."""

from __future__ import annotations

from typing import Any

__all__ = ["named_map"]


def named_map(qtbot: Any, width: int = 900, height: int = 700) -> Any:
    """A shown :class:`~geoquiz.app.tage.map_view.TageMap` of ``width`` x ``height`` whose
    names are all placed (the layout comes from the worker: waited for)."""
    from geoquiz.app.tage.map_view import TageMap

    view = TageMap()
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: len(view.names) == len(view.ids), timeout=20_000)
    # and no other layout on its way: a change of scale while the map was shown sets off one more
    # (after the settling time, on the worker), which on a busy machine arrived in the middle of
    # a test and replaced the names it was comparing
    qtbot.waitUntil(
        lambda: (
            not view._names_timer.isActive()
            and not view._layout_runner.thinking
            and not view.names_pending()
        ),
        timeout=20_000,
    )
    return view
