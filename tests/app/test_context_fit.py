"""A message larger than the worker's context is not sent: the person reads how large it
is against the context, and the CLI exits 2 with that sentence."""

from __future__ import annotations

import json
from pathlib import Path

from app.controller.context_fit import check_fits, measure, trimmed
from tests.fakes.ollama_server import FakeOllama
from tests.fakes.openai_server import FakeOpenAI
from tests.helpers import ollama_config, run_ares, write_config


def test_a_message_over_the_configured_context_is_not_sent(
    ares_home: Path, fake_openai: FakeOpenAI
) -> None:
    fake_openai.api_key = None
    write_config(
        ares_home,
        f'[[workers]]\nid = "gpt"\nkind = "openai"\nmodel = "gpt-4o-mini"\n'
        f'base_url = "{fake_openai.base_url}"\nprivacy_class = "approved_provider"\n'
        "context_length = 1000\n",
    )
    done = run_ares(ares_home, "chat", "--worker", "gpt", "-", stdin="word " * 2000)
    assert done.returncode == 2, done.stderr
    assert (
        "This message is about 2,500 tokens (10.0 kB); gpt's context holds 1,000 tokens, "
        "so it was not sent. Trim it to fit, or keep it local." in done.stderr
    )
    assert not [r for r in fake_openai.requests if r.path.endswith("/chat/completions")]
    ledger = run_ares(ares_home, "ledger", "--json")
    assert json.loads(ledger.stdout) == []


def test_ollamas_reported_context_is_the_limit(ares_home: Path, fake_ollama: FakeOllama) -> None:
    fake_ollama.context_length = 400
    write_config(ares_home, ollama_config(fake_ollama.url, model="llama3.2:3b"))
    done = run_ares(ares_home, "chat", "--json", "-", stdin="x" * 4000)
    assert done.returncode == 2, done.stderr
    assert json.loads(done.stdout)["reason"] == "too_large"
    assert "local's context holds 400 tokens" in done.stderr
    assert not [r for r in fake_ollama.requests if r.path == "/api/chat"]
    small = run_ares(ares_home, "chat", "-", stdin="hello")
    assert small.returncode == 0, small.stderr


def test_a_provider_with_no_configured_size_uses_its_published_one() -> None:
    check_fits("x" * 300_000, "gpt", 128_000)  # 75,000 tokens: fits
    assert not measure("x" * 5_000_000, "gpt", 128_000).fits


def test_trimming_keeps_the_start_up_to_a_word() -> None:
    text = "alpha beta " * 1000
    cut = trimmed(text, 100)
    assert measure(cut, "w", 100).fits and text.startswith(cut) and not cut.endswith("alph")
