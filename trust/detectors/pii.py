"""Personal data with a recognisable shape: e-mail, IP, cards, IBANs, SSNs, MACs, DOBs.

Each rule is a weak candidate pattern made strong by a validator (Luhn for cards,
mod-97 for IBANs, the SSA's rules for SSNs, ``ipaddress`` for IPs), as in presidio.
Private, loopback, link-local and documentation IP ranges are not personal data and are
not reported. Phone numbers live in ``phones``, national ids in ``national_ids``.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Sequence

from stdnum import luhn, numdb

from trust.detectors.base import Rule
from trust.detectors.birth_places import RULES as PLACED_BIRTHS
from trust.detectors.email_roles import documentation_mailbox
from trust.detectors.sandbox_cards import not_a_test_card
from trust.detectors.values import words
from trust.sensitivity import Sensitivity

_P, _PR, _S = Sensitivity.PERSONAL, Sensitivity.PRIVATE, Sensitivity.SENSITIVE


def _public_ip(value: str) -> bool:
    candidate = value.strip("[]").split("%", 1)[0]
    if ":" in candidate and "." in candidate:
        candidate = candidate.rsplit(":", 1)[1]  # ::ffff:10.0.0.1, 64:ff9b::…: the IPv4 decides
    if all(len(part) == 1 for part in candidate.split(".")) or _resolver_v6(candidate):
        return False  # 1.2.3.4, 8.8.8.8: a version number or a public resolver, nobody's
    try:
        address = ipaddress.ip_address(candidate)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_global and not address.is_multicast


def _resolver_v6(candidate: str) -> bool:
    """``2001:4860:4860::8888``, ``2606:4700:4700::1111``: a host chosen to be read aloud,
    one digit repeated after the ``::``, as public resolvers are (the IPv6 side of 8.8.8.8).
    A person's device fills its last 64 bits with a random or MAC-derived identifier."""
    head, double, tail = candidate.rpartition("::")
    return bool(double and head) and 2 <= len(tail) <= 4 and len(set(tail.lower())) == 1


def _card(value: str) -> bool:
    digits = "".join(c for c in value if c.isdigit())
    if not 13 <= len(digits) <= 19 or len(set(digits)) < 2:
        return False
    if len(digits) == 13 and digits == value:
        return False  # thirteen digits in a row are a barcode (EAN-13); no card has them now
    return digits[0] in "1234563" and luhn.is_valid(digits)


def _without_word_after(value: str) -> str:
    """``… 8901 X``: a last group of letters is the word after the number."""
    head, _, last = value.rpartition(" ")
    return head if head and last.isalpha() else value


def _card_digits(value: str) -> bool:
    """A card's digits, named as a card's, Luhn or not: "la tarjeta 5412 7534 9910 2286"."""
    digits = "".join(c for c in value if c.isdigit())
    return len(digits) in (15, 16) and len(set(digits)) > 2 and digits[0] in "3456"


# a word starts each, so the cases a noun takes count too ("nr konta", "na účet"), and
# the payments that name an account in French and Polish ("prélèvement rejeté sur FR76 …")
_ACCOUNT_WORDS = ("iban", "rib", "bic", "konto", "konta", "koncie", "rekening", "cuenta",
                  "conto", "rachun", "conta", "bank account", "account", "compte", "účet",
                  "účtu", "hesap", "prélèvement", "virement", "przelew", "überweisung",
                  "lastschrift", "bonifico", "transferencia", "transferência")  # fmt: skip
# money moving to an account: with these, an IBAN of the country's shape is one even
# with a wrong check digit ("überweis mir … auf DE62 …", "stuur maar naar NL72 …")
_MONEY_WORDS = (
    *_ACCOUNT_WORDS, "transf", "überweis", "stuur", "tikkie", "pay", "paid", "send", "sent",
    "deposit", "rent", "refund", "wire", "envi", "manda", "paga", "pague", "alquiler",
    "miete", "huur", "loyer", "affitto", "bezahl", "zahl", "betaal", "overma", "vire",
    "bonific", "prześl", "przelej", "wpłać", "gönder", "öde", "swish", "bizum", "pix",
)  # fmt: skip
_CARD_WORDS = ("card", "karte", "carte", "tarjeta", "carta", "karta", "kaart", "cartão",
               "cartao", "visa", "mastercard", "amex", "kreditkarte")  # fmt: skip


