"""Personal data as people type it into a chat: generated development examples.

Written from issue 11's description of the kinds (points 4-7, 10, 11), not from the
detectors: identity documents introduced by their national names in many languages
with values that validate against no checksum; other identifiers (National Insurance
numbers, passport and licence numbers, number plates, coordinates, handles, customer
and account numbers); phone numbers in reserved and fictional ranges; street addresses
as people write them in the UK, US, DE, PL, FR, ES, IT, NL and JP; names in
signatures, greetings and kinship phrases from Faker in many locales; biometric data
told about oneself. ``CLEAN_FAMILIES`` draws look-alikes that must pass untouched:
CIDR blocks, log timestamps, versions, public figures in history questions, and words
that are also names ("May", "Will", "Grace", "Paris").

Each family returns a :class:`Case` and the class at or above which findings must
cover every character of each value (the frozen scorer's rule).
"""

from __future__ import annotations

import random
import string
from collections.abc import Callable

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import faker
from trust import Sensitivity

_PE, _PR, _SE = Sensitivity.PERSONAL, Sensitivity.PRIVATE, Sensitivity.SENSITIVE
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"

NAME_LOCALES = (
    "en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT", "pl_PL", "nl_NL", "pt_BR",
    "pt_PT", "tr_TR", "en_IN", "sv_SE", "cs_CZ", "fi_FI", "ro_RO", "hu_HU", "en_IE",
    "da_DK", "no_NO", "hr_HR", "sk_SK", "el_GR", "id_ID", "vi_VN", "fil_PH", "zu_ZA",
)  # fmt: skip


def _shape(rng: random.Random, shape: str) -> str:
    """``L`` a letter, ``D`` a digit, anything else itself."""
    return "".join(
        rng.choice(UPPER) if c == "L" else rng.choice(string.digits) if c == "D" else c
        for c in shape
    )


# --- identity documents named by their national names --------------------------------

