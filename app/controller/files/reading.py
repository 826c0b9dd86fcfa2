"""Reading a file the person attaches: UTF-8 text (plain, Markdown, code) or a PDF's
text (through pypdf), with a refusal written for the person for anything else.

Errors (each message names the file and says what to do; nothing is read half)::

    FileRefused  (reason says which)
     ├── unreadable  — missing, a folder, no permission
     ├── too_large   — over MAX_BYTES, or over MAX_CHARS of text
     ├── not_text    — binary, or not UTF-8
     ├── no_text     — a PDF without a text layer (a scan) or an empty file
     ├── locked      — a PDF that needs a password
     └── damaged     — a PDF pypdf cannot parse
"""

from __future__ import annotations

import io
import mimetypes
import warnings
from pathlib import Path
from typing import Literal

from memory import AttachmentIn

MAX_BYTES = 20_000_000  # what may be attached at all: a long PDF, not a disk image
MAX_CHARS = 2_000_000  # the text it holds: ~500k tokens, far past any context
PAGE_BREAK = "\f"  # between a PDF's pages, so an excerpt can count them
Reason = Literal["unreadable", "too_large", "not_text", "no_text", "locked", "damaged"]
KINDS = "text, Markdown, code and PDF files"


class FileRefused(Exception):
    """The file cannot be attached; the message says why and what to do."""

    def __init__(self, message: str, reason: Reason) -> None:
        super().__init__(message)
        self.reason: Reason = reason


def read_file(path: Path) -> AttachmentIn:
    """The file's name and text. Raises ``FileRefused``."""
    name = path.name
    try:
        size = path.stat().st_size
        if not path.is_file():
            raise FileRefused(f"{name} is not a file, so it cannot be attached.", "unreadable")
        if size > MAX_BYTES:
            raise FileRefused(
                f"{name} is {size / 1_000_000:.1f} MB; ARES attaches files up to "
                f"{MAX_BYTES // 1_000_000} MB. Attach a smaller part of it.",
                "too_large",
            )
        data = path.read_bytes()
    except OSError as exc:
        why = exc.strerror or type(exc).__name__
        raise FileRefused(f"{name} could not be read ({why}).", "unreadable") from None
    return read_bytes(name, data)


def read_bytes(name: str, data: bytes) -> AttachmentIn:
    """``data`` as an attachment named ``name``. Raises ``FileRefused``."""
    if data.startswith(b"%PDF-") or name.lower().endswith(".pdf"):
        text, pages = _pdf_text(name, data)
        media_type = "application/pdf"
    else:
        text, pages = _utf8_text(name, data), None
        media_type = mimetypes.guess_type(name)[0] or "text/plain"
        if not media_type.startswith("text/"):
            media_type = "text/plain"  # code: .py is text/x-python, .toml is unknown
    if len(text) > MAX_CHARS:
        raise FileRefused(
            f"{name} holds {len(text):,} characters of text; ARES attaches up to "
            f"{MAX_CHARS:,}. Attach a smaller part of it.",
            "too_large",
        )
    if not text.strip():
        raise FileRefused(f"{name} is empty: there is no text to attach.", "no_text")
    return AttachmentIn(
        name=name, text=text, media_type=media_type, size_bytes=len(data), pages=pages
    )


def _utf8_text(name: str, data: bytes) -> str:
    # A NUL byte is never in text a person wrote: an image, an archive, a .docx.
    if b"\x00" in data[:8192]:
        raise FileRefused(_not_text(name), "not_text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FileRefused(_not_text(name, "it is not UTF-8 text"), "not_text") from None


def _not_text(name: str, why: str = "it is a binary file") -> str:
    return f"{name} cannot be attached: {why}. ARES can attach {KINDS}."


def _pdf_text(name: str, data: bytes) -> tuple[str, int]:
    """The text of every page (pages apart by a form feed) and the page count."""
    import pypdf  # only when a PDF is attached: it is not needed to start
    from pypdf.errors import PyPdfError

    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # pypdf warns about every odd but readable file
            reader = pypdf.PdfReader(io.BytesIO(data), strict=False)
            if reader.is_encrypted and not reader.decrypt(""):
                raise FileRefused(
                    f"{name} is protected by a password. Open it, save a copy without the "
                    "password, and attach that.",
                    "locked",
                )
            pages = [page.extract_text() or "" for page in reader.pages]
    except FileRefused:
        raise
    except (PyPdfError, ValueError, KeyError, TypeError, OSError) as exc:
        raise FileRefused(
            f"{name} could not be read as a PDF ({type(exc).__name__}); it may be damaged.",
            "damaged",
        ) from None
    text = PAGE_BREAK.join(page.replace(PAGE_BREAK, "\n").replace("\x00", "") for page in pages)
    if not text.replace(PAGE_BREAK, "").strip():
        raise FileRefused(
            f"{name} has no text layer (it may be a scan), so there is nothing to attach. "
            "Run it through text recognition first, or paste the text.",
            "no_text",
        )
    return text, len(pages)
