"""Values in the ``data:`` of a Kubernetes ``kind: Secret`` manifest.

Such values are only base64 of the secret (``cGFzc3dvcmQ=`` is "password"), so they are
secrets by where they stand: in a manifest whose kind is Secret, every base64 value
that decodes to at least six bytes is reported, whether inline (``password: …``) or as
a block scalar (``.dockercfg: |`` followed by the blob).
"""

from __future__ import annotations

import re2

from trust.detectors.values import base64_credential
from trust.findings import Finding
from trust.kinds import register_secret_kinds
from trust.scan import Scan
from trust.sensitivity import Sensitivity

_OPTIONS = re2.Options()
_SECRET_KIND = re2.compile(rb"(?im)^[ \t]*kind:[ \t]*[\"']?secret[\"']?[ \t]*$", _OPTIONS)
_VALUE = re2.compile(
    rb"(?m)^[ \t]+(?:[\w.\-]+:[ \t]*[\"']?)?([A-Za-z0-9+/]{8,}={0,2})[\"']?[ \t]*$", _OPTIONS
)


class KubernetesSecretDetector:
    name = "secrets:kubernetes"

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        if "secret" not in scan.lower or _SECRET_KIND.search(scan.data) is None:
            return []
        findings = []
        for match in _VALUE.finditer(scan.data):
            start, end = scan.char_offset(match.start(1)), scan.char_offset(match.end(1))
            if base64_credential(scan.text[start:end]):
                findings.append(
                    Finding(
                        start=start,
                        end=end,
                        kind="KUBERNETES_SECRET",
                        sensitivity=Sensitivity.SECRET,
                        detector=self.name,
                        confidence=0.9,
                    )
                )
        return findings


register_secret_kinds("KUBERNETES_SECRET")