def iban_valid(value: str) -> bool:
    """ISO 13616 mod-97 (country-specific BBAN rules vary too much to insist on)."""
    compact = "".join(value.split()).replace("-", "").upper()
    if not 15 <= len(compact) <= 34 or not compact[:2].isalpha() or not compact[2:4].isdigit():
        return False
    if not compact.isalnum() or not compact.isascii():
        return False
    rearranged = compact[4:] + compact[:4]
    return int("".join(str(int(c, 36)) for c in rearranged)) % 97 == 1


_BBAN_PART = re.compile(r"(\d+)!([nac])")
_BBAN_CLASS = {"n": "[0-9]", "a": "[A-Z]", "c": "[A-Z0-9]"}


def iban_printed(value: str) -> bool:
    """An IBAN printed in groups of four whose check digits fail but whose every other
    part is the country's own (length and the letters and digits of its BBAN, from the
    ISO 13616 registry that python-stdnum ships): one copied or made up wrong, with
    money moving to it, is still someone's account ("DE62 5001 0517 4398 2261 07")."""
    compact = value.replace(" ", "")
    parts = numdb.get("iban").info(compact)
    bban = parts[0][1].get("bban") if len(parts) > 1 else None
    if bban is None or len(set(compact[4:])) < 3:
        return False
    shape = "".join(_BBAN_CLASS[c] + "{" + n + "}" for n, c in _BBAN_PART.findall(bban))
    return re.fullmatch(shape, compact[4:]) is not None


def iban_prefix(value: str) -> str | None:
    """The longest valid IBAN at the start of ``value``: a printed IBAN is often
    followed by a word that the pattern cannot tell from a last group (``… 8901 X``)."""
    groups = value.split(" ") if " " in value else [value]
    for count in range(len(groups), 0, -1):
        candidate = " ".join(groups[:count])
        if iban_valid(candidate):
            return candidate
    return None


def polish_account(value: str) -> bool:
    """A Polish account number (NRB) is an IBAN written without its ``PL``, as Polish
    banks print it: 26 digits whose check digits hold for ``PL`` + them."""
    digits = "".join(c for c in value if c.isdigit())
    return len(digits) == 26 and iban_valid("PL" + digits)


def _ssn(value: str) -> bool:
    digits = "".join(c for c in value if c.isdigit())
    if len(digits) != 9:
        return False
    area, group, serial = digits[:3], digits[3:5], digits[5:]
    if area in {"000", "666"} or area[0] == "9" or group == "00" or serial == "0000":
        return False
    return digits not in {"123456789", "078051120"}  # published specimens


def _mac(value: str) -> bool:
    hexdigits = "".join(c for c in value.lower() if c in "0123456789abcdef")
    return len(set(hexdigits)) > 1 and not hexdigits.startswith("ffffffffffff")


# RFC 5322 allows "/", "=", "?" and "&" in the mailbox, but no one's address has them and
# a link's path and query do: "/account?email=ana@x.es" is the address after the "="
_EMAIL = (
    r"([A-Za-z0-9!#$%'*+^_`{|}~\-]+(?:\.[A-Za-z0-9!#$%'*+^_`{|}~\-]+){0,10}"
    r"@(?:[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?\.){1,8}"
    r"(?:[A-Za-z]{2,24}|xn--[A-Za-z0-9\-]{2,30}))(?:[^A-Za-z0-9\-]|$)"
)
_IPV4 = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}"
# an embedded IPv4 tail first: alternatives are tried in order (::ffff:10.0.0.1)
_IPV6 = r"(?:[0-9A-Fa-f]{0,4}:){2,7}(?:" + _IPV4 + r"|[0-9A-Fa-f]{1,4})?"

# Accounts a machine logs in with, on hosts of a home or company network or a code
# forge: "ssh deploy@build.lan", "pi@raspberrypi.local", "git@github.com:org/repo.git".
# A person's mailbox on such a network ("anna@company.local") is still an e-mail, and
# so is a person-like one on the documentation domains that stand in for real ones.
_SERVICE_USERS = words(
    "git deploy root ubuntu admin ec2-user pi www-data postgres centos debian core "
    "vagrant jenkins gitlab-runner"
)
_NETWORK_TLDS = words("lan local localdomain internal intranet home localhost")
_FORGES = words("github.com gitlab.com bitbucket.org codeberg.org ssh.dev.azure.com")


