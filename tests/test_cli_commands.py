"""The shared plumbing of the game commands (``app/cli/commands.py``)."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable

import pytest

from geoquiz.app.cli.commands import (
    Sub,
    add_actions,
    add_command,
    arg,
    command,
    print_json,
    print_rows,
)
from geoquiz.app.cli.main import UsageError


def _first(args: argparse.Namespace) -> int:
    """List the first things.

    List every first thing with its number
    and its name.

    (Not part of the help.)
    """
    return 11


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="geoquiz")
    subparsers = parser.add_subparsers()
    add_command(
        subparsers,
        "demo",
        "a demonstration",
        "A command to test the plumbing.",
        (
            Sub("first", _first, json="print JSON"),
            Sub("second", lambda a: 12, (arg("n", type=int),), help="the second", description="2."),
            Sub("third", lambda a: 13, help="the third", description="The third."),
        ),
    )
    return parser


def test_a_subcommand_help_and_description_come_from_its_docstring() -> None:
    command = _subcommands(_parser())
    assert command["first"].description == "List every first thing with its number and its name."
    assert command["second"].description == "2."
    helps = {a.dest: a.help for a in _choices(_parser())}
    assert helps == {"first": "list the first things", "second": "the second", "third": "the third"}


def _demo(parser: argparse.ArgumentParser) -> argparse.ArgumentParser:
    (action,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    demo: argparse.ArgumentParser = action.choices["demo"]
    return demo


def _subaction(parser: argparse.ArgumentParser) -> argparse._SubParsersAction:  # type: ignore[type-arg]
    (action,) = [a for a in _demo(parser)._actions if isinstance(a, argparse._SubParsersAction)]
    return action


def _subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    return dict(_subaction(parser).choices)


def _choices(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return list(_subaction(parser)._choices_actions)


def test_add_command_runs_the_chosen_subcommand_with_its_arguments() -> None:
    args = _parser().parse_args(["demo", "second", "7"])
    assert (args.func(args), args.n, args.demo_command) == (12, 7, "second")
    args = _parser().parse_args(["demo", "first", "--json"])
    assert (args.func(args), args.json) == (11, True)


def test_a_subcommand_without_json_switch_refuses_it() -> None:
    with pytest.raises(SystemExit):
        _parser().parse_args(["demo", "third", "--json"])


def test_no_subcommand_is_a_usage_error_naming_them_all() -> None:
    args = _parser().parse_args(["demo"])
    with pytest.raises(
        UsageError, match=r"^geoquiz demo: choose a subcommand: first, second or third$"
    ):
        args.func(args)


def test_print_json_keeps_the_letters(capsys: pytest.CaptureFixture[str]) -> None:
    print_json({"name": "København"})
    assert capsys.readouterr().out == '{\n "name": "København"\n}\n'


def test_print_rows_pads_with_the_widest_value_or_prints_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rows = [{"id": "a", "name": "Aarhus"}, {"id": "bbb", "name": "B"}]
    assert print_rows(rows, False, lambda r, w: f"{r['id']:<{w['id']}}|{r['name']}") == 0
    assert capsys.readouterr().out == "a  |Aarhus\nbbb|B\n"
    assert print_rows(rows, True, lambda r, w: "unused") == 0
    assert json.loads(capsys.readouterr().out) == rows
    assert print_rows([], False, lambda r, w: "unused") == 0
    assert capsys.readouterr().out == ""


def test_command_is_the_register_function_of_a_command_module() -> None:
    register = command("solo", "one", "One.", (Sub("only", _first),))
    parser = argparse.ArgumentParser(prog="geoquiz")
    register(parser.add_subparsers())
    args = parser.parse_args(["solo", "only"])
    assert args.func(args) == 11
    with pytest.raises(UsageError, match=r"choose a subcommand: only$"):
        missing = parser.parse_args(["solo"])
        missing.func(missing)


def test_add_actions_requires_an_action() -> None:
    parser = argparse.ArgumentParser(prog="geoquiz")
    actions = add_actions(parser.add_subparsers(), "deck", "decks", "The decks.", "action")
    actions.add_parser("list").set_defaults(func=lambda a: 5)
    args = parser.parse_args(["deck", "list"])
    assert (args.action, args.func(args)) == ("list", 5)
    with pytest.raises(SystemExit):
        parser.parse_args(["deck"])


def test_translated_keeps_english_and_falls_back_to_the_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from geoquiz.app.cli.main import translated

    def broken() -> Callable[[str], str]:
        raise RuntimeError("no catalogue")

    assert translated("the file is missing", "en", broken) == "the file is missing"
    assert translated("the file is missing", "de", broken) == "the file is missing"
    assert translated("x", "de", lambda: lambda text: f"übersetzt {text}") == "übersetzt x"
