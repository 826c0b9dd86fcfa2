"""The main window: conversations on the left; on the right the top bar (agent and
worker pickers, the privacy state), the conversation (or the welcome, when it is
empty), the input box with Send/Stop; a banner while the emergency stop holds. Its
actions and menus are ``window_actions``.

A view over the controller's turn events and records; no privacy logic here.
"""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QEvent, Qt, QUrl, Signal
from PySide6.QtGui import QCloseEvent, QDesktopServices, QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.controller.companion import Companion
from app.controller.events import TurnEvent, TurnFailed, TurnFinished
from app.controller.titles import auto_title
from app.controller.turn import TurnRequest
from app.controller.views.next_message import next_message
from app.ui import markdown_render
from app.ui.agent_picker import AgentPicker
from app.ui.attach_bar import ASK_WHAT, AttachBar
from app.ui.composer import Composer
from app.ui.conversation_list import ConversationList
from app.ui.dialogs import await_dialog
from app.ui.fit_offer import LOCAL, TRIM, FitOffer, fit_text, local_worker
from app.ui.history import load_conversation
from app.ui.icons import app_icon
from app.ui.message_view import MessageView
from app.ui.privacy_badge import Badge
from app.ui.privacy_dialog import PrivacyDialog
from app.ui.runs_panel import RunsPanel
from app.ui.tasks import spawn
from app.ui.theme import colors
from app.ui.top_bar import TopBar
from app.ui.turn_session import Listener, TurnSession
from app.ui.welcome import MODELS_ACTION, local_model_line
from app.ui.window_actions import make_actions
from app.ui.worker_picker import AUTO, WorkerPicker


