"""The message view by itself: progressive Markdown while streaming, code fences kept
whole, the final rendering, and no resource ever loaded."""

from __future__ import annotations

import asyncio
from datetime import UTC, date, datetime

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextCursor, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.ui.markdown_render import settled_end, split
from app.ui.message_cards import cards
from app.ui.message_render import Shown
from app.ui.message_view import PAGE, MessageView
from app.ui.privacy_badge import Badge
from tests.ui.helpers import click_anchor, wait_for


def stream(view: MessageView, *chunks: str) -> list[str]:
    """Feeds chunks one frame each; the view's text after each."""
    seen = []
    for chunk in chunks:
        view.add_chunk(chunk)
        view.flush()
        seen.append(view.toPlainText())
    return seen


def test_finished_paragraphs_render_while_the_answer_streams(qtbot: QtBot) -> None:
    view = MessageView()
    qtbot.addWidget(view)
    view.begin_answer("local, on this device")
    seen = stream(
        view,
        "First **bold** para.",
        "\n\n```python\nx = 1\n\n",
        "y = 2\n```\n\nTail *end",
        "*",
    )
    assert "**bold**" in seen[0]  # an unfinished paragraph stays plain
    assert "First bold para." in seen[1] and "**" not in seen[1].split("```")[0]
    assert "```python" in seen[1]  # an open fence is not cut at its blank line
    assert "```" not in seen[2] and "x = 1\n\ny = 2" in seen[2] and "Tail *end" in seen[2]
    view.end_answer(None, "complete", Badge(turn_id="t1", worker_id="local", data_location="local"))
    final = view.toPlainText()
    assert final.endswith("Privacy: stayed on this device (local) · nothing left it")
    assert "Tail end" in final and "*" not in final
    assert list(view.blocks.code.values()) == ["x = 1\n\ny = 2"]
    assert not view.streaming


def test_an_answer_that_differs_from_its_chunks_is_rendered_whole(qtbot: QtBot) -> None:
    view = MessageView()
    qtbot.addWidget(view)
    view.begin_answer("")
    stream(view, "One.\n\nTwo")
    view.end_answer("Corrected answer.", "complete", None)
    assert view.toPlainText().endswith("Corrected answer.")
    assert "One." not in view.toPlainText()


def test_no_resource_is_loaded(qtbot: QtBot) -> None:
    view = MessageView()
    qtbot.addWidget(view)
    url = QUrl("http://127.0.0.1:9/pixel.png")
    assert view.loadResource(int(QTextDocument.ResourceType.ImageResource), url) is None
    assert view.blocked_resources == ["http://127.0.0.1:9/pixel.png"]


def test_settled_end_and_split() -> None:
    assert settled_end("a\n\nb", 0) == 3
    assert settled_end("```\nx\n\ny", 0) == 0
    assert settled_end("p\n\n```\nx\n```\n\nq", 0) == len("p\n\n```\nx\n```\n\n")
    assert split("t\n```sh\nls\n```\nu") == [
        ("prose", "", "t\n"),
        ("code", "sh", "ls"),
        ("prose", "", "u"),
    ]


def test_a_long_history_shows_its_end_and_earlier_messages_on_request(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop
) -> None:
    view = MessageView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    history = [Shown("user", f"message {n}") for n in range(100)]
    qloop.run_until_complete(view.show_history(history))
    text = view.toPlainText()
    assert text.startswith(f"↑ Show {100 - PAGE} earlier messages")
    assert text.endswith("message 99") and f"message {100 - PAGE}\n" in text
    assert f"message {99 - PAGE}\n" not in text
    bar = view.verticalScrollBar()
    assert bar.value() == bar.maximum()  # the newest message is in sight

    click_anchor(qtbot, view, "ares:earlier")
    qloop.run_until_complete(wait_for(lambda: len(view.shown) >= 2 * PAGE))
    text = view.toPlainText()
    assert text.startswith(f"↑ Show {100 - len(view.shown)} earlier messages")
    numbers = [int(line.split()[-1]) for line in text.splitlines() if line.startswith("message")]
    assert numbers == list(range(100 - len(view.shown), 100))  # in order, none twice

    async def scroll_to_the_start() -> None:
        while view.earlier:  # scrolling to the top shows the next page by itself
            bar.setValue(bar.minimum())
            await asyncio.sleep(0.02)

    qloop.run_until_complete(asyncio.wait_for(scroll_to_the_start(), 10))
    text = view.toPlainText()
    assert text.startswith("You") and "earlier" not in text
    numbers = [int(line.split()[-1]) for line in text.splitlines() if line.startswith("message")]
    assert numbers == list(range(100))


