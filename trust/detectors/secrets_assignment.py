"""Generic credential assignments: ``password = …``, ``api_key: …``, ``export TOKEN=…``.

Found in two steps so that no match can hide another: a pattern finds a *name* that
holds credentials followed by an assignment operator (``=``, ``:``, ``:=``, ``=>``,
``?=``, a comma between quoted arguments, an XML element), then the value after it is
read and judged by its entropy and shape (``values``). Because the pattern never
consumes a value, ``"config": "API_TOKEN=…"`` still finds ``API_TOKEN``.
"""

from __future__ import annotations

import re
from functools import lru_cache

import re2

from trust import placeholders
from trust.detectors.lexicon import common_word
from trust.detectors.secret_names import (
    BOOLEANS,
    DESCRIPTIVE_ENDINGS,
    FOREIGN_PASSWORD_WORDS,
    PASSWORD_WORDS,
    PROVIDERS,
    SCHEMES,
    SECRET_WORDS,
    SWITCH_WORDS,
    foreign_password,
    name_tokens,
    provider_name,
    secret_name,
)
from trust.detectors.secret_values import (
    command_name,
    is_code,
    is_command,
    is_stand_in,
    made_up_letters,
    stated_secret,
)
from trust.detectors.values import (
    is_path_or_version,
    looks_like_password,
    looks_like_words,
    looks_random,
    words,
)
from trust.detectors.wording import random_letters, reads_as_sentence, several_words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_OPTIONS = re2.Options()


# name, ``[]`` (C arrays), closing quote, optional type (``var t string =``, ``pw:
# &str =``), operator (comparisons and a call's parenthesis too), opening quote (``@"``
# Objective-C, ``b"``/``r"`` prefixes).
NAME_STEMS = (
    "pass", "pwd", "pw", "pin", "psk", "secret", "token", "key", "auth", "cred", "bearer", "pat",
    "dsn", "cvv", "cvc", "csc", "mot-de-passe", *FOREIGN_PASSWORD_WORDS,
)  # fmt: skip
# A name of any length around its stem: counted repeats ({0,60}) here made RE2's DFA run
# out of memory on a long run of name characters (base64), and fall back to its NFA.
_NAME = (
    rb"([A-Za-z0-9_.\-]*(?i:"
    + "|".join(NAME_STEMS + tuple(sorted(PROVIDERS))).encode()
    + rb")[A-Za-z0-9_.\-]*)"
)
_CANDIDATE = re2.compile(
    rb"(?:^|[^A-Za-z0-9_.\-])"
    + _NAME
    + rb"(?:\[[0-9]{0,4}\])?[\"'\]]{0,2}(?:[ \t]{1,4}[A-Za-z][A-Za-z0-9_]{0,15})?"
    rb"[ \t]{0,8}(:[ \t]{0,2}&?[A-Za-z][A-Za-z0-9_<>\[\]]{0,30}[ \t]{1,4}=[ \t]|"
    rb"=>|:{1,3}=|\?=|!==?|===?|\+=|\.=|=|:|,|->|<-|\(|>\s{0,40})[ \t]{0,8}"
    rb"(?:@?[bruf]{0,2}([\"'`])|[A-Za-z]{1,10}\(\s{0,2}([\"'`]))?",
    _OPTIONS,
)
# ``"hunter2" == password``: the literal on the left of a comparison.
_REVERSED = re2.compile(
    rb"([\"'`])([^\"'`\n]{1,200})[\"'`][ \t]{0,4}(?:===?|!==?)[ \t]{0,4}"
    rb"(?:[A-Za-z_$][A-Za-z0-9_$]{0,30}(?:\.|->|::))?" + _NAME + rb"(?:[^A-Za-z0-9_]|$)",
    _OPTIONS,
)
# ``private_key "…";``, ``password 'hunter2'`` (HCL, nginx, C# attributes): a name, spaces,
# and a quoted literal that ends the statement or the line.
_SPACED = re2.compile(
    rb"(?:^|[^A-Za-z0-9_.\-])"
    + _NAME
    + rb"[ \t]{1,4}([\"'])([^\"'\n]{1,200})[\"'][ \t]*(?:;|,|\r?\n|$)",
    _OPTIONS,
)
# An unquoted value: no spaces, quotes or separators (``&`` ends a URL parameter).
# ``{ } < >`` count inside a value (``pa{ss>1``), not at its start (``{`` opens a block)
# unless the braces close around it on the same word (``{abc$%def}``, ``{password}``).
_VALUE = re2.compile(
    rb"\{[^\s\"'`;,\\()\[\]|&{}]{1,200}\}(?:[^\s\"'`;,\\()\[\]|&]{0,299})|"
    rb"[^\s\"'`;,<>\\(){}\[\]|&][^\s\"'`;,\\()\[\]|&]{0,499}",
    _OPTIONS,
)
_AMPERSANDS = re2.compile(rb"(?:&[^\s\"'`;,\\()\[\]|&]*)*", _OPTIONS)
# An XML element's text runs to the next tag, spaces and all.
_ELEMENT = re2.compile(rb"\s*([^<\n]*[^<\s])\s*<", _OPTIONS)
_ELEMENT_REACH = 500  # bytes looked at for the closing tag: a value is never longer
# In a config line (YAML, INI, .env) an unquoted value runs to the end of the line.
_LINE_REST = re2.compile(rb"[^\n#]{0,500}", _OPTIONS)
_LINE_START = re2.compile(rb"(?:^|\n)[ \t]{0,40}(?:export[ \t]+|set[ \t]+|-[ \t]+)?$", _OPTIONS)
# A quoted value runs to its closing quote on the same line, spaces and all.
_QUOTED = {
    quote: re2.compile(rb"[^" + quote + rb"\n]{1,500}" + quote, _OPTIONS)
    for quote in (b'"', b"'", b"`")
}


