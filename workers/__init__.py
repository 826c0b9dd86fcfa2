"""Workers: the contract and its adapters (Ollama, HTTP APIs, command-line agents)."""

from workers.contract import (
    Availability,
    ChatMessage,
    Chunk,
    ContextBriefing,
    Cost,
    Disclose,
    Embedder,
    OutboundPayload,
    Sampling,
    ToolCall,
    ToolSpec,
    Worker,
    WorkerResult,
)
from workers.errors import (
    AuthRejected,
    BadResponse,
    Cancelled,
    ModelNotFound,
    RateLimited,
    TimedOut,
    WorkerError,
    WorkerUnavailable,
)
from workers.registry import ask, build_worker, load_adapters, probe, throwaway
from workers.spec import WorkerSpec

__all__ = [
    "AuthRejected",
    "Availability",
    "BadResponse",
    "Cancelled",
    "ChatMessage",
    "Chunk",
    "ContextBriefing",
    "Cost",
    "Disclose",
    "Embedder",
    "ModelNotFound",
    "OutboundPayload",
    "RateLimited",
    "Sampling",
    "TimedOut",
    "ToolCall",
    "ToolSpec",
    "Worker",
    "WorkerError",
    "WorkerResult",
    "WorkerSpec",
    "WorkerUnavailable",
    "ask",
    "build_worker",
    "load_adapters",
    "probe",
    "throwaway",
]
