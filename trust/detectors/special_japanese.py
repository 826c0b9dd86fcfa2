"""A health condition told in Japanese: a disease's name and a verb that ties it to
someone ("うつ病と診断されました", "糖尿病を患っています", "がんの治療中です").

A disease is named by its ending (病, 症, 炎, がん) as Japanese coins them, so no list
of conditions is needed; without a verb of diagnosis, illness or treatment after it
("うつ病とは何ですか", a general question) it passes.
"""

from __future__ import annotations

import re2

from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

# two kana before 病 as in うつ病; more would take the particle before it ("が")
_CONDITION = r"((?:\p{Han}|\p{Katakana}){1,8}(?:病|症|炎|がん|癌)|\p{Hiragana}{2}病|がん|癌)"
_TIED = (
    "と診断|を患|にかか|に罹|になりました|になった|で通院|で入院|の治療|を治療|で休職|"
    "を発症|が再発|と言われ|の薬"
)
_PATTERN = re2.compile(_CONDITION + "(?:" + _TIED + ")", re2.Options())
_MARKS = ("病", "症", "炎", "がん", "癌")


class JapaneseHealthDetector:
    name = "special:ja"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        if scan.text.isascii() or not any(mark in scan.text for mark in _MARKS):
            return []
        return [
            Finding(
                start=match.start(1),
                end=match.end(1),
                kind="HEALTH",
                sensitivity=Sensitivity.SENSITIVE,
                detector=self.name,
                confidence=0.8,
            )
            for match in _PATTERN.finditer(scan.text)
        ]
