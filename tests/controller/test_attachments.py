"""Files in the conversation, end to end through the real companion, a real encrypted
SQLite file and the fake Ollama: a file is classified like the message, shown for
consent under its name, redacted, ledgered, fitted into the worker's context (whole,
excerpted or summarised locally) and stored sealed with its message."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from app.config import Settings
from app.controller.companion import Companion
from app.controller.consent import (
    ConsentAnswer,
    ConsentDecision,
    ConsentRequest,
    FixedConsent,
)
from app.controller.events import BriefingReady, TurnEvent, TurnFailed, TurnFinished
from app.controller.files import FileRefused, read_bytes, read_file
from app.controller.turn import TurnRequest
from memory import AsyncMemoryStore, ScryptCost
from tests.fakes.http_base import RecordedRequest, Step
from tests.fakes.ollama_server import FakeOllama
from tests.helpers_pdf import pdf_bytes

FAST = ScryptCost(n=2**10, r=8, p=1)
TOKEN = "ghp_" + "Zq7Xw2Lm9Pd4Rt6Yh1Kv3Bn8Cs5Fg0Ja2Eu"
NAME = "Margaret Thompson"
NOTES = (
    "Meeting notes, plain as a notebook.\n"
    f"Ask {NAME} about the zeppelin hangar lease.\n"
    "She said she was diagnosed with diabetes last year.\n"
    f"Deploy token: {TOKEN}\n"
)


@dataclass
class Rig:
    companion: Companion
    ollama: FakeOllama
    consent: FixedConsent
    db: Path
    closed: bool = False

    async def close(self) -> None:
        if not self.closed:
            self.closed = True
            await self.companion.aclose()


async def _rig(folder: Path, ollama: FakeOllama, *, local: bool) -> Rig:
    workers: list[dict[str, object]] = [
        {
            "id": "cloud",
            "kind": "ollama",
            "base_url": ollama.url,
            "model": "llama3.2:3b",
            "privacy_class": "external_provider",
            "max_retries": 0,
        }
    ]
    if local:
        workers.append(
            {"id": "local", "kind": "ollama", "base_url": ollama.url, "model": "llama3.2:3b"}
        )
    memory = await AsyncMemoryStore.open(folder / "ares.db", passphrase="t", scrypt_cost=FAST)
    consent = FixedConsent(ConsentAnswer.PSEUDONYMISE)
    settings = Settings.model_validate({"workers": workers})
    companion = Companion(settings, memory, consent, agents_file=folder / "agents.toml")
    return Rig(companion, ollama, consent, folder / "ares.db")


@contextlib.asynccontextmanager
async def _running(folder: Path, *, local: bool) -> AsyncIterator[Rig]:
    with FakeOllama() as ollama:
        made = await _rig(folder, ollama, local=local)
        try:
            yield made
        finally:
            await made.close()


@pytest.fixture
async def rig(tmp_path: Path) -> AsyncIterator[Rig]:
    """Only an external worker: a long file is excerpted."""
    async with _running(tmp_path, local=False) as made:
        yield made


@pytest.fixture
async def local_rig(tmp_path: Path) -> AsyncIterator[Rig]:
    """A local worker too: a long file is summarised by it."""
    async with _running(tmp_path, local=True) as made:
        yield made


async def _turn(
    rig: Rig, message: str, files: list[Path], conversation_id: str | None = None
) -> list[TurnEvent]:
    request = TurnRequest(
        message=message,
        worker_id="cloud",
        attachments=[read_file(p) for p in files],
        conversation_id=conversation_id,
    )
    events = [e async for e in rig.companion.turn(request)]
    assert not [e for e in events if isinstance(e, TurnFailed)]
    return events


def _one(events: list[TurnEvent], kind: type) -> object:
    [found] = [e for e in events if isinstance(e, kind)]
    return found


def _user_turn(request: RecordedRequest) -> str:
    content: str = request.json()["messages"][-1]["content"]
    return content


def _user_turn_later(rig: Rig) -> str:
    return _user_turn(rig.ollama.requests_to("/api/chat")[0])


def _raw(db: Path) -> bytes:
    return b"".join(p.read_bytes() for p in db.parent.glob("ares.db*") if p.is_file())


async def test_a_file_is_judged_like_the_message_and_stored_sealed(
    rig: Rig, tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text(NOTES, encoding="utf-8")
    rig.ollama.script_reply(["Noted."])
    events = await _turn(rig, "What should I ask about?", [notes])

    # The consent request lists the file's findings under its name; the secret is never
    # shown again, even on the device.
    [asked] = rig.consent.requests
    assert asked.files == ["notes.txt"]
    [health] = [i for i in asked.items if i.kind == "HEALTH"]
    assert health.source == "file notes.txt" and "diabetes" in health.text
    person = [i for i in asked.others if i.kind == "PERSON"]
    assert person and person[0].source == "file notes.txt" and person[0].text == NAME
    assert person[0].fate == "replace" and person[0].placeholder in _user_turn_later(rig)
    secret = [i for i in asked.others if i.fate == "withhold"]
    assert secret and secret[0].source == "file notes.txt" and TOKEN not in secret[0].text

    # What left: the file framed in the person's turn, the name and the secret held back.
    [chat] = rig.ollama.requests_to("/api/chat")
    sent = _user_turn(chat)
    assert sent.startswith("What should I ask about?\n\nAttached file: notes.txt (included whole)")
    assert "zeppelin hangar lease" in sent
    assert TOKEN.encode() not in chat.body and TOKEN[:12].encode() not in chat.body
    assert NAME.encode() not in chat.body and b"diabetes" not in chat.body

    # The ledger row holds exactly that payload; the manifest says how the file went.
    finished = _one(events, TurnFinished)
    assert isinstance(finished, TurnFinished) and finished.ledger_id is not None
    assert await rig.companion.memory.disclosure_payload(finished.ledger_id) == chat.body
    ready = _one(events, BriefingReady)
    assert isinstance(ready, BriefingReady)
    [entry] = [m for m in ready.manifest if m.source == "file"]
    assert entry.item == "file notes.txt" and entry.action == "pseudonymised"
    assert entry.reason.startswith("included whole;")

    # Reopened: the message shows its file, whose text opens; the file holds nothing in
    # the clear on disk.
    await rig.close()
    store = await AsyncMemoryStore.open(rig.db, passphrase="t", scrypt_cost=FAST)
    try:
        [mine, _answer] = await store.messages(finished.conversation_id)
        [file] = mine.attachments
        assert (file.name, file.media_type) == ("notes.txt", "text/plain")
        assert file.sensitivity == "secret"
        assert await store.attachment_text(file.id) == NOTES
        await store.checkpoint()
    finally:
        await store.close()
    raw = _raw(rig.db)
    assert b"zeppelin hangar" not in raw and b"notes.txt" not in raw
    assert TOKEN.encode() not in raw


def test_a_pdf_gives_its_text_and_bad_files_are_refused_for_the_person(tmp_path: Path) -> None:
    pdf = read_bytes("report.pdf", pdf_bytes(["Quarterly report", "The zeppelin hangar"]))
    assert (pdf.media_type, pdf.pages) == ("application/pdf", 2)
    assert "Quarterly report" in pdf.text and "zeppelin hangar" in pdf.text.split("\f")[1]

    refusals = {
        "photo.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        "latin1.txt": "caf\xe9".encode("latin-1"),
        "locked.pdf": pdf_bytes(["secret plans"], password="hunter2"),
        "scan.pdf": pdf_bytes([""]),
        "broken.pdf": b"%PDF-1.4\nthis is not really a pdf",
        "empty.md": b"  \n",
    }
    reasons = {}
    for name, data in refusals.items():
        with pytest.raises(FileRefused) as caught:
            read_bytes(name, data)
        assert str(caught.value).startswith(name)
        reasons[name] = caught.value.reason
    assert reasons == {
        "photo.png": "not_text",
        "latin1.txt": "not_text",
        "locked.pdf": "locked",
        "scan.pdf": "no_text",
        "broken.pdf": "damaged",
        "empty.md": "no_text",
    }
    with pytest.raises(FileRefused, match="could not be read"):
        read_file(tmp_path / "gone.txt")


async def test_a_long_pdf_is_excerpted_and_the_manifest_says_so(rig: Rig, tmp_path: Path) -> None:
    rig.ollama.context_length = 2048  # about 800 tokens for files: a few pages of 40
    pages = [f"Page {n}. " + "Routine filler about nothing in particular. " * 12 for n in range(40)]
    pages[31] = "Page 31. The zeppelin hangar lease ends in March. " * 3
    report = tmp_path / "report.pdf"
    report.write_bytes(pdf_bytes(pages))
    rig.ollama.script_reply(["Fine."])
    events = await _turn(rig, "When does the zeppelin lease end?", [report])
    ready = _one(events, BriefingReady)
    assert isinstance(ready, BriefingReady)
    [entry] = [m for m in ready.manifest if m.source == "file"]
    shown, total = entry.reason.removeprefix("excerpted ").split(" pages")[0].split(" of ")
    assert total == "40" and 1 < int(shown) < 40
    sent = _user_turn(rig.ollama.requests_to("/api/chat")[0])
    assert f"Attached file: report.pdf ({entry.reason})" in sent
    assert "Page 0." in sent and "lease ends in March" in sent and "Page 20." not in sent
    assert "[…]" in sent


async def test_a_long_file_is_summarised_by_the_local_model(local_rig: Rig, tmp_path: Path) -> None:
    rig = local_rig
    rig.ollama.context_length = 2048
    long = tmp_path / "long.md"
    long.write_text(NOTES + "More routine lines about the weather.\n" * 400, encoding="utf-8")
    rig.ollama.script_steps(
        Step(chunks=["The notes ask about ", "the zeppelin hangar lease."]),
        Step(chunks=["Ask about the lease."]),
    )
    events = await _turn(rig, "Summarise it for me", [long])
    summarise, answer = rig.ollama.requests_to("/api/chat")
    # The local call saw the file with its secret held back, and was ledgered too.
    assert "zeppelin hangar lease" in _user_turn(summarise)
    assert TOKEN.encode() not in summarise.body
    # Too long for the local model's own context as well: it summarised an excerpt.
    ready = _one(events, BriefingReady)
    assert isinstance(ready, BriefingReady)
    [entry] = [m for m in ready.manifest if m.source == "file"]
    assert entry.reason.startswith("summarised locally (excerpted ")
    assert entry.reason.endswith(" of 404 lines)")
    sent = _user_turn(answer)
    assert f"long.md ({entry.reason})\nThe notes ask about the zeppelin hangar lease." in sent
    assert "weather" not in sent
    finished = _one(events, TurnFinished)
    assert isinstance(finished, TurnFinished)
    rows = [r for r in await rig.companion.memory.ledger() if r.turn_id == finished.turn_id]
    assert sorted(r.sha256 for r in rows) == sorted([summarise.sha256, answer.sha256])


async def test_a_file_sent_earlier_goes_with_a_later_question_judged_again(
    rig: Rig, tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text(NOTES, encoding="utf-8")
    rig.ollama.script_steps(Step(chunks=["Noted."]), Step(chunks=["A lease."]))
    first = _one(await _turn(rig, "Keep these notes", [notes]), TurnFinished)
    assert isinstance(first, TurnFinished)
    events = await _turn(rig, "What was the hangar about?", [], first.conversation_id)

    # Asked again, for this turn, with the file's findings under its name.
    _, again = rig.consent.requests
    assert again.files == ["notes.txt"]
    _, chat = rig.ollama.requests_to("/api/chat")
    sent = _user_turn(chat)
    assert sent.startswith(
        "What was the hangar about?\n\n"
        "Attached file: notes.txt (sent earlier in this conversation; included whole)"
    )
    assert "zeppelin hangar lease" in sent
    assert TOKEN.encode() not in chat.body and NAME.encode() not in chat.body
    assert b"diabetes" not in chat.body
    finished = _one(events, TurnFinished)
    assert isinstance(finished, TurnFinished) and finished.ledger_id is not None
    assert await rig.companion.memory.disclosure_payload(finished.ledger_id) == chat.body
    # Stored once, with the message it came with.
    mine, _, question, _ = await rig.companion.memory.messages(first.conversation_id)
    assert [f.name for f in mine.attachments] == ["notes.txt"] and question.attachments == []


async def test_an_earlier_long_file_is_excerpted_by_the_new_question_not_summarised_again(
    local_rig: Rig, tmp_path: Path
) -> None:
    rig = local_rig
    rig.ollama.context_length = 2048
    long = tmp_path / "long.md"
    filler = "".join(f"Routine line {n} about the weather.\n" for n in range(400))
    long.write_text(NOTES + filler + "The boiler is serviced every March.\n", encoding="utf-8")
    rig.ollama.script_steps(
        Step(chunks=["The notes ask about the zeppelin hangar lease."]),
        Step(chunks=["Ask about the lease."]),
        Step(chunks=["In March."]),
    )
    first = _one(await _turn(rig, "Summarise it for me", [long]), TurnFinished)
    assert isinstance(first, TurnFinished)
    await _turn(rig, "When is the boiler serviced?", [], first.conversation_id)
    chats = rig.ollama.requests_to("/api/chat")
    assert len(chats) == 3  # one summary, at the first turn only
    sent = _user_turn(chats[-1])
    assert "Attached file: long.md (sent earlier in this conversation; excerpted " in sent
    assert "The boiler is serviced every March." in sent
    assert TOKEN.encode() not in chats[-1].body


class PerSource:
    """Answers each finding by where it came from: the message's go as they are, the
    file's are pseudonymised (the dialog's "Use my choices per value")."""

    def __init__(self) -> None:
        self.requests: list[ConsentRequest] = []

    async def ask(self, request: ConsentRequest) -> ConsentDecision:
        self.requests.append(request)
        items = [
            ConsentAnswer.SEND_AS_IS if item.source == "message" else ConsentAnswer.PSEUDONYMISE
            for item in request.items
        ]
        return ConsentDecision(answer=ConsentAnswer.SEND_AS_IS, items=items)


async def test_per_finding_answers_go_to_the_text_each_finding_came_from(
    rig: Rig, tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text(NOTES, encoding="utf-8")
    broker = PerSource()
    rig.companion.set_consent(broker)
    rig.ollama.script_reply(["Paid."])
    iban = "DE89 3704 0044 0532 0130 00"
    await _turn(rig, f"Pay it from IBAN {iban}", [notes])
    [asked] = broker.requests
    assert [(i.kind, i.source) for i in asked.items] == [
        ("IBAN", "message"),
        ("HEALTH", "file notes.txt"),
    ]
    [chat] = rig.ollama.requests_to("/api/chat")
    assert iban.encode() in chat.body  # the person let the message's value go as it is
    assert b"diabetes" not in chat.body and TOKEN.encode() not in chat.body


async def test_files_go_with_each_delegated_task_judged_and_ledgered_like_a_message(
    rig: Rig, tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text(NOTES, encoding="utf-8")
    (tmp_path / "agents.toml").write_text(
        '[models.cloud]\nworker = "cloud"\n\n[agents.writer]\nmodel = "cloud"\n',
        encoding="utf-8",
    )
    rig.ollama.script_reply(["The lease."])
    rig.ollama.script_reply(["Ask about the lease."])
    request = TurnRequest(
        message="/delegate list the topics | draft one question",
        agent="writer",
        worker_id="cloud",
        attachments=[read_file(notes)],
    )
    events = [e async for e in rig.companion.turn(request)]
    assert not [e for e in events if isinstance(e, TurnFailed)]

    # Each task took the file to its worker with the name and the secret held back,
    # and its consent named the file; each payload is its ledger row.
    chats = rig.ollama.requests_to("/api/chat")
    assert len(chats) == 2
    for chat in chats:
        sent = _user_turn(chat)
        assert "Attached file: notes.txt" in sent and "zeppelin hangar lease" in sent
        assert TOKEN.encode() not in chat.body and NAME.encode() not in chat.body
    assert [asked.files for asked in rig.consent.requests] == [["notes.txt"], ["notes.txt"]]
    finished = _one(events, TurnFinished)
    assert isinstance(finished, TurnFinished) and len(finished.ledger_ids) == 2
    payloads = [await rig.companion.memory.disclosure_payload(i) for i in finished.ledger_ids]
    assert sorted(payloads) == sorted(c.body for c in chats)

    # The person's message keeps its file: a later plain question still has it.
    [mine, _answer] = await rig.companion.memory.messages(finished.conversation_id)
    assert [f.name for f in mine.attachments] == ["notes.txt"]


WORKFLOW_AGENTS = """
[models.cloud]
worker = "cloud"

