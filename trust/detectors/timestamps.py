"""Unix times, which a phone pattern would take for a ten-digit number.

Ten digits from 1 000 000 000 (September 2001) to 1 999 999 999 (May 2033) are seconds
since 1970, thirteen are milliseconds: "ts=1700000000", "created_at: 1699999999123". No
North American area code begins with 1 and the other regions' national numbers begin
with their trunk 0, so such a run is no phone number. A US provider's NPI has the same
shape, though, and its check digit passes for one run in ten: such a run is a Unix time
only when a word around it speaks of time.
"""

from __future__ import annotations

import re2
from stdnum import luhn

_TIME_WORDS = re2.compile(
    r"(?i)(?:\b|_)(?:ts|time|timestamp|epoch|unix|logged|created|updated|modified|expires|"
    r"expiry|exp|iat|nbf|date|since|until|at|zeit|horodatage|fecha)(?:\b|_)",
    re2.Options(),
)


def unix_time(value: str, text: str, start: int) -> bool:
    """Is ``value`` at ``start`` of ``text`` a Unix time in seconds or milliseconds?"""
    if not value.isdigit() or len(value) not in (10, 13) or value[0] != "1":
        return False
    if len(value) == 13 or not luhn.is_valid("80840" + value):
        return True
    around = text[max(0, start - 30) : start + len(value) + 20]
    return _TIME_WORDS.search(around) is not None
