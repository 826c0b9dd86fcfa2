"""The one error tree the memory store raises, each with a sentence a person understands.

    MemoryStoreError (exported as MemoryError_ too)
     ├── KeyUnavailable   no key to open the database: no keyring entry and no passphrase
     ├── WrongKey         a key was found or given, but it does not open this database
     ├── CorruptRow       one row cannot be decrypted or parsed; names the table and row
     ├── NotFound         no such conversation, message, fact or ledger entry (a KeyError)
     └── SchemaError      the file is from a newer ARES, or a migration failed (rolled back)

Messages never contain keys, passphrases or decrypted values: they name a file, a table
and a row id, and say what the person can do.
"""

from __future__ import annotations


class MemoryStoreError(Exception):
    """Base of every memory failure. ``str(err)`` is one sentence for the person."""


MemoryError_ = MemoryStoreError


class KeyUnavailable(MemoryStoreError):
    pass


class WrongKey(MemoryStoreError):
    pass


class CorruptRow(MemoryStoreError):
    def __init__(self, table: str, row_id: object) -> None:
        super().__init__(
            f"Row {row_id} of table {table!r} is damaged or was altered and cannot be "
            "decrypted; the other rows are unaffected."
        )
        self.table = table
        self.row_id = row_id


class NotFound(MemoryStoreError, KeyError):
    def __str__(self) -> str:
        # KeyError would repr() the message; we want the sentence.
        return str(self.args[0]) if self.args else "not found"


class SchemaError(MemoryStoreError):
    pass