[agents.router]
model = "cloud"

[agents.writer]
model = "cloud"

[workflows.review]
entry_agent = "router"
"""


async def test_files_go_with_a_workflows_entry_agent_and_not_with_tasks_it_hands_on(
    rig: Rig, tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text(NOTES, encoding="utf-8")
    (tmp_path / "agents.toml").write_text(WORKFLOW_AGENTS, encoding="utf-8")
    rig.ollama.script_steps(
        Step(chunks=["/delegate writer draft one question about a lease"]),
        Step(chunks=["What does the lease cover?"]),
        Step(chunks=["Ask: what does the lease cover?"]),
    )
    request = TurnRequest(message="summarise", workflow="review", attachments=[read_file(notes)])
    events = [e async for e in rig.companion.turn(request)]
    assert not [e for e in events if isinstance(e, TurnFailed)]
    finished = _one(events, TurnFinished)
    assert isinstance(finished, TurnFinished)
    assert finished.answer == "Ask: what does the lease cover?"

    # The entry agent's rounds took the file with the name and the secret held back;
    # the task it handed on went with its own text only.
    router_first, writer, router_last = rig.ollama.requests_to("/api/chat")
    for chat in (router_first, router_last):
        assert "Attached file: notes.txt" in _user_turn(chat)
        assert "zeppelin hangar lease" in _user_turn(chat)
    assert "notes.txt" not in _user_turn(writer) and b"zeppelin" not in writer.body
    for chat in (router_first, writer, router_last):
        assert TOKEN.encode() not in chat.body and NAME.encode() not in chat.body
    assert [asked.files for asked in rig.consent.requests] == [["notes.txt"], ["notes.txt"]]
    payloads = [await rig.companion.memory.disclosure_payload(i) for i in finished.ledger_ids]
    assert sorted(payloads) == sorted(c.body for c in (router_first, writer, router_last))

    [mine, _answer] = await rig.companion.memory.messages(finished.conversation_id)
    assert [f.name for f in mine.attachments] == ["notes.txt"]
