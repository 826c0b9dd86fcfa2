"""How a value reads: letters drawn at random, chosen words, or a sentence.

Where only its place calls a value a password, the way it reads decides.

"I set the password to jlennsurlo", "use hcltaafzn as the password": lower-case letters
drawn at random hold letter pairs that words of European languages do not (``jl`` and
``hc`` start no syllable, ``fz``, ``kq``, ``xq`` end none), or almost no vowels. The
pairs words do hold are read from the BIP-39 lists of six languages (already loaded for
seed phrases) and the digraphs of Polish, Dutch and Finnish spelling, so "expire",
"szczegół" or "nieuw" stay words. Checked on Faker's word, name and place lists of
twelve locales: about 0.6 % of those words count as random (mostly Swedish and Turkish
surnames), against two in three of random lower-case strings.

A value of six letters or more that no frequency list of seven languages holds
(``lexicon.unknown_word``) reads as no word either, even with
more words after it: "changed my pw to xqvtrb yesterday".
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from functools import lru_cache

from trust.detectors.secrets_keyless import wordlists
from trust.detectors.values import words

_DIGRAPHS = words("sz cz zc rz dz ch wy yw zy yc kw aa ii uu yy kk ij ae oe")
_VOWELS = frozenset("aeiouy")
_CONSONANTS = re.compile(r"[^aeiouy]{5}")


@lru_cache(maxsize=1)
def _pairs() -> frozenset[str]:
    pairs = {a + b for word in wordlists() for a, b in itertools.pairwise(word)}
    return frozenset(pairs | _DIGRAPHS)


def unknown_pairs(value: str) -> int:
    """How many pairs of adjacent letters of ``value`` (lower case) no word holds."""
    folded = value if value.isascii() else _ascii(value)
    pairs = _pairs()
    return sum(a + b not in pairs for a, b in itertools.pairwise(folded))


def random_letters(value: str) -> bool:
    """Six or more lower-case letters that read as no word: two letter pairs no word
    holds, five consonants in a row, or fewer than one vowel in seven letters."""
    if len(value) < 6 or not value.isalpha() or not value.islower():
        return False
    folded = value if value.isascii() else _ascii(value)
    unknown = unknown_pairs(folded)
    vowels = sum(c in _VOWELS for c in folded)
    return unknown >= 2 or vowels < 0.15 * len(folded) or _CONSONANTS.search(folded) is not None


def _ascii(value: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", value) if c.isascii())


# The little words of a sentence in nine languages: "Password reset: click the link we
# sent" is an instruction, "correct horse battery staple" chosen words.
FUNCTION_WORDS = words(
    "and but or so because if when which that then for to on in at of with from by as "
    "please thanks the a an this that these those my your his her its our their me you he "
    "she it we they them him us is are was were be been am do does did have has had will would can "
    "could should must not no yes all some any each every here there what who how why "
    "where least most und aber oder weil wenn für mit von bitte danke der die das ein eine "
    "einen dem den des ich du er sie es wir ihr ist sind war nicht kein im am zum zur auf "
    "steht et mais ou parce pour avec merci le la les un une des du de au aux je tu il elle "
    "nous vous ils est sont pas ne ce cette à y pero o porque para con gracias el los las "
    "unos del al yo es son en lo i ale lub bo dla z dzięki oraz w na do się nie to jest są "
    "że od po ten ta pod oni one on ona ono my wy je ich mają ma gli di della che non è "
    "het een van op niet voor os um uma da em "
    "não é "
    # prepositions and small numbers: "bloqué après trois essais", "blocked after three"
    "after before until since during about over under into through between without "
    "against après avant depuis pendant sans contre nach vor seit während ohne gegen über "
    "unter después antes desde durante sin contra sobre entre przed podczas bez przez "
    "między two three four five zwei drei vier fünf deux trois quatre cinq dos tres cuatro "
    "cinco dwa trzy cztery pięć"
)


_CLAUSE_END = re.compile(r"[.,;!?—–]| - ")


def reads_as_sentence(value: str) -> bool:
    """Its first clause is three words or more, one of them a sentence's little word:
    "check the email we sent" is; "correct correct, thanks" and "hunter two — is that
    safe?" are not (what follows the value is not the value)."""
    parts = _CLAUSE_END.split(value, maxsplit=1)[0].lower().split()
    return len(parts) >= 3 and any(p in FUNCTION_WORDS for p in parts)


def chosen_words(value: str) -> bool:
    """Three to eight words, in small letters or capitalised as German nouns are ("grüner
    Baum fällt", "Tejado Brisa Niebla"), and no little word: a passphrase."""
    parts = value.split()
    return (
        3 <= len(parts) <= 8
        and all(p.isalpha() and (p.islower() or p.istitle()) and len(p) >= 2 for p in parts)
        and not any(p.lower() in FUNCTION_WORDS for p in parts)
    )


def several_words(value: str) -> bool:
    """Two to eight words of letters and none of a sentence's little words: what a
    config line holds after ``secret =`` when it holds a passphrase."""
    parts = value.split()
    return 2 <= len(parts) <= 8 and all(
        p.isalpha() and p.lower() not in FUNCTION_WORDS for p in parts
    )
