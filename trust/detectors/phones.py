"""Phone numbers, international and national, validated by Google's libphonenumber.

A linear-time pattern finds digit groups that could be a number; ``phonenumbers``
then decides. International numbers (``+48 …``, ``0048 …``) count when the country's
plan makes them *possible* (right length), allocated or not: a reserved or fictional
range looks exactly like a real number. A national number (``0917 123 4567``) is
checked only against the person's regions, since a bare run of ten digits is valid
*somewhere* far too often; valid there, or possible there and after a
word such as "call". Dates, log timestamps, IPv4 addresses and CIDR blocks, SSN-shaped
numbers and digit groups that continue a longer code are not phone numbers.
"""

from __future__ import annotations

from collections.abc import Sequence

import phonenumbers
import re2

from trust.detectors.phone_services import service_number
from trust.detectors.timestamps import unix_time
from trust.detectors.values import has_run
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

DEFAULT_REGIONS = ("US", "GB", "DE", "FR", "PL", "ES", "IT", "NL", "AT", "CH", "IE")

_CANDIDATE = re2.compile(
    rb"(?:^|[^0-9A-Za-z+\-./]|[A-Za-z]\.)(\(?\+?\(?\d[\d \-.()/]{5,20}\d)"
    rb"(?:[^0-9A-Za-z\-]|$|[.\-](?:[^0-9]|$))",
    re2.Options(),
)
_CONTEXT = (
    "phone",
    "reach",
    "ring",
    "dial",
    "contact",
    "landline",
    "hotline",
    "text me",
    "tel",
    "mobile",
    "cell",
    "call",
    "number",
    "whatsapp",
    "signal",
    "sms",
    "fax",
    "telefon",
    "handy",
    "rufnummer",
    "téléphone",
    "portable",
    "numéro",
    "teléfono",
    "móvil",
    "numer",
    "komórk",
    "telefono",
    "cellulare",
    "numero",
    "telepono",
    "cep",
    "nummer",
    "telefoon",
    "mobiel",
    "bel me",
    "numéro de tél",
    "tél",
    "cellulare",
    "chiamami",
    "llámame",
    "zadzwoń",
    "ruf mich",
    "appelle",
    "liga-me",
    "ligue",
    "telemóvel",
    "telemovel",
    "celular",
    "chiama",
    "dzwoń",
)


class PhoneDetector:
    name = "phones"

    def __init__(self, regions: Sequence[str] = DEFAULT_REGIONS) -> None:
        self.regions = tuple(r.upper() for r in regions)
        self._lengths = {
            region: _possible_lengths(region) for region in (*self.regions, *_CUED_REGIONS)
        }

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        findings: list[Finding] = []
        for match in _CANDIDATE.finditer(scan.data):
            begin, end = match.span(1)
            start, stop = scan.char_offset(begin), scan.char_offset(end)
            value = scan.text[start:stop]
            if _glued_to_a_word(scan, start, value):
                continue
            if self._is_phone(value, scan, start):
                findings.append(
                    Finding(
                        start=start,
                        end=stop,
                        kind="PHONE",
                        sensitivity=Sensitivity.PRIVATE,
                        detector=self.name,
                        confidence=0.85,
                    )
                )
        return findings

    def _is_phone(self, value: str, scan: Scan, start: int) -> bool:
        digits = sum(c.isdigit() for c in value)
        if not 7 <= digits <= 15 or value.count("(") != value.count(")"):
            return False
        if _inside_longer_code(scan.text, start, start + len(value)):
            return False
        context = scan.has_context(start, _CONTEXT, 40)
        if _placeholder("".join(c for c in value if c.isdigit()), context):
            return False
        if _not_a_number(value, scan.text, start):
            return False
        if scan.has_context(start, _OTHER_NUMBERS, 30) and not scan.has_context(start, _CALLED, 16):
            return False  # "customer number 88-1203-77": what the number is, is said
        if not context and unix_time(value, scan.text, start):
            return False  # "ts=1700000000": seconds (or milliseconds) since 1970
        if service_number(value, scan, start, self.regions):
            return False  # "1-800-275-2273", "the hotline: 030 2970": a company's line
        international = _international(value)
        if international is not None:
            # reserved and fictional ranges look exactly like real numbers to a reader:
            # a number the country's plan *could* hold counts, allocated or not
            return _possible(international, None)
        # A national number is written with its trunk 0, an area code in brackets, in
        # three or more groups, or as ten digits as in North America; anything else
        # (ids, order and build numbers, timestamps) needs a word such as "phone".
        national = value.startswith(("0", "(")) or digits == 10 or len(_GROUPS.split(value)) >= 3
        if not national and not context:
            return False
        if any(p.fullmatch(value) is not None for p in (_SSN_SHAPE, _IPV4_SHAPE, _DATE_SHAPE)):
            return False
        size = digits
        regions = [
            r for r in self._regions(scan, start) if {size, size - 1, size - 2} & self._lengths[r]
        ]
        if any(_valid(value, region) for region in regions):
            return True
        # possible but unallocated (555 numbers, drama ranges): after a word such as
        # "call" (grouping alone is no sign: ISBNs and account numbers have groups too)
        return context and any(_possible(value, region, local=True) for region in regions)

    def _regions(self, scan: Scan, start: int) -> tuple[str, ...]:
        """The configured plans, and a country's own when its words say so: "meu pix é
        11 98734-2156", "me chama no zap" give a Brazilian mobile without its +55."""
        cued = tuple(
            region
            for region, words in _CUED_REGIONS.items()
            if region not in self.regions and scan.has_context(start, words, 40)
        )
        return self.regions + cued


