"""How people really write values into a chat: generated development examples.

The frozen held-out sets are only scored, never looked at; these generators are what
the detectors are developed against. Each family draws a message and the values in it
that must not reach an external worker (``Case.values``); ``clean`` draws everyday
messages that must pass untouched (capitalised words, products, places used as nouns,
public figures, talk *about* passwords with no password in it).

The families are the kinds of writing the team's earlier generators left out: names in
lower case, after prepositions and verbs, with particles ("van der", "de la", "bin");
addresses with no street-type word; passwords in loose prose; credentials in URLs and
in config snippets; tokens quoted, back-ticked or wrapped over two lines.

``python -m tests.trust.chat_generators [--examples N] [--seed S]`` prints each family's
share of messages whose payload holds none of its values, and the share of clean
messages altered.
"""

from __future__ import annotations

import argparse
import random
import re
import string
from collections.abc import Callable

from tests.trust.allegiance_generators import CLEAN_FAMILIES as ALLEGIANCE_CLEAN
from tests.trust.allegiance_generators import FAMILIES as ALLEGIANCE_FAMILIES
from tests.trust.chat_cases import Case, uncovered
from tests.trust.clean_generators import CLEAN_FAMILIES as CHAT_FAMILIES
from tests.trust.lookalike_generators import CLEAN_FAMILIES as OVER_REDACTED
from tests.trust.pii_chat_generators import CLEAN_FAMILIES as LOOKALIKE_FAMILIES
from tests.trust.pii_chat_generators import FAMILIES as PII_FAMILIES
from tests.trust.pii_generators import faker, invented_name, payload
from tests.trust.secret_chat_generators import FAMILIES as SECRET_FAMILIES
from tests.trust.special_generators import CLEAN_FAMILIES
from tests.trust.special_generators import FAMILIES as SPECIAL_FAMILIES
from trust import Sensitivity

SENSITIVE = Sensitivity.SENSITIVE

NAME_LOCALES = (
    "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "pl_PL", "nl_NL", "pt_BR",
    "tr_TR", "en_IN", "sv_SE", "cs_CZ", "fi_FI", "ro_RO", "hu_HU", "en_IE", "uk_UA",
)  # fmt: skip


def _given(rng: random.Random, locale: str | None = None) -> str:
    fake = faker(locale or rng.choice(NAME_LOCALES))
    fake.seed_instance(rng.random())
    return str(fake.first_name())


def _full(rng: random.Random, locale: str | None = None) -> str:
    fake = faker(locale or rng.choice(NAME_LOCALES))
    fake.seed_instance(rng.random())
    if rng.random() < 0.15:
        return invented_name(rng)
    return f"{fake.first_name()} {fake.last_name()}"


# --- names ------------------------------------------------------------------------

