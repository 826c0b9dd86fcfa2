"""Replacing findings with stable placeholders, reversibly and on the device only."""

from __future__ import annotations

from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict, Field

from trust import placeholders
from trust.findings import Finding
from trust.kinds import placeholder_kind
from trust.vault import Vault


class Pseudonymised(BaseModel):
    """The text to send, the placeholders it uses, and the vault entries this call made."""

    model_config = ConfigDict(frozen=True)

    text: str
    placeholders: list[str] = Field(default_factory=list)
    new_entries: dict[str, str] = Field(default_factory=dict)

    def __repr__(self) -> str:  # the new entries hold originals: never print them
        return f"Pseudonymised(placeholders={self.placeholders!r})"

    __str__ = __repr__


class Pseudonymiser:
    """Turns the given findings of a text into ``[KIND_N]`` placeholders from a vault.

    Every secret, whatever its provider, becomes ``[SECRET_N]``. Values are numbered
    longest first, so within one call a value that contains another gets its number
    first, and the same value always gets the same placeholder in the vault's
    conversation. The rest of the text is escaped (see :func:`escape`), so the person's
    own look-alike placeholders cannot be restored into something they never wrote.
    """

    def __init__(self, vault: Vault) -> None:
        self.vault = vault

    def escape(self, text: str) -> str:
        """Same length as ``text``: offsets of findings stay valid after escaping."""
        return placeholders.escape(text)

    def pseudonymise(self, text: str, findings: Iterable[Finding]) -> Pseudonymised:
        chosen = _merge_overlaps(findings, len(text))
        numbered = sorted(chosen, key=lambda f: (-(f.end - f.start), f.start))
        labels: dict[int, str] = {}
        used: list[str] = []
        new_entries: dict[str, str] = {}
        for finding in numbered:
            value = finding.value(text)
            placeholder, is_new = self.vault.placeholder_for(placeholder_kind(finding), value)
            labels[finding.start] = placeholder
            if is_new:
                new_entries[placeholder] = value
            if placeholder not in used:
                used.append(placeholder)
        pieces: list[str] = []
        last = 0
        for finding in sorted(chosen, key=lambda f: f.start):
            pieces.append(self.escape(text[last : finding.start]))
            pieces.append(labels[finding.start])
            last = finding.end
        pieces.append(self.escape(text[last:]))
        return Pseudonymised(text="".join(pieces), placeholders=used, new_entries=new_entries)


def _merge_overlaps(findings: Iterable[Finding], size: int) -> list[Finding]:
    """Overlapping spans become one span covering both, so no part of either leaks;
    it takes the kind of the strongest (then longest) finding in the group."""
    ordered = sorted(
        (f for f in findings if 0 <= f.start < f.end <= size), key=lambda f: (f.start, -f.end)
    )
    merged: list[Finding] = []
    for finding in ordered:
        if merged and finding.start < merged[-1].end:
            last = merged[-1]
            lead = max(last, finding, key=lambda f: (f.sensitivity.rank, f.end - f.start))
            merged[-1] = lead.model_copy(
                update={"start": last.start, "end": max(last.end, finding.end)}
            )
        else:
            merged.append(finding)
    return merged
