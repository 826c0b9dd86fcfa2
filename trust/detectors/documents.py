"""Identity documents and account numbers named by their context, whatever the value.

"My passport number is X1234567", "PESEL: 44051401359", "numer klienta 88-1203":
the word before the value says what it is, so the value is withheld even when no
checksum validates it or its national format is unknown (``national_ids`` reports the
ones that validate without context). A value is one to five groups of letters and
digits (``QQ 12 34 56 C``, ``AB12 CDE``, ``123-45-6789``) holding at least two digits.

Also here, because their shape alone says what they are: UK National Insurance
numbers, GPS coordinates, and social-media handles next to a platform's name.
"""

from __future__ import annotations

import re

import re2

from trust.detectors.base import Rule
from trust.detectors.document_triggers import INTRODUCED
from trust.detectors.logins import RULES as LOGIN_RULES
from trust.detectors.plates import RULES as PLATE_RULES
from trust.detectors.record_ids import RULES as RECORD_RULES
from trust.sensitivity import Sensitivity

_S, _PR, _P = Sensitivity.SENSITIVE, Sensitivity.PRIVATE, Sensitivity.PERSONAL


# between the word and the value: "number", "no.", "is", ":", "ist", "est", "to" …
_LINK = (
    r"(?:[ \t]*(?:(?i:number|numbers|no\.?|nr\.?|num\.?|nummer|numéro|numero|número|numer|"
    r"n°|nº|id|code|card|is|was|reads|ist|lautet|c'est|c’est|est|es|jest|to|è|é|de|del|di|la|wynosi|"
    r"brzmi|er|är|on|are|sind|son|sono|zijn|são|wird|será|sera|as|als|comme|como|come|jako)"
    r"[ \t:]|"
    # a quote too: the key and value of pasted JSON, '"order_id": "ORD-7734218"'
    r"[:=#\-–—()\"])[ \t]*){0,5}[ \t]*"
)
# "la targa della mia macchina è …", "numer dowodu osobistego to …": a few words of
# the person's own between the name and a verb or colon that hands the value over
_FAR = (
    r"(?:[ \t]+[\p{L}'’.]{1,16}){1,4}[ \t]*(?:[:=#]|[ \t](?i:is|es|è|é|ist|lautet|est|jest|"
    r"to|wynosi|er|är|sind|son|sono|zijn|são|was|reads)[ \t:])[ \t]*"
)
_GROUP = r"[A-Z0-9]{1,20}"
_VALUE = r"(" + _GROUP + r"(?:[ \-./]" + _GROUP + r"){0,7})"


def _value(value: str) -> str | None:
    """Drops trailing groups that are words, not parts of the number (``… AND``)."""
    groups = value.replace("-", " ").replace("/", " ").replace(".", " ").split()
    while len(groups) > 1 and not any(c.isdigit() for c in groups[-1]) and len(groups[-1]) > 3:
        groups.pop()
    kept = _prefix(value, len(groups))
    if sum(c.isdigit() for c in kept) < 2 or len(kept) < 4:
        return None
    return kept


def _far_value(value: str) -> str | None:
    """After words between, only what cannot be a year, a date, a time or an amount."""
    kept = _value(value)
    if kept is None:
        return None
    compact = "".join(c for c in kept if c.isalnum())
    digits = sum(c.isdigit() for c in compact)
    if len(compact) < 5 or digits < 2 or _DATE.fullmatch(kept) is not None:
        return None
    return kept


_DATE = re2.compile(r"\d{1,4}[./\-]\d{1,2}[./\-]\d{1,4}|(?:19|20)\d{2}", re2.Options())


def _prefix(value: str, count: int) -> str:
    seen, index = 0, 0
    for index, char in enumerate(value):
        if char in " -/." and index and value[index - 1] not in " -/.":
            seen += 1
            if seen == count:
                return value[:index]
    return value[: index + 1]