class MainWindow(QMainWindow):
    chunk_shown = Signal(str)
    turn_ended = Signal(object)  # the TurnFinished or TurnFailed event, or None if stopped
    closed_to_tray = Signal()
    quit_requested = Signal()
    models_requested = Signal()  # "Get a model…": the shell opens Settings → Models

    def __init__(self, companion: Companion) -> None:
        super().__init__()
        self.companion = companion
        self.conversation_id: str | None = None
        self.keep_in_tray = False
        self.auto_title = False  # the shell turns it on from the preferences
        self.open_url = QDesktopServices.openUrl  # replaced in tests
        self._turn: asyncio.Task[None] | None = None
        self.setWindowTitle("ARES")
        self.setWindowIcon(app_icon())
        self.resize(980, 680)
        self.view = MessageView()
        self.composer = Composer()
        self.attachments = AttachBar()  # files for the next message, as chips
        self.worker_picker = WorkerPicker(companion.settings)
        self.agent_picker = AgentPicker(companion.agents.choices(companion.settings))
        self.conversations = ConversationList(companion.records)
        self.send_button = QPushButton("Send")
        self.send_button.setDefault(True)
        self.banner = self._make_banner()
        self.status = QLabel("Ready.")
        self.status.setWordWrap(True)
        self.actions_ = make_actions(self, companion.settings.local_only)
        self.top_bar = TopBar(self.agent_picker, self.worker_picker, self.actions_["local_only"])
        self._lay_out()
        self._connect()
        self.view.show_welcome("Looking for a local model…", needs_model=False)
        self.refresh_privacy()

    # --- building --------------------------------------------------------------------
    def _make_banner(self) -> QWidget:
        banner = QWidget()
        banner.setObjectName("emergencyBanner")
        banner.setStyleSheet("#emergencyBanner { background: #b91c1c; } QLabel { color: white; }")
        self.banner_text = QLabel("Emergency stop: nothing leaves this device until you resume.")
        self.resume_button = QPushButton("Resume")
        row = QHBoxLayout(banner)
        row.addWidget(self.banner_text, 1)
        row.addWidget(self.resume_button)
        banner.hide()
        return banner

    def _lay_out(self) -> None:
        self.side = QVBoxLayout()  # beside the input box: Send, and what others add
        self.side.addWidget(self.send_button)
        self.side.addWidget(self.attachments.button)
        self.side.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.composer, 1)
        bottom.addLayout(self.side)
        right = QVBoxLayout()
        right.setContentsMargins(0, 0, 0, 0)  # the splitter's frame below gives the margin
        right.addWidget(self.top_bar)
        right.addWidget(self.banner)
        right.addWidget(self.view, 1)
        right.addWidget(self.attachments)
        right.addLayout(bottom)
        right.addWidget(self.status)
        right.addWidget(RunsPanel.for_window(self))  # background work, with Cancel
        chat = QWidget()
        chat.setLayout(right)
        self.splitter = QSplitter()
        self.splitter.setObjectName("mainSplitter")
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.conversations)
        self.splitter.addWidget(chat)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([240, 740])
        frame = QWidget()
        outer = QVBoxLayout(frame)
        outer.setContentsMargins(8, 6, 8, 8)  # nothing touches the window's edges
        outer.addWidget(self.splitter)
        self.setCentralWidget(frame)

    def _connect(self) -> None:
        self.composer.submitted.connect(self._submit)
        self.send_button.clicked.connect(self._send_or_stop)
        self.worker_picker.currentIndexChanged.connect(lambda _: spawn(self.check_worker()))
        self.worker_picker.currentIndexChanged.connect(lambda _: self.refresh_privacy())
        self.view.prompt_chosen.connect(self._prompt_chosen)
        self.view.action_chosen.connect(self._welcome_action)
        self.view.chunk_flushed.connect(self.chunk_shown)
        self.view.badge_clicked.connect(self.show_privacy)
        self.view.link_clicked.connect(lambda url: spawn(self.confirm_link(url)))
        self.conversations.opened.connect(lambda cid: spawn(self.open_conversation(cid)))
        self.conversations.new_requested.connect(self.new_conversation)
        self.conversations.deleted.connect(self._deleted)
        self.conversations.told.connect(self.status.setText)
        self.actions_["new"].triggered.connect(self.new_conversation)
        self.actions_["attach"].triggered.connect(lambda: spawn(self.attachments.choose()))
        self.attachments.told.connect(self.status.setText)
        self.attachments.accept_drops_on(self, self.composer.viewport())
        self.actions_["stop"].triggered.connect(self.stop)
        self.actions_["quit"].triggered.connect(self.quit_requested)
        self.actions_["search"].triggered.connect(self.conversations.search.setFocus)

    # --- state -----------------------------------------------------------------------
    @property
    def worker_id(self) -> str:
        return self.worker_picker.worker_id

    @property
    def busy(self) -> bool:
        return self._turn is not None and not self._turn.done()

    def show_emergency(self, on: bool) -> None:
        self.banner.setVisible(on)
        if on:
            self.status.setText("Emergency stop: every turn was cancelled.")

    def refresh_privacy(self) -> None:
        """The top bar's sentence for the worker picked, under the policy in force."""
        self.top_bar.show_next(
            next_message(self.companion.settings, self.companion.policy, self.worker_id)
        )

    def _set_busy(self, busy: bool) -> None:
        self.send_button.setText("Stop" if busy else "Send")
        self.send_button.setToolTip("Stop the answer (Esc)" if busy else "Send (Enter)")

    # --- conversations ---------------------------------------------------------------
    def new_conversation(self) -> None:
        if self.busy:
            self.status.setText("An answer is still coming: stop it (Esc) first.")
            return
        self.conversation_id = None
        self.view.clear_all()
        spawn(self.welcome())
        self.composer.last_message = ""
        self.conversations.select(None)
        self.composer.setFocus()
        self.status.setText("New conversation.")

    async def welcome(self) -> None:
        """The empty conversation's welcome, with the local model's state."""
        line, needs_model = await local_model_line(self.companion)
        if self.conversation_id is None and (self.view.welcoming or not self.view.shown):
            self.view.show_welcome(line, needs_model)

    def _prompt_chosen(self, prompt: str) -> None:
        self.composer.setPlainText(prompt)
        self.composer.moveCursor(QTextCursor.MoveOperation.End)
        self.composer.setFocus()
        self.status.setText("Edit the example if you like, then press Enter to send it.")

    def _welcome_action(self, action: str) -> None:
        if action == MODELS_ACTION:
            self.models_requested.emit()

    def _deleted(self, conversation_id: str) -> None:
        if conversation_id == self.conversation_id and not self.busy:
            self.new_conversation()

    async def name_conversation(self, conversation_id: str) -> str | None:
        """A new conversation's title, by the local model (else its first words stay)."""
        title = await auto_title(self.companion, conversation_id)
        if title is not None:
            await self.conversations.refresh()
        return title

    async def open_conversation(self, conversation_id: str) -> None:
        if self.busy:
            self.status.setText("An answer is still coming: stop it (Esc) to switch.")
            return
        shown = await load_conversation(self.companion.records, conversation_id)
        self.conversation_id = conversation_id
        self.view.clear_all()
        users = [s.text for s in shown if s.role == "user"]
        self.composer.last_message = users[-1] if users else ""
        self.conversations.select(conversation_id)
        held = await self.companion.agents.pinned(conversation_id)
        self.agent_picker.show_pinned(held.agent, held.persona)
        await self.view.show_history(shown)

    # --- turns -----------------------------------------------------------------------
    def _send_or_stop(self) -> None:
        if self.busy:
            self.stop()
        else:
            self._submit(self.composer.toPlainText())

    def _submit(self, text: str) -> None:
        if not self.busy and not text.strip() and self.attachments.files:
            self.status.setText(ASK_WHAT)
        if self.busy or not text.strip():
            return
        self._turn = spawn(self.send(text))

    def stop(self) -> None:
        """Cancels the answer in flight; what arrived stays, marked incomplete."""
        if self.busy:
            assert self._turn is not None
            self._turn.cancel()

    async def warm_up(self) -> None:
        """At start, off the GUI thread: what the first code block would load."""
        await asyncio.to_thread(markdown_render.warm_up, style=colors().pygments_style)

    async def check_worker(self) -> None:
        """Says in the status line whether the chosen worker can be reached."""
        if self.worker_id == AUTO:
            self.status.setText("Auto: answers come from a local model first.")
            return
        worker_id = self.worker_id
        status = await self.companion.availability(worker_id)
        if status.available:
            models = f" ({', '.join(status.models[:3])})" if status.models else ""
            self.status.setText(f"{worker_id} is ready{models}.")
            spec = next((s for s in self.companion.settings.workers if s.id == worker_id), None)
            if spec is not None and not spec.model and status.models:
                self.worker_picker.show_model(worker_id, status.models[0], str(spec.privacy))
        else:
            self.status.setText(status.reason)

    async def send(self, text: str) -> None:
        new = self.conversation_id is None
        self.composer.clear()
        self.composer.last_message = text
        self._set_busy(True)
        self.status.setText("Thinking…")
        session = TurnSession(self.companion, self.view)
        agent = self.agent_picker.agent
        files = self.attachments.take()
        request = TurnRequest(
            message=text,
            # An agent answers on its own model; the worker picker is for plain turns.
            worker_id=None if agent else self.worker_id,
            conversation_id=self.conversation_id,
            agent=agent,
            persona=self.agent_picker.persona,
            workflow=self.agent_picker.workflow,
            attachments=files,
        )
        outcome: TurnEvent | None = None
        try:
            outcome = await session.run(request, self._follow(session))
        except asyncio.CancelledError:
            self.status.setText("Stopped. The partial answer is kept and marked.")
        finally:
            self._set_busy(False)
            self._ended(outcome, text)
            if isinstance(outcome, TurnFailed) and not self.attachments.files:
                self.attachments.put_back(files)  # with the text: resend with Enter
        spawn(self.conversations.refresh())
        if new and self.auto_title and isinstance(outcome, TurnFinished):
            self.titling = spawn(self.name_conversation(outcome.conversation_id))
        if isinstance(outcome, TurnFailed) and outcome.reason == "too_large":
            # After this turn has ended, so that "keep it local" can start the next one.
            spawn(self.offer_fit(text, session.badge.worker_id or self.worker_id, outcome.error))

    async def offer_fit(self, text: str, worker_id: str, sentence: str) -> str:
        """Trim the message to fit the worker, or send it to a local worker instead."""
        local = local_worker(self.companion)
        box = FitOffer(sentence, local is not None and local != worker_id, self)
        self.fit_box = box  # for tests
        await await_dialog(box)
        choice = box.choice()
        if choice == TRIM:
            self.composer.setPlainText(await fit_text(self.companion, worker_id, text))
            self.status.setText(f"Trimmed to fit {worker_id}: read it, then press Enter to send.")
            self.composer.setFocus()
        elif choice == LOCAL and local is not None:
            self.worker_picker.setCurrentIndex(self.worker_picker.findData(local))
            self._submit(text)
        return choice

    def _follow(self, session: TurnSession) -> Listener:
        """Follows the conversation the turn creates, so the next message continues it."""

        def listener(_event: TurnEvent) -> None:
            self.conversation_id = session.conversation_id or self.conversation_id
            self.conversations.current = self.conversation_id

        return listener

    def _ended(self, outcome: TurnEvent | None, text: str) -> None:
        if isinstance(outcome, TurnFinished):
            self.status.setText(f"Answered by {outcome.worker_id}.")
        elif isinstance(outcome, TurnFailed):
            self.status.setText(outcome.error)
            if not self.composer.toPlainText():
                self.composer.setPlainText(text)  # nothing typed is lost: resend with Enter
        self.turn_ended.emit(outcome)

    # --- privacy and links -----------------------------------------------------------
    def show_privacy(self, badge: Badge) -> PrivacyDialog:
        dialog = PrivacyDialog(badge, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        spawn(dialog.load(self.companion.records))
        return dialog

    async def confirm_link(self, url: QUrl) -> bool:
        """Opens an outside link only after the person has seen where it goes."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "ARES — open link?",
            f"Open this link in your browser?\n\n{url.toString()}",
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        self.link_box = box
        await await_dialog(box)
        if box.clickedButton() is not box.button(QMessageBox.StandardButton.Open):
            return False
        self.open_url(url)
        return True

    def changeEvent(self, event: QEvent) -> None:
        # The system's font (or its scaling) changed: rich text carries sizes taken from
        # the old font, so it is drawn again in the new one.
        if event.type() in (QEvent.Type.ApplicationFontChange, QEvent.Type.FontChange):
            self.view.rerender()
        super().changeEvent(event)

    # --- closing ---------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self.keep_in_tray:
            event.ignore()
            self.hide()
            self.closed_to_tray.emit()
        else:
            event.accept()
            self.quit_requested.emit()