LOWER_TEMPLATES = (
    "my sister {n} is coming over on sunday",
    "can you help me write a birthday card for my friend {n}",
    "hi {n}, thanks for the notes",
    "thanks {n}!",
    "cheers, {n}",
    "my name is {n} and i need a cover letter",
    "my boyfriend {n} forgot our anniversary, what do i do",
    "my son {n} has a school trip next week",
    "dear {n}, sorry for the late reply",
    "ask my husband {n} if he picked up the keys",
    "meine schwester {n} kommt morgen",
    "mój brat {n} przyjeżdża w piątek",
    "mi madre {n} cumple 60 años",
    "ma copine {n} arrive ce soir",
    "mijn vriend {n} komt ook",
)
# Weaker cues in small letters: company kept, a person "called", a message "from".
LOWER_SOCIAL_TEMPLATES = (
    "had lunch with {n} yesterday, she seemed off",
    "met with {n} about the flat",
    "dinner with {n} tonight, what should i cook",
    "i broke up with {n} last week",
    "a guy called {n} keeps texting me",
    "there's a girl named {n} in my class",
    "got a text from {n} asking for money",
    "a message from {n}: running late",
    "kaffee mit {n} morgen früh",
    "dîner avec {n} samedi",
    "cena con {n} el viernes",
    "spotkanie z {n} jutro",
    "pranzo con {n} domani",
    "koffie met {n} om tien",
)
PREPOSITION_TEMPLATES = (
    "I had lunch with {n} yesterday and we talked about moving",
    "Got a long email from {n} this morning, can you summarise it?",
    "I'm buying a present for {n}, any ideas under 50 euros?",
    "{n} and I are going to Lisbon in June",
    "Went hiking with {n} and {m} on Saturday",
    "Can you draft a reply to {n} about the rent?",
    "I need to split the bill between me, {n} and {m}",
    "Write a short thank-you note to {n} for the flowers",
    "We're meeting at {n}'s place after work",
    "Is it rude to cancel on {n} twice in a row?",
    "Ich war gestern mit {n} im Kino",
    "Je dîne avec {n} demain soir",
    "Voy a cenar con {n} el viernes",
    "Byłem wczoraj u {n} na kolacji",
)
VERB_TEMPLATES = (
    "{n} said the test failed again on CI",
    "{n} told me the flat is still available",
    "I told {n} I'd be late, was that enough?",
    "{n} wants the report by Friday",
    "Yesterday {n} asked me to cover her shift",
    "I saw {n} at the station and she looked upset",
    "Should I text {n} or call her?",
    "{n} is moving to Leeds next month",
    "Invite {n} to the planning call on Thursday",
    "{n} hat mir gestern geschrieben",
)
PARTICLES = (
    "van der", "van den", "van", "de", "de la", "del", "von", "von der", "di", "da", "dos",
    "du", "le", "bin", "al-", "ter", "zu",
)  # fmt: skip
PARTICLE_TEMPLATES = (
    "my dentist is {n}",
    "{n} called me about the invoice",
    "My friend {n} lives nearby",
    "I had coffee with {n} this morning",
    "Please add {n} to the guest list",
    "Dr {n} moved my appointment",
    "Regards,\n{n}",
    "{n} sent the contract yesterday",
)


def _particle_name(rng: random.Random) -> str:
    fake = faker(rng.choice(("nl_NL", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "en_US")))
    fake.seed_instance(rng.random())
    particle = rng.choice(PARTICLES)
    surname = str(fake.last_name()).split(" ")[-1]
    if particle.endswith("-"):
        return f"{fake.first_name()} {particle}{surname}"
    return f"{fake.first_name()} {particle} {surname}"


def name_lower(rng: random.Random) -> Case:
    name = (_given(rng) if rng.random() < 0.5 else _full(rng)).lower()
    return Case(rng.choice(LOWER_TEMPLATES).format(n=name), tuple(name.split(" ")))


def name_lower_social(rng: random.Random) -> Case:
    name = (_given(rng) if rng.random() < 0.5 else _full(rng)).lower()
    return Case(rng.choice(LOWER_SOCIAL_TEMPLATES).format(n=name), tuple(name.split(" ")))


def name_preposition(rng: random.Random) -> Case:
    first = _given(rng) if rng.random() < 0.4 else _full(rng)
    second = _given(rng)
    template = rng.choice(PREPOSITION_TEMPLATES)
    values = first.split(" ") + (second.split(" ") if "{m}" in template else [])
    return Case(template.format(n=first, m=second), tuple(values))


def name_verb(rng: random.Random) -> Case:
    name = _given(rng) if rng.random() < 0.5 else _full(rng)
    return Case(rng.choice(VERB_TEMPLATES).format(n=name), tuple(name.split(" ")))


def name_particle(rng: random.Random) -> Case:
    name = _particle_name(rng)
    words = [w for w in re.split(r"[ \-]", name) if w and w not in ("al",) and w[:1].isupper()]
    return Case(rng.choice(PARTICLE_TEMPLATES).format(n=name), tuple(words))


# --- addresses with no street-type word --------------------------------------------

