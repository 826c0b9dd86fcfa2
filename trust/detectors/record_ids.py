"""A person's record id where no label word stands before it: the key ``"id"`` inside a
person's object in pasted JSON, and "(ID …)" right after a person's name.

'"customer": {"id": "CUS-00981273", …}' and "Bogdan Stoyanov (ID E-44718)" name whose
id it is by where it stands. A product's or a user account's id ('"user": {"id":
"42"}', the tools' everyday JSON) and "Release Notes (ID 4412)" are not a person's:
the object must be a customer, client, member, patient, employee or the like, and the
parenthesis must follow a first and a last name.
"""

from __future__ import annotations

from collections.abc import Sequence

from trust.detectors.base import Rule
from trust.detectors.name_gazetteer import gazetteer, listed
from trust.sensitivity import Sensitivity

_PR = Sensitivity.PRIVATE

# the objects of CRM, clinic and HR exports whose "id" is the person's number
_PEOPLE = (
    "customer|client|member|patient|employee|guest|subscriber|policyholder|applicant|"
    "student|tenant|kunde|cliente|klant|paciente|pacjent|mitarbeiter|dipendente"
)
_ID = r"([A-Za-z0-9][A-Za-z0-9\-_./]{2,38}[A-Za-z0-9])"
_NAME = r"\p{Lu}\p{Ll}+(?:[\-'’]\p{Lu}?\p{Ll}+)? \p{Lu}\p{Ll}+(?:[\-'’]\p{Lu}?\p{Ll}+)?"


def _has_digits(value: str) -> bool:
    return sum(c.isdigit() for c in value) >= 3


def _after_a_person(value: str, groups: Sequence[str]) -> bool:
    """The words before "(ID" are a first name and a surname, not "Release Notes"."""
    first = groups[1].split(" ")[0]
    return _has_digits(value) and listed(gazetteer(), first)


RULES: tuple[Rule, ...] = (
    Rule(
        name="record-id-json",
        kind="ACCOUNT_NUMBER",
        sensitivity=_PR,
        pattern=r"\"(?i:" + _PEOPLE + r")\"[ \t]*:[ \t\r\n]*\{[^{}]{0,300}?\"(?i:id)\"[ \t]*:"
        r"[ \t]*\"" + _ID + r"\"",
        group=1,
        keywords=tuple(_PEOPLE.split("|")),
        validator=_has_digits,
        confidence=0.8,
    ),
    Rule(
        name="record-id-after-name",
        kind="ACCOUNT_NUMBER",
        sensitivity=_PR,
        pattern=r"("
        + _NAME
        + r") \((?i:id)(?:[ \t]*[:#]|[ \t]+(?i:no\.?|nr\.?))?[ \t]*"
        + _ID
        + r"\)",
        group=2,
        keywords=("(id",),
        judge=_after_a_person,
        confidence=0.8,
    ),
)
