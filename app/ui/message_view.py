"""The conversation: each message a card, answers growing as chunks arrive.

Streaming never re-renders the document: chunks are gathered for one frame and
appended at the end of the answer's card with a cursor as plain text; each paragraph
(or code block) is replaced by its Markdown rendering as soon as it is complete, so the
work per frame stays small however long the answer or the conversation.

A stored conversation shows its last ``PAGE`` messages, rendered a few at a time
within a frame's budget; earlier ones are rendered when the person scrolls to the top
(or clicks "Show earlier messages"), so opening a conversation of any length costs
the same. Links open only on an explicit click after the person confirms, and no
resource (remote image, local file) is ever loaded. How a message looks in its card is
``message_render``.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from PySide6.QtCore import QTimer, QUrl, Signal
from PySide6.QtGui import QPalette, QTextBlockFormat, QTextCharFormat, QTextCursor, QTextFrame
from PySide6.QtWidgets import QApplication, QTextBrowser, QWidget

from app.ui import message_cards as cards
from app.ui.markdown_render import CodeBlocks, insert_markdown, plain_block, settled_end
from app.ui.message_render import Shown, insert_earlier_link, insert_footer, insert_message
from app.ui.privacy_badge import Badge
from app.ui.tasks import spawn
from app.ui.theme import colors
from app.ui.welcome import insert_welcome

FRAME_MS = 16  # gather chunks for one frame: one layout per frame, however fast tokens come
PAGE = 30  # messages rendered when a conversation opens, and per scroll to the top
BUDGET_S = 0.006  # rendering work per loop turn while a history is shown


class MessageView(QTextBrowser):
    badge_clicked = Signal(object)  # the Badge
    link_clicked = Signal(QUrl)  # an outside link the person clicked
    chunk_flushed = Signal(str)  # text just appended to the streaming answer
    prompt_chosen = Signal(str)  # an example prompt of the welcome, clicked
    action_chosen = Signal(str)  # a welcome action ("models", …), clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.document().setDocumentMargin(14)
        self.shown: list[Shown] = []  # rendered, in order
        self.earlier: list[Shown] = []  # of the conversation shown, not rendered yet
        self.blocks = CodeBlocks()
        self.blocked_resources: list[str] = []
        self.welcome_links: dict[str, str] = {}  # "prompt/N" → the prompt's text
        self._badges: dict[str, Badge] = {}  # by turn id
        self._stream_start = 0  # where the streaming answer (header included) begins
        self._blocks_before = 0  # code blocks numbered before the streaming answer
        self._answer_start: int | None = None
        self._raw_start = 0  # where the not yet rendered tail of the answer begins
        self._rendered = 0  # how much of the answer's text is rendered already
        self._pending: list[str] = []
        self._generation = 0  # bumped by clear_all: stops a history still being shown
        self._loading_earlier = False
        self._welcome = ("", False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(FRAME_MS)
        self._timer.timeout.connect(self.flush)
        self.anchorClicked.connect(self._anchor)
        self.verticalScrollBar().valueChanged.connect(self._scrolled)
        self._paint_page()

    # --- what the view never does ----------------------------------------------------
    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        """Nothing is fetched: no remote image, no local file, whatever the answer says."""
        self.blocked_resources.append(name if isinstance(name, str) else name.toString())
        return None

    def setSource(self, *args: Any, **kwargs: Any) -> None:
        """Never navigates away from the conversation."""

    def toPlainText(self) -> str:
        """The text as read: without the empty paragraphs that separate the cards."""
        return super().toPlainText().strip("\n")

    # --- whole messages --------------------------------------------------------------
    def clear_all(self) -> None:
        self._generation += 1
        self._timer.stop()
        self._pending.clear()
        self._answer_start = None
        self.shown.clear()
        self.earlier.clear()
        self.welcome_links.clear()
        self._badges.clear()
        self.blocks = CodeBlocks()
        self.clear()

    @property
    def welcoming(self) -> bool:
        """The welcome is shown (notices may be under it), no conversation yet."""
        return bool(self.welcome_links) and all(s.role == "notice" for s in self.shown)

    def show_welcome(self, model_line: str, needs_model: bool) -> None:
        """The empty conversation's welcome; the first message replaces it."""
        notices = [s for s in self.shown if s.role == "notice"] if self.welcoming else []
        self.clear_all()
        self._welcome = (model_line, needs_model)
        self.welcome_links = insert_welcome(self._document_end(), colors(), *self._welcome)
        for notice in notices:
            self.show_message(notice)
        self.verticalScrollBar().setValue(0)

    def show_message(self, shown: Shown) -> None:
        if self.welcoming and shown.role != "notice":
            self.clear_all()
        self.shown.append(shown)
        self._render(shown, self._document_end())
        self._to_bottom()

    async def show_history(self, messages: list[Shown], page: int = PAGE) -> None:
        """A stored conversation: its last ``page`` messages, a few per loop turn so a
        long one never stalls the window; a newer ``clear_all`` (another conversation)
        stops it. The earlier ones wait until the person scrolls up."""
        generation = self._generation
        if self.welcoming:
            self.clear_all()
            generation = self._generation
        head, tail = messages[:-page] if page else messages, messages[-page:] if page else []
        self.earlier = list(head)
        done = await self._render_in_turns(tail, self._document_end(), generation)
        if generation == self._generation:
            self.shown.extend(done)
            self._earlier_link()
            self._to_bottom()

    async def show_earlier(self, page: int = PAGE) -> int:
        """Renders the ``page`` messages before the first one shown, above it, keeping
        what the person was reading where it was. Returns how many were added."""
        if not self.earlier or self._loading_earlier:
            return 0
        self._loading_earlier = True
        generation = self._generation
        try:
            batch, self.earlier = self.earlier[-page:], self.earlier[:-page]
            self._remove_earlier_link()
            bar = self.verticalScrollBar()
            from_bottom = bar.maximum() - bar.value()
            cursor = QTextCursor(self.document())
            cursor.setPosition(0)
            done = await self._render_in_turns(batch, cursor, generation)
            if generation == self._generation:
                self.shown[:0] = done
                self._earlier_link()
                bar.setValue(bar.maximum() - from_bottom)
            return len(done)
        finally:
            self._loading_earlier = False

    async def _render_in_turns(
        self, messages: list[Shown], cursor: QTextCursor, generation: int
    ) -> list[Shown]:
        """Renders ``messages`` in order at ``cursor``, yielding to the loop whenever a
        frame's budget is spent; stops early when the view was cleared meanwhile."""
        done: list[Shown] = []
        began = time.perf_counter()
        for shown in messages:
            if generation != self._generation:
                break
            size = self.document().characterCount()
            frame = self._render(shown, cursor)
            self._shift(self.document().characterCount() - size, frame)
            cursor.setPosition(frame.lastPosition() + 1)
            done.append(shown)
            if time.perf_counter() - began > BUDGET_S:
                await asyncio.sleep(0)  # this batch is laid out and painted now
                began = time.perf_counter()
        return done

    def _shift(self, inserted: int, frame: QTextFrame) -> None:
        """Keeps the streaming answer's positions right when text went in above it."""
        if self._answer_start is not None and frame.firstPosition() <= self._answer_start:
            self._stream_start += inserted
            self._answer_start += inserted
            self._raw_start += inserted

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
        self._paint_page()
        if self.welcoming:
            self.show_welcome(*self._welcome)
            return
        shown, streaming = list(self.shown), self._answer_start is not None
        earlier = list(self.earlier)
        self.flush()
        self.clear_all()
        self.earlier = earlier
        self._earlier_link()
        self.show_messages(shown[:-1] if streaming else shown)
        if streaming:
            last = shown[-1]
            self.begin_answer(last.note)
            self.shown[-1].at = last.at
            self.add_chunk(last.text)

    def _paint_page(self) -> None:
        """Cards on a page a shade off the cards' own colour, so they stand apart."""
        palette = self.palette()
        page = QApplication.palette().color(QPalette.ColorRole.Window)
        palette.setColor(QPalette.ColorRole.Base, page)
        self.setPalette(palette)

    def _render(self, shown: Shown, at: QTextCursor) -> QTextFrame:
        self._keep_badge(shown)
        return insert_message(shown, at, self.blocks, self.font().pointSizeF())

    def _keep_badge(self, shown: Shown) -> None:
        """A badge drawn is a link: kept by its turn id for the click (a notice's card
        has no footer, so no badge)."""
        if shown.badge is not None and shown.role != "notice":
            self._badges[shown.badge.turn_id] = shown.badge

    # --- earlier messages --------------------------------------------------------------
    def _earlier_link(self) -> None:
        if not self.earlier:
            return
        cursor = QTextCursor(self.document())
        cursor.setPosition(0)
        size = self.document().characterCount()
        frame = insert_earlier_link(cursor, len(self.earlier))
        self._shift(self.document().characterCount() - size, frame)

    def _remove_earlier_link(self) -> None:
        for role, frame in cards.cards(self.document().rootFrame()):
            if role == "earlier":
                cursor = QTextCursor(self.document())
                cursor.setPosition(frame.firstPosition() - 1)
                cursor.setPosition(frame.lastPosition() + 1, QTextCursor.MoveMode.KeepAnchor)
                removed = cursor.selectionEnd() - cursor.selectionStart()
                if self._answer_start is not None:
                    self._stream_start -= removed
                    self._answer_start -= removed
                    self._raw_start -= removed
                cursor.removeSelectedText()
                return

    def _scrolled(self, value: int) -> None:
        bar = self.verticalScrollBar()
        if self.earlier and value == bar.minimum() and bar.maximum() > 0:
            spawn(self.show_earlier())

    # --- the streaming answer --------------------------------------------------------
    @property
    def streaming(self) -> bool:
        return self._answer_start is not None

    def begin_answer(self, note: str) -> None:
        """The answer streams as plain paragraphs of the document, not yet in a card: a
        frame is laid out whole at every change, which a growing answer cannot afford
        (a 4000-token answer: 150 ms per frame in a card, 15 outside). It takes its
        card when it ends."""
        if self.welcoming:
            self.clear_all()
        self.shown.append(Shown("assistant", "", note, state="streaming"))
        cursor = self._document_end()
        # Not in the paragraph right after the last card: an edit there lays that card
        # out again too (measured: twice the work per frame).
        self._stream_start = cursor.position()
        streaming = QTextBlockFormat()
        streaming.setLeftMargin(cards.STREAM_INDENT)
        cursor.insertBlock(streaming, QTextCharFormat())
        self._blocks_before = len(self.blocks.code)
        cards.insert_header(cursor, "assistant", note, self.shown[-1].at, colors())
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
            self._answer_end().insertText(text)
        if follow:
            self._to_bottom()
        self.chunk_flushed.emit(text)

    def _replace_raw(self, markdown: str) -> QTextCursor:
        """Swaps the plain tail of the answer for ``markdown`` rendered; returns a
        cursor at the end of the rendering."""
        cursor = self._answer_end()
        cursor.setPosition(self._raw_start, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        start = cursor.position()
        insert_markdown(cursor, markdown, colors(), self.blocks)
        cards.space_lines(cursor, start)
        return cursor

    def end_answer(self, text: str | None, state: str, badge: Badge | None) -> None:
        """Renders what is still plain of the answer, adds its footer, and moves it all
        into its card (as a document fragment: nothing is rendered twice)."""
        self.flush()
        if self._answer_start is None:
            return
        shown = self.shown[-1]
        if text is not None and text != shown.text:
            shown.text, self._raw_start, self._rendered = text, self._answer_start, 0
            for number in [n for n in self.blocks.code if n > self._blocks_before]:
                del self.blocks.code[number]  # numbered again as it is rendered again
        shown.state, shown.badge = state, badge
        follow = self._at_bottom()
        cursor = self._replace_raw(shown.text[self._rendered :])
        self._answer_start = None
        self._keep_badge(shown)
        insert_footer(cursor, shown, self.font().pointSizeF())
        cursor.setPosition(self._stream_start + 1, QTextCursor.MoveMode.KeepAnchor)
        answer = cursor.selection()
        cursor.setPosition(self._stream_start)
        cursor.movePosition(QTextCursor.MoveOperation.End, QTextCursor.MoveMode.KeepAnchor)
        cursor.removeSelectedText()
        _frame, inside = cards.insert_card(cursor, "assistant", colors())
        inside.insertFragment(answer)
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
        elif kind == "earlier":
            spawn(self.show_earlier())
        elif kind == "prompt" and url.path() in self.welcome_links:
            self.prompt_chosen.emit(self.welcome_links[url.path()])
        elif kind == "do":
            self.action_chosen.emit(arg)

    def copy_code(self, number: int) -> None:
        QApplication.clipboard().setText(self.blocks.code.get(number, ""))

    def badges(self) -> list[Badge]:
        return list(self._badges.values())

    # --- helpers ---------------------------------------------------------------------
    def _document_end(self) -> QTextCursor:
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        return cursor

    def _answer_end(self) -> QTextCursor:
        """The end of the streaming answer: the document's (it is always the last)."""
        return self._document_end()

    def _at_bottom(self) -> bool:
        bar = self.verticalScrollBar()
        return bar.value() >= bar.maximum() - 40  # follow only if not scrolled up

    def _to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())
