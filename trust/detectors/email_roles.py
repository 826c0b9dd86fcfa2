"""Mailboxes on documentation domains that stand for no one: ``support@example.com``.

RFC 2606 and RFC 6761 reserve ``example.com/.org/.net`` and the top-level domains
``.example``, ``.test``, ``.invalid`` and ``.localhost`` so that manuals and code can
show an address that reaches nobody. With a role or a placeholder as its local part
(``admin``, ``your_email``, ``first.last``, ``user1``) such an address is no one's.
A person-like local part there (``john.smith@example.com``) stays a finding: test
writers use it for fake personal data, and a router cannot tell fake from real.
"""

from __future__ import annotations

import re

from trust.detectors.values import words

_RESERVED_SECOND_LEVEL = words("example.com example.org example.net")
_RESERVED_TOP_LEVEL = words("example test invalid localhost")

# the words a placeholder mailbox is made of: roles, and a form's "your e-mail" wording.
# A sender's list ("newsletter@", "alerts@") is left out: it names a business that
# writes to the person, and the message around it is often about their subscription.
_PLACEHOLDER_WORDS = words(
    "support help helpdesk info information contact contacts hello hi admin administrator "
    "root webmaster postmaster hostmaster abuse security billing sales marketing team "
    "user users username usr name yourname you your me my our someone somebody anyone "
    "email mail address e mailbox inbox first last firstname lastname full fullname "
    "test tester testing demo sample example dummy fake foo bar baz qux "
    "account login member customer client guest owner dev developer ops devops tag"
)
# "user+tag", "first.last", "your_email", "user1": the words between the separators
_SEPARATORS = re.compile(r"[._+\-]+")


def documentation_mailbox(user: str, host: str) -> bool:
    """``user@host`` (lower case) is a placeholder on a reserved documentation domain."""
    return _reserved(host) and _placeholder(user)


def _reserved(host: str) -> bool:
    top = host.rsplit(".", 1)[-1]
    second = ".".join(host.rsplit(".", 2)[-2:])
    return top in _RESERVED_TOP_LEVEL or second in _RESERVED_SECOND_LEVEL


def _placeholder(user: str) -> bool:
    # the pattern takes "=" into a local part (RFC 5322 allows it): "SMTP_FROM=admin@…"
    # is an assignment, and the mailbox is what follows the last "="
    mailbox = user.rpartition("=")[2]
    parts = [part.rstrip("0123456789") for part in _SEPARATORS.split(mailbox)]
    parts = [part for part in parts if part]
    return bool(parts) and all(part in _PLACEHOLDER_WORDS for part in parts)
