"""A residence or work permit told with its state, in twelve languages: "my Skilled
Worker visa expires on 31 May 2025", "votre titre de séjour expire le 30/06", "karta
pobytu ważna do 14.08.2025", "zezwolenie na pracę w trakcie przedłużania", "çalışma
izni başvurusu hâlâ beklemede", "povolení k trvalému pobytu do 11/2025". A permit
with an expiry, a validity or a pending application is someone's status; the permit's
number in the same sentence ("numer RP1294837", "číslo průkazu ZR0184726") is that
status's document. "How long does a work permit take?" names a permit and no state.
"""

from __future__ import annotations

import re

from trust.detectors.special_sentences import sentence_around

Span = tuple[int, int, str]

_PERMIT = (
    r"visa(?![ \t]+(?:card|debit|credit|electron|ending|karte|carte|tarjeta))|visum|vízum|vize|"
    r"work[ \t]permit|residence[ \t]permit|residence[ \t]card|brp|"
    r"green[ \t]card|leave[ \t]to[ \t]remain|settled[ \t]status|pre-settled[ \t]status|"
    r"aufenthaltstitel|aufenthaltserlaubnis|aufenthaltsgenehmigung|arbeitserlaubnis|"
    r"niederlassungserlaubnis|duldung|titre[ \t]de[ \t]s[ée]jour|carte[ \t]de[ \t]s[ée]jour|"
    r"r[ée]c[ée]piss[ée]|permiso[ \t]de[ \t](?:residencia|trabajo)|tarjeta[ \t]de[ \t]residencia|"
    r"permesso[ \t]di[ \t]soggiorno|carta[ \t]di[ \t]soggiorno|"
    r"karta[ \t]pobytu|zezwoleni[ea][ \t]na[ \t](?:prac[eęy]|pobyt)|wiz[aęy]|"
    r"verblijfsvergunning|werkvergunning|tewerkstellingsvergunning|"
    r"autoriza[çc][ãa]o[ \t]de[ \t]resid[êe]ncia|t[íi]tulo[ \t]de[ \t]resid[êe]ncia|"
    r"uppeh[åa]llstillst[åa]nd|arbetstillst[åa]nd|uppeh[åa]llskort|"
    r"[çc]al[ıi][şs]ma[ \t]izn[iı]|oturma[ \t]izn[iı]|ikamet[ \t]izn[iı]|"
    r"povolen[íi][ \t]k[ \t](?:trval[ée]mu[ \t])?pobytu|pracovn[íi][ \t]povolen[íi]|"
    r"zam[ěe]stnaneck[áa][ \t]karta|pobytov[áa][ \t]karta"
)
# a piece of every permit's name above, looked for before the pattern runs at all
_PERMIT_WORDS = (
    "vis", "víz", "vize", "permit", "residen", "brp", "card", "remain", "settled",
    "aufenthalt", "erlaubnis", "duldung", "jour", "piss", "permiso", "soggiorno", "pobyt",
    "zezwoleni", "wiz", "vergunning", "resid", "uppeh", "tillst", "izn", "povolen",
    "karta",
)  # fmt: skip
# what a permit's state is told with: expiry, validity, renewal, a pending application
_STATE = (
    r"expir\w*|runs[ \t]out|valid[ \t](?:until|till|to)|renewal|extension|pending|"
    r"l[äa]uft(?:[ \t]\w{1,12}){0,3}[ \t]ab\b|g[üu]ltig[ \t]bis|befristet|verl[äa]ngerung|"
    r"expire\w*|valable[ \t]jusqu|renouvellement|en[ \t]cours|"
    r"caduca\w*|vence\w*|v[áa]lid[oa][ \t]hasta|renovaci[óo]n|en[ \t]tr[áa]mite|"
    r"scad\w*|valido[ \t]fino|rinnovo|in[ \t]attesa|"
    r"wa[żz]n[aey][ \t]do|w[ \t]trakcie|przed[łl]u[żz]\w*|"
    r"verloopt|geldig[ \t]tot|verlenging|in[ \t]behandeling|"
    r"v[áa]lid[oa][ \t]at[ée]|renova[çc][ãa]o|"
    r"g[äa]ller[ \t]till|giltig[ \t]till|f[öo]rl[äa]ng\w*|"
    r"beklemede|s[üu]resi|bitiyor|uzatma|"
    r"platn[ée][ \t]do|plat[íi][ \t]do|prodlou[žz]en\w*|do(?=[ \t]\d)"
)
# a permit and its state in one clause, the state at most eight words on
_TOLD = re.compile(
    rf"(?i)\b(?:{_PERMIT})\b(?:[ \t]+[^\s,;.!?]{{1,24}}){{0,8}}?[ \t]+(?:{_STATE})"
    r"(?:[ \t]+(?:(?:on|le|el|il|am|op|den|the)[ \t])?[\d/.\-]{2,10}(?:[ \t]\w{3,9}[ \t]\d{4})?)?",
)
_CARD = re.compile(
    r"(?i)\b(?:card|credit|debit|karte|carte|tarjeta|karta[ \t]kredytowa|cart[ãa]o|payment)\b"
)
_NUMBER = re.compile(r"\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z]{1,3}\d{6,9}\b|\b\d{9,12}\b")
_WHOSE = re.compile(
    r"(?i)\b(?:my|your|his|her|their|our|mein\w{0,2}|dein\w{0,2}|ihr\w{0,2}|votre|mon|ma|son|sa|"
    r"mi|tu|su|il[ \t]mio|il[ \t]suo|mijn|uw|zijn|haar|meu|minha|seu|sua|mitt|min|ditt|din|"
    r"hennes|hans)[ \t]+(?:[A-Z][\w\-]{1,20}[ \t]+){0,2}$"
)
# a visa's class before it: "Skilled Worker visa", "tier 2 visa", "H-1B visa"
_CLASS = re.compile(r"(?:\b(?:[A-Z][\w\-]{1,20}|tier[ \t]\d)[ \t]+){1,2}$")


def permits_told(text: str) -> list[Span]:
    """Each permit told with its state, from its possessive, and a document number in
    the same sentence."""
    found: list[Span] = []
    lower = text.lower()
    if not any(word in lower for word in _PERMIT_WORDS):
        return found
    for match in _TOLD.finditer(text):
        if _CARD.search(text, max(0, match.start() - 24), match.end()):
            continue  # "Visa card expires 08/27", "my debit Visa, valid until": a card
        whose = _WHOSE.search(text, max(0, match.start() - 30), match.start())
        told_class = _CLASS.search(text, max(0, match.start() - 40), match.start())
        start = whose.start() if whose else told_class.start() if told_class else match.start()
        found.append((start, match.end(), "IMMIGRATION"))
        left, right = sentence_around(text, match.start(), match.end())
        found.extend(
            (number.start(), number.end(), "IMMIGRATION")
            for number in _NUMBER.finditer(text, left, right)
        )
    return found
