"""The Trust Engine: classes, detectors, policy and pseudonymisation. Imports no other layer."""

from trust.findings import Classification, Finding
from trust.sensitivity import PrivacyClass, Sensitivity

__all__ = ["Classification", "Finding", "PrivacyClass", "Sensitivity"]
