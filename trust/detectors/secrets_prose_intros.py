"""How a credential is introduced in prose, in English, German, French, Spanish and
Polish: its name ("password", "das WLAN-Passwort", "le code de la porte", "hasło do
konta"), a few words about what it opens, and a copula or ``:``/``=`` ("is", "lautet",
"est", "to"); the looser forms where the value must look like a password ("I set the
password to X", "use X as the password", "pw - X"). ``secrets_prose`` reads the value.
"""

from __future__ import annotations

import re2

_OPTIONS = re2.Options()

# What names a credential in prose. ``code`` and ``key`` only with what they open.
_NAMES = (
    r"pass ?words?|passwd|pw|passcodes?|pass ?phrases?|pin codes?|pin numbers?|"
    r"(?:my|your|his|her|our|card|bank|sim|phone|debit|credit|atm) pins?|"
    r"secret keys?|secret (?:words?|phrases?)|code ?words?|api keys?|access keys?|"
    r"(?:access|auth|api|bearer|bot|refresh|personal) tokens?|"
    r"(?:wi-?fi|wlan|network|router|door|gate|alarm|safe|garage|entry|access|unlock|"
    r"lock|building|locker|license|licence|product|recovery|security|backup) (?:codes?|keys?)|"
    r"passworts?|passwörter|kennworts?|zugangscodes?|geheimzahl|türcode|wlan-schlüssel|"
    r"netzwerkschlüssel|mots? de passe|mdp|codes? secrets?|codes? pin|codes? d'accès|"
    r"codes? confidentiels?|c(?:ó|o)digos? confidenciais?|c(?:ó|o)digo confidencial|"
    r"memorable (?:word|phrase)|security word|"
    r"contraseñas?|claves?|códigos? (?:de acceso|de seguridad|pin)|[a-z]*passwort|[a-z]*kennwort|"
    # it, nl, pt
    r"parola d'ordine|codice (?:pin|di accesso|segreto)|chiave (?:di accesso|segreta)|"
    r"wachtwoord(?:en)?|toegangscode|pincode|senhas?|palavra-passe|"
    r"códigos? (?:de acesso|de segurança)|"
    # one-time and verification codes, combinations, answers to security questions
    r"otp|one-time (?:codes?|pass(?:word|code)s?)|(?:verification|confirmation|2fa|mfa|sms|"
    r"login|sign-in|auth(?:entication)?) codes?|codes? de (?:vérification|confirmation)|"
    r"best(?:ä|a)tigungscode|verifizierungscode|c(?:ó|o)digos? de verificaci(?:ó|o)n|"
    r"kody? (?:weryfikacyjny|sms|jednorazowy)|codice di verifica|"
    r"(?:safe|lock|padlock|locker|bike lock) combination|combination|kombination|combinaison|"
    r"combinaci(?:ó|o)n|szyfr|unlock (?:pattern|code)|"
    r"(?:security|secret) answers?|answers? to (?:my|the) (?:security|secret) questions?|"
    r"(?:security|secret) question(?:'s)? answers?"
)
# What a code opens: "der Code für die Haustür", "le code wifi", "el código del portal".
_OPENS = (
    r"wi-?fi|wlan|router|routeur|door|front door|\pL*t(?:ü|u)r|\pL*tor|porte|puerta|portal|"
    r"portail|drzwi|domofonu?|gate|tor|garage|garaje|gara(?:ż|z)u?|alarm|alarme|alarma|alarmu|"
    r"safe|tresor|coffre(?:-fort)?|caja fuerte|sejfu?|locker|keypad|lock|schloss|candado|"
    r"building|geb(?:ä|a)ude|immeuble|edificio|budynku|cancello|porta|deur|poort"
)
_CODE_OF = (
    r"(?:codes?|kody?|c(?:ó|o)digos?|codice)[ \t]+(?:(?:for|to|of|f(?:ü|u)r|zur|zum|de|du|del|"
    r"da|do|dla|pour|para|per|voor|van)[ \t]+)?(?:(?:the|my|our|die|der|das|den|la|le|l'|el|mi|"
    r"mon|ma|notre|nuestro|nuestra)[ \t]*)?(?:" + _OPENS + r")"
)
# Polish: its copula ``to`` is also an English word, so it counts after these only.
_POLISH_NAMES = r"has(?:ł|l)(?:o|a|em)|kod(?:y|u)? (?:pin|dostępu|do drzwi|do domofonu)"
_COPULAS = (
    r"is|was|'s|are|is set to|is now|will be|should be|ist|lautet|war|sind|est|c'est|était|"
    r"sera|es|era|será|son|jest|brzmi|wynosi|è|sarà|luidt|é|seria"
)
# A few words about what it opens; no placeholder, tag or address among them.
# An apostrophe counts between letters only: the elision of "dell'ufficio", "d'accès".
_BETWEEN = r"\b[ \t]?(?:(?:[^\n.!?:=\"'“”\[\]#@]|[a-zà-öø-ÿ]['’][a-zà-öø-ÿ]){0,48}?[^\w])??"
INTRO = re2.compile(
    (
        r"(?i)(?:^|[^\w])(?:(?:"
        + _NAMES
        + r"|"
        + _CODE_OF
        + r")"
        + _BETWEEN
        + r"(?:(?:"
        + _COPULAS
        + r")[ \t]*[:=]?|[:=]|[,?;\-–—]+[ \t]*(?:it's|it is|es ist|c'est|es|to))|"
        r"(?:" + _POLISH_NAMES + r")" + _BETWEEN + r"(?:to|to jest|jest|brzmi|wynosi|[:=]))"
        r"[ \t]+"
    ).encode(),
    _OPTIONS,
)
DE_NAMES = r"(?:[a-zäöü\-]*passwort|[a-zäöü\-]*kennwort|pin|zugangscode)"

