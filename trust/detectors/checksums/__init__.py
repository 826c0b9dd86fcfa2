"""Checksums python-stdnum does not (yet) know, each a module with ``is_valid``."""
