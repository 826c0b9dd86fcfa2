"""Reading a reviewer's verdict: the first word of the first non-empty line."""

from __future__ import annotations

import pytest

from app.controller.agents.verdict import Verdict, parse_verdict


@pytest.mark.parametrize(
    ("reply", "decision", "notes"),
    [
        ("ACCEPT", "ACCEPT", ""),
        ("REJECT", "REJECT", ""),
        ("\n\n   \nACCEPT\n", "ACCEPT", ""),
        ("**REJECT**: names the wrong year", "REJECT", "names the wrong year"),
        ("1. ACCEPT - fine", "ACCEPT", "fine"),
        ("> REJECT\nIt does not answer the question.\nIt lists towns.", "REJECT",
         "It does not answer the question.\nIt lists towns."),
        ("  ## ACCEPT\n\nShort but right.", "ACCEPT", "Short but right."),
        ("REJECT123 off by one", "REJECT", "123 off by one"),
        ("ACCEPT_", "ACCEPT", ""),
    ],
)  # fmt: skip
def test_the_first_word_of_the_first_non_empty_line_is_the_verdict(
    reply: str, decision: str, notes: str
) -> None:
    verdict = parse_verdict(reply)
    assert verdict == Verdict(decision=decision, notes=notes)
    assert verdict is not None
    assert verdict.accepted is (decision == "ACCEPT")


@pytest.mark.parametrize(
    "reply",
    [
        None,
        "",
        "   \n\t\n",
        "accept",  # exactly ACCEPT: a lower-case word is not a verdict
        "Accepted.",
        "ACCEPTED",
        "ACCEPTABLE, mostly",
        "I ACCEPT this",  # the first alphabetic run is "I"
        "123 --- !!!",
        "The answer is fine.\nACCEPT",  # only the first non-empty line counts
        "REJECTS",
    ],
)
def test_an_empty_or_unparsable_reply_is_no_verdict(reply: str | None) -> None:
    assert parse_verdict(reply) is None
