"""A person's name as the value of a labelled field, in forms, letters, invoices,
calendars, logs and code: withheld, while the same labels on builds, jobs and
certificates keep their values."""

from __future__ import annotations

import pytest
from faker import Faker

from tests.trust.chat_cases import withheld
from trust import TrustEngine

ENGINE = TrustEngine()
FORMS = {
    "en_GB": ["Patient: {n}", "Full name (as in passport): {n}", "Account name: {n}",
              "Tenant: {n}"],
    "de_DE": ["Patient: {n}", "Antragsteller: {n}", "Mieter: {n}", "Nachname: {l}"],
    "fr_FR": ["Nom : {L}   Prénom : {f}", "Locataire : {n}", "Assuré : {n}"],
    "es_ES": ["Paciente: {n}", "Alumno/a: {n}", "Emisor: {n}", "Titular: {n}"],
    "pl_PL": ["Pacjent: {n}", "Wnioskodawca: {n}", "Imię: {f}", "Nazwisko: {l}"],
    "nl_NL": ["Huurder: {n}", "Aanvrager: {n}", "op NL62 RABO 0312 9847 65 t.n.v. {n}"],
}  # fmt: skip
SHAPES = ["{field}\n", "ATTENDEE;CN={n}:mailto:x@y.test\n"]


@pytest.mark.parametrize("locale", sorted(FORMS))
def test_a_name_in_a_labelled_field_is_withheld(locale: str) -> None:
    fake = Faker(locale)
    fake.seed_instance(len(locale))
    missed, total = [], 0
    for field in FORMS[locale] * 3:
        first, last = fake.first_name(), fake.last_name()
        for shape in SHAPES:
            n = f"{first} {last}"
            filled = field.format(n=n, f=first, l=last, L=last.upper())
            text = "please tidy this up:\n" + shape.format(field=filled, n=n)
            wanted = [v for v in (n, first, last, last.upper()) if v in text][:1]
            total += len(wanted)
            missed += [v for v in wanted if not withheld(text, v)]
    # a surname that is an everyday word ("Warmer") may pass in a build-like label
    assert len(missed) <= 0.12 * total, (missed, total)


@pytest.mark.parametrize(
    "text",
    [
        "jobs:\n  build:\n    steps:\n      - name: Install dependencies\n      - name: Run Tests",
        "metadata:\n  name: nginx-deployment\n  labels:\n    app: Nginx",
        '{"name": "my-app", "version": "1.2.0"}',
        "subject=CN=Let's Encrypt Authority X3, O=Let's Encrypt",
        "client = OpenAI(api_key=os.environ['KEY'])",
        "Patient: see below\nName: Required\nPolicy: HX-4481209",
        "Cliente: Estudi Gràfic Vallès SL",
    ],
)
def test_labels_on_things_keep_their_values(text: str) -> None:
    assert not [f for f in ENGINE.classify(text).findings if f.kind == "PERSON"], text


def test_a_full_name_in_code_or_a_log_is_withheld_mostly() -> None:
    # a bare "name"/"client" also labels builds and services: the value must read as a
    # given name and a surname, so a surname that is an everyday word may pass
    fake = Faker(["en_GB", "de_DE", "es_ES", "fr_FR", "pl_PL"])
    fake.seed_instance(5)
    names = [f"{fake.first_name()} {fake.last_name()}" for _ in range(60)]
    shapes = ["prefill {{ name: '{n}', id: 7 }}", "INFO novo pedido cliente={n} cpf=4"]
    texts = [(shape.format(n=n), n) for n in names for shape in shapes]
    missed = [n for text, n in texts if not withheld(text, n)]
    assert len(missed) <= 0.3 * len(texts), (len(missed), len(texts), missed[:8])


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("overmaken op NL62 RABO 0312 9847 65 t. n. v. Sanne de Vries", "Sanne de Vries"),
        ("Brief z. Hd. Herrn Jörg Meyer", "Jörg Meyer"),
    ],
)
def test_whom_a_payment_or_a_letter_is_for_is_withheld(text: str, name: str) -> None:
    assert withheld(text, name), text
