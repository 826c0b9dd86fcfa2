"""A keyring backend for tests: API keys from ``ARES_TEST_KEYS`` (a JSON object).

The child ``ares`` finds it through ``PYTHON_KEYRING_BACKEND``, the keyring library's
own switch, so the workers read their keys through the real ``workers.keys`` path; the
in-process tests install it with ``keyring.set_keyring``. Read-only on purpose.
"""

from __future__ import annotations

import json
import os

from keyring.backend import KeyringBackend
from keyring.compat import properties
from keyring.errors import PasswordDeleteError, PasswordSetError

ENV = "ARES_TEST_KEYS"
BACKEND = "tests.controller.keyring_env.EnvKeyring"


class EnvKeyring(KeyringBackend):
    @properties.classproperty
    def priority(cls) -> float:
        # keyring picks the best of every backend class it has seen loaded: outside a
        # test that sets the keys, this one must not be viable, or it would replace the
        # real (or the failing) keyring in every test that runs after this module.
        if ENV not in os.environ:
            raise RuntimeError(f"only where {ENV} is set")
        return 0.5

    def get_password(self, service: str, username: str) -> str | None:
        keys = json.loads(os.environ.get(ENV) or "{}")
        value = keys.get(username)
        return str(value) if value is not None else None

    def set_password(self, service: str, username: str, password: str) -> None:
        raise PasswordSetError("the test keyring is read-only")

    def delete_password(self, service: str, username: str) -> None:
        raise PasswordDeleteError("the test keyring is read-only")
