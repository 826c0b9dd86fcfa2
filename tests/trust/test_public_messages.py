"""Ordinary messages must stay public: over-redaction makes cloud answers useless."""

from __future__ import annotations

import pytest

from trust import Sensitivity, TrustEngine

PUBLIC = [
    "Explain the CAP theorem",
    "How do I reverse a list in Python?",
    "def add(a, b):\n    return a + b\n",
    "for (let i = 0; i < n; i++) { total += prices[i]; }",
    "git commit -m 'fix: handle empty token list' && git push",
    "The SHA-256 of the file is 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "commit 3f2a9c1b7e4d5a6f8091b2c3d4e5f60718293a4b",
    "Request id 123e4567-e89b-12d3-a456-426614174000 failed",
    "Upgrade from version 3.11.7 to 3.12.1, then pin numpy==1.26.4",
    "ISBN 978-3-16-148410-0 is the second edition",
    "Use #ff00aa for the accent and rgb(12, 34, 56) for the border",
    "The invoice total is 1,234.56 EUR plus 19% VAT",
    "2 + 2 = 4 and 17 * 23 = 391",
    "Meeting at 14:30 on 2024-05-17 in room 4.12",
    "The token bucket algorithm refills at 100 tokens per second",
    "Set the password field to required in the form schema",
    "api_key = os.environ['OPENAI_API_KEY']",
    "export API_TOKEN=${API_TOKEN}",
    "password: <your-password-here>",
    "Use a secret manager instead of hard-coding secret_key values",
    "My favourite book is Dune and I live in a big city",
    "Could you summarise this article about climate policy?",
    "Translate 'good morning' into Polish, Spanish and German",
    "What's the time complexity of quicksort?",
    "Order #4512 shipped; tracking says it arrives Tuesday",
    "Port 8080 is already in use, try 8081",
    "The Höhe is 1.75 m and the Gewicht 70 kg",
    "My IP is 192.168.1.20 on the home network",
    "kubectl get pods -n kube-system -o wide",
    "SELECT id, name FROM users WHERE created_at > '2024-01-01';",
    "Keyboard shortcut ctrl+shift+k deletes the line",
    "The key to good sourdough is patience",
    "Author: Jane Austen, Pride and Prejudice (1813)",
]


@pytest.mark.parametrize("text", PUBLIC)
def test_ordinary_message_stays_public(engine: TrustEngine, text: str) -> None:
    result = engine.classify(text)
    assert result.sensitivity is Sensitivity.PUBLIC, [
        (f.kind, f.detector, f.value(text)) for f in result.findings
    ]


CODE_THAT_NAMES_SECRETS = [
    'token = response.json()["access_token"]',
    "const apiKey = process.env.API_KEY;",
    "password_hash = bcrypt.hashpw(password, salt)",
    "secret_key = settings.SECRET_KEY",
    "auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS }",
    'headers = {"Authorization": f"Bearer {token}"}',
    "password = getpass.getpass()",
    "api_key: str = Field(default=None)",
    "DATABASE_URL=postgres://user:password@localhost:5432/db",
    "Use Bearer authentication with your token",
    'cache_key = f"user:{user_id}"',
    "TOKEN_EXPIRY_SECONDS = 3600",
    "sorted(items, key=lambda x: x.price)",
    "Chapter 11 bankruptcy explained",
]


@pytest.mark.parametrize("text", CODE_THAT_NAMES_SECRETS)
def test_code_that_only_names_a_secret_holds_none(engine: TrustEngine, text: str) -> None:
    assert engine.classify(text).sensitivity is Sensitivity.PUBLIC
