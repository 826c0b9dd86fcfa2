"""Realistic chat messages that carry secrets, personal data and special categories.

Each generator makes one value of a kind, the way people paste it (a token in a shell
line, an IBAN in a sentence about rent), with the class DESIGN.md gives that kind. The
corpora in ``tests/corpora`` add other projects' detector test strings. ``withheld``
is the oracle: the DESIGN.md matrix applied to the Trust Engine's findings, written out
here rather than taken from the controller, so the harness checks the pipeline against
the design and not against itself.
"""

from __future__ import annotations

import json
import random
import string
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from stdnum import luhn

from trust import Sensitivity, TrustEngine
from trust.placeholders import escape

CORPORA = Path(__file__).resolve().parents[1] / "corpora"
ALNUM = string.ascii_letters + string.digits


@dataclass(frozen=True)
class Planted:
    """A value put into a message on purpose, and the least class it must get."""

    value: str
    kind: str
    sensitivity: Sensitivity


@dataclass
class Sample:
    message: str
    planted: list[Planted] = field(default_factory=list)
    source: str = "generated"


def _pick(rng: random.Random, chars: str, n: int) -> str:
    return "".join(rng.choices(chars, k=n))


# --- secrets --------------------------------------------------------------------------


def aws_key(rng: random.Random) -> str:
    return "AKIA" + _pick(rng, string.ascii_uppercase + "234567", 16)


def github_token(rng: random.Random) -> str:
    return "ghp_" + _pick(rng, ALNUM, 36)


def stripe_key(rng: random.Random) -> str:
    return "sk_live_" + _pick(rng, ALNUM, 24)


def openai_key(rng: random.Random) -> str:
    return "sk-proj-" + _pick(rng, ALNUM + "_-", 48) + "T3BlbkFJ" + _pick(rng, ALNUM + "_-", 24)


def slack_token(rng: random.Random) -> str:
    digits = string.digits
    return f"xoxb-{_pick(rng, digits, 12)}-{_pick(rng, digits, 13)}-{_pick(rng, ALNUM, 24)}"


def pem_key(rng: random.Random) -> str:
    body = "\n".join(_pick(rng, ALNUM + "+/", 64) for _ in range(6))
    return f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"


def jwt(rng: random.Random) -> str:
    import base64

    def part(obj: dict[str, object]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).decode().rstrip("=")

    head = part({"alg": "HS256", "typ": "JWT"})
    claims = part({"sub": _pick(rng, string.digits, 8), "name": "svc", "iat": 1516239022})
    return f"{head}.{claims}.{_pick(rng, ALNUM + '-_', 43)}"


def db_password(rng: random.Random) -> str:
    """Any shape people use, "#" and letters-only included (test_trust_gaps.py)."""
    return _pick(rng, ALNUM, rng.randint(6, 12)) + rng.choice("!#%*") + _pick(rng, ALNUM, 5)


SECRETS: dict[str, tuple[Callable[[random.Random], str], list[str]]] = {
    "AWS_KEY": (aws_key, ["My deploy script has AWS_ACCESS_KEY_ID={v} hardcoded, is that bad?"]),
    "GITHUB_TOKEN": (github_token, ["Why does `git push` reject my token {v} since Monday?"]),
    "STRIPE_KEY": (stripe_key, ['Our checkout uses stripe.api_key = "{v}" in settings.py']),
    "OPENAI_KEY": (openai_key, ["I exported OPENAI_API_KEY={v} but the SDK still says 401"]),
    "SLACK_TOKEN": (slack_token, ["The bot token {v} stopped posting to #alerts, any idea?"]),
    "PRIVATE_KEY": (pem_key, ["Can you tell why ssh rejects this key?\n{v}\nThanks"]),
    "JWT": (jwt, ["Decode this for me please: Authorization: Bearer {v}"]),
}


def connection_string(rng: random.Random) -> tuple[str, str]:
    password = db_password(rng)
    host = rng.choice(["db.internal.example", "10.0.3.7", "pg-prod.example.net"])
    return f"postgresql://app_user:{password}@{host}:5432/orders", password


# --- personal, private, sensitive -------------------------------------------------------