# (how the document is named, shapes of its value): names from the issue and the
# world's usual ones; values are random, so almost none validates.
DOCUMENTS = (
    ("PESEL", ("DDDDDDDDDDD",)),
    ("numer PESEL", ("DDDDDDDDDDD",)),
    ("numer dowodu osobistego", ("LLL DDDDDD", "LLLDDDDDD")),
    ("numer paszportu", ("LL DDDDDDD", "LLDDDDDDD")),
    ("NIP", ("DDD-DDD-DD-DD", "DDDDDDDDDD")),
    ("Steuer-ID", ("DD DDD DDD DDD", "DDDDDDDDDDD")),
    ("steuerliche Identifikationsnummer", ("DDDDDDDDDDD",)),
    ("Personalausweisnummer", ("LDDLLDDDD", "LLLDDDDDD")),
    ("Reisepassnummer", ("LDDLLDDDD",)),
    ("Sozialversicherungsnummer", ("DD DDDDDD L DDD", "DDDDDDDDLDDD")),
    ("AHV-Nummer", ("756.DDDD.DDDD.DD",)),
    ("numéro de sécurité sociale", ("D DD DD DD DDD DDD DD",)),
    ("numéro INSEE", ("D DD DD DD DDD DDD DD", "DDDDDDDDDDDDDDD")),
    ("NIR", ("DDDDDDDDDDDDD DD",)),
    ("numéro de passeport", ("DDLLDDDDD",)),
    ("numéro fiscal", ("DD DD DDD DDD DDD",)),
    ("carte vitale", ("D DD DD DD DDD DDD",)),
    ("DNI", ("DDDDDDDD-L", "DDDDDDDDL", "DD.DDD.DDD-L")),
    ("NIE", ("L-DDDDDDD-L", "LDDDDDDDL")),
    ("número de la Seguridad Social", ("DD/DDDDDDDD/DD",)),
    ("número de pasaporte", ("LLLDDDDDD",)),
    ("codice fiscale", ("LLLLLLDDLDDLDDDL",)),
    ("tessera sanitaria", ("DDDDDDDDDDDDDDDDDDDD",)),
    ("numero della carta d'identità", ("LLDDDDDLL", "CA DDDDD LL")),
    ("BSN", ("DDDDDDDDD", "DDDD.DD.DDD")),
    ("burgerservicenummer", ("DDDDDDDDD",)),
    ("rijksregisternummer", ("DD.DD.DD-DDD.DD",)),
    ("NISS", ("DD.DD.DD-DDD.DD",)),
    ("Aadhaar", ("DDDD DDDD DDDD",)),
    ("Aadhaar number", ("DDDD-DDDD-DDDD",)),
    ("PAN", ("LLLLLDDDDL",)),
    ("CPF", ("DDD.DDD.DDD-DD",)),
    ("RG", ("DD.DDD.DDD-D",)),
    ("CURP", ("LLLLDDDDDDLLLLLLDD",)),
    ("RUT", ("DD.DDD.DDD-D",)),
    ("cédula", ("D-DDDD-DDDD", "DDDDDDDDDD")),
    ("SSN", ("DDD-DD-DDDD", "DDD DD DDDD")),
    ("social security number", ("DDD-DD-DDDD",)),
    ("ITIN", ("9DD-DD-DDDD",)),
    ("national insurance number", ("LL DD DD DD L", "LLDDDDDDL")),
    ("NHS number", ("DDD DDD DDDD",)),
    ("SIN", ("DDD DDD DDD", "DDD-DDD-DDD")),
    ("TFN", ("DDD DDD DDD",)),
    ("Medicare number", ("DDDD DDDDD D",)),
    ("PPS number", ("DDDDDDDL", "DDDDDDDLL")),
    ("IRD number", ("DDD-DDD-DDD",)),
    ("personnummer", ("DDDDDD-DDDD", "DDDDDDDD-DDDD")),
    ("fødselsnummer", ("DDDDDD DDDDD",)),
    ("CPR-nummer", ("DDDDDD-DDDD",)),
    ("henkilötunnus", ("DDDDDD-DDDL",)),
    ("CNP", ("DDDDDDDDDDDDD",)),
    ("OIB", ("DDDDDDDDDDD",)),
    ("EGN", ("DDDDDDDDDD",)),
    ("TC kimlik no", ("DDDDDDDDDDD",)),
    ("My Number", ("DDDD DDDD DDDD",)),
    ("NRIC", ("LDDDDDDDL",)),
    ("Emirates ID", ("784-DDDD-DDDDDDD-D",)),
    ("passport number", ("LDDDDDDDD", "DDDDDDDDD", "LLDDDDDDD")),
    ("passport no.", ("LDDDDDDD",)),
    ("ID card number", ("LLLDDDDDD", "DDDDDDDDL")),
    ("driving licence number", ("LLLLLDDDDDDLLDLL", "LLLLL DDDDDD LL DLL")),
    ("driver's license", ("LDDD-DDDD-DDDD", "LDDDDDDD")),
    ("Führerscheinnummer", ("LDDDDDDDDDD", "BDDLLDDDDDD")),
    ("numéro de permis de conduire", ("DDLLDDDDD", "DDDDDDDDDDDD")),
    ("permiso de conducir", ("DDDDDDDDL",)),
    ("numer prawa jazdy", ("DDDDD/DD/DDDD",)),
    ("numero della patente", ("LLDDDDDDDL",)),
    ("rijbewijsnummer", ("DDDDDDDDDD",)),
    ("tax ID", ("DD-DDDDDDD", "DDDDDDDDD")),
    ("UTR", ("DDDDD DDDDD",)),
)
DOCUMENT_TEMPLATES = {
    "en": ("my {d} is {v}", "{d}: {v}", "Here is my {d} {v} for the form",
           "can you check if {v} is a valid {d}? it's my mum's",
           "the bank wants my {d} ({v}) again", "{d} {v}, expiry 2031",
           "I typed my {d} as {v} but the site says it's wrong"),
    "de": ("meine {d} ist {v}", "{d}: {v}", "Hier meine {d} {v} für das Formular",
           "die Bank will meine {d} ({v}) nochmal"),
    "fr": ("mon {d} est {v}", "{d} : {v}", "voici mon {d} {v} pour le dossier",
           "la banque me redemande mon {d} ({v})"),
    "es": ("mi {d} es {v}", "{d}: {v}", "te paso mi {d} {v} para el formulario",
           "el banco me pide otra vez el {d} ({v})"),
    "it": ("il mio {d} è {v}", "{d}: {v}", "ecco il mio {d} {v} per la pratica"),
    "pl": ("mój {d} to {v}", "{d}: {v}", "podaję {d} {v} do wniosku"),
    "nl": ("mijn {d} is {v}", "{d}: {v}", "hier is mijn {d} {v} voor het formulier"),
    "pt": ("o meu {d} é {v}", "{d}: {v}", "segue o meu {d} {v} para o cadastro"),
}  # fmt: skip


