"""The built-in tools through the executor: refusals run nothing, approvals gate acts."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path

import pytest

from app.controller.agents.approval import FixedApproval
from app.controller.agents.executor import ToolExecutor
from app.controller.agents.personas import Selection, select
from app.controller.agents.tools.base import ToolContext
from app.controller.agents.tools.registry import ToolRegistry
from app.controller.consent import ALLOW, ConsentDecision, ConsentQueue, ConsentRequest
from app.controller.pending import PendingDesk
from memory import AsyncMemoryStore
from tests.agents.conftest import agents_from
from workers import ToolCall

AGENTS = """\
[models.m]
worker = "local"

[agents.coder]
model = "m"
tools = ["run_command", "read_file", "list_dir", "write_file", "delete_file", "calculate",
         "memory_search", "remember", "current_time"]

[[agents.coder.personas]]
id = "reader"
allowed_tools = ["read_file", "list_dir"]
"""


def _executor(memory: AsyncMemoryStore, root: Path, allow: bool) -> ToolExecutor:
    ctx = ToolContext(memory=memory, read_roots=[root])
    return ToolExecutor(ToolRegistry(), ConsentQueue(FixedApproval(allow)), ctx)


def _coder(tmp_path: Path, persona: str | None = None) -> Selection:
    return select(agents_from(AGENTS, tmp_path), "coder", requested=persona)


async def test_a_denied_command_has_no_effect(memory: AsyncMemoryStore, tmp_path: Path) -> None:
    target = tmp_path / "made-by-the-agent"
    executor = _executor(memory, tmp_path, allow=False)
    call = ToolCall(name="run_command", arguments={"argv": ["touch", str(target)]})
    outcome = await executor.run(call, _coder(tmp_path), "t1")
    assert outcome.status == "approval_denied"
    assert outcome.result["error"] == "approval_denied"
    assert outcome.approval is not None and outcome.approval.subject == f"touch {target}"
    assert not target.exists()
    asked = executor.consent.broker.requests  # type: ignore[attr-defined]
    assert [r.approval.tool for r in asked] == ["run_command"]
    assert asked[0].agent == "coder" and asked[0].turn_id == "t1"


async def test_a_forbidden_call_is_not_executed_nor_asked(
    memory: AsyncMemoryStore, tmp_path: Path
) -> None:
    target = tmp_path / "made-by-the-agent"
    executor = _executor(memory, tmp_path, allow=True)
    call = ToolCall(name="run_command", arguments={"argv": ["touch", str(target)]})
    outcome = await executor.run(call, _coder(tmp_path, "reader"), "t1")
    assert outcome.result == {
        "error": "tool_forbidden",
        "tool": "run_command",
        "message": "The agent 'coder' under persona 'reader' may not use run_command.",
    }
    assert not target.exists()
    assert executor.consent.broker.requests == []  # type: ignore[attr-defined]
    unknown = await executor.run(ToolCall(name="rm_rf", arguments={}), _coder(tmp_path), "t1")
    assert unknown.result["error"] == "tool_unknown"


async def test_an_approved_command_runs_with_the_allow_listed_environment(
    memory: AsyncMemoryStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_notforthetool")
    executor = _executor(memory, tmp_path, allow=True)
    argv = [
        sys.executable,
        "-c",
        "import os, pathlib; pathlib.Path('out').write_text('x');print(sorted(os.environ))",
    ]
    outcome = await executor.run(
        ToolCall(name="run_command", arguments={"argv": argv}), _coder(tmp_path), "t1"
    )
    assert outcome.status == "ok", outcome.result
    assert outcome.result["exit_code"] == 0
    assert (tmp_path / "out").read_text() == "x"  # cwd: the first granted folder
    assert "GITHUB_TOKEN" not in outcome.result["stdout"]
    assert "PATH" in outcome.result["stdout"]


async def test_a_command_past_its_timeout_is_ended_with_its_group(
    memory: AsyncMemoryStore, tmp_path: Path
) -> None:
    pidfile = tmp_path / "grandchild.pid"
    script = (
        "import subprocess, sys, time; "
        f"p = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)']); "
        f"open({str(pidfile)!r}, 'w').write(str(p.pid)); time.sleep(60)"
    )
    executor = _executor(memory, tmp_path, allow=True)
    call = ToolCall(
        name="run_command", arguments={"argv": [sys.executable, "-c", script], "timeout": 1.5}
    )
    started = time.monotonic()
    outcome = await executor.run(call, _coder(tmp_path), "t1")
    assert outcome.status == "tool_failed"
    assert "stopped after 1.5 s" in outcome.result["message"]
    assert time.monotonic() - started < 20
    grandchild = int(pidfile.read_text())
    for _ in range(50):
        try:
            os.kill(grandchild, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        pytest.fail("the command's grandchild outlived the timeout")


async def test_files_only_under_the_granted_folders(
    memory: AsyncMemoryStore, tmp_path: Path
) -> None:
    root = tmp_path / "granted"
    root.mkdir()
    (root / "notes.txt").write_text("hello notes", encoding="utf-8")
    outside = tmp_path / "private.txt"
    outside.write_text("not yours", encoding="utf-8")
    (root / "sneaky").symlink_to(outside)
    executor = _executor(memory, root, allow=True)
    coder = _coder(tmp_path)

    read = await executor.run(
        ToolCall(name="read_file", arguments={"path": "notes.txt"}), coder, "t"
    )
    assert read.result["text"] == "hello notes"
    for path in (str(outside), "sneaky", "../private.txt"):
        refused = await executor.run(
            ToolCall(name="read_file", arguments={"path": path}), coder, "t"
        )
        assert refused.result["error"] == "tool_forbidden", path
    listed = await executor.run(
        ToolCall(name="list_dir", arguments={"path": str(root)}), coder, "t"
    )
    assert [e["name"] for e in listed.result["entries"]] == ["notes.txt", "sneaky"]


async def test_writing_and_deleting_ask_first(memory: AsyncMemoryStore, tmp_path: Path) -> None:
    coder = _coder(tmp_path)
    write = ToolCall(name="write_file", arguments={"path": "new.txt", "content": "draft"})
    denied = await _executor(memory, tmp_path, allow=False).run(write, coder, "t")
    assert denied.status == "approval_denied"
    assert not (tmp_path / "new.txt").exists()
    allowed = _executor(memory, tmp_path, allow=True)
    assert (await allowed.run(write, coder, "t")).status == "ok"
    assert (tmp_path / "new.txt").read_text() == "draft"
    delete = ToolCall(name="delete_file", arguments={"path": "new.txt"})
    assert (await _executor(memory, tmp_path, allow=False).run(delete, coder, "t")).status == (
        "approval_denied"
    )
    assert (tmp_path / "new.txt").exists()
    await allowed.run(delete, coder, "t")
    assert not (tmp_path / "new.txt").exists()


async def test_calculate_memory_and_bad_arguments(memory: AsyncMemoryStore, tmp_path: Path) -> None:
    executor = _executor(memory, tmp_path, allow=False)
    coder = _coder(tmp_path)
    calc = await executor.run(
        ToolCall(name="calculate", arguments={"expression": "(17 * 3) / 4 + 2 ** 3"}), coder, "t"
    )
    assert calc.result["result"] == 20.75
    attack = await executor.run(
        ToolCall(name="calculate", arguments={"expression": "__import__('os').system('id')"}),
        coder,
        "t",
    )
    assert attack.result["error"] == "invalid_arguments"
    conversation = (await memory.create_conversation("trip")).id
    await memory.add_message(conversation, "user", "The ferry to Hel leaves at 7:40.")
    found = await executor.run(
        ToolCall(name="memory_search", arguments={"query": "ferry"}), coder, "t"
    )
    assert [h["text"] for h in found.result["hits"]] == ["The ferry to Hel leaves at 7:40."]
    remembered = await executor.run(
        ToolCall(name="remember", arguments={"fact": "Likes ferries", "class": "personal"}),
        coder,
        "t",
    )
    assert remembered.status == "ok"
    assert [f.text for f in await memory.facts()] == ["Likes ferries"]
    bad = await executor.run(ToolCall(name="memory_search", arguments={"q": "x"}), coder, "t")
    assert bad.result["error"] == "invalid_arguments"


async def test_an_open_approval_is_listed_like_a_consent_question(
    memory: AsyncMemoryStore, tmp_path: Path
) -> None:
    """Approvals are consent requests: the same queue lists them while they wait."""
    desk = PendingDesk()
    answer: asyncio.Future[ConsentDecision] = asyncio.get_running_loop().create_future()

    class Held:
        async def ask(self, request: ConsentRequest) -> ConsentDecision:
            return await answer

    queue = ConsentQueue(Held(), desk.track)
    executor = ToolExecutor(
        ToolRegistry(), queue, ToolContext(memory=memory, read_roots=[tmp_path])
    )
    target = tmp_path / "made-after-yes"
    call = ToolCall(name="run_command", arguments={"argv": ["touch", str(target)]})
    running = asyncio.ensure_future(executor.run(call, _coder(tmp_path), "turn-4567890"))
    for _ in range(500):
        if desk.waiting():
            break
        await asyncio.sleep(0.01)
    [item] = desk.waiting()
    assert (item.kind, item.what) == ("approval", "run: " + f"touch {target}"[:80])
    assert item.asker == "The agent 'coder' (task turn-456)"
    assert not target.exists()
    answer.set_result(ALLOW)
    assert (await running).status == "ok" and target.exists()
    assert desk.waiting() == []