FIRST = ["Ola", "Marek", "Hannah", "Lukas", "Amelia", "Diego", "Chiara", "Tomasz", "Ingrid"]
LAST = ["Nowak", "Kowalski", "Schmidt", "Moreau", "Rossi", "Garcia", "Lindqvist", "Byrne"]
STREETS = ["Maple Street", "Oak Avenue", "Station Road", "Elm Grove", "Harbour Lane"]
CITIES = ["Springfield", "Riverton", "Ashford", "Millbrook"]
# (what people write, the term a detector must hold back)
DIAGNOSES = [
    ("type 2 diabetes", "diabetes"),
    ("depression", "depression"),
    ("epilepsy", "epilepsy"),
    ("HIV", "HIV"),
    ("bipolar disorder", "bipolar"),
    ("asthma", "asthma"),
]


def email(rng: random.Random) -> str:
    domain = rng.choice(["fastmail.example", "posteo.example", "mail.example.org"])
    return f"{rng.choice(FIRST).lower()}.{rng.choice(LAST).lower()}{rng.randint(1, 99)}@{domain}"


def us_phone(rng: random.Random) -> str:
    return f"+1 415 {rng.randint(200, 999)} {rng.randint(1000, 9999)}"


def uk_phone(rng: random.Random) -> str:
    return f"+44 7400 {rng.randint(100000, 999999)}"


def iban(rng: random.Random) -> str:
    bban = "".join(rng.choices(string.digits, k=18))  # DE: 8-digit bank code, 10 account
    check = 98 - int(bban + "131400") % 97  # D=13, E=14, then "00"
    raw = f"DE{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def card(rng: random.Random) -> str:
    while True:
        partial = rng.choice(["4", "51", "52", "37"]) + "".join(rng.choices(string.digits, k=14))
        digits = partial[:15]
        number = digits + luhn.calc_check_digit(digits)
        if luhn.is_valid(number):
            return " ".join(number[i : i + 4] for i in range(0, 16, 4))


def ssn(rng: random.Random) -> str:
    return f"{rng.randint(100, 665):03d}-{rng.randint(10, 99):02d}-{rng.randint(1000, 9999):04d}"


def address(rng: random.Random) -> str:
    return f"{rng.randint(2, 480)} {rng.choice(STREETS)}, {rng.choice(CITIES)}"


_P, _PR, _S, _X = (
    Sensitivity.PERSONAL,
    Sensitivity.PRIVATE,
    Sensitivity.SENSITIVE,
    Sensitivity.SECRET,
)
PERSONAL: dict[str, tuple[Callable[[random.Random], str], Sensitivity, list[str]]] = {
    "EMAIL": (email, _P, ["Please draft a reply to {v} saying I'll be late."]),
    "PHONE": (us_phone, _PR, ["My mobile number is {v}, add it to the signature."]),
    "PHONE_UK": (uk_phone, _PR, ["Call me on {v} when the parcel arrives."]),
    "IBAN": (iban, _S, ["My rent goes out from IBAN {v} on the first, can you remind me?"]),
    "CREDIT_CARD": (card, _S, ["I paid with my card {v} and got charged twice."]),
    "US_SSN": (ssn, _S, ["The form wants my SSN, it is {v}, where does it go?"]),
    "ADDRESS": (address, _PR, ["Ship it to {v} before Friday."]),
}


def diagnosis_sample(rng: random.Random) -> Sample:
    phrase, term = rng.choice(DIAGNOSES)
    message = f"I was diagnosed with {phrase} last spring; how do I tell my manager?"
    return Sample(message, [Planted(term, "HEALTH", _S)])


def generated(seed: int, count: int) -> Iterator[Sample]:
    """``count`` messages, each with one to three planted values of varied kinds."""
    rng = random.Random(seed)
    makers: list[Callable[[], Sample]] = [
        *(lambda k=k: _secret_sample(rng, k) for k in SECRETS),
        *(lambda k=k: _personal_sample(rng, k) for k in PERSONAL),
        lambda: _connection_sample(rng),
        lambda: diagnosis_sample(rng),
    ]
    for n in range(count):
        parts = [makers[(n + i * 7) % len(makers)]() for i in range(1 + n % 3)]
        yield Sample(
            " ".join(p.message for p in parts),
            [planted for p in parts for planted in p.planted],
        )


