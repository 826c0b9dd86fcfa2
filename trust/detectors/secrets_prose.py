"""Credentials told in prose, in English, German, French, Spanish and Polish.

"my wifi password is correct horse battery staple", "das Passwort für das WLAN lautet
Sommer2024", "le code de la porte est 4821", "hasło do konta to kot123", "I changed the
router password, it's Sunflower88". A credential word, up to a few words about what it
opens, a copula (or ``:``/``=``), and the value: quoted to its closing quote, or words
up to the end of the clause — a passphrase has spaces. The value is a secret unless it
is a stand-in (``secret_values``) or says something *about* the password ("is wrong",
"is the same as before").

Found in two steps, as ``secrets_assignment`` does: re2 finds the introduction
(``secrets_prose_intros``), Python reads a bounded value after it.
"""

from __future__ import annotations

import re

import re2

from trust.detectors.lexicon import common_word, unknown_word
from trust.detectors.secret_values import is_command, marked, stated_secret
from trust.detectors.secrets_prose_intros import ASIDE, INTRO, LOOSE_AFTER, LOOSE_BEFORE
from trust.detectors.values import words
from trust.detectors.wording import (
    FUNCTION_WORDS,
    chosen_words,
    random_letters,
    reads_as_sentence,
)
from trust.findings import Finding
from trust.kinds import secret_finding
from trust.scan import Scan

# After the copula: the value. Python's re on at most 200 characters of one line.
_QUOTES = {'"': '"', "'": "'", "“": "”", "„": "“", "«": "»", "‘": "’", "`": "`"}
_TOKEN = re.compile(r"\S+")
# ``input("Password: ")``, ``config["password"]``, ``"{pin}".format(…)``: code, not a value
_CODE_START = re.compile(r"[A-Za-z_$][\w.$]*[(\[]|[\"'`{]")
# A clause goes on with these words, so the value ended before them.
_STOP = words(
    "and but or so because if when which that then for to on in at of with from by as "
    "please thanks und aber oder weil wenn für mit von bitte danke et mais ou parce pour "
    "avec merci y pero o porque para con gracias i ale lub bo dla z dzięki oraz "
    # Polish "was/were" before a participle: "hasło zostało zmienione"
    "zostało został została zostały"
)
# A first word saying something about the password, not giving it.
_ABOUT = words(
    "the a an my your his her our their this that not too very so same still wrong "
    "incorrect invalid expired weak strong long short correct required missing empty "
    "blank case being written stored saved hidden sent set changed reset different "
    "der die das ein eine mein meine nicht zu falsch abgelaufen le la les un une mon ma "
    "pas trop faux incorrect expiré el los una mi no demasiado incorrecta mój moje nie "
    "za złe błędne valid hashed encrypted used needed generated shown visible unique "
    "mandatory important secure insecure safe unsafe easy hard simple complex only also "
    "never always usually often then there here what which how why where who something "
    "anything nothing one two three four five six seven eight nine ten all any some none "
    "stored ok okay fine good bad great known unknown available sensitive "
    "gültig sicher unsicher gespeichert verschlüsselt geändert richtig leer nur auch "
    "valide sûr sécurisé enregistré chiffré changé vide seulement aussi "
    "válida segura guardada cifrada cambiada vacía solo también "
    "ważne bezpieczne zapisane zaszyfrowane zmienione puste tylko też "
    "troppo corta lunga sbagliata scaduta debole forte giusta corretta nuova vecchia "
    "uguale stessa non molto il lo gli una mia sua "
    "te kort lang fout verkeerd verlopen zwak sterk juist nieuw oud dezelfde niet erg "
    "het een mijn verplicht vereist nodig obbligatoria necessaria richiesta "
    "obrigatória necessária exigida cambiata scaduta salvata gewijzigd alterada "
    "muito curta longa errada expirada fraca certa nova antiga mesma não os uma minha "
    # "die Geheimzahl ist geheim": what the code is, not the code
    "secret geheim secrète secreto secreta tajne tajny tajna segreto segreta"
)
# Nouns that make the words after a credential word about something else: "the API key
# rotation policy is every 90 days", "the pin count is 1024", "die Passwortlänge ist 12".
DESCRIPTIVE_NOUNS = words(
    "policy policies rotation length requirement requirements format field manager managers "
    "expiry expiration limit limits rule rules strength hint prompt dialog screen page form "
    "vault vaults app apps generator wallet "
    "box history settings setting option options validation storage type size count digits "
    "characters chars attempts tries retries timeout lifetime age "
    "richtlinie länge anforderungen feld stellen zeichen versuche politique longueur "
    "exigences champ caractères tentatives política longitud requisitos campo caracteres "
    "intentos polityka długość wymagania pole znaków próby"
)
_WORD = re.compile(r"\w+")


