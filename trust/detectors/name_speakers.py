"""Who speaks in a pasted chat export: ``[18:42] Bongani: bro im outside``,
``12/03/2024, 18:42 - Thandiwe: ok``, ``[28.11.2026 19:02] Magdalena Kubiak: …``.

A line that opens with a time stamp and then a short label and a colon is a message,
and the label names its sender: whatever the words are, a cue as strong as "my name
is". Once one sender is a name or the person themself ("me:"), the export is a chat,
and every other sender in it is someone too, a nickname or a name no list holds
("[09:15] pío: ok"). Logs open the same way with a component (``12:01:33 Server:
started``): a label made only of frequent words (``Server``, ``System``, ``Bot``) or in
capitals (``INFO``) is no one's name, and ``me``/``you``/``ich`` are the person and
their screen.
"""

from __future__ import annotations

import re

from trust.detectors.lexicon import common_word
from trust.detectors.name_gazetteer import clear_known, gazetteer
from trust.detectors.name_terms import FIRST_PERSON
from trust.detectors.ordinary import is_ordinary
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_STAMP = (
    r"\[?(?:\d{1,4}[./\-]\d{1,2}[./\-]\d{2,4},?\s+)?"  # a date before the time, or none
    r"\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]?"
)
_SPEAKER = re.compile(
    r"^[ \t]*" + _STAMP + r"[ \t]*(?:[-–][ \t]*)?"
    r"([^\W\d_][\w'’.\-]*(?:[ \t][^\W\d_][\w'’.\-]*){0,3}):[ \t]",
    re.MULTILINE,
)
# what a log names before its colon; "Job" and "Main" are given names somewhere too
_COMPONENTS = words(
    "main job task worker server system client host app service daemon thread process "
    "kernel cron build deploy scheduler runner agent proxy database bot"
)
_A_TIME = re.compile(r"\d:\d\d")
_SELF = FIRST_PERSON | words("you du tu vous toi tú usted ty jij u você voi")


class ChatSpeakerDetector:
    name = "names:speakers"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        text = scan.text
        if _A_TIME.search(text) is None:
            return []  # no "18:42" anywhere: no export, one cheap pass
        found = []
        matches = list(_SPEAKER.finditer(text))
        named = {m.group(1) for m in matches if _a_name(m.group(1))}
        chat = bool(named) or any(m.group(1).lower() in _SELF for m in matches)
        for match in matches:
            label = match.group(1)
            if label in named or (chat and _a_sender(label)):
                found.append(
                    Finding(
                        start=match.start(1),
                        end=match.end(1),
                        kind="PERSON",
                        # people in the person's own chats are people in their life
                        sensitivity=Sensitivity.PRIVATE,
                        detector=self.name,
                        confidence=0.85,
                    )
                )
        return found


def _a_sender(label: str) -> bool:
    """Whether the label could be anyone at all: no log level, component or "me"."""
    parts = label.split()
    if label.lower() in _SELF or all(p.isupper() and len(p) > 1 for p in parts):
        return False  # "me:", "INFO:", "WARN:": the person, or a log level
    return not any(p.lower() in _COMPONENTS for p in parts)


def _a_name(label: str) -> bool:
    if not _a_sender(label):
        return False
    parts = label.split()
    table = gazetteer()
    return any(
        # chat is typed in small letters: "[18:05] ines:" names her as "Ines:" would
        table.is_given(p.capitalize() if p.islower() else p)
        or clear_known(table, p)
        or not (common_word(p) or is_ordinary(p.lower()))
        for p in parts
    )