@lru_cache(maxsize=4096)  # a pure judgement; pasted logs and hostile input repeat values
def secret_assignment(name: str, value: str, *, quoted: bool = False) -> bool:
    """A password-ish name makes any value but a stand-in a secret; other credential
    names accept a quoted literal that is not a lone word, or a random-looking one; a
    bare provider name (``cloudflare: …``) a long random one. A value that repeats the
    name (``pin=pin``, ``password: password``) passes a variable on, or is a placeholder."""
    if value.strip().lower() in (name.lower(), *name_tokens(name)):
        return False
    if secret_name(name):
        tokens = name_tokens(name)
        fused = any(t.endswith(("password", "passwd", "passphrase", "passcode")) for t in tokens)
        if PASSWORD_WORDS.intersection(tokens) or fused or foreign_password(name):
            if value.strip().lower() in BOOLEANS:
                return not SWITCH_WORDS.intersection(tokens)  # ``password=true`` is one
            # quoted, even one character is the password (``pwd = "a"``)
            return stated_secret(value, quoted=quoted, min_length=1 if quoted else 3)
        if is_stand_in(value, quoted=quoted) or _names_a_tool_or_setting(value):
            return False
        if looks_random(value) or (looks_like_password(value) and len(value) >= 8):
            return True
        if made_up_letters(value):
            return True  # ``token = GmojBrsabt``, ``auth:=UCJ``: letters no name is made of
        if tokens[-1] in _HOLDERS and len(value) >= _shortest(tokens) and _made_up_letters(value):
            return True  # ``secret = "bbaihax"``, ``api_key != 'gydngnye'``: letters, no word
        if quoted:  # words with spaces in quotes are a passphrase, not an identifier
            spaced = " " in value.strip()
            return len(value) >= 3 and not _lone_word(value) and (spaced or not _identifier(value))
        # unquoted (.env, YAML, a URL's query): short counts, but not a plain word;
        # words to the end of a config line (``secret = hello world``) are a passphrase
        if several_words(value):
            return True
        return len(value) >= 3 and not value.isalpha() and not _identifier(value)
    return provider_name(name) and len(value) >= 16 and looks_random(value)


_DIGIT = re.compile(r"\d")
# A capitalised word with digits after it, between dots: "john.Smith99", "Kupfer.Wolke7"
# are how people make passwords; package and key names keep such words apart or lower.
_CHOSEN_PIECE = re.compile(
    r"(?:^|\.)(?=[A-Za-z]{3})[a-z]*[A-Z][A-Za-z]*\d+(?:\.|$)"
    r"|[a-z]\d[A-Z]"  # "aab0Zx9": case and digits interleaved, no package's name
)
_JUDGED = 128


def _identifier(value: str) -> bool:
    """``"ClearTextPassword"``, ``"jetbrains.mps.v8"``: a name in an XML or JSON key,
    made of words (``"b8ftU.M3Zx9"`` and ``"john.Smith99"`` are not). What is left of a
    template inside a value is no name's (``{abc$%def}``: references alone stood in)."""
    if not looks_like_words(value) or _CHOSEN_PIECE.search(value) is not None:
        return False
    if any(c in value for c in "{}$%"):
        return False
    return is_code(value) or is_path_or_version(value) or _DIGIT.search(value) is None


# Names that hold a secret value (``auth``, ``credentials`` name a method as often).
_HOLDERS = words("secret secrets token tokens key apikey secretkey accesskey privatekey pat")
_LETTERS = re.compile(r"[A-Za-z]+(?:[_\-][A-Za-z]+)*")


