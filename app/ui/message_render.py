"""A message drawn into its card: the header, the body (Markdown for an answer, plain
text for the rest) and the footer (an interrupted answer's warning, the privacy
badge); and the card that links to the earlier messages not rendered yet.

Apart from ``message_view``, which decides where and when a message is drawn (a page
of history, the streaming answer taking its card, a theme change), so how a message
looks is read in one place and the view is left with its bookkeeping.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime

from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextFrame

from app.ui import message_cards as cards
from app.ui.markdown_render import CodeBlocks, insert_markdown, plain_block
from app.ui.privacy_badge import Badge
from app.ui.theme import colors


def now() -> datetime:
    return datetime.now(UTC)


@dataclass
class Shown:
    """One message as shown, kept so the view can be rendered again (theme change)."""

    role: str
    text: str
    note: str = ""
    state: str = "complete"
    badge: Badge | None = None
    at: datetime | None = field(default_factory=now)


def insert_message(shown: Shown, at: QTextCursor, blocks: CodeBlocks, font_pt: float) -> QTextFrame:
    """``shown`` in a new card at ``at``; ``font_pt`` is the view's font size."""
    frame, cursor = cards.insert_card(at, shown.role, colors())
    if shown.role == "notice":
        cards.insert_header(cursor, "notice", shown.text, None, colors())
        return frame
    cards.insert_header(cursor, shown.role, shown.note, shown.at, colors())
    start = cursor.position()
    _insert_body(cursor, shown, blocks)
    cards.space_lines(cursor, start)
    insert_footer(cursor, shown, font_pt)
    return frame


def _insert_body(cursor: QTextCursor, shown: Shown, blocks: CodeBlocks) -> None:
    if shown.role == "assistant":
        insert_markdown(cursor, shown.text, colors(), blocks)
    else:
        plain_block(cursor)
        cursor.insertText(shown.text)


def insert_footer(cursor: QTextCursor, shown: Shown, font_pt: float) -> None:
    if shown.state == "interrupted":
        plain_block(cursor)
        warn = QTextCharFormat()
        warn.setForeground(QColor(colors().warn))
        cursor.insertText("Stopped — this answer is incomplete.", warn)
    if shown.badge is not None:
        plain_block(cursor)
        link = cards.muted(colors())
        link.setAnchor(True)
        link.setAnchorHref(f"ares:badge/{shown.badge.turn_id}")
        link.setToolTip(shown.badge.tooltip())
        link.setFontPointSize(max(font_pt - 1, 7))
        cursor.insertText(f"Privacy: {shown.badge.text()}", link)
        if shown.badge.figures:
            plain_block(cursor)
            cursor.insertText(shown.badge.figures, cards.muted(colors()))


def insert_earlier_link(cursor: QTextCursor, count: int) -> QTextFrame:
    """The card above the first message shown that renders ``count`` earlier ones."""
    frame, inside = cards.insert_card(cursor, "earlier", colors())
    link = cards.muted(colors())
    link.setAnchor(True)
    link.setAnchorHref("ares:earlier")
    inside.insertText(f"↑ Show {count} earlier message{'s' if count > 1 else ''}", link)
    return frame
