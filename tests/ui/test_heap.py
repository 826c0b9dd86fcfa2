"""What a start freed goes back to the system, so idle ARES is as small as it is."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# In a fresh interpreter: in the suite's long-lived heap, earlier tests decide where the
# blocks land and how much free() already gave back, so the figure would say little.
SCENARIO = """
import json, sys
sys.path.insert(0, {root!r})
from app.ui.heap import release_freed_memory

def resident_mb():
    with open("/proc/self/status", encoding="ascii") as status:
        line = next(x for x in status if x.startswith("VmRSS:"))
    return int(line.split()[1]) / 1024

# Freed blocks held in place by small live ones: glibc keeps such holes for reuse.
kept, freed = [], []
for _ in range(600):
    freed.append(bytearray(b"x" * 65536))
    kept.append(bytearray(b"y" * 1024))  # above pymalloc's 512 bytes: from malloc too
freed.clear()
before = resident_mb()
released = release_freed_memory()
print(json.dumps({{"released": released, "mb": before - resident_mb(), "kept": len(kept)}}))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_memory_freed_between_kept_objects_goes_back() -> None:
    done = subprocess.run(
        [sys.executable, "-c", SCENARIO.format(root=str(ROOT))],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    figures = json.loads(done.stdout)
    assert figures["released"]
    assert figures["mb"] > 10  # of the ~38 MB freed (without it: ~0)
    assert figures["kept"] == 600