# words only one country's people use about a phone, so its plan is tried too
_CUED_REGIONS = {"BR": ("pix", "zap", "zapzap", "whats", "wpp", "meu celular", "meu número")}


def _glued_to_a_word(scan: Scan, start: int, value: str) -> bool:
    """ "tel.+48…", "Tel.030 …" are phones; "page.0123…" is not."""
    if value[:1] == "+" or start < 2 or scan.text[start - 1] != ".":
        return False
    before = scan.lower[max(0, start - 5) : start]
    return scan.text[start - 2].isalpha() and not before.endswith(_ABBREVIATIONS)


def _international(value: str) -> str | None:
    """``+48 …`` as it is, ``0048 …`` and ``(+48) …`` as ``+48 …``; None for a national
    number."""
    if value.startswith("(+") and ")" in value:
        code, _, rest = value[1:].partition(")")
        return code + rest
    if value.startswith("+"):
        return value
    if value.startswith("00") and len(value) > 4 and value[2] != "0":
        return "+" + value[2:]
    return None


def _not_a_number(value: str, text: str, start: int) -> bool:
    """CIDR blocks, log timestamps, dotted versions: digit groups that are no phone."""
    end = start + len(value)
    around = text[max(0, start - 12) : end + 12]
    if _CIDR.search(around) is not None:
        return True  # 10.0.0.0/24, fe80::/64
    parts = value.split(".")
    if (
        len(parts) >= 3
        and value[:1] != "+"
        and _NANP_DOTS.fullmatch(value) is None
        and (any(len(p) < 2 for p in parts) or not value.startswith(("0", "+", "(")))
    ):
        return True  # 192.168.1.1, 1.2.3.4567 (a version); 06.12.34.56.78 is a phone
    if _DATE_START.match(value) is not None or _DATE_START.match(text[start : end + 3]):
        return True  # 2024-01-15 10, 2024/01/15
    if _RESULT.search(text[max(0, start - 24) : start]) is not None:
        return True  # "2^32 = 4294967296": the result of a sum
    following = text[end : end + 2]
    if following[:1] == ":" and following[1:].isdigit():
        return True  # 15 10:23:45, a time of day
    return text[max(0, start - 1) : start] == ":" and value[:1].isdigit()


# a caller's number, however near the word "customer" is: "customer called from …"
_CALLED = ("called from", "calling from", "called in from", "rang from", "called us from")