def id_national(rng: random.Random) -> tuple[Case, Sensitivity]:
    name, shapes = rng.choice(DOCUMENTS)
    value = _shape(rng, rng.choice(shapes))
    language = rng.choice(tuple(DOCUMENT_TEMPLATES))
    text = rng.choice(DOCUMENT_TEMPLATES[language]).format(d=name, v=value)
    return Case(text, (value,)), _SE


# --- other identifiers ---------------------------------------------------------------

PLATES = ("LLDD LLL", "LDDD LLL", "L-LL DDDD", "LL-DDD-LL", "LL DDDDD", "DDDD LLL",
          "LL DDD LL", "DD-LLL-D", "LLL-DD-D", "LLL DDDD")  # fmt: skip
OTHER_TEMPLATES = (
    ("plate", "my number plate is {v}", _PR),
    ("plate", "someone scratched my car, reg {v}, what do I tell the insurer?", _PR),
    ("plate", "mein Kennzeichen ist {v}", _PR),
    ("plate", "ma plaque d'immatriculation : {v}", _PR),
    ("plate", "la matrícula de mi coche es {v}", _PR),
    ("plate", "moja rejestracja to {v}", _PR),
    ("plate", "la targa della mia macchina è {v}", _PR),
    ("plate", "mijn kenteken is {v}", _PR),
    ("nino", "my NI number is {v}", _SE),
    ("nino", "National Insurance: {v}", _SE),
    ("nino", "HMRC asked for my national insurance number, it's {v}", _SE),
    ("passport", "passport {v}, issued in 2019", _SE),
    ("passport", "Reisepass Nr. {v}", _SE),
    ("passport", "mi pasaporte: {v}", _SE),
    ("licence", "driving licence no. {v}", _SE),
    ("licence", "my license # is {v}", _SE),
    ("gps", "I'm at {v}, come pick me up", _PR),
    ("gps", "our house is at {v} if the driver can't find it", _PR),
    ("gps", "meine Koordinaten: {v}", _PR),
    ("handle", "follow me on instagram {v}", _PE),
    ("handle", "my twitter is {v}", _PE),
    ("handle", "DM me on telegram: {v}", _PE),
    ("handle", "mon insta c'est {v}", _PE),
    ("account", "customer number {v}", _PR),
    ("account", "my account number is {v}, can you draft a complaint?", _PR),
    ("account", "Kundennummer {v}", _PR),
    ("account", "numéro client : {v}", _PR),
    ("account", "mi número de cliente es {v}", _PR),
    ("account", "numer klienta: {v}", _PR),
    ("account", "il mio codice cliente è {v}", _PR),
    ("account", "klantnummer {v}", _PR),
    ("account", "membership number {v}", _PR),
    ("account", "policy number {v} — please find the claim", _PR),
)


