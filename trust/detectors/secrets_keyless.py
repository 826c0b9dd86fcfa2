"""Secrets with no keyword of their own (issue 11, point 9).

* TOTP setup keys: base32 in groups of four (``JBSW Y3DP EHPK 3PXP``), as authenticator
  apps show them, or a run of 16–64 base32 characters next to words of two-factor setup.
* Recovery and backup codes: every code-shaped token after "recovery codes", "backup
  codes", "Wiederherstellungscodes", "codes de secours", "códigos de respaldo", "kody
  zapasowe"…, and lists of three or more ``xxxxx-xxxxx`` codes without any words.
* Wallet seed phrases: 12, 15, 18, 21 or 24 consecutive words of a BIP-39 word list
  (the lists of the ``mnemonic`` package, MIT licence, maintained by Trezor), numbered
  or not, on one line or many. No checksum is asked: a phrase typed from paper with
  one word wrong is still somebody's wallet.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import re2

from trust.detectors.lexicon import unknown_word
from trust.detectors.ordinary import is_ordinary
from trust.detectors.phone_words import DIGIT_WORDS
from trust.findings import Finding
from trust.kinds import register_secret_kinds, secret_finding
from trust.scan import Scan

_OPTIONS = re2.Options()
_GROUPED_BASE32 = re2.compile(
    rb"(?:^|[^A-Za-z0-9])"
    # a key of 26 characters ends in a shorter group: "… GW6X 7Y"
    rb"((?:[A-Z2-7]{4}(?: [A-Z2-7]{4}){3,15}(?: [A-Z2-7]{1,3})?)|"
    rb"(?:[a-z2-7]{4}(?: [a-z2-7]{4}){3,15}(?: [a-z2-7]{1,3})?))"
    rb"(?:[^A-Za-z0-9]|$)",
    _OPTIONS,
)
_PLAIN_BASE32 = re2.compile(
    rb"(?:^|[^A-Za-z0-9])([A-Z2-7]{16,64}|[a-z2-7]{16,64})(?:[^A-Za-z0-9=]|=|$)"
)
_TOTP_WORDS = (
    "2fa", "mfa", "totp", "otp", "authenticator", "setup key", "secret key", "two-factor",
    "two factor", "2-step", "zwei-faktor", "einrichtungsschlüssel", "double authentification",
    "clé de configuration", "dos pasos", "clave de configuración", "dwuetapow",
    "klucz konfiguracji", "google auth", "authy", "seed",
)  # fmt: skip
_RECOVERY_WORDS = re2.compile(
    r"(?i)(?:recovery|backup|scratch|emergency|one-time|single-use)[ \-]codes?|"
    r"(?:wiederherstellungs|backup-|notfall|sicherungs)codes?|codes? de (?:secours|récupération|"
    r"sauvegarde)|códigos? de (?:recuperación|respaldo|seguridad de respaldo)|"
    r"kody? (?:zapasow|odzyskiwania|jednorazow|awaryjn)\w*".encode(),
    _OPTIONS,
)
# Digits in two groups first: "8421 5530" is one code, not "8421" and "5530" (each
# too short for one), which the other branch, tried first, made of it.
_CODE = re.compile(
    r"(?<![\w-])(\d{3,5} \d{3,5}(?![\w-])|[A-Za-z0-9]{3,10}(?:-[A-Za-z0-9]{3,10}){0,3})(?![\w-])"
)
_CODE_LIST = re2.compile(rb"\b([a-z0-9]{4,6}-[a-z0-9]{4,6})\b", _OPTIONS)
_NUMBERED_NAME = re.compile(r"^[A-Za-z]+(?:-[A-Za-z]+)*-?[0-9]{1,2}$")
_RECOVERY_WINDOW = 600
_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_SEED_LENGTHS = (24, 21, 18, 15, 12)
# Twelve or more words of 3 to 9 letters (accented ones too) with only separators between.
_LETTERS = rb"[a-zA-Z\x{C0}-\x{17F}]{3,9}"
_BIG = re2.Options()
_BIG.max_mem = 64 << 20  # eleven repetitions of a word make a large automaton
_SEED_REGION = re2.compile(rb"(?:" + _LETTERS + rb"[\s,;.)\-:#0-9]{1,8}){11,}" + _LETTERS, _BIG)
# What may stand between the words of a phrase: spaces, numbering, commas, newlines.
_SEPARATOR = re.compile(r"^[\s,;.)\-:#0-9]*$")


def _finding(start: int, end: int, kind: str, detector: str) -> Finding:
    return secret_finding(start, end, kind, f"secrets:{detector}", 0.85)


class TotpKeyDetector:
    name = "secrets:totp"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        found = []
        for match in _GROUPED_BASE32.finditer(scan.data):
            value = match.group(1)
            near = self._near(scan, match.start(1))
            if not near and _worded(value):
                continue  # "test card 4242 4242 4242 4242 with any": words and a number
            if near or sum(c in b"234567" for c in value) >= 2:
                found.append(self._of(scan, match))
        if any(word in scan.lower for word in _TOTP_WORDS):
            for match in _PLAIN_BASE32.finditer(scan.data):
                if self._near(scan, match.start(1)):
                    found.append(self._of(scan, match))
        return found

    def _near(self, scan: Scan, byte_start: int) -> bool:
        return scan.has_context(scan.char_offset(byte_start), _TOTP_WORDS, 160)

    def _of(self, scan: Scan, match: re2._Match) -> Finding:
        start, end = scan.char_offset(match.start(1)), scan.char_offset(match.end(1))
        return _finding(start, end, "TOTP_SECRET", "totp")


def _worded(value: bytes) -> bool:
    """Two groups or more are everyday words: a random key's groups seldom are."""
    groups = value.decode().split()
    return sum(g.isalpha() and len(set(g)) > 2 and is_ordinary(g.lower()) for g in groups) >= 2


