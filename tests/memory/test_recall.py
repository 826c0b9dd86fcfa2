"""Recall for a turn: only what is relevant (at least two distinctive words shared),
each once, never from the conversation itself, and saying why."""

from __future__ import annotations

import pytest

from memory import MemoryStore, recall


def _conversation(store: MemoryStore, *texts: str) -> str:
    conv = store.create_conversation("c")
    for text in texts:
        store.add_message(conv.id, "user", text)
    return conv.id


def test_only_relevant_messages_come_each_once_with_why(store: MemoryStore) -> None:
    boiler = _conversation(
        store,
        "The boiler pressure dropped again, the plumber comes Tuesday.",
        "The boiler pressure dropped again, the plumber comes Tuesday.",  # the echo
    )
    _conversation(store, "A pancake recipe: flour, eggs, milk, and a pinch of salt.")
    _conversation(store, "Tuesday is the pottery class.")  # one shared word only
    found = store.recall("Is the boiler pressure back to normal? The plumber left.", 5)
    assert [(r.message.conversation_id, r.matched) for r in found] == [
        (boiler, ["boiler", "plumber", "pressure"])
    ]
    assert found[0].score > 0
    assert store.recall("Is the boiler pressure back?", 5, exclude=boiler) == []


def test_a_one_word_message_recalls_on_that_word(store: MemoryStore) -> None:
    _conversation(store, "Zofia's birthday is on the ninth of May.")
    [found] = store.recall("Zofia?", 5)
    assert found.matched == ["zofia"]


def test_words_in_many_messages_make_nothing_relevant(
    store: MemoryStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(recall, "COMMON", 4)
    for n in range(5):
        _conversation(store, f"Meeting notes {n}: budget review agenda.")
    assert store.recall("Notes for the budget meeting agenda", 5) == []
    _conversation(store, "The Lisbon offsite budget is approved.")
    [found] = store.recall("Lisbon offsite budget", 5)
    assert found.matched == ["lisbon", "offsite"]
