"""A stored conversation as the view shows it, privacy badges included.

Memory has no link from a message to its turn, so badges are rebuilt from the ledger
(rows carry the conversation and turn) and the run journal (each turn's events).
"""

from __future__ import annotations

from app.controller.records import Records
from app.controller.views.conversations import MessageItem
from app.ui.attach_bar import files_note
from app.ui.message_render import Shown
from app.ui.payload_text import LEDGER_SCAN
from app.ui.privacy_badge import Badge

SHOWN_LIMIT = 500


async def load_conversation(records: Records, conversation_id: str) -> list[Shown]:
    messages = await records.messages(conversation_id, limit=SHOWN_LIMIT)
    badges = await badges_of(records, conversation_id)
    shown = []
    for message in messages:
        badge = badges.get(message.id)
        text = message.text if message.error is None else f"(unreadable: {message.error})"
        if badge is not None and badge.display:
            text = badge.display  # as it was shown: flagged fetches stay inert
        shown.append(
            Shown(
                role=message.role,
                text=text,
                note=note_of(message),
                state=message.state,
                badge=badge,
                at=message.created_at,
            )
        )
    return shown


def note_of(message: MessageItem) -> str:
    """The worker, then the agent and persona the message ran under, then its files."""
    parts = [message.worker or ""]
    if message.ran_as is not None:
        who = message.ran_as
        parts.append(who.agent + (f" · {who.persona_label or who.persona}" if who.persona else ""))
    parts.append(files_note(a.name for a in message.attachments))
    return " · ".join(p for p in parts if p)


async def badges_of(records: Records, conversation_id: str) -> dict[int, Badge]:
    """Badges of the conversation's finished turns, by answer message id."""
    turns = {
        e.turn_id
        for e in await records.ledger(limit=LEDGER_SCAN)
        if e.conversation == conversation_id and e.turn_id
    }
    badges: dict[int, Badge] = {}
    for turn_id in turns:
        events = await records.turn_events(turn_id)
        badge = Badge.from_journal(turn_id, [(e.event, e.payload) for e in events])
        if badge is not None:
            badges[badge.message_id] = badge
    return badges
