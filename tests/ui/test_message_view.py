"""The message view by itself: progressive Markdown while streaming, code fences kept
whole, the final rendering, and no resource ever loaded."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from pytestqt.qtbot import QtBot

from app.ui.markdown_render import settled_end, split
from app.ui.message_view import MessageView, Shown
from app.ui.privacy_badge import Badge


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


def test_a_long_history_is_shown_in_batches_and_can_be_abandoned(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop
) -> None:
    view = MessageView()
    qtbot.addWidget(view)
    history = [Shown("user", f"message {n}") for n in range(100)]

    async def scenario() -> tuple[int, int]:
        showing = asyncio.ensure_future(view.show_history(history))
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        partway = len(view.shown)
        view.clear_all()  # another conversation was chosen
        await showing
        return partway, len(view.shown)

    partway, after = qloop.run_until_complete(scenario())
    assert 0 < partway < 100 and after == 0
    qloop.run_until_complete(view.show_history(history))
    assert len(view.shown) == 100 and view.toPlainText().endswith("message 99")
