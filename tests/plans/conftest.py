"""Plans run on the controller rig: the echo fakes answer each step with its input, so
what a step was sent (its objective, the results it builds on) shows in its answer."""

from __future__ import annotations

from tests.controller.conftest import companion, rig, test_keyring

__all__ = ["companion", "rig", "test_keyring"]
