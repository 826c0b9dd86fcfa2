"""A credential's label on one line and its value alone on the next, as people copy
them from a note or a password manager:

    network: Birchwood_5G
    password:
    moose-lake-2291

Prose and assignments read a value on the label's own line; here the label ends its
line (a colon at most after it) and the next line is one token that looks like a
password (``looks_like_password``): "Password:\\nRequired" or a heading above a
paragraph stays text.
"""

from __future__ import annotations

import re2

from trust.detectors.secret_values import stated_secret
from trust.detectors.values import looks_like_password
from trust.findings import Finding
from trust.kinds import secret_finding
from trust.scan import Scan

_NAMES = (
    r"pass ?words?|passwd|pwd|pw|passcode|pass ?phrase|pin|secret|token|api ?key|"
    r"passwort|kennwort|has(?:ł|l)o|contrase(?:ñ|n)a|clave|mot de passe|mdp|wachtwoord|"
    r"senha|palavra-passe|parola d'ordine"
)
# At most two words before the name ("wifi password:", "Das WLAN-Passwort:"); the value
# is the whole next line, one token without spaces.
_LABEL = re2.compile(
    (
        r"(?im)^[ \t]*(?:[\w\-]+[ \t]+){0,2}?(?:[\w\-]*(?:" + _NAMES + r"))[ \t]*[:=]?[ \t]*\r?\n"
        r"[ \t]*([^\s\"'`]+)[ \t]*(?:\r?\n|$)"
    ).encode(),
    re2.Options(),
)


class NextLineSecretDetector:
    name = "secrets:next-line"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        found = []
        for match in _LABEL.finditer(scan.data):
            start, end = scan.char_offset(match.start(1)), scan.char_offset(match.end(1))
            value = scan.text[start:end]
            if value.endswith(":") or value[0] in "-#/<{[(":
                continue  # a nested YAML key ("valueFrom:"), a list item, a comment, markup
            if looks_like_password(value) and stated_secret(value, quoted=False):
                found.append(secret_finding(start, end, "PASSWORD", self.name, 0.7))
        return found
