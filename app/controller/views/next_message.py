"""What the next message would be allowed to send, for the worker picked: the top
bar's privacy state, read from the same policy the turn applies (so the sentence can
never promise more than the egress allows)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from app.config import Settings
from trust import Action, Policy, PrivacyClass, Sensitivity

AUTO = "auto"
LEVELS = (Sensitivity.PERSONAL, Sensitivity.PRIVATE, Sensitivity.SENSITIVE)


class NextMessage(BaseModel):
    model_config = ConfigDict(frozen=True)

    worker_id: str | None  # None: no worker would answer
    local: bool = False
    refused: str = ""  # why no message would be sent at all
    as_written: list[Sensitivity] = []  # sent as the person wrote it
    replaced: list[Sensitivity] = []  # replaced by placeholders
    asks: list[Sensitivity] = []  # the person is asked first

    def sentence(self) -> str:
        """One line for the top bar, e.g. "gpt (cloud): personal text as written;
        private replaced by placeholders; sensitive asks you first; secrets never"."""
        if self.refused:
            return self.refused
        if self.local:
            return f"{self.worker_id} (this device): nothing leaves it; secrets are never sent"
        parts = ["public" + "".join(f", {s.value}" for s in self.as_written) + " text as written"]
        if self.replaced:
            parts.append(_join(self.replaced) + " replaced by placeholders")
        if self.asks:
            parts.append(_join(self.asks) + " asks you first")
        parts.append("secrets never")
        return f"{self.worker_id} (cloud): " + "; ".join(parts)


def next_message(settings: Settings, policy: Policy, worker_id: str) -> NextMessage:
    """For ``worker_id`` (or "auto", the first local worker)."""
    if worker_id == AUTO:
        spec = next((s for s in settings.workers if s.privacy == PrivacyClass.LOCAL_ONLY), None)
        if spec is None:
            return NextMessage(
                worker_id=None, refused="Auto finds no local worker: pick one to send to"
            )
    else:
        spec = next((s for s in settings.workers if s.id == worker_id), None)
        if spec is None:
            return NextMessage(worker_id=None, refused="No worker is configured")
    privacy = PrivacyClass(spec.privacy)
    if not policy.eligible(privacy):
        return NextMessage(
            worker_id=spec.id,
            refused=f"Local-only mode is on: {spec.id} (cloud) may not be used",
        )
    if privacy is PrivacyClass.LOCAL_ONLY:
        return NextMessage(worker_id=spec.id, local=True)
    by_action: dict[Action, list[Sensitivity]] = {}
    for level in LEVELS:
        by_action.setdefault(policy.action(level, privacy), []).append(level)
    return NextMessage(
        worker_id=spec.id,
        as_written=by_action.get(Action.SEND, []),
        replaced=by_action.get(Action.PSEUDONYMISE, []) + by_action.get(Action.PLACEHOLDER, []),
        asks=by_action.get(Action.CONSENT, []),
    )


def _join(levels: list[Sensitivity]) -> str:
    names = [s.value for s in levels]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
