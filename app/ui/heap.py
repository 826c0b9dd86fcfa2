"""Freed memory given back to the system once a start's work is done.

A start allocates far more than it keeps: modules are read and compiled, the Trust
Engine builds its tables, Pygments loads its lexers, on several threads. glibc keeps
what was freed for reuse, in each thread's arena, so the idle app looks ~10 MB larger
than it is. ``malloc_trim`` returns those pages; elsewhere (no glibc) nothing happens.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys


def release_freed_memory() -> bool:
    """Whether the C library gave freed pages back (glibc only)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):  # musl and others have no malloc_trim
        return False
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return bool(trim(0))
