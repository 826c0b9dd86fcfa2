"""German capitalises every noun: a capitalised word in a German sentence is a noun
first ("der Bauer", "im Wald"), and an article opens a genitive, not a surname."""

from __future__ import annotations

import re

from trust.detectors.name_gazetteer import german_nouns
from trust.detectors.name_runs import WINDOW, Token, base_word, split_words
from trust.detectors.values import words

# German articles are particles of a name only after "von"/"van" ("von der Leyen"):
# alone, they open a genitive ("Herr der Ringe", "Ordnerstruktur der Datei")
_ARTICLE_GAPS = frozenset((" der ", " des ", " den ", " dem ", " die "))


def before_article(text: str, tokens: list[Token]) -> list[Token]:
    """In a German sentence; Dutch has surnames such as "der Kinderen"."""
    for index in range(1, len(tokens)):
        gap = text[tokens[index - 1].end : tokens[index].start]
        if gap in _ARTICLE_GAPS and _in_german(text.lower(), tokens[index], gap.strip()):
            return tokens[:index]
    return tokens


# words only German sentences have: there a capitalised noun is a noun, not a name
_GERMAN = words(
    "der das dem und ist nicht ein eine einen einem einer im vom zum zur beim für auf ich "
    "wird sind hat auch oder aber wir ihr sehr geehrte liebe"
)


def german_noun(lower: str, token: Token) -> bool:
    """Is the word a German noun ("Wald", "Winter", "Schreiber") in a German sentence?"""
    if base_word(token.word) not in german_nouns() or _INITIAL.search(lower, 0, token.start):
        return False  # "Klaus-D. Scheibe", "J. Bauer": after an initial, a surname
    return _in_german(lower, token)


def _in_german(lower: str, token: Token, besides: str = "") -> bool:
    around = split_words(lower[max(0, token.start - WINDOW) : token.end + WINDOW])
    return any(w in _GERMAN and w != besides for w in around)


_INITIAL = re.compile(r"(?:^|[\s\-])[^\W\d_]\. $")
