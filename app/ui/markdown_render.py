"""Markdown into a QTextDocument at a cursor, with highlighted code blocks.

Prose goes through Qt's own Markdown importer (GitHub dialect, raw HTML off, so an
answer cannot smuggle markup in); fenced code is highlighted token by token with
Pygments when it is installed, plain otherwise. Each code block gets a "Copy" link
whose ``ares:copy/N`` address the view resolves from ``CodeBlocks``.
"""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFrameFormat,
)

from app.ui.theme import Colors

FENCE = re.compile(
    r"^(?P<fence>`{3,}|~{3,})[ \t]*(?P<lang>[\w+#.\-]*)[^\n]*\n(?P<code>.*?)"
    r"(?:^(?P=fence)[ \t]*$\n?|\Z)",
    re.M | re.S,
)
FENCE_LINE = re.compile(r"^(?:`{3,}|~{3,})", re.M)
FEATURES = (
    QTextDocument.MarkdownFeature.MarkdownDialectGitHub
    | QTextDocument.MarkdownFeature.MarkdownNoHTML
)


@dataclass
class CodeBlocks:
    """The code of every block shown, by the number in its copy link."""

    code: dict[int, str] = field(default_factory=dict)

    def add(self, text: str) -> int:
        number = len(self.code) + 1
        self.code[number] = text
        return number


def split(markdown: str) -> list[tuple[str, str, str]]:
    """``(kind, language, text)`` parts, kind being "prose" or "code"."""
    parts: list[tuple[str, str, str]] = []
    at = 0
    for match in FENCE.finditer(markdown):
        if match.start() > at:
            parts.append(("prose", "", markdown[at : match.start()]))
        parts.append(("code", match["lang"] or "", match["code"].rstrip("\n")))
        at = match.end()
    if at < len(markdown):
        parts.append(("prose", "", markdown[at:]))
    return parts


def settled_end(text: str, start: int) -> int:
    """Where the finished paragraphs of ``text[start:]`` end: after the last blank line
    that is not inside a code fence (``start`` when there is none). While an answer
    streams, what lies before it will not change and can be rendered already."""
    end = text.rfind("\n\n", start)
    while end > start:
        if len(FENCE_LINE.findall(text, start, end)) % 2 == 0:
            return end + 2
        end = text.rfind("\n\n", start, end)
    return start


def plain_block(cursor: QTextCursor, first: bool = False) -> None:
    """Starts a fresh paragraph so formats of what came before do not leak in."""
    if first:
        cursor.setBlockFormat(QTextBlockFormat())
        cursor.setCharFormat(QTextCharFormat())
    else:
        cursor.insertBlock(QTextBlockFormat(), QTextCharFormat())


def insert_markdown(cursor: QTextCursor, markdown: str, colors: Colors, blocks: CodeBlocks) -> None:
    for kind, language, text in split(markdown):
        if kind == "code":
            insert_code(cursor, text, language, colors, blocks)
        elif text.strip():
            # Right after a code block the cursor is in the empty paragraph that follows
            # its frame: use it, rather than leave a blank line.
            plain_block(cursor, first=cursor.block().length() == 1 and cursor.atBlockStart())
            cursor.insertMarkdown(text.strip("\n"), FEATURES)


def insert_code(
    cursor: QTextCursor, code: str, language: str, colors: Colors, blocks: CodeBlocks
) -> None:
    """A framed block: the language and a Copy link on top, then the code; ``cursor``
    ends after the frame."""
    number = blocks.add(code)
    plain_block(cursor)
    frame_format = QTextFrameFormat()
    frame_format.setBackground(QColor(colors.code_bg))
    frame_format.setBorder(1)
    frame_format.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
    frame_format.setBorderBrush(QColor(colors.border))
    frame_format.setPadding(6)
    frame_format.setTopMargin(4)
    frame_format.setBottomMargin(4)
    frame = cursor.insertFrame(frame_format)
    inside = frame.firstCursorPosition()
    label = QTextCharFormat()
    label.setForeground(QColor(colors.muted))
    label.setFontWeight(QFont.Weight.DemiBold)
    inside.insertText(f"{language or 'code'}   ", label)
    link = QTextCharFormat()
    link.setAnchor(True)
    link.setAnchorHref(f"ares:copy/{number}")
    link.setForeground(QColor(colors.accent))
    link.setToolTip("Copy this code to the clipboard")
    inside.insertText("Copy", link)
    block = QTextBlockFormat()
    block.setNonBreakableLines(True)
    for n, line in enumerate(_highlight(code, language, colors.pygments_style)):
        inside.insertBlock(block, QTextCharFormat())
        if n == 0:
            inside.block().setUserState(1)
        for text, fmt in line:
            inside.insertText(text, fmt)
    cursor.setPosition(frame.lastPosition() + 1)


def warm_up(
    languages: tuple[str, ...] = ("python", "bash", "json"), style: str = "default"
) -> None:
    """Loads Pygments' lexers and style ahead of the first code block (the first lookup
    imports modules: a tenth of a second or more, a visible stall if it happened while
    a conversation opens). Run it off the GUI thread."""
    for language in languages:
        _lexer(language)
    with contextlib.suppress(ImportError):
        _style(style)


def mono_font() -> QFont:
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)


def _highlight(code: str, language: str, style: str) -> list[list[tuple[str, QTextCharFormat]]]:
    """The code as lines of (text, format) runs."""
    lines: list[list[tuple[str, QTextCharFormat]]] = [[]]
    for text, fmt in _tokens(code, language, style):
        pieces = text.split("\n")
        for n, piece in enumerate(pieces):
            if n:
                lines.append([])
            if piece:
                lines[-1].append((piece, fmt))
    if lines and not lines[-1] and len(lines) > 1:
        lines.pop()
    return lines


def _tokens(code: str, language: str, style: str) -> list[tuple[str, QTextCharFormat]]:
    lexer = _lexer(language)
    if lexer is None:
        return [(code, _format(None))]
    styles = _style(style)
    return [(text, _format(_color(styles, kind))) for kind, text in lexer.get_tokens(code)]


def _color(styles: dict[str, str], kind: Any) -> str | None:
    """A token's colour, inherited from its parent type as Pygments does."""
    while kind is not None:
        color = styles.get(str(kind))
        if color:
            return color
        kind = kind.parent
    return None


@cache
def _format(color: str | None) -> QTextCharFormat:
    fmt = QTextCharFormat()
    fmt.setFont(mono_font())
    if color:
        fmt.setForeground(QColor(f"#{color}"))
    return fmt


@cache
def _lexer(language: str) -> Any:
    if not language:
        return None
    try:  # Pygments is optional: without it code is shown plain.
        from pygments.lexers import get_lexer_by_name
        from pygments.util import ClassNotFound
    except ImportError:
        return None
    try:
        return get_lexer_by_name(language, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None


@cache
def _style(name: str) -> dict[str, str]:
    from pygments.styles import get_style_by_name

    style = get_style_by_name(name)
    return {str(kind): spec["color"] for kind, spec in style if spec["color"]}