def _shortest(tokens: tuple[str, ...]) -> int:
    """Five made-up letters are a secret's or an API key's (``apiKey == "IpuoC"``); a
    bare ``key`` or a ``token`` names a keyboard's key or a parser's token as often
    (``token == "LParen"``), so they take six."""
    return 6 if tokens == ("key",) or tokens[-1] in ("token", "tokens") else 5


def _made_up_letters(value: str) -> bool:
    """Letters of which no piece is a word of the seven languages (``gydngnye``,
    ``oBGnQ``): what a credential's name holds, not a setting (``include``, ``basic``,
    ``same-origin``) or a name in code (``accessToken``)."""
    if _LETTERS.fullmatch(value) is None or _lone_word(value):
        return False
    pieces = name_tokens(value)
    return bool(pieces) and not any(common_word(p) or p in SECRET_WORDS for p in pieces)


def _names_a_tool_or_setting(value: str) -> bool:
    """``token: kubectl``, ``auth: LDAP``, ``auth = AWS``: the program that takes the
    credential, a scheme or a provider is named, not a credential given."""
    return command_name(value) or _lone_word(value) or value.lower() in PROVIDERS


def _described(data: bytes, match: re2._Match) -> bool:
    """A word between the name and its operator that says what about the credential
    follows ("password policy:", "token type:"), not the credential itself."""
    between = data[match.end(1) : match.start(2)].split()
    return bool(between) and between[-1].decode("utf-8", "replace").lower() in DESCRIPTIVE_ENDINGS


def _logged_switch(data: bytes, match: re2._Match) -> bool:
    """MySQL's "Access denied … (using password: YES)": whether one was used, not it."""
    if data[max(0, match.start(1) - 6) : match.start(1)].lower() != b"using ":
        return False
    return data[match.end() : match.end() + 4].rstrip(b")").upper() in (b"YES", b"NO")


def _lone_word(value: str) -> bool:
    """``"basic"``, ``"oauth2"``, ``"Bearer"``: a scheme or setting, not a credential."""
    return value.lower() in SCHEMES


class AssignmentDetector:
    name = "secrets:assignment"

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        findings: list[Finding] = []
        position = links = 0
        while (match := _CANDIDATE.search(scan.data, position)) is not None:
            span = _value_span(scan.data, match)
            if span is None:
                position = max(match.end(), position + 1)
                continue
            # names inside a judged value are not judged again: that bounds the work
            # on ``token=token=…``, and a credential's value holds no second one
            name = _decode(scan, *match.span(1))
            if _is_placeholder_name(scan.data, match.start(1), name):
                position = max(match.end(1), position + 1)
                continue
            if _described(scan.data, match) or _logged_switch(scan.data, match):
                position = max(match.end(1), position + 1)
                continue  # "password policy: minimum 14 chars": a rule about it, no value
            if _typed_comparison(match):
                position = max(match.end(1), position + 1)
                continue  # ``pin numpy==1.26``: a word, then a comparison of another name
            quote = (match.group(3) or match.group(4)) if span[0] == match.end() else None
            if match.group(2).startswith(b">"):
                quote = b">"  # an XML element's text is delimited as a quoted one is
            value = _without_placeholders(_decode(scan, *span))
            if quote == b"`" and is_command(value):
                value = ""  # `etcdctl get /key`: a command that fetches the secret
            # judged on its start: a value's shape shows there, and a long hostile one
            # (``token=token=…``) costs no more than a short one
            judged = value[:_JUDGED]
            if judged and secret_assignment(name, judged, quoted=quote is not None):
                findings.append(self._finding(scan, *span))
                position = span[1]
            else:  # "Zoom: https://…?pwd=…": a link is no credential, its query may hold one
                position, links = _into_link(scan.data, span, links), links + 1
        findings.extend(self._quoted(scan, _SPACED, name=1, value=3))
        if b"==" in scan.data or b"!=" in scan.data:
            findings.extend(self._quoted(scan, _REVERSED, name=3, value=2))
        return findings

    def _quoted(self, scan: Scan, pattern: re2._Regexp, *, name: int, value: int) -> list[Finding]:
        """A name and a quoted literal found by one pattern (its groups ``name``, ``value``)."""
        found = []
        for match in pattern.finditer(scan.data):
            named, literal = _decode(scan, *match.span(name)), _decode(scan, *match.span(value))
            if secret_assignment(named, literal, quoted=True):
                found.append(self._finding(scan, *match.span(value)))
        return found

    def _finding(self, scan: Scan, begin: int, end: int) -> Finding:
        return Finding(
            start=scan.char_offset(begin),
            end=scan.char_offset(end),
            kind="SECRET",
            sensitivity=Sensitivity.SECRET,
            detector=self.name,
            confidence=0.8,
        )


