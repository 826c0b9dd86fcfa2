"""One ``[[workers]]`` entry of ``config.toml``: the shape scripts and people rely on."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, StrictFloat, StrictInt, model_validator

from trust.sensitivity import PrivacyClass

WorkerKind = Literal["ollama", "openai", "anthropic", "command"]

DEFAULT_OLLAMA_URL = "http://127.0.0.1:11434"


class WorkerSpec(BaseModel):
    """A declared worker. ``privacy_class`` is required for every kind but ``ollama``:
    where data goes is never guessed from a name."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(min_length=1, pattern=r"^[A-Za-z0-9_.:\-]+$")
    kind: WorkerKind
    model: str | None = None
    base_url: str | None = None
    privacy_class: PrivacyClass | None = None
    key: str | None = None
    command: list[str] | None = None
    input: Literal["stdin", "arg"] = "stdin"
    format: Literal["claude-stream-json", "codex-json", "text"] = "text"
    # Strict numbers: "5" or true in config.toml is a mistake to report, not to convert.
    connect_timeout: StrictFloat = Field(default=5.0, gt=0)
    read_timeout: StrictFloat = Field(default=120.0, gt=0)
    keep_alive: str | None = None
    price_in_per_mtok: StrictFloat | None = Field(default=None, ge=0)
    price_out_per_mtok: StrictFloat | None = Field(default=None, ge=0)
    currency: str = "USD"
    # Retries happen only before the first token; the wait doubles from retry_backoff.
    max_retries: StrictInt = Field(default=2, ge=0, le=10)
    retry_backoff: StrictFloat = Field(default=0.5, ge=0)
    # command workers: the environment variable that receives the worker's own key.
    key_env: str | None = Field(default=None, pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    # command workers: extra environment variables passed through besides the allow-list.
    pass_env: list[str] = Field(default_factory=list)
    # The model's context in tokens, where the worker does not report it (Ollama does);
    # a message that cannot fit is not sent.
    context_length: StrictInt | None = Field(default=None, gt=0)
    # anthropic: the answer length cap the Messages API requires.
    max_tokens: StrictInt = Field(default=4096, gt=0)

    @model_validator(mode="after")
    def _check(self) -> WorkerSpec:
        if self.privacy_class is None:
            if self.kind != "ollama":
                raise ValueError(
                    f"worker {self.id!r}: privacy_class is required for kind {self.kind!r} "
                    "(local_only, approved_provider or external_provider)"
                )
            self.privacy_class = PrivacyClass.LOCAL_ONLY
        if self.kind == "command" and not self.command:
            raise ValueError(f"worker {self.id!r}: kind 'command' needs a command list")
        if self.kind == "ollama" and self.base_url is None:
            self.base_url = DEFAULT_OLLAMA_URL
        return self

    @property
    def key_name(self) -> str:
        """The keyring entry that holds this worker's API key."""
        return self.key or self.id

    @property
    def privacy(self) -> PrivacyClass:
        assert self.privacy_class is not None  # set by the validator
        return self.privacy_class
