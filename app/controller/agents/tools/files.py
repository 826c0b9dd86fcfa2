"""``read_file``, ``list_dir``, ``write_file`` and ``delete_file``: only under the folders
the person granted in config.toml (``[tools] read_roots``), symlinks resolved first so
a link cannot lead out. Writing and deleting also ask the person every time."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pydantic import Field

from app.controller.agents.tools.base import Approval, Args, Tool, ToolContext, ToolFailure

MAX_READ = 64 * 1024  # bytes of a file handed back
MAX_ENTRIES = 500
PREVIEW = 2000  # characters of what would be written, shown in the approval


def granted(path: str, ctx: ToolContext) -> Path:
    """The resolved path, if it lies under a granted folder; else ``tool_forbidden``."""
    if not ctx.read_roots:
        raise ToolFailure(
            "tool_forbidden", "No folder is granted: add one to [tools] read_roots in config.toml."
        )
    target = Path(os.path.expanduser(path))
    if not target.is_absolute():
        target = ctx.read_roots[0] / target
    resolved = target.resolve()
    for root in ctx.read_roots:
        if resolved.is_relative_to(root.expanduser().resolve()):
            return resolved
    raise ToolFailure("tool_forbidden", f"{path} is outside the folders granted to tools.")


@contextmanager
def reporting(path: str) -> Iterator[None]:
    """An OS error becomes ``tool_failed`` naming the path as the model gave it."""
    try:
        yield
    except OSError as exc:
        raise ToolFailure("tool_failed", f"{path}: {exc.strerror}") from None


class PathArgs(Args):
    path: str = Field(min_length=1, description="absolute, or relative to the first granted folder")


class ReadFile(Tool):
    name = "read_file"
    description = "Read a text file from a folder the person granted."
    arguments = PathArgs

    async def run(self, args: PathArgs, ctx: ToolContext) -> Any:
        path = granted(args.path, ctx)
        with reporting(args.path), path.open("rb") as handle:
            data = handle.read(MAX_READ + 1)
        return {
            "path": str(path),
            "text": data[:MAX_READ].decode("utf-8", "replace"),
            "truncated": len(data) > MAX_READ,
        }


class ListDir(Tool):
    name = "list_dir"
    description = "List a folder the person granted: names, kinds and sizes."
    arguments = PathArgs

    async def run(self, args: PathArgs, ctx: ToolContext) -> Any:
        path = granted(args.path, ctx)
        with reporting(args.path):
            entries = sorted(path.iterdir(), key=lambda p: p.name)
        listed = []
        for entry in entries[:MAX_ENTRIES]:
            kind = "dir" if entry.is_dir() else "file"
            size = entry.stat().st_size if kind == "file" else None
            listed.append({"name": entry.name, "kind": kind, "size": size})
        return {"path": str(path), "entries": listed, "truncated": len(entries) > MAX_ENTRIES}


class WriteArgs(PathArgs):
    content: str = Field(description="the whole new content of the file")


class WriteFile(Tool):
    name = "write_file"
    description = "Write a text file in a folder the person granted (asks the person first)."
    arguments = WriteArgs
    read_only = False

    def approval(self, args: WriteArgs, ctx: ToolContext) -> Approval:
        return Approval(
            tool=self.name,
            action="write",
            subject=str(granted(args.path, ctx)),
            detail=args.content[:PREVIEW],
        )

    async def run(self, args: WriteArgs, ctx: ToolContext) -> Any:
        path = granted(args.path, ctx)
        with reporting(args.path):
            path.write_text(args.content, encoding="utf-8")
        return {"path": str(path), "written": len(args.content.encode())}


class DeleteFile(Tool):
    name = "delete_file"
    description = "Delete a file in a folder the person granted (asks the person first)."
    arguments = PathArgs
    read_only = False

    def approval(self, args: PathArgs, ctx: ToolContext) -> Approval:
        return Approval(tool=self.name, action="delete", subject=str(granted(args.path, ctx)))

    async def run(self, args: PathArgs, ctx: ToolContext) -> Any:
        path = granted(args.path, ctx)
        with reporting(args.path):
            path.unlink()
        return {"path": str(path), "deleted": True}
