"""The files attached to a turn, as steps: classified whole when they come in (their class
is stored with them), then — once the worker is known — fitted into its context and
judged again on exactly what would be sent, each with its name as the first line (a
file's name can say as much as its text).

Each judged file then goes through the same consent request and redaction as the
message (``steps.ask_consent`` and ``steps.brief``), and into the briefing as a section
of its own with a manifest entry saying how much of it went.

Files sent earlier in the conversation go again with each later turn while their message
is in the history offered (``earlier_files``): the person asks about "the notes" three
messages on, as in any chat app. They share the files' budget with the new ones, are
judged and consented to again for this worker, and are excerpted by what the new
message asks rather than summarised again at every turn.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field

from app.controller.briefing import ManifestEntry
from app.controller.consent import ConsentDecision
from app.controller.context_fit import MESSAGE_SHARE, worker_context
from app.controller.files.fitting import (
    BYTES_PER_TOKEN,
    Summarise,
    excerpt,
    file_budget,
    fit_files,
)
from app.controller.redaction import RedactionPlan, highest_sent, plan
from memory import AsyncMemoryStore, AttachmentIn, CorruptRow, Message, NotFound
from trust import (
    Classification,
    Finding,
    Policy,
    PrivacyClass,
    Pseudonymiser,
    Sensitivity,
    TrustEngine,
    Vault,
)
from workers import Worker

if TYPE_CHECKING:  # steps imports this module for the file types
    from app.controller.turn.steps import TurnParts

log = logging.getLogger("ares.turn")

DEFAULT_CONTEXT_TOKENS = 8192  # a worker that does not say (as steps assumes)
EARLIER = "sent earlier in this conversation"
FILE_SUMMARY_PROMPT = (
    "Summarise the document below for another assistant who will answer the person's "
    "questions about it. Keep the headings, names, figures and dates that matter, in at "
    "most {words} words. Keep placeholders such as [EMAIL_1] exactly as written. Reply "
    "with the summary only."
)


class RedactedFiles(BaseModel):
    """The files as they go (``texts``, for the briefing), and what that discloses."""

    texts: list[str] = Field(default_factory=list)
    placeholders: list[str] = Field(default_factory=list)
    kinds: set[str] = Field(default_factory=set)
    withheld: set[str] = Field(default_factory=set)
    level: Sensitivity = Sensitivity.PUBLIC
    manifest: list[ManifestEntry] = Field(default_factory=list)


class JudgedFile(BaseModel):
    """One file as it would go to this worker: ``text`` is framed (its name, how much of
    it) and escaped, ``verdict`` its findings there."""

    model_config = ConfigDict(frozen=True)

    name: str
    how: str
    text: str
    verdict: Classification


PlannedFile = tuple[JudgedFile, RedactionPlan]


def planned(judged: Sequence[JudgedFile], worker: Worker, policy: Policy) -> list[PlannedFile]:
    """Each judged file with the policy's verdict on its findings for ``worker``."""
    return [(f, plan(f.verdict, worker.privacy_class, policy)) for f in judged]


def consent_asked(verdicts: RedactionPlan, files: Sequence[PlannedFile]) -> list[Finding]:
    """What needs the person's consent: the message's findings, then each file's."""
    return verdicts.consent + [x for _, p in files for x in p.consent]


def redact_files(
    pseudonymiser: Pseudonymiser,
    files: Sequence[tuple[JudgedFile, RedactionPlan]],
    decisions: Sequence[ConsentDecision | None],
) -> RedactedFiles:
    """Each file pseudonymised under the person's answer for its own findings, after the
    message (its placeholders are numbered next, as the consent request showed them)."""
    out = RedactedFiles()
    for (file, judged), chosen in zip(files, decisions, strict=True):
        held = judged.to_replace(chosen)
        done = pseudonymiser.pseudonymise(file.text, held)
        out.texts.append(done.text)
        out.placeholders += done.placeholders
        out.kinds.update(f.kind for f in file.verdict.findings if f not in held)
        out.withheld.update(f.kind for f in held)
        out.level = max(out.level, highest_sent(file.verdict, held))
        reason = f"{file.how}; {len(held)} value(s) held back" if held else file.how
        out.manifest.append(
            ManifestEntry(
                item=f"file {file.name}",
                source="file",
                sensitivity=file.verdict.sensitivity,
                action="pseudonymised" if held else "included",
                reason=reason,
            )
        )
    return out


def frame(name: str, how: str, body: str) -> str:
    return f"Attached file: {name} ({how})\n{body}\nEnd of {name}"


