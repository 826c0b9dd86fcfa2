"""``/delegate ARGS`` and ``ares delegate ARGS``: the words the person typed, read into tasks.

One pass over the text. Whitespace outside double quotes splits tokens (never an empty
token: ``""`` gives none); a double-quoted segment belongs to its token whole, spaces
and ``|`` included, and the quotes are dropped; inside quotes only, a backslash makes
the next character literal (outside them a backslash is just a character).

Then the tokens, left to right. A quoted token is always a word, never a flag:

- ``--parallel`` latches split-per-token mode: every later word is a task of its own
  and a bare ``|`` is dropped; the words before it stay the tasks they were;
- before the latch, a bare ``|`` ends one sequential task and starts the next;
- ``--model X`` takes exactly one value (the next token, if it is not a flag or a bare
  ``|``) — else ``DelegateArgsError("--model consumes exactly one value; none given")``;
- ``--tools`` lets the delegated tasks use their agent's tools.

The model a task runs on is ``--model`` (a ``[models]`` name, or a model name on the
agent's worker), else the agent's ``[models]`` entry's model when it names one, else its
worker's own (the global default) — resolved where every agent turn resolves its model
(``runtime.model_for``).

At most ``MAX_PARALLEL`` tasks run in parallel: the rest are dropped (``truncated``
says how many), never refused. Errors::

    DelegateArgsError           the person's text cannot be read (message for them)
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

MAX_PARALLEL = 8
PARALLEL, MODEL, TOOLS, BAR = "--parallel", "--model", "--tools", "|"
_FLAGS = frozenset({PARALLEL, MODEL, TOOLS})
NO_MODEL_VALUE = "--model consumes exactly one value; none given"


class DelegateArgsError(ValueError):
    """The delegation text cannot be read; the message says why, for the person."""


class Token(BaseModel):
    model_config = ConfigDict(frozen=True)

    text: str
    quoted: bool = False  # any part was in double quotes: a word, never a flag or bar

    @property
    def flag(self) -> str | None:
        return self.text if not self.quoted and self.text in _FLAGS else None

    @property
    def bar(self) -> bool:
        return not self.quoted and self.text == BAR


class DelegateArgs(BaseModel):
    """What was asked for; ``--parse-only --json`` prints it (``truncated`` aside)."""

    tasks: list[list[str]] = Field(default_factory=list)
    model: str | None = None
    tools: bool = False
    parallel: bool = False
    truncated: int = Field(default=0, exclude=True)  # parallel tasks past MAX_PARALLEL

    def texts(self) -> list[str]:
        """Each task as the text the delegated agent receives."""
        return [" ".join(words) for words in self.tasks]


def tokenize(text: str) -> list[Token]:
    """The tokens of ``text``; an unclosed double quote is an error, not a guess."""
    tokens: list[Token] = []
    word: list[str] = []
    quoted = in_quotes = escaped = False
    opened = 0
    for index, char in enumerate(text):
        if escaped:
            word.append(char)
            escaped = False
        elif in_quotes and char == "\\":
            escaped = True
        elif char == '"':
            in_quotes, quoted = not in_quotes, True
            opened = index
        elif char.isspace() and not in_quotes:
            _close(tokens, word, quoted)
            word, quoted = [], False
        else:
            word.append(char)
    if in_quotes:
        raise DelegateArgsError(
            f"the double quote at character {opened + 1} is never closed; close it, "
            'or write \\" inside quotes for a quote character'
        )
    _close(tokens, word, quoted)
    return tokens


def _close(tokens: list[Token], word: list[str], quoted: bool) -> None:
    if word:  # no empty tokens, not even from ""
        tokens.append(Token(text="".join(word), quoted=quoted))


def parse(text: str) -> DelegateArgs:
    """The tasks and flags in ``text`` (see the module's docstring)."""
    tokens = tokenize(text)
    tasks: list[list[str]] = []
    current: list[str] = []
    model: str | None = None
    tools = parallel = False
    position = 0
    while position < len(tokens):
        token = tokens[position]
        position += 1
        if token.flag == MODEL:
            if position >= len(tokens) or tokens[position].flag or tokens[position].bar:
                raise DelegateArgsError(NO_MODEL_VALUE)
            model = tokens[position].text
            position += 1
        elif token.flag == TOOLS:
            tools = True
        elif token.flag == PARALLEL:
            parallel = True
            current = _end_task(tasks, current)
        elif token.bar:
            current = current if parallel else _end_task(tasks, current)
        elif parallel:
            tasks.append([token.text])
        else:
            current.append(token.text)
    _end_task(tasks, current)
    kept = tasks[:MAX_PARALLEL] if parallel else tasks
    return DelegateArgs(
        tasks=kept, model=model, tools=tools, parallel=parallel, truncated=len(tasks) - len(kept)
    )


def _end_task(tasks: list[list[str]], current: list[str]) -> list[str]:
    if current:
        tasks.append(current)
    return []
