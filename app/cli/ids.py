"""Ids on the command line that may begin with "-".

Conversation ids are URL-safe base64, so one in 64 starts with "-", and argparse reads
such a word as an option: "--conversation -Abc" as two options, and
"export-conversation -Abc out.md" as an unknown flag. Rewriting the words before
argparse sees them keeps every id usable exactly as ares printed it.
"""

from __future__ import annotations

# Options whose value is an id.
_ID_OPTIONS = frozenset({"--conversation", "--worker"})

# Sub-commands whose positional words start with an id, and the flags each takes
# (anything else after the sub-command is one of its positional words).
_ID_POSITIONALS: dict[tuple[str, str], frozenset[str]] = {
    ("memory", "export-conversation"): frozenset({"--force", "-h", "--help"}),
}


def with_ids_as_values(args: list[str]) -> list[str]:
    """``args`` with every id that begins with "-" bound where argparse expects it."""
    return _positional_ids(_join_id_options(args))


def _join_id_options(args: list[str]) -> list[str]:
    joined: list[str] = []
    pending: str | None = None
    for arg in args:
        if pending is not None:
            joined.append(f"{pending}={arg}")
            pending = None
        elif arg in _ID_OPTIONS:
            pending = arg
        else:
            joined.append(arg)
    return [*joined, pending] if pending else joined


def _positional_ids(args: list[str]) -> list[str]:
    """Moves the positional words of an id-taking sub-command behind "--"."""
    for at in range(len(args) - 1):
        flags = _ID_POSITIONALS.get((args[at], args[at + 1]))
        if flags is None:
            continue
        tail = args[at + 2 :]
        if "--" in tail:
            return args  # the person already said where the words begin
        options = [arg for arg in tail if arg in flags]
        words = [arg for arg in tail if arg not in flags]
        return [*args[: at + 2], *options, "--", *words]
    return args
