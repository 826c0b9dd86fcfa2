"""One-time codes named as such: "the 2FA code 483 920", "kod BLIK 582 301", "mein
Bestätigungscode lautet 7391-04", "code de vérification : 739104".

A code sent by SMS or shown by an authenticator opens an account for a minute or two,
and people paste it while asking why it failed. Its name says what it is, so the value
is the digits right after the name (or after a copula or colon), whole even when written
in groups as apps show them (``483 920``, ``4821-5530``). Only digits count: "the 2FA
code screen" or "SMS code expired" give none.
"""

from __future__ import annotations

import re2

from trust.findings import Finding
from trust.kinds import register_secret_kinds, secret_finding
from trust.scan import Scan

# Latin letters as the languages here write them; ``\pL`` in a repeat made the DFA too big
_LETTER = "a-zà-öø-ÿąćęłńśźżß"
_LETTERS = "[" + _LETTER + "]"
_NAMES = (
    # en
    r"otp|one-time (?:code|pass(?:word|code)|pin)|passcode|"
    r"(?:2fa|mfa|sms|text|verification|confirmation|login|sign-?in|security|auth|"
    r"authentication|authenticator|totp|otp|2-step|two-factor|one-time) codes?|"
    # de
    r"best(?:ä|a)tigungscode|verifizierungscode|sicherheitscode|anmeldecode|einmalcode|"
    r"sms-code|m?tan|push-tan|sms-tan|"
    # fr
    r"code (?:de v(?:é|e)rification|de confirmation|de s(?:é|e)curit(?:é|e)|sms|otp|"
    r"(?:à|a) usage unique)|"
    # es, pt
    r"c(?:ó|o)digo (?:de verificaci(?:ó|o)n|de verifica(?:çã|ca)o|de confirmaci(?:ó|o)n|"
    r"de confirma(?:çã|ca)o|de seguridad|de seguran(?:ç|c)a|sms|otp)|"
    # pl
    r"kod (?:blik|sms|weryfikacyjny|jednorazowy|autoryzacyjny|potwierdzaj(?:ą|a)cy)|blik|"
    # it, nl
    r"codice (?:di verifica|di conferma|di sicurezza|otp|sms)|verificatiecode|"
    r"bevestigingscode|beveiligingscode|"  # sms-code: with the German names
    # "código 2FA", "code SMS", "kod 2FA": the kind after the word, as the Romance and
    # Slavic languages put it
    r"(?:c(?:ó|o)digo|code|codice|kod|Code)[ \t]+(?:2fa|mfa|otp|sms|tan|totp)|"
    # a code for a thing, given as digits: "kod do paczkomatu to 738204", "the code for
    # the locker is 4821" (four digits at least: "the code for this is 404" is an error)
    r"(?:code|kod|c(?:ó|o)digo|codice|Code)[ \t]+(?:for|to|do|f(?:ü|u)r|zu[mr]?|pour|para|per|"
    r"voor|van|de|del|della|dla|du|da|di)[ \t]+"
    r"(?:(?:the|my|our|a|die|der|das|den|la|le|el|mi|mon|ma|il|"
    r"mijn|het)[ \t]+)?" + _LETTERS + "{3,}"
)
# A few words between the name and its copula: "o código 2FA que chegou é 904 318",
# "der TAN code ist 481 927" (only before a copula, never before a bare number).
_BETWEEN = r"(?:[ \t]+[" + _LETTER + "'’]+){0,3}"
_LINKS = (
    r"is|was|ist|lautet|war|est|c'est|es|era|è|jest|to|brzmi|wynosi|é|luidt|"
    r"is now|is still|ist jetzt"
)
# name, an optional copula or colon, then digits: four to eight together, or two
# groups of three or four, as apps print them; never part of a longer number or word.
_CODE = re2.compile(
    (
        r"(?i)(?:^|[^\w\-])(?:" + _NAMES + r")(?:" + _BETWEEN + r"[ \t]+(?:" + _LINKS + r")[ \t]*"
        r"[:=]?|[ \t]*(?:(?:" + _LINKS + r")[ \t]*[:=]?|[:=#]|-)?)"
        r"[ \t]*[\"'“«]?[ \t]*(\d{3,4}[ \-]\d{3,4}|\d{4,8})(?:[^\w\-:/.,]|[.,](?:\D|$)|$)"
    ).encode(),
    re2.Options(),
)


class OneTimeCodeDetector:
    name = "secrets:one-time-code"

    def detect_scan(self, scan: Scan) -> list[Finding]:
        found = []
        for match in _CODE.finditer(scan.data):
            start, end = scan.char_offset(match.start(1)), scan.char_offset(match.end(1))
            found.append(secret_finding(start, end, "ONE_TIME_CODE", self.name, 0.8))
        return found


register_secret_kinds("ONE_TIME_CODE")
