"""Which agent answers in this conversation, and under which persona: "no agent" (a
plain turn), an agent (its pinned or default persona), one of its personas, or a
workflow (agents.toml's ``[workflows]``: the message runs through it)."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from app.controller.agents.runtime import AgentChoice

SEP = "\x1f"  # between agent and persona in item data: neither name holds it
WORKFLOW = "\x1e"  # item data of a workflow: this, then its name


class AgentPicker(QComboBox):
    def __init__(self, choices: list[AgentChoice], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTip("Which agent answers, and as which persona (kept per conversation).")
        self.setAccessibleName("Agent")
        self.reload(choices)

    def reload(self, choices: list[AgentChoice]) -> None:
        keep = self.currentData()
        self.blockSignals(True)
        self.clear()
        self.addItem("No agent", "")
        for choice in choices:
            key = (
                WORKFLOW + choice.workflow
                if choice.workflow
                else _key(choice.agent, choice.persona)
            )
            self.addItem(choice.label, key)
        index = self.findData(keep) if keep else -1
        self.setCurrentIndex(max(index, 0))
        self.blockSignals(False)

    def show_pinned(self, agent: str | None, persona: str | None) -> None:
        """The conversation's pinned agent and persona (or the agent alone)."""
        index = self.findData(_key(agent, persona)) if agent else 0
        if index < 0:
            index = self.findData(_key(agent, None))
        self.setCurrentIndex(max(index, 0))

    @property
    def workflow(self) -> str | None:
        data = str(self.currentData() or "")
        return data.removeprefix(WORKFLOW) if data.startswith(WORKFLOW) else None

    @property
    def agent(self) -> str | None:
        if self.workflow:
            return None
        agent = str(self.currentData() or "").partition(SEP)[0]
        return agent or None

    @property
    def persona(self) -> str | None:
        if self.workflow:
            return None
        persona = str(self.currentData() or "").partition(SEP)[2]
        return persona or None


def _key(agent: str | None, persona: str | None) -> str:
    """Item data as text: Qt compares strings in ``findData``, not Python tuples."""
    return f"{agent or ''}{SEP}{persona or ''}"
