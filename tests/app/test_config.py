"""config.toml: defaults, the person's overrides, and errors that say where."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.config import ConfigError, Paths, Settings, load_settings, save_settings
from tests.helpers import run_ares, write_config
from workers import WorkerSpec


def test_no_file_means_one_ollama_worker_at_the_default_address(tmp_path: Path) -> None:
    settings = load_settings(Paths(home=tmp_path))
    [worker] = settings.workers
    assert (worker.id, worker.kind, worker.base_url) == (
        "local",
        "ollama",
        "http://127.0.0.1:11434",
    )
    assert worker.privacy == "local_only" and worker.model is None


def test_saved_settings_load_back_the_same(tmp_path: Path) -> None:
    paths = Paths(home=tmp_path)
    settings = Settings(
        local_only=True,
        private_terms=["Zofia"],
        overrides={"EMAIL": "private"},
        workers=[
            WorkerSpec(id="local", kind="ollama", model="llama3.2:3b"),
            WorkerSpec(
                id="gpt", kind="openai", model="gpt-4o-mini", privacy_class="external_provider"
            ),
        ],
        default_worker="local",
    )
    save_settings(paths, settings)
    assert load_settings(paths) == settings


def test_an_override_that_lowers_a_secret_is_refused_by_name(tmp_path: Path) -> None:
    paths = Paths(home=tmp_path)
    write_config(tmp_path, '[overrides]\nGITHUB_TOKEN = "personal"\n')
    with pytest.raises(ConfigError, match=r"config\.toml: key 'overrides'.*GITHUB_TOKEN"):
        load_settings(paths)


def test_classify_applies_the_persons_overrides(ares_home: Path) -> None:
    write_config(ares_home, '[overrides]\nEMAIL = "sensitive"\n')
    done = run_ares(ares_home, "classify", "--json", "-", stdin="write to ola@example.com")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["sensitivity"] == "sensitive"
    assert [f["kind"] for f in result["findings"]] == ["EMAIL"]


def test_a_stricter_rule_changes_what_leaves_for_that_worker_class(
    ares_home: Path,
) -> None:
    write_config(
        ares_home,
        '[rules.personal]\napproved_provider = "pseudonymise"\n\n'
        '[[workers]]\nid = "claude"\nkind = "anthropic"\nmodel = "m"\n'
        'base_url = "http://127.0.0.1:9"\nprivacy_class = "approved_provider"\n',
    )
    done = run_ares(ares_home, "preview", "--worker", "claude", "--json", "mail ola@example.com")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["decision"] == "pseudonymise"
    assert "ola@example.com" not in result["payload"] and "[EMAIL_1]" in result["payload"]


def test_a_rule_that_loosens_the_matrix_is_a_config_error(ares_home: Path) -> None:
    path = write_config(ares_home, '[rules.sensitive]\nexternal_provider = "send"\n')
    done = run_ares(ares_home, "workers")
    assert done.returncode == 2
    assert str(path) in done.stderr and "can only be made stricter" in done.stderr