def _other_value(kind: str, rng: random.Random) -> str:
    if kind == "plate":
        return _shape(rng, rng.choice(PLATES))
    if kind == "nino":
        first = rng.choice("ABCEGHJKLMNOPRSTWXYZ") + rng.choice("ABCEGHJKLMNPRSTWXYZ")
        sep = rng.choice(("", " "))
        pairs = sep.join(f"{rng.randint(0, 99):02d}" for _ in range(3))
        return f"{first}{sep}{pairs}{sep}{rng.choice('ABCD')}"
    if kind == "passport":
        return _shape(rng, rng.choice(("LDDDDDDDD", "DDDDDDDDD", "LLDDDDDDD", "LDDLLDDDD")))
    if kind == "licence":
        return _shape(rng, rng.choice(("LLLLLDDDDDDLLDLL", "LDDD-DDDD-DDDD", "DDDDDDDD")))
    if kind == "gps":
        lat, lon = rng.uniform(-60, 70), rng.uniform(-170, 170)
        digits = rng.randint(4, 6)
        sep = rng.choice((", ", ","))
        return f"{lat:.{digits}f}{sep}{lon:.{digits}f}"
    if kind == "handle":
        fake = faker(rng.choice(NAME_LOCALES[:10]))
        fake.seed_instance(rng.random())
        user = str(fake.user_name()).replace("-", "_")
        return "@" + user + rng.choice(("", str(rng.randint(1, 99)), "_"))
    return _shape(
        rng, rng.choice(("DDDDDDDD", "LL-DDDDDD", "DDDD-DDDD-DD", "LDDDDDDDDD", "DDD DDD DDD"))
    )


def other_identifier(rng: random.Random) -> tuple[Case, Sensitivity]:
    kind, template, level = rng.choice(OTHER_TEMPLATES)
    value = _other_value(kind, rng)
    return Case(template.format(v=value), (value,)), level


# --- phones in reserved and fictional ranges ------------------------------------------

# (how it is written): ranges set aside for drama and examples, and numbers of the
# right length that no operator allocated
FICTIONAL_PHONES = (
    "07700 900DDD", "+44 7700 900DDD", "020 7946 0DDD", "+44 20 7946 0DDD",
    "0113 496 0DDD", "0161 496 0DDD", "(555) 01DD-DDDD", "555-01DD", "+1 555 01D DDDD",
    "+1 (202) 555-01DD", "0491 570 DDD", "+61 491 570 DDD", "+49 30 DDDDDDDD",
    "+49 1DD DDDDDDDD", "+33 6 DD DD DD DD", "+33 1 99 00 DD DD", "+48 DDD DDD DDD",
    "+34 6DD DDD DDD", "+39 3DD DDD DDDD", "+31 6 DDDDDDDD", "0048 DDD DDD DDD",
    "0049 DDD DDDDDDD", "+81 90-DDDD-DDDD", "+353 8D DDD DDDD", "+41 7D DDD DD DD",
    "+43 6DD DDDDDDD", "+351 9DD DDD DDD", "+46 7D-DDD DD DD", "+420 DDD DDD DDD",
)  # fmt: skip
PHONE_TEMPLATES = (
    "call me on {v}", "my mobile is {v}", "text {v} when you land",
    "Mein Handy: {v}", "mon portable : {v}", "mi móvil es el {v}",
    "mój numer: {v}", "il mio cellulare è {v}", "mijn nummer is {v}",
    "you can reach my dad at {v} after 6", "WhatsApp {v}", "tel. {v}",
    "the landlord's number is {v}, can you write him a message?",
)  # fmt: skip


def phone_fictional(rng: random.Random) -> tuple[Case, Sensitivity]:
    value = _shape(rng, rng.choice(FICTIONAL_PHONES))
    if rng.random() < 0.25:
        value = value.replace(" ", rng.choice(("-", ".", " ")))
    return Case(rng.choice(PHONE_TEMPLATES).format(v=value), (value,)), _PR