def _introduced(
    kind: str, sensitivity: Sensitivity, triggers: tuple[str, ...], far: bool = False
) -> Rule:
    """Acronyms written in capitals (``PAN``, ``NIE``, ``SIN``) match only so: in lower
    case they are words ("pan", "nie", "sin") in Polish or Spanish."""
    ordered = sorted(triggers, key=len, reverse=True)
    words = "|".join(_escape(t) for t in ordered if not _acronym(t))
    acronyms = "|".join(_escape(t) for t in ordered if _acronym(t))
    return Rule(
        name=f"{kind.lower()}-by-context" + ("-far" if far else ""),
        kind=kind,
        sensitivity=sensitivity,
        pattern=r"(?:^|[^\p{L}])(?:"
        + "|".join(filter(None, (f"(?i:{words})", acronyms)))
        + r")(?:'s)?"
        + (_FAR if far else _LINK)
        + _VALUE
        + r"(?:[^A-Za-z0-9]|$)",
        group=1,
        keywords=_keywords(triggers),
        trim=_far_value if far else _value,
        confidence=0.8 if far else 0.85,
    )


def _named_after(kind: str, sensitivity: Sensitivity, triggers: tuple[str, ...]) -> Rule:
    """The value first, its name after: "is 512085390 a valid passport number?",
    "512085390 is my passport number", "X1234567 (my passport)"."""
    ordered = sorted(triggers, key=len, reverse=True)
    words = "|".join(_escape(t) for t in ordered if not _acronym(t))
    acronyms = "|".join(_escape(t) for t in ordered if _acronym(t))
    return Rule(
        name=f"{kind.lower()}-named-after",
        kind=kind,
        sensitivity=sensitivity,
        pattern=r"(?:^|[^A-Za-z0-9\-_/.])"
        + _VALUE
        + r"(?:[ \t]+(?i:is|was|ist|est|es|è|jest|to|é|are)(?:[ \t]+[\p{L}'’]{1,12}){0,3}|"
        r"(?:[ \t]+(?i:a|an|my|the|valid|real|correct|proper|right)){1,3}|"
        r"[ \t]*[(,\-–—][ \t]*(?i:my|mein|meine|mon|ma|mi|mój|moja|il mio|la mia|mijn|meu|o meu|"
        r"the|der|die|le|la|el)?)[ \t]+(?:"
        + "|".join(filter(None, (f"(?i:{words})", acronyms)))
        + r")(?:[^\p{L}]|$)",
        group=1,
        keywords=_keywords(triggers),
        trim=_far_value,
        confidence=0.75,
    )


def _acronym(trigger: str) -> bool:
    """``NIE``, ``My Number``: written so, or it is an ordinary word ("nie", "my")."""
    return trigger.isupper() or (trigger[:1].isupper() and " " in trigger)


def _escape(text: str) -> str:
    """A trigger as a pattern; one that ends in an abbreviation ("account no", "kunden-nr")
    may be written with its dot ("Account No.: 83920174")."""
    escaped = "".join("\\" + c if c in r".^$*+?()[]{}|\-#" else c for c in text)
    dot = r"\.?" if text.lower().endswith(_ABBREVIATED) else ""
    for spelling, spellings in _SPELLINGS:
        escaped = escaped.replace(spelling, spellings)
    return escaped.replace(" ", r"\s+") + dot


def _keywords(triggers: tuple[str, ...]) -> tuple[str, ...]:
    """What the text must hold for a rule to run: the part every spelling shares."""
    return tuple(sorted({_stable(t.lower()) for t in triggers}))


def _stable(trigger: str) -> str:
    """``driver's license`` → ``driver``: up to where spellings part."""
    cuts = [trigger.find(s) + _SHARED for s, _ in _SPELLINGS if s in trigger]
    return trigger[: min(cuts)] if cuts else trigger


_SHARED = 5  # "licen", "drive": what every spelling of a _SPELLINGS word begins with


