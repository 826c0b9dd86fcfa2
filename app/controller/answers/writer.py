"""Saves a streamed answer as it arrives, so a crash or a cancel keeps what came."""

from __future__ import annotations

import time

from memory import AsyncMemoryStore, RanAs

SAVE_EVERY_SECONDS = 0.25  # streamed text is committed at least this often


class AnswerWriter:
    """The answer row is created with the first text, so a failed call leaves none."""

    def __init__(
        self,
        memory: AsyncMemoryStore,
        conversation_id: str,
        worker_id: str,
        *,
        ran_as: RanAs | None = None,
    ) -> None:
        self.memory = memory
        self.ran_as = ran_as
        self.conversation_id = conversation_id
        self.worker_id = worker_id
        self.text = ""
        self._pending = ""
        self._message_id: int | None = None
        self._saved_at = 0.0

    @property
    def started(self) -> bool:
        return self._message_id is not None

    async def add(self, text: str) -> None:
        self.text += text
        self._pending += text
        if self._message_id is None:
            row = await self.memory.add_message(
                self.conversation_id,
                "assistant",
                self._pending,
                worker=self.worker_id,
                state="streaming",
                ran_as=self.ran_as,
            )
            self._message_id, self._pending = row.id, ""
            self._saved_at = time.monotonic()
        elif time.monotonic() - self._saved_at >= SAVE_EVERY_SECONDS:
            await self._save()

    async def _save(self) -> None:
        if self._message_id is not None and self._pending:
            await self.memory.append_to_message(self._message_id, self._pending)
            self._pending = ""
            self._saved_at = time.monotonic()

    async def close(self, state: str) -> int:
        if self._message_id is None:
            row = await self.memory.add_message(
                self.conversation_id,
                "assistant",
                self.text,
                worker=self.worker_id,
                state=state,
                ran_as=self.ran_as,
            )
            self._message_id = row.id
        else:
            await self.memory.finish_message(self._message_id, state=state, text=self.text)
        return self._message_id
