"""Placeholders: stable per vault, SECRET for every provider, escaping, restoring."""

from __future__ import annotations

from trust import Finding, Pseudonymiser, Sensitivity, TrustEngine, Vault


def _f(start: int, end: int, kind: str, sensitivity: Sensitivity = Sensitivity.PRIVATE) -> Finding:
    return Finding(start=start, end=end, kind=kind, sensitivity=sensitivity, detector="test")


def test_findings_become_numbered_placeholders_and_restore(engine: TrustEngine) -> None:
    text = "Mail anna@example.org and bob@example.com, then anna@example.org again."
    result = Pseudonymiser(Vault()).pseudonymise(text, engine.classify(text).findings)
    assert "@" not in result.text
    assert result.text.count("[EMAIL_") == 3
    assert len(result.placeholders) == 2
    assert set(result.new_entries.values()) == {"anna@example.org", "bob@example.com"}


def test_the_same_value_keeps_its_placeholder_across_calls() -> None:
    vault = Vault()
    p = Pseudonymiser(vault)
    first = p.pseudonymise("Zofia called", [_f(0, 5, "PERSON")])
    second = p.pseudonymise("call Zofia and Jan", [_f(5, 10, "PERSON"), _f(15, 18, "PERSON")])
    assert first.text == "[PERSON_1] called"
    assert second.text == "call [PERSON_1] and [PERSON_2]"
    assert second.new_entries == {"[PERSON_2]": "Jan"}


def test_a_persisted_vault_continues_its_numbering() -> None:
    vault = Vault({"[EMAIL_1]": "a@b.org", "[EMAIL_2]": "c@d.org"})
    result = Pseudonymiser(vault).pseudonymise("x@y.org", [_f(0, 7, "EMAIL")])
    assert result.text == "[EMAIL_3]"
    assert vault.entries["[EMAIL_3]"] == "x@y.org"


def test_longer_values_are_numbered_first() -> None:
    text = "Ann and Annabelle"
    result = Pseudonymiser(Vault()).pseudonymise(text, [_f(0, 3, "PERSON"), _f(8, 17, "PERSON")])
    assert result.text == "[PERSON_2] and [PERSON_1]"


def test_every_secret_kind_shares_the_secret_prefix(engine: TrustEngine) -> None:
    text = (
        "key AKIAIOSFODNN7ABCDEFG and token ghp_aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5 "
        "and password = 'Xk9#mP2qLw!'"
    )
    result = Pseudonymiser(Vault()).pseudonymise(text, engine.classify(text).findings)
    assert "AKIA" not in result.text and "ghp_" not in result.text and "Xk9#" not in result.text
    assert sorted(result.placeholders) == ["[SECRET_1]", "[SECRET_2]", "[SECRET_3]"]


def test_overlapping_findings_are_replaced_as_one_span() -> None:
    result = Pseudonymiser(Vault()).pseudonymise(
        "abcdefghij", [_f(0, 6, "A"), _f(4, 10, "B", Sensitivity.SECRET)]
    )
    assert result.text == "[SECRET_1]"


def test_the_persons_own_lookalike_is_escaped_and_never_restored() -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org"})
    p = Pseudonymiser(vault)
    escaped = p.escape("I typed [EMAIL_1] myself")
    assert len(escaped) == len("I typed [EMAIL_1] myself")
    assert "[EMAIL_1]" not in escaped
    assert vault.restore(escaped) == escaped
    sent = p.pseudonymise("see [EMAIL_1] and me@x.org", [_f(18, 26, "EMAIL")])
    assert vault.restore(sent.text) == "see ［EMAIL_1］ and me@x.org"


def test_restore_tolerates_case_and_spaces_inside_brackets() -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org", "[SECRET_12]": "s3cr3t"})
    text = "write to [email_1], [ EMAIL_1 ], [Email _ 1] using [ secret_12]"
    assert vault.restore(text) == (
        "write to anna@example.org, anna@example.org, anna@example.org using s3cr3t"
    )


def test_unknown_placeholders_stay_as_they_are() -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org"})
    assert vault.restore("[EMAIL_2] and [PHONE_1]") == "[EMAIL_2] and [PHONE_1]"


def test_restore_inside_tool_call_arguments() -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org", "[PERSON_1]": "Zofia"})
    args = {"to": ["[EMAIL_1]"], "body": {"greeting": "Hi [person_1]"}, "n": 3, "t": ("[EMAIL_1]",)}
    assert vault.restore_obj(args) == {
        "to": ["anna@example.org"],
        "body": {"greeting": "Hi Zofia"},
        "n": 3,
        "t": ("anna@example.org",),
    }


def test_stream_restorer_holds_back_a_split_placeholder() -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org"})
    sr = vault.stream_restorer()
    out = [sr.feed("Write to [EM"), sr.feed("AIL"), sr.feed("_1] today")]
    assert out == ["Write to ", "", "anna@example.org today"]
    assert sr.flush() == ""


def test_stream_restorer_flushes_what_turned_out_not_to_be_one() -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org"})
    sr = vault.stream_restorer()
    assert sr.feed("a list [1, 2") == "a list [1, 2"
    assert sr.feed(" and [EMAIL") == " and "
    assert sr.flush() == "[EMAIL"


def test_nothing_prints_a_vault_value() -> None:
    vault = Vault({"[SECRET_1]": "hunter2-Xk9#mP2q"})
    result = Pseudonymiser(vault).pseudonymise("pw Zq81#kP0vLm!", [_f(3, 15, "SECRET")])
    assert "hunter2" not in repr(vault)
    assert "Zq81" not in repr(result) and "Zq81" not in str(result)


def test_restoration_survives_a_lone_surrogate_in_model_output() -> None:
    vault = Vault({"[EMAIL_1]": "anna@example.org"})
    assert vault.restore("bad \ud800 char, [email_1]") == "bad \ud800 char, anna@example.org"
