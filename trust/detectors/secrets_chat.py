"""Secrets as they are pasted into a chat, by structural class.

* **Random tokens.** A run of token characters that is random by shape (three character
  classes, frequent class changes, not words, not hex, not a UUID) is a secret when a
  credential word of any of eight languages stands on its line ("klucz API → …",
  "the access token (…) stopped working"), when it opens with a vendor's prefix and
  separator (``abc_…``, ``xyz-live-…``), or when it is long enough that nothing else
  looks so (``_BARE``). Runs inside a URL are left to the URL rules.
* **Wrapped tokens.** Such a token, or a prefixed piece too short to judge, that ends a
  line and goes on in a line of the same alphabet: both lines.
* **A value on the line after its name** (``API_KEY=`` then the key).
* **Header and file lines**: ``Cookie``/``Set-Cookie`` values of session, token, auth or
  id cookies; ``.pgpass`` lines (``host:port:db:user:password``); ``htpasswd`` hashes.

Candidates come from one C-level scan for long runs; each is judged on its own bounded
window, so the cost grows with the text, not with the rules.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
import string

from trust.detectors.secret_values import published_example
from trust.detectors.values import (
    has_run,
    is_uuid,
    longest_sequence,
    looks_like_words,
    shannon_entropy,
)
from trust.findings import Finding
from trust.kinds import register_secret_kinds, secret_finding
from trust.scan import Scan

KIND = "CHAT_TOKEN"
_RUN = re.compile(r"(?<![A-Za-z0-9+/_\-.~])[A-Za-z0-9+/_\-.~]{12,}=*")
_PIECE = re.compile(r"[A-Za-z0-9+/_\-.~]{5,}=*")
# a word of prose: a bare token counts only in a chat line, not in code or a listing
_PROSE_WORD = re.compile(r"(?<![\w./\-=<\"'])[a-z]{2,}(?![\w/\-=(.:\"'])")
_ID_KEY = re.compile(r"(?i)(?:id|uuid|guid|hash|digest|checksum|signature)[\"']?\s*[:=]\s*[\"']?$")
_BARE = 32  # a random run this long is a secret with no word near it
_LONGEST = 512
_CREDENTIAL_WORDS = re.compile(
    r"(?i)(?:api[ _-]?key|apikey|access[ _-]?key|secret|token|bearer|passw|passphrase|"
    r"credential|auth|session|cookie|\bjwt\b|\bkey\b|\bpat\b|schlüssel|kennwort|zugangs|"
    r"\bclé\b|jeton|mot de passe|\bclave\b|contraseña|chiave|sleutel|wachtwoord|klucz|"
    r"hasło|\bchave\b|senha)"
)
_DIGIT = re.compile(r"\d")
_NUMERIC_IDS = re.compile(r"^(?:\d+[_-])+")
# a placeholder, or one cut by the edge of the window ("[SECRET_1", "RET_1]")
_PLACEHOLDER = re.compile(r"\[[A-Z][A-Z_]*_\d+\]|\[[A-Z][A-Z_]*\d*$|^[A-Z_]*\d*\]")
_PREFIXED = re.compile(r"[a-z][a-z0-9]{1,9}(?:[_-][a-z0-9]{2,8})?[_-]")
_ASSIGNED_THEN_NEWLINE = re.compile(r"[:=][ \t]*\n[ \t]*[\"']?([^\s\"']{8,200})")
_CREDENTIAL_NAME_END = re.compile(
    r"(?i)(?:key|token|secret|passw\w*|pwd|credential\w*|auth\w*)[\"']?[ \t]*$"
)
_COOKIE = re.compile(r"(?im)^[ \t]*(?:set-)?cookie:[ \t]*([^\n]{1,4000})")
_COOKIE_PAIR = re.compile(r"([A-Za-z0-9_.\-]{1,64})=([^;\s]{8,})")
_COOKIE_SECRET_NAME = re.compile(r"(?i)sess|sid|token|auth|jwt|remember|csrf|xsrf|login|id$")
# one line, exactly four colons (no field holds one), found by one scan of the text
_PGPASS = re.compile(
    r"(?m)^[ \t]*[\w.\-*]+:(?:\d{2,5}|\*):[\w.\-*]+:[\w.\-@*]+:([^\s:]{4,200})[ \t]*$"
)
_HTPASSWD = re.compile(
    r"(?m)^[ \t]*[\w.\-@]{1,64}:(\$(?:apr1|2[abxy]|1|5|6)\$[./A-Za-z0-9$]{16,120})"
)


class ChatSecretDetector:
    name = "secrets:chat"

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text = scan.text
        spans: list[tuple[int, int]] = []
        blocks = "-----BEGIN " in text
        for match in _RUN.finditer(text):
            spans.extend(_token(text, match.start(), match.end(), blocks))
        spans.extend(_named_above(text))
        # each line form is looked for only where its mark is in the text at all
        if text.count(":") >= 4:
            spans.extend(_pgpass(text))
        if ":$" in text:
            spans.extend(m.span(1) for m in _HTPASSWD.finditer(text))
        if "ookie:" in text or "OOKIE:" in text:
            spans.extend(_cookies(text))
        return [secret_finding(a, b, KIND, self.name, 0.7) for a, b in spans]


def _token(text: str, start: int, end: int, blocks: bool) -> list[tuple[int, int]]:
    run = text[start:end]
    if end - start > _LONGEST or run.lower() == run or run.upper() == run:
        return []  # a blob, or one case only: no token of the kinds judged here
    if _DIGIT.search(run) is None and text[end : end + 1] != "\n":
        return []  # no digit and no second line: a word or an identifier
    value = run.strip("=.-_~")
    start += run.find(value)
    end = start + len(value)
    prefixed = _PREFIXED.match(value)
    body = value[prefixed.end() :] if prefixed else value
    wrapped = _continuation(text, end)
    if wrapped and len(body) < 20:
        body += text[wrapped[0] : wrapped[1]]  # judge the token as it was before the wrap
    body = _NUMERIC_IDS.sub("", body)  # "xoxb-123456789012-…": ids, then the random part
    if len(body) < 20 or not random_token(body) or _data(text, start, value, blocks):
        return []
    line = _line(text, start, wrapped[1] if wrapped else end)
    line = _PLACEHOLDER.sub(" ", line)  # "[SECRET_1]" names no credential
    near_word = _CREDENTIAL_WORDS.search(line) is not None
    prose = len(_PROSE_WORD.findall(line))
    length = len(value) + (wrapped[1] - wrapped[0] if wrapped else 0)
    if not (near_word or (prefixed and prose) or (length >= _BARE and prose >= 3)):
        return []  # alone on a line in a listing or a file, a token-like run is data
    return [(start, end), wrapped] if wrapped else [(start, end)]


def _pgpass(text: str) -> list[tuple[int, int]]:
    """``host:port:database:user:password`` lines: four colons, the password last."""
    return [match.span(1) for match in _PGPASS.finditer(text)]


def _named_above(text: str) -> list[tuple[int, int]]:
    """A value on the line after its name: ``API_KEY=`` then the key."""
    spans = []
    for match in _ASSIGNED_THEN_NEWLINE.finditer(text):
        named = _CREDENTIAL_NAME_END.search(text, max(0, match.start() - 40), match.start())
        if named and random_token(match.group(1)):
            spans.append(match.span(1))
    return spans


def _data(text: str, start: int, value: str, blocks: bool) -> bool:
    """A token-shaped run that its place says is data: in a URL or a path, after an
    integrity or data prefix, in a public key block, or named as an id."""
    if value.startswith(("/", "sha256-", "sha384-", "sha512-")):
        return True  # a path; a subresource integrity hash with its algorithm
    if _in_url(text, start) or _integrity(text, start):
        return True
    if blocks and _in_public_block(text, start):
        return True  # a PGP public key or a certificate: published, not secret
    return _ID_KEY.search(text, max(0, start - 40), start) is not None  # "credentialId"


def random_token(value: str) -> bool:
    """Random by shape: upper, lower and digits, the class changing often, not words."""
    core = value.rstrip("=")
    if len(core) < 16 or is_uuid(core) or published_example(core):
        return False
    classes = core.translate(_CLASSES)  # "aB3" -> "lud": counted at C speed
    if min(classes.count("u"), classes.count("l")) < 2 or "d" not in classes:
        return False
    changes = len(_CLASS_RUN.findall(classes)) - 1
    if changes < 0.3 * len(core) or looks_like_words(core) or longest_sequence(core.lower()) >= 6:
        return False  # words, or "abc123…klmnop" typed by hand
    if has_run(core, 5):
        return False  # "00000…": typed, not drawn
    if _HEX.fullmatch(core) or _worded(core):
        return False  # a digest in mixed case; "id-Gost28147-89-None-KeyMeshing"
    return shannon_entropy(core) >= 3.6 and not _encoded_text(core)


_HEX = re.compile(r"[0-9a-fA-F_\-]+")
_SEGMENT = re.compile(r"[^\-_.~]+")
_WORD_SEGMENT = re.compile(r"[A-Z]?[a-z]{2,}(?:[A-Z][a-z]{2,})*")


def _worded(value: str) -> bool:
    """Segments between separators that are words, two or more of them."""
    segments = _SEGMENT.findall(value)
    return len(segments) >= 3 and sum(bool(_WORD_SEGMENT.fullmatch(s)) for s in segments) >= 2


def _encoded_text(value: str) -> bool:
    """Base64 of readable text ("YmVkcm9jay5…" is "bedrock.…"): an encoding, not a key.
    Each part between separators is tried, as a prefix may stand before it."""
    for part in re.split(r"[\-_]", value):
        if len(part) < 16:
            continue
        try:
            decoded = base64.b64decode(part + "=" * (-len(part) % 4), validate=True)
        except (binascii.Error, ValueError):
            continue
        if sum(32 <= b < 127 for b in decoded) >= 0.9 * len(decoded):
            return True
    return False


def _in_public_block(text: str, start: int) -> bool:
    begin = text.rfind("-----BEGIN ", 0, start)
    if begin < 0 or text.find("-----END ", begin, start) >= 0:
        return False
    header_end = text.find("\n", begin, start)  # never a copy of the text's rest
    header = text[begin : header_end if header_end >= 0 else start]
    return "PUBLIC" in header or "CERTIFICATE" in header


_CLASSES = str.maketrans(
    {
        **dict.fromkeys(map(ord, string.ascii_lowercase), "l"),
        **dict.fromkeys(map(ord, string.ascii_uppercase), "u"),
        **dict.fromkeys(map(ord, string.digits), "d"),
    }
)
_CLASS_RUN = re.compile(r"([lud])\1*|[^lud]+")


def _continuation(text: str, end: int) -> tuple[int, int] | None:
    """The next line's run of the same alphabet, when the token ends its line."""
    if text[end : end + 1] != "\n":
        return None
    match = _PIECE.match(text, end + 1)
    if match is None or text[match.end() : match.end() + 1] not in ("", "\n", " ", ")", '"', "'"):
        return None
    piece = match.group()
    jumps = sum(a.islower() and b.isupper() for a, b in itertools.pairwise(piece))
    if any(c.isdigit() for c in piece) or jumps or sum(c.isupper() for c in piece) >= 2:
        return match.span()
    return None  # a word on the next line ("Thanks"), not the rest of the token


