"""Fixtures every test area shares: a private ARES_HOME and the desktop-service gates."""

from __future__ import annotations

import faulthandler
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

pytest_plugins = ["tests.fakes.fixtures", "tests.hang_resume"]

IN_CI = os.environ.get("CI", "").lower() == "true"

# CI draws the same examples every run, so a landing is judged on the tree, not on the
# draw; a developer's run draws new ones each time and finds what is still missed.
settings.register_profile("ci", derandomize=True, database=None)
if IN_CI:
    settings.load_profile("ci")

# Widgets render offscreen in tests; tray tests run a child on the real X server instead.
os.environ["QT_QPA_PLATFORM"] = "offscreen"


# A hang that holds the interpreter (a deadlock between it and a Qt thread) stops
# pytest-timeout's thread too; faulthandler's watchdog is C, so it still dumps every
# thread's stack and ends the run. The file is read out by .ci/test.
WATCHDOG_FILE = Path(__file__).resolve().parents[1] / "build" / "hung-test.txt"
WATCHDOG_GRACE = 60.0


@pytest.fixture(autouse=True)
def hang_watchdog(request: pytest.FixtureRequest) -> Iterator[None]:
    marker = request.node.get_closest_marker("timeout")
    limit = float(marker.args[0]) if marker and marker.args else 240.0
    WATCHDOG_FILE.parent.mkdir(exist_ok=True)
    with WATCHDOG_FILE.open("w", encoding="utf-8") as out:
        out.write(f"{request.node.nodeid} still running after {limit + WATCHDOG_GRACE:.0f} s\n")
        out.flush()
        faulthandler.dump_traceback_later(limit + WATCHDOG_GRACE, exit=True, file=out)
        try:
            yield
        finally:
            faulthandler.cancel_dump_traceback_later()
    WATCHDOG_FILE.unlink(missing_ok=True)


def skip_or_fail(reason: str) -> None:
    """A desktop test that cannot run skips on a laptop and fails in CI, where the
    services are provided on purpose and their absence is a broken pipeline."""
    if IN_CI:
        pytest.fail(f"required in CI: {reason}")
    pytest.skip(reason)


@pytest.fixture
def ares_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh ARES_HOME for the test, so no test sees another's config or database."""
    home = tmp_path / "ares-home"
    home.mkdir()
    monkeypatch.setenv("ARES_HOME", str(home))
    # Settings can write the login entry; never the one of the person running the tests.
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    yield home


@pytest.fixture
def real_keyring() -> Iterator[object]:
    """The OS keyring, when it really works (Secret Service under dbus in CI)."""
    import keyring
    from keyring.errors import KeyringError

    backend = keyring.get_keyring()
    probe = ("ares-companion-test", "probe")
    try:
        keyring.set_password(*probe, "ok")
        works = keyring.get_password(*probe) == "ok"
        keyring.delete_password(*probe)
    except (KeyringError, RuntimeError) as exc:
        skip_or_fail(f"no usable keyring ({type(backend).__name__}: {exc})")
    if not works:
        skip_or_fail(f"keyring {type(backend).__name__} does not round-trip")
    yield backend


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """In CI a desktop test (marked, or using the real keyring) may not skip, however it
    was skipped: the services are provided on purpose there, so a skip hides a break."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    if IN_CI and _needs_desktop(item) and report.skipped and not hasattr(report, "wasxfail"):
        report.outcome = "failed"
        report.longrepr = f"desktop test skipped in CI: {report.longrepr}"


def _needs_desktop(item: pytest.Item) -> bool:
    return item.get_closest_marker("desktop") is not None or "real_keyring" in getattr(
        item, "fixturenames", ()
    )


_desktop_ids: set[str] = set()
_skipped_desktop: list[str] = []


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    _desktop_ids.update(item.nodeid for item in items if _needs_desktop(item))


@pytest.hookimpl(trylast=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.skipped and report.when in ("setup", "call") and report.nodeid in _desktop_ids:
        _skipped_desktop.append(report.nodeid.rsplit("/", 1)[-1])


DESKTOP_TOOLS = ("Xvfb", "dbus-run-session", "gnome-keyring-daemon", "trayer")  # as .ci/test


def how_to_run_desktop_tests() -> str:
    """``make test`` when the packages are there (it starts the session), else the one
    command that installs them (the list .ci/run installs)."""
    if all(shutil.which(tool) for tool in DESKTOP_TOOLS):
        return "make test (it runs them in a private desktop session)"
    packages = (Path(__file__).parent.parent / ".ci" / "desktop-packages").read_text().split()
    return "sudo apt-get install -y --no-install-recommends " + " ".join(packages)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """One line naming the desktop tests that did not run and how to make them run."""
    if _skipped_desktop:
        terminalreporter.write_line(
            f"{len(_skipped_desktop)} desktop tests skipped ({', '.join(_skipped_desktop)}); "
            f"to run them: {how_to_run_desktop_tests()}",
            yellow=True,
        )
