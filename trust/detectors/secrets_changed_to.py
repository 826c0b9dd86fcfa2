"""A password changed to a value, told in Polish, German, French or Spanish.

"zmieniłem hasło na kot123", "Passwort geändert auf Sommer2024", "j'ai changé le mot de
passe en lune42", "cambié la contraseña a trigo7": a verb of changing or setting, the
credential word, the preposition that introduces the new value, then the value, judged
as the loose prose forms judge theirs (``secrets_prose.loose_value``): it must look
like a password, since the words around it prove less than a copula does.
"""

from __future__ import annotations

import re2

from trust.detectors.secrets_prose import TRAILING, loose_value, value_span
from trust.detectors.secrets_prose_intros import DE_NAMES
from trust.detectors.wording import random_letters
from trust.findings import Finding
from trust.kinds import secret_finding
from trust.scan import Scan

_OPTIONS = re2.Options()

_PL_NAMES = r"(?:has(?:ł|l)o|kod(?: pin| dostępu)?|pin)"
_FR_NAMES = r"(?:mot de passe|mdp|code(?: pin)?)"
_ES_NAMES = r"(?:contraseña|clave|pin|código)"
_WORDS_BETWEEN = r"(?: [^\s\d.,;:!?=\"]+){0,3}?"  # bytes of words: a small DFA
_CHANGED_TO = (
    r"(?:(?:zmieni|ustawi|nada)\S*|zmień|ustaw)" + _WORDS_BETWEEN + " " + _PL_NAMES
    + _WORDS_BETWEEN + r" na|" + _PL_NAMES + _WORDS_BETWEEN
    + r" (?:zmienion|ustawion|zmieni|ustawi)\S* na|"
    + DE_NAMES + r"(?: \S+){0,2}? (?:geändert|gesetzt|umgestellt) (?:auf|in|zu)|"
    r"(?:chang|modifi|défini|réinitialis|remplac)\S*(?: (?:le|mon|ton|son|notre|votre|leur))?"
    r" (?:l')?" + _FR_NAMES + _WORDS_BETWEEN + r" (?:en|pour|à|par)|"
    r"(?:mis|mets|met) (?:le|mon) " + _FR_NAMES + r"|"
    r"(?:cambi|establec|configur|modific|modifiqu|actualic|actualiz)\S*"
    r"(?: (?:la|mi|tu|su|nuestra|el))? " + _ES_NAMES + _WORDS_BETWEEN + r" (?:a|por|en|como)|"
    r"(?:puse|pusimos|pusiste) (?:la|mi|una) " + _ES_NAMES
)  # fmt: skip
# "zmieniłem hasło na X", "Passwort geändert auf X", "j'ai changé le mot de passe en X",
# "cambié la contraseña a X": a change told in each language, then the value
_CHANGED = re2.compile((r"(?i)(?:^|[^\w])(?:" + _CHANGED_TO + r")[ \t]+").encode(), _OPTIONS)

# Polish is not in the word lists: its letters and inflections tell its words apart
# from letters drawn at random (``kqzmtrwpx``), which are ASCII and end anyhow.
_POLISH_LETTERS = frozenset("ąćęłńóśźż")
_POLISH_ENDINGS = ("sze", "rze", "niu", "ciu", "owe", "owy", "ego", "emu", "ach", "ami", "ych")


def _polish_word(value: str) -> bool:
    if not value.isalpha() or not value.islower() or random_letters(value):
        return False
    return bool(_POLISH_LETTERS.intersection(value)) or value.endswith(_POLISH_ENDINGS)


class ChangedToDetector:
    name = "secrets:changed-to"

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        findings: list[Finding] = []
        for match in _CHANGED.finditer(scan.data):
            span = value_span(scan.text, scan.char_offset(match.end()))
            value = scan.text[span[0] : span[1]] if span is not None else ""
            if _polish_word(value.split(" ", 1)[0].rstrip(TRAILING)):
                continue  # "zmieniłam hasło na dłuższe", "ustawiłem hasło na komputerze"
            if (found := loose_value(span, value)) is not None:
                findings.append(secret_finding(*found, "PASSWORD", self.name, 0.7))
        return findings
