"""``run_command``: a program run without a shell, after the person approved the exact
argv. Its environment is the same allow-list command workers get (no tokens of the
person's shell), it has a timeout, and on timeout or cancel its whole process group is
ended, grandchildren included."""

from __future__ import annotations

import asyncio
import os
import shlex
from pathlib import Path
from typing import Any

from pydantic import Field

from app.controller.agents.tools.base import Approval, Args, Tool, ToolContext, ToolFailure
from workers.command import ENV_ALLOW, end_group

OUTPUT_KEEP = 16 * 1024  # bytes of stdout and of stderr handed back
MAX_TIMEOUT = 600.0


class CommandArgs(Args):
    argv: list[str] = Field(min_length=1, description="the program and its arguments")
    cwd: str | None = Field(default=None, description="working folder (default: the first granted)")
    timeout: float | None = Field(
        default=None,
        gt=0,
        le=MAX_TIMEOUT,
        description="seconds (at most the person's [tools] command_timeout, the default)",
    )


class RunCommand(Tool):
    name = "run_command"
    description = (
        "Run a program with arguments (no shell: pipes and redirections are not available); "
        "asks the person first. Returns the exit code and output."
    )
    arguments = CommandArgs
    read_only = False

    def approval(self, args: CommandArgs, ctx: ToolContext) -> Approval:
        where = working_dir(args, ctx)
        return Approval(
            tool=self.name, action="run", subject=shlex.join(args.argv), detail=f"in {where}"
        )

    async def run(self, args: CommandArgs, ctx: ToolContext) -> Any:
        env = {name: os.environ[name] for name in ENV_ALLOW if name in os.environ}
        try:
            proc = await asyncio.create_subprocess_exec(
                *args.argv,
                stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                cwd=working_dir(args, ctx),
                env=env,
                start_new_session=True,  # its own process group, ended as a whole
            )
        except OSError as exc:
            raise ToolFailure("tool_failed", f"{args.argv[0]}: {exc.strerror}") from None
        limit = time_limit(args, ctx)
        try:
            out, err = await asyncio.wait_for(proc.communicate(), limit)
        except TimeoutError:
            await end_group(proc)
            raise ToolFailure("tool_failed", f"stopped after {limit:g} s") from None
        except BaseException:
            await asyncio.shield(end_group(proc))
            raise
        return {
            "exit_code": proc.returncode,
            "stdout": out[:OUTPUT_KEEP].decode("utf-8", "replace"),
            "stderr": err[:OUTPUT_KEEP].decode("utf-8", "replace"),
            "truncated": len(out) > OUTPUT_KEEP or len(err) > OUTPUT_KEEP,
        }


def time_limit(args: CommandArgs, ctx: ToolContext) -> float:
    """The person's ``[tools] command_timeout`` is the ceiling: a model may ask for less
    time, never more."""
    if args.timeout is None:
        return ctx.command_timeout
    return min(args.timeout, ctx.command_timeout)


def working_dir(args: CommandArgs, ctx: ToolContext) -> Path:
    if args.cwd is not None:
        return Path(os.path.expanduser(args.cwd))
    if ctx.cwd is not None:
        return ctx.cwd
    return ctx.read_roots[0] if ctx.read_roots else Path.home()
