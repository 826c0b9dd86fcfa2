"""The empty conversation: what ARES is, what stays on this device, the local model's
state (with a way to get one when there is none) and a few prompts to start from."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QTextBlockFormat, QTextCharFormat, QTextCursor

from app.controller.companion import Companion
from app.ui.message_cards import LINE_HEIGHT, PROPORTIONAL, insert_card, muted
from app.ui.theme import Colors

TITLE = "ARES — a private assistant that works on this device first"
STAYS = (
    "Your conversations and memory are stored here, encrypted. Answers come from a "
    "local model when there is one. Before anything goes to a cloud worker ARES checks "
    "it: personal details are replaced or asked about, secrets never leave, and every "
    "byte that does leave is written in the disclosure ledger (View → Disclosure ledger)."
)
PROMPTS = (
    "Explain what a Python decorator is, with a short example",
    "Draft a friendly reply declining a meeting next Tuesday",
    "Summarise the pros and cons of a standing desk in five bullet points",
    "What do you keep on this device, and what can leave it?",
)
MODELS_ACTION = "models"  # ares:do/models: where a model is installed (Settings → Models)


async def local_model_line(companion: Companion) -> tuple[str, bool]:
    """The welcome's line on the local model, and whether one is still needed."""
    spec = next((s for s in companion.settings.workers if s.privacy == "local_only"), None)
    if spec is None:
        return "No local model is set up yet, so answers would have to come from the cloud.", True
    status = await companion.availability(spec.id)
    if status.available and (spec.model or status.models):
        model = spec.model or status.models[0]
        return f"Local model ready: {model} ({spec.id}). Answers stay on this device.", False
    if status.available:
        return f"{spec.id} is running but has no model yet.", True
    return f"No local model reachable: {status.reason}", True


def insert_welcome(
    cursor: QTextCursor, colors: Colors, model_line: str, needs_model: bool
) -> dict[str, str]:
    """Renders the welcome at ``cursor``; returns its prompt links (path → prompt)."""
    _frame, inside = insert_card(cursor, "welcome", colors)
    title = QTextCharFormat()
    title.setFontWeight(QFont.Weight.Bold)
    title.setFontPointSize(max(QFont().pointSizeF(), 9) * 1.35)
    inside.insertText(TITLE, title)
    _paragraph(inside, 10)
    inside.insertText(STAYS)
    _paragraph(inside, 10)
    state = QTextCharFormat()
    state.setForeground(QColor(colors.warn if needs_model else colors.muted))
    inside.insertText(model_line, state)
    if needs_model:
        inside.insertText("   ")
        inside.insertText("Get a model…", _link(colors, f"ares:do/{MODELS_ACTION}"))
    _paragraph(inside, 14)
    inside.insertText("Try one of these:", muted(colors))
    links = {}
    for number, prompt in enumerate(PROMPTS, 1):
        _paragraph(inside, 4)
        path = f"prompt/{number}"
        inside.insertText("→ ", muted(colors))
        inside.insertText(prompt, _link(colors, f"ares:{path}"))
        links[path] = prompt
    return links


def _paragraph(cursor: QTextCursor, space_above: int) -> None:
    fmt = QTextBlockFormat()
    fmt.setTopMargin(space_above)
    fmt.setLineHeight(LINE_HEIGHT, PROPORTIONAL)
    cursor.insertBlock(fmt, QTextCharFormat())


def _link(colors: Colors, href: str) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setAnchor(True)
    fmt.setAnchorHref(href)
    fmt.setForeground(QColor(colors.accent))
    return fmt
