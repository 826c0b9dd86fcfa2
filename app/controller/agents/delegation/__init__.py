"""Delegation between agents: the edges an agent declares become tools (``edges``), the
chain of agents a task passed through is guarded (``chain``), a delegated task runs as
an isolated child turn (``child.run_delegated``, the one entry other features build
on), detached tasks are durable runs (``runs``), and every task can be stopped at its
next call boundary (``tokens``).

Kept free of imports at package level: ``tokens`` is read by the turn's steps.
"""