def describes_something_else(intro: str) -> bool:
    """ "the password length is 12", not "the pw for the staging box is X": a noun after
    "for"/"to"/"of" names what the credential opens, not a property of it."""
    head = _OPENED.split(intro.lower(), maxsplit=1)[0]
    return any(w in DESCRIPTIVE_NOUNS for w in _WORD.findall(head))


# Prepositions that introduce what a credential opens; not "de"/"du", which are part
# of "mot de passe" itself.
_OPENED = re.compile(r"\b(?:for|to|of|on|für|fürs|zum|zur|dla|voor|van|pour|para|per)\b")


_PARTICIPLE_ENDINGS = ("ed", "en", "é", "ée", "ado", "ada", "ido", "ida", "any", "ony", "ana")
_POLISH_ENDINGS = ("any", "ony", "ana")
_ADVERBS = words("now currently still just simply actually jetzt nun maintenant ahora teraz")
TRAILING = ".,;:?)]}"


class ProsePasswordDetector:
    name = "secrets:prose"

    def detect(self, text: str) -> list[Finding]:
        return self.detect_scan(Scan(text))

    def detect_scan(self, scan: Scan) -> list[Finding]:
        findings: list[Finding] = []
        for match in INTRO.finditer(scan.data):
            if describes_something_else(match.group().decode("utf-8", "replace")):
                continue
            start = scan.char_offset(match.end())
            if match.group().rstrip()[-1:] == b":" and _instruction_after(scan.text, start):
                continue
            span = value_span(scan.text, start)
            if span is not None:
                # confidence below an assignment's: of two equal spans, that one wins
                findings.append(secret_finding(*span, "PASSWORD", self.name, 0.75))
        findings.extend(self._asides(scan))
        for match in LOOSE_AFTER.finditer(scan.data):
            if describes_something_else(match.group().decode("utf-8", "replace")):
                continue
            if match.start(1) >= 0 and scan.data[match.start(1) - 1 : match.start(1)] not in (
                b"",
                b" ",
                b",",
                b"\n",
                b"\t",
            ):
                continue  # "-field=pw secret/db": an option's value, not "password X"
            start = scan.char_offset(match.end())
            if match.group().rstrip()[-1:] in (b":", b"=") and (
                phrase := _passphrase_after(scan.text, start)
            ):
                findings.append(secret_finding(*phrase, "PASSWORD", self.name, 0.7))
                continue  # "hasło do wifi: zielony kot skacze wysoko"
            if match.group().rstrip()[-1:] == b":" and _instruction_after(scan.text, start):
                continue
            span = value_span(scan.text, start)
            if span is not None and _OPENS_NAMED.fullmatch(
                match.group().decode("utf-8", "replace")
            ):
                findings.append(secret_finding(*span, "PASSWORD", self.name, 0.75))
                continue  # "contraseña del wifi: mariposa" as "wifi password: mariposa"
            value = scan.text[span[0] : span[1]] if span is not None else ""
            if match.group(2) is not None and not _ACCESS_CODE.fullmatch(value):
                continue  # "the code for the login page: def login(): …" is source code
            if _FOREIGN.match(match.group()) and not marked(value.split(" ", 1)[0].rstrip(".,;!?")):
                continue  # "heslo je potřeba": no word list here knows the language's words
            if (found := loose_value(span, value)) is not None:
                findings.append(secret_finding(*found, "PASSWORD", self.name, 0.7))
        for match in LOOSE_BEFORE.finditer(scan.data):
            if _keeps_passwords(scan.data, match):
                continue  # "use keepass as the password manager"
            group = next(g for g in (1, 2, 3) if match.start(g) >= 0)
            begin, end = scan.char_offset(match.start(group)), scan.char_offset(match.end(group))
            value = _without_trailing_punctuation(scan.text[begin:end].strip("\"'`“”"))
            offset = scan.text.find(value, begin, end + 1) if value else -1
            if offset >= 0 and _password_like(value) and stated_secret(value, quoted=False):
                findings.append(
                    secret_finding(offset, offset + len(value), "PASSWORD", self.name, 0.7)
                )
        return findings

    def _asides(self, scan: Scan) -> list[Finding]:
        """``password (don't share): X``: what follows the colon, unless it is a sentence
        ("password (optional): see below")."""
        found = []
        for match in ASIDE.finditer(scan.data):
            start = scan.char_offset(match.end())
            if _instruction_after(scan.text, start):
                continue
            span = value_span(scan.text, start)
            if span is not None:
                found.append(secret_finding(*span, "PASSWORD", self.name, 0.75))
        return found