class RecoveryCodeDetector:
    name = "secrets:recovery-codes"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        found: list[Finding] = []
        covered = 0  # windows never overlap: each character is read once
        for match in _RECOVERY_WORDS.finditer(scan.data):
            start = max(scan.char_offset(match.end()), covered)
            window = scan.text[start : start + _RECOVERY_WINDOW]
            covered = start + len(window)
            for begin, end in _listed_codes(list(_CODE.finditer(window))):
                found.append(_finding(start + begin, start + end, "RECOVERY_CODE", "recovery"))
        listed = [
            m
            for m in _CODE_LIST.finditer(scan.data)
            if _code_shaped(m.group(1).decode(), listed=True) and _alone(scan.data, *m.span(1))
        ]
        if len(listed) >= 3:
            for m in listed:
                start, end = scan.char_offset(m.start(1)), scan.char_offset(m.end(1))
                found.append(_finding(start, end, "RECOVERY_CODE", "recovery"))
        return found


_SHAPE = re.compile(r"[A-Za-z0-9]")


def _listed_codes(codes: list[re.Match[str]]) -> list[tuple[int, int]]:
    """The codes under a heading: each with a digit, and every code of a shape that
    three or more of them share, one of those with digits — ``OBMQ-VGQJ`` among
    ``J8S7-LWXW``, ``2JC8-U4TO`` — as a list is drawn from one alphabet. Letters alone
    count only when they are no word."""
    shapes: dict[str, list[re.Match[str]]] = {}
    for code in codes:
        shapes.setdefault(_SHAPE.sub("x", code.group(1)), []).append(code)
    spans = []
    for code in codes:
        value = code.group(1)
        siblings = shapes[_SHAPE.sub("x", value)]
        if _code_shaped(value, listed=True) or (
            len(siblings) >= 3
            and any(_code_shaped(c.group(1), listed=True) for c in siblings)
            and _random_alone(value)
        ):
            spans.append(code.span(1))
    return spans


def _random_alone(value: str) -> bool:
    """``WLER-YGUS``, ``qopzxefsdd``: one case, six characters or more, no word."""
    if not (value.isupper() or value.islower()) or sum(c.isalnum() for c in value) < 6:
        return False
    return not value.isalpha() or unknown_word(value.lower())


def _alone(data: bytes, start: int, end: int) -> bool:
    """Not a piece of a longer chain (``d446-4e92`` inside a UUID, ``print-access-token``)."""
    return data[start - 1 : start] not in (b"-", b"_", b".") and data[end : end + 1] not in (
        b"-",
        b"_",
        b".",
    )


def _code_shaped(value: str, *, listed: bool = False) -> bool:
    """``4f8a2-9c1d3``, ``8372 1940``, ``K7PQ-2M9X``: has digits, not a year or a word.
    Under "recovery codes" one digit is enough (``1daad-beebe``)."""
    digits = sum(c.isdigit() for c in value)
    alnum = sum(c.isalnum() for c in value)
    if alnum < 6 or digits < 1:
        return False
    if _NUMBERED_NAME.match(value) and ("-" in value or not listed) and not value.isupper():
        return False  # data-name0, item-12: names with a number; not ZXCV-BNM4
    return listed or digits >= 3 or digits * 5 >= alnum


