"""Credentials as colleagues pass them on: in a meeting link's query after a label, after
a German compound ("Initialpasswort"), in Swedish, Czech, Turkish and Finnish, as a
well-known account and its password ("admin:…"), as a pair after the password's name,
the door code of a named place, and "the current one is …" after naming a password."""

from __future__ import annotations

import random
import string

import pytest

from trust import Sensitivity, TrustEngine


def _password(seed: int) -> str:
    rng = random.Random(seed)
    word = rng.choice(["Tulip", "Falcon", "Ankara", "Sommar", "Kocka", "Start", "River"])
    return f"{word}{rng.choice('!#@$')}{rng.randint(10, 9999)}{rng.choice(string.ascii_lowercase)}"


def _secrets(engine: TrustEngine, text: str) -> list[str]:
    found = engine.classify(text).findings
    return [text[f.start : f.end] for f in found if f.sensitivity is Sensitivity.SECRET]


FORMS = [
    "Zoom: https://zoom.us/j/84520193376?pwd={v}",
    "Meeting https://meet.example.com/j/551?pwd={v}&from=addon",
    "Benutzer mnguyen, Initialpasswort {v} – bitte ändern",
    "das Einmalkennwort ist {v}",
    "lösenordet till wifi är {v}",
    "heslo k serveru je {v}",
    "sunucu şifresi değişti: root / {v}, kimseye söyleme",
    "wifi şifresi: {v}",
    "the grafana is admin:{v} for now",
    "new password: deploy / {v}",
    "can you reset the staging db pw? current one is {v} and it leaked",
]


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("seed", range(3))
def test_a_password_passed_on_at_work_never_leaves(
    engine: TrustEngine, form: str, seed: int
) -> None:
    value = _password(seed)
    text = form.format(v=value)
    assert value in _secrets(engine, text), text


def test_a_door_code_of_a_named_place_is_a_secret(engine: TrustEngine) -> None:
    text = "et le code de la porte du parking 8462B, ne le mettez pas sur l'intranet"
    assert _secrets(engine, text) == ["8462B"]


@pytest.mark.parametrize(
    "text",
    [
        "image: postgres:15-alpine",
        "docker run --rm ubuntu:jammy-2024 bash",
        "root:x:0:0:root:/root:/bin/bash",
        "see admin/settings.py for the routes",
        "Vilket lösenord är bäst för en router?",
        "heslo je potřeba změnit každý měsíc",
        "şifremi unuttum, ne yapmalıyım?",
        "which password manager? the current one is Bitwarden",
        "docs: https://x.io/?page=2&token=<your-token>",
    ],
)
def test_words_and_tags_around_credentials_pass(engine: TrustEngine, text: str) -> None:
    assert _secrets(engine, text) == []
