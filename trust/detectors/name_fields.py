"""A person's name as the value of a labelled field: a form's ``Nom : DUBREUIL``, a
letter's ``Consultant: Dr R. Adeyemi``, an invoice's ``Emisor: Montserrat Puigdemunt``,
a calendar's ``ATTENDEE;CN=Gregory Hollis:``, a log's ``cliente=Thiago Rocha``, code's
``name: 'Jennifer Okoro'``.

The label says what the value is, as a table's header does (``table_headers.py`` reads
the same names), or names the role a person fills (patient, tenant, Antragsteller…).
The value must read as a name: one to five words, the first with a capital. A label
that names a person outright needs one word in it that is a name or no frequent word
("Patient: see below" passes); a bare ``name`` or ``CN`` labels builds, jobs and
certificates too, so there a given name must come first and a surname last, and a
lone word must be a surname in capitals or a given name ("name: Deploy to prod",
"CN=Let's Encrypt", "name: Nginx" pass).
"t.n.v.", "z. Hd.", "attn" and "c/o" introduce whom a payment or a letter is for.
"""

from __future__ import annotations

import re

from trust.detectors.lexicon import common_word
from trust.detectors.name_gazetteer import clear_given, gazetteer, listed
from trust.detectors.name_terms import HONORIFICS, PARTICLES
from trust.detectors.ordinary import is_ordinary
from trust.detectors.table_headers import ACCOUNT, NAME, PERSON, column_kind, fold
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_WORD = r"[^\W\d_][\w'’\-]*\.?"
_VALUE = r"(" + _WORD + r"(?:[ \t]" + _WORD + r"){0,4})"
# read from each ":" or "=" (a chat has few): the label before it, the value after
_SEPARATOR = re.compile(r"[:=]")
_LABEL_BEFORE = re.compile(r"(?:^|[\s,;{(|\[])([^\W\d][\w/. ()]{0,40}?)[ \t]*\Z")
_VALUE_AFTER = re.compile(r"[ \t]*[\"']?" + _VALUE)
_LABEL_REACH = 42
# words that introduce whom a payment or a letter is for: "t.n.v. J. van den Berg"
_FOR_WORDS = ("t.n.v", "t. n. v", "t.n. v", "z.hd", "z. hd", "attn", "c/o")  # _FOR's starts
_FOR = re.compile(r"(?i:\b(?:t\.\s?n\.\s?v\.|z\.\s?hd\.?|attn\.?:?|c/o))[ \t]+" + _VALUE)
# the roles a form or a letter names a person by, folded as table_headers folds them
_ROLES = words(
    "patient patientin paciente pacjent pacjentka consultant doctor physician employee "
    "student pupil alumno alumna alumnoa emisor receptor titular holder applicant "
    "candidate tenant landlord guest passenger driver owner beneficiary insured "
    "versicherter versicherte mieter vermieter antragsteller antragstellerin locataire "
    "bailleur assure assuree inquilino arrendador solicitante najemca wnioskodawca "
    "huurder verhuurder aanvrager attn attention tnv padre madre vater mutter pere mere "
    "tutor ojciec matka vader moeder pai mae dziecko "
    # who attended: "Present: Joanne Strickland (HR), …", "Asistentes: Guadalupe …"
    "present presents presentes asistentes anwesend aanwezig obecni presenti narvarande "
    "attendees participants teilnehmer deltagare"
)
_AMBIGUOUS_KEYS = words("cn")
_LONGEST = 80


class NameFieldDetector:
    name = "names:fields"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text = scan.text
        introduced = any(word in scan.lower for word in _FOR_WORDS)
        if ":" not in text and "=" not in text and not introduced:
            return []
        found = []
        for separator in _SEPARATOR.finditer(text):
            at = separator.start()
            label = _LABEL_BEFORE.search(text, max(0, at - _LABEL_REACH), at)
            value = _VALUE_AFTER.match(text, at + 1)
            if label is None or value is None:
                continue
            strict = _label(label.group(1))
            if strict and _calendar_party(text, label.start(1)):
                strict = False  # "ATTENDEE;CN=…": a calendar names its people so
            if strict is not None:
                found.extend(_named(value.start(1), value.group(1), strict))
        for match in _FOR.finditer(text) if introduced else ():
            found.extend(_named(match.start(1), match.group(1), False))
        return found


