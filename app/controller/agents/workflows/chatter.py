"""Slash-command lines in an agent's text: hand-on lines, and the chatter to strip.

A line whose first word is a slash command (``/delegate``, ``/tools``, ``/help`` …; a
path like ``/usr/bin`` is not one) is addressed to ARES, not to a reader. In a workflow
the entry agent hands a task on with ``/delegate AGENT ARGS`` (ARGS as the chat box's
``/delegate`` reads them: ``|`` between tasks, ``--parallel``, ``--tools``); every such
line is stripped from delegated text before it enters the parent's context, so an agent
that was delegated to can neither hand work on nor pass ARES instructions upward.
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from app.controller.agents.delegate_args import DelegateArgs, DelegateArgsError, parse

_COMMAND = re.compile(r"^\s*/[A-Za-z][\w-]*(?=\s|$)")
_HAND_ON = re.compile(r"^\s*/delegate\s+(\S+)(.*)$")


class HandOn(BaseModel):
    agent: str
    args: DelegateArgs | None = None  # None: the line could not be read
    error: str = ""
    line: str


def is_chatter(line: str) -> bool:
    return _COMMAND.match(line) is not None


def strip_chatter(text: str) -> str:
    """``text`` without its slash-command lines (and the blank edges they leave)."""
    kept = [line for line in text.splitlines() if not is_chatter(line)]
    return "\n".join(kept).strip()


def hand_ons(text: str) -> list[HandOn]:
    """Every ``/delegate AGENT ARGS`` line, in order."""
    found = []
    for line in text.splitlines():
        match = _HAND_ON.match(line)
        if match is None:
            continue
        agent, rest = match.group(1), match.group(2)
        try:
            found.append(HandOn(agent=agent.rstrip(":"), args=parse(rest), line=line))
        except DelegateArgsError as exc:
            found.append(HandOn(agent=agent.rstrip(":"), error=str(exc), line=line))
    return found
