"""The desktop bundle beside ``make run`` (the venv): its size, unpacked and packed, and
its time from spawning ``ares`` to the main window on screen, in one run.

Both start the same way: ``ares`` with a config pointing at a fake Ollama and memory
opened with ARES_PASSPHRASE, on an X server (``ARES_TEST_DISPLAY`` or ``DISPLAY``, else
an Xvfb this bench starts), timed until ``xdotool`` sees a visible window of class ARES
titled "ARES" (the main window; the startup window is "ARES — starting"). One warm-up
start of each first (disk cache), then the runs alternate.

Run: ``make dist`` first, then ``.venv/bin/python bench/bundle_bench.py [--runs 5]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fakes.ollama_server import FakeOllama  # noqa: E402
from tests.helpers import TEST_PASSPHRASE, ollama_config, write_config  # noqa: E402
from tests.packaging.xwindows import main_windows  # noqa: E402

BUNDLE = ROOT / "dist" / "ares" / "ares"
VENV = ROOT / ".venv" / "bin" / "ares"


def size_mb(path: Path) -> float:
    if path.is_file():
        return path.stat().st_size / 2**20
    return sum(p.lstat().st_size for p in path.rglob("*")) / 2**20


@contextmanager
def x_display() -> Iterator[str]:
    display = os.environ.get("ARES_TEST_DISPLAY") or os.environ.get("DISPLAY")
    if display:
        yield display
        return
    number = 150
    while Path(f"/tmp/.X11-unix/X{number}").exists():
        number += 1
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def time_to_window(exe: Path, home: Path, display: str) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("ARES_", "PYTHON"))}
    env.update(
        ARES_HOME=str(home),
        ARES_PASSPHRASE=TEST_PASSPHRASE,
        DISPLAY=display,
        QT_QPA_PLATFORM="xcb",
    )
    start = time.perf_counter()
    child = subprocess.Popen([str(exe)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        while not main_windows(display):
            if child.poll() is not None:
                raise SystemExit(
                    f"{exe} ended: {child.stderr.read().decode() if child.stderr else ''}"
                )
            if time.perf_counter() - start > 120:
                raise SystemExit(f"{exe}: no window within 120 s")
            time.sleep(0.02)
        return time.perf_counter() - start
    finally:
        child.terminate()
        child.wait(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    tarballs = sorted((ROOT / "dist").glob("ares-*-linux-x86_64.tar.gz"))
    if not BUNDLE.exists() or not tarballs:
        print("bundle_bench: no bundle in dist/ — run `make dist` first (skipped)")
        return 0
    if shutil.which("xdotool") is None or shutil.which("Xvfb") is None:
        print("bundle_bench: needs xdotool and Xvfb (.ci/run installs them) (skipped)")
        return 0
    unpacked, packed = size_mb(BUNDLE.parent), size_mb(tarballs[-1])
    print(f"bundle size: {unpacked:.0f} MB unpacked (dist/ares), {packed:.0f} MB packed")
    venv_site = next((ROOT / ".venv" / "lib").glob("python3*/site-packages"))
    print(
        f"  (the venv's site-packages, test and dist extras included: {size_mb(venv_site):.0f} MB)"
    )
    fake = FakeOllama()
    fake.start()
    times: dict[str, list[float]] = {"bundle": [], "venv": []}
    with tempfile.TemporaryDirectory() as tmp, x_display() as display:
        homes = {name: Path(tmp) / name for name in times}
        for home in homes.values():
            home.mkdir()
            write_config(home, ollama_config(fake.url))
        exes = {"bundle": BUNDLE, "venv": VENV}
        for name, exe in exes.items():  # warm-up: creates each database, fills the disk cache
            time_to_window(exe, homes[name], display)
        for _ in range(args.runs):
            for name, exe in exes.items():
                times[name].append(time_to_window(exe, homes[name], display))
    fake.stop()
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, values in times.items():
        runs = ", ".join(f"{v:.2f}" for v in values)
        print(f"time to main window, {name}: median {medians[name]:.2f} s ({runs})")
    print(f"bundle / venv: {medians['bundle'] / medians['venv']:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
