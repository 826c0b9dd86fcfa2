"""Social handles told with a platform ("my insta is @…", "my tinder match @…"); the
@-words of chat tools, docs and decorators ("@here", "@mention", "@dataclass") pass.
"""

from __future__ import annotations

import pytest

from tests.trust.labelled_cases import covered
from trust import TrustEngine

HANDLE_TEXTS = [
    ("my insta is {v}, add me", "@lil_ramos_x"),
    ("find me on tiktok {v}", "@zsofi_nagy92"),
    ("mi IG: {v}", "@carla.mnz"),
    ("what's a good reply to my tinder match {v} who said hi", "@zsofi_nagy92"),
    ("make this sound funnier: 'new job!!' - posting from {v}", "@lil_ramos_x"),
    ("folgt mir auf Instagram: {v}", "@jonas_kr_87"),
    ("mon snap c'est {v}", "@lea.dbrt"),
]
NOT_HANDLES = [
    "@here the deploy is done, posting from the release channel",
    "please @channel before you merge",
    "use @mention in docs to ping someone",
    "posting from a script: @dataclass\nclass Post:\n    id: int",
    "my tinder match said @ the bar at 8",
]


@pytest.mark.parametrize(("text", "value"), HANDLE_TEXTS)
def test_handle_with_platform(engine: TrustEngine, text: str, value: str) -> None:
    text = text.format(v=value)
    assert covered(engine, text, value), text


@pytest.mark.parametrize("text", NOT_HANDLES)
def test_at_words_pass(engine: TrustEngine, text: str) -> None:
    kinds = {f.kind for f in engine.classify(text).findings}
    assert "SOCIAL_HANDLE" not in kinds, text