# --- street addresses in nine countries' forms ---------------------------------------


def _surname(rng: random.Random, locale: str) -> str:
    fake = faker(locale)
    fake.seed_instance(rng.random())
    return str(fake.last_name()).split(" ")[-1]


def _city(rng: random.Random, locale: str) -> str:
    fake = faker(locale)
    fake.seed_instance(rng.random())
    return str(fake.city())


def _ordinal(n: int) -> str:
    ending = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{ending}"


def _address(rng: random.Random) -> str:
    country = rng.choice(("GB", "US", "DE", "PL", "FR", "ES", "IT", "NL", "JP"))
    n = rng.randint(1, 240)
    if country == "GB":
        street = (
            _surname(rng, "en_GB")
            + " "
            + rng.choice(
                ("Road", "Street", "Lane", "Close", "Gardens", "Crescent", "Mews", "Grove", "Rd")
            )
        )
        flat = rng.choice(("", f"Flat {rng.randint(1, 12)}, ", f"{n}b ", ""))
        post = _shape(rng, rng.choice(("LLD DLL", "LDD DLL", "LLDD DLL", "LDL DLL")))
        number = "" if flat.endswith("b ") else f"{n} "
        return f"{flat}{number}{street}, {_city(rng, 'en_GB')} {post}"
    if country == "US":
        street = rng.choice(
            (
                _surname(rng, "en_US") + " " + rng.choice(("St", "Ave", "Blvd", "Dr", "Street")),
                f"{rng.choice('NSEW')} {_ordinal(rng.randint(1, 99))} St",
                f"{_ordinal(rng.randint(1, 12))} Avenue",
            )
        )
        unit = rng.choice(("", f" Apt {rng.randint(1, 30)}{rng.choice('ABC')}", f" #{n}"))
        state = rng.choice(("IL", "NY", "CA", "TX", "WA", "MA"))
        return f"{rng.randint(10, 9999)} {street}{unit}, {_city(rng, 'en_US')}, {state} " + (
            f"{rng.randint(10000, 99999)}"
        )
    if country == "DE":
        street = _surname(rng, "de_DE") + rng.choice(("straße", "str.", "weg", "allee", "platz"))
        extra = rng.choice(("", ", 3. OG", f" {rng.choice('abc')}", ", Hinterhaus"))
        return f"{street} {n}{extra}, {rng.randint(10000, 99999)} {_city(rng, 'de_DE')}"
    if country == "PL":
        street = rng.choice(("ul. ", "al. ", "os. ", "")) + _surname(rng, "pl_PL")
        flat = rng.choice((f"/{rng.randint(1, 80)}", f" m. {rng.randint(1, 80)}", ""))
        return f"{street} {n}{flat}, {rng.randint(10, 99)}-{rng.randint(100, 999)} " + _city(
            rng, "pl_PL"
        )
    if country == "FR":
        kind = rng.choice(("rue", "avenue", "boulevard", "allée", "impasse", "chemin"))
        extra = rng.choice(("", " bis", " ter"))
        return (
            f"{n}{extra} {kind} {rng.choice(('des ', 'de la ', 'du ', ''))}"
            f"{_surname(rng, 'fr_FR')}, {rng.randint(10000, 95999)} {_city(rng, 'fr_FR')}"
        )
    if country == "ES":
        kind = rng.choice(("Calle", "C/", "Avda.", "Paseo", "Plaza"))
        floor = rng.choice(("", f", {rng.randint(1, 9)}º {rng.choice('ABCD')}", ", 2º izq."))
        return f"{kind} {_surname(rng, 'es_ES')} {n}{floor}, {rng.randint(10000, 52999)} " + (
            _city(rng, "es_ES")
        )
    if country == "IT":
        kind = rng.choice(("Via", "Viale", "Piazza", "Corso", "via", "P.zza"))
        comma = rng.choice((" ", ", "))
        unit = rng.choice(("", f", int. {rng.randint(1, 20)}", f", scala {rng.choice('AB')}"))
        prov = rng.choice(("", f" ({rng.choice(('MI', 'TO', 'RM', 'NA', 'BO'))})"))
        return (
            f"{kind} {_surname(rng, 'it_IT')}{comma}{n}{unit}, "
            f"{rng.randint(10000, 98999)} {_city(rng, 'it_IT')}{prov}"
        )
    if country == "NL":
        street = _surname(rng, "nl_NL") + rng.choice(
            ("straat", "laan", "weg", "gracht", "plein", "kade", "singel")
        )
        suffix = rng.choice(("", "-2", " A", "-hs", "bis", " 3-hoog"))
        post = f"{rng.randint(1000, 9999)} {rng.choice(UPPER)}{rng.choice(UPPER)}"
        return f"{street} {n}{suffix}, {post} {_city(rng, 'nl_NL')}"
    fake = faker("ja_JP")
    fake.seed_instance(rng.random())
    if rng.random() < 0.5:
        zip_ = rng.choice(("", f"〒{fake.zipcode()} "))
        return f"{zip_}{fake.prefecture()}{fake.city()}{fake.town()}{fake.chome()}{fake.ban()}" + (
            f"{fake.gou()}"
        )
    ward = rng.choice(("Shibuya-ku", "Minato-ku", "Chuo-ku", "Kita-ku", "Naka-ku"))
    town = rng.choice(("Jingumae", "Roppongi", "Ginza", "Sakae", "Umeda", "Tenjin"))
    city = rng.choice(("Tokyo", "Osaka", "Nagoya", "Fukuoka", "Yokohama"))
    return f"{rng.randint(1, 9)}-{rng.randint(1, 30)}-{rng.randint(1, 20)} {town}, {ward}, {city}"


