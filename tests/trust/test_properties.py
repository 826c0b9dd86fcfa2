"""Property tests: inserted secrets never leave; restoration is exact, also streamed."""

from __future__ import annotations

import itertools
import string

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from trust import Pseudonymiser, Sensitivity, TrustEngine, Vault, placeholders
from trust.detectors.values import has_filler_shape

ENGINE = TrustEngine()
_ALNUM = string.ascii_letters + string.digits


def _token(prefix: str, size: int, alphabet: str = _ALNUM) -> st.SearchStrategy[str]:
    return st.text(alphabet, min_size=size, max_size=size).map(lambda body: prefix + body)


# Secrets in the shapes providers issue them, with random bodies.
SECRETS = st.one_of(
    _token("ghp_", 36),
    _token("glpat-", 20),
    _token("xoxb-1234567890-1234567890-", 24),
    _token("AKIA", 16, string.ascii_uppercase + "234567"),
    _token("sk-proj-", 60, _ALNUM + "_-"),
    _token("hf_", 34, string.ascii_letters),
    _token("npm_", 36),
    _token("sk_live_", 24),
)
# Ordinary prose around them, with the characters people type (no brackets: the
# person's own look-alike placeholders are covered by the escaping tests).
FILLER = st.text(alphabet=string.ascii_letters + string.digits + " .,;:!?'\"-\n()éłß", max_size=60)


def _usable(secret: str) -> bool:
    """A body drawn as ``xxxx…`` or ``abcdef…`` is a stand-in that detectors rightly
    ignore (documentation is full of them); every other draw must be caught."""
    return len(set(secret[-16:])) >= 6 and not has_filler_shape(secret)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(FILLER, SECRETS), min_size=1, max_size=4), FILLER)
# found by CI: prose that is itself a secret told ("…Dag … 00000SECRET") stays one
@example(pieces=[("000011023456A7BC8Dag", "sk-proj-" + "0" * 60)], tail="00000SECRET")
def test_pseudonymised_payload_contains_none_of_the_inserted_secrets(
    pieces: list[tuple[str, str]], tail: str
) -> None:
    secrets = [secret for _text, secret in pieces if _usable(secret)]
    text = "".join(f"{before} {secret} " for before, secret in pieces) + tail
    vault = Vault()
    result = Pseudonymiser(vault).pseudonymise(text, ENGINE.classify(text).findings)
    for secret in secrets:
        assert secret not in result.text
    assert vault.restore(result.text) == text
    # what stands in for a secret is not one, and makes nothing around it one: no
    # secret finding touches a placeholder, and the payload classifies below secret
    # unless its own prose does with the placeholders read as a plain word (a drawn
    # "…SECRET" beside a drawn random run is a secret told, whatever stands between)
    payload = ENGINE.classify(result.text)
    held = [m.span() for m in placeholders.PATTERN.finditer(result.text)]
    secret = [f for f in payload.findings if f.sensitivity is Sensitivity.SECRET]
    assert not [f for f in secret for a, b in held if f.start < b and a < f.end]
    neutral = placeholders.PATTERN.sub("thing", result.text)
    if ENGINE.classify(neutral).sensitivity < Sensitivity.SECRET:
        assert payload.sensitivity < Sensitivity.SECRET


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200), st.lists(st.integers(min_value=0, max_value=200), max_size=8))
def test_stream_restoration_at_any_chunk_boundaries_equals_whole_restoration(
    body: str, cuts: list[int]
) -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org", "[SECRET_2]": "s3cr3t!", "[PERSON_10]": "Jan"})
    text = body.replace("X", "[EMAIL_1]").replace("Y", "[ secret_2 ]").replace("Z", "[PERSON_10]")
    points = sorted({min(c, len(text)) for c in cuts} | {0, len(text)})
    chunks = [text[a:b] for a, b in itertools.pairwise(points)]
    restorer = vault.stream_restorer()
    streamed = "".join(restorer.feed(chunk) for chunk in chunks) + restorer.flush()
    assert streamed == vault.restore(text)


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=120))
def test_escaping_keeps_length_and_is_never_restored(text: str) -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org"})
    escaped = Pseudonymiser(vault).escape(text + " [EMAIL_1]")
    assert len(escaped) == len(text) + len(" [EMAIL_1]")
    assert "anna@example.org" not in vault.restore(escaped)
