"""Fitting attached files into a worker's context: a file that fits goes whole; a longer
one is summarised by the *local* model (one egress call, ledgered under the turn, like
compaction) or, without one, excerpted — its head and the pages (or lines) that share
the most words with the message. ``how`` says which, for the manifest.

What comes out is only *what would be sent*: it is classified, shown for consent and
pseudonymised afterwards, exactly like the message (``turn.steps``).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Sequence

from pydantic import BaseModel

from app.controller.files.reading import PAGE_BREAK
from memory import AttachmentIn

log = logging.getLogger("ares.turn")

BYTES_PER_TOKEN = 4  # as context_fit estimates: about right for English and code
FILE_SHARE = 0.4  # of the worker's context, for all files together (minus the message)
MIN_FILE_TOKENS = 256  # a file always gets at least a glimpse
HEAD_SHARE = 1 / 3  # of an excerpt: the start of the file, which says what it is
GAP = "\n[…]\n"
_WORD = re.compile(r"\w{4,}")

# (file, token budget) -> the local model's summary and what it summarised, or None.
Summarise = Callable[[AttachmentIn, int], Awaitable[tuple[str, str] | None]]


class FittedFile(BaseModel):
    name: str
    body: str  # what of the file would be sent (before it is judged)
    how: str  # "included whole" | "excerpted 3 of 40 pages" | "summarised locally"


def tokens(text: str) -> int:
    return -(-len(text.encode("utf-8")) // BYTES_PER_TOKEN)


def file_budget(context: int, message: str) -> int:
    """The tokens every file of the turn may take together."""
    return max(MIN_FILE_TOKENS, int(context * FILE_SHARE) - tokens(message))


def shares(sizes: Sequence[int], budget: int) -> list[int]:
    """Each file's budget: small files whole, the rest split what is left evenly."""
    result = [0] * len(sizes)
    left, remaining = budget, len(sizes)
    for index in sorted(range(len(sizes)), key=lambda i: sizes[i]):
        share = max(MIN_FILE_TOKENS, left // remaining)
        result[index] = min(sizes[index], share)
        left -= result[index]
        remaining -= 1
    return result


async def fit_files(
    files: Sequence[AttachmentIn], budget: int, message: str, summarise: Summarise | None
) -> list[FittedFile]:
    """Each file whole, summarised, or excerpted within ``budget`` tokens in all."""
    fitted = []
    sizes = [tokens(f.text) for f in files]
    for file, size, share in zip(files, sizes, shares(sizes, budget), strict=True):
        if size <= share:
            fitted.append(FittedFile(name=file.name, body=file.text, how="included whole"))
            continue
        summary = await summarise(file, share) if summarise is not None else None
        if summary is not None:
            body = clip_bytes(summary[0], share * BYTES_PER_TOKEN)
            fitted.append(FittedFile(name=file.name, body=body, how=summary[1]))
            continue
        body, how = excerpt(file, share * BYTES_PER_TOKEN, message)
        fitted.append(FittedFile(name=file.name, body=body, how=how))
    return fitted


def excerpt(file: AttachmentIn, limit: int, message: str) -> tuple[str, str]:
    """The file's start, then the parts that share the most words with the message, in
    file order with the gaps marked, within ``limit`` bytes; and how many parts went."""
    paged = file.pages is not None
    units = file.text.split(PAGE_BREAK) if paged else file.text.splitlines()
    unit_name = "pages" if paged else "lines"
    sizes = [len(u.encode("utf-8")) + len(GAP) for u in units]
    chosen: set[int] = set()
    used = 0
    for index, size in enumerate(sizes):  # the head
        if used + size > limit * HEAD_SHARE:
            break
        chosen.add(index)
        used += size
    wanted = {w.lower() for w in _WORD.findall(message)}
    ranked = sorted(
        (i for i in range(len(units)) if i not in chosen),
        key=lambda i: (-_overlap(units[i], wanted), i),
    )
    for index in ranked:
        if used + sizes[index] <= limit:
            chosen.add(index)
            used += sizes[index]
    if not chosen:  # a first page (or line) larger than the whole budget
        return clip_bytes(units[0], limit), f"excerpted part of 1 of {len(units)} {unit_name}"
    return _joined(units, sorted(chosen), "\f" if paged else "\n"), (
        f"excerpted {len(chosen)} of {len(units)} {unit_name}"
    )


def _overlap(unit: str, wanted: set[str]) -> int:
    if not wanted:
        return 0
    return len(wanted & {w.lower() for w in _WORD.findall(unit)})


def _joined(units: list[str], indexes: list[int], joiner: str) -> str:
    out: list[str] = []
    previous = -1
    for index in indexes:
        if out and index != previous + 1:
            out.append(GAP.strip("\n"))
        out.append(units[index])
        previous = index
    if indexes[-1] != len(units) - 1:
        out.append(GAP.strip("\n"))
    return joiner.join(out).replace(PAGE_BREAK, "\n\n")


def clip_bytes(text: str, limit: int) -> str:
    """At most ``limit`` UTF-8 bytes of ``text``, cut at a line or word."""
    if len(text.encode("utf-8")) <= limit:
        return text
    head = text.encode("utf-8")[:limit].decode("utf-8", "ignore")
    cut = max(head.rfind("\n"), head.rfind(" "))
    return (head[:cut] if cut > len(head) // 2 else head).rstrip() + " …"