# A password's name and what it opens after it, then a colon: "contraseña del wifi:",
# "hasło do routera:", "Passwort fürs WLAN:", "mot de passe du wifi :" (a case ending
# allowed: ``routera``). Said so, it is as plain as "wifi password:", whatever the value.
_OPENS_NAMED = re.compile(
    r"\W?(?:password|passwort|kennwort|contraseña|contrasena|clave|mot de passe|mdp|"
    r"has[łl]o|wachtwoord|senha|pin)\s+(?:for|to|of|für|fürs|zur|zum|de|du|del|do|dla|pour|"
    r"para|per|voor|van)\s+(?:(?:the|my|our|die|der|das|den|la|le|l'|el|mi|mon|ma|notre|"
    r"nuestro|nuestra|mój|moje|mojego)\s*)?(?:wi-?fi|wlan|router|routeur|modem|network|"
    r"netzwerk|réseau|red|sieci|door|tür|haustür|porte|puerta|drzwi|gate|tor|portail|"
    r"garage|garaje|alarm|alarme|alarma|safe|tresor|coffre|sejf|caja fuerte)\w{0,3}\s*[:=]\s*",
    re.IGNORECASE,
)


def loose_value(span: tuple[int, int] | None, value: str) -> tuple[int, int] | None:
    """The span of a loose form's value when it looks like a password: its first word
    when words follow ("changed my pw to X yesterday")."""
    if span is None:
        return None
    letters = " " not in value
    if not letters:
        value = _without_trailing_punctuation(value.split(" ", 1)[0])
        span = (span[0], span[0] + len(value))
    return span if _password_like(value, letters=letters) else None


_NEXT_WORD = re.compile(rb"[ \t]+(\w+)")
_PLURAL = (b"words", b"codes", b"keys", b"tokens", b"pins", b"phrases")


def _keeps_passwords(data: bytes, match: re2._Match) -> bool:
    """ "use X as the password manager", "I use X for the passwords of the family": X is
    what keeps passwords, not one of them."""
    if match.start(1) < 0:
        return False
    if match.group().lower().endswith(_PLURAL):
        return True
    after = _NEXT_WORD.match(data, match.end())
    return after is not None and after.group(1).decode().lower() in DESCRIPTIVE_NOUNS


def value_span(text: str, start: int) -> tuple[int, int] | None:
    line_end = text.find("\n", start, start + 200)
    line = text[start : line_end if line_end >= 0 else start + 200]
    if len(line) > 1 and line[0] in "bruf" and line[1] in "\"'":
        start, line = start + 1, line[1:]  # f"{password}": a string prefix in code
    if line[:1] in _QUOTES:
        close = line.find(_QUOTES[line[0]], 1)
        inner = line[1:close]
        if line[0] == "`" and is_command(inner):
            return None  # `vault read …`: a command that fetches it
        if close > 1 and stated_secret(inner, quoted=True, min_length=1):
            return start + 1, start + close
        return None
    if _CODE_START.match(line) and any(c in line for c in "\"'`([{"):
        head = _TOKEN.match(line)
        if head is not None and any(c in head.group() for c in "\"'`([{"):
            return None
    tokens = list(_TOKEN.finditer(line))
    while tokens and tokens[0].group().lower().rstrip(TRAILING + "!") in _ADVERBS:
        tokens.pop(0)
    if not tokens:
        return None
    first = tokens[0].group()
    word = first.lower().rstrip(TRAILING)
    if word in _STOP:
        return None  # "a good password? It's for my bank": the clause goes on
    participle = first.islower() and _participle(word) and not _chosen_clause(line)
    if (word in _ABOUT or participle) and _ends_clause(tokens, 0):
        return None  # "my PIN was blocked.", "the password is wrong"
    if participle and len(tokens) > 1:
        return None  # "is printed on the label", "was blocked after three attempts"
    if first.lower() in _ABOUT and first.lower() not in ("correct", "strong", "long"):
        return None
    last = 0
    passphrase = first.isalpha()  # "correct horse battery", "Hafen Kupfer Baum Birne"
    while passphrase and last + 1 < len(tokens) and len(tokens) and last < 7:
        word = tokens[last + 1].group()
        bare = word.lower().rstrip(TRAILING)
        if _ends_clause(tokens, last) or bare in _STOP or bare in _ADVERBS:
            break
        if bare in FUNCTION_WORDS:
            if any(unknown_word(t.group().lower()) for t in tokens[: last + 1]):
                break  # "the door code is kwrvpnbje since monday"
            return None  # "Das Passwort ist Teil der Anmeldung": a sentence goes on
        if not word.rstrip(TRAILING).isalpha() or not (word.islower() or word.istitle()):
            break
        last += 1
    begin, end = tokens[0].start(), tokens[last].end()
    value = line[begin:end]
    stripped = _without_trailing_punctuation(value)
    quoted = _JOINED_WORDS.fullmatch(stripped) is not None and not _names_code(stripped)
    if not stated_secret(stripped, quoted=quoted, min_length=3):
        return None
    return start + begin, start + begin + len(stripped)


