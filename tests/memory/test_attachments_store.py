"""Files stored with their message: sealed, bound to their row, re-sealed by a key
rotation, gone with their conversation."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from memory import AttachmentIn, MemoryStore
from tests.memory.conftest import reopen
from trust import Sensitivity

PLAN = AttachmentIn(
    name="garden-plan.md",
    text="Plant the quince tree by the north wall.",
    media_type="text/markdown",
    size_bytes=41,
    sensitivity=Sensitivity.PERSONAL,
)


def _raw(db_path: Path) -> bytes:
    return b"".join(p.read_bytes() for p in db_path.parent.glob("ares.db*") if p.is_file())


def test_a_message_keeps_its_files_across_a_rekey_and_loses_them_with_it(
    store: MemoryStore, db_path: Path
) -> None:
    conv = store.create_conversation("garden")
    sent = store.add_message(conv.id, "user", "Where does it go?", attachments=[PLAN])
    store.add_message(conv.id, "assistant", "By the wall.")
    [file] = sent.attachments
    store.rekey(passphrase="a new one")
    store.close()

    again = reopen(db_path, "a new one")
    try:
        mine, answer = again.messages(conv.id)
        assert mine.attachments == [file] and answer.attachments == []
        assert (file.name, file.sensitivity) == ("garden-plan.md", Sensitivity.PERSONAL)
        assert again.attachment_text(file.id) == PLAN.text
        again.checkpoint()
        assert b"quince" not in _raw(db_path) and b"garden-plan" not in _raw(db_path)

        # A sealed text copied onto another row does not open there.
        again.add_message(conv.id, "user", "And this?", attachments=[PLAN])
        conn = sqlite3.connect(db_path)
        conn.execute(
            "UPDATE attachments SET name_sealed = "
            "(SELECT name_sealed FROM attachments WHERE id = ?) WHERE id != ?",
            (file.id, file.id),
        )
        conn.commit()
        conn.close()
        last = again.messages(conv.id)[-1]
        assert [a.name for a in last.attachments] == ["(a damaged file)"]

        again.delete_conversation(conv.id)
        conn = sqlite3.connect(db_path)
        assert conn.execute("SELECT COUNT(*) FROM attachments").fetchone()[0] == 0
        conn.close()
    finally:
        again.close()


def test_search_finds_a_message_by_what_its_file_says_before_and_after_a_rekey(
    store: MemoryStore, db_path: Path
) -> None:
    conv = store.create_conversation("garden")
    sent = store.add_message(conv.id, "user", "Keep this for spring.", attachments=[PLAN])
    store.add_message(conv.id, "assistant", "Kept.")
    [hit] = store.search("quince")
    assert hit.message_id == sent.id
    assert hit.snippet == "garden-plan.md: Plant the quince tree by the north wall."
    [by_name] = store.search("garden-plan")
    assert by_name.message_id == sent.id
    store.rekey(passphrase="a new one")
    store.close()

    again = reopen(db_path, "a new one")
    try:
        assert [h.message_id for h in again.search("quince")] == [sent.id]
        assert [h.message_id for h in again.search("spring")] == [sent.id]
    finally:
        again.close()
