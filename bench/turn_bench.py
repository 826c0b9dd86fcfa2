"""What the privacy pipeline adds before the first byte reaches the worker.

A turn through the real ``Companion`` (load the conversation and memories, classify,
route, consent, brief, pseudonymise, record the message and the ledger row, journal)
against a direct adapter call (``build_worker(spec).stream`` with a no-op disclose), both
to the same fake OpenAI-compatible server in the same run, interleaved. The clock stops
when the fake has read the request body, so the network and the adapter cost the same
on both sides and the difference is the pipeline's own. Measured with 10k and 50k
messages stored (memory_bench's Zipf-distributed text, a quarter of the messages the
harness's messages with personal data and secrets; conversations of 100, one of them
continued by every turn), each turn a new message carrying an e-mail address, a phone
number and an API key, to an external provider, so that everything is pseudonymised.

Two configurations of the same pipeline run interleaved, turn by turn, on the same
database: ``now`` (bounded recall of the relevant only in the same read as the vault,
history and facts; verdicts remembered per text in the briefing and the egress check)
and ``before`` — recall and judging as they were before issue 12 (four reads, a search
of the message's 8 longest words ranking every match, one more read per hit; every
history item judged afresh in the briefing and again in the egress check). The rest of
issue 12's changes (the message's write overlapping routing and briefing, no vault
write when nothing was added) run on both sides, so the gap understates the change.

Wall-clock figures on a machine shared with other work swing with its load; ``added
CPU`` (this process's CPU time to the first byte, pipeline minus direct) is the work the
pipeline does and moves far less.

Run: ``.venv/bin/python bench/turn_bench.py [--runs N] [--quick]``. Target from issue 12:
under 10 ms p50 added at 50k messages, growing sub-linearly with stored messages.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import keyring
from keyring.backends import fail
from memory_bench import Corpus

from app.config import Settings
from app.controller.briefing import BriefingInput
from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer, FixedConsent
from app.controller.egress import Egress
from app.controller.turn import TurnParts, TurnRequest, pipeline, steps
from app.controller.wiring import Classifier
from memory import AsyncMemoryStore, MemoryStore, Message, ScryptCost
from tests.controller.corpus import email, generated, github_token, us_phone
from tests.fakes.openai_server import FakeOpenAI
from workers import ContextBriefing, OutboundPayload, Worker, WorkerSpec, build_worker

PER_CONVERSATION = 100
CORPUS = Corpus()  # memory_bench's Zipf-distributed text: words as people use them


def populate(path: Path, count: int, done: int) -> str:
    """Messages up to ``count``, a quarter carrying personal data or secrets; the id of
    the conversation every measured turn continues."""
    store = MemoryStore.open(path, passphrase="bench", scrypt_cost=ScryptCost(n=2**10))
    rng = random.Random(count)
    samples = [s.message for s in generated(seed=count, count=400)]
    conversation = ""
    try:
        for n in range(done, count):
            if n % PER_CONVERSATION == 0:
                conversation = store.create_conversation("bench").id
            text = rng.choice(samples) if n % 4 == 0 else CORPUS.message()
            store.add_message(conversation, "user" if n % 2 == 0 else "assistant", text)
        return conversation or store.conversations(limit=1)[0].id
    finally:
        store.close()


def message(rng: random.Random, n: int) -> str:
    return (
        f"{CORPUS.message()} — turn {n}: please mail {email(rng)} (or call {us_phone(rng)}): "
        f"the CI token {github_token(rng)} leaked."
    )


async def no_disclose(payload: OutboundPayload) -> None:
    return None


PHASES = ("TurnStarted", "RouteChosen", "BriefingReady", "recall")
CONFIGS = ("before", "now")


async def recall_before(
    memory: AsyncMemoryStore, conversation: str | None, text: str
) -> steps.Recall:
    """The recall of the landed main before issue 12 (four reads, a search ranking every
    match of the 8 longest words, one more read per hit), for ``before``."""
    vault: dict[str, str] = {}
    history: list[Message] = []
    if conversation is not None:
        vault = await memory.vault(conversation)
        history = await memory.messages(conversation, limit=steps.HISTORY_LIMIT)
    facts = await memory.facts()
    hits = await memory.search(text, limit=5, max_terms=8)
    memories = [
        await memory.message(h.message_id) for h in hits if h.conversation_id != conversation
    ]
    return steps.Recall(
        vault=vault, offered=BriefingInput(history=history, facts=facts, memories=memories)
    )


def configured(companion: Companion, config: str) -> TurnParts:
    parts = companion.parts()
    if config == "now":
        return parts
    # Every history item judged afresh each turn, in the briefing and the egress check.
    judge = Classifier(parts.engine, parts.policy, size=0)
    egress = Egress(parts.memory, parts.engine, parts.policy, classify=judge)
    return dataclasses.replace(parts, classify=judge, egress=egress)


async def components(
    companion: Companion, config: str, text: str, conversation: str
) -> dict[str, float]:
    """The recall step of the turn (vault, history, facts, recalled messages), alone."""
    start = time.time()
    if config == "now":
        await steps.recall(companion.memory, conversation, text)
    else:
        await recall_before(companion.memory, conversation, text)
    return {"recall": time.time() - start}


async def through_pipeline(
    companion: Companion, config: str, server: FakeOpenAI, text: str, conversation: str
) -> tuple[tuple[float, float], dict[str, float]]:
    """Seconds to the worker's first byte, and when each phase's event came out."""
    parts = configured(companion, config)
    request = TurnRequest(message=text, worker_id="gpt", conversation_id=conversation)
    stamps: dict[str, float] = {}
    saved = steps.recall
    cpu = time.process_time()
    if config == "before":
        steps.recall = recall_before  # type: ignore[assignment]
    start = time.time()
    try:
        async for event in pipeline.journaled(parts, request, pipeline.run(parts, request)):
            stamps.setdefault(type(event).__name__, time.time() - start)
    finally:
        steps.recall = saved
    if "TurnFinished" not in stamps:
        raise SystemExit(f"a bench turn did not finish: {sorted(stamps)}")
    got = server.requests[-1]
    return (got.received_at - start, got.received_cpu - cpu), stamps


async def direct(worker: Worker, server: FakeOpenAI, text: str) -> tuple[float, float]:
    start, cpu = time.time(), time.process_time()
    async for _ in worker.stream(ContextBriefing(), text, disclose=no_disclose):
        pass
    got = server.requests[-1]
    return got.received_at - start, got.received_cpu - cpu


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(s * 1000 for s in samples)
    return statistics.median(ordered), ordered[max(0, int(len(ordered) * 0.95) - 1)]


class Samples:
    def __init__(self) -> None:
        self.piped: list[float] = []
        self.bare: list[float] = []
        # CPU seconds of this process to the first byte: the work, without the waits a
        # loaded machine adds to the wall clock (the figure to compare across runs).
        self.piped_cpu: list[float] = []
        self.bare_cpu: list[float] = []
        self.phases: dict[str, list[float]] = {name: [] for name in PHASES}


async def measure(
    path: Path, conversation: str, server: FakeOpenAI, runs: int
) -> dict[str, Samples]:
    spec = WorkerSpec(
        id="gpt",
        kind="openai",
        base_url=server.base_url,
        model="gpt-4o-mini",
        privacy_class="external_provider",
        max_retries=0,
    )
    settings = Settings(workers=[spec])
    memory = await AsyncMemoryStore.open(path, passphrase="bench", scrypt_cost=ScryptCost(n=2**10))
    companion = Companion(settings, memory, FixedConsent(ConsentAnswer.PSEUDONYMISE))
    worker = build_worker(spec)  # long-lived, as the companion's own is
    rng = random.Random(runs)
    results = {config: Samples() for config in CONFIGS}
    try:
        for n in range(runs + 5):  # the first five warm caches and connections
            for config in CONFIGS if n % 2 else reversed(CONFIGS):
                text = message(rng, n)
                p, stamps = await through_pipeline(companion, config, server, text, conversation)
                d = await direct(worker, server, text)
                stamps |= await components(companion, config, text, conversation)
                if n >= 5:
                    got = results[config]
                    got.piped.append(p[0])
                    got.bare.append(d[0])
                    got.piped_cpu.append(p[1])
                    got.bare_cpu.append(d[1])
                    for name in PHASES:
                        got.phases[name].append(stamps[name])
    finally:
        await worker.aclose()
        await companion.aclose()
    return results


ROW = "{:>9} {:>9} {:>11} {:>11}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=100, help="turns per size (default 100)")
    parser.add_argument("--quick", action="store_true", help="10k messages only")
    args = parser.parse_args()
    keyring.set_keyring(fail.Keyring())  # never touch the person's keyring from a bench
    sizes = [10_000] if args.quick else [10_000, 50_000]
    with (
        tempfile.TemporaryDirectory(prefix="ares-turn-bench-") as tmp,
        FakeOpenAI(api_key=None) as server,
    ):
        server.script_reply(["ok"])
        path = Path(tmp) / "ares.db"
        print(ROW.format("messages", "", "to 1st byte", ""))
        print(ROW.format("", "", "p50", "p95"))
        done = 0
        for size in sizes:
            started = time.perf_counter()
            conversation = populate(path, size, done)
            fill = time.perf_counter() - started
            done = size
            results = asyncio.run(measure(path, conversation, server, args.runs))
            for config in CONFIGS:
                got = results[config]
                (p50, p95), (d50, d95) = percentiles(got.piped), percentiles(got.bare)
                added = percentiles([p - d for p, d in zip(got.piped, got.bare, strict=True)])
                print(ROW.format(size, config, "", ""))
                print(ROW.format("", "pipeline", f"{p50:.2f}ms", f"{p95:.2f}ms"))
                print(ROW.format("", "direct", f"{d50:.2f}ms", f"{d95:.2f}ms"))
                print(ROW.format("", "added", f"{added[0]:.2f}ms", f"{added[1]:.2f}ms"))
                print(ROW.format("", "ratio", f"{p50 / d50:.1f}x", f"{p95 / d95:.1f}x"))
                work = zip(got.piped_cpu, got.bare_cpu, strict=True)
                cpu50, cpu95 = percentiles([p - d for p, d in work])
                print(ROW.format("", "added CPU", f"{cpu50:.2f}ms", f"{cpu95:.2f}ms"))
                marks = ", ".join(f"{k} {percentiles(v)[0]:.1f}" for k, v in got.phases.items())
                print(f"          p50 ms from the start to each event, and alone: {marks}")
            print(f"          (filled to {size} messages in {fill:.1f} s)")
        print("target (issue 12): under 10 ms p50 added at 50k messages, sub-linear growth")
    return 0


if __name__ == "__main__":
    sys.exit(main())
