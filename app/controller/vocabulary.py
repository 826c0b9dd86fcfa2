"""The Trust Engine's value types that the shells name: the five sensitivity classes,
the policy's actions and the workers' privacy classes (pickers, filters, colours).

Re-exported here so that ``app/ui`` and ``app/cli`` depend on the controller only."""

from trust import Action, PrivacyClass, Sensitivity

__all__ = ["Action", "PrivacyClass", "Sensitivity"]
