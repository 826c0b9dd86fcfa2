"""Files the person attaches to a message: ``reading`` turns a file into its text (or a
refusal written for the person), ``fitting`` fits texts into a worker's context.
``AttachmentIn`` (what a read file is) is re-exported for the shells."""

from app.controller.files.reading import FileRefused, read_bytes, read_file
from memory import AttachmentIn

__all__ = ["AttachmentIn", "FileRefused", "read_bytes", "read_file"]
