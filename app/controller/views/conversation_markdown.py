"""A conversation as Markdown, for the person to keep or share: its title, then each
message under a heading naming who wrote it (and the worker) and when.

Exported as stored — decrypted, with the person's own words, not the placeholders a
cloud worker saw: this is the person's copy, written where they choose.
"""

from __future__ import annotations

from app.controller.views.conversations import ConversationItem, MessageItem

AUTHORS = {"user": "You", "assistant": "ARES", "system": "System", "tool": "Tool"}


def to_markdown(conversation: ConversationItem, messages: list[MessageItem]) -> str:
    title = conversation.title.strip() or "Untitled conversation"
    started = conversation.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
    lines = [f"# {_one_line(title)}", "", f"_Started {started}; exported from ARES._", ""]
    for message in messages:
        author = AUTHORS.get(message.role, message.role)
        if message.role == "assistant" and message.worker:
            author += f" ({message.worker})"
        at = message.created_at.astimezone().strftime("%Y-%m-%d %H:%M")
        lines += [f"## {author} — {at}", ""]
        if message.error is not None:
            lines.append(f"_(this message could not be read: {message.error})_")
        else:
            lines.append(message.text.rstrip())
        if message.attachments:
            names = ", ".join(a.name for a in message.attachments)
            lines += ["", f"_(attached: {_one_line(names)})_"]
        if message.state == "interrupted":
            lines += ["", "_(stopped: this answer is incomplete)_"]
        lines.append("")
    return "\n".join(lines)


def _one_line(text: str) -> str:
    return " ".join(text.split())
