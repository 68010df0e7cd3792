"""``geoquiz screenshot SCREEN OUT.png [--size WxH] [--texts] [--projector]``: render a screen to a
PNG."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

__all__ = ["register"]


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "screenshot",
        help="render a screen of the app to a PNG file (no window needed)",
        description="Render a screen to a PNG: start, explore-de, explore-dk, or a game screen.",
    )
    parser.add_argument("screen", metavar="SCREEN", help="screen name, e.g. explore-de")
    parser.add_argument("out", metavar="OUT.png", type=Path, help="PNG file to write")
    parser.add_argument("--size", default="1600x1000", help="window size WxH (default 1600x1000)")
    parser.add_argument(
        "--lang", default=argparse.SUPPRESS, help="user-interface language (de, en, da)"
    )
    parser.add_argument(
        "--texts",
        action="store_true",
        help="also print the visible texts of the window, one JSON list (for scripts and checks)",
    )
    parser.add_argument(
        "--projector",
        action="store_true",
        help="in projector mode: large type for the window's height, high contrast, wide lines",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from geoquiz.app.cli.main import UsageError
    from geoquiz.app.window.screenshot import parse_size, save_screenshot, screen_names

    try:
        size = parse_size(args.size)
    except ValueError as exc:
        raise UsageError(f"geoquiz screenshot: {exc}") from None
    names = screen_names()
    if args.screen not in names:
        raise UsageError(
            f"geoquiz screenshot: unknown screen {args.screen!r}; choose one of {', '.join(names)}"
        )
    if args.out.suffix.lower() != ".png":
        raise UsageError(f"geoquiz screenshot: {args.out} must end in .png")
    texts: list[str] = []
    save_screenshot(
        args.screen,
        args.out,
        size,
        getattr(args, "lang", None),
        texts=texts if args.texts else None,
        projector=args.projector,
    )
    if args.texts:
        print(json.dumps(texts, ensure_ascii=False))
    return 0