_LINKS_OPENED = 64  # links looked into per text: a hostile run of them stays linear


def _into_link(data: bytes, span: tuple[int, int], opened: int) -> int:
    """Where to search on after a value that was no secret: its link's query, when the
    value is a link with one (a few per text), else past the value."""
    begin, end = span
    linked = data.startswith(b"//", begin) or data.find(b"://", begin, min(end, begin + 16)) >= 0
    if opened >= _LINKS_OPENED or not linked:  # "Zoom https:" takes "//…" as its value
        return end
    query = data.find(b"?", begin, end)
    return end if query < 0 else query  # the name's pattern opens on the "?"


def _value_span(data: bytes, match: re2._Match) -> tuple[int, int] | None:
    quote = match.group(3) or match.group(4)
    if quote:
        quoted = _QUOTED[quote].match(data, match.end())
        if quoted is not None:
            return match.end(), quoted.end() - 1
    operator = match.group(2)
    if operator.startswith(b">"):
        if data[match.start(1) - 1 : match.start(1)] != b"<":
            return None  # ``<password>value</password>`` only, not ``<user:password> url``
        return _element_text(data, match)
    if operator in (b",", b"("):
        return None  # in code a comma or a call takes literals only: ("TOKEN", "value")
    value = _VALUE.match(data, match.end())
    if value is None:
        return None
    end = value.end()
    braced = value.group().startswith(b"{")  # ``{token}&id={id}``: references joined
    if (
        not braced
        and data[end : end + 1] == b"&"
        and data[match.start(1) - 1 : match.start(1)]
        not in (
            b"?",
            b"&",
            b";",
        )
    ):
        end = _AMPERSANDS.match(data, end).end()  # ``pass: N&R_x``: ``&`` ends a URL's value only
    if operator in (b"==", b"===", b"!=", b"!=="):
        end -= len(value.group()) - len(value.group().rstrip(b":{"))  # ``== other:``
    if data[end : end + 1] in (b"(", b"["):
        return None  # a call or an index: code, not a value
    if operator in (b"=", b":") and data[end : end + 1] not in (b"\n", b"\r", b"", b"&"):
        rest = _LINE_REST.match(data, end)
        line = value.group() + (rest.group() if rest is not None else b"")
        word = value.group().decode("utf-8", "replace")
        if (
            word.isalpha()
            and not random_letters(word)
            and reads_as_sentence(line.decode("utf-8", "replace"))
        ):
            return None  # "Password reset: check the email we sent" is prose
        # ``password: correct horse battery staple`` in YAML, INI or .env
        head = data[max(0, match.start(1) - 48) : match.start(1)]
        if rest is not None and _LINE_START.search(head) is not None:
            end = end + len(rest.group().rstrip())
    return value.start(), end


def _element_text(data: bytes, match: re2._Match) -> tuple[int, int] | None:
    """An XML element's text runs to its closing tag on the same line, ``< { $ %``
    inside it included (``<secret>a<0</secret>``); without one, to the next tag."""
    start = match.end()
    line_end = data.find(b"\n", start, start + _ELEMENT_REACH)
    closing = data.find(
        b"</" + match.group(1) + b">", start, line_end if line_end >= 0 else start + _ELEMENT_REACH
    )
    if closing > start:
        text = data[start:closing]
        begin = start + len(text) - len(text.lstrip())
        end = closing - (len(text) - len(text.rstrip()))
        return (begin, end) if end > begin else None
    element = _ELEMENT.match(data, start)
    return None if element is None else element.span(1)


def _typed_comparison(match: re2._Match) -> bool:
    between = match.string[match.end(1) : match.start(2)]
    return match.group(2) in (b"==", b"===", b"!=", b"!==") and bool(between.strip(b" \t\"']"))


def _is_placeholder_name(data: bytes, start: int, name: str) -> bool:
    """``[SECRET_1]`` names no variable: it stands for a value already withheld."""
    return (
        data[start - 1 : start] == b"[" and placeholders.PATTERN.fullmatch(f"[{name}]") is not None
    )


def _without_placeholders(value: str) -> str:
    """An already pseudonymised payload (``token = "Bearer [SECRET_1]"``) must classify
    clean: what stands in for a secret is not one."""
    return placeholders.PATTERN.sub("", value).strip() if "[" in value else value


def _decode(scan: Scan, begin: int, end: int) -> str:
    return scan.text[scan.char_offset(begin) : scan.char_offset(end)]
