"""Finnish personal identity code (henkilötunnus), including the 2023 century signs.

python-stdnum 2.2 knows only ``+ - A``; since 2023 ``Y X W V U`` also mark the 1900s
and ``B C D E F`` the 2000s. Check character: DDMMYYNNN modulo 31.
"""

from __future__ import annotations

_CHECK = "0123456789ABCDEFHJKLMNPRSTUVWXY"
_CENTURY = {"+": 1800, "-": 1900, "Y": 1900, "X": 1900, "W": 1900, "V": 1900, "U": 1900}
_CENTURY.update(dict.fromkeys("ABCDEF", 2000))


def is_valid(number: str) -> bool:
    value = number.strip().upper()
    if len(value) != 11 or value[6] not in _CENTURY:
        return False
    date, serial, check = value[:6], value[7:10], value[10]
    if not (date.isdigit() and serial.isdigit()):
        return False
    day, month = int(date[:2]), int(date[2:4])
    if not (1 <= day <= 31 and 1 <= month <= 12) or int(serial) < 2:
        return False
    return _CHECK[int(date + serial) % 31] == check
