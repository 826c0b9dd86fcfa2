"""Phone numbers that belong to a service, not a person.

A toll-free, shared-cost or national-rate number (``1-800-…``, ``0800 …``, ``0345 …``,
``01805 …``, ``08 00 …``, ``900 …``) is a company's line by the numbering plan itself:
no household is given one. A number introduced as a company's hotline, helpline or
customer service ("Die Hotline der Bahn erreichen Sie unter 030 2970") is the company's
too. Either stays a finding when the words before it say it is someone's own ("call me",
"my number", "her mobile"): people do give out a desk's direct line as theirs.
"""

from __future__ import annotations

from collections.abc import Iterable

import phonenumbers
import re2

from trust.scan import Scan

_SERVICE_TYPES = frozenset(
    {
        phonenumbers.PhoneNumberType.TOLL_FREE,
        phonenumbers.PhoneNumberType.SHARED_COST,
        phonenumbers.PhoneNumberType.UAN,  # the UK's 03 national-rate lines
        phonenumbers.PhoneNumberType.PREMIUM_RATE,
    }
)
_SHARED_TYPES = _SERVICE_TYPES - {phonenumbers.PhoneNumberType.PREMIUM_RATE}
# a company's line, named as such, in the languages the engine reads
_SERVICE_LINE = re2.compile(
    r"(?i)\b(?:hotline|helpline|help line|help desk|helpdesk|customer (?:service|support|care)"
    r"|support (?:line|team|desk)|service line|call cent(?:er|re)|kundenservice|kundendienst"
    r"|servicenummer|service-hotline|service client|service clientèle|relation client"
    r"|atención al cliente|servicio al cliente|línea de atención|infolijn|klantenservice"
    r"|servizio clienti|assistenza clienti|numero verde|obsługa klienta|infolinia"
    r"|linha de apoio|apoio ao cliente)",
    re2.Options(),
)
# words that make the number someone's own; a messenger's account is a person's phone
_PERSONAL = re2.compile(
    r"(?i)(?:^|[^\w])(?:whatsapp|signal|telegram|sms|imessage|text|me|my|mine|his|her|their|mobile|cell|handy|private|privat|home"
    r"|mein|meine|meiner|mich|mir|moi|mon|ma|mes|mi|mis|mój|moja|mój|mio|mia|mijn|me bel"
    r"|zadzwoń do mnie|llámame|appelle-moi|ruf mich)(?:[^\w]|$)",
    re2.Options(),
)
_WINDOW = 60


def service_number(value: str, scan: Scan, start: int, regions: Iterable[str]) -> bool:
    """Is the number at ``start`` a service's line and said to be no one's own?"""
    before = scan.text[max(0, start - _WINDOW) : start]
    if _PERSONAL.search(before) is not None:
        return False
    return _SERVICE_LINE.search(before) is not None or _service_range(value, regions)


def _service_range(value: str, regions: Iterable[str]) -> bool:
    """A service's range in the plans that read the number as written ("347 128 4590" is
    an Italian mobile; only a lenient reading adds the British trunk 0 that makes it a
    national-rate line). A free or shared-cost range must be read by at least as many
    plans as read a subscriber's line (0800 is free nearly everywhere, 080 is Bari's
    area code); a premium range, which in one plan is a mobile range in another
    (Japan's 090), must be read by every plan that holds the number."""
    if not value.startswith("+") and not _may_be_service(value):
        return False
    kinds = [_kind(value, region) for region in _regions(value, regions)]
    read = [kind for kind in kinds if kind is not None]
    shared = sum(kind in _SHARED_TYPES for kind in read)
    if shared and shared >= len(read) - shared:
        return True
    return bool(read) and all(kind in _SERVICE_TYPES for kind in read)


def _may_be_service(value: str) -> bool:
    """Could the plans read a service range? Such ranges begin with 8, 9 or 3 once the
    trunk 0 and NANP's 1 are off ("1-800", "0800", "01805", "0345", "900"): a cheap
    test before parsing the number once per region."""
    digits = "".join(c for c in value if c.isdigit()).lstrip("0")
    if digits.startswith("1"):
        digits = digits[1:]
    return digits[:1] in ("8", "9", "3")


def _regions(value: str, regions: Iterable[str]) -> Iterable[str | None]:
    return (None,) if value.startswith("+") else regions


def _kind(value: str, region: str | None) -> int | None:
    """The number's type in the region's plan, if the plan holds it digit for digit."""
    try:
        number = phonenumbers.parse(value, region)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_valid_number(number):
        return None
    digits = "".join(c for c in value if c.isdigit())
    national = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.NATIONAL)
    significant = phonenumbers.national_significant_number(number)
    written = {"".join(c for c in national if c.isdigit()), f"{number.country_code}{significant}"}
    return phonenumbers.number_type(number) if digits in written else None