# numbers that are named as something else than a phone (documents reports them)
_OTHER_NUMBERS = (
    "customer", "account", "client", "member", "policy", "contract", "invoice",
    "reference", "ticket", "tracking", "kunden", "konto", "vertrag", "rechnung", "klient",
    "numer klienta", "numer konta", "cliente", "cuenta", "compte", "klant", "rekening",
    "passport", "licence", "license", "tax", "steuer", "pesel", "nip",
    "isbn", "issn", "ean", "gtin", "upc", "barcode", "doi", "serial",
    # an order, and a limit or a time in code
    "order", "bestell", "commande", "pedido", "encomenda", "zamówieni", "ordine",
    "bestelling", "overflow", "timestamp", "epoch",
    # a software release: "Version 2409, Build 18025.20160"
    "build", "version", "versión", "firmware",
    # a booking or a parcel (not "ref": a police "crime ref" is a person's case)
    "booking", "reservation", "buchung", "réservation", "reserva", "prenotazione",
    "rezerwacj", "confirmation", "shipment", "parcel", "sendung",
)  # fmt: skip
# "2^32 = ", "x * 60 = ": an expression ending in a digit or bracket, then "=".
_RESULT = re2.compile(r"[\d)][ \t]*[=≈][ \t]*$", re2.Options())
_ABBREVIATIONS = ("tel.", "tél.", "ph.", "mob.", "fax.", "nr.", "tlf.", "cel.")
_NANP_DOTS = re2.compile(r"\(?\d{3}\)?\.\d{3}\.\d{4}", re2.Options())  # 202.555.0143
_GROUPS = re2.compile(r"[ .\-/()]+", re2.Options())
_CIDR = re2.compile(
    r"\d{1,3}(?:\.\d{1,3}){1,3}/\d{1,3}|[0-9a-fA-F]*::?[0-9a-fA-F]*/\d{1,3}", re2.Options()
)
_DATE_START = re2.compile(
    r"(?:19|20)\d{2}[\-/.]?(?:0[1-9]|1[0-2])[\-/.]?(?:0[1-9]|[12]\d|3[01])", re2.Options()
)
_SSN_SHAPE = re2.compile(r"\d{3}[ \-.]\d{2}[ \-.]\d{4}", re2.Options())
_IPV4_SHAPE = re2.compile(r"\d{1,3}(?:\.\d{1,3}){3}", re2.Options())
_DATE_SHAPE = re2.compile(
    r"\d{4}[\-/.]\d{1,2}[\-/.]\d{1,2}|\d{1,2}[\-/.]\d{1,2}[\-/.](?:\d{2}|\d{4})", re2.Options()
)


def _placeholder(digits: str, context: bool) -> bool:
    """1234567890, 0000000000: a stand-in, nobody's number. One digit before or after
    the count (``6123456789``, ``1234567893``) is a stand-in too, unless a word says it
    is someone's number to call ("Liga-me para o 912 345 678": a Portuguese mobile)."""
    if has_run(digits, len(digits) - 1) or digits in _COUNTED:
        return True
    return not context and (digits[1:] in _COUNTED or digits[:-1] in _COUNTED)


_COUNTED = "01234567890"  # the digits as counted, and as on a keyboard's top row


def _inside_longer_code(text: str, start: int, end: int) -> bool:
    """``A002 3457 3201`` is the tail of an account number, not a phone number: a
    neighbouring token, one space away, that holds digits too."""
    before = text[max(0, start - 2) : start]
    after = text[end : end + 2]
    return (
        len(before) == 2
        and before[1] == " "
        and before[0].isalnum()
        and _digit_token(text, start - 2, -1)
    ) or (len(after) == 2 and after[0] == " " and after[1].isdigit())


def _digit_token(text: str, index: int, step: int) -> bool:
    while 0 <= index < len(text) and text[index].isalnum():
        if text[index].isdigit():
            return True
        index += step
    return False


def _possible_lengths(region: str) -> frozenset[int]:
    """Lengths a national number of the region can have; a candidate whose digits (less
    a trunk prefix of up to two) fit none of them need not be parsed for it."""
    metadata = phonenumbers.PhoneMetadata.metadata_for_region(region)
    if metadata is None or metadata.general_desc is None:
        return frozenset(range(4, 18))
    general = metadata.general_desc
    return frozenset(general.possible_length or range(4, 18)) | frozenset(
        general.possible_length_local_only or ()
    )


def _possible(value: str, region: str | None, local: bool = False) -> bool:
    """Possible in the region's plan; with ``local``, also a number dialled without its
    area code ("555-0198" after "my number is")."""
    try:
        number = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return False
    reason = phonenumbers.is_possible_number_with_reason(number)
    return reason == _POSSIBLE or (local and reason == _LOCAL_ONLY)


_POSSIBLE = phonenumbers.ValidationResult.IS_POSSIBLE
_LOCAL_ONLY = phonenumbers.ValidationResult.IS_POSSIBLE_LOCAL_ONLY


def _valid(value: str, region: str | None) -> bool:
    try:
        number = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return False
    return phonenumbers.is_valid_number(number)