# "hasło to wiosna_wydma", "mein Passwort ist Kupfer.Wolke": words joined, told in a
# sentence, are a password; "the key is cfg.api_key", "db_password" name code.
_JOINED_WORDS = re.compile(r"[^\W\d_]+(?:[_.\-][^\W\d_]+)+")
_CODE_PIECES = words(
    "password passwd pwd pass passphrase secret secrets key keys token tokens api auth env "
    "environ config cfg conf settings db user username credential credentials var value "
    "os process self this get set vault keyring getenv"
)


def _names_code(value: str) -> bool:
    return any(p.lower() in _CODE_PIECES for p in re.split(r"[_.\-]", value))


def _chosen_clause(line: str) -> bool:
    """The clause after the copula is chosen words ("tejado pimienta niebla"), so a first
    word ending as a participle does ("pescado") is one of them."""
    clause = _CLAUSE.match(line)
    return clause is not None and chosen_words(clause.group())


# What a loose form may be followed by that is no password: a link, an address, a path,
# a time, a date, a number with its unit.
_NOT_PASSWORD = re.compile(
    r"(?i)^(?:[a-z][a-z0-9+.\-]*://|www\.|[~/.]|[\w.+\-]+@[\w\-]+\.|"
    r"\d{1,3}$|\d*[:./\-][\d:./\-]*$|\d+(?:[.,]\d+)?(?:ms|s|m|h|d|kb|mb|gb|px|%)$|v?\d+(?:\.\d+)+)"
)


# "the code to the gate is 1234#": a keypad's code is short and has digits
_ACCESS_CODE = re.compile(r"(?=[^\d]*\d)[A-Za-z0-9#*\-]{4,12}")


# the names LOOSE_AFTER knows in languages the word lists do not cover (sv, cs, tr, fi)
_FOREIGN = re.compile("\\W?(?:lösenord|hesl|şifre|parola|salasana)".encode(), re.IGNORECASE)


def _password_like(value: str, *, letters: bool = True) -> bool:
    """A digit, a symbol or a capital after a small letter, or letters that are no
    word: not a plain word, and not a link, path, time or number. A first word with
    more words after it (``letters=False``) is judged by the word lists alone: its
    letter pairs are too weak a sign in a sentence."""
    if " " in value or len(value) < 4 or _NOT_PASSWORD.match(value):
        return False
    if unknown_word(value) or (letters and random_letters(value)):
        return True
    lowered = value.lower()
    return (
        any(c.isdigit() for c in value)
        or any(not c.isalnum() for c in value)
        or (lowered != value and value[1:] != value[1:].lower())
    )


_CLAUSE = re.compile(r"[^\n.,;!?()\"–—]{1,120}")
_SENTENCE = re.compile(r"[^\n.!?]{1,160}")


def _passphrase_after(text: str, start: int) -> tuple[int, int] | None:
    """The rest of the clause when it is chosen words ("correct horse battery staple"),
    not an instruction ("click the link in the email")."""
    clause = _CLAUSE.match(text, start)
    if clause is None or not chosen_words(clause.group()):
        return None
    return start, start + len(clause.group().rstrip())


def _instruction_after(text: str, start: int) -> bool:
    """ "mot de passe du wifi : demande à la réception": a sentence after the colon,
    opening with a word (not "Kot123 i nie mów nikomu")."""
    clause = _SENTENCE.match(text, start)
    if clause is None or not reads_as_sentence(clause.group()):
        return False
    first = clause.group().split()[0]
    return first.isalpha() and not random_letters(first.lower())


def _participle(word: str) -> bool:
    """``blocked``, ``gestohlen``, ``bloqué``, ``bloqueado``, ``zablokowany``: what
    happened to the password, not the password. Letters drawn at random that end so
    (``xrewfhsegeed``) are none; a rare one (``deprecated``) still is."""
    if not word.isalpha() or not word.endswith(_PARTICIPLE_ENDINGS) or random_letters(word):
        return False
    # Polish endings (``zmieniana``) on a frequent word of the seven lexicon languages,
    # none of them Polish, are that word: "the secret word is banana"
    return not (word.endswith(_POLISH_ENDINGS) and common_word(word))


def _ends_clause(tokens: list[re.Match[str]], index: int) -> bool:
    return index + 1 >= len(tokens) or tokens[index].group()[-1:] in ".,;:!?"


def _without_trailing_punctuation(value: str) -> str:
    """``hunter2.`` ends a sentence; ``[SECRET_1],`` keeps its bracket; ``Tr0ub4dor&3!``
    is kept whole (``!`` is as often part of a password as the end of a sentence)."""
    while value and value[-1] in TRAILING:
        closing = {")": "(", "]": "[", "}": "{"}.get(value[-1:])
        if closing and closing in value:
            break
        value = value[:-1]
    return value
