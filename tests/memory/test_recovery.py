"""Crash safety with a real process: a child writes a conversation and streams an
answer into the store, and is killed with SIGKILL mid-stream. The next open marks the
answer interrupted, keeps what arrived, and the file passes PRAGMA integrity_check."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from memory import MemoryStore
from memory.sessions import sessions_dir
from tests.memory.conftest import FAST, PASSPHRASE, reopen

ROOT = Path(__file__).resolve().parents[2]

# The child: the person's message is committed before the "worker" starts; then chunks
# are appended (each committed) for as long as the child lives.
CHILD = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    import keyring
    from keyring.backends import fail
    from memory import MemoryStore, ScryptCost
    keyring.set_keyring(fail.Keyring())  # the passphrase path, like the parent
    store = MemoryStore.open(Path(sys.argv[1]), passphrase=sys.argv[2],
                             scrypt_cost=ScryptCost(n={n}))
    conv = store.create_conversation("crash test")
    store.add_message(conv.id, "user", "tell me about the boiler", sensitivity="personal")
    answer = store.add_message(conv.id, "assistant", "", worker="local", state="streaming")
    for i in range(int(sys.argv[3])):
        store.append_to_message(answer.id, f"chunk{{i}} ")
    print(conv.id, answer.id, flush=True)
    i = int(sys.argv[3])
    while True:  # keep streaming until killed
        store.append_to_message(answer.id, f"chunk{{i}} ")
        i += 1
        time.sleep(float(sys.argv[4]))
    """
).format(n=FAST.n)


def _run_child_and_kill(db_path: Path, chunks: int, pause: float) -> tuple[str, int]:
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(db_path), PASSPHRASE, str(chunks), str(pause)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout is not None
        line = child.stdout.readline()
        assert line, "the child died before streaming"
        conv_id, answer_id = line.split()
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
        if child.stdout:
            child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    return conv_id, int(answer_id)


@pytest.mark.parametrize("pause", [0.05, 0.0], ids=["between-chunks", "mid-write"])
def test_sigkill_mid_stream_is_recovered(db_path: Path, pause: float) -> None:
    conv_id, answer_id = _run_child_and_kill(db_path, chunks=3, pause=pause)
    with reopen(db_path) as store:
        assert store.recovered == [answer_id]
        assert store.integrity_check() == "ok"
        user, answer = store.messages(conv_id)
        assert (user.role, user.text, user.state) == (
            "user",
            "tell me about the boiler",
            "complete",
        )
        assert answer.state == "interrupted"
        assert answer.text.startswith("chunk0 chunk1 chunk2 ")
        # what arrived is searchable, like any finished message
        assert answer_id in [hit.message_id for hit in store.search("chunk1")]
    # the dead writer's lock file was swept; a second open finds nothing more to recover
    assert list(sessions_dir(db_path).iterdir()) == []
    with reopen(db_path) as again:
        assert again.recovered == []


def test_a_live_writer_is_not_marked_interrupted(db_path: Path) -> None:
    with MemoryStore.open(db_path, passphrase=PASSPHRASE, scrypt_cost=FAST) as writer:
        conv = writer.create_conversation()
        answer = writer.add_message(conv.id, "assistant", "so far", state="streaming")
        with reopen(db_path) as reader:
            assert reader.recovered == []
            assert reader.message(answer.id).state == "streaming"
        writer.append_to_message(answer.id, ", and more")
    # closed cleanly while still 'streaming' (the controller forgot to finish): on the
    # next open nobody holds the lock, so it is interrupted, with its text
    with reopen(db_path) as after:
        assert after.recovered == [answer.id]
        assert after.message(answer.id).text == "so far, and more"
