"""How one message looks in the conversation: a card (a frame of the document) with a
header naming who wrote it, which worker answered and when, then its text.

The person's messages are tinted and indented from the left, answers fill the width,
notices are plain: one glance tells who said what. Prose gets a little more line
spacing than Qt's default, so long answers read as paragraphs, not a wall.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtGui import (
    QColor,
    QFont,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
    QTextFrame,
    QTextFrameFormat,
)

from app.ui.theme import Colors

AUTHORS = {"user": "You", "assistant": "ARES", "notice": "ARES", "tool": "Tool"}
STREAM_INDENT = 11  # px: a streaming answer's text where its card's will be
USER_INDENT = 72  # px: the person's messages sit to the right, as in a chat
LINE_HEIGHT = 125  # % of the font's line spacing, for prose
PROPORTIONAL = QTextBlockFormat.LineHeightTypes.ProportionalHeight.value
CARD_PROPERTY = QTextFormat.Property.UserProperty + 1  # marks a frame as a message card


def card_format(role: str, colors: Colors) -> QTextFrameFormat:
    fmt = QTextFrameFormat()
    fmt.setProperty(CARD_PROPERTY, role)
    fmt.setPadding(10)
    fmt.setBottomMargin(10)
    if role == "notice":
        fmt.setLeftMargin(4)
        return fmt
    fmt.setBorder(1)
    fmt.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
    fmt.setBorderBrush(QColor(colors.border))
    fmt.setBackground(QColor(colors.card_user if role == "user" else colors.card))
    if role == "user":
        fmt.setLeftMargin(USER_INDENT)
    return fmt


def insert_card(cursor: QTextCursor, role: str, colors: Colors) -> tuple[QTextFrame, QTextCursor]:
    """A new card at ``cursor``; returns it and a cursor in its first paragraph."""
    frame = cursor.insertFrame(card_format(role, colors))
    inside = frame.firstCursorPosition()
    inside.setBlockFormat(QTextBlockFormat())
    return frame, inside


def after(frame: QTextFrame) -> QTextCursor:
    """A cursor just past ``frame``, in the paragraph that follows it."""
    cursor = QTextCursor(frame.document())
    cursor.setPosition(frame.lastPosition() + 1)
    return cursor


def when(at: datetime | None, now: datetime | None = None) -> str:
    """ "14:02" today, "3 Mar 14:02" this year, "3 Mar 2025 14:02" before."""
    if at is None:
        return ""
    local = at.astimezone()
    now = (now or datetime.now().astimezone()).astimezone()
    if local.date() == now.date():
        return local.strftime("%H:%M")
    if local.year == now.year:
        return f"{local.day} {local.strftime('%b %H:%M')}"
    return f"{local.day} {local.strftime('%b %Y %H:%M')}"


def header_line(role: str, note: str, at: datetime | None) -> tuple[str, str]:
    """(author, the rest: worker and time) as the card's first line shows them."""
    rest = [part for part in (note, when(at)) if part]
    return AUTHORS.get(role, role.title()), "  ·  ".join(rest)


def insert_header(
    cursor: QTextCursor, role: str, note: str, at: datetime | None, colors: Colors
) -> None:
    author, rest = header_line(role, note, at)
    bold = QTextCharFormat()
    bold.setFontWeight(QFont.Weight.DemiBold)
    if role == "notice":
        bold.setForeground(QColor(colors.warn))
        cursor.insertText(note or author, bold)
        return
    cursor.insertText(author, bold)
    if rest:
        cursor.insertText(f"   {rest}", muted(colors))


def muted(colors: Colors) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setForeground(QColor(colors.muted))
    return fmt


def space_lines(cursor: QTextCursor, start: int) -> None:
    """More line spacing for the prose paragraphs between ``start`` and ``cursor``
    (code keeps its own, tight)."""
    block = cursor.document().findBlock(start)
    end = cursor.position()
    while block.isValid() and block.position() <= end:
        if not block.blockFormat().nonBreakableLines():
            fmt = QTextBlockFormat()
            fmt.setLineHeight(LINE_HEIGHT, PROPORTIONAL)
            edit = QTextCursor(block)
            edit.mergeBlockFormat(fmt)
        block = block.next()


def cards(frame: QTextFrame) -> list[tuple[str, QTextFrame]]:
    """The message cards directly under ``frame`` (the document's root), in order."""
    found = []
    for child in frame.childFrames():
        role = child.frameFormat().property(CARD_PROPERTY)
        if role:
            found.append((str(role), child))
    return found
