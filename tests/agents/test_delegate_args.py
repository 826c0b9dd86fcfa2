"""Reading ``/delegate ARGS``: the issue's two vectors and the edges of the tokenizer."""

from __future__ import annotations

import pytest

from app.controller.agents.delegate_args import (
    MAX_PARALLEL,
    NO_MODEL_VALUE,
    DelegateArgsError,
    parse,
    tokenize,
)


def shown(text: str) -> dict[str, object]:
    return parse(text).model_dump(mode="json")


def test_the_issues_first_vector() -> None:
    assert shown('translate "hello | world" --model fast-model --tools') == {
        "tasks": [["translate", "hello | world"]],
        "model": "fast-model",
        "tools": True,
        "parallel": False,
    }


def test_the_issues_second_vector() -> None:
    parsed = shown('alpha | beta --parallel gamma "delta echo" epsilon |')
    assert parsed["tasks"] == [["alpha"], ["beta"], ["gamma"], ["delta echo"], ["epsilon"]]
    assert parsed["parallel"] is True


def test_bars_split_sequential_tasks_and_words_stay_together() -> None:
    assert parse("find the boiler manual | summarise it").tasks == [
        ["find", "the", "boiler", "manual"],
        ["summarise", "it"],
    ]
    assert parse("| | a |  | b |").tasks == [["a"], ["b"]]  # no empty tasks
    assert parse("a|b").tasks == [["a|b"]]  # only a bare bar separates


def test_words_before_the_latch_stay_one_task_and_later_bars_are_dropped() -> None:
    parsed = parse("two words --parallel x | y")
    assert parsed.tasks == [["two", "words"], ["x"], ["y"]]
    assert parsed.parallel


@pytest.mark.parametrize(
    ("text", "tokens"),
    [
        (r'"a \"quoted\" word"', ['a "quoted" word']),
        (r'"back\\slash"', ["back\\slash"]),
        (r'"\n"', ["n"]),  # a backslash escapes the next character, nothing more
        (r"C:\temp\new", [r"C:\temp\new"]),  # outside quotes a backslash is a character
        (r"a\ b", ["a\\", "b"]),  # ... and escapes no space
        ('""', []),  # no empty tokens
        ('x "" y', ["x", "y"]),
        ('pre"fix and"post', ["prefix andpost"]),
        ("  spaced\tout\n words  ", ["spaced", "out", "words"]),
        ('"|"', ["|"]),
    ],
)
def test_the_tokenizer(text: str, tokens: list[str]) -> None:
    assert [t.text for t in tokenize(text)] == tokens


def test_a_quoted_flag_or_bar_is_a_word() -> None:
    parsed = parse('explain "--tools" "|" flag')
    assert parsed.tasks == [["explain", "--tools", "|", "flag"]]
    assert not parsed.tools


def test_only_flags_give_no_task() -> None:
    assert shown("--tools --model m --parallel") == {
        "tasks": [],
        "model": "m",
        "tools": True,
        "parallel": True,
    }
    assert parse("").tasks == []


@pytest.mark.parametrize("text", ["task --model", "task --model --tools", "a --model | b"])
def test_model_needs_exactly_one_value(text: str) -> None:
    with pytest.raises(DelegateArgsError) as caught:
        parse(text)
    assert str(caught.value) == NO_MODEL_VALUE


def test_model_takes_one_value_and_the_rest_is_task() -> None:
    parsed = parse('--model "big one" write a poem')
    assert (parsed.model, parsed.tasks) == ("big one", [["write", "a", "poem"]])


def test_more_than_eight_parallel_tasks_are_truncated_not_refused() -> None:
    parsed = parse("--parallel " + " ".join(f"t{n}" for n in range(11)))
    assert parsed.tasks == [[f"t{n}"] for n in range(MAX_PARALLEL)]
    assert parsed.truncated == 3
    assert "truncated" not in parsed.model_dump()
    sequential = parse(" | ".join(f"t{n}" for n in range(11)))
    assert len(sequential.tasks) == 11  # the cap is for parallel tasks


def test_an_unclosed_quote_is_an_error_that_says_where() -> None:
    with pytest.raises(DelegateArgsError, match="character 7 is never closed"):
        parse('hello "world')