ADDRESS_TEMPLATES = (
    "I live at {v}", "my address is {v}", "send it to {v} please", "{v}",
    "Can you write a complaint to the council? I'm at {v}.", "Adresse: {v}",
    "new place: {v} 🎉", "ich wohne in der {v}", "j'habite au {v}", "vivo en {v}",
    "mieszkam przy {v}", "abito in {v}", "ik woon op {v}",
    "deliver to: {v}\nring twice", "my mum lives at {v} — is that in the flood zone?",
)  # fmt: skip


def address_forms(rng: random.Random) -> tuple[Case, Sensitivity]:
    value = _address(rng)
    if value[:1] == "〒" or ("\u3000" <= value[:1] <= "\u9fff" and rng.random() < 0.5):
        return Case(f"住所は{value}です", (value,)), _PR
    return Case(rng.choice(ADDRESS_TEMPLATES).format(v=value), (value,)), _PR


# --- names in signatures, greetings and kinship phrases -------------------------------

NAME_CONTEXTS = (
    "Hi {g},\n\ncould you send me the slides?\n\nThanks,\n{f}",
    "Best,\n{f}\nSenior Engineer",
    "--\n{f}\n+ team lead",
    "Dear Ms {s},\nthank you for your reply.",
    "Kind regards\n{f}",
    "Cheers {g}!",
    "Hello {g}, hope you're well",
    "Mit freundlichen Grüßen\n{f}",
    "Liebe {g}, danke für alles!",
    "Cordialement,\n{f}",
    "Bonjour {g}, merci pour ton message",
    "Un saludo,\n{f}",
    "Hola {g}, ¿qué tal?",
    "Pozdrawiam serdecznie\n{f}",
    "Dzień dobry Pani {s},",
    "Cordiali saluti,\n{f}",
    "Met vriendelijke groet,\n{f}",
    "Atenciosamente,\n{f}",
    "my mother-in-law {f} is visiting",
    "my stepdad {g} won't stop calling",
    "my granddaughter {g} turns five on Sunday",
    "mein Schwager {f} hat Geburtstag",
    "notre fille {g} commence l'école",
    "mi cuñada {f} se casa en junio",
    "mój szwagier {f} szuka pracy",
    "mia nonna {g} compie novant'anni",
    "mijn schoonmoeder {f} komt logeren",
    "minha sobrinha {g} nasceu ontem",
    "my coworker {f} keeps taking credit for my work",
    "our nanny {g} is leaving, can you help write a reference?",
    "I'm {f}, nice to meet you",
    "this is {g} from accounts",
    "ask {g} if the report is ready",
    "I'm seeing {g} tonight",
    "{f} and I broke up last week",
)


