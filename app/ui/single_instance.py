"""One ARES per ARES_HOME: a local socket named from a hash of the home folder.

The first ``ares`` listens; a later ``ares`` (or ``ares quick``) connects, sends one
command line ("show" or "quick"), reads the running instance's one-line answer and
exits. Two homes get two names, so two separate ARES can still run side by side.

A socket file left by a crashed instance answers no connection: the new instance then
removes it and listens in its place. Only this user may connect (``UserAccessOption``),
so nobody else on the machine can pop up the quick prompt.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Callable
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtNetwork import QAbstractSocket, QLocalServer, QLocalSocket

log = logging.getLogger("ares.ui")

# "stop" / "clear": the emergency stop from another process (``ares stop [--clear]``).
COMMANDS = ("show", "quick", "ping", "stop", "clear")
CONNECT_MS = 1000
REPLY_MS = 5000

NO_ANSWER = "asked it, no answer yet (still starting?)"

Handler = Callable[[str], str]
_CLI_APP: list[QCoreApplication] = []  # kept alive for the process's life


def server_name(home: Path) -> str:
    """The socket's name for this home: stable, and the same for every spelling of it."""
    digest = hashlib.sha256(str(home.expanduser().resolve()).encode()).hexdigest()[:20]
    return f"ares-{digest}"


def send_to_running(home: Path, command: str) -> str | None:
    """The running instance's answer to ``command``, or None when none runs here."""
    if QCoreApplication.instance() is None:  # a command-line process (``ares stop``)
        _CLI_APP.append(QCoreApplication([]))
    socket = QLocalSocket()
    socket.connectToServer(server_name(home))
    if not socket.waitForConnected(CONNECT_MS):
        return None
    socket.write(command.encode() + b"\n")
    socket.waitForBytesWritten(CONNECT_MS)
    answer = b""
    while not answer.endswith(b"\n") and socket.waitForReadyRead(REPLY_MS):
        answer += bytes(socket.readAll().data())
    socket.disconnectFromServer()
    return answer.decode(errors="replace").strip() or NO_ANSWER


class InstanceServer(QObject):
    """Listens for later starts. Commands that arrive before ``attach`` (while the
    memory is still being unlocked) wait and run once the shell is there."""

    def __init__(self, home: Path) -> None:
        super().__init__()
        self.name = server_name(home)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self._handler: Handler | None = None
        self._pending: list[tuple[QLocalSocket, str]] = []

    def listen(self) -> bool:
        """True when this process is now the one ARES of the home; a stale socket file
        (no one answers on it) is removed first."""
        if self.server.listen(self.name):
            return True
        if self.server.serverError() != QAbstractSocket.SocketError.AddressInUseError:
            log.warning("single-instance socket unavailable: %s", self.server.errorString())
            return True  # run anyway: one ARES without the socket beats none
        probe = QLocalSocket()
        probe.connectToServer(self.name)
        if probe.waitForConnected(CONNECT_MS):
            probe.disconnectFromServer()
            return False  # a live instance won the race
        log.info("removed a stale single-instance socket left by a crashed ARES")
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def attach(self, handler: Handler) -> None:
        self._handler = handler
        pending, self._pending = self._pending, []
        for socket, command in pending:
            self._answer(socket, command)

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)
            self._read(socket)  # the line may have arrived with the connection

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return
        command = bytes(socket.readLine().data()).decode(errors="replace").strip()
        if command not in COMMANDS:
            socket.write(b"unknown command\n")
            return
        if self._handler is None:
            self._pending.append((socket, command))
        else:
            self._answer(socket, command)

    def _answer(self, socket: QLocalSocket, command: str) -> None:
        assert self._handler is not None
        reply = self._handler(command)
        # A queued start may have given up waiting: its socket is gone, the command ran.
        if (
            shiboken6.isValid(socket)
            and socket.state() == QLocalSocket.LocalSocketState.ConnectedState
        ):
            socket.write(reply.encode() + b"\n")
            socket.flush()
