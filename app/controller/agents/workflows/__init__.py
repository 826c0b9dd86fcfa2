"""Workflows (``[workflows.NAME]`` in agents.toml): a message enters at the entry agent,
which may hand tasks on to other agents — each hop a delegated child turn, recorded as a
step. ``chatter`` reads hand-on lines and strips slash-command lines, ``record`` holds
the steps and the run's result, ``engine`` runs a workflow, ``turn`` is the person's turn
that runs one (``ares chat --workflow NAME``, the window's picker)."""
