"""The conversation: messages rendered as Markdown, answers growing as chunks arrive.

Streaming never re-renders the document: chunks are gathered for one frame and
appended at the end with a cursor as plain text; each paragraph (or code block) is
replaced by its Markdown rendering as soon as it is complete, so the work per frame
stays small however long the answer or the conversation. Links open only on an
explicit click after the person confirms, and no resource (remote image, local file)
is ever loaded.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QTimer, QUrl, Signal
from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QApplication, QTextBrowser, QWidget

from app.ui.markdown_render import CodeBlocks, insert_markdown, plain_block, settled_end
from app.ui.privacy_badge import Badge
from app.ui.theme import colors

FRAME_MS = 16  # gather chunks for one frame: one layout per frame, however fast tokens come


@dataclass
class Shown:
    """One message as shown, kept so the view can be rendered again (theme change)."""

    role: str
    text: str
    note: str = ""
    state: str = "complete"
    badge: Badge | None = None


class MessageView(QTextBrowser):
    badge_clicked = Signal(object)  # the Badge
    link_clicked = Signal(QUrl)  # an outside link the person clicked
    chunk_flushed = Signal(str)  # text just appended to the streaming answer

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.document().setDocumentMargin(14)
        self.shown: list[Shown] = []
        self.blocks = CodeBlocks()
        self.blocked_resources: list[str] = []
        self._badges: dict[str, Badge] = {}  # by turn id
        self._answer_start: int | None = None
        self._raw_start = 0  # where the not yet rendered tail of the answer begins
        self._rendered = 0  # how much of the answer's text is rendered already
        self._pending: list[str] = []
        self._generation = 0  # bumped by clear_all: stops a history still being shown
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self.flush)
        self.anchorClicked.connect(self._anchor)

    # --- what the view never does ----------------------------------------------------
    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        """Nothing is fetched: no remote image, no local file, whatever the answer says."""
        self.blocked_resources.append(name if isinstance(name, str) else name.toString())
        return None

    def setSource(self, *args: Any, **kwargs: Any) -> None:
        """Never navigates away from the conversation."""

    # --- whole messages --------------------------------------------------------------
    def clear_all(self) -> None:
        self._generation += 1
        self._timer.stop()
        self._pending.clear()
        self._answer_start = None
        self.shown.clear()
        self._badges.clear()
        self.blocks = CodeBlocks()
        self.clear()

    def show_message(self, shown: Shown) -> None:
        self.shown.append(shown)
        self._render(shown)

    async def show_history(self, messages: list[Shown], batch: int = 10) -> None:
        """A stored conversation, a few messages per loop turn so a long one never
        stalls the window; a newer ``clear_all`` (another conversation) stops it."""
        generation = self._generation
        for at in range(0, len(messages), batch):
            if generation != self._generation:
                return
            for shown in messages[at : at + batch]:
                self.show_message(shown)
            await asyncio.sleep(0)  # the layout of this batch happens now, not all at once
        self._to_bottom()

    def show_messages(self, messages: list[Shown]) -> None:
        """Many at once, with one layout pass at the end."""
        self.setUpdatesEnabled(False)
        try:
            for shown in messages:
                self.show_message(shown)
        finally:
            self.setUpdatesEnabled(True)
        self._to_bottom()

    def show_notice(self, text: str) -> None:
        self.show_message(Shown("notice", text))

    def rerender(self) -> None:
        """Renders everything again, e.g. in the colours of a new theme."""
        shown, streaming = list(self.shown), self._answer_start is not None
        self.flush()
        self.clear_all()
        self.show_messages(shown[:-1] if streaming else shown)
        if streaming:
            last = shown[-1]
            self.begin_answer(last.note)
            self.add_chunk(last.text)

    def _render(self, shown: Shown) -> None:
        cursor = self._end_cursor()
        if shown.role == "notice":
            self._header(cursor, shown.text, "", warn=True)
            return
        self._header(cursor, "You" if shown.role == "user" else "ARES", shown.note)
        self._body(cursor, shown)
        self._footer(cursor, shown)
        self._to_bottom()

    def _header(self, cursor: QTextCursor, title: str, note: str, warn: bool = False) -> None:
        fmt = QTextBlockFormat()
        fmt.setTopMargin(14 if not self.document().isEmpty() else 0)
        if self.document().isEmpty():
            cursor.setBlockFormat(fmt)
        else:
            cursor.insertBlock(fmt, QTextCharFormat())
        bold = QTextCharFormat()
        bold.setFontWeight(QFont.Weight.DemiBold)
        if warn:
            bold.setForeground(QColor(colors().warn))
        cursor.insertText(title, bold)
        if note:
            cursor.insertText(f"   {note}", self._muted())

    def _body(self, cursor: QTextCursor, shown: Shown) -> None:
        if shown.role == "assistant":
            insert_markdown(cursor, shown.text, colors(), self.blocks)
        else:
            plain_block(cursor)
            cursor.insertText(shown.text)

    def _footer(self, cursor: QTextCursor, shown: Shown) -> None:
        if shown.state == "interrupted":
            plain_block(cursor)
            warn = QTextCharFormat()
            warn.setForeground(QColor(colors().warn))
            cursor.insertText("Stopped — this answer is incomplete.", warn)
        if shown.badge is not None:
            self._badges[shown.badge.turn_id] = shown.badge
            plain_block(cursor)
            link = self._muted()
            link.setAnchor(True)
            link.setAnchorHref(f"ares:badge/{shown.badge.turn_id}")
            link.setToolTip(shown.badge.tooltip())
            link.setFontPointSize(max(self.font().pointSizeF() - 1, 7))
            cursor.insertText(f"Privacy: {shown.badge.text()}", link)
            if shown.badge.figures:
                plain_block(cursor)
                cursor.insertText(shown.badge.figures, self._muted())

    # --- the streaming answer --------------------------------------------------------
    @property
    def streaming(self) -> bool:
        return self._answer_start is not None

    def begin_answer(self, note: str) -> None:
        self.shown.append(Shown("assistant", "", note, state="streaming"))
        cursor = self._end_cursor()
        self._header(cursor, "ARES", note)
        # Before the paragraph break: the rendering that replaces the streamed text
        # starts its own paragraph, as a message rendered whole does.
        self._answer_start = self._raw_start = cursor.position()
        self._rendered = 0
        plain_block(cursor)

    def add_chunk(self, text: str) -> None:
        self._pending.append(text)
        if not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        """Appends the chunks gathered since the last frame."""
        self._timer.stop()
        if not self._pending or self._answer_start is None:
            self._pending.clear()
            return
        text = "".join(self._pending)
        self._pending.clear()
        shown = self.shown[-1]
        shown.text += text
        follow = self._at_bottom()
        settled = settled_end(shown.text, self._rendered)
        if settled > self._rendered:
            cursor = self._replace_raw(shown.text[self._rendered : settled])
            self._rendered = settled
            self._raw_start = cursor.position()
            plain_block(cursor)
            cursor.insertText(shown.text[settled:])
        else:
            self._end_cursor().insertText(text)
        if follow:
            self._to_bottom()
        self.chunk_flushed.emit(text)

    def _replace_raw(self, markdown: str) -> QTextCursor:
        """Swaps the plain tail of the answer for ``markdown`` rendered; returns a
        cursor at the end of the rendering."""
        cursor = self._end_cursor()
        cursor.setPosition(self._raw_start, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        insert_markdown(cursor, markdown, colors(), self.blocks)
        return cursor

    def end_answer(self, text: str | None, state: str, badge: Badge | None) -> None:
        """Renders what is still plain of the answer, and adds its footer."""
        self.flush()
        if self._answer_start is None:
            return
        shown = self.shown[-1]
        if text is not None and text != shown.text:
            shown.text, self._raw_start, self._rendered = text, self._answer_start, 0
        shown.state, shown.badge = state, badge
        follow = self._at_bottom()
        cursor = self._replace_raw(shown.text[self._rendered :])
        self._answer_start = None
        self._footer(cursor, shown)
        if follow:
            self._to_bottom()

    # --- links -----------------------------------------------------------------------
    def _anchor(self, url: QUrl) -> None:
        if url.scheme() != "ares":
            self.link_clicked.emit(url)
            return
        kind, _, arg = url.path().partition("/")
        if kind == "copy" and arg.isdigit():
            self.copy_code(int(arg))
        elif kind == "badge" and arg in self._badges:
            self.badge_clicked.emit(self._badges[arg])

    def copy_code(self, number: int) -> None:
        QApplication.clipboard().setText(self.blocks.code.get(number, ""))

    def badges(self) -> list[Badge]:
        return list(self._badges.values())

    # --- helpers ---------------------------------------------------------------------
    def _end_cursor(self) -> QTextCursor:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        return cursor

    def _muted(self) -> QTextCharFormat:
        fmt = QTextCharFormat()
        fmt.setForeground(QColor(colors().muted))
        return fmt

    def _at_bottom(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 40  # follow only if not scrolled up

    def _to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
