"""Values that are nobody's, in the shapes of personal data, and their personal twins.

Each family draws a varied invented message: ``*_passing(rng)`` an ordinary text that
must reach the cloud model unchanged, ``*_withheld(rng)`` a text and the value in it
that must not. The kinds: documentation mailboxes (RFC 2606/6761 domains with a role
local part), service phone numbers (toll-free, shared-cost, a company's hotline), Unix
timestamps, order numbers in an Aadhaar's shape, documented test card numbers, and
public resolvers' IPv6 addresses. Not named ``*_generators`` so the dump of generated
texts that diffs rule changes keeps its indices.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from stdnum import luhn
from stdnum.in_ import aadhaar

Withheld = tuple[str, str]  # the message and the value in it that must not pass

_DOC_DOMAINS = (
    "example.com", "example.org", "example.net", "mail.example", "test.example",
    "corp.example", "acme.test", "shop.test", "site.invalid", "app.localhost",
    "dev.example.com",
)  # fmt: skip
_ROLE_LOCALS = (
    "support", "user", "your_email", "name", "you", "admin", "info", "contact", "hello",
    "sales", "username", "your.name", "first.last", "someone", "user1", "test", "email",
    "me", "webmaster", "billing", "team", "yourname", "user+tag",
)  # fmt: skip
_PERSON_LOCALS = (
    "john.smith", "anna.kowalska", "m.dubois", "pieter.devries", "lucia_garcia",
    "tomasz.nowak", "hannah.mueller", "giulia.rossi78",
)  # fmt: skip
_DOC_TEMPLATES = (
    "Contact {} for help.", "Replace {} with your own address.", "Set SMTP_FROM={} in .env",
    "git config --global user.email {}", "e.g. {} — any address works here",
    "Die Absenderadresse ist {} (nur ein Beispiel).", "Remplacez {} par votre adresse.",
    'curl -d \'{{"email": "{}"}}\' localhost:8080/signup',
)  # fmt: skip
_PERSON_TEMPLATES = (
    "The customer record says {}, can you fix the typo?", "Mail {} about the invoice.",
    "Kontakt: {}", "fixture row: {}, born 1984",
)  # fmt: skip


def email_passing(rng: random.Random) -> str:
    address = f"{rng.choice(_ROLE_LOCALS)}@{rng.choice(_DOC_DOMAINS)}"
    return rng.choice(_DOC_TEMPLATES).format(address)


def email_withheld(rng: random.Random) -> Withheld:
    return _kept(rng, _PERSON_TEMPLATES, f"{rng.choice(_PERSON_LOCALS)}@{rng.choice(_DOC_DOMAINS)}")


def _kept(rng: random.Random, templates: tuple[str, ...], value: str) -> Withheld:
    return rng.choice(templates).format(value), value


def _digits(rng: random.Random, count: int) -> str:
    return "".join(rng.choice("0123456789") for _ in range(count))


# toll-free and shared-cost numbers as each country prints them
_SERVICE_NUMBERS: tuple[Callable[[random.Random], str], ...] = (
    lambda r: (
        f"1-{r.choice(('800', '888', '877', '866', '855', '844', '833'))}-"
        f"{r.randint(200, 999)}-{_digits(r, 4)}"
    ),
    lambda r: f"({r.choice(('800', '888', '877'))}) {r.randint(200, 999)}-{_digits(r, 4)}",
    lambda r: f"{r.choice(('0800', '0808'))} {_digits(r, 3)} {_digits(r, 4)}",
    lambda r: f"0{r.choice(('345', '300', '330', '370'))} {_digits(r, 3)} {_digits(r, 4)}",
    lambda r: f"0800 {_digits(r, 3)} {_digits(r, 4)}",
    lambda r: f"0180{r.choice('1234567')} {_digits(r, 3)} {_digits(r, 3)}",
    lambda r: f"08 00 {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)}",
    lambda r: f"900 {_digits(r, 3)} {_digits(r, 3)}",
    lambda r: f"0800-{_digits(r, 4)}",
    lambda r: f"800 {_digits(r, 3)} {_digits(r, 3)}",
)
_SERVICE_TEMPLATES = (
    "Call {} free of charge, Monday to Friday.", "Our order line: {}",
    "Questions? Ring {} (lines open 8am-8pm).", "Kostenlos erreichbar unter {}.",
    "Appelez le {} (service gratuit).", "Llame gratis al {}.", "Bel gratis {}",
    "Chiama il numero verde {}", "Infolinia: {}",
)  # fmt: skip
# a company's line, named as such; the number is an ordinary landline
_HOTLINES = (
    "Unsere Hotline erreichen Sie unter {}.",
    "For billing questions call the Contoso helpline at {}.",
    "Le service client de la banque est joignable au {}.",
    "Atención al cliente: {} (de lunes a viernes)",
    "Infolijn van de gemeente: {}",
    "Customer service line of the airline: {}",
    "Kundenservice der Versicherung: {}",
    "The helpline is open 24/7 on {}",
)
_LANDLINES: tuple[Callable[[random.Random], str], ...] = (
    lambda r: f"030 {r.randint(2000000, 9999999)}",
    lambda r: f"+33 1 {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)}",
    lambda r: f"91 {r.randint(300, 799)} {_digits(r, 2)} {_digits(r, 2)}",
    lambda r: f"020 {r.randint(7000, 8999)} {_digits(r, 4)}",
    lambda r: f"(212) {r.randint(200, 999)}-{_digits(r, 4)}",
)
_PERSONAL = (
    "call me on {}", "my number is {}", "my mobile: {}", "Anna's mobile is {}",
    "ruf mich an: {}", "appelle-moi au {}", "text me at {}",
)  # fmt: skip
_MOBILES: tuple[Callable[[random.Random], str], ...] = (
    lambda r: f"07700 {r.randint(900000, 900999)}",
    lambda r: f"0151 {r.randint(1000000, 9999999)}",
    lambda r: f"06 {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)} {_digits(r, 2)}",
    lambda r: f"(212) {r.randint(200, 999)}-{_digits(r, 4)}",
)


def service_number_passing(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return rng.choice(_SERVICE_TEMPLATES).format(rng.choice(_SERVICE_NUMBERS)(rng))
    return rng.choice(_HOTLINES).format(rng.choice(_LANDLINES)(rng))


def personal_number_withheld(rng: random.Random) -> Withheld:
    return _kept(rng, _PERSONAL, rng.choice(_MOBILES)(rng))


_EPOCH_TEMPLATES = (
    "Logged at {} (unix epoch)", "ts={}", "created_at: {}", '{{"updated": {}, "ok": true}}',
    "the row's modified column is {}", "INSERT INTO events (id, created) VALUES (42, {});",
    "expires {} — is that in the past?",
)  # fmt: skip


def timestamp_passing(rng: random.Random) -> str:
    seconds = rng.randint(1_000_000_000, 1_999_999_999)
    value = str(seconds) if rng.random() < 0.5 else f"{seconds}{_digits(rng, 3)}"
    return rng.choice(_EPOCH_TEMPLATES).format(value)


def phone_call_withheld(rng: random.Random) -> Withheld:
    number = rng.choice(("06", "07")) + _digits(rng, 8)
    return _kept(rng, ("call {}", "bel {} even", "phone: {}"), number)


def _aadhaar_shaped(rng: random.Random) -> str:
    while True:
        number = str(rng.randint(2, 9)) + _digits(rng, 11)
        if aadhaar.is_valid(number):
            sep = rng.choice((" ", "-", ""))
            return sep.join((number[:4], number[4:8], number[8:]))


_ORDER_TEMPLATES = (
    "Your order {} has shipped.", "Invoice no. {} is overdue", "Ticket #{} was closed",
    "Tracking number: {}", "Booking ref {} confirmed", "Ihre Bestellung {} ist unterwegs",
    "Votre commande n° {} a été expédiée", "Su pedido {} está en camino",
    "Zamówienie nr {} zostało wysłane", "Invoice ref: {}",
)  # fmt: skip
_AADHAAR_TEMPLATES = ("my Aadhaar is {}", "UID: {}", "Aadhaar no. {}", "आधार {}")


def order_number_passing(rng: random.Random) -> str:
    return rng.choice(_ORDER_TEMPLATES).format(_aadhaar_shaped(rng))


def aadhaar_withheld(rng: random.Random) -> Withheld:
    return _kept(rng, _AADHAAR_TEMPLATES, _aadhaar_shaped(rng))


def _card_number(rng: random.Random) -> str:
    body = rng.choice("345") + _digits(rng, 14)
    number = body + luhn.calc_check_digit(body)
    return " ".join(number[i : i + 4] for i in range(0, 16, 4))


_TEST_CARD_TEMPLATES = (
    "The test number {} always succeeds in the sandbox",
    "In test mode, the number {} is declined.",
    "Sandbox: enter {} and any CVC.",
    "Use the dummy card {} for the demo.",
    "Example card number: {}",
    "Testkarte {} wird immer abgelehnt.",
    "Carte de test : {}",
)
_CARD_TEMPLATES = (
    "my card {} exp 04/29", "charge {} please, expiry 11/27", "Kartennummer {}",
    "pay with my Visa {} tomorrow",
)  # fmt: skip


def sandbox_card_passing(rng: random.Random) -> str:
    return rng.choice(_TEST_CARD_TEMPLATES).format(_card_number(rng))


def card_withheld(rng: random.Random) -> Withheld:
    return _kept(rng, _CARD_TEMPLATES, _card_number(rng))


def _repeated(rng: random.Random) -> str:
    return rng.choice("123456789abcdef") * rng.randint(2, 4)


def resolver_ip_passing(rng: random.Random) -> str:
    prefix = f"{rng.choice(('2001', '2606', '2620', '2a00'))}:{rng.randint(0x100, 0xFFFF):x}"
    address = f"{prefix}:{rng.randint(0x100, 0xFFFF):x}::{_repeated(rng)}"
    return rng.choice(("Public DNS: {}", "set the resolver to {}", "ping6 {}")).format(address)


def host_ip_withheld(rng: random.Random) -> Withheld:
    groups = [f"{rng.randint(0x1000, 0xFFFF):x}" for _ in range(8)]
    address = "2a02:" + ":".join(groups[1:])
    return _kept(rng, ("my IPv6 is {}", "ssh into {}", "the client {} was banned"), address)


PASSING: tuple[Callable[[random.Random], str], ...] = (
    email_passing,
    service_number_passing,
    timestamp_passing,
    order_number_passing,
    sandbox_card_passing,
    resolver_ip_passing,
)
WITHHELD: tuple[Callable[[random.Random], Withheld], ...] = (
    email_withheld,
    personal_number_withheld,
    phone_call_withheld,
    aadhaar_withheld,
    card_withheld,
    host_ip_withheld,
)