# one trigger stands for every way people spell it: "driver's licence", "drivers license"
_SPELLINGS = (("licence", "licen[cs]e"), ("license", "licen[cs]e"),
              ("driver's", "driver[’']?s?"), ("drivers", "driver[’']?s?"))  # fmt: skip


_ABBREVIATED = (" no", "-no", " nr", "-nr", "idnr", " num", " nº", " n°")


_NINO_PREFIX_BANNED = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}


def _nino(value: str) -> bool:
    compact = value.replace(" ", "").upper()
    return compact[:2] not in _NINO_PREFIX_BANNED and len(set(compact[2:8])) > 1


def _account(value: str) -> bool:
    """No date; a code with letters holds at least three digits ("UTF-8" is none)."""
    if value[:1].isdigit():
        return _DATE.fullmatch(value) is None
    return sum(c.isdigit() for c in value) >= 3


def _coordinates(value: str) -> bool:
    numbers = [p.strip() for p in value.replace(";", ",").split(",")]
    if len(numbers) != 2:
        return False
    try:
        latitude, longitude = (float(n) for n in numbers)
    except ValueError:
        return False
    return abs(latitude) <= 90 and abs(longitude) <= 180 and (latitude, longitude) != (0, 0)


def _hemisphere_coordinates(value: str) -> bool:
    """ "40.7128° N, 74.0060° W": degrees within range once the letters are read."""
    numbers = re.findall(r"\d+(?:\.\d+)?", value)
    return len(numbers) == 2 and _coordinates(",".join(numbers))


_HANDLE_CONTEXT = (
    "instagram",
    "insta",
    "ig",
    "twitter",
    "tweet",
    "x.com",
    "tiktok",
    "threads",
    "mastodon",
    "bluesky",
    "telegram",
    "snapchat",
    "snap",
    "discord",
    "reddit",
    "twitch",
    "youtube",
    "handle",
    "follow me",
    "follow",
    "dm me",
    "dm",
    "username",
    "user name",
    "nick",
    "pseudo",
    "account",
    "profil",
    "profile",
    "konto",
    "cuenta",
    "compte",
    # dating apps and a post's byline: "my tinder match @…", "- posting from @…"
    "tinder",
    "bumble",
    "hinge",
    "grindr",
    "facebook",
    "linkedin",
    "pinterest",
    "posting from",
    "posted from",
    "posted by",
)

# the @-words of chat tools and docs, never a person: "@here", "@channel", "@mention"
_BROADCASTS = frozenset({"here", "channel", "everyone", "all", "mention", "mentions", "team"})


def _handle_told(text: str, start: int, end: int) -> bool:
    """Not a broadcast, and not a decorator: "@dataclass" with its arguments or a
    definition after it is code, whatever platform the sentence names."""
    if text[start + 1 : end].lower() in _BROADCASTS:
        return False
    after = text[end : end + 40]
    if after.startswith("("):
        return False
    return not (after.startswith("\n") and after.lstrip().startswith(_DEFINITIONS))


_DEFINITIONS = ("class ", "def ", "async ", "@", "function ", "export ", "public ", "private ")


