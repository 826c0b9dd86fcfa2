"""Fake ``claude`` and ``codex`` command-line agents that print recorded stream-JSON.

Run as ``python tests/fakes/agent_cli.py claude|codex [real flags] [--fake-... flags]``
or through the executables the ``fake_agents`` fixture writes (``claude``, ``codex``).
Real flags (``-p``, ``--output-format stream-json``, ``exec --json`` …) are accepted and
ignored, except ``--include-partial-messages``, which makes the fake Claude stream
``stream_event`` lines as the real one does. The ``--fake-*`` flags script it:

  --fake-mode ok | fail | error-result | no-result | hang | hang-after-first
  --fake-chunks "a|b|c"    the answer, in pieces
  --fake-delay S           seconds between pieces
  --fake-record PATH       write {argv, stdin, env} as JSON (what it was given)
  --fake-pid-file PATH     write its pid and its child's (with --fake-child)
  --fake-child             start a grandchild that sleeps, to test group cleanup
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from typing import Any

SESSION = str(uuid.UUID(int=7))
MODEL = "claude-sonnet-4-5"


def _args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--fake-mode", default="ok")
    parser.add_argument("--fake-chunks", default="Hello| from| the| fake| agent.")
    parser.add_argument("--fake-delay", type=float, default=0.0)
    parser.add_argument("--fake-record")
    parser.add_argument("--fake-pid-file")
    parser.add_argument("--fake-child", action="store_true")
    return parser.parse_known_args(argv)


def emit(obj: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def claude_lines(chunks: list[str], partial: bool, prompt_tokens: int) -> Iterator[dict[str, Any]]:
    yield {
        "type": "system",
        "subtype": "init",
        "cwd": os.getcwd(),
        "session_id": SESSION,
        "tools": ["Task", "Bash", "Read", "Edit"],
        "mcp_servers": [],
        "model": MODEL,
        "permissionMode": "default",
        "apiKeySource": "none",
    }
    usage = {"input_tokens": prompt_tokens, "cache_creation_input_tokens": 0}
    usage |= {"cache_read_input_tokens": 0, "output_tokens": len(chunks)}
    pieces = chunks if not partial else []
    for text in chunks if partial else []:
        delta = {"type": "text_delta", "text": text}
        event = {"type": "content_block_delta", "index": 0, "delta": delta}
        yield {"type": "stream_event", "event": event, "session_id": SESSION}
    for text in pieces or ["".join(chunks)]:
        yield {
            "type": "assistant",
            "message": {
                "id": "msg_fake1",
                "type": "message",
                "role": "assistant",
                "model": MODEL,
                "content": [{"type": "text", "text": text}],
                "stop_reason": None,
                "stop_sequence": None,
                "usage": usage,
            },
            "parent_tool_use_id": None,
            "session_id": SESSION,
        }


def claude_result(chunks: list[str], prompt_tokens: int, error: bool) -> dict[str, Any]:
    return {
        "type": "result",
        "subtype": "error_during_execution" if error else "success",
        "is_error": error,
        "duration_ms": 1200,
        "duration_api_ms": 1000,
        "num_turns": 1,
        "result": "API Error: 500 internal" if error else "".join(chunks),
        "session_id": SESSION,
        "total_cost_usd": 0.0123,
        "usage": {
            "input_tokens": prompt_tokens,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            "output_tokens": len(chunks),
        },
    }


def codex_lines(chunks: list[str]) -> Iterator[dict[str, Any]]:
    yield {"type": "thread.started", "thread_id": SESSION}
    yield {"type": "turn.started"}
    reasoning = {"id": "item_0", "type": "reasoning", "text": "**Thinking**"}
    yield {"type": "item.completed", "item": reasoning}
    so_far = ""
    for n, text in enumerate(chunks):
        so_far += text
        kind = "item.started" if n == 0 else "item.updated"
        if n == len(chunks) - 1:
            kind = "item.completed"
        yield {"type": kind, "item": {"id": "item_1", "type": "agent_message", "text": so_far}}


def codex_result(chunks: list[str], prompt_tokens: int, error: bool) -> dict[str, Any]:
    if error:
        return {
            "type": "turn.failed",
            "error": {"message": "stream disconnected before completion"},
        }
    usage = {"input_tokens": prompt_tokens, "cached_input_tokens": 0, "output_tokens": len(chunks)}
    return {"type": "turn.completed", "usage": usage}


def _carries_text(line: dict[str, Any]) -> bool:
    item = line.get("item") or {}
    return line.get("type") in ("assistant", "stream_event") or item.get("type") == "agent_message"


def _record(opts: argparse.Namespace, stdin: bytes) -> None:
    if opts.fake_record:
        with open(opts.fake_record, "w", encoding="utf-8") as out:
            json.dump({"argv": sys.argv, "stdin": stdin.decode(), "env": dict(os.environ)}, out)
    pids = [os.getpid()]
    if opts.fake_child:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        pids.append(child.pid)
    if opts.fake_pid_file:
        with open(opts.fake_pid_file, "w", encoding="utf-8") as out:
            out.write(" ".join(map(str, pids)))


def main(flavor: str, argv: list[str] | None = None) -> int:
    opts, rest = _args(sys.argv[1:] if argv is None else argv)
    stdin = sys.stdin.buffer.read()
    _record(opts, stdin)
    mode = opts.fake_mode
    if mode == "fail":
        sys.stderr.write("Error: Invalid API key · Please run /login\n")
        return 1
    chunks = opts.fake_chunks.split("|")
    prompt_tokens = len(stdin.split()) or len(" ".join(rest).split())
    if flavor == "claude":
        lines = list(claude_lines(chunks, "--include-partial-messages" in rest, prompt_tokens))
        result = claude_result(chunks, prompt_tokens, mode == "error-result")
    else:
        lines = list(codex_lines(chunks))
        result = codex_result(chunks, prompt_tokens, mode == "error-result")
    if mode == "hang":
        emit(lines[0])
        time.sleep(600)
    for line in lines:
        time.sleep(opts.fake_delay)
        emit(line)
        if mode == "hang-after-first" and _carries_text(line):
            time.sleep(600)
    if mode != "no-result":
        emit(result)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv.pop(1) if len(sys.argv) > 1 else "claude"))
