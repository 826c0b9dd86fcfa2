"""Key handling: keyring first, passphrase otherwise; a missing or wrong key is a clear
error that changes nothing; keys never reach the disk in the clear or an error text."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import keyring
import pytest

from memory import Enrichment, KeyUnavailable, MemoryStore, WrongKey
from memory.keys import SERVICE, entry_name
from tests.memory.conftest import FAST, PASSPHRASE, db_id_of, reopen


def _fingerprint(db_path: Path) -> dict[str, str]:
    """The bytes of the database and whatever WAL/SHM files exist next to it."""
    files = [db_path, *(db_path.with_name(db_path.name + s) for s in ("-wal", "-shm"))]
    return {f.name: hashlib.sha256(f.read_bytes()).hexdigest() for f in files if f.exists()}


def _seed(store: MemoryStore) -> str:
    conv = store.create_conversation("kept")
    store.add_message(conv.id, "user", "an unchanged message")
    store.close()
    return conv.id


def test_without_keyring_or_passphrase_no_file_is_created(db_path: Path) -> None:
    with pytest.raises(KeyUnavailable) as caught:
        MemoryStore.open(db_path)
    message = str(caught.value)
    assert "ARES_PASSPHRASE" in message and "keyring" in message
    assert not db_path.exists()


def test_wrong_passphrase_is_refused_and_changes_nothing(store: MemoryStore, db_path: Path) -> None:
    conv_id = _seed(store)
    before = _fingerprint(db_path)
    with pytest.raises(WrongKey) as caught:
        reopen(db_path, passphrase="not the passphrase")
    assert "passphrase does not open" in str(caught.value)
    assert "not the passphrase" not in str(caught.value)
    assert _fingerprint(db_path) == before
    with reopen(db_path) as again:
        assert again.messages(conv_id)[0].text == "an unchanged message"


def test_missing_passphrase_says_what_to_do_and_changes_nothing(
    store: MemoryStore, db_path: Path
) -> None:
    _seed(store)
    before = _fingerprint(db_path)
    with pytest.raises(KeyUnavailable, match="ARES_PASSPHRASE"):
        reopen(db_path, passphrase=None)
    assert _fingerprint(db_path) == before


def test_no_key_material_in_the_file(store: MemoryStore, db_path: Path) -> None:
    store.close()
    raw = db_path.read_bytes()
    assert PASSPHRASE.encode() not in raw
    # The one envelope holds only the wrapped data key, salt and cost.
    with sqlite3.connect(db_path) as conn:
        rows = conn.execute("SELECT method, key_ref, kdf_n, length(wrapped) FROM key_envelopes")
        assert rows.fetchall() == [("passphrase", None, FAST.n, 1 + 12 + 32 + 16)]
    conn.close()


def test_store_and_sealer_reprs_hide_keys(store: MemoryStore) -> None:
    assert "key hidden" in repr(store._box.sealer)
    assert "key hidden" in repr(store._box.index)


def test_rekey_with_a_new_passphrase(store: MemoryStore, db_path: Path) -> None:
    conv = store.create_conversation("rotate me")
    store.add_message(conv.id, "user", "the boiler again")
    answer = store.add_message(conv.id, "assistant", "fix it")
    store.enrich_message(answer.id, Enrichment(intent="repair", keywords=["boiler"]))
    store.remember("a fact")
    store.journal("t", "e", {"k": "v"})
    store.save_vault(conv.id, {"[EMAIL_1]": "a@b.c"})
    tokens_before = store._db.conn.execute("SELECT terms FROM message_index").all()
    store.rekey(passphrase="a new passphrase", scrypt_cost=FAST)
    tokens_after = store._db.conn.execute("SELECT terms FROM message_index").all()
    assert tokens_before != tokens_after  # the blind index is keyed by the new key too
    assert store.search("boiler")[0].conversation_id == conv.id
    store.close()
    with pytest.raises(WrongKey):
        reopen(db_path)  # the old passphrase no longer opens it
    with reopen(db_path, passphrase="a new passphrase") as again:
        assert again.messages(conv.id)[0].text == "the boiler again"
        assert again.messages(conv.id)[1].enrichment == Enrichment(
            intent="repair", keywords=["boiler"]
        )
        assert again.vault(conv.id) == {"[EMAIL_1]": "a@b.c"}
        assert again.journal_events("t")[0].payload == {"k": "v"}
        assert [f.text for f in again.facts()] == ["a fact"]
        assert again.conversation(conv.id).title == "rotate me"
        assert again.integrity_check() == "ok"


def test_rekey_without_any_key_source_changes_nothing(store: MemoryStore, db_path: Path) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "still here")
    with pytest.raises(KeyUnavailable):
        store.rekey(passphrase=None)
    assert store.messages(conv.id)[0].text == "still here"
    store.close()
    with reopen(db_path) as again:
        assert again.messages(conv.id)[0].text == "still here"


# -- the real OS keyring (Secret Service under dbus in CI) ------------------------------


def test_keyring_holds_the_master_key_and_no_passphrase_is_needed(keyring_db: Path) -> None:
    with MemoryStore.open(keyring_db) as store:
        conv = store.create_conversation()
        store.add_message(conv.id, "user", "kept by the keyring")
    secret = keyring.get_password(SERVICE, entry_name(db_id_of(keyring_db), 1))
    assert secret is not None
    assert secret.encode() not in keyring_db.read_bytes()
    with MemoryStore.open(keyring_db) as again:
        assert again.messages(conv.id)[0].text == "kept by the keyring"


def test_two_databases_never_share_a_keyring_entry(keyring_db: Path, tmp_path: Path) -> None:
    other = tmp_path / "other-home" / "ares.db"
    MemoryStore.open(keyring_db).close()
    MemoryStore.open(other).close()
    try:
        assert db_id_of(keyring_db) != db_id_of(other)
        first = keyring.get_password(SERVICE, entry_name(db_id_of(keyring_db), 1))
        second = keyring.get_password(SERVICE, entry_name(db_id_of(other), 1))
        assert first and second and first != second
    finally:
        keyring.delete_password(SERVICE, entry_name(db_id_of(other), 1))


def test_key_loss_is_a_clear_error_and_a_passphrase_is_the_way_back(keyring_db: Path) -> None:
    with MemoryStore.open(keyring_db, passphrase=PASSPHRASE, scrypt_cost=FAST) as store:
        conv = store.create_conversation()
        store.add_message(conv.id, "user", "survives key loss")
    keyring.delete_password(SERVICE, entry_name(db_id_of(keyring_db), 1))
    before = _fingerprint(keyring_db)
    with pytest.raises(KeyUnavailable, match="keyring has no key"):
        MemoryStore.open(keyring_db)
    assert _fingerprint(keyring_db) == before
    with MemoryStore.open(keyring_db, passphrase=PASSPHRASE) as again:
        assert again.messages(conv.id)[0].text == "survives key loss"


def test_a_different_key_in_the_keyring_is_a_wrong_key(keyring_db: Path) -> None:
    MemoryStore.open(keyring_db).close()
    ref = entry_name(db_id_of(keyring_db), 1)
    keyring.set_password(SERVICE, ref, "A" * 44)  # valid base64, wrong 32 bytes
    before = _fingerprint(keyring_db)
    with pytest.raises(WrongKey, match="keyring's key does not open"):
        MemoryStore.open(keyring_db)
    assert _fingerprint(keyring_db) == before


def test_rekey_moves_to_a_new_keyring_entry_and_drops_the_old(keyring_db: Path) -> None:
    with MemoryStore.open(keyring_db) as store:
        conv = store.create_conversation()
        store.add_message(conv.id, "user", "rotated")
        store.rekey()
    db_id = db_id_of(keyring_db)
    assert keyring.get_password(SERVICE, entry_name(db_id, 1)) is None
    assert keyring.get_password(SERVICE, entry_name(db_id, 2)) is not None
    with MemoryStore.open(keyring_db) as again:
        assert again.messages(conv.id)[0].text == "rotated"
