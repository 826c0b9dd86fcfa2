"""``fetch_url`` is an egress path: approved, classified, ledgered — or nothing leaves."""

from __future__ import annotations

from pathlib import Path

from app.controller.agents.approval import FixedApproval
from app.controller.agents.executor import ToolExecutor
from app.controller.agents.outbound import release_through
from app.controller.agents.personas import select
from app.controller.agents.tools.base import ToolContext
from app.controller.agents.tools.registry import ToolRegistry
from app.controller.consent import ConsentQueue
from app.controller.egress import Egress
from memory import AsyncMemoryStore
from tests.agents.conftest import agents_from
from tests.fakes.http_base import FakeServer, RecordedRequest, Reply
from trust import Policy, TrustEngine
from workers import ToolCall

AGENTS = '[models.m]\nworker = "local"\n[agents.web]\nmodel = "m"\ntools = ["fetch_url"]\n'


class Site(FakeServer):
    def handle(self, request: RecordedRequest, reply: Reply) -> None:
        reply.raw(200, b"<h1>Ferry timetable</h1>", "text/html")


def _executor(memory: AsyncMemoryStore, allow: bool) -> ToolExecutor:
    context = ToolContext(memory=memory, conversation_id="c1")
    context.release = release_through(Egress(memory, TrustEngine(), Policy()), context)
    return ToolExecutor(ToolRegistry(), ConsentQueue(FixedApproval(allow)), context)


async def test_an_approved_fetch_is_ledgered_before_it_goes(
    memory: AsyncMemoryStore, tmp_path: Path
) -> None:
    web = select(agents_from(AGENTS, tmp_path), "web")
    with Site() as site:
        call = ToolCall(name="fetch_url", arguments={"url": f"{site.url}/timetable?route=hel"})
        outcome = await _executor(memory, allow=True).run(call, web, "turn-1")
        assert outcome.status == "ok", outcome.result
        assert outcome.result["text"] == "<h1>Ferry timetable</h1>"
        assert [r.path for r in site.requests] == ["/timetable"]
    [row] = await memory.ledger()
    assert row.worker == "tool:fetch_url"
    assert row.destination == f"{site.url}/timetable?route=hel"
    assert row.turn_id == "turn-1"


async def test_a_fetch_carrying_personal_data_or_not_approved_never_leaves(
    memory: AsyncMemoryStore, tmp_path: Path
) -> None:
    web = select(agents_from(AGENTS, tmp_path), "web")
    with Site() as site:
        leaky = ToolCall(
            name="fetch_url",
            arguments={"url": f"{site.url}/track?email=jan.kowalski@example.com"},
        )
        refused = await _executor(memory, allow=True).run(leaky, web, "t")
        assert refused.status == "egress_refused"
        assert "EMAIL" in refused.result["message"]
        assert "jan.kowalski" not in refused.result["message"]
        posted = ToolCall(
            name="fetch_url",
            arguments={"url": site.url, "method": "POST", "body": "token=ghp_" + "a1B2" * 9},
        )
        assert (await _executor(memory, allow=True).run(posted, web, "t")).status == (
            "egress_refused"
        )
        plain = ToolCall(name="fetch_url", arguments={"url": site.url})
        denied = await _executor(memory, allow=False).run(plain, web, "t")
        assert denied.status == "approval_denied"
        assert site.requests == []
    assert await memory.ledger() == []
