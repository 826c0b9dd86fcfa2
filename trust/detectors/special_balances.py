"""An account in the red, told by the shape of a statement: a balance label opening its
line and a negative sum after it ("Closing balance: -£1,204.55 (overdrawn)", "Kontostand
-1.204,55 EUR", "Saldo final: −230,00 €"). A statement is its holder's, so the sum is
withheld whoever is named; prose about overdrafts ("a balance below zero costs fees")
has no label at a line's start and passes. ``special_categories`` reports what this
finds.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

_LABEL = (
    r"(?:(?:closing|opening|current|available|ending|end|new|final|account)\s+)?balance|"
    r"(?:end|schluss|neuer\s+)?kontostand|(?:end|neuer\s+)?saldo(?:\s+(?:final|finale|"
    r"końcowy|final|actual|atual|disponible|disponibile))?|solde(?:\s+(?:final|actuel|"
    r"créditeur|débiteur))?|eindsaldo|slutsaldo|utgående\s+saldo|saldo\s+końcowe"
)
_SIGN = r"[-−–]"
_MONEY = r"(?:[$€£¥₹₦₺]|zł|kr|eur|gbp|usd|pln|sek)?"
# the label, an optional colon, then a minus before the sum (or its currency), or a
# sum marked as overdrawn after it
# a sum ends at a digit that no letter follows: "-0.5em" of a style sheet is none
_SUM = r"\d(?:[\d.,' ]*\d)?(?![\w.,])"
_RED = re.compile(
    rf"(?im)^[ \t>*\-|]*(?:{_LABEL})[ \t]*:?[ \t]*"
    rf"((?:{_SIGN}[ \t]?{_MONEY}[ \t]?{_SUM}|{_MONEY}[ \t]?{_SIGN}[ \t]?{_SUM})"
    r"(?:[ \t]*(?:[$€£¥₹₦₺]|(?:zł|kr|eur|gbp|usd|pln|sek)\b))?"
    r"(?:[ \t]*\((?:overdrawn|od|dr|im\s+minus|à\s+découvert|en\s+descubierto)\))?)"
)


# a sum of money says so by its currency, its cents or its mark; "Balance -3 points"
# of a league table has none
_MONEYLIKE = re.compile(r"(?i)[$€£¥₹₦₺]|\b(?:zł|kr|eur|gbp|usd|pln|sek)\b|[.,]\d\d(?!\d)|\(")


def overdrawn_balances(text: str) -> list[Span]:
    """Each negative balance on a statement line, as FINANCE."""
    return [
        (m.start(1), m.end(1), "FINANCE")
        for m in _RED.finditer(text)
        if _MONEYLIKE.search(m.group(1))
    ]