def classify_files(
    engine: TrustEngine, policy: Policy, files: Sequence[AttachmentIn]
) -> list[AttachmentIn]:
    """Each file with its class, as stored (CPU work: callers run it off the loop)."""
    escape = Pseudonymiser(Vault()).escape
    return [
        f.model_copy(
            update={"sensitivity": policy.reclassify(engine.classify(escape(f.text))).sensitivity}
        )
        for f in files
    ]


async def context_of(parts: TurnParts, worker: Worker) -> int:
    availability = await parts.router.availability(worker)
    spec = parts.router.settings.worker(worker.worker_id)
    return worker_context(spec, availability) or DEFAULT_CONTEXT_TOKENS


async def earlier_files(memory: AsyncMemoryStore, history: Sequence[Message]) -> list[AttachmentIn]:
    """The files of the messages in the history offered, newest first, as stored (their
    class included). One that no longer opens is left out and logged, never sent
    half-read."""
    found = []
    for message in reversed(history):
        for file in message.attachments:
            try:
                text = await memory.attachment_text(file.id)
            except (CorruptRow, NotFound) as exc:
                log.warning("an earlier file was left out: %s", exc)
                continue
            stored = file.model_dump(include=set(AttachmentIn.model_fields) - {"text"})
            found.append(AttachmentIn(text=text, **stored))
    return found


async def judge_files(
    parts: TurnParts,
    worker: Worker,
    files: Sequence[AttachmentIn],
    message: str,
    vault: Vault,
    *,
    conversation_id: str,
    turn_id: str,
    earlier: Sequence[AttachmentIn] = (),
    summarise_locally: bool = True,
) -> list[JudgedFile]:
    """The files fitted into ``worker``'s context and classified as they would go: this
    message's first, then ``earlier`` ones (only this message's are summarised, and
    only with ``summarise_locally``: a preview calls no model, so it excerpts)."""
    if not files and not earlier:
        return []
    budget = file_budget(await context_of(parts, worker), message)
    summarise = None
    if summarise_locally:
        summarise = local_summariser(parts, vault, message, conversation_id, turn_id)
    if summarise is not None and earlier:
        summarise = _only_for(files, summarise)
    fitted = await fit_files([*files, *earlier], budget, message, summarise)
    fitted[len(files) :] = [
        f.model_copy(update={"how": f"{EARLIER}; {f.how}"}) for f in fitted[len(files) :]
    ]
    escape = Pseudonymiser(Vault()).escape
    texts = [escape(frame(f.name, f.how, f.body)) for f in fitted]
    verdicts = await asyncio.to_thread(
        lambda: [parts.policy.reclassify(parts.engine.classify(t)) for t in texts]
    )
    return [
        JudgedFile(name=f.name, how=f.how, text=t, verdict=v)
        for f, t, v in zip(fitted, texts, verdicts, strict=True)
    ]


def _only_for(files: Sequence[AttachmentIn], summarise: Summarise) -> Summarise:
    """``summarise`` for ``files``; any other file is excerpted (a summary at every turn
    would cost a local call per file per message)."""
    new = {id(f) for f in files}

    async def chosen(file: AttachmentIn, share: int) -> tuple[str, str] | None:
        return await summarise(file, share) if id(file) in new else None

    return chosen


def local_summariser(
    parts: TurnParts, vault: Vault, message: str, conversation_id: str, turn_id: str
) -> Summarise | None:
    """A summary by the local model, or None when there is no local worker: the file is
    judged for it first (a secret goes as a placeholder, even there), the call goes
    through the egress and is ledgered under the turn."""
    # Imported here: the agents' local jobs build on the turn's steps.
    from app.controller.agents.local_model import LocalJobFailed, ask_local, local_worker, prepare

    try:
        worker = local_worker(parts)
    except LocalJobFailed:
        return None
    if worker.privacy_class is not PrivacyClass.LOCAL_ONLY:
        return None

    async def summarise(file: AttachmentIn, share: int) -> tuple[str, str] | None:
        if not (await parts.router.availability(worker)).available:
            return None
        room = int(await context_of(parts, worker) * MESSAGE_SHARE) * BYTES_PER_TOKEN // 2
        source, how = file.text, "summarised locally"
        if len(file.text.encode("utf-8")) > room:  # too long for the local model too
            source, part = excerpt(file, room, message)
            how = f"summarised locally ({part})"
        copy = Vault(vault.entries)  # the summary is judged again before it goes anywhere
        try:
            text, clearance = await prepare(
                parts, worker, source, copy, conversation_id=conversation_id, turn_id=turn_id
            )
            prompt = FILE_SUMMARY_PROMPT.format(words=max(50, share * 3 // 4))
            written = await ask_local(parts, worker, prompt, text, clearance, copy)
        except LocalJobFailed:
            return None
        return (written, how) if written else None

    return summarise
