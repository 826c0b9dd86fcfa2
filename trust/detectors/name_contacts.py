"""A name written beside the e-mail address that spells it: ``Jörg Pfannenschmidt
<joerg.pfannenschmidt@web.de>``, ``("Raúl Montenegro", "raul.montenegro@…")``, a CV's
``Dominika Pietrzyk-Nowak`` above ``… | dominika.pietrzyk@…``.

The address's local part names its owner in most personal mailboxes; a capitalised word
on the address's line (or the two lines above) that the local part spells — accents
folded, German umlauts either way — is the owner's name, and the capitalised words
around it are the rest of it. Role mailboxes (``info@``, ``support@``) name no one, and
a word the domain spells (``acme@acme.io``) is the company's.
"""

from __future__ import annotations

import re
import unicodedata

from trust.detectors.lexicon import common_word
from trust.detectors.name_terms import HONORIFICS, TRAILING_NOUNS
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_EMAIL = re.compile(r"([\w.+\-]{2,64})@([\w\-]+(?:\.[\w\-]+)+)")
# capitalised words (particles between) with single spaces: "Sanne de Vries-Ouwehand"
_PARTICLE = r"(?:de|van|von|der|den|da|do|dos|del|di|le|la|el|al|bin|ter) "
_CAPITALISED = r"[^\W\d_a-z][\w'’\-]*"
_RUN = re.compile(
    r"(?<![\w'’])" + _CAPITALISED + r"(?: (?:" + _PARTICLE + r")*" + _CAPITALISED + r"){0,4}"
)
_PIECES = re.compile(r"[^\W\d_]{3,}")
_ROLES = words(
    "info support admin contact contacto kontakt sales hello team office mail post noreply "
    "reply billing accounts service help news newsletter jobs careers press booking "
    "bookings orders shop hr legal privacy security webmaster postmaster enquiries "
    "reception biuro bureau secretariat sekretariat redaktion verwaltung"
)
_LINES_ABOVE = 2
_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})


class ContactNameDetector:
    name = "names:contacts"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text = scan.text
        if "@" not in text:
            return []
        found: list[Finding] = []
        for match in _EMAIL.finditer(text):
            pieces = _owner_pieces(match.group(1), match.group(2))
            if pieces:
                found.extend(_named_runs(text, match.start(), pieces))
        return found


def _owner_pieces(local: str, domain: str) -> set[str]:
    company = domain.lower().split(".")[0]
    pieces = {p for p in _PIECES.findall(local.lower()) if p not in _ROLES}
    return {p for p in pieces if p != company and p not in company}


def _named_runs(text: str, at: int, pieces: set[str]) -> list[Finding]:
    """The capitalised runs near the address at ``at`` that hold a word it spells."""
    line_start = at
    for _ in range(_LINES_ABOVE + 1):
        line_start = text.rfind("\n", 0, max(line_start - 1, 0)) + 1 if line_start else 0
    line_end = text.find("\n", at)
    window = text[line_start : line_end if line_end >= 0 else len(text)]
    found = []
    for run in _RUN.finditer(window):
        span = _owned_span(run.group(0), pieces)
        if span is not None:
            start = line_start + run.start() + span[0]
            found.append(_finding(start, start + span[1] - span[0]))
    return found


def _owned_span(run: str, pieces: set[str]) -> tuple[int, int] | None:
    """The run, without ordinary words at its ends, when it holds a word the address
    spells and no word that makes it a thing ("Acme Support", "Brantley Freight Ltd")."""
    parts = [(m.start(), m.group(0)) for m in re.finditer(r"\S+", run)]
    if any(w.lower() in TRAILING_NOUNS for _, w in parts):
        return None
    if not any(_spelled(word, pieces) for _, word in parts):
        return None
    while parts and not _spelled(parts[0][1], pieces) and _plain(parts[0][1]):
        parts = parts[1:]
    while parts and not _spelled(parts[-1][1], pieces) and _plain(parts[-1][1]):
        parts = parts[:-1]
    return (parts[0][0], parts[-1][0] + len(parts[-1][1])) if parts else None


def _plain(word: str) -> bool:
    """An everyday word or a title at a run's end is no part of the name: "Je", "Dr"."""
    return word.lower() in HONORIFICS or common_word(word) or len(word) < 3


def _spelled(word: str, pieces: set[str]) -> bool:
    forms = _forms(word)
    return any(
        f == p or (len(f) >= 4 and (p.endswith(f) or p.startswith(f)))
        for f in forms
        for p in pieces
    )


def _forms(word: str) -> set[str]:
    lowered = word.lower().strip("'’")
    folded = "".join(
        c for c in unicodedata.normalize("NFKD", lowered) if not unicodedata.combining(c)
    )
    forms = {folded.replace("ł", "l"), lowered.translate(_UMLAUTS)}
    return {piece for form in forms for piece in form.split("-") if len(piece) >= 3}


def _finding(start: int, end: int) -> Finding:
    # as personal as the names detector makes a name: its own rules decide a tie
    return Finding(start=start, end=end, kind="PERSON", sensitivity=Sensitivity.PERSONAL,
                   detector=ContactNameDetector.name, confidence=0.8)  # fmt: skip