def name_context(rng: random.Random) -> tuple[Case, Sensitivity]:
    locale = rng.choice(NAME_LOCALES)
    fake = faker(locale)
    fake.seed_instance(rng.random())
    given, surname = str(fake.first_name()), str(fake.last_name())
    template = rng.choice(NAME_CONTEXTS)
    text = template.format(g=given, s=surname, f=f"{given} {surname}")
    values = [given] if "{g}" in template or "{f}" in template else []
    if "{s}" in template or "{f}" in template:
        values.append(surname)
    return Case(text, tuple(values)), _PE


# --- biometric data told about oneself ------------------------------------------------

BIOMETRIC = (
    ("my fingerprint template", "hex"), ("my iris scan", "hex"), ("my face scan", "b64"),
    ("my voiceprint", "b64"), ("my retina scan", "hex"), ("my palm vein scan", "b64"),
    ("the facial recognition template of my son", "b64"),
    ("mein Fingerabdruck-Template", "hex"), ("mon empreinte digitale", "hex"),
    ("mi huella dactilar", "hex"), ("mój odcisk palca", "hex"),
    ("la mia impronta digitale", "hex"), ("mijn vingerafdruk", "hex"),
    ("meu reconhecimento facial", "b64"),
)  # fmt: skip
BIOMETRIC_TEMPLATES = (
    "{b}: {v}",
    "here's {b} from the enrolment export: {v}",
    "{b} is {v}, is that secure?",
)


def biometric(rng: random.Random) -> tuple[Case, Sensitivity]:
    phrase, alphabet = rng.choice(BIOMETRIC)
    chars = "0123456789abcdef" if alphabet == "hex" else string.ascii_letters + string.digits
    value = "".join(rng.choice(chars) for _ in range(rng.randint(24, 64)))
    return Case(rng.choice(BIOMETRIC_TEMPLATES).format(b=phrase, v=value), (value,)), _SE


FAMILIES: dict[str, Callable[[random.Random], tuple[Case, Sensitivity]]] = {
    "id-national": id_national,
    "other-identifier": other_identifier,
    "phone-fictional": phone_fictional,
    "address-forms": address_forms,
    "name-context": name_context,
    "biometric": biometric,
}


# --- look-alikes that must pass untouched ---------------------------------------------