ADDRESS_TEMPLATES = (
    "I live at {a}, can you check the bin days?",
    "Send the parcel to {a} please",
    "new address: {a}",
    "my address is {a}",
    "we moved to {a} last month",
    "{a}",
)
_STREET_WORDS = {
    "pl_PL": ("ul. ", "ulica ", "al. ", "os. ", "pl. "),
    "es_ES": ("Calle ", "C/ ", "Avenida ", "Avda. ", "Paseo ", "Plaza ", "Camino ", "Via de "),
    "it_IT": ("Via ", "Viale ", "Piazza ", "Vicolo ", "Contrada ", "Corso ", "Borgo "),
}


def _street(locale: str, rng: random.Random) -> str:
    fake = faker(locale)
    fake.seed_instance(rng.random())
    street = str(fake.street_name())
    for word in _STREET_WORDS.get(locale, ()):
        if street.startswith(word):
            return street[len(word) :]
    return street


def address_no_type(rng: random.Random) -> Case:
    locale = rng.choice(("pl_PL", "es_ES", "it_IT", "de_DE", "nl_NL", "cs_CZ"))
    fake = faker(locale)
    fake.seed_instance(rng.random())
    street, number = _street(locale, rng), str(rng.randint(1, 199))
    if locale in ("pl_PL", "cs_CZ") and rng.random() < 0.5:
        number += f"/{rng.randint(1, 40)}"
    place = f"{fake.postcode()} {fake.city()}" if rng.random() < 0.7 else str(fake.city())
    value = f"{street} {number}, {place}"
    return Case(rng.choice(ADDRESS_TEMPLATES).format(a=value), (f"{street} {number}",))


# --- secrets ----------------------------------------------------------------------

PROSE_SECRET = (
    "pw is {v}",
    "I set the password to {v}",
    "use {v} as the password",
    "the login is bob and the pass is {v}",
    "password for the NAS: {v}",
    "the password's {v}",
    "new password = {v}",
    "login alice, password {v}",
    "user: admin pass: {v}",
    "my password is still {v} lol",
    "password is {v} (don't tell anyone)",
    "the wifi is called HomeNet and the password is {v}",
    "changed my pw to {v} yesterday",
    "Passwort lautet {v}",
    "mdp : {v}",
    "la clave del wifi es {v}",
    "hasło: {v}",
    "creds are admin / {v}",
    "the root password on the pi is {v}",
    "my gmail password is {v} and I keep forgetting it",
)
CONFIG_SECRET = (
    "POSTGRES_PASSWORD: {v}",
    "services:\n  db:\n    environment:\n      MYSQL_ROOT_PASSWORD: {v}",
    "machine api.example.com login me password {v}",
    "DATABASE_URL=postgres://app:{v}@db.internal:5432/app",
    "mongodb+srv://admin:{v}@cluster0.mongodb.net/test",
    "jdbc:mysql://db:3306/shop?user=shop&password={v}",
    "git clone https://bob:{v}@git.example.com/team/repo.git",
    "redis://:{v}@cache:6379/0",
    "docker login -u bob -p {v} registry.example.com",
    "sshpass -p '{v}' ssh pi@raspberrypi.local",
    "mysql -u root -p{v} shop",
    "export PGPASSWORD={v}",
    "[client]\nuser=root\npassword={v}",
    '$pw = ConvertTo-SecureString "{v}" -AsPlainText -Force',
    "curl -u admin:{v} https://nas.local/api",
    "smtp_pass = {v}",
)
LOWER = string.ascii_lowercase
_WORDS = ("sunflower", "dragon", "monkey", "pizza", "summer", "winter", "kitty", "tiger")


def _password(rng: random.Random) -> str:
    style = rng.random()
    if style < 0.3:  # a word with digits, the way most people pick one
        ending = rng.choice(("", "!", "?", "#"))
        return rng.choice(_WORDS).capitalize() + str(rng.randint(1, 9999)) + ending
    if style < 0.5:  # all lower-case letters
        return "".join(rng.choice(LOWER) for _ in range(rng.randint(6, 12)))
    alphabet = string.ascii_letters + string.digits + "!#%&*+-_.@^~"
    body = "".join(rng.choice(alphabet) for _ in range(rng.randint(8, 20)))
    return rng.choice(string.ascii_letters) + body + rng.choice(string.digits)


