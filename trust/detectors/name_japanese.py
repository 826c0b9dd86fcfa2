"""People's names in Japanese text, where no capital letter or space marks a name.

Context says where one stands: a kinship or role word and の before it ("夫の佐藤健一が"),
an honorific after it ("山田さん", "鈴木先生"), or the writer's own introduction
("こんにちは、山田花子です", "田中太郎と申します"), or a form's field for it ("氏名：山田太郎",
"担当者 鈴木 一郎", "口座名義 タナカ ケンジ"). A family name people carry (the kanji
names of ``japanese.txt.gz``) needs less: a particle before its honorific ("今日は田中さんが",
"経理の佐藤です"), the end of the message it signs ("…申し訳ありません。鈴木"), or a given
name beside it ("山本 美咲"). A name is written in kanji, family and given name maybe apart, and
a given name may end in kana ("佐藤ゆき"). Role nouns take honorifics too ("社長さん",
"お客様"), so those pass.
"""

from __future__ import annotations

import re2

from trust.detectors.name_gazetteer import japanese_names
from trust.detectors.values import words
from trust.findings import Finding
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_KIN = (
    "夫|妻|母|父|息子|娘|兄|姉|弟|妹|祖母|祖父|孫|友達|友人|同僚|上司|部下|彼氏|彼女|主人|"
    "嫁|婚約者|担任|主治医|先輩|後輩|親友|義母|義父|元夫|元妻"
)
_NAME = r"(\p{Han}{2,5}(?:\p{Hiragana}{1,3})?)"
_HONORIFIC = "さん|様|さま|くん|君|ちゃん|先生|氏"
_AFTER = "が|は|を|に|と|の|も|から|へ|、|。|\\s"
_SPACED = r"(\p{Han}{1,4}[ \x{3000}]\p{Han}{1,4}(?:\p{Hiragana}{1,3})?)"  # "佐藤 花子"
# a form's fields for a person's name: the person, a contact, an addressee, a signer
_FIELDS = (
    "氏名|お名前|名前|担当者|担当|宛名|患者名|契約者|申込者|申請者|代表者|保護者|受取人|"
    "差出人|依頼者|署名|口座名義|名義人|名義"
)
_KANA_NAME = r"(\p{Katakana}{2,6}[ \x{3000}]\p{Katakana}{2,6})"  # "タナカ ケンジ" on an account
_GAP = "(?:[（(][^）)\\n]{0,6}[）)])?[ \\t\\x{3000}]*[：:]?[ \\t\\x{3000}]*"  # "氏名（漢字）："
_CANDIDATES = re2.compile(
    "(?:(?:" + _KIN + ")の" + _NAME + "(?:" + _HONORIFIC + ")?(?:" + _AFTER + "))|"
    "(?:^|[^\\p{Han}\\p{Hiragana}])" + _NAME + "(?:" + _HONORIFIC + ")|"
    "(?:^|私は|わたしは|僕は|俺は|、|。|！|\\s)(\\p{Han}{3,5})(?:です|と申します|といいます|と言います)|"
    "(?:^|[^\\p{Han}])(?:"
    + _FIELDS
    + ")"
    + _GAP
    + "(?:"
    + _SPACED
    + "|"
    + _KANA_NAME
    + "|"
    + _NAME
    + ")(?:$|[^\\p{Han}\\p{Hiragana}])|"
    "(?:^|[^\\p{Han}\\p{Hiragana}])" + _SPACED + "[ \\x{3000}]?(?:" + _HONORIFIC + ")",
    re2.Options(),
)
# nouns that take an honorific or stand before です, and are nobody's name
_ROLES = words(
    "社長 部長 課長 係長 店長 院長 校長 会長 担当 患者 皆 皆様 医者 先生 大家 奥 客 お客 "
    "運転手 看護師 弁護士 学生 大学生 会社員 主婦 日本人 外国人 初心者 担当者 責任者 "
    "未定 未記入 不明 同上 本人 空欄 記入 省略 全員 各位"  # what a form's field holds instead
)
# a listed family name: after a particle before an honorific or です, alone at the end
# (a signature), or with a given name beside it
_PARTICLE = "[はがをにとのもへでや]"
# each its own pattern: one's context must not swallow the particle another starts with
_LISTED = tuple(
    re2.compile(pattern, re2.Options())
    for pattern in (
        "(?:" + _PARTICLE + ")(\\p{Han}{2,3})(?:" + _HONORIFIC + "|です|と申します)",
        "(?:^|[。！？!?\\n\\s])(\\p{Han}{2,5})[ \\t\\x{3000}]*$",
        "(?:^|[^\\p{Han}])(\\p{Han}{1,3}[ \\x{3000}]?\\p{Han}{1,3})(?:$|[^\\p{Han}])",
    )
)
_DEPARTMENTS = ("部", "課", "係", "室", "局")  # "担当：営業部": a desk, not a person
_JAPANESE = re2.compile("[\\p{Hiragana}\\p{Katakana}\\p{Han}]", re2.Options())


class JapaneseNameDetector:
    name = "names:ja"

    def __init__(self) -> None:
        self._family, self._given = japanese_names()  # read with the rules, not at a message

    def detect_scan(self, scan: Scan) -> list[Finding]:
        if scan.text.isascii() or _JAPANESE.search(scan.text) is None:
            return []
        found = []
        for match in _CANDIDATES.finditer(scan.text):
            group = next(g for g in range(1, 8) if match.group(g) is not None)
            name = match.group(group)
            if name in _ROLES or name.rstrip("さま様") in _ROLES:
                continue
            if len(name) >= 3 and name.endswith(_DEPARTMENTS):
                continue
            found.append(self._finding(match.start(group), match.end(group), 0.75))
        for start, end in self._listed_names(scan.text):
            found.append(self._finding(start, end, 0.7))
        return found

    def _finding(self, start: int, end: int, confidence: float) -> Finding:
        return Finding(
            start=start,
            end=end,
            kind="PERSON",
            sensitivity=Sensitivity.PRIVATE,
            detector=self.name,
            confidence=confidence,
        )

    def _listed_names(self, text: str) -> list[tuple[int, int]]:
        spans = []
        for kind, pattern in enumerate(_LISTED):
            for match in pattern.finditer(text):
                # a family name alone counts after a particle or as a signature, not
                # between spaces ("東京 大阪" are towns)
                if self._carried(match.group(1).replace("\u3000", " "), alone=kind != 2):
                    spans.append((match.start(1), match.end(1)))
        return spans

    def _carried(self, name: str, *, alone: bool) -> bool:
        """A family name, or a family name and a given name ("山本 美咲", "佐藤健一")."""
        if alone and name in self._family:
            return True
        head, _, tail = name.partition(" ")
        if tail:
            return head in self._family and tail in self._given
        return any(name[:cut] in self._family and name[cut:] in self._given for cut in (1, 2, 3))
