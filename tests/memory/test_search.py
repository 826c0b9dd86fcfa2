"""Blind-index search: finds by meaning-bearing words, ranks rare words and recent
messages higher, and stores only keyed hashes."""

from __future__ import annotations

from pathlib import Path

from memory import MemoryStore
from memory.blind_index import BlindIndex, normalise, snippet, terms
from tests.memory.conftest import FAST, PASSPHRASE


def test_a_question_finds_what_was_said(store: MemoryStore) -> None:
    boiler = store.create_conversation()
    other = store.create_conversation()
    store.add_message(boiler.id, "user", "The boiler in the cellar keeps losing pressure")
    store.add_message(other.id, "user", "What should I cook tonight?")
    hits = store.search("what did I say about the boiler")
    assert [h.conversation_id for h in hits] == [boiler.id]
    assert hits[0].snippet == "The boiler in the cellar keeps losing pressure"
    assert hits[0].role == "user"


def test_plurals_and_case_match(store: MemoryStore) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "Two BOILERS and three batteries")
    assert store.search("boiler")
    assert store.search("Battery")


def test_a_query_of_only_stop_words_finds_nothing(store: MemoryStore) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "what did you say about it")
    assert store.search("what did you say") == []
    assert store.search("") == []


def test_rare_words_outrank_common_ones(store: MemoryStore) -> None:
    conv = store.create_conversation()
    for i in range(20):
        store.add_message(conv.id, "user", f"weather report number {i}")
    rare = store.add_message(conv.id, "user", "weather at the thermocouple")
    hits = store.search("weather thermocouple", limit=3)
    assert hits[0].message_id == rare.id


def test_recency_breaks_ties(db_path: Path) -> None:
    now = [1_000_000_000.0]
    store = MemoryStore.open(db_path, passphrase=PASSPHRASE, scrypt_cost=FAST, clock=lambda: now[0])
    try:
        conv = store.create_conversation()
        old = store.add_message(conv.id, "user", "the dentist appointment")
        now[0] += 90 * 86400
        new = store.add_message(conv.id, "user", "the dentist appointment")
        assert [h.message_id for h in store.search("dentist")] == [new.id, old.id]
    finally:
        store.close()


def test_streaming_text_is_indexed_when_finished(store: MemoryStore) -> None:
    conv = store.create_conversation()
    answer = store.add_message(conv.id, "assistant", "", state="streaming")
    store.append_to_message(answer.id, "descale the kettle")
    assert store.search("kettle") == []
    store.finish_message(answer.id)
    assert store.search("kettle")[0].message_id == answer.id
    store.finish_message(answer.id, text="replace the kettle element")
    assert [h.message_id for h in store.search("element")] == [answer.id]


def test_the_index_holds_only_sorted_distinct_hashes(store: MemoryStore) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "zebra apple zebra mango")
    (terms_column,) = store._db.conn.execute("SELECT terms FROM message_index").one()
    tokens = terms_column.split()
    assert len(tokens) == 3 and tokens == sorted(tokens)
    assert all(len(t) == 16 and t.isalnum() for t in tokens)
    assert not {"zebra", "apple", "mango"} & set(tokens)


def test_tokens_depend_on_the_key() -> None:
    one, two = BlindIndex(b"\x01" * 32), BlindIndex(b"\x02" * 32)
    assert one.document("boiler") == one.document("Boilers")
    assert one.document("boiler") != two.document("boiler")


def test_normalisation_and_snippet() -> None:
    assert normalise("Ｂｏｉｌｅｒｓ") == "boiler"  # full-width forms fold (NFKC)
    assert normalise("batteries") == "battery"
    assert normalise("glass") == "glass"
    assert terms("I said the boiler!") == {"boiler"}
    long = "x " * 200 + "the boiler broke" + " y" * 200
    cut = snippet(long, "boiler")
    assert "boiler" in cut and cut.startswith("…") and cut.endswith("…")
    assert len(cut) <= 162


def test_a_capped_query_keeps_its_longest_words(store: MemoryStore) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "The thermostat schedule changed again")
    store.add_message(conv.id, "user", "Call mum back")
    query = "call mum back about the thermostat"
    assert {h.snippet for h in store.search(query)} == {
        "The thermostat schedule changed again",
        "Call mum back",
    }
    capped = store.search(query, max_terms=1)
    assert [h.snippet for h in capped] == ["The thermostat schedule changed again"]


def test_facts_are_found_and_follow_edits_forgets_and_rekeys(store: MemoryStore) -> None:
    conv = store.create_conversation()
    store.add_message(conv.id, "user", "The heron was back at the pond")
    sister = store.remember("My sister Maya lives in Porto")
    other = store.remember("I prefer short answers")
    [hit] = store.search_facts("where does Maya live?")
    assert hit.fact_id == sister.id and hit.snippet == "My sister Maya lives in Porto"
    assert store.search_facts("heron") == []  # messages stay in their own index
    store.update_fact(sister.id, text="My sister Maya moved to Lisbon")
    assert store.search_facts("Porto") == []
    assert [h.fact_id for h in store.search_facts("lisbon")] == [sister.id]
    store.rekey(passphrase=PASSPHRASE, scrypt_cost=FAST)
    assert [h.fact_id for h in store.search_facts("Lisbon")] == [sister.id]
    assert [h.fact_id for h in store.search_facts("short answers")] == [other.id]
    store.forget(sister.id)
    assert store.search_facts("Lisbon") == []
