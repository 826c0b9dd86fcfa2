"""The Trust Engine: classes, detectors, policy and pseudonymisation. Imports no other layer.

Public names::

    TrustEngine(private_terms=...).classify(text) -> Classification
    Policy(local_only=..., overrides=...).action(sensitivity, privacy_class) -> Action
    Vault(entries) / Pseudonymiser(vault).pseudonymise(text, findings) -> Pseudonymised
    vault.restore(text), vault.restore_obj(obj), vault.stream_restorer() -> StreamRestorer
"""

from trust.engine import TrustEngine
from trust.findings import Classification, Finding
from trust.policy import Action, Policy
from trust.pseudonymise import Pseudonymised, Pseudonymiser
from trust.sensitivity import PrivacyClass, Sensitivity
from trust.vault import StreamRestorer, Vault

__all__ = [
    "Action",
    "Classification",
    "Finding",
    "Policy",
    "PrivacyClass",
    "Pseudonymised",
    "Pseudonymiser",
    "Sensitivity",
    "StreamRestorer",
    "TrustEngine",
    "Vault",
]