_SHAPES: tuple[Rule, ...] = (
    Rule(
        # "routing 021000021, account 4829103375": the bare word before a long number is
        # enough (a "number" after it is not needed); six digits keep "account 2" out.
        # "a conta CL-77129", "account A-7F2E91C4": a short letter prefix and a dash
        # before a code holding digits is an account reference too. "sort code 20-45-77
        # acc 53910284": people shorten it in a message.
        name="account-word",
        kind="ACCOUNT_NUMBER",
        sensitivity=_PR,
        pattern=r"(?:^|[^\p{L}])(?i:account|acct|acc\.?|konto|cuenta|compte|conto|rekening|conta)"
        r"[ \t]*[:#]?[ \t]*(\d(?:[ \-]?\d){5,19}|[A-Z]{1,4}-[A-Z0-9]{5,16})"
        r"(?:[^A-Za-z0-9\-]|$)",
        group=1,
        keywords=("acc", "konto", "cuenta", "compte", "conto", "rekening", "conta"),
        validator=_account,
    ),
    Rule(
        # a Japanese account is told by its type, then seven digits: "渋谷支店 普通
        # 1847263", "当座 0092714", "普通預金 口座番号 1847263"; "普通の日" is a word
        name="japanese-account",
        kind="ACCOUNT_NUMBER",
        sensitivity=_PR,
        pattern=r"(?:普通|当座|貯蓄)(?:預金)?(?:口座)?[ \t　]*(?:口座番号|番号)?"
        r"[ \t　]*[:：]?[ \t　]*(\d{7})(?:[^\d]|$)",
        group=1,
        keywords=("普通", "当座", "貯蓄"),
    ),
    Rule(
        name="uk-nino",
        kind="UK_NINO",
        sensitivity=_S,
        pattern=r"(?:^|[^A-Za-z0-9])([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?"
        r"[A-D])(?:[^A-Za-z0-9]|$)",
        group=1,
        validator=_nino,
    ),
    Rule(
        name="gps-decimal",
        kind="GPS_COORDINATES",
        sensitivity=_PR,
        pattern=r"(?:^|[^0-9.\-])([\-+]?\d{1,2}\.\d{4,8},[ ]?[\-+]?\d{1,3}\.\d{4,8})(?:[^0-9.]|$)",
        group=1,
        validator=_coordinates,
    ),
    Rule(
        name="gps-dms",
        kind="GPS_COORDINATES",
        sensitivity=_PR,
        pattern=r"(\d{1,2}°\s?\d{1,2}[′'](?:\s?\d{1,2}(?:\.\d+)?[″\"])?\s?[NSns],?\s?"
        r"\d{1,3}°\s?\d{1,2}[′'](?:\s?\d{1,2}(?:\.\d+)?[″\"])?\s?[EWOewo])",
        keywords=("°",),
    ),
    Rule(
        name="gps-hemisphere",
        kind="GPS_COORDINATES",
        sensitivity=_PR,
        pattern=r"(?:^|[^0-9.\-])(\d{1,2}\.\d{3,8} ?°? ?[NSns],? ?\d{1,3}\.\d{3,8} ?°? ?[EWOewo])"
        r"(?:[^A-Za-z0-9]|$)",
        group=1,
        validator=_hemisphere_coordinates,
    ),
    Rule(
        name="social-handle",
        kind="SOCIAL_HANDLE",
        sensitivity=_P,
        # not followed by "/": "@angular/core" is a scoped package, not a handle
        pattern=r"(?:^|[\s(,:;\"'])(@[A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)"
        r"(?:[^A-Za-z0-9_@./]|\.(?:\s|$)|$)",
        group=1,
        in_text=_handle_told,
        context=_HANDLE_CONTEXT,
        window=60,
    ),
    Rule(
        name="social-url",
        kind="SOCIAL_HANDLE",
        sensitivity=_P,
        pattern=r"((?:https?://)?(?:www\.)?(?:instagram\.com|twitter\.com|x\.com|tiktok\.com|"
        r"facebook\.com|linkedin\.com/in|threads\.net|bsky\.app/profile)/@?[A-Za-z0-9_.\-]{2,40})",
        keywords=(
            "instagram.com",
            "twitter.com",
            "x.com",
            "tiktok.com",
            "facebook.com",
            "linkedin.com",
            "threads.net",
            "bsky.app",
        ),
    ),
)
RULES: tuple[Rule, ...] = (
    *(_introduced(*row) for row in INTRODUCED),
    *(_introduced(*row, far=True) for row in INTRODUCED),
    *(_named_after(*row) for row in INTRODUCED),
    *_SHAPES,
    *RECORD_RULES,
    *PLATE_RULES,
    # user names ride here so the registry's PII table needs no new entry
    *LOGIN_RULES,
)
