"""The engine: vocabulary, overlaps, thread safety, and no values in what it prints."""

from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor

import pytest

from trust import Sensitivity, TrustEngine

SECRET_TEXT = "deploy with GITHUB_TOKEN=ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5 tonight"


def test_private_terms_are_whole_words_case_insensitive() -> None:
    engine = TrustEngine(private_terms=("Zofia", "Project Nightjar", "Ann"))
    text = "zofia said PROJECT NIGHTJAR slips; Annual report by Ann."
    values = [f.value(text) for f in engine.classify(text).findings]
    assert values == ["zofia", "PROJECT NIGHTJAR", "Ann"]
    assert engine.classify(text).sensitivity is Sensitivity.PRIVATE


def test_terms_with_kinds_name_their_placeholders() -> None:
    engine = TrustEngine(private_terms={"Zofia": "person"})
    assert [f.kind for f in engine.classify("Ask Zofia").findings] == ["PERSON"]


def test_with_terms_returns_a_new_engine_and_add_changes_this_one() -> None:
    base = TrustEngine()
    more = base.with_terms(["Nightjar"])
    assert not base.classify("Nightjar").findings
    assert more.classify("Nightjar").findings
    base.add_private_terms(["Nightjar"])
    assert base.classify("Nightjar").findings


def test_thousands_of_terms_are_found_in_one_pass() -> None:
    terms = [f"codename{i}" for i in range(20_000)]
    engine = TrustEngine(private_terms=terms)
    text = "ship codename19999 before codename7 and codename"
    assert [f.value(text) for f in engine.classify(text).findings] == ["codename19999", "codename7"]


def test_strongest_class_then_longest_span_wins_an_overlap() -> None:
    engine = TrustEngine(private_terms=("admin",))
    text = "postgres://admin:Tr0ub4dor&3xQ@db.internal:5432/app"
    result = engine.classify(text)
    assert result.sensitivity is Sensitivity.SECRET
    spans = [(f.start, f.end) for f in result.findings]
    assert all(a_end <= b_start for (_, a_end), (b_start, _) in itertools.pairwise(spans))
    assert "Tr0ub4dor&3xQ" in [f.value(text) for f in result.findings]


def test_classify_from_many_threads_gives_the_same_answers(engine: TrustEngine) -> None:
    texts = [SECRET_TEXT, "Explain the CAP theorem", "my HIV test came back positive"] * 30
    expected = [engine.classify(t) for t in texts]
    with ThreadPoolExecutor(max_workers=8) as pool:
        assert list(pool.map(engine.classify, texts)) == expected


def test_findings_and_classifications_print_spans_not_values(engine: TrustEngine) -> None:
    result = engine.classify(SECRET_TEXT)
    assert "ghp_" not in repr(result) and "ghp_" not in str(result)
    assert "ghp_" not in result.model_dump_json()


def test_a_broken_rule_is_named_without_any_text() -> None:
    from trust.detectors.base import Rule, RuleDetector

    with pytest.raises(ValueError, match="'broken'") as info:
        RuleDetector(
            "x",
            [Rule(name="broken", kind="K", sensitivity=Sensitivity.SECRET, pattern="(unclosed")],
        )
    assert "ghp_" not in str(info.value)


def test_a_cached_answer_is_not_reused_after_the_vocabulary_grows() -> None:
    engine = TrustEngine()
    assert engine.classify("status of Nightjar?").sensitivity is Sensitivity.PUBLIC
    engine.add_private_terms(["Nightjar"])
    assert engine.classify("status of Nightjar?").sensitivity is Sensitivity.PRIVATE
    assert engine.classify("status of Nightjar?") == engine.classify("status of Nightjar?")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('stripe.api_key = "sk_live_9ob9ZNL00V6rlpDJQXXxT6a6"', "sk_live_9ob9ZNL00V6rlpDJQXXxT6a6"),
        ("postgresql://app_user:lbRuiDDAYx!oktsc@10.0.3.7:5432/orders", "lbRuiDDAYx!oktsc"),
        ("postgresql://app_user:gZYAJwxjiB#MNURC@db.internal.example:5432/db", "gZYAJwxjiB#MNURC"),
    ],
)
def test_random_credentials_are_not_mistaken_for_placeholders_or_emails(
    engine: TrustEngine, text: str, value: str
) -> None:
    """Found by the controller's leak harness: 'xXx' inside a token, a letters-only
    password, and a '#' that made 'password@host' look like an e-mail address."""
    result = engine.classify(text)
    assert [f.value(text) for f in result.findings] == [value]
    assert result.sensitivity is Sensitivity.SECRET


def test_a_private_key_ends_at_its_end_line(engine: TrustEngine) -> None:
    key = (
        "-----BEGIN RSA PRIVATE KEY-----\n"
        "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun\n"
        "-----END RSA PRIVATE KEY-----"
    )
    text = key + "\nThanks. Where does my SSN go on the form?"
    assert [f.value(text) for f in engine.classify(text).findings] == [key]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("GET /v1/items?api_key=Zq81kP0vLm2xNb7c&page=2", "Zq81kP0vLm2xNb7c"),
        ('"secret_key" => "sk_ubb4yN3mzqGR2x8#P7r5&@*xC$utE",', "sk_ubb4yN3mzqGR2x8#P7r5&@*xC$utE"),
    ],
)
def test_an_assigned_value_ends_where_its_syntax_ends(
    engine: TrustEngine, text: str, value: str
) -> None:
    assert [f.value(text) for f in engine.classify(text).findings] == [value]
