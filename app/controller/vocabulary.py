"""The Trust Engine's value types that the shells name: the five sensitivity classes,
the policy's actions, the workers' privacy classes (pickers, filters, colours) and the
personal-data kinds a person may raise the class of.

Re-exported here so that ``app/ui`` and ``app/cli`` depend on the controller only."""

from trust import Action, PrivacyClass, Sensitivity
from trust.kinds import PERSONAL_DATA_KINDS

__all__ = ["PERSONAL_DATA_KINDS", "Action", "PrivacyClass", "Sensitivity"]
