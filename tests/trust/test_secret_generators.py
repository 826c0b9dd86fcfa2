"""Generated credentials never reach an external worker; references and hashes do.

End to end through the preview path (``ares preview --worker gpt-ext --consent deny``):
the payload checked is the exact request body the OpenAI adapter would send. The
strategies are in ``secret_generators``; ``python -m tests.trust.secret_generators``
prints each family's pass rate.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings

from tests.trust.preview_rig import PreviewRig
from tests.trust.secret_generators import (
    Case,
    base64_wrapped,
    keyless,
    named_credentials,
    negatives,
    obfuscated,
    prose_credentials,
    token_shapes,
)

pytestmark = pytest.mark.slow
SETTINGS = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)


@pytest.fixture(scope="module")
def rig() -> Iterator[PreviewRig]:
    with PreviewRig() as made:
        yield made


def _assert_withheld(rig: PreviewRig, case: Case) -> None:
    leaks = rig.leaks(case.message, case.values)
    assert not leaks, f"{leaks} reached the worker from {case.message!r}"


@SETTINGS
@given(case=named_credentials())
def test_credentials_named_by_context_in_every_syntax(rig: PreviewRig, case: Case) -> None:
    _assert_withheld(rig, case)


@SETTINGS
@given(case=prose_credentials())
def test_credentials_told_in_prose_in_five_languages(rig: PreviewRig, case: Case) -> None:
    _assert_withheld(rig, case)


@SETTINGS
@given(case=token_shapes())
def test_definitive_token_shapes_with_any_body(rig: PreviewRig, case: Case) -> None:
    _assert_withheld(rig, case)


@SETTINGS
@given(case=base64_wrapped())
def test_base64_that_decodes_to_a_credential(rig: PreviewRig, case: Case) -> None:
    _assert_withheld(rig, case)


@SETTINGS
@given(case=keyless())
def test_totp_keys_recovery_codes_and_seed_phrases(rig: PreviewRig, case: Case) -> None:
    _assert_withheld(rig, case)


@SETTINGS
@given(case=obfuscated())
def test_hidden_characters_and_look_alikes_hide_nothing(rig: PreviewRig, case: Case) -> None:
    _assert_withheld(rig, case)


@SETTINGS
@given(case=negatives())
def test_references_placeholders_and_hashes_pass_untouched(rig: PreviewRig, case: Case) -> None:
    assert rig.passes(case), f"{case.message!r} was altered on the way out"


def test_the_acceptance_message(rig: PreviewRig) -> None:
    message = (
        "my wifi password is correct horse battery staple, and my sister Zuzanna "
        "Wiśniewska lives at ul. Lipowa 14/3, 30-001 Kraków, +48 512 000 111"
    )
    assert not rig.leaks(message, ("correct horse battery staple", "horse battery"))
    plain = "Explain how Dijkstra's algorithm works"
    assert rig.leaks(plain, (plain,)) == [plain]