# file extensions that are no top-level domain; a query's "?u=ola@mail.example" still
# is a mailbox, so the test is on the host, not on a "/" before the "@"
_IMAGE_FILES = frozenset({"png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "ico", "bmp"})


def _mailbox(value: str, groups: Sequence[str]) -> bool:
    """Is ``user@host`` a mailbox, not a machine's login?"""
    user, _, host = value.lower().rpartition("@")
    if host.rsplit(".", 1)[-1] in _IMAGE_FILES:
        return False  # a retina image in a URL's path ("img/logo@2x.png"), no mailbox
    if _unanswered(user, host):
        return False  # "noreply@…", "build-bot@noreply.example.com": nobody reads it
    if documentation_mailbox(user, host):
        return False  # "support@example.com", "you@test.example": a manual's stand-in
    if user not in _SERVICE_USERS:
        return True
    on_a_network = host.rsplit(".", 1)[-1] in _NETWORK_TLDS or host in _FORGES
    return not (on_a_network or groups[0].endswith(":"))


_NO_REPLY = ("noreply", "no-reply", "no_reply", "donotreply", "do-not-reply", "mailer-daemon")


def _unanswered(user: str, host: str) -> bool:
    """A sender no one answers: a no-reply box, or a bot's on a no-reply host. GitHub's
    ``alice@users.noreply.github.com`` names a person, so the host alone says nothing."""
    if user in _NO_REPLY:
        return True
    bot = user.endswith(("bot", "-ci", "[bot]", "daemon"))
    return bot and host.split(".", 1)[0] in _NO_REPLY


RULES: tuple[Rule, ...] = (
    Rule(
        name="email",
        kind="EMAIL",
        sensitivity=_P,
        pattern=_EMAIL,
        group=1,
        keywords=("@",),
        judge=_mailbox,
    ),
    Rule(
        name="ipv4",
        kind="IP_ADDRESS",
        sensitivity=_P,
        # a network ("10.0.0.0/8", "97.146.224.0/21") is no one's address; a host is,
        # also written as "/32"
        pattern=r"(?:^|[^0-9.])(" + _IPV4 + r")(?:[^0-9./]|\.(?:[^0-9]|$)|/(?:32)?(?:[^0-9]|$)|$)",
        group=1,
        validator=_public_ip,
    ),
    Rule(
        name="ipv6",
        kind="IP_ADDRESS",
        sensitivity=_P,
        pattern=r"(?:^|[^0-9A-Za-z:])(" + _IPV6 + r")(?:[^0-9A-Za-z:/]|/(?:128)?(?:[^0-9]|$)|$)",
        group=1,
        validator=_public_ip,
    ),
    Rule(
        name="credit-card",
        kind="CREDIT_CARD",
        sensitivity=_S,
        pattern=r"(?:^|[^0-9A-Za-z\-])(\d{13,19}|\d{4}-\d{4}-\d{4}-\d{1,7}|"
        r"\d{4} \d{4} \d{4} \d{1,7}|\d{4}[ \-]\d{6}[ \-]\d{4,5})(?:[^0-9A-Za-z\-]|$)",
        group=1,
        validator=_card,
        in_text=not_a_test_card,
    ),
    Rule(
        name="iban",
        kind="IBAN",
        sensitivity=_S,
        pattern=r"(?:^|[^A-Za-z0-9])([A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?: ?[A-Z0-9]{1,4}){3,9}))"
        r"(?:[^A-Za-z0-9]|$)",
        group=1,
        trim=iban_prefix,
    ),
    Rule(
        # named, it is an account number whatever its check digits: people copy one
        # wrong, and a test writer invents one ("son RIB c'est FR76 3000 4008 …")
        name="iban-named",
        kind="IBAN",
        sensitivity=_S,
        pattern=r"(?:^|[^A-Za-z0-9])([A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?)"
        r"(?:[^A-Za-z0-9]|$)",
        group=1,
        validator=lambda value: len(set(value[4:]) - {" "}) > 2,  # "DE00 0000 …" shows a form
        trim=_without_word_after,
        context=_ACCOUNT_WORDS,
        confidence=0.8,
    ),
    Rule(
        name="iban-printed",
        kind="IBAN",
        sensitivity=_S,
        pattern=r"(?:^|[^A-Za-z0-9])([A-Z]{2}\d{2}(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?)"
        r"(?:[^A-Za-z0-9]|$)",
        group=1,
        validator=iban_printed,
        context=_MONEY_WORDS,
        confidence=0.75,
    ),
    Rule(
        name="card-named",
        kind="CREDIT_CARD",
        sensitivity=_S,
        pattern=r"(?:^|[^0-9A-Za-z\-])(\d{4}[ \-]\d{4}[ \-]\d{4}[ \-]\d{1,7}|\d{15,16})"
        r"(?:[^0-9A-Za-z\-]|$)",
        group=1,
        validator=_card_digits,
        context=_CARD_WORDS,
        in_text=not_a_test_card,
        confidence=0.8,
    ),
    Rule(
        # a Pix "random key" is a UUID that names one person's account in Brazil; a UUID
        # anywhere else is a request's or a row's id, so the key's own name must say so
        name="pix-random-key",
        kind="ACCOUNT_NUMBER",
        sensitivity=_PR,
        pattern=r"(?:^|[^0-9A-Fa-f\-])([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-"
        r"[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?:[^0-9A-Fa-f\-]|$)",
        group=1,
        keywords=("pix", "aleat"),
        context=("pix", "chave aleatória", "chave aleatoria", "aleatória"),
        window=40,
        confidence=0.8,
    ),
    Rule(
        name="iban-pl-national",
        kind="IBAN",
        sensitivity=_S,
        pattern=r"(?:^|[^A-Za-z0-9])(\d{2}(?: ?\d{4}){6}|\d{2}(?:-\d{4}){6})(?:[^A-Za-z0-9]|$)",
        group=1,
        validator=polish_account,
    ),
    Rule(
        name="us-ssn",
        kind="US_SSN",
        sensitivity=_S,
        pattern=r"(?:^|[^0-9\-.])(\d{3}([ \-.]?)\d{2}(?:[ \-.]?)\d{4})(?:[^0-9\-]|$)",
        group=1,
        validator=_ssn,
        context=("ssn", "social security", "social-security", "sozialversicherung", "ssa"),
        window=60,
    ),
    Rule(  # formatted SSNs need no context: 078-05-1123 is unmistakable
        name="us-ssn-formatted",
        kind="US_SSN",
        sensitivity=_S,
        pattern=r"(?:^|[^0-9\-.])(\d{3}-\d{2}-\d{4}|\d{3}\.\d{2}\.\d{4}|\d{3} \d{2} \d{4})"
        r"(?:[^0-9\-]|$)",
        group=1,
        validator=_ssn,
    ),
    Rule(
        name="mac-address",
        kind="MAC_ADDRESS",
        sensitivity=_P,
        pattern=r"(?:^|[^0-9A-Fa-f:\-.])((?:[0-9A-Fa-f]{2}([:\-])){5}[0-9A-Fa-f]{2}|"
        r"[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?:[^0-9A-Fa-f:\-.]|$)",
        group=1,
        validator=_mac,
    ),
)

DATE_OF_BIRTH = (
    Rule(
        name="date-of-birth",
        kind="DATE_OF_BIRTH",
        sensitivity=_PR,
        # English ordinals too: "born 3rd of feb 1979", "born March 2nd, 2011"
        pattern=r"(?:^|[^0-9])(\d{1,4}[./\-]\d{1,2}[./\-]\d{1,4}|"
        r"\d{1,2}(?i:st|nd|rd|th)?\.?(?: (?i:of))? (?i:[a-zäéû]{3,10})\.?,? \d{4}|"
        r"(?i:[a-z]{3,9}) \d{1,2}(?i:st|nd|rd|th)?,? \d{4})(?:[^0-9]|$)",
        group=1,
        context=(
            "born",
            "birth",
            "dob",
            "d.o.b",
            "birthday",
            "geboren",
            "geburtsdatum",
            "né le",
            "née le",
            "naissance",
            "nacido",
            "nacida",
            "nacimiento",
            "urodzon",
            "data urodzenia",
            "nato il",
            "nata il",
            # the abbreviations of forms and signatures: "geb. 03.09.1979", "ur. 1.2.1980"
            "geb.",
            "ur.",
            "nascido",
            "nascida",
            "nascimento",
            "data di nascita",
            "geboortedatum",
            # the field labels of Spanish, Portuguese and English forms: "F. nac.:",
            # "Data nasc.:", "b. 12 March 1980"
            "nac.",
            "f. nac",
            "fecha nac",
            "nasc.",
            "data nasc",
            "b.",
            # the field of a Turkish form: "doğum tarihi 12.09.1958"
            "doğum tarihi",
        ),
        window=40,
    ),
    *PLACED_BIRTHS,
)
