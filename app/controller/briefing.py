"""Compiles the ContextBriefing: what a worker is told besides the message.

Every memory item — facts, relevant memories from search, the recent conversation — is
classified like the message and then included, pseudonymised or excluded for this
worker, within the token budget; the manifest says which and why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from pydantic import BaseModel, Field

from app.controller.redaction import plan
from memory import Fact, Message
from trust import Action, Classification, Policy, PrivacyClass, Pseudonymiser, Sensitivity
from workers import ChatMessage, ContextBriefing

# The examples say ``N``, not a number: a real placeholder always has digits, so a model
# that echoes this note never gets a real value restored into it.
PRIVACY_NOTE = (
    "Some values in this conversation were replaced on the person's device by placeholders "
    "of the form [KIND_N], such as [EMAIL_N] or [PERSON_N] with N a number. Treat each "
    "placeholder as an opaque name: copy it verbatim where you need the value, never guess "
    "what it stands for, never alter it."
)
CHARS_PER_TOKEN = 4  # a deliberately rough estimate; budgets keep a wide margin
MEMORY_CHARS = 600  # a recalled message is shortened to this, after it was judged
Source = Literal["conversation", "fact", "memory", "summary", "file"]


class ManifestEntry(BaseModel):
    item: str
    source: Source
    sensitivity: str
    action: Literal["included", "pseudonymised", "excluded"]
    reason: str


class CompiledBriefing(BaseModel):
    briefing: ContextBriefing
    manifest: list[ManifestEntry] = Field(default_factory=list)
    placeholders: list[str] = Field(default_factory=list)
    kinds: list[str] = Field(default_factory=list)


class BriefingInput(BaseModel):
    """What memory offers for one turn, before any of it is judged."""

    history: list[Message] = Field(default_factory=list)
    facts: list[Fact] = Field(default_factory=list)
    # Whole messages, never search snippets: a snippet cut through a secret or away from
    # "diagnosed with" hides what it is from the detectors. Judge whole, cut afterwards.
    memories: list[Message] = Field(default_factory=list)
    why: dict[int, str] = Field(default_factory=dict)  # message id → why it was recalled
    # The older history summarised by the local model (compaction); judged like the rest.
    summary: str = ""


def estimate_tokens(text: str) -> int:
    return len(text) // CHARS_PER_TOKEN + 1


Classify = Callable[[str], Classification]  # the engine's verdict, the person's classes


class BriefingCompiler:
    """``classify`` may remember its verdicts (``wiring.Classifier``): a conversation's
    history is judged again every turn, and its texts do not change."""

    def __init__(self, classify: Classify, policy: Policy) -> None:
        self.classify = classify
        self.policy = policy

    def compile(
        self,
        offered: BriefingInput,
        *,
        privacy: PrivacyClass,
        pseudonymiser: Pseudonymiser,
        token_budget: int,
    ) -> CompiledBriefing:
        """Memory items were not in the consent request, so what they hold that would need
        consent is pseudonymised (or, for a whole item marked above the limit, left out)."""
        job = _Compilation(self, privacy, pseudonymiser, token_budget)
        briefing = job.result.briefing
        # Facts first, then memories, the summary of older history, then as much recent
        # conversation as fits.
        briefing.facts = job.admit_all(
            [(f"fact {f.id}", f.text, f.sensitivity) for f in offered.facts], "fact"
        )
        briefing.memories = [
            clip(text, MEMORY_CHARS)
            for text in job.admit_all(
                [(f"message {m.id}", m.text, Sensitivity.PUBLIC) for m in offered.memories],
                "memory",
                offered.why,
            )
        ]
        if offered.summary:
            briefing.summary = (
                job.admit("summary of earlier messages", offered.summary, "summary") or ""
            )
        kept: list[ChatMessage] = []
        for message in reversed(offered.history):
            if message.error:  # a damaged row: its text is gone, not empty
                continue
            text = job.admit(f"message {message.id}", message.text, "conversation")
            if text is not None:
                kept.append(ChatMessage(role=_role(message.role), content=text))
        briefing.conversation = list(reversed(kept))
        return job.result


class _Compilation:
    def __init__(
        self,
        compiler: BriefingCompiler,
        privacy: PrivacyClass,
        pseudonymiser: Pseudonymiser,
        budget: int,
    ) -> None:
        self.classify = compiler.classify
        self.policy = compiler.policy
        self.privacy = privacy
        self.pseudonymiser = pseudonymiser
        self.remaining = budget
        self.result = CompiledBriefing(briefing=ContextBriefing(privacy_note=PRIVACY_NOTE))

    def admit_all(
        self,
        items: Sequence[tuple[str, str, Sensitivity]],
        source: Source,
        why: dict[int, str] | None = None,
    ) -> list[str]:
        admitted = (
            self.admit(label, text, source, declared, _why(why, label))
            for label, text, declared in items
        )
        return [text for text in admitted if text is not None]

    def admit(
        self,
        label: str,
        text: str,
        source: Source,
        declared: Sensitivity = Sensitivity.PUBLIC,
        why: str = "",
    ) -> str | None:
        """The item as this worker may see it, or None when it is left out; ``why`` (a
        recalled memory's matched words and score) leads the manifest's reason."""
        verdict = self.classify(text)
        level = max(verdict.sensitivity, declared)
        lead = f"{why}; " if why else ""
        if estimate_tokens(text) > self.remaining:
            self._note(label, source, level, "excluded", lead + "over the token budget")
            return None
        if not self._declared_allowed(declared):
            # A class the person gave a whole item cannot be narrowed to a span.
            reason = f"marked {declared}, above what {self.privacy} workers may see"
            self._note(label, source, level, "excluded", lead + reason)
            return None
        replace = plan(verdict, self.privacy, self.policy).to_replace()
        done = self.pseudonymiser.pseudonymise(text, replace)
        self.remaining -= estimate_tokens(done.text)
        self.result.placeholders += done.placeholders
        self.result.kinds += [f.kind for f in verdict.findings if f not in replace]
        if replace:
            held = f"{len(replace)} value(s) held back"
            self._note(label, source, level, "pseudonymised", lead + held)
        else:
            self._note(label, source, level, "included", lead + "allowed")
        return done.text

    def _declared_allowed(self, declared: Sensitivity) -> bool:
        return self.policy.action(declared, self.privacy) is Action.SEND

    def _note(
        self,
        label: str,
        source: Source,
        level: Sensitivity,
        action: Literal["included", "pseudonymised", "excluded"],
        reason: str,
    ) -> None:
        entry = ManifestEntry(
            item=label, source=source, sensitivity=level, action=action, reason=reason
        )
        self.result.manifest.append(entry)


def _why(why: dict[int, str] | None, label: str) -> str:
    if not why or not label.startswith("message "):
        return ""
    return why.get(int(label.split()[1]), "")


def clip(text: str, limit: int) -> str:
    """At most ``limit`` characters, cut at a space and never inside a placeholder."""
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit)
    cut = cut if cut > 0 else limit
    opened = text.rfind("[", 0, cut)
    if opened > text.rfind("]", 0, cut):  # the cut falls inside [KIND_N]
        cut = opened
    return text[:cut].rstrip() + " …"


def _role(role: str) -> Literal["user", "assistant"]:
    return "assistant" if role == "assistant" else "user"