class SeedPhraseDetector:
    name = "secrets:seed-phrase"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        if len(scan.text) < 12 * 3:
            return []
        found: list[Finding] = []
        for region in _SEED_REGION.finditer(scan.data):  # 12+ short words in a row: rare
            start, end = scan.char_offset(region.start()), scan.char_offset(region.end())
            found.extend(_phrases(scan.text, start, end))
        return found


def _phrases(text: str, start: int, end: int) -> list[Finding]:
    """Runs of 12 or more words of one BIP-39 list in ``text[start:end]``."""
    languages = wordlists()
    if not _may_hold_phrase(text[start:end], languages):
        return []
    found: list[Finding] = []
    run: list[tuple[re.Match[str], int]] = []  # the words and the languages of each
    common = 0  # the languages every word of the run belongs to, as bits
    previous_end = start
    for match in _WORD.finditer(text, start, end):
        mask = languages.get(_unaccented(match.group()), 0)
        if not (mask or run):
            previous_end = match.end()
            continue  # no run and no list word: nothing starts here
        gap = text[previous_end : match.start()]
        previous_end = match.end()
        if run and mask & common and _SEPARATOR.match(gap):
            run.append((match, mask))
            common &= mask
            continue
        found.extend(_phrase([m for m, _ in run]))
        run, common = _carried(run, match, mask) if _SEPARATOR.match(gap) else ([], 0)
        if not run and mask:
            run, common = [(match, mask)], mask
    found.extend(_phrase([m for m, _ in run]))
    return found


def _carried(
    run: list[tuple[re.Match[str], int]], match: re.Match[str], mask: int
) -> tuple[list[tuple[re.Match[str], int]], int]:
    """The new run a word of another list starts, with the words before it that are in
    its list too: "seed phrase: opinion tarif …" is French from "opinion" on ("opinion"
    is an English word as well)."""
    if not mask:
        return [], 0
    kept: list[tuple[re.Match[str], int]] = [(match, mask)]
    common = mask
    for earlier, languages in reversed(run):
        if not languages & common:
            break
        kept.append((earlier, languages))
        common &= languages
    return kept[::-1], common


def _may_hold_phrase(region: str, languages: dict[str, int]) -> bool:
    """Twelve list words in a row, whatever their languages: one pass of set look-ups
    that rules out almost all prose before the exact, per-language reading."""
    run = 0
    for word in _WORD.findall(region):
        run = run + 1 if _unaccented(word) in languages else 0
        if run >= min(_SEED_LENGTHS):
            return True
    return False


def _phrase(run: list[re.Match[str]]) -> list[Finding]:
    if len(run) < min(_SEED_LENGTHS):
        return []
    # Spanish and Italian digit words are list words: "cuatro seis uno nueve …" is a
    # number read out (phone_words), and a seed drawing half its words from the ten
    # digits of 2,048 words is as good as never
    if sum(m.group().lower() in DIGIT_WORDS for m in run) * 2 > len(run):
        return []
    return [_finding(run[0].start(), run[-1].end(), "SEED_PHRASE", "seed-phrase")]


@lru_cache(maxsize=1)
def wordlists() -> dict[str, int]:
    """Each word of the BIP-39 lists in a Latin script (English, French, Spanish,
    Italian, Portuguese, Czech) with the languages it belongs to, as bits: a phrase is
    words of one list."""
    from mnemonic import Mnemonic  # imported once, on the first long text

    languages = ("english", "french", "spanish", "italian", "portuguese", "czech")
    table: dict[str, int] = {}
    for bit, language in enumerate(languages):
        for word in Mnemonic(language).wordlist:
            key = _unaccented(word)
            table[key] = table.get(key, 0) | (1 << bit)
    return table


@lru_cache(maxsize=1 << 14)
def _unaccented(word: str) -> str:
    """``cadáver`` and ``cadaver`` alike: the lists decompose accents, people drop them."""
    lowered = word.lower()
    if lowered.isascii():
        return lowered  # most words: nothing to decompose
    return "".join(c for c in unicodedata.normalize("NFKD", lowered) if c.isascii())


register_secret_kinds("TOTP_SECRET", "RECOVERY_CODE", "SEED_PHRASE")
