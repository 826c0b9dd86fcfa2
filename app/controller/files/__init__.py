"""Files the person attaches to a message: ``reading`` turns a file into its text (or a
refusal written for the person), ``fitting`` fits texts into a worker's context."""

from app.controller.files.reading import FileRefused, read_bytes, read_file

__all__ = ["FileRefused", "read_bytes", "read_file"]
