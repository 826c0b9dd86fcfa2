"""The placeholder grammar, shared by the vault, the stream restorer and escaping.

A placeholder is ``[KIND_N]``: ``KIND`` upper-case letters, digits and underscores
starting with a letter, ``N`` a positive number. Models sometimes change the case or
pad the inside of the brackets (``[ email_1 ]``), so recognition tolerates both; the
padding is bounded so the stream restorer knows how long a partial placeholder can be.

Escaping the person's own look-alikes swaps their square brackets for the full-width
``［`` and ``］``: one character for one, so every finding's offsets stay valid, and the
text reads the same to a person while no longer matching the grammar.
"""

from __future__ import annotations

import re

# Python's ``re`` here, not re2: restoration runs on model output, which may hold lone
# surrogates that re2 cannot encode. The patterns are bounded (a name of at most 41
# characters, padding of at most 3), so no input makes them backtrack more than that.
PAD = 3  # at most this many spaces on either side of the inside of the brackets
MAX_LENGTH = 64  # no placeholder is longer; a longer unclosed ``[`` is plain text

# Tolerant form: case-insensitive, spaces around the name and around the underscore.
PATTERN = re.compile(
    r"\[ {0,P}([A-Za-z][A-Za-z0-9_]{0,40}?) {0,P}_ {0,P}([1-9][0-9]{0,5}) {0,P}\]".replace(
        "P", str(PAD)
    )
)
# What a held-back stream tail may look like: a prefix of the tolerant form.
PARTIAL = re.compile(r"\[ {0,60}[A-Za-z0-9_ ]{0,60}")

ESCAPE_OPEN, ESCAPE_CLOSE = "［", "］"


def make(kind: str, number: int) -> str:
    return f"[{kind.upper()}_{number}]"


def canonical(kind: str, number: str | int) -> str:
    return f"[{kind.upper()}_{int(number)}]"


def escape(text: str) -> str:
    """Make the person's own ``[EMAIL_1]`` plain text that nobody will restore."""
    if "[" not in text:
        return text
    pieces: list[str] = []
    last = 0
    for match in PATTERN.finditer(text):
        start, end = match.span()
        pieces.append(text[last:start])
        pieces.append(ESCAPE_OPEN + text[start + 1 : end - 1] + ESCAPE_CLOSE)
        last = end
    pieces.append(text[last:])
    return "".join(pieces)
