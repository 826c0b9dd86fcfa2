"""Judging a value that its context already names a credential (issue 11, point 1).

Where a credential word introduces a value (``password = …``, "my PIN is …", ``-p …``),
the context has said what it is: the value is a secret whatever it looks like — short,
low-entropy, with spaces, ``{ } $ % < >`` inside — unless the *whole* value is a stand-in:
a reference (``${VAR}``, ``$VAR``, ``%VAR%``, ``{{ secrets.X }}``, ``{password}``,
``os.environ[...]``, ``process.env.X``), code (``get_password()``, ``user.password``,
``user_password``), a mask (``****``, one character repeated) or an obvious placeholder
(``<token>``, ``your-api-key-here``, ``changeme``).
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from trust import placeholders
from trust.detectors.lexicon import begins_common_word, common_word
from trust.detectors.secrets_keyless import wordlists
from trust.detectors.values import is_masked, is_path_or_version, looks_like_words, words
from trust.detectors.wording import unknown_pairs

# Python's re on one value of at most a few hundred characters, no nested repetition.
_TEMPLATE = re.compile(
    r"\$\{[^{}]*\}|\$\{\{[^{}]*\}\}|\$\([^()]*\)|\$[A-Za-z_][A-Za-z0-9_]*|\$[0-9]|%[A-Za-z_][A-Za-z0-9_]*%|"
    r"\{\{[^{}]*\}\}|\{%[^{}]*%\}|\{[A-Za-z0-9_.\[\]'\"]*\}|<[^<>]*>|\[[A-Za-z _\-]*\]|"
    r"\[[A-Z][A-Z0-9_]*_[0-9]+\]|%s|%\([A-Za-z_]+\)s|\?|@[A-Za-z_][A-Za-z_]*[0-9]{0,2}|"
    r":[A-Za-z_][A-Za-z_]*[0-9]{0,2}|#\{[^{}]*\}|ENC\[.*\]|!vault.*|vault:.*|"
    r"(?:value|val|foo|bar|baz|data|string|text)[0-9]{0,2}"
)
# References that may be joined into one value: ``{a}{b}``, ``${A}${B}``, ``%(x)s-%s``.
_REFERENCES = re.compile(
    r"\$\{\{[^{}]*\}\}|\$\{[^{}]*\}|\{\{[^{}]*\}\}|\{[A-Za-z0-9_.\[\]'\"]*\}|%\([A-Za-z_]+\)s|"
    r"%s|\$[A-Za-z_][A-Za-z0-9_]*|%[A-Za-z_][A-Za-z0-9_]*%"
)
# Lookups of configuration and the environment as the entire value.
_LOOKUP = re.compile(
    r"(?i)(?:os\.)?(?:environ|getenv)\b.*|process\.env\b.*|import\.meta\.env\b.*|"
    r"system\.getenv\b.*|deno\.env\b.*|env(?:\.|\[|\().*|(?:secrets|vars|var|config|settings|"
    r"self|this|args|params|request|props|options|opts|ctx|context)\..*|"
    r"(?:none|null|nil|undefined|true|false|yes|no|on|off|string|str|bool|int|bytes)"
)
# Code: a call, an attribute chain, an index (``creds["pw"]``).
_CODE = re.compile(
    r"[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\.|::|->)[A-Za-z_$][A-Za-z0-9_$]*)*"
    r"(?:\(.*\)|\[.*\])?|[A-Za-z_$][A-Za-z0-9_$]*(?:(?:\.|::|->)[A-Za-z_$][A-Za-z0-9_$]*)+"
)
_PLACEHOLDER = re.compile(
    r"(?i)\byour[_\- ]?|[_\- ]here$|^here[_\- ]|change[_\- ]?me|change[_\- ]?it$|"
    r"replace[_\- ]?(?:me|with|this)|^insert[_\- ]|put[_\- ]your|fill[_\- ]?in|placeholder|"
    r"redacted|\.\.\.|…|^x{3,}$|^<|"
    # the credential's own name as its value: a label, a prompt or an HTML attribute
    # ("Mot de passe : ", autocomplete="current-password"), in the languages ARES reads
    r"^(?:(?:current|new|old|confirm|repeat|enter|your)[_\- ])?(?:password|passwd|pwd|pass|"
    r"secret|token|api[_\- ]?key|mot de passe|passwort|kennwort|contraseña|contrasena|clave|"
    r"hasło|haslo|senha|wachtwoord|parola d'ordine|"
    r"key|example|sample|dummy|fake|none|empty|required|optional|hidden|masked|todo|tbd|"
    r"fixme|value|string|text|n/?a|-+)\s*:?$"
)
# What a shell's backticks hold: a command that fetches the secret (``etcdctl get /k``).
_COMMAND = re.compile(r"[a-z][\w.\-]*\s")
# ``f"Bearer {token}"``: the scheme is not the value; what follows it decides.
_SCHEME = re.compile(r"(?i)^(?:bearer|basic|token|digest|apikey|api-key|key|bot)\s+")
_SECRET_STEMS = ("pass", "pwd", "secret", "token", "key", "cred", "auth")


# AWS writes every example of a key's shape with EXAMPLE at its end (AKIAIOSFODNN7EXAMPLE,
# wJalr…/bPxRfiCYEXAMPLEKEY) and other documentation copies them: a published example is
# a placeholder by its own convention, not a key someone was issued.
_PUBLISHED_EXAMPLE = re.compile(r"[A-Za-z0-9/+=_\-.]{8,}EXAMPLE(?:KEY)?")
# What people mask a value with, a prefix such as ``ghp_`` left visible.
_MASKS = "xX*\u2022#"
_SEPARATORS = "_-./:"


def published_example(value: str) -> bool:
    return _PUBLISHED_EXAMPLE.fullmatch(value) is not None


def masked_token(value: str, masks: str = _MASKS) -> bool:
    """``ghp_****…``, ``sk_live_XXXX…``: most of the value one masking character."""
    body = [c for c in value if c not in _SEPARATORS]
    return len(body) >= 8 and max(body.count(m) for m in masks) >= 0.7 * len(body)


_FINGERPRINT = re.compile(r"(?i)(?:sha(?:1|224|256|384|512)|md5):[A-Za-z0-9+/=:]{16,}")
# ``{ZqL5kVrX1n8tA2}``: braces around a random value, not a template's name.
_BRACED_RANDOM = re.compile(r"\{(?=[^{}]*\d)(?=[^{}]*[a-z])(?=[^{}]*[A-Z])[A-Za-z0-9]{8,}\}")


@lru_cache(maxsize=4096)  # a pure judgement of one value; values repeat within a text
def is_stand_in(value: str, *, quoted: bool = True) -> bool:
    """Does the whole value only stand for a secret? Unquoted, code counts as well."""
    value = _SCHEME.sub("", value.strip(), count=1)
    if _BRACED_RANDOM.fullmatch(value) or _braced_made_up(value):
        return False
    if "[" in value:  # what a payload already holds in place of a secret is none
        value = placeholders.PATTERN.sub("", value).strip()
    if not any(c.isalnum() for c in value) or is_masked(value) or masked_token(value):
        return True
    if published_example(value):
        return True
    if _FINGERPRINT.fullmatch(value):
        return True  # ``SHA256:nThbg6k…``: a digest of a public key, named "key" or not
    if _TEMPLATE.fullmatch(value) or _LOOKUP.fullmatch(value) or _PLACEHOLDER.search(value):
        return True
    if "{" in value or "%" in value or "$" in value:
        rest, found = _REFERENCES.subn(_unless_random, value)
        if found and not any(c.isalnum() for c in rest):
            return True  # f"{prefix}{suffix}", "${USER}:${PASS}": references joined
    return not quoted and (is_code(value) or _path_or_version(value))


def _braced_made_up(value: str) -> bool:
    """``{HHBAbuds}``: braces around letters of changing case that make no name (a
    reference in capitals, ``{TOKEN}``, is a name)."""
    inner = value[1:-1]
    braced = value[:1] == "{" and value[-1:] == "}"
    return braced and not inner.isupper() and made_up_letters(inner)


def _unless_random(match: re.Match[str]) -> str:
    return match.group() if _BRACED_RANDOM.fullmatch(match.group()) else ""


_MIXED = re.compile(r"(?=.*\d)(?=.*[^\W\d_])(?!v?\d+$)\w+")


def _path_or_version(value: str) -> bool:
    """``./cert.pem``, ``org.example.api``; not ``KES.zR9``, nor digits (``1.2.3``)."""
    if not is_path_or_version(value):
        return False
    if value[:1] in "./~" or "/" in value:
        return True
    if value.replace(".", "").isdigit():
        return False  # ``password=0.0``, ``pin: 1.2.3``: digits named a credential are one
    # "jetbrains.mps.v8" is a name; "a.aaaaaaa0", a word with digits in it, a password
    mixed = any(_MIXED.fullmatch(part) for part in value.split("."))
    return looks_like_words(value) and not mixed


def is_command(value: str) -> bool:
    """``etcdctl get /key``, ``vault read -field=pw secret/db``: a program and arguments
    with a path, a flag or a variable; words alone (`river kitten playa`) are a value."""
    if _COMMAND.match(value) is None:
        return False
    words = value.split()
    return len(words) <= 2 or any(not w.isalpha() for w in words[1:])


def is_code(value: str) -> bool:
    """``get_password()``, ``cfg.db.password``, ``user_password``, ``dbPassword``: an
    identifier made of words (no digits), a call or an attribute chain."""
    if _CODE.fullmatch(value) is None:
        return False
    if "(" in value or "[" in value:
        return True  # a call or an index
    if any(c in value for c in ".:-"):
        last = re.split(r"\.|::|->|:|-", value)[-1]
        return looks_like_words(last) and not any(c.isdigit() for c in last)
    if any(c.isdigit() for c in value):
        return False  # hunter2, Summer2024: words with digits are passwords
    pieces = sum(
        1 for c, n in itertools.pairwise(value) if c == "_" or (c.islower() and n.isupper())
    )
    lowered = value.lower()
    # "user_password", "dbPassword" name a variable; "mysecret", "supersecret" are chosen
    # passwords, so a secret stem alone does not make code; "GmojBrsabt" is no name
    named = looks_like_words(value) and made_of_words(value)
    return pieces >= 1 and (named or any(s in lowered for s in _SECRET_STEMS))


# Pieces of names in code that no spoken language's word list holds.
_CODE_WORDS = words(
    "config configs cfg conf env environ param params args kwargs util utils oauth http "
    "https json yaml webhook github gitlab bitbucket kube docker redis mysql postgres "
    "mongo sqlite ldap saml oidc jwt hmac bearer cookie cookies signin signup login logout "
    "admin userid username backend frontend middleware callback handler getter setter "
    "encoded decoded hashed salted cipher crypto refresh "
    # short pieces that begin no longer word of the lists: ``nextPage``, ``itemId``
    "next item uuid guid tmpl mgmt impl spec meta info misc iter opts prefs attr elem "
    "node repo resp req res ctx obj btn img src dest"
)
_PIECE = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")


def made_of_words(value: str) -> bool:
    """Each piece of four letters or more is a word of a language or of code
    (``kubeConfig``, ``oauthClient``); ``GmojBrsabt`` holds ``Brsabt``, ``MmroqRop``
    ``Mmroq``, which are none. The word lists hold words of six letters or more, so a
    shorter piece is judged by its letter pairs; three letters are an abbreviation as
    often as a word (``dbPw``, ``authTkn``) and are not judged."""
    for piece in _PIECE.findall(value):
        lowered = piece.lower()
        if len(lowered) < 4 or lowered in _CODE_WORDS or any(s in lowered for s in _SECRET_STEMS):
            continue
        if not (common_word(lowered) if len(lowered) >= 6 else _short_word(lowered)):
            return False
    return True


def _short_word(piece: str) -> bool:
    """Four or five letters that read as a word: letter pairs words hold, and the start
    of a frequent word or a BIP-39 word (``conf``, ``item``), which ``Mmroq`` is not."""
    return unknown_pairs(piece) == 0 and (begins_common_word(piece) or piece in wordlists())


def made_up_letters(value: str) -> bool:
    """Letters only, in a shape no identifier, setting or word takes: the case changes
    inside it and its pieces are no words (``GmojBrsabt``, ``oBGnQ``), or a few capitals
    of no word (``UCJ``). What a credential's name introduces so is its value."""
    if not value.isascii() or not value.isalpha() or len(value) < 3:
        return False
    if value.isupper():
        return len(value) <= 12 and not common_word(value)
    inner = value[1:]
    if inner.islower() or inner.isupper():
        return False  # ``hello``, ``Kubernetes``, ``HTTP``-like: words and settings
    lowered = value.lower()
    if any(s in lowered for s in _SECRET_STEMS):
        return False  # ``accessToken``, ``authHeader``: a variable holding one
    return not (looks_like_words(value) and made_of_words(value))


