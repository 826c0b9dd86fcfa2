"""Fenced code blocks in an answer, read line by line."""

from __future__ import annotations

import re

from pydantic import BaseModel

_OPENING = re.compile(r"^ {0,3}(`{3,}|~{3,})[ \t]*([\w+.-]*)")


class Block(BaseModel):
    lang: str
    body: str
    line: int  # of the block's first line of code, counting from 1
    closed: bool


def blocks(text: str) -> list[Block]:
    """Fenced code blocks, read line by line (a regex with a back-reference goes
    quadratic on an answer of many fences)."""
    found: list[Block] = []
    fence, lang, start = "", "", 0
    body: list[str] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not fence:
            opening = _OPENING.match(line)
            if opening:
                fence, lang, start, body = opening.group(1), opening.group(2), number + 1, []
            continue
        stripped = line.strip()
        if stripped.startswith(fence) and set(stripped) == {fence[0]}:
            found.append(Block(lang=lang.lower(), body="\n".join(body), line=start, closed=True))
            fence = ""
        else:
            body.append(line)
    if fence:
        found.append(Block(lang=lang.lower(), body="\n".join(body), line=start, closed=False))
    return found
