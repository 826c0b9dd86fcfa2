"""Where an answer points: every link, image, HTML tag and bare URL, and what each URL
carries — a placeholder or a withheld value, as is or URL-, HTML-, base64- or hex-encoded.
The exfiltration check and ``safe_for_display`` read answers through this."""

from __future__ import annotations

import base64
import binascii
import html
import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Literal
from urllib.parse import unquote, unquote_plus

from pydantic import BaseModel

from trust.placeholders import PATTERN as PLACEHOLDER

MIN_VALUE = 3  # shorter withheld values match too much ordinary text to mean anything
MIN_ENCODED = 4  # encoded forms of very short values turn up by chance


def contains_value(text: str, value: str) -> bool:
    """Short values only as whole words: "Ann" must not match "Annual"."""
    if len(value) < MIN_VALUE:
        return False
    if len(value) >= 8:
        return value in text
    return re.search(r"(?<!\w)" + re.escape(value) + r"(?!\w)", text) is not None


_TEXT = r"((?:[^\[\]\n]|\[[^\[\]\n]*\]){0,500})"  # one level of brackets: "[see [EMAIL_1]]"
_DEST = r"\(\s*<?([^\s<>()]*(?:\([^\s()]*\)[^\s<>()]*)*)>?(?:\s+(?:\"[^\"\n]*\"|'[^'\n]*'))?\s*\)"
_IMAGE = re.compile(r"!\[" + _TEXT + r"\]" + _DEST)
_LINK = re.compile(r"(?<!!)\[" + _TEXT + r"\]" + _DEST)
_AUTOLINK = re.compile(r"<((?:https?|ftp|wss?)://[^\s<>]+)>", re.IGNORECASE)
_REFERENCE = re.compile(r"^ {0,3}\[([^\]\n]{1,200})\]:[ \t]*<?([^\s>]+)>?.*$", re.MULTILINE)
_TAG = re.compile(r"<([A-Za-z][\w:-]{0,20})\b([^<>]{0,2000})>")
_ATTR = re.compile(
    r"\b(?:src|href|srcset|poster|background|data|action|formaction|xlink:href)\s*=\s*"
    r"(\"[^\"]*\"|'[^']*'|[^\s>]+)",
    re.IGNORECASE,
)
_CSS_URL = re.compile(r"url\(\s*['\"]?([^'\")\s]+)", re.IGNORECASE)
_ALT = re.compile(r"\balt\s*=\s*(\"[^\"]*\"|'[^']*')", re.IGNORECASE)
# Bare URLs are looked for last: one inside a link or a tag is already taken by it.
_BARE = re.compile(r"(?<![\w/])((?:(?:https?|ftp|wss?)://|www\.)[^\s<>\"'`)]+)", re.I)
_NETWORK = re.compile(r"^\s*(?:(?:https?|ftp|wss?):)?//|^\s*www\.", re.IGNORECASE)
_FETCHING_TAGS = {"img", "image", "iframe", "source", "video", "audio", "embed", "object"}


_Kind = Literal["image", "link", "autolink", "reference", "html", "url"]


class Construct(BaseModel):
    kind: _Kind
    start: int
    end: int
    label: str
    urls: list[str]

    @property
    def fetches(self) -> bool:
        """Rendered without a click: the URL is requested as soon as it is shown."""
        return self.kind == "image" or (self.kind == "html" and self.label.startswith("img:"))


def constructs(text: str) -> list[Construct]:
    """Every place in ``text`` with a network URL, outermost first, not overlapping."""
    found: list[Construct] = []
    taken: list[tuple[int, int]] = []

    def add(kind: _Kind, match: re.Match[str], label: str, urls: list[str]) -> None:
        start, end = match.span()
        if any(s < end and start < e for s, e in taken):
            return
        remote = [u for u in urls if _NETWORK.match(u)]
        if remote:
            taken.append((start, end))
            found.append(Construct(kind=kind, start=start, end=end, label=label, urls=remote))

    for m in _TAG.finditer(text):
        attrs = m.group(2)
        urls = [v.strip("\"'") for v in _ATTR.findall(attrs)] + _CSS_URL.findall(attrs)
        alt = _ALT.search(attrs)
        name = m.group(1).lower()
        label = ("img:" if name in _FETCHING_TAGS else "") + (alt.group(1)[1:-1] if alt else "")
        add("html", m, label, [part for u in urls for part in u.split(",")])
    for m in _IMAGE.finditer(text):
        add("image", m, m.group(1), [m.group(2)])
    for m in _LINK.finditer(text):
        add("link", m, m.group(1), [m.group(2)])
    for m in _AUTOLINK.finditer(text):
        add("autolink", m, "", [m.group(1)])
    for m in _REFERENCE.finditer(text):
        add("reference", m, m.group(1), [m.group(2)])
    for m in _BARE.finditer(text):
        add("url", m, "", [m.group(1)])
    return sorted(found, key=lambda c: c.start)


# --- what a URL carries ------------------------------------------------------------------

_B64_RUN = re.compile(r"[A-Za-z0-9+/_\-]{6,}={0,2}")
_HEX_RUN = re.compile(r"(?:[0-9a-fA-F]{2}){3,}")


def _decodings(url: str) -> Iterator[tuple[str, str]]:
    """The URL as a renderer sends it and as a receiver could decode it."""
    plain = {url, unquote(url), unquote_plus(url), html.unescape(url), unquote(unquote(url))}
    for view in plain:
        yield "verbatim" if view == url else "URL-encoded", view
    for view in plain:
        for run in _B64_RUN.findall(view):
            for piece in {run, *run.split("/")}:
                decoded = _b64(piece)
                if decoded:
                    yield "base64", decoded
        for run in _HEX_RUN.findall(view):
            yield "hex", bytes.fromhex(run).decode("utf-8", "ignore")


def _b64(piece: str) -> str:
    if len(piece) < 6:
        return ""
    normal = piece.replace("-", "+").replace("_", "/").rstrip("=")
    try:
        data = base64.b64decode(normal + "=" * (-len(normal) % 4), validate=True)
    except (binascii.Error, ValueError):
        return ""
    return data.decode("utf-8", "ignore")


def carried(urls: Iterable[str], withheld: Mapping[str, str]) -> list[str]:
    """Why these URLs carry data: "[EMAIL_1] (base64)", "a placeholder"; empty if not."""
    reasons: list[str] = []
    for url in urls:
        for encoding, view in _decodings(url):
            folded = view.casefold()
            for name, value in withheld.items():
                least = MIN_VALUE if encoding == "verbatim" else MIN_ENCODED
                if len(value) >= least and contains_value(folded, value.casefold()):
                    reasons.append(f"the value of {name} ({encoding})")
            for match in PLACEHOLDER.finditer(view):
                reasons.append(f"the placeholder [{match.group(1).upper()}_{match.group(2)}]")
    return list(dict.fromkeys(reasons))


# --- the checks --------------------------------------------------------------------------
