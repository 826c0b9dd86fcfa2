"""Card numbers that a sentence says are for testing: nobody's card.

Payment providers publish numbers that pass the Luhn check and are accepted only by
their sandboxes ("Use the test card 4242 4242 4242 4242 with any future expiry date").
A card number in a sentence that calls it a test, sandbox, example or dummy number is
such a one; "my card …" is someone's even in a sentence about testing.
"""

from __future__ import annotations

from collections.abc import Sequence

import re2

# the sentence around the number, on each side of it, as the card rule captures it
SENTENCE_BEFORE = r"([^.!?\n]{0,80}?)"
SENTENCE_AFTER = r"([^.!?\n]{0,80})"

_TESTING = re2.compile(
    r"(?i)\b(?:test|sandbox|example|dummy|sample|fake|demo|fictitious|placeholder"
    r"|de prueba|di prova|testow)",
    re2.Options(),
)
_OWN = re2.compile(
    r"(?i)\b(?:my|mine|our|mein|meine|meiner|ma|mon|mi|mis|mia|mio|moja|mój|mijn|minha|meu)\b",
    re2.Options(),
)


def not_a_test_card(value: str, groups: Sequence[str]) -> bool:
    """Keep the card unless its sentence says it is a test number and not someone's."""
    sentence = groups[1] + " " + groups[3]
    return _TESTING.search(sentence) is None or _OWN.search(sentence) is not None