# Programs are named so: ``kubectl``, ``etcdctl``, ``redis-cli``, ``kubeadm``.
_COMMAND_ENDINGS = ("ctl", "cli", "adm")
_COMMANDS = words(
    "kubectl docker podman helm terraform ansible vagrant packer gcloud gsutil aws az "
    "git npm npx yarn pnpm pip pipx poetry cargo rustup go node deno bun python ruby "
    "java mvn gradle dotnet nuget brew apt dnf yum snap flatpak curl wget ssh scp rsync "
    "openssl gpg vault consul nomad minikube kind kustomize skaffold argocd flux istioctl "
    "heroku vercel netlify firebase supabase wrangler flyctl doctl oc eksctl"
)


def command_name(value: str) -> bool:
    """A program's name (``kubectl``, ``docker``, ``redis-cli``): in a config it says
    which tool gets the credential, and holds none."""
    lowered = value.strip()
    if not lowered.islower() or not lowered.replace("-", "").isalpha():
        return False
    stem = lowered.replace("-", "")
    return lowered in _COMMANDS or (len(stem) >= 5 and stem.endswith(_COMMAND_ENDINGS))


def marked(value: str) -> bool:
    """A digit or a symbol: what a password has, where a word or a setting has none."""
    return any(c.isdigit() or not c.isalnum() for c in value)


def stated_secret(value: str, *, quoted: bool, min_length: int = 3) -> bool:
    """A value introduced as a credential: a secret unless the whole of it stands in."""
    return len(value.strip()) >= min_length and not is_stand_in(value, quoted=quoted)
