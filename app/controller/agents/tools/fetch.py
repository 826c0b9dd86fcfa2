"""``fetch_url``: an HTTP request on the agent's behalf — data leaving the device, so an
egress path like any worker. The person approves the exact URL (and body); then the
egress classifies what would leave, refuses it if policy does not let it go to an
unknown destination, and records it in the disclosure ledger before it is sent."""

from __future__ import annotations

from typing import Any, Literal

import httpx
from pydantic import Field

from app.controller.agents.tools.base import Approval, Args, Tool, ToolContext, ToolFailure
from workers.tls import tls_context

MAX_BODY = 32 * 1024  # characters of the response handed back
TIMEOUT = httpx.Timeout(20.0, connect=5.0)


class FetchArgs(Args):
    url: str = Field(pattern=r"^https?://", description="an http:// or https:// URL")
    method: Literal["GET", "POST"] = "GET"
    body: str | None = Field(default=None, description="text to send with POST")


class FetchUrl(Tool):
    name = "fetch_url"
    description = "Fetch a web page or call a web API (asks the person first)."
    arguments = FetchArgs
    read_only = False

    def approval(self, args: FetchArgs, ctx: ToolContext) -> Approval:
        return Approval(
            tool=self.name,
            action="fetch",
            subject=f"{args.method} {args.url}",
            detail=(args.body or "")[:2000],
        )

    async def run(self, args: FetchArgs, ctx: ToolContext) -> Any:
        body = (args.body or "").encode()
        if ctx.release is None:
            raise ToolFailure("egress_refused", "Nothing may leave from here.")
        # The URL is part of what leaves: a query string carries data just like a body.
        await ctx.release(self.name, args.url, body, f"{args.url}\n{args.body or ''}")
        try:
            async with httpx.AsyncClient(
                timeout=TIMEOUT, follow_redirects=False, verify=tls_context()
            ) as client:
                response = await client.request(args.method, args.url, content=body or None)
        except httpx.HTTPError as exc:
            raise ToolFailure("tool_failed", f"{args.url}: {type(exc).__name__}") from None
        text = response.text
        result: dict[str, Any] = {
            "status": response.status_code,
            "content_type": response.headers.get("content-type", ""),
            "text": text[:MAX_BODY],
            "truncated": len(text) > MAX_BODY,
        }
        if response.is_redirect:
            # Not followed: the next hop is a new destination the person did not approve.
            result["location"] = response.headers.get("location", "")
        return result
