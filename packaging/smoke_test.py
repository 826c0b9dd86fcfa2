"""Smoke test of the desktop bundle from a fresh unpack of its tarball, as a person would
meet it: ``make dist-test`` (or, with a tarball built: ``bash .ci/desktop-session
.venv/bin/python packaging/smoke_test.py dist/ares-VERSION-linux-x86_64.tar.gz``).

Needs what ``.ci/desktop-session`` gives: a D-Bus session with an unlocked
gnome-keyring (the real Secret Service) and Xvfb with a tray host (``ARES_TEST_DISPLAY``).
Workers are the fake Ollama server from ``tests/fakes`` on a loopback port. Each check
prints one line; the last line counts them, and the exit code is 1 if any failed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mnemonic import Mnemonic  # noqa: E402

from tests.fakes.ollama_server import FakeOllama  # noqa: E402
from tests.helpers import ollama_config  # noqa: E402
from tests.packaging.xwindows import (  # noqa: E402
    ICON_MAX,
    main_windows,
    tray_icons,
    wait_for,
    windows,
)

PESEL = "44051401458"  # a checksum-valid PESEL (stdnum) for the classify check
SEED = Mnemonic("english").generate(128)  # a fresh 12-word seed phrase each run
results: list[tuple[str, bool, str]] = []


def check(name: str) -> Callable[[Callable[[], str]], Callable[[], str]]:
    """Runs the check at once; it returns a detail line or raises AssertionError."""

    def run(fn: Callable[[], str]) -> Callable[[], str]:
        try:
            detail, ok = fn(), True
        except Exception as exc:  # a failed check must not stop the others
            detail, ok = f"{type(exc).__name__}: {exc}", False
        results.append((name, ok, detail))
        print(f"{'PASS' if ok else 'FAIL'} {name}: {detail}", flush=True)
        return fn

    return run


def ares(
    exe: Path, home: Path, *args: str, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(exe), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env_for(home),
        cwd=home,  # nowhere near the source tree: the bundle must carry everything
        check=False,
    )


def env_for(home: Path, **extra: str) -> dict[str, str]:
    # No PYTHONPATH or venv leaks into the bundle; no passphrase: the real keyring is used.
    env = {
        k: v for k, v in os.environ.items() if not k.startswith(("ARES_", "PYTHON", "VIRTUAL_ENV"))
    }
    env.update(ARES_HOME=str(home), **extra)
    return env


def main() -> int:
    tarball = Path(sys.argv[1]).resolve()
    display = os.environ.get("ARES_TEST_DISPLAY", "")
    if not display:
        print("run me inside .ci/desktop-session (no ARES_TEST_DISPLAY)", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="ares-smoke-"))
    with tarfile.open(tarball) as archive:
        archive.extractall(work, filter="tar")
    exe = work / "ares" / "ares"
    home = work / "home"
    home.mkdir()
    version = (ROOT / "pyproject.toml").read_text().split('version = "', 1)[1].split('"', 1)[0]
    fake = FakeOllama()
    fake.script_reply(["Hello from the ", "fake Ollama."])
    fake.start()
    (home / "config.toml").write_text(ollama_config(fake.url), encoding="utf-8")

    @check("ares --version")
    def _() -> str:
        done = ares(exe, home, "--version")
        assert done.returncode == 0, done.stderr
        first = done.stdout.splitlines()[0]
        assert first.startswith(f"ARES {version} (bundle "), first
        assert "PySide6_Essentials" in done.stdout and "LGPL" in done.stdout, done.stdout
        return f"{first}; {len(done.stdout.splitlines()) - 2} components listed"

    @check("ares doctor --json")
    def _() -> str:
        done = ares(exe, home, "doctor", "--json")
        assert done.returncode == 0, done.stdout + done.stderr
        report = json.loads(done.stdout)
        assert report["keyring"]["works"], report["keyring"]
        assert report["workers"][0]["available"], report["workers"]
        assert report["qt"]["available"], report["qt"]
        return (
            f"keyring {report['keyring']['backend']}, worker available, {report['qt']['summary']}"
        )

    @check("ares classify (re2, phonenumbers, stdnum data, names gazetteer, BIP-39 lists)")
    def _() -> str:
        text = (
            # Sentences apart: right before "my PESEL is" a number is read as an id too.
            f"Call me on +44 20 7946 0958. My PESEL is {PESEL}, mail jane.doe@example.com."
            f" My friend Margaret Thompson called. My wallet words: {SEED}"
        )
        done = subprocess.run(
            [str(exe), "classify", "--json"],
            input=text,
            capture_output=True,
            text=True,
            env=env_for(home),
            cwd=home,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        kinds = sorted({f["kind"] for f in json.loads(done.stdout)["findings"]})
        assert {"EMAIL", "PHONE", "PL_PESEL", "PERSON", "SEED_PHRASE"} <= set(kinds), kinds
        return ", ".join(kinds)

    @check("ares chat against the fake Ollama")
    def _() -> str:
        done = ares(exe, home, "chat", "Say hello", "--json")
        assert done.returncode == 0, done.stdout + done.stderr
        text = json.dumps(json.loads(done.stdout))
        assert "Hello from the fake Ollama." in text, text
        return f"answered through the privacy router ({len(fake.requests)} requests to the fake)"

    @check("the window opens with its tray icon, WM class matching the desktop entry")
    def _() -> str:
        with running(exe, home, display):
            assert wait_for(lambda: bool(main_windows(display)), 60), "no ARES window in 60 s"
            assert wait_for(lambda: bool(tray_icons(display)), 15), "no icon in the tray host"
            # The startup window closes once the main one is up; then let both paint.
            wait_for(lambda: not windows(display, "--name", "^ARES — starting$"), 15)
            time.sleep(1.5)
            shot = screenshot(display, tarball.parent / "smoke-window.png")
            icon = tray_icons(display)[0]
            where = f"{icon['WIDTH']}x{icon['HEIGHT']} at ({icon['X']},{icon['Y']})"
            return f"window shown; tray icon {where}; {shot}"

    @check("ares --tray starts hidden in the tray")
    def _() -> str:
        with running(exe, home, display, "--tray"):
            assert wait_for(lambda: bool(tray_icons(display)), 60), "no tray icon within 60 s"
            time.sleep(1.0)  # the window would have been shown with the icon
            shown = [w for w in windows(display, "--name", "^ARES") if w["WIDTH"] > ICON_MAX]
            assert not shown, f"a window is shown: {shown}"
            return "tray icon shown, no window"

    @check("ares quick (the launcher's action) shows the quick prompt")
    def _() -> str:
        with running(exe, home, display, "quick"):
            found = wait_for(lambda: bool(windows(display, "--name", "^ARES quick prompt$")), 60)
            assert found, "no quick prompt within 60 s"
            return "quick prompt shown"

    fake.stop()
    passed = sum(ok for _, ok, _ in results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if passed == len(results) else 1


@contextmanager
def running(exe: Path, home: Path, display: str, *args: str) -> Iterator[None]:
    """The bundle's window process on the X server, stopped (and its output shown) after."""
    child = subprocess.Popen(
        [str(exe), *args],
        env=env_for(home, DISPLAY=display, QT_QPA_PLATFORM="xcb"),
        cwd=home,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        yield
    finally:
        stop(child)


def stop(child: subprocess.Popen[str]) -> None:
    child.terminate()
    try:
        out, _ = child.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        child.kill()
        out, _ = child.communicate()
    if out.strip():
        print("  ares said: " + out.strip().replace("\n", "\n  "), flush=True)


def screenshot(display: str, target: Path) -> str:
    """The whole screen, for a person to look at (the tray icon is at the top right)."""
    code = (
        "import sys; from PySide6.QtWidgets import QApplication; app = QApplication(sys.argv); "
        f"sys.exit(0 if app.primaryScreen().grabWindow(0).save({str(target)!r}) else 1)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb"},
        capture_output=True,
        timeout=30,
        check=False,
    )
    return f"screenshot {target}" if done.returncode == 0 else "no screenshot"


if __name__ == "__main__":
    sys.exit(main())
