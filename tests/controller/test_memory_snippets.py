"""Memories from other conversations go into a briefing as search snippets: a window of
160 characters cut at fixed offsets around the first word the query matched, then
classified on its own. A cut through a secret leaves a piece no detector knows (the
``ghp_`` prefix gone, a PEM without its BEGIN line); a cut through a sentence leaves a
diagnosis without the "diagnosed with" that made it one. Either piece then goes to a
cloud worker as it is. Each test here stores the message in one conversation (through
the local worker), then asks a cloud worker something that recalls it.

These failed first (memories were cut, then judged); the briefing now judges the whole
stored message and clips it after pseudonymising, and they stay as regression tests.
"""

from __future__ import annotations

import random

import pytest

from app.controller.companion import Companion
from app.controller.consent import ConsentAnswer
from tests.controller.corpus import Sample, fragments, github_token, openai_key, slack_token
from tests.controller.drive import turn
from tests.controller.echo import Rig
from tests.controller.leakcheck import by_sha

SNIPPET_LEAK = (
    "a memory snippet is cut at fixed offsets and classified alone, so the piece of the "
    "value it keeps is not recognised and is sent to the cloud worker"
)


# 140 characters before the token: the 160-character window ends inside it.
TOKEN_AT_THE_CUT = (
    "A note about my token, which I keep forgetting where I saved it last time, so I am "
    "writing it down here for later, once and for all, it is: {v} and that is all."
)


async def _recall(companion: Companion, rig: Rig, stored: str, asked: str) -> str:
    """Store ``stored`` in one conversation, ask ``asked`` in another, of gpt-ext."""
    first, _ = await turn(companion, Sample(stored), "local", "local_only", ConsentAnswer.CANCEL)
    assert first.answer is not None, first.error
    second, _ = await turn(
        companion, Sample(asked), "gpt-ext", "external_provider", ConsentAnswer.PSEUDONYMISE
    )
    assert second.answer is not None, second.error
    assert "Relevant memories" in by_sha(rig.received())[second.ledger_sha or ""].decode()
    return by_sha(rig.received())[second.ledger_sha or ""].decode()


@pytest.mark.parametrize(
    ("make", "template", "asked"),
    [
        (openai_key, "Here it is {v} and the deploy still fails", "Why does the deploy fail?"),
        (github_token, TOKEN_AT_THE_CUT, "Where did I put my token?"),
        (slack_token, "The bot uses {v} and the deploy still fails", "Why does the deploy fail?"),
    ],
    ids=["openai-prefix-cut", "github-tail-cut", "slack-prefix-cut"],
)
async def test_a_memory_snippet_never_carries_part_of_a_secret(
    companion: Companion, rig: Rig, make: object, template: str, asked: str
) -> None:
    value = make(random.Random(11))  # type: ignore[operator]
    body = await _recall(companion, rig, template.format(v=value), asked)
    assert not [f for f in fragments(value) if f in body]


async def test_a_memory_snippet_does_not_strip_a_diagnosis_of_its_context(
    companion: Companion, rig: Rig
) -> None:
    stored = (
        "Last spring I was diagnosed with depression since spring and now I need to "
        "tell my manager, or not?"
    )
    body = await _recall(companion, rig, stored, "Should I tell my manager about it?")
    assert "depression" not in body
