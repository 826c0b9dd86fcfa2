"""``[workflows.NAME]`` and the review keys in agents.toml: typed, checked, validated."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.controller.agents.config import AgentsConfigError
from tests.agents.conftest import agents_from
from tests.helpers import ollama_config, run_ares, write_config

AGENTS = """\
[models.m]
worker = "local"

[agents.router]
model = "m"

[agents.researcher]
model = "m"
review_delegated_results = true
reviewer = "router"
self_check_rounds = 2

[workflows.triage]
entry_agent = "router"
fallback_agent = "researcher"
"""


def test_a_workflow_has_the_issues_defaults(tmp_path: Path) -> None:
    config = agents_from(AGENTS + "\n[workflows.short]\nentry_agent = 'router'\n", tmp_path)
    short = config.workflows["short"]
    assert (short.fallback_agent, short.max_depth, short.max_iterations) == (None, 3, 5)
    assert short.parallel_subagents is False
    assert config.workflows["triage"].fallback_agent == "researcher"
    researcher = config.agents["researcher"]
    assert (researcher.review_delegated_results, researcher.reviewer) == (True, "router")
    assert researcher.self_check_rounds == 2
    assert config.agents["router"].review_delegated_results is False  # off by default
    assert config.agents["router"].self_check_rounds == 0


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (
            "[workflows.w]\nfallback_agent = 'router'\n",
            "[workflows.w] entry_agent: required, but missing",
        ),
        (
            "[workflows.w]\nentry_agent = 'nobody'\n",
            "[workflows.w] entry_agent: 'nobody' is not under [agents]",
        ),
        (
            "[workflows.w]\nentry_agent = 'router'\nfallback_agent = 'ghost'\n",
            "[workflows.w] fallback_agent: 'ghost' is not under [agents]",
        ),
        (
            "[workflows.w]\nentry_agent = 'router'\nmax_iterations = 'many'\n",
            "[workflows.w] max_iterations: input should be a valid integer",
        ),
        (
            "[agents.critic]\nmodel = 'm'\nreviewer = 'judge'\n",
            "[agents.critic] reviewer: 'judge' is not under [agents]",
        ),
        (
            "[agents.critic]\nmodel = 'm'\nself_check_rounds = -1\n",
            "[agents.critic] self_check_rounds: input should be greater than or equal to 0",
        ),
    ],
)
def test_a_broken_workflow_or_review_key_names_file_table_and_key(
    tmp_path: Path, extra: str, message: str
) -> None:
    with pytest.raises(AgentsConfigError) as caught:
        agents_from(AGENTS + "\n" + extra, tmp_path)
    assert str(caught.value).startswith(str(tmp_path / "agents.toml"))
    assert message in str(caught.value)


def test_a_typo_in_a_workflow_is_a_warning_naming_the_known_key(tmp_path: Path) -> None:
    config = agents_from(AGENTS + "max_iteration = 2\n", tmp_path)
    assert any(
        "[workflows.triage] unknown key 'max_iteration' (did you mean 'max_iterations'?)" in w
        for w in config.warnings
    )


def test_validate_lists_workflows_and_refuses_a_broken_one(ares_home: Path) -> None:
    write_config(ares_home, ollama_config("http://127.0.0.1:9"))
    (ares_home / "agents.toml").write_text(AGENTS, encoding="utf-8")
    shown = run_ares(ares_home, "agents", "validate")
    assert shown.returncode == 0, shown.stderr
    assert "triage: enters at router, fallback researcher [user]" in shown.stdout
    report = json.loads(run_ares(ares_home, "agents", "validate", "--json").stdout)
    assert report["workflows"] == [
        {
            "name": "triage",
            "entry_agent": "router",
            "fallback_agent": "researcher",
            "max_depth": 3,
            "max_iterations": 5,
            "parallel_subagents": False,
            "source": "user",
        }
    ]
    broken = AGENTS.replace('entry_agent = "router"', 'entry_agent = "routr"')
    (ares_home / "agents.toml").write_text(broken, encoding="utf-8")
    refused = run_ares(ares_home, "agents", "validate")
    assert refused.returncode == 2
    assert "[workflows.triage] entry_agent: 'routr' is not under [agents]" in refused.stderr
