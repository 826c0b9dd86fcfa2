"""``calculate``: arithmetic without ``eval`` — the expression is parsed and only
numbers, the four operations, powers, remainders and a few functions are evaluated."""

from __future__ import annotations

import ast
import math
import operator
from collections.abc import Callable
from typing import Any

from pydantic import Field

from app.controller.agents.tools.base import Args, Tool, ToolContext, ToolFailure

MAX_EXPONENT = 1000  # 10**1000 is fine; 10**10**10 would eat the machine
MAX_LENGTH = 500

_BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}
_UNARY: dict[type[ast.unaryop], Callable[[Any], Any]] = {
    ast.UAdd: operator.pos,
    ast.USub: operator.neg,
}
_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "sqrt": math.sqrt,
    "abs": abs,
    "round": round,
    "floor": math.floor,
    "ceil": math.ceil,
    "log": math.log,
    "exp": math.exp,
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
}
_CONSTANTS = {"pi": math.pi, "e": math.e}


class CalcArgs(Args):
    expression: str = Field(
        min_length=1, max_length=MAX_LENGTH, description="e.g. (17 * 3) / 4 + sqrt(2)"
    )


class Calculate(Tool):
    name = "calculate"
    description = "Evaluate an arithmetic expression exactly as a calculator would."
    arguments = CalcArgs

    async def run(self, args: CalcArgs, ctx: ToolContext) -> Any:
        return {"expression": args.expression, "result": evaluate(args.expression)}


def evaluate(expression: str) -> int | float:
    try:
        tree = ast.parse(expression, mode="eval")
    except SyntaxError:
        raise ToolFailure("invalid_arguments", "expression: not an arithmetic expression") from None
    try:
        value = _eval(tree.body)
    except (ZeroDivisionError, OverflowError, ValueError) as exc:
        raise ToolFailure("tool_failed", f"cannot be computed: {exc}") from None
    if not isinstance(value, int | float):
        raise ToolFailure("tool_failed", "the result is not a number")
    return value


def _eval(node: ast.expr) -> Any:
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value
    if isinstance(node, ast.Name) and node.id in _CONSTANTS:
        return _CONSTANTS[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        left, right = _eval(node.left), _eval(node.right)
        if isinstance(node.op, ast.Pow) and abs(right) > MAX_EXPONENT:
            raise ValueError(f"exponent above {MAX_EXPONENT}")
        return _BINARY[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp) and type(node.op) in _UNARY:
        return _UNARY[type(node.op)](_eval(node.operand))
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _FUNCTIONS
        and not node.keywords
    ):
        return _FUNCTIONS[node.func.id](*(_eval(a) for a in node.args))
    raise ToolFailure("invalid_arguments", "expression: only numbers and arithmetic are allowed")