# Looser forms, where the value must look like a password (a digit, a symbol or mixed
# case) since the words around it prove less: "password for the NAS: Pizza4320!", "I
# set the password to X", "use X as the password", "the pass is X".
_LOOSE_NAMES = _NAMES + r"|pwd|pass|login|creds|credentials|clave|hasło|haslo"
LOOSE_AFTER = re2.compile(
    (
        r"(?i)(?:^|[^\w])(?:(?:" + _LOOSE_NAMES + r")[ \t][^\n.!?:=\"'“”\[\]#@]{1,40}?[:=]|"
        r"(?:my|the|our|your|his|her|a) pass (?:is|was|=|:)|"
        # "My password? hunter2." — asked and answered
        r"(?:my|the|our|your) (?:" + _NAMES + r"|pwd|pass)\?|"
        # sv, cs, tr, fi: "lösenordet är X", "heslo je X", "şifresi değişti: X"
        r"(?:lösenord(?:et)?|heslo|hesla|şifre(?:si|m|miz|niz)?|parola(?:sı|m)|salasana)"
        r"(?:[ \t][^\n.!?:=]{1,24}?)?(?:[ \t]+(?:är|var|je|bylo|on|oli)|[ \t]*[:=])|"
        # "reset the db pw? current one is X": the one named before
        r"(?:" + _NAMES + r"|pwd|pw|pass)\b[^\n.!]{0,24}?(?:current|new|old|the) one (?:is|was)|"
        # an arrow in notes: "Password → X", "token ⇒ X" ("Password → Settings" is a path)
        r"(?:" + _NAMES + r"|pwd|pass|p/w|token|secret|has(?:ł|l)o)[ \t]*(?:→|⇒)|"
        # chat's shorthand: "p/w: X", "pwd is X", "pw - X", "Passwort – X"
        r"(?:" + _NAMES + r"|pwd|pass|p/w|has(?:ł|l)o)[ \t]+(?:-|–|—)|"
        r"(?:p/w|pwd|pw)(?:[ \t]+(?:is|was)|[ \t]*[:=])|"
        # "my secret is zXc0…", "the api_key is v*ZRo…": a word of several meanings
        r"(?:my|the|our|your|his|her) (?:secret|token|api[_\-]key|client[_\-]secret|"
        r"access[_\-]key|secret[_\-]key) (?:is|was|=|:)|"
        r"(?:set|sets|setting|changed?|changing|reset|resetting|updated?|updating|made)"
        r"(?: (?:the|my|your|our|his|her|its|their|it|a|new))?(?: [\w\-]+){0,2}? "
        r"(?:" + _NAMES + r"|pwd|pass|secret|token|api[_\-]key)(?: back)? (?:to|as|into)|"
        r"(?:new|old|temporary|temp|default|initial) (?:" + _NAMES + r")[ \t]*(?:[:=]|is|was)|"
        # "username bob, password Kwiat3k!": the value right after the word ("building
        # code 2021" is a regulation: a building's code needs its copula)
        r"((?:password|[a-zäöü]*passwort|[a-zäöü]*kennwort|pw|pwd|p/w|pass|hasło|haslo|"
        r"contraseña|mot de passe|"
        r"palavra-passe|ww|memorable word|"
        r"wachtwoord|senha|(?:door|gate|alarm|safe|garage|entry|keypad|lock|locker) "
        r"codes?))|"
        # "I changed the router password. It's Sunflower88 now."
        r"(?:" + _NAMES + r")[.!][ \t]+(?:it's|it is|es ist|c'est|es|to jest)|"
        r"((?:the|my|our|your) codes? (?:to|for) (?:the|my|our|your) [\w\-]+(?: [\w\-]+)? "
        r"(?:is|was|[:=])))"
        r"[ \t]+"
    ).encode(),
    _OPTIONS,
)
# A value of any length (``\S{4,}``): a counted one ({4,64}) made RE2's DFA run out of
# memory on a long text without spaces (base64) and fall back to its NFA.
LOOSE_BEFORE = re2.compile(
    (
        r"(?i)(?:^|[^\w])(?:(?:use|try|used|chose|picked|typed|entered)[ \t]+(\S{4,})[ \t]+"
        r"(?:as|for)[ \t]+(?:the|my|your|our|a|his|her)?[ \t]?(?:[\w\-]+ )?(?:" + _NAMES + r")|"
        # "Kwiat3k! is my password", "X ist mein Passwort", "X to moje hasło"
        r"(\S{4,})[ \t]+(?:is|was|ist|war|est|es|to|è|é)[ \t]+(?:my|the|our|mein|meine|das|"
        r"mon|ma|le|mi|la|el|moje|mój|il|o|a)[ \t]+(?:[\w\-]+ )?(?:"
        + _NAMES
        + r"|has(?:ł|l)o)|"
        # "ich habe das Passwort auf X geändert"
        + DE_NAMES
        + r"(?: \S+){0,2}? (?:auf|in|zu)[ \t]+(\S{4,})[ \t]+"
        r"(?:geändert|gesetzt|umgestellt|geaendert))"
    ).encode(),
    _OPTIONS,
)
# An aside in brackets between a password's name and its colon: "password (don't share):
# X", "Passwort (neu): X", "hasło (nowe): X".
ASIDE = re2.compile(
    r"(?i)(?:^|[^\w])(?:pass ?words?|passwort|kennwort|passwd|pwd|pw|pass|passphrase|pin|secret|"
    r"token|api[ _\-]?key|has(?:ł|l)o|contraseña|mot de passe|wachtwoord|senha)[ \t]*"
    r"\([^()\n]{1,60}\)[ \t]*[:=][ \t]+".encode(),
    _OPTIONS,
)
