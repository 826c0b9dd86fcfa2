"""The one error tree every adapter raises, each with a sentence a person understands.

    WorkerError
     ├── WorkerUnavailable      nothing answered at the address, or the model is missing
     │    └── ModelNotFound
     ├── AuthRejected           the provider refused the key (401/403)
     ├── RateLimited            the provider asked us to slow down (429)
     ├── TimedOut               no answer within the connect or read timeout
     ├── BadResponse            an answer we could not understand, or a 5xx
     └── Cancelled              the person (or an emergency stop) cancelled the call

Messages never contain keys, request bodies or headers.
"""

from __future__ import annotations


class WorkerError(Exception):
    """Base of every worker failure. ``str(err)`` is one sentence for the person."""

    retryable = False

    def __init__(self, message: str, *, worker_id: str = "") -> None:
        super().__init__(message)
        self.worker_id = worker_id


class WorkerUnavailable(WorkerError):
    retryable = True


class ModelNotFound(WorkerUnavailable):
    retryable = False


class AuthRejected(WorkerError):
    pass


class RateLimited(WorkerError):
    retryable = True

    def __init__(
        self, message: str, *, worker_id: str = "", retry_after: float | None = None
    ) -> None:
        super().__init__(message, worker_id=worker_id)
        self.retry_after = retry_after


class TimedOut(WorkerError):
    retryable = True


class BadResponse(WorkerError):
    pass


class Cancelled(WorkerError):
    pass
