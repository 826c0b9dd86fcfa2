"""The fake ``claude`` CLI (tests/fakes/agent_cli.py) answering with the message it got.

``python echo_agent.py [claude flags] --sizes 3,5 --record DIR``: reads the prompt on
stdin, writes it byte for byte to ``DIR/<pid>-<ns>.stdin``, and prints the fake's own
stream-JSON lines whose text is the prompt's ``Message:`` part in pieces of ``sizes``.
Runs under the worker's scrubbed environment, so it finds the repository by itself.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.controller.chunks import cut
from tests.fakes.agent_cli import claude_lines, claude_result, emit

MARK = "\n\nMessage:\n"


def main() -> int:
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--sizes", default="5")
    parser.add_argument("--record", required=True)
    opts, rest = parser.parse_known_args()
    stdin = sys.stdin.buffer.read()
    record = Path(opts.record) / f"{os.getpid()}-{time.monotonic_ns()}.stdin"
    record.write_bytes(stdin)
    prompt = stdin.decode("utf-8")
    message = prompt[prompt.rindex(MARK) + len(MARK) :].removesuffix("\n")
    chunks = cut(message, [int(s) for s in opts.sizes.split(",")])
    tokens = len(prompt.split())
    for line in claude_lines(chunks, "--include-partial-messages" in rest, tokens):
        emit(line)
    emit(claude_result(chunks, tokens, False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
