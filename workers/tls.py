"""One TLS context for every worker's HTTP client.

httpx builds a context per client by reading the whole CA bundle (50–60 ms on this
project's machines), and a worker's client is made on the window's thread at its first
use; made once, on a thread at start (``load_adapters``), no client pays it there. The
context is httpx's default one (``SSL_CERT_FILE``/``SSL_CERT_DIR`` honoured), so what
is trusted does not change.
"""

from __future__ import annotations

import functools
import ssl

import httpx


@functools.cache
def tls_context() -> ssl.SSLContext:
    return httpx.create_ssl_context()