def _secret_sample(rng: random.Random, kind: str) -> Sample:
    make, templates = SECRETS[kind]
    value = make(rng)
    return Sample(rng.choice(templates).format(v=value), [Planted(value, kind, _X)])


def _personal_sample(rng: random.Random, kind: str) -> Sample:
    make, level, templates = PERSONAL[kind]
    value = make(rng)
    return Sample(rng.choice(templates).format(v=value), [Planted(value, kind, level)])


def _connection_sample(rng: random.Random) -> Sample:
    url, password = connection_string(rng)
    message = f"The app can't reach the database with DATABASE_URL={url} — what's wrong?"
    return Sample(message, [Planted(password, "CONNECTION_PASSWORD", _X)])


# --- corpora ----------------------------------------------------------------------------

PII_LABELS = {
    "EMAIL_ADDRESS",
    "PHONE_NUMBER",
    "IBAN_CODE",
    "CREDIT_CARD",
    "US_SSN",
    "IP_ADDRESS",
    "MAC_ADDRESS",
    "UK_NHS",
    "PL_PESEL",
    "IN_AADHAAR",
    "IN_PAN",
    "KR_RRN",
    "US_ITIN",
    "SE_PERSONNUMMER",
}


def corpus_lines(name: str, *, labels: set[str] | None = None) -> list[dict[str, object]]:
    path = CORPORA / name
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return [r for r in rows if r["expect"] and (labels is None or r["label"] in labels)]


def corpus_samples() -> list[Sample]:
    """Every positive secret and the supported PII lines, each inside a chat sentence."""
    samples = []
    for row in corpus_lines("secrets_pos.jsonl"):
        text = str(row["text"])
        samples.append(Sample(f"This is in our config, is it safe to commit?\n{text}\n", [], "gl"))
    for row in corpus_lines("pii.jsonl", labels=PII_LABELS):
        samples.append(Sample(f"Please keep this for my records: {row['text']}.", [], "presidio"))
    return samples


# --- the oracle ---------------------------------------------------------------------------

WITHHELD_FROM = {
    # privacy class -> the lowest class it must not receive as is (DESIGN.md matrix)
    "local_only": Sensitivity.SECRET,
    "approved_provider": Sensitivity.PRIVATE,
    "external_provider": Sensitivity.PERSONAL,
}


def withheld(engine: TrustEngine, text: str, privacy: str, *, consent_send: bool) -> set[str]:
    """The values of ``text`` the policy keeps from a worker of ``privacy``: secrets
    always; sensitive ones unless the person said "send as is"; below that by class."""
    escaped = escape(text)
    values = set()
    for finding in engine.classify(escaped).findings:
        level = finding.sensitivity
        if level is Sensitivity.SENSITIVE and consent_send:
            continue
        if level >= WITHHELD_FROM[privacy]:
            values.add(finding.value(escaped))
    return values


def forms(value: str) -> set[str]:
    """How a value can show up in a body: as is, JSON-escaped, and (for a multi-line
    value such as a PEM key) each long line of key material on its own."""
    shapes = {value, json.dumps(value, ensure_ascii=False)[1:-1]}
    shapes |= {line for line in value.split() if len(line) >= 12}
    return {s for s in shapes if len(s) >= 3}


def leaked(body: bytes, values: set[str]) -> list[str]:
    text = body.decode("utf-8", "replace")
    return sorted(v for v in values if any(shape in text for shape in forms(v)))


FRAGMENT = 16  # this many characters of a secret in a row are a leak of that secret


def fragments(value: str) -> set[str]:
    """Every window of ``FRAGMENT`` characters, per word, at a step of half that: any
    run of 24 or more characters of the value contains one of them. Key material has no
    spaces; a window with one would be ordinary words (a finding may reach past a key
    into the sentence after it)."""
    found = set()
    for word in value.split():
        if len(word) >= FRAGMENT + FRAGMENT // 2:
            found |= {word[i : i + FRAGMENT] for i in range(0, len(word) - FRAGMENT + 1, 8)}
    return found


def leaked_fragments(body: bytes, secrets: set[str]) -> list[str]:
    """Secrets of which a long run, but not the whole, is in the body."""
    text = body.decode("utf-8", "replace")
    whole = set(leaked(body, secrets))
    return sorted(v for v in secrets - whole if any(f in text for f in fragments(v)))
