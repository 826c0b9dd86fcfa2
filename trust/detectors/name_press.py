"""Office holders named by their title in a company's public text: "Chief Executive
Tufan Erginbilgiç said …" in a press release about "Rolls-Royce Holdings plc",
"Vorstandsvorsitzender Roland Busch" beside "Die Siemens AG" — a public role, not
someone in the person's life. A sentence with "I", "my", "our" or kin in it stays
private: "our CEO Sarah Jones told me …"."""

from __future__ import annotations

import re

from trust.detectors.name_public import tied
from trust.detectors.name_runs import REACH, split_words
from trust.detectors.values import words

# the title just before the name, as the press writes it
_TITLE = re.compile(
    r"(?:\b(?:chief\s+executive(?:\s+officer)?|chief\s+(?:financial|operating|technology)"
    r"\s+officer|ceo|cfo|coo|cto|chairman|chairwoman|chairperson|president|"
    r"vorstandsvorsitzender?|vorstandschef(?:in)?|aufsichtsratsvorsitzender?|"
    r"finanzvorstand|konzernchef(?:in)?|pdg|président-directeur\s+général|"
    r"directeur\s+général|directrice\s+générale|présidente?|consejero\s+delegado|"
    r"consejera\s+delegada|amministratore\s+delegato|prezes(?:\s+zarządu)?|"
    r"presidente(?:\s+executivo)?)\s*,?\s*)$",
    re.IGNORECASE,
)
_TITLE_WORDS = words(
    "chief executive officer ceo cfo coo cto chairman chairwoman chairperson president "
    "vorstandsvorsitzender vorstandsvorsitzende vorstandschef vorstandschefin "
    "aufsichtsratsvorsitzender aufsichtsratsvorsitzende finanzvorstand konzernchef "
    "konzernchefin pdg présidente président prezes presidente"
)
# a company by its legal form: the text speaks for or about a company
_COMPANY = re.compile(
    r"\b(?:plc|PLC|AG|SE|Inc\.|Inc|Corp\.|Corporation|N\.V\.|S\.A\.|SA|S\.p\.A\.|"
    r"GmbH|Holdings|S\.A\.S\.|SAS|NV|ASA|AB)\b"
)

_QUOTED = re.compile(r'"[^"]*"|“[^”]*”|„[^“”]*[“”]|«[^»]*»')


def titled_officer(text: str, starts: list[tuple[int, str]]) -> bool:
    """Is the run (its tokens' starts and words) named by a corporate title in a
    text that names a company by its legal form, with no tie in the sentence?"""
    i = 0
    while i < len(starts) - 1 and starts[i][1].lower() in _TITLE_WORDS:
        i += 1  # "Executive Tufan Erginbilgiç": the title caught in the run
    start = starts[i][0]
    if not _TITLE.search(text[max(0, start - 45) : start]):
        return False
    if not _COMPANY.search(text):
        return False
    lo, hi = max(0, start - REACH), min(len(text), start + REACH)
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n") + 1, lo)
    stops = [j for j in (text.find(c, start, hi) for c in ".!?\n") if j >= 0]
    # the officer's own words quoted are theirs, no tie: 'said "… our transformation"'
    sentence = _QUOTED.sub(" ", text[left : min(stops) if stops else hi])
    return not tied(sentence, split_words(sentence.lower()))
