"""Card numbers that a sentence says are for testing: nobody's card.

Payment providers publish numbers that pass the Luhn check and are accepted only by
their sandboxes ("Use the test card 4242 4242 4242 4242 with any future expiry date").
A card number in a sentence that calls it a test, sandbox, example or dummy number is
such a one; "my card …" is someone's even in a sentence about testing.
"""

from __future__ import annotations

import re

import re2

_REACH = 80  # characters of the sentence read on each side of the number
_ENDS = re.compile(r"[.!?\n]")

_TESTING = re2.compile(
    r"(?i)\b(?:test|sandbox|example|dummy|sample|fake|demo|fictitious|placeholder"
    r"|de prueba|di prova|testow)",
    re2.Options(),
)
_OWN = re2.compile(
    r"(?i)\b(?:my|mine|our|mein|meine|meiner|ma|mon|mi|mis|mia|mio|moja|mój|mijn|minha|meu)\b",
    re2.Options(),
)


def not_a_test_card(text: str, start: int, end: int) -> bool:
    """Keep the card unless its sentence says it is a test number and not someone's."""
    before = _ENDS.split(text[max(0, start - _REACH) : start])[-1]
    after = _ENDS.split(text[end : end + _REACH])[0]
    sentence = before + " " + after
    return _TESTING.search(sentence) is None or _OWN.search(sentence) is not None
