"""``ares COMMAND`` builds only that command's parser (the others' modules stay
unloaded, so the command starts sooner): what a person or a script sees — the help,
the parsed options, the usage errors — is exactly what the whole parser gives."""

from __future__ import annotations

import argparse

import pytest

from app.cli import COMMANDS, build_parser, main


def _outcome(parser: argparse.ArgumentParser, argv: list[str]) -> tuple[object, ...]:
    """(exit code or None, parsed options) of ``argv``; the printed text is captured by
    the caller."""
    try:
        parsed = parser.parse_args(argv)
    except SystemExit as exc:
        return (exc.code, None)
    return (None, vars(parsed))


@pytest.mark.parametrize("command", COMMANDS)
def test_each_commands_help_is_the_whole_parsers(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    whole = _outcome(build_parser(), [command, "--help"])
    whole_text = capsys.readouterr()
    alone = _outcome(build_parser(command), [command, "--help"])
    assert (alone, capsys.readouterr()) == (whole, whole_text)
    assert whole_text.out.startswith(f"usage: ares {command}")


@pytest.mark.parametrize(
    ("command", "argv"),
    [
        ("ledger", ["ledger", "--json", "--limit", "3"]),
        ("memory", ["--home", "/tmp/somewhere", "memory", "search", "Anna"]),
        ("chat", ["--home=/tmp/x", "--tray", "chat", "--worker", "local", "hello"]),
        ("schedule", ["schedule", "add", "--every", "1h"]),  # a usage error
        ("ledger", ["ledger", "--bogus"]),  # an option the command does not have
        ("classify", ["classify", "--json", "-"]),
    ],
)
def test_a_command_parses_as_with_the_whole_parser(
    command: str, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    whole = _outcome(build_parser(), argv)
    whole_text = capsys.readouterr()
    alone = _outcome(build_parser(command), argv)
    alone_text = capsys.readouterr()
    assert (alone, alone_text) == (whole, whole_text)


def test_an_unknown_command_is_named_with_every_choice(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["ledgr"])
    assert exit_.value.code == 2
    error = capsys.readouterr().err
    assert "invalid choice: 'ledgr'" in error
    assert all(name in error for name in COMMANDS)
