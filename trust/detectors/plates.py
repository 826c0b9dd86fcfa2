"""Licence plates whose shape alone says what they are, in the two countries whose
plates no label introduces in ordinary writing.

A Turkish plate is a province code (01–81), one to three capitals and two to four
digits, "34 KLM 482"; the same shape is an ordinary count ("12 GB 2048"), so a word of
cars must stand near it (plaka, araç, ruhsat …). A Japanese plate is an office's name,
a class number, one hiragana and a four-digit serial "48-21" or "・123": that run is
nothing else and needs no word.
"""

from __future__ import annotations

from trust.detectors.base import Rule
from trust.sensitivity import Sensitivity

_PR = Sensitivity.PRIVATE

# the words of Turkish motoring that stand before or after a plate
_TR_CAR = ("plaka", "araç", "aracı", "aracın", "ruhsat", "otomobil", "kamyonet", "taksi")


# units and currencies between two numbers: "16 GB 2048", "12 TL 500"
_UNITS = frozenset(
    [
        "GB",
        "MB",
        "KB",
        "TB",
        "GHZ",
        "MHZ",
        "KM",
        "CM",
        "MM",
        "KG",
        "MG",
        "ML",
        "TL",
        "USD",
        "EUR",
        "TRY",
        "AM",
        "PM",
        "X",
    ]
)


def _province(value: str) -> bool:
    """Turkey's 81 provinces are numbered 01–81: "95 ABC 123" is no plate."""
    letters = "".join(c for c in value if c.isalpha())
    return 1 <= int(value[:2]) <= 81 and letters not in _UNITS


def _car_near(text: str, start: int, end: int) -> bool:
    """A word of cars within a few words either side: "34 KLM 482 plakalı", "aracın
    plakası 06 AB 1234"; a "16 GB 2048" elsewhere in a text about a car is no plate."""
    near = text[max(0, start - 40) : end + 40].lower()
    return any(word in near for word in _TR_CAR)


RULES: tuple[Rule, ...] = (
    Rule(
        name="plate-tr",
        kind="LICENCE_PLATE",
        sensitivity=_PR,
        pattern=r"(?:^|[^0-9A-Za-z])(\d{2} ?[A-Z]{1,3} ?\d{2,4})(?:[^0-9A-Za-z]|$)",
        group=1,
        keywords=_TR_CAR,
        validator=_province,
        in_text=_car_near,
        confidence=0.8,
    ),
    Rule(
        name="plate-jp",
        kind="LICENCE_PLATE",
        sensitivity=_PR,
        pattern=r"(\p{Han}{1,4}[ \t\x{3000}]?\d{2,3}[ \t\x{3000}]?[\x{3041}-\x{3093}]"
        r"[ \t\x{3000}]?(?:\d{2}-\d{2}|[・･]{1,3}\d{1,3}))(?:[^0-9]|$)",
        group=1,
        confidence=0.8,
    ),
)
