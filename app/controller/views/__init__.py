"""What the shells show, as pydantic view models: one module per thing.

``app/ui`` and ``app/cli`` read memory, workers, keys and the Trust Engine only through
these modules (and the ``Companion``), never directly; each module holds the view
model and the few functions that produce it. A view's JSON form is the ``--json``
shape of the CLI command that prints it, which scripts rely on.
"""
