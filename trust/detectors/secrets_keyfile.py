"""Every secret field of a service-account or credentials file, ids included.

A Google service-account key, an Azure or Firebase credentials JSON, an AWS
``credentials`` file: once the text is such a file, each field that identifies or
unlocks the key is withheld (``private_key_id``, ``client_id``, ``client_secret``,
``private_key``, ``refresh_token``, ``aws_access_key_id``, ``tenant_id``, …), not only the
fields whose values look random. A model never needs them to help with the file.
"""

from __future__ import annotations

import re2

from trust import placeholders
from trust.findings import Finding
from trust.kinds import register_secret_kinds, secret_finding
from trust.scan import Scan

_OPTIONS = re2.Options()
_MARKER = re2.compile(
    rb"(?i)[\"']?type[\"']?\s*[:=]\s*[\"'](?:service_account|authorized_user|external_account)"
    rb"|[\"']private_key(?:_id)?[\"']\s*:"
    rb"|^\s*\[[\w .\-]{1,60}\]\s*$(?s:.){0,400}?aws_secret_access_key"
    rb"|[\"'](?:clientSecret|client_secret)[\"']\s*:",
    _OPTIONS,
)
_FIELDS = (
    rb"private_key_id|private_key|client_id|client_secret|clientId|clientSecret|"
    rb"refresh_token|access_token|id_token|tenant_id|tenantId|subscription_id|"
    rb"subscriptionId|key_id|api_key|apiKey|secret|password|aws_access_key_id|"
    rb"aws_secret_access_key|aws_session_token|token"
)
_FIELD = re2.compile(
    rb"(?im)(?:[\"'](?:" + _FIELDS + rb")[\"']\s*:\s*[\"']([^\"'\n]+)[\"']|"
    rb"^[ \t]*(?:" + _FIELDS + rb")[ \t]*[=:][ \t]*([^\s#;]+))",
    _OPTIONS,
)


class KeyFileDetector:
    name = "secrets:key-file"

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        lower = scan.lower
        if not any(w in lower for w in ("type", "private_key", "aws_secret", "client")):
            return []
        if _MARKER.search(scan.data) is None:
            return []
        found = []
        for match in _FIELD.finditer(scan.data):
            group = 1 if match.start(1) >= 0 else 2
            start, end = scan.char_offset(match.start(group)), scan.char_offset(match.end(group))
            if end - start >= 4 and not placeholders.PATTERN.fullmatch(scan.text[start:end]):
                found.append(secret_finding(start, end, "KEY_FILE_SECRET", self.name, 0.9))
        return found


register_secret_kinds("KEY_FILE_SECRET")
