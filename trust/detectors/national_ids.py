"""National identity and tax numbers, each validated by its python-stdnum checksum.

A table of ``(kind, candidate pattern, stdnum module, context words)``. Numbers whose
format carries its own structure (a date and a check character, a check letter) are
reported wherever they validate; bare digit runs whose checksum one random number in
ten passes (SIN, NHS, PESEL) need a context word before them, or ordinary order and
invoice numbers would be flagged.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from functools import partial

from trust.detectors.base import Rule
from trust.sensitivity import Sensitivity

# Edges: not inside a longer code (``…-426614174000`` ends a UUID, it is no Aadhaar).
_L = r"(?:^|[^0-9A-Za-z\-_/.])("
_R = r")(?:[^0-9A-Za-z\-_/]|[.,;:!?](?:\s|$)|$)"

# An id that needs no context word is still no one's when a word before it names it as
# a shop's or a carrier's number: "Your order 4471-2290-8831 has shipped" (an Aadhaar's
# shape and checksum), "Ticket #…", "Zamówienie nr …". The word and its "no." are
# captured, so a judge can turn the match down.
_NAMED_AS = (
    r"(\b(?i:order|invoice|ticket|tracking|booking|reservation|confirmation|shipment|parcel"
    r"|ref|reference|bestellung|bestellnummer|rechnung|auftrag|sendung|commande|facture"
    r"|pedido|factura|reserva|zamówienie|zamówienia|faktura|ordine|fattura|bestelling"
    r"|factuur|encomenda)\.?(?:[ \t]*(?i:no|nr|n°|nº|number|num|ref|id|code)\.?){0,2}"
    r"[ \t]*[:#]?[ \t]*)"
)

# kind, pattern of the value, stdnum module, context words (empty: none needed)
_ITIN_GROUP = r"(?:5\d|6[0-5]|7\d|8[0-8]|9[0-2]|9[4-9])"  # the IRS's middle digits

_TABLE: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("FI_HETU", r"\d{6}[\-+A-FU-Y]\d{3}[0-9A-Ya-y]", "trust.detectors.checksums.hetu", ()),
    ("SE_PERSONNUMMER", r"(?:\d{2})?\d{6}[\-+]\d{4}", "stdnum.se.personnummer", ()),
    (
        "SE_PERSONNUMMER",
        r"(?:19|20)?\d{10}",
        "stdnum.se.personnummer",
        ("personnummer", "personnr"),
    ),
    ("ES_DNI", r"\d{8}[ \-]?[A-Za-z]", "stdnum.es.nif", ()),
    ("ES_NIE", r"[XYZxyz][ \-]?\d{7}[ \-]?[A-Za-z]", "stdnum.es.nie", ()),
    (
        "IT_CODICE_FISCALE",
        r"[A-Za-z]{6}\d{2}[A-Za-z]\d{2}[A-Za-z]\d{3}[A-Za-z]",
        "stdnum.it.codicefiscale",
        (),
    ),
    ("TR_TCKN", r"[1-9]\d{10}", "stdnum.tr.tckimlik", ()),
    ("PL_PESEL", r"\d{11}", "stdnum.pl.pesel", ("pesel",)),
    ("IN_AADHAAR", r"[2-9]\d{3}[ \-:]?\d{4}[ \-:]?\d{4}", "stdnum.in_.aadhaar", ()),
    ("IN_PAN", r"[A-Za-z]{3}[ABCFGHLJPTKabcfghljptk][A-Za-z]\d{4}[A-Za-z]", "stdnum.in_.pan", ()),
    (
        "CA_SIN",
        r"\d{3}[ \-]?\d{3}[ \-]?\d{3}",
        "stdnum.ca.sin",
        ("sin", "social insurance", "assurance sociale", "nas"),
    ),
    ("UK_NHS", r"\d{3}[ \-]?\d{3}[ \-]?\d{4}", "stdnum.gb.nhs", ("nhs",)),
    (
        "DE_STEUER_ID",
        r"\d{2}[ ]?\d{3}[ ]?\d{3}[ ]?\d{3}",
        "stdnum.de.idnr",
        ("steuer", "identifikationsnummer", "idnr", "tax id", "tin"),
    ),
    ("AU_TFN", r"\d{3}[ ]?\d{3}[ ]?\d{2,3}", "stdnum.au.tfn", ("tfn", "tax file")),
    (
        "US_ITIN",
        # 9XX-XX-XXXX, 9XX XX XXXX, 9XX-XXXXXX or none: grouped 5-4 ("+55 11 98274-6310")
        # it is a phone's tail or a ZIP+4, not an ITIN
        r"9\d{2}(?:-" + _ITIN_GROUP + r"-?|[ ]" + _ITIN_GROUP + r"[ ]|" + _ITIN_GROUP + r")\d{4}",
        "stdnum.us.itin",
        (),
    ),
    ("US_ROUTING", r"\d{4}-?\d{4}-?\d", "stdnum.us.rtn", ("routing", "aba", "rtn", "bank")),
    ("KR_RRN", r"\d{6}-?[1-4]\d{6}", "stdnum.kr.rrn", ()),
    ("ZA_ID", r"\d{13}", "stdnum.za.idnr", ("id", "identity")),
    ("BR_CPF", r"\d{3}\.\d{3}\.\d{3}-\d{2}", "stdnum.br.cpf", ()),
    (
        "FR_NIR",
        r"[12][ ]?\d{2}[ ]?\d{2}[ ]?(?:\d{2}|2[AB])[ ]?\d{3}[ ]?\d{3}[ ]?\d{2}",
        "stdnum.fr.nir",
        (),
    ),
    ("NL_BSN", r"\d{4}\.?\d{2}\.?\d{3}", "stdnum.nl.bsn", ("bsn", "burgerservicenummer")),
)


def _validator(module_name: str) -> Callable[[str], bool]:
    module = importlib.import_module(module_name)
    return partial(_is_valid, module.is_valid)


def _is_valid(check: Callable[[str], bool], value: str) -> bool:
    try:
        return bool(check(value))
    except Exception:  # stdnum raises on odd inputs instead of answering no
        return False


def _not_named_otherwise(value: str, groups: Sequence[str]) -> bool:
    return not groups[1]


def _rule(index: int, kind: str, pattern: str, module: str, context: tuple[str, ...]) -> Rule:
    # a number reported wherever it validates may be named as an order's; one that needs
    # a context word has it already
    named = _NAMED_AS + "|" if not context else ""
    return Rule(
        name=f"{kind.lower()}-{index}",
        kind=kind,
        sensitivity=Sensitivity.SENSITIVE,
        pattern="(?:" + named + _L[3:] + pattern + _R,
        group=2 if named else 1,
        validator=_validator(module),
        judge=_not_named_otherwise if named else None,
        context=context,
        window=60,
    )


RULES: tuple[Rule, ...] = tuple(
    _rule(index, kind, pattern, module, context)
    for index, (kind, pattern, module, context) in enumerate(_TABLE)
)