def secret_prose(rng: random.Random) -> Case:
    value = _password(rng)
    return Case(rng.choice(PROSE_SECRET).format(v=value), (value,))


def secret_config(rng: random.Random) -> Case:
    value = _password(rng).replace("@", "").replace("#", "").replace("&", "")
    return Case(rng.choice(CONFIG_SECRET).format(v=value), (value,))


def _token(rng: random.Random) -> str:
    body = "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(36))
    return rng.choice(("ghp_", "glpat-", "xoxb-123456789012-", "sk-proj-", "npm_", "")) + body


TOKEN_TEMPLATES = (
    "my token is `{v}`",
    "here's the key: '{v}'",
    'token: "{v}"',
    "use this one → {v} ← and not the old one",
    "Authorization: Bearer {v}",
    "the api key ({v}) stopped working",
    "key=\n{a}\n{b}",
    "it's {a}\n{b} (wrapped by my mail client)",
)


def secret_token(rng: random.Random) -> Case:
    value = _token(rng)
    template = rng.choice(TOKEN_TEMPLATES)
    cut = rng.randint(12, len(value) - 8)
    a, b = value[:cut], value[cut:]
    if "{a}" in template:
        return Case(template.format(a=a, b=b), (a, b))
    return Case(template.format(v=value), (value,))


# --- clean everyday messages --------------------------------------------------------

CLEAN = (
    "Is the {product} worth it in {month}, or should I wait for the {product2}?",
    "What's the best way to get from {city} to {city2} by train?",
    "{city} is lovely in {month}, any tips for a weekend?",
    "Write a tweet announcing our {product} integration",
    "Why does {product} keep crashing when I open large files?",
    "Summarise {book} in three sentences",
    "Who painted {painting}?",
    "I forgot my password again, how do I reset it on {product}?",
    "What makes a strong password?",
    "The password reset email never arrived, what should I check?",
    "Set the Password field to required and the Token field to optional",
    "The token expires after 3600 seconds, how do I refresh it?",
    "Use the Authorization header with a Bearer token in the request",
    "my password is in Bitwarden, is that safe?",
    "Is {name_public} still the CEO of {company}?",
    "Compare {company} and {company2} stock over the last five years",
    "The {city} office moves to the new building on {weekday}",
    "Translate 'see you on {weekday}' into German and Polish",
    "How do I cook {dish} for six people?",
    "Our {team} team ships the {product} release on {weekday}",
    "Can {product} export to PDF?",
    "Happy {holiday}! What are some traditions in {country}?",
    "The {river} flows through {city}, right?",
    "Will it rain in {city} on {weekday}?",
    "May I ask how {product} handles offline mode?",
)
FILL = {
    "product": ("iPhone 15", "Pixel 8", "Visual Studio Code", "PlayStation 5", "Kindle Paperwhite",
                "Tesla Model 3", "Notion", "Slack", "Excel", "Photoshop", "Home Assistant",
                "Raspberry Pi", "Figma", "Spotify", "Steam Deck", "ThinkPad X1 Carbon"),
    "product2": ("Galaxy S24", "MacBook Air", "Nintendo Switch 2", "Surface Pro", "Pixel 9"),
    "city": ("Paris", "Berlin", "Kraków", "Lisbon", "Amsterdam", "Madrid", "Florence",
             "Edinburgh", "Vienna", "Prague", "Seville", "Porto", "Gdańsk", "Lyon"),
    "city2": ("Milan", "Munich", "Warsaw", "Brussels", "Zurich", "Copenhagen", "Dublin"),
    "month": ("May", "June", "April", "August", "October", "December"),
    "weekday": ("Monday", "Tuesday", "Friday", "Saturday"),
    "book": ("Pride and Prejudice", "War and Peace", "The Great Gatsby", "Don Quixote",
             "One Hundred Years of Solitude", "The Master and Margarita"),
    "painting": ("The Night Watch", "Guernica", "The Starry Night", "Girl with a Pearl Earring"),
    "name_public": ("Tim Cook", "Satya Nadella", "Sundar Pichai", "Jensen Huang"),
    "company": ("Apple", "Microsoft", "Nvidia", "Siemens", "Airbus", "Nestlé", "Toyota"),
    "company2": ("Samsung", "Intel", "Philips", "Volkswagen", "Unilever"),
    "dish": ("Shepherd's Pie", "Coq au Vin", "Paella Valenciana", "Beef Wellington", "Pierogi"),
    "team": ("Platform", "Growth", "Mobile", "Data", "Design"),
    "holiday": ("Easter", "Christmas", "Diwali", "Thanksgiving", "Hanukkah"),
    "country": ("Poland", "Mexico", "Japan", "Ireland", "Italy"),
    "river": ("Danube", "Vistula", "Seine", "Thames", "Rhine"),
}  # fmt: skip