def _line(text: str, start: int, end: int) -> str:
    """The token's line, and the line before it when that one only names it ("token:")."""
    # every search within the 80 characters kept (or the line above): a text with no
    # line break must not be searched to its start for each of its tokens
    reach = max(0, start - 80)
    left = text.rfind("\n", reach, start) + 1
    if left:
        above = max(text.rfind("\n", reach, left - 1) + 1, reach)
        if text[above : left - 1].rstrip().endswith((":", "=")):
            left = above
    right = text.find("\n", end, end + 80)
    return text[max(left, reach) : right if right >= 0 else end + 80]


def _in_url(text: str, start: int) -> bool:
    reach = max(0, start - 2048)  # a URL longer than this is no URL a token sits in
    chunk_start = max(text.rfind(" ", reach, start), text.rfind("\n", reach, start), reach - 1) + 1
    chunk = text[chunk_start : start + 3]
    return "://" in chunk or chunk.startswith("www.") or chunk.lstrip("'\"(<").startswith("//")


def _integrity(text: str, start: int) -> bool:
    """An integrity hash, a data URI, or a key's fingerprint (``SHA256:nThbg6k…`` is what
    ``ssh`` prints for a host key: a digest of a public key, no secret)."""
    before = text[max(0, start - 8) : start].lower()
    return before.endswith(_DIGEST_PREFIXES)


_DIGEST_PREFIXES = (
    "sha256-", "sha384-", "sha512-", "data:", "base64,", "sha256:", "sha1:", "sha384:",
    "sha512:", "md5:",
)  # fmt: skip


def _cookies(text: str) -> list[tuple[int, int]]:
    spans = []
    for line in _COOKIE.finditer(text):
        for pair in _COOKIE_PAIR.finditer(text, line.start(1), line.end(1)):
            if _COOKIE_SECRET_NAME.search(pair.group(1)) or random_token(pair.group(2)):
                spans.append(pair.span(2))
    return spans


register_secret_kinds(KIND)
