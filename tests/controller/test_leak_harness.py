"""The end-to-end leak harness (issue 6, Evidence).

Realistic messages carrying secrets, personal data and special categories — generated,
and every positive line of ``tests/corpora`` — go through the real pipeline to the
echo fakes: OpenAI and Anthropic APIs as external and approved providers, the fake
``claude`` CLI as both, and a local Ollama. For every turn: the ledger row's sha256 is
the sha256 of a body a fake received; that body holds none of the values the DESIGN.md
matrix withholds from that worker (per the consent answer); and the answer the person
sees is their message with every placeholder restored, although the fakes cut it into
chunks that split placeholders. First through ``ares chat`` in child processes, then
in-process for the bulk and for Hypothesis.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.controller.consent import ConsentAnswer, FixedConsent
from tests.controller.conftest import open_companion
from tests.controller.corpus import Planted, Sample, corpus_samples, generated, leaked
from tests.controller.drive import turn
from tests.controller.echo import Rig, child_env
from tests.controller.leakcheck import ENGINE, Turn, by_sha, problems
from tests.helpers import run_ares, write_config
from trust import Sensitivity
from trust.placeholders import escape

CLOUD = ["gpt-ext", "claude-ext", "cli-ext", "gpt-appr", "claude-appr", "cli-appr"]
WORKERS = ["local", *CLOUD]
CLI_CONSENT = {"allow": ConsentAnswer.SEND_AS_IS, "deny": ConsentAnswer.PSEUDONYMISE}


def _summary(turns: list[Turn]) -> str:
    """The figures for the closing note (printed with ``pytest -s``)."""
    refused = sum(1 for t in turns if t.answer is None)
    per_worker = Counter(t.worker_id for t in turns)
    checked = sum(len(t.withheld() | t.planted_withheld()) for t in turns)
    return (
        f"{len(turns)} turns ({dict(per_worker)}), {refused} refused, "
        f"{checked} withheld values checked against the bodies received"
    )


def _assert_clean(turns: list[Turn], rig: Rig) -> None:
    received = by_sha(rig.received())
    found = [p for t in turns for p in problems(t, received)]
    assert not found, f"{len(found)} problem(s) in {_summary(turns)}:\n" + "\n".join(found[:40])
    ledgered = {t.ledger_sha for t in turns if t.ledger_sha}
    assert ledgered == set(received), "a fake received a body that no ledger row names"


# --- through `ares chat`, one child process per message ---------------------------------


def _home(rig: Rig, home: Path, plan: list[tuple[Sample, str, str]]) -> list[Turn]:
    """One ARES_HOME, two conversations of two messages: the second message of each
    continues it (``--conversation``), so the briefing carries history across workers of
    other classes, and the second conversation may recall the first as memories. Every
    text stored before a turn counts as possibly sent with it (a superset of what the
    briefing admits)."""
    home.mkdir()
    write_config(home, rig.toml())
    env = child_env()
    turns: list[Turn] = []
    conversation: str | None = None
    history: list[str] = []
    for n, (sample, worker, consent) in enumerate(plan):
        args = ["chat", "--worker", worker, "--consent", consent, "--json", "-"]
        if conversation and n % 2:
            # "=": an id may start with "-" (test_control.py pins that gap).
            args[1:1] = [f"--conversation={conversation}"]
        done = run_ares(home, *args, stdin=sample.message, **env)
        result = json.loads(done.stdout or "{}")
        record = Turn(
            message=sample.message,
            worker_id=worker,
            privacy=rig.privacy(worker),
            consent=CLI_CONSENT[consent],
            history=list(history),
            planted=sample.planted,
            answer=result.get("answer"),
            error=result.get("error") or done.stderr,
        )
        record.ledger_sha = str(result.get("ledger_id") or "")
        assert all(c["status"] in {"pass", "warn", "fail"} for c in result.get("checks", []))
        turns.append(record)
        conversation = result.get("conversation")
        history += [sample.message] + ([record.answer] if record.answer is not None else [])
    ledger = run_ares(home, "ledger", "--json", "--limit", "1000", **env)
    shas = {str(row["id"]): row["sha256"] for row in json.loads(ledger.stdout)}
    for record in turns:
        record.ledger_sha = shas.get(record.ledger_sha or "")
    _nothing_in_the_clear(home, [p for sample, _, _ in plan for p in sample.planted])
    return turns


def _nothing_in_the_clear(home: Path, planted: list[Planted]) -> None:
    """Every value above public is sealed at rest and scrubbed from the logs: none of
    them is in any file under ARES_HOME (database, WAL, logs), in any of its forms."""
    files = [p for p in home.rglob("*") if p.is_file() and p.name != "config.toml"]
    assert any(p.name.endswith(".log") for p in files), "no log file to look in"
    for path in files:
        content = path.read_bytes()
        found = leaked(content, {p.value for p in planted if len(p.value) >= 8})
        assert not found, f"{path.name} holds {len(found)} planted value(s) in the clear"


# x 4 messages: 12 `ares chat` and 3 `ares ledger` child processes, so every cloud worker
# meets --consent deny and allow once each; the in-process tests below carry the bulk.
HOMES = len(CLOUD) * 2 // 4


@pytest.mark.slow
@pytest.mark.timeout(900)  # 15 child processes that each start ARES: slow on a busy machine
def test_ares_chat_child_processes_leak_nothing_and_restore_everything(
    rig: Rig, tmp_path: Path
) -> None:
    """Every cloud worker with --consent deny and allow, once each."""
    samples = list(generated(seed=61, count=4 * HOMES))
    routes = itertools.cycle(itertools.product(CLOUD, ["deny", "allow"]))
    plans = [[(samples[4 * i + k], *next(routes)) for k in range(4)] for i in range(HOMES)]
    with ThreadPoolExecutor(3) as pool:
        homes = pool.map(lambda i: _home(rig, tmp_path / f"home-{i}", plans[i]), range(HOMES))
        turns = [t for home in homes for t in home]
    assert len(turns) == 4 * HOMES
    _assert_clean(turns, rig)
    assert any(b"Relevant memories" in body for body in rig.received())
    print(_summary(turns))


# --- in-process: the bulk ------------------------------------------------------------------


async def _run_all(
    rig: Rig, folder: Path, plan: list[tuple[Sample, str, ConsentAnswer]], *, forget: bool
) -> list[Turn]:
    """Each message in a new conversation. With ``forget`` the conversation is deleted
    after its turn, so no later briefing recalls it as a memory: each message is then
    judged on its own (memories have their own test below)."""
    companion = await open_companion(rig, folder, FixedConsent(ConsentAnswer.PSEUDONYMISE))
    turns = []
    try:
        for sample, worker, consent in plan:
            record, conversation = await turn(
                companion, sample, worker, rig.privacy(worker), consent
            )
            turns.append(record)
            if forget and conversation:
                await companion.memory.delete_conversation(conversation)
    finally:
        await companion.aclose()
    return turns


def _plan(
    samples: list[Sample], workers: list[str] = WORKERS
) -> list[tuple[Sample, str, ConsentAnswer]]:
    """Round-robin over the workers, the consent answer alternating per round."""
    answers = [ConsentAnswer.PSEUDONYMISE, ConsentAnswer.SEND_AS_IS]
    return [
        (sample, workers[n % len(workers)], answers[(n // len(workers)) % 2])
        for n, sample in enumerate(samples)
    ]


@pytest.mark.slow
async def test_generated_and_corpus_messages_in_process(
    rig: Rig, tmp_path: Path, test_keyring: None
) -> None:
    # The corpus goes to the HTTP workers only: an agent run is a process start each.
    http = [w for w in WORKERS if not w.startswith("cli-")]
    plan = _plan(list(generated(seed=7, count=350))) + _plan(corpus_samples(), http)
    rig.openai.sizes, rig.anthropic.sizes, rig.ollama.sizes = [3, 11], [1, 9, 4], [64]
    turns = await _run_all(rig, tmp_path, plan, forget=True)
    _assert_clean(turns, rig)
    secrets = sum(
        1
        for t in turns
        if any(
            f.sensitivity is Sensitivity.SECRET for f in ENGINE.classify(escape(t.message)).findings
        )
    )
    assert secrets >= 1200  # generated secrets plus the corpus lines the engine detects
    print(_summary(turns), f"{secrets} with secrets")  # shown with -s: the closing note's figures


async def test_memories_from_earlier_conversations_leak_nothing(
    rig: Rig, tmp_path: Path, test_keyring: None
) -> None:
    """The same messages, kept: every later briefing may recall earlier ones."""
    turns = await _run_all(rig, tmp_path, _plan(list(generated(seed=8, count=70))), forget=False)
    _assert_clean(turns, rig)


# --- in-process: Hypothesis chooses routes, consent answers and chunk boundaries -------------

POOL = list(generated(seed=3, count=120))
ANSWERS = list(ConsentAnswer)


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    steps=st.lists(
        st.tuples(
            st.integers(0, len(POOL) - 1), st.sampled_from(WORKERS), st.sampled_from(ANSWERS)
        ),
        min_size=1,
        max_size=4,
    ),
    sizes=st.lists(st.integers(1, 13), min_size=1, max_size=6),
)
def test_random_routes_answers_and_chunk_boundaries(
    rig: Rig, tmp_path_factory: object, test_keyring: None, steps: list, sizes: list[int]
) -> None:
    folder = tmp_path_factory.mktemp("hyp")  # type: ignore[attr-defined]
    for server in rig.servers:
        server.requests.clear()
        server.sizes = sizes  # type: ignore[attr-defined]
    rig.agent_sizes = sizes
    for path in rig.records.glob("*.stdin"):
        path.unlink()
    turns = asyncio.run(_conversation(rig, folder, steps))
    _assert_clean(turns, rig)


async def _conversation(rig: Rig, folder: Path, steps: list) -> list[Turn]:
    """One conversation: each step a message to a worker with a consent answer."""
    companion = await open_companion(rig, folder, FixedConsent(ConsentAnswer.PSEUDONYMISE))
    turns: list[Turn] = []
    conversation: str | None = None
    history: list[str] = []
    try:
        for index, worker, answer in steps:
            sample = POOL[index]
            record, conversation = await turn(
                companion,
                sample,
                worker,
                rig.privacy(worker),
                answer,
                conversation_id=conversation,
                history=history,
            )
            turns.append(record)
            history.append(sample.message)
            if record.answer is not None:
                history.append(record.answer)
    finally:
        await companion.aclose()
    return turns