def clean(rng: random.Random) -> Case:
    template = rng.choice(CLEAN)
    return Case(template.format(**{k: rng.choice(v) for k, v in FILL.items()}), ())


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "name-lower": name_lower,
    "name-lower-social": name_lower_social,
    "name-preposition": name_preposition,
    "name-verb": name_verb,
    "name-particle": name_particle,
    "address-no-type": address_no_type,
    "secret-prose": secret_prose,
    "secret-config": secret_config,
    "secret-token": secret_token,
    **SECRET_FAMILIES,
}


def leaked(case: Case) -> list[str]:
    """The values still in the payload: a name's words as whole words, in any case."""
    sent = payload(case.message)
    words = {w.lower() for w in re.findall(r"[\w'’\-]+", sent)}
    return [
        v
        for v in case.values
        if (v.lower() in words if re.fullmatch(r"[^\W\d_][\w'’\-]*", v) else v in sent)
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--show", type=int, default=0, help="print N misses per family")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for family, draw in FAMILIES.items():
        misses = [c for c in (draw(rng) for _ in range(args.examples)) if leaked(c)]
        rate = 1 - len(misses) / args.examples
        print(f"{family:18} {rate:.3f}")
        for case in misses[: args.show]:
            print("   ", repr(case.message), "->", repr(payload(case.message)))
    _special(rng, args.examples, args.show)
    _personal(rng, args.examples, args.show)
    clean_families = {
        "clean": clean,
        **CLEAN_FAMILIES,
        **CHAT_FAMILIES,
        **LOOKALIKE_FAMILIES,
        **ALLEGIANCE_CLEAN,
        **OVER_REDACTED,
    }
    for family, draw in clean_families.items():
        cases = [draw(rng) for _ in range(args.examples)]
        altered = [c for c in cases if payload(c.message) != c.message]
        print(f"{family + ' altered':18} {len(altered) / len(cases):.3f}")
        for case in altered[: args.show]:
            print("   ", repr(case.message), "->", repr(payload(case.message)))


def _special(rng: random.Random, examples: int, show: int) -> None:
    """Special categories by the strict rule: every character found as sensitive."""
    for family, draw in {**SPECIAL_FAMILIES, **ALLEGIANCE_FAMILIES}.items():
        misses = [c for c in (draw(rng) for _ in range(examples)) if uncovered(c, SENSITIVE)]
        print(f"{family:18} {1 - len(misses) / examples:.3f}")
        for case in misses[:show]:
            print("   ", repr(case.message), "->", repr(payload(case.message)))


def _personal(rng: random.Random, examples: int, show: int) -> None:
    """Personal data by the same strict rule, each value at its family's class."""
    for family, draw in PII_FAMILIES.items():
        drawn = [draw(rng) for _ in range(examples)]
        misses = [case for case, level in drawn if uncovered(case, level)]
        print(f"{family:18} {1 - len(misses) / examples:.3f}")
        for case in misses[:show]:
            print("   ", repr(case.message), "->", repr(payload(case.message)))


if __name__ == "__main__":
    main()
