"""``ares memory search|facts|remember|forget|export|rekey``: the person's own memory.

    ares memory search [--json] [--limit N] QUERY...   ranked hits, newest-relevant first
    ares memory facts [--json]                          what ARES knows about the person
    ares memory remember [--class CLASS] [--json] TEXT  add a fact (default class personal)
    ares memory forget [--json] ID                      delete a fact
    ares memory export [--format json] [--force] FILE   everything, decrypted, to FILE (0600)
    ares memory conversations [--json] [--limit N]      the conversations, newest first
    ares memory export-conversation [--force] ID FILE   one, decrypted, as Markdown (0600)
    ares memory rekey                                   rotate every key

The key comes from the OS keyring when one works; otherwise from ARES_PASSPHRASE, else
a no-echo prompt on a terminal, else exit 2 with a sentence saying what to set. ``rekey``
takes a new passphrase from ARES_NEW_PASSPHRASE or asks for it twice on a terminal.

Exit codes: 0 ok; 2 usage error, no key, wrong key, unknown fact or conversation id,
unreadable database.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import os
import sys
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from app.cli.common import CliError, ExitCode, check_target, home_paths, print_json
from app.config import Paths
from app.controller.private_file import write_private
from app.controller.records import KeyUnavailable, MemoryStoreError, Records, keyring_usable
from app.controller.vocabulary import Sensitivity

PASSPHRASE_ENV = "ARES_PASSPHRASE"
NEW_PASSPHRASE_ENV = "ARES_NEW_PASSPHRASE"


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "memory",
        help="search, list, edit, export or rekey the memory",
        description="The person's memory: search it, list and edit facts, export it "
        "decrypted, or rotate its keys.",
    )
    sub = parser.add_subparsers(dest="memory_command", metavar="ACTION", required=True)

    search = sub.add_parser(
        "search", help="search messages and facts (blind index, BM25 + recency)"
    )
    search.add_argument("--json", action="store_true", help="print a JSON list of hits")
    search.add_argument("--limit", type=int, default=20, help="at most N hits (default 20)")
    search.add_argument("query", nargs="+", metavar="QUERY")

    facts = sub.add_parser("facts", help="list the facts and preferences")
    facts.add_argument("--json", action="store_true", help="print a JSON list")

    remember = sub.add_parser("remember", help="add a fact")
    remember.add_argument(
        "--class",
        dest="sensitivity",
        choices=[s.value for s in Sensitivity],
        default=Sensitivity.PERSONAL.value,
        help="its sensitivity class (default personal)",
    )
    remember.add_argument("--json", action="store_true", help="print the fact as JSON")
    remember.add_argument("text", nargs="+", metavar="TEXT")

    forget = sub.add_parser("forget", help="delete a fact")
    forget.add_argument("--json", action="store_true", help='print {"forgotten": ID}')
    forget.add_argument("fact_id", type=int, metavar="ID")

    export = sub.add_parser("export", help="write everything, decrypted, to a file")
    export.add_argument("--format", choices=("json",), default="json")
    export.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    export.add_argument("file", type=Path, metavar="FILE")

    sub.add_parser("rekey", help="rotate every key (new data key, new master key)")

    listed = sub.add_parser("conversations", help="list the conversations, newest first")
    listed.add_argument("--json", action="store_true", help="print a JSON list")
    listed.add_argument("--limit", type=int, default=50, help="at most N (default 50)")

    one = sub.add_parser(
        "export-conversation", help="write one conversation, decrypted, as Markdown"
    )
    one.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    one.add_argument("conversation_id", metavar="ID")
    one.add_argument("file", type=Path, metavar="FILE")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    paths = home_paths(args)
    if args.memory_command in ("export", "export-conversation"):
        check_target(args.file, force=args.force)  # before asking for any key
    return asyncio.run(_run(paths, args))


async def _run(paths: Paths, args: argparse.Namespace) -> int:
    async with open_records(paths) as records:
        try:
            return await ACTIONS[args.memory_command](records, args)
        except MemoryStoreError as exc:
            raise CliError(str(exc), ExitCode.USAGE) from None


# -- opening the memory (shared by every command that reads or runs turns) -------------


@asynccontextmanager
async def open_records(paths: Paths, *, prompt: bool | None = None) -> AsyncIterator[Records]:
    """The memory at ``paths.database``: keyring key, else ARES_PASSPHRASE, else (on a
    terminal) a no-echo prompt; otherwise ``CliError`` with what to do (exit 2)."""
    records = await _unlock(paths, sys.stdin.isatty() if prompt is None else prompt)
    try:
        yield records
    finally:
        await records.close()


async def _unlock(paths: Paths, prompt: bool) -> Records:
    passphrase = os.environ.get(PASSPHRASE_ENV) or None
    try:
        return await Records.open(paths.database, passphrase=passphrase)
    except MemoryStoreError as exc:
        if passphrase is not None or not prompt or not isinstance(exc, KeyUnavailable):
            raise CliError(str(exc), ExitCode.USAGE) from None
    asked = ask_passphrase(new=not paths.database.exists())
    try:
        return await Records.open(paths.database, passphrase=asked)
    except MemoryStoreError as exc:
        raise CliError(str(exc), ExitCode.USAGE) from None


def ask_passphrase(*, new: bool) -> str:
    """A passphrase from the terminal without echo; a new one is asked twice."""
    if not new:
        return getpass.getpass("Passphrase for the ARES memory: ")
    first = getpass.getpass("New passphrase for the ARES memory: ")
    if not first:
        raise CliError("An empty passphrase cannot protect the memory.", ExitCode.USAGE)
    if getpass.getpass("Repeat it: ") != first:
        raise CliError("The two passphrases differ; nothing was changed.", ExitCode.USAGE)
    return first


# -- actions ---------------------------------------------------------------------------


async def _search(records: Records, args: argparse.Namespace) -> int:
    hits = await records.search(" ".join(args.query), limit=max(args.limit, 0))
    if args.json:
        print_json(hits)
        return int(ExitCode.OK)
    if not hits:
        print("No message or fact matches.")
    for hit in hits:
        where = f"fact {hit.fact_id}" if hit.fact_id is not None else hit.conversation_id
        print(f"{hit.created_at:%Y-%m-%d %H:%M}  [{where}] {hit.role}: {hit.snippet}")
    return int(ExitCode.OK)


async def _facts(records: Records, args: argparse.Namespace) -> int:
    facts = await records.facts()
    if args.json:
        print_json(facts)
        return int(ExitCode.OK)
    if not facts:
        print("No facts yet. Add one with: ares memory remember TEXT")
    for fact in facts:
        text = fact.text if fact.error is None else f"(unreadable: {fact.error})"
        print(f"{fact.id:>5}  {fact.sensitivity:<9} {fact.source:<9} {text}")
    return int(ExitCode.OK)


async def _remember(records: Records, args: argparse.Namespace) -> int:
    fact = await records.remember(" ".join(args.text), Sensitivity(args.sensitivity))
    if args.json:
        print_json(fact)
    else:
        print(f"Remembered fact {fact.id} ({fact.sensitivity}).")
    return int(ExitCode.OK)


async def _forget(records: Records, args: argparse.Namespace) -> int:
    await records.forget(args.fact_id)
    if args.json:
        print_json({"forgotten": args.fact_id})
    else:
        print(f"Forgot fact {args.fact_id}.")
    return int(ExitCode.OK)


async def _export(records: Records, args: argparse.Namespace) -> int:
    document = await records.export()
    write_private(args.file, document.model_dump_json(indent=2) + "\n")
    count = sum(len(c.messages) for c in document.conversations)
    print(
        f"Exported {len(document.conversations)} conversations ({count} messages), "
        f"{len(document.facts)} facts and {len(document.ledger)} ledger entries to "
        f"{args.file} — decrypted: keep it safe.",
        file=sys.stderr,
    )
    return int(ExitCode.OK)


async def _rekey(records: Records, _args: argparse.Namespace) -> int:
    passphrase = os.environ.get(NEW_PASSPHRASE_ENV) or None
    in_keyring = keyring_usable()
    if passphrase is None and not in_keyring:
        if not sys.stdin.isatty():
            raise CliError(
                f"No OS keyring works here, so the new key needs a passphrase: set "
                f"{NEW_PASSPHRASE_ENV} (or run on a terminal to be asked). Nothing was changed.",
                ExitCode.USAGE,
            )
        passphrase = ask_passphrase(new=True)
    await records.rekey(passphrase)
    where = " and ".join(
        part
        for part, used in (
            ("a new key in the OS keyring", in_keyring),
            ("the new passphrase", passphrase),
        )
        if used
    )
    print(f"Rotated the memory keys; the memory is now protected by {where}.")
    return int(ExitCode.OK)


async def _conversations(records: Records, args: argparse.Namespace) -> int:
    found = await records.conversations(limit=max(args.limit, 0))
    if args.json:
        print_json(found)
        return int(ExitCode.OK)
    if not found:
        print("No conversations yet.")
    for conversation in found:
        print(f"{conversation.updated_at:%Y-%m-%d %H:%M}  {conversation.id}  {conversation.title}")
    return int(ExitCode.OK)


async def _export_conversation(records: Records, args: argparse.Namespace) -> int:
    write_private(args.file, await records.conversation_markdown(args.conversation_id))
    print(
        f"Exported {args.conversation_id} to {args.file} — decrypted: keep it safe.",
        file=sys.stderr,
    )
    return int(ExitCode.OK)


ACTIONS: dict[str, Callable[[Records, argparse.Namespace], Awaitable[int]]] = {
    "search": _search,
    "facts": _facts,
    "remember": _remember,
    "forget": _forget,
    "export": _export,
    "rekey": _rekey,
    "conversations": _conversations,
    "export-conversation": _export_conversation,
}
