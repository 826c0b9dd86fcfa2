"""A pasted chat export names its senders once per line, with no cue but the format:
each sender is withheld; a log's components and levels are no one's name."""

from __future__ import annotations

import random

import pytest
from faker import Faker

from trust import Sensitivity, TrustEngine

ENGINE = TrustEngine()
FORMATS = [
    "[{h:02d}:{m:02d}] {who}: {say}",  # Telegram, Discord copies
    "{d:02d}/{mo:02d}/2026, {h:02d}:{m:02d} - {who}: {say}",  # WhatsApp on Android
    "[{d:02d}.{mo:02d}.2026 {h:02d}:{m:02d}] {who}: {say}",  # Messenger, Signal
    "[{d:02d}/{mo:02d}/2026, {h:02d}:{m:02d}:{s:02d}] {who}: {say}",  # WhatsApp on iOS
    "{h}:{m:02d} PM {who}: {say}",
]
LINES = ["ok coming", "bro im outside", "running late sorry", "did u see this?", "haha"]


def _export(rng: random.Random, fake: Faker, shape: str) -> tuple[str, list[str]]:
    people = [fake.first_name() for _ in range(2)]
    lines = []
    for index in range(4):
        who = people[index % 2] if index != 3 else "me"
        at = {"h": rng.randint(1, 12), "m": rng.randint(0, 59), "s": rng.randint(0, 59)}
        lines.append(shape.format(d=rng.randint(1, 28), mo=rng.randint(1, 12), who=who,
                                  say=rng.choice(LINES), **at))  # fmt: skip
    return "can you summarise this chat?\n\n" + "\n".join(lines), people


@pytest.mark.parametrize("shape", FORMATS)
def test_every_sender_of_a_chat_export_is_withheld(shape: str) -> None:
    rng, leaked, total = random.Random(len(shape)), [], 0
    for locale in ["en_GB", "de_DE", "fr_FR", "es_ES", "pl_PL", "zu_ZA", "yo_NG", "tr_TR"]:
        fake = Faker(locale)
        fake.seed_instance(rng.randint(0, 999))
        text, people = _export(rng, fake, shape)
        spans = [(f.start, f.end) for f in ENGINE.classify(text).findings
                 if f.sensitivity >= Sensitivity.PERSONAL]  # fmt: skip
        for person in people:
            total += 1
            at = text.index(person)
            if not any(a <= at < b for a, b in spans):
                leaked.append(person)
    assert not leaked, (leaked, total)


@pytest.mark.parametrize("locale", ["en_GB", "de_DE", "es_ES", "it_IT", "sv_SE", "tr_TR"])
def test_senders_typed_in_small_letters_are_withheld(locale: str) -> None:
    fake = Faker(locale)
    fake.seed_instance(7)
    leaked = []
    for _ in range(10):
        rng = random.Random(fake.random_int())
        shape = rng.choice(FORMATS)
        text, people = _export(rng, fake, shape)
        for person in people:
            lowered = text.replace(person, person.lower())
            at = lowered.index(person.lower())
            spans = [(f.start, f.end) for f in ENGINE.classify(lowered).findings
                     if f.kind == "PERSON"]  # fmt: skip
            if not any(a <= at < b for a, b in spans):
                leaked.append(person.lower())
    assert not leaked, leaked


@pytest.mark.parametrize(
    "text",
    [
        "2026-11-03 12:01:33 Server: started on port 8080\n12:01:34 Worker: ready",
        "[12:00] System: backup done\n[12:05] System: 3 files changed",
        "10:30 Meeting: budget review\n11:00 Lunch: canteen",
        "12:01:33 INFO: connected\n12:01:35 WARN: slow query",
        "[04:00:01] Job: nightly export finished\n[04:00:02] Main: exiting",
        "[18:43] me: ok coming\n[18:44] You: see you",
        "12:01:33 info: connected\n12:01:35 warning: slow query\n12:01:36 error: timeout",
    ],
)
def test_log_components_and_the_person_themself_are_not_senders(text: str) -> None:
    assert not [f for f in ENGINE.classify(text).findings if f.kind == "PERSON"], text
