"""A number read out digit by digit: "my number is plus four four seven nine one one …",
"llámame al seis uno dos cuatro ocho nueve tres cero siete".

Voice notes and dictation come through as words, so no digit pattern sees the number.
Seven or more digit words in a row say nothing but a number in any language: no sentence
strings "tre quattro sette due uno otto nove" together. Counting does ("one, two,
three, …"), so a run that only climbs or falls by one is no number. "Double"/"triple"
repeat the next digit, as a number is read aloud in English.
"""

from __future__ import annotations

import re
from itertools import pairwise

import re2

from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

# digit words, 0..9, in the languages the other cues cover (Polish and Turkish too)
DIGIT_WORDS: dict[str, int] = {}
for _row in (
    "zero one two three four five six seven eight nine",  # en
    "cero uno dos tres cuatro cinco seis siete ocho nueve",  # es
    "zero uno due tre quattro cinque sei sette otto nove",  # it
    "zero um dois três quatro cinco seis sete oito nove",  # pt
    "zéro un deux trois quatre cinq six sept huit neuf",  # fr
    "null eins zwei drei vier fünf sechs sieben acht neun",  # de
    "nul een twee drie vier vijf zes zeven acht negen",  # nl
    "noll ett två tre fyra fem sex sju åtta nio",  # sv
    "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",  # pl
    "sıfır bir iki üç dört beş altı yedi sekiz dokuz",  # tr
):
    for _value, _word in enumerate(_row.split()):
        DIGIT_WORDS.setdefault(_word, _value)
DIGIT_WORDS.update({"oh": 0, "une": 1, "eén": 1, "één": 1, "zwo": 2, "uma": 1, "duas": 2})
_REPEATS = {"double": 2, "triple": 3}
_PLUS = ("plus", "più", "más", "mais", "artı")

_WORD = "|".join(sorted(map(re.escape, [*DIGIT_WORDS, *_REPEATS]), key=len, reverse=True))
_RUN = re.compile(
    rf"(?<!\w)(?:(?:{'|'.join(_PLUS)})\s+)?(?:{_WORD})(?:[\s,\-]+(?:{_WORD})){{5,}}(?!\w)",
    re.IGNORECASE,
)
# The same run for RE2, which is linear and ~20x faster on text that holds none (its
# ASCII word boundaries let more through; ``_RUN`` then decides): a message is read once
# here, and ``_RUN`` only where a run stands.
_PRESENT = re2.compile(rf"(?:{_WORD})(?:[\s,\-]+(?:{_WORD})){{5,}}")
_MINIMUM = 7  # digits: the shortest subscriber number read out whole


class SpokenNumberDetector:
    name = "phones:spoken"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        if _PRESENT.search(scan.lower_data) is None:
            return []
        found = []
        for match in _RUN.finditer(scan.text):  # on the text: its offsets are the spans
            digits = _digits(match.group(0).lower())
            if len(digits) >= _MINIMUM and not _counting(digits):
                found.append(
                    Finding(
                        start=match.start(),
                        end=match.end(),
                        kind="PHONE",
                        sensitivity=Sensitivity.PRIVATE,
                        detector=self.name,
                        confidence=0.8,
                    )
                )
        return found


def _digits(run: str) -> list[int]:
    digits: list[int] = []
    repeat = 1
    for word in re.split(r"[\s,\-]+", run):
        if word in _REPEATS:
            repeat = _REPEATS[word]
        elif word in DIGIT_WORDS:
            digits.extend([DIGIT_WORDS[word]] * repeat)
            repeat = 1
    return digits


def _counting(digits: list[int]) -> bool:
    steps = {b - a for a, b in pairwise(digits)}
    return steps in ({1}, {-1})