def test_a_history_still_being_shown_stops_for_another_conversation(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop
) -> None:
    view = MessageView()
    qtbot.addWidget(view)
    history = [Shown("assistant", ("A paragraph of an answer. " * 40 + "\n\n") * 8)] * 30

    async def scenario() -> tuple[int, int]:
        showing = asyncio.ensure_future(view.show_history(history))
        await asyncio.sleep(0)
        partway = len(view.shown) + view.document().blockCount()
        view.clear_all()  # another conversation was chosen
        await showing
        return partway, len(view.shown)

    partway, after = qloop.run_until_complete(scenario())
    assert partway > 0 and after == 0 and view.toPlainText() == ""


def test_each_message_is_a_card_naming_author_worker_and_time(qtbot: QtBot) -> None:
    view = MessageView()
    qtbot.addWidget(view)
    view.resize(700, 500)
    view.show()
    at = datetime.now(UTC).replace(hour=9, minute=5)
    view.show_message(Shown("user", "Which port?", at=at))
    view.show_message(
        Shown("assistant", "Use this:\n\n```bash\nss -ltn\n```\n", note="local", at=at)
    )
    local = at.astimezone().strftime("%H:%M") if at.astimezone().date() == date.today() else ""
    lines = view.toPlainText().splitlines()
    assert lines[0].startswith("You") and local in lines[0]
    assert lines[3].startswith("ARES") and "local" in lines[3] and local in lines[3]
    assert "bash   Copy" in lines and "ss -ltn" in lines
    kinds = [role for role, _ in cards(view.document().rootFrame())]
    assert kinds == ["user", "assistant"]
    user, answer = (frame.frameFormat() for _, frame in cards(view.document().rootFrame()))
    assert user.leftMargin() > answer.leftMargin()  # the person's own words sit apart
    assert user.background().color() != answer.background().color()
    click_anchor(qtbot, view, "ares:copy/1")
    assert QApplication.clipboard().text() == "ss -ltn"


def test_a_streamed_answer_takes_its_card_when_it_ends(qtbot: QtBot) -> None:
    view = MessageView()
    qtbot.addWidget(view)
    view.show_message(Shown("user", "Show me ls"))
    view.begin_answer("local")
    stream(view, "Run this:\n\n", "```sh\nls -l\n```\n\nDone.")
    assert [role for role, _ in cards(view.document().rootFrame())] == ["user"]
    view.end_answer(None, "complete", Badge(turn_id="t2", worker_id="local", data_location="local"))
    (first, _), (role, answer) = cards(view.document().rootFrame())
    assert (first, role) == ("user", "assistant")
    cursor = answer.firstCursorPosition()
    cursor.setPosition(answer.lastPosition(), QTextCursor.MoveMode.KeepAnchor)
    inside = cursor.selection().toPlainText()
    assert inside.startswith("ARES") and "ls -l" in inside and "Done." in inside
    assert "Privacy: stayed on this device (local)" in inside  # the footer, in the card
    assert list(view.blocks.code.values()) == ["ls -l"]  # one block, numbered once
    assert view.toPlainText().endswith("nothing left it")
