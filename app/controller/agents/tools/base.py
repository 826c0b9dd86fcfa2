"""What a tool is: a name, a JSON schema for its arguments, an optional approval gate,
and ``run``. A tool runs on this device with the person's real values (placeholders
already restored); what it returns is classified by the loop before any model sees it.

Errors a tool reports to the model (never raised past the loop)::

    ToolFailure(code, message)
     ├── code "tool_unknown"       no tool of that name
     ├── code "tool_forbidden"     the agent or persona does not allow it
     ├── code "invalid_arguments"  the arguments do not fit the schema
     ├── code "approval_denied"    the person said no (or nobody could be asked)
     ├── code "egress_refused"     what it would send out is not allowed to leave
     └── code "tool_failed"        it ran and failed (the message says how)
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from app.controller.consent import Approval as Approval  # the question, asked through consent
from memory import AsyncMemoryStore
from workers import ToolSpec


class ToolFailure(Exception):
    """A result the model receives as ``{"error": code, "tool": name, "message": …}``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message

    def result(self, tool: str) -> dict[str, Any]:
        return {"error": self.code, "tool": tool, "message": self.message}


class Args(BaseModel):
    """Arguments of a tool; unknown keys are refused so a typo is not silently ignored."""

    model_config = ConfigDict(extra="forbid")


# Sends ``body`` to ``destination`` through the egress (classified, ledgered) and
# raises ToolFailure("egress_refused") when it may not leave.
Release = Callable[[str, str, bytes, str], Awaitable[None]]


@dataclass
class ToolContext:
    """What a running tool may use: memory, the folders granted, the way out."""

    memory: AsyncMemoryStore
    read_roots: list[Path] = field(default_factory=list)
    release: Release | None = None
    conversation_id: str | None = None
    turn_id: str | None = None
    cwd: Path | None = None
    command_timeout: float = 60.0  # seconds; config.toml's [tools] command_timeout


class Tool:
    """A built-in tool. Subclasses set the class variables and implement ``run``."""

    name: str
    description: str
    arguments: type[Args]
    read_only: bool = True

    def spec(self) -> ToolSpec:
        return ToolSpec(
            name=self.name, description=self.description, parameters=schema(self.arguments)
        )

    def parse(self, raw: dict[str, Any]) -> Args:
        try:
            return self.arguments.model_validate(raw)
        except ValueError as exc:
            raise ToolFailure("invalid_arguments", _first_error(exc)) from None

    def approval(self, args: Any, ctx: ToolContext) -> Approval | None:
        """The question to ask before running, or None when no approval is needed."""
        return None

    async def run(self, args: Any, ctx: ToolContext) -> Any:
        raise NotImplementedError


def schema(model: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema providers expect: pydantic's, without its titles."""
    raw = model.model_json_schema()

    def clean(node: Any) -> Any:
        if isinstance(node, dict):
            return {k: clean(v) for k, v in node.items() if k != "title"}
        if isinstance(node, list):
            return [clean(v) for v in node]
        return node

    cleaned: dict[str, Any] = clean(raw)
    cleaned.setdefault("properties", {})
    return cleaned


def _first_error(exc: ValueError) -> str:
    errors = getattr(exc, "errors", None)
    if callable(errors):
        err = errors(include_url=False, include_input=False)[0]
        where = ".".join(str(p) for p in err["loc"]) or "arguments"
        return f"{where}: {err['msg']}"
    return str(exc)
