"""The five ordered sensitivity classes and the privacy classes of workers."""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class Sensitivity(StrEnum):
    """How much harm a value could do if it left the device, lowest first.

    Members compare by that order (``Sensitivity.PRIVATE > Sensitivity.PERSONAL``), not
    alphabetically, although they serialise as their lowercase names.
    """

    PUBLIC = "public"
    PERSONAL = "personal"
    PRIVATE = "private"
    SENSITIVE = "sensitive"
    SECRET = "secret"

    @property
    def rank(self) -> int:
        return _RANK[self]

    def __lt__(self, other: Any) -> bool:
        if not isinstance(other, Sensitivity):
            return NotImplemented
        return self.rank < other.rank

    def __le__(self, other: Any) -> bool:
        if not isinstance(other, Sensitivity):
            return NotImplemented
        return self.rank <= other.rank

    def __gt__(self, other: Any) -> bool:
        if not isinstance(other, Sensitivity):
            return NotImplemented
        return self.rank > other.rank

    def __ge__(self, other: Any) -> bool:
        if not isinstance(other, Sensitivity):
            return NotImplemented
        return self.rank >= other.rank

    __hash__ = StrEnum.__hash__


_RANK = {s: i for i, s in enumerate(Sensitivity)}


class PrivacyClass(StrEnum):
    """Where a worker sends what it is given. Declared in the config, never inferred."""

    LOCAL_ONLY = "local_only"
    APPROVED_PROVIDER = "approved_provider"
    EXTERNAL_PROVIDER = "external_provider"