LOOKALIKES = (
    "Our VPC is {cidr} and the pods get {cidr2}",
    "allow {cidr} in the firewall, deny everything else",
    "{ts} ERROR payment-service timeout after 3000 ms",
    "[{ts}] GET /api/v1/orders 200 12ms",
    "{ts} WARN disk usage at 91%",
    "We pinned numpy {ver} and torch {ver2}",
    "Kernel {ver}-generic boots but {ver2} does not",
    "When did {figure} die?",
    "What did {figure} do during the war?",
    "Why is {figure} famous?",
    "How old was {figure} when she became queen?",
    "Summarise {figure}'s most famous speech",
    "May I ask a question about {city}'s metro?",
    "Will the shops in {city} be open on Easter Monday?",
    "Is there a grace period for paying council tax late?",
    "Paris or {city} for a long weekend in May?",
    "Jordan and Egypt in one trip: is ten days enough?",
    "Victoria station to {city} by train, how long?",
    "The Amazon rainforest covers how many countries?",
    "Ford or Toyota for a first car?",
    "Is Georgia the country or the state warmer in April?",
    "Born in {year}, died in {year2}: how old was {figure}?",
    "Call the API with timeout=30 and retries=5",
    "ISBN 978-0-{isbn} is the second edition",
    "Order {order} was shipped on {date}",
    "The conference is 12-14 June {year} in {city}",
    "Between 2019-2023 our revenue grew 40%",
    "Ports 8000-8100 are open on 10.1.2.3",
    "Meet me at Platform 9, coach 14, seat 62",
    "What is the GDP of {country} compared to {country2}?",
    "Vergleiche {country} und {country2} beim Wirtschaftswachstum",
    "{country} or {country2} for a beach holiday in September?",
    "Is {dish} hard to make at home?",
    "Ask Siri to set a timer, or is Alexa better at that?",
    "My Tesla needs new tyres, are Michelin worth it?",
    "The Mercedes dealership in {city} closes at six",
    "Who lived at 10 Downing Street in 1990?",
    "Which architect designed the Sagrada Família in Barcelona?",
    "Explain how the Bellman-Ford algorithm differs from Dijkstra's",
    "Our revenue grew 12% in Q3, draft the investor update",
)
LOOK_FILL = {
    "cidr": ("10.0.0.0/16", "172.31.0.0/16", "192.168.100.0/22", "100.64.0.0/10",
             "2001:db8::/32", "10.244.0.0/16"),
    "cidr2": ("10.96.0.0/12", "192.168.0.0/24", "172.20.0.0/14"),
    "ts": ("2024-05-17 13:02:11,532", "2023-11-02T08:15:30.123Z", "17/May/2024:13:02:11 +0200",
           "2024-05-17 13:02:11", "Mar 18 10:23:45", "20240517 130211"),
    "ver": ("1.26.4", "2.3.0", "6.8.0-31", "5.15.0", "11.0.22"),
    "ver2": ("2.2.1+cu121", "6.5.0", "12.1.105", "3.11.9"),
    "figure": ("Winston Churchill", "Marie Curie", "Queen Victoria", "Napoleon Bonaparte",
               "Abraham Lincoln", "Nelson Mandela", "Frida Kahlo", "Mahatma Gandhi",
               "Catherine the Great", "Martin Luther King", "Ada Lovelace", "Charles Darwin",
               "Golda Meir", "Simón Bolívar", "Lech Wałęsa", "Konrad Adenauer",
               "Charles de Gaulle", "Margaret Thatcher", "Angela Merkel", "Isaac Newton"),
    "city": ("Paris", "Florence", "Lyon", "Vienna", "Porto", "Kraków", "Seville", "Bruges"),
    "year": ("1815", "1914", "1939", "1969", "1989"),
    "year2": ("1945", "1990", "2001", "2013"),
    "isbn": ("306-40615-7", "19-852663-6", "14-044913-6"),
    "order": ("#48213", "A-100293", "7731002"),
    "date": ("2024-03-15", "15.03.2024", "March 15"),
    "country": ("España", "Deutschland", "Polska", "Italia", "Nederland", "Romania", "Sverige",
                "Magyarország", "Portugal", "Germany", "Croatia", "Georgia", "Jordan", "Chile"),
    "country2": ("France", "Österreich", "Česko", "Belgique", "Danmark", "Türkiye", "Ireland"),
    "dish": ("Beef Stroganoff", "Eggs Benedict", "Caesar salad", "Pavlova", "Shepherd's Pie",
             "Pierogi Ruskie", "Tarte Tatin", "Chicken Kiev", "Peach Melba", "Bananas Foster"),
}  # fmt: skip


def lookalike(rng: random.Random) -> Case:
    template = rng.choice(LOOKALIKES)
    return Case(template.format(**{k: rng.choice(v) for k, v in LOOK_FILL.items()}), ())


CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {"pii-lookalike": lookalike}
