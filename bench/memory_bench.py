"""Memory benchmark: the encrypted store with its blind index against a plain FTS5 table
over plaintext, in the same run, on the same synthetic messages and queries.

    python bench/memory_bench.py            # 10k then 100k messages (about a minute)
    python bench/memory_bench.py --quick    # 10k only

Both sides commit every message on its own (that is how the companion writes), use WAL
with synchronous=NORMAL, and rank by BM25 times the same recency factor. The plain side
is raw ``sqlite3`` with no encryption and no statement layer, i.e. the cheapest honest
alternative; the ratio is therefore the whole cost of ARES's memory layer, not of the
cipher alone. Search latency includes decrypting the hits and cutting their snippets.

Text: a Zipf-distributed vocabulary (English stop words on top, then 20,000 synthetic
words), 5-40 words a message. Queries: "what did I say about X Y" with X, Y drawn from
the mid-frequency ranks, as a person would ask; both sides search the same words after
stop-word removal, ORed.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import keyring
from keyring.backends import fail

from memory import MemoryStore, ScryptCost
from memory.blind_index import STOP_WORDS, terms

SEED = 4
VOCABULARY = 20_000
PER_CONVERSATION = 50
QUERIES = 200
LIMIT = 20


def vocabulary(rng: random.Random) -> list[str]:
    syllables = [c + v for c in "bcdfghjklmnprstvwz" for v in ("a", "e", "i", "o", "u", "ai")]
    words: set[str] = set()
    while len(words) < VOCABULARY:
        words.add("".join(rng.choices(syllables, k=rng.randint(2, 4))))
    return sorted(STOP_WORDS) + sorted(words)


class Corpus:
    def __init__(self) -> None:
        self.rng = random.Random(SEED)
        self.words = vocabulary(self.rng)
        weights = [1.0 / (rank + 1) for rank in range(len(self.words))]  # Zipf, s = 1
        self.cumulative = list(_accumulate(weights))

    def message(self) -> str:
        count = self.rng.randint(5, 40)
        return " ".join(self.rng.choices(self.words, cum_weights=self.cumulative, k=count))

    def queries(self) -> list[str]:
        start = len(STOP_WORDS) + 100
        middle = self.words[start : start + 5000]
        return [
            f"what did I say about {self.rng.choice(middle)} {self.rng.choice(middle)}"
            for _ in range(QUERIES)
        ]


def _accumulate(values: list[float]) -> list[float]:
    total, out = 0.0, []
    for value in values:
        total += value
        out.append(total)
    return out


class Plain:
    """The baseline: plaintext messages and an FTS5 index over them."""

    def __init__(self, path: Path) -> None:
        self.conn = sqlite3.connect(path, isolation_level=None)
        self.conn.executescript(
            """
            PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
            CREATE TABLE messages (id INTEGER PRIMARY KEY, conversation_id TEXT,
                                   role TEXT, text TEXT, created_at REAL);
            CREATE VIRTUAL TABLE fts USING fts5 (text, content = 'messages',
                                                 content_rowid = 'id');
            """
        )
        self.conversation = ""

    def add(self, conversation: str, text: str) -> None:
        now = time.time()
        self.conn.execute("BEGIN IMMEDIATE")
        cur = self.conn.execute(
            "INSERT INTO messages (conversation_id, role, text, created_at) VALUES (?, ?, ?, ?)",
            (conversation, "user", text, now),
        )
        self.conn.execute("INSERT INTO fts (rowid, text) VALUES (?, ?)", (cur.lastrowid, text))
        self.conn.execute("COMMIT")

    def search(self, query: str) -> list[tuple[int, str]]:
        words = sorted(terms(query))
        if not words:
            return []
        return self.conn.execute(
            """SELECT m.id, snippet(fts, 0, '', '', '…', 24) FROM fts
               JOIN messages m ON m.id = fts.rowid WHERE fts MATCH ?
               ORDER BY bm25(fts) * (1.0 + 1.0 / (1.0 + max(0.0, ? - m.created_at)
                                                      / (30 * 86400.0)))
               LIMIT ?""",
            (" OR ".join(words), time.time(), LIMIT),
        ).fetchall()


def latencies(search: Callable[[str], object], queries: list[str]) -> tuple[float, float]:
    for query in queries[:10]:
        search(query)  # warm the page cache the same way for both
    samples = []
    for query in queries:
        start = time.perf_counter()
        search(query)
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    p95 = samples[int(len(samples) * 0.95) - 1]
    return statistics.median(samples), p95


def fill(
    count: int, corpus: Corpus, ares: MemoryStore, plain: Plain, state: dict[str, float]
) -> None:
    texts = [corpus.message() for _ in range(count)]
    start = time.perf_counter()
    conv = ""
    for i, text in enumerate(texts):
        if i % PER_CONVERSATION == 0:
            conv = ares.create_conversation("bench").id
        ares.add_message(conv, "user", text)
    state["ares"] = count / (time.perf_counter() - start)
    start = time.perf_counter()
    for i, text in enumerate(texts):
        plain.add(f"c{i // PER_CONVERSATION}", text)
    state["plain"] = count / (time.perf_counter() - start)


ROW = "{:>9} {:>6} {:>10} {:>11} {:>11} {:>7}"


def _ms(*values: float) -> list[str]:
    return [f"{v:.2f}ms" for v in values]


def size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.parent.glob(path.name + "*") if p.is_file())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="10k messages only")
    args = parser.parse_args()
    keyring.set_keyring(fail.Keyring())  # never touch the person's keyring from a bench
    sizes = [10_000] if args.quick else [10_000, 100_000]
    corpus = Corpus()
    queries = corpus.queries()
    with tempfile.TemporaryDirectory(prefix="ares-bench-") as tmp:
        folder = Path(tmp)
        ares = MemoryStore.open(
            folder / "ares.db", passphrase="bench", scrypt_cost=ScryptCost(n=2**14)
        )
        plain = Plain(folder / "plain.db")
        print(ROW.format("messages", "", "insert/s", "search p50", "search p95", "MB"))
        done = 0
        for target in sizes:
            rates: dict[str, float] = {}
            fill(target - done, corpus, ares, plain, rates)
            done = target
            a50, a95 = latencies(ares.search, queries)
            p50, p95 = latencies(plain.search, queries)
            a_mb, p_mb = size(folder / "ares.db") / 1e6, size(folder / "plain.db") / 1e6
            print(ROW.format(target, "ARES", f"{rates['ares']:.0f}", *_ms(a50, a95), f"{a_mb:.1f}"))
            print(ROW.format("", "plain", f"{rates['plain']:.0f}", *_ms(p50, p95), f"{p_mb:.1f}"))
            ratios = (rates["plain"] / rates["ares"], a50 / p50, a95 / p95, a_mb / p_mb)
            print(ROW.format("", "ratio", *(f"{r:.2f}x" for r in ratios)))
        hits = ares.search(queries[0])
        print(f"sample: {queries[0]!r} -> {len(hits)} hits; p95 target at 100k: < 20 ms")
        ares.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
