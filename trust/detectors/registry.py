"""The default set of detectors, in one place, checked when added."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache

from trust.detectors.address_questions import AddressDetector
from trust.detectors.base import RuleDetector, ScanDetector
from trust.detectors.biometrics import RULES as BIOMETRIC_RULES
from trust.detectors.birth_dates import BirthDateDetector
from trust.detectors.documents import RULES as DOCUMENT_RULES
from trust.detectors.emails import RULES as EMAIL_RULES
from trust.detectors.letter_classes import narrowed
from trust.detectors.name_contacts import ContactNameDetector
from trust.detectors.name_fields import NameFieldDetector
from trust.detectors.name_japanese import JapaneseNameDetector
from trust.detectors.name_speakers import ChatSpeakerDetector
from trust.detectors.names import NameDetector
from trust.detectors.names_lower import LowerCaseNameDetector
from trust.detectors.national_ids import RULES as NATIONAL_ID_RULES
from trust.detectors.phone_words import SpokenNumberDetector
from trust.detectors.phones import DEFAULT_REGIONS, PhoneDetector
from trust.detectors.pii import RULES as PII_RULES
from trust.detectors.secrets_access_codes import AccessCodeDetector
from trust.detectors.secrets_assignment import AssignmentDetector
from trust.detectors.secrets_calls import RULES as CALL_SECRET_RULES
from trust.detectors.secrets_changed_to import ChangedToDetector
from trust.detectors.secrets_chat import ChatSecretDetector
from trust.detectors.secrets_entropy import EntropyDetector
from trust.detectors.secrets_generic import RULES as GENERIC_SECRET_RULES
from trust.detectors.secrets_keyfile import KeyFileDetector
from trust.detectors.secrets_keyless import (
    RecoveryCodeDetector,
    SeedPhraseDetector,
    TotpKeyDetector,
)
from trust.detectors.secrets_kubernetes import KubernetesSecretDetector
from trust.detectors.secrets_next_line import NextLineSecretDetector
from trust.detectors.secrets_one_time import OneTimeCodeDetector
from trust.detectors.secrets_prose import ProsePasswordDetector
from trust.detectors.secrets_providers import RULES as PROVIDER_SECRET_RULES
from trust.detectors.secrets_syntax import RULES as SYNTAX_SECRET_RULES
from trust.detectors.special_allegiance import AllegianceDetector
from trust.detectors.special_categories import SpecialCategoryDetector
from trust.detectors.special_disclosures import SpecialDisclosureDetector
from trust.detectors.special_japanese import JapaneseHealthDetector
from trust.detectors.table_columns import TableColumnDetector


class Registry:
    """An ordered collection of scan detectors; names must be unique."""

    def __init__(self, detectors: Iterable[ScanDetector] = ()) -> None:
        self._detectors: list[ScanDetector] = []
        for detector in detectors:
            self.add(detector)

    def add(self, detector: ScanDetector) -> None:
        if not callable(getattr(detector, "detect_scan", None)):
            raise TypeError(f"{detector!r} has no detect_scan(scan) method")
        if any(d.name == detector.name for d in self._detectors):
            raise ValueError(f"a detector named {detector.name!r} is already registered")
        self._detectors.append(detector)

    def __iter__(self) -> Iterator[ScanDetector]:
        return iter(tuple(self._detectors))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(d.name for d in self._detectors)


@lru_cache(maxsize=8)
def default_registry(phone_regions: tuple[str, ...] = DEFAULT_REGIONS) -> Registry:
    """Every built-in detector; compiled once per process and set of phone regions."""
    rules = RuleDetector(
        "secrets",
        GENERIC_SECRET_RULES + PROVIDER_SECRET_RULES + SYNTAX_SECRET_RULES + CALL_SECRET_RULES,
    )
    assignments = AssignmentDetector()
    return Registry(
        [
            rules,
            assignments,
            ProsePasswordDetector(),
            ChangedToDetector(),
            ChatSecretDetector(),
            EntropyDetector(inner=(rules, assignments)),
            KeyFileDetector(),
            TotpKeyDetector(),
            RecoveryCodeDetector(),
            SeedPhraseDetector(),
            OneTimeCodeDetector(),
            AccessCodeDetector(),
            NextLineSecretDetector(),
            KubernetesSecretDetector(),
            RuleDetector(
                "pii",
                PII_RULES + EMAIL_RULES + NATIONAL_ID_RULES + DOCUMENT_RULES + BIOMETRIC_RULES,
                # documents are named in Latin, Greek and Cyrillic letters here (kana and
                # kanji names have no letter classes around them): a third of the program
                alphabet=narrowed,
                presearch=True,  # its keywords are everyday words: few of its rules match
            ),
            AddressDetector(),
            PhoneDetector(phone_regions),
            SpokenNumberDetector(),
            NameDetector(),
            LowerCaseNameDetector(),
            JapaneseNameDetector(),
            ChatSpeakerDetector(),
            NameFieldDetector(),
            ContactNameDetector(),
            JapaneseHealthDetector(),
            TableColumnDetector(),
            BirthDateDetector(),
            SpecialCategoryDetector(),
            SpecialDisclosureDetector(),
            AllegianceDetector(),
        ]
    )
