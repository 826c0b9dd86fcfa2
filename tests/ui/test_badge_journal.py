"""An answer loaded from memory gets its badge from the journal, whichever scheme of
event names the journal was written in."""

from __future__ import annotations

from typing import Any

import pytest

from app.ui.privacy_badge import Badge

ROWS: dict[str, list[tuple[str, dict[str, Any]]]] = {
    "before the did-scheme": [
        ("route_chosen", {"data_location": "cloud"}),
        (
            "briefing_ready",
            {"placeholders": 2, "withheld_kinds": ["EMAIL"], "decision": "pseudonymise"},
        ),
        ("checks_done", {"checks": [{"name": "no_exfiltration", "status": "warn", "detail": ""}]}),
        ("turn_finished", {"message_id": 7, "worker_id": "gpt", "sensitivity": "personal"}),
    ],
}
ROWS["now"] = [
    (new, payload)
    for (old, payload), new in zip(
        ROWS["before the did-scheme"],
        ["router_did_choose", "briefing_did_compile", "checks_did_run", "turn_did_finish"],
        strict=True,
    )
]


@pytest.mark.parametrize("scheme", sorted(ROWS))
def test_the_badge_reads_journals_of_either_naming(scheme: str) -> None:
    badge = Badge.from_journal("t1", ROWS[scheme])
    assert badge is not None
    assert (badge.message_id, badge.data_location, badge.held_back) == (7, "cloud", 2)
    assert [c["name"] for c in badge.flagged] == ["no_exfiltration"]
    assert "sent to gpt (cloud)" in badge.text()