def _calendar_party(text: str, start: int) -> bool:
    line = text[text.rfind("\n", 0, start) + 1 : start].upper()
    return line.startswith(("ATTENDEE", "ORGANIZER"))


def _named(start: int, value: str, strict: bool) -> list[Finding]:
    value = _trimmed(value)
    if not value or not _reads_as_name(value, strict):
        return []
    return [_finding(start, start + len(value))]


def _label(label: str) -> bool | None:
    """None for a label of no person; else whether the value must be all name words.
    A label is read from its last words: a log's "INFO novo pedido cliente=" ends in
    "cliente"."""
    parts = re.sub(r"\(.*?\)", "", label).split()  # "Full name (as in passport)"
    for size in (3, 2, 1):
        if len(parts) >= size:
            strict = _key_label(fold(" ".join(parts[-size:])), " ".join(parts[-size:]))
            if strict is not None:
                return strict
    return None


def _key_label(key: str, label: str) -> bool | None:
    if key in _ROLES:
        return False
    if key in _AMBIGUOUS_KEYS:
        return True
    kind = column_kind(label)
    if kind == PERSON:
        return False
    # "cliente=Thiago Rocha"; "client = OpenAI(…)" in code is strict, as a bare name is
    return True if kind in (NAME, ACCOUNT) else None


def _trimmed(value: str) -> str:
    """The value without a trailing word that starts the next field or sentence."""
    parts = value.split()
    parts[-1] = parts[-1].rstrip("'’")  # "name: 'Jennifer Okoro'": the closing quote
    while parts and (
        parts[-1].lower().rstrip(".:") in _NEXT_LABELS
        or (parts[-1][:1].islower() and parts[-1].lower() not in PARTICLES)
    ):
        parts.pop()  # "cliente=Thiago Rocha cpf=…": the next field's name
    return " ".join(parts)[:_LONGEST] if parts else ""


_COMPANY_ENDINGS = words(
    "ltd limited inc llc plc gmbh ag kg sa sl sas sarl srl spa bv nv oy ab as co corp"
)
_NEXT_LABELS = words("tel tel. phone fecha date dob née né geb nie dni nif email")


def _reads_as_name(value: str, strict: bool) -> bool:
    parts = [p.rstrip(".") for p in value.split()]
    table = gazetteer()
    core = [p for p in parts if p.lower() not in HONORIFICS and p.lower() not in PARTICLES]
    if not core or not value[0].isupper() or any(c.isdigit() for c in value):
        return False  # "Policy: HX-4481209" is a number
    if core[-1].lower().rstrip(".") in _COMPANY_ENDINGS:
        return False  # "Cliente: Estudi Gràfic Vallès SL"
    named = [len(p) > 1 and (listed(table, p) or not _frequent(p)) for p in core]
    if not strict:
        return any(named)
    if len(core) == 1:  # a form's "Nom : DUBREUIL"; "name: Nginx", "name: AWS" are no one's
        word = core[0]
        return (word.isupper() and table.is_surname(word.title())) or clear_given(table, word)
    # a given name first, a surname (or a word no list holds) last, nothing frequent
    # between: "CN=Gregory Hollis"; not "Setup Node", "Mark As Read", "Run Unit Tests"
    last = core[-1]
    return (
        all(p[0].isupper() for p in core)
        and table.is_given(core[0])
        and (table.is_surname(last) or not _frequent(last))
        and not any(common_word(p) or len(p) < 4 for p in core[1:-1])
    )


def _frequent(word: str) -> bool:
    return common_word(word) or is_ordinary(word.lower())


def _finding(start: int, end: int) -> Finding:
    return Finding(start=start, end=end, kind="PERSON", sensitivity=Sensitivity.PRIVATE,
                   detector=NameFieldDetector.name, confidence=0.8)  # fmt: skip
