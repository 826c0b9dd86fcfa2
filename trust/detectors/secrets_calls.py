"""Credentials passed on by code rather than assigned to a name (issue 11, points 1 and 8).

* A name/value pair whose *name* is a credential's (``{"name": "DB_PASSWORD", "value":
  "…"}``, a Kubernetes ``env`` entry ``- name: API_TOKEN`` / ``value: …``): the value is
  judged as if it were assigned to that name.
* The password argument of a credential's constructor or a login call
  (``NetworkCredential("admin", "…")``, ``client.login("bob", "…")``).
* PowerShell's ``ConvertTo-SecureString "…"`` and a password piped into a command that
  reads one from its input (``echo '…' | sudo -S``, ``| docker login --password-stdin``).
* The signature of a signed URL (``sig=`` of an Azure SAS, ``X-Amz-Signature=``): whoever
  holds it holds the access it grants.
"""

from __future__ import annotations

from trust.detectors.base import Rule
from trust.detectors.secret_values import stated_secret
from trust.detectors.secrets_assignment import secret_assignment
from trust.detectors.values import looks_random
from trust.sensitivity import Sensitivity

_SECRET = Sensitivity.SECRET


def _stated(value: str) -> bool:
    return stated_secret(value, quoted=True, min_length=1)


def _random_token(value: str) -> bool:
    """Random by shape, with letters and digits both: a token, not a name or a host."""
    mixed = any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
    if not mixed or "/" in value:
        return False  # a path ("tests/unit/test_x.py")
    # dots part a bot token's pieces ("MTA4….GqWx3z.…"), which reads as a dotted name
    return looks_random(value.replace(".", ""), min_length=24)


# one argument of a call: a string literal, or a variable or attribute
_ARGUMENT = r"(?:\"[^\"\n]{0,200}\"|'[^'\n]{0,200}'|[$@]?[A-Za-z_][\w.\->]{0,40})"
# the user before the password: a literal, or a name that says so (``$user``, ``db_login``;
# ``connect(host, port, "utf8")`` passes a port, so what follows is no password)
_USER = (
    r"(?:\"[^\"\n]{0,64}\"|'[^'\n]{0,64}'|[$@]?[\w.\->]{0,30}(?i:user|usr|login|uid|account)"
    r"[\w]{0,20})"
)

RULES: tuple[Rule, ...] = (
    Rule(  # {"name": "password", "value": "…"}, {'key': 'API_TOKEN', 'value': '…'}
        name="name-value-pair",
        kind="SECRET",
        sensitivity=_SECRET,
        pattern=r"(?i)[\"']?(?:name|key)[\"']?[ \t]{0,4}[:=][ \t]{0,4}[\"']([^\"'\n]{1,60})[\"']"
        r"[ \t]{0,4},?\s{0,40}[\"']?value[\"']?[ \t]{0,4}[:=][ \t]{0,4}[\"']([^\"'\n]{1,256})[\"']",
        group=2,
        keywords=("value",),
        judge=lambda v, groups: secret_assignment(groups[1], v, quoted=True),
    ),
    *(
        Rule(  # - name: DB_PASSWORD\n  value: hunter2 (a Kubernetes or compose env entry)
            name=f"env-entry{suffix}",
            kind="SECRET",
            sensitivity=_SECRET,
            pattern=r"(?i)name:[ \t]{0,4}[\"']?([\w.\-]{1,60})[\"']?[ \t]*\r?\n[ \t]{0,40}value:"
            r"[ \t]{0,4}" + value + r"[ \t]*(?:\r?\n|$)",
            group=2,
            keywords=("value:",),
            judge=lambda v, groups: secret_assignment(groups[1], v.strip(), quoted=True),
        )
        for suffix, value in (
            ("-quoted", r"[\"']([^\"'\n]{1,256})[\"']"),
            ("", r"([^\s\"'#][^\n#]{0,255}?)"),
        )
    ),
    Rule(  # NetworkCredential("admin", "…"), new Credentials(user, "…"), client.login("bob", "…")
        name="credential-call",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b[\w.]*(?:credential|login|logon|signin|sign_in|authenticate|basicauth|"
        r"basic_auth|psCredential)s?[ \t]*\([ \t]*(?:[\"'][^\"'\n]{1,64}[\"']|[A-Za-z_][\w.]{0,40})"
        r"[ \t]*,[ \t]*(?:\([ \t]*)?(?:ConvertTo-SecureString[ \t]+)?[\"']([^\"'\n]{1,128})[\"']",
        group=1,
        keywords=("cred", "login", "logon", "sign", "auth"),
        validator=_stated,
    ),
    Rule(  # client.run("…"), bot.login('…'): a bot's token as the call's only string, no
        # keyword to name it; only a random one counts ("app.run('0.0.0.0')", "login('admin')")
        name="client-token-call",
        kind="SECRET",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:run|login|start|auth|authenticate|connect)[ \t]*\([ \t]*[\"']"
        r"([A-Za-z0-9_\-.+/=]{24,256})[\"'][ \t]*(?:\)|,[ \t]*[A-Za-z_]\w*[ \t]*=)",
        group=1,
        keywords=("run", "login", "start", "auth", "connect"),
        validator=_random_token,
    ),
    Rule(  # DBI->connect($dsn, "app", "…"), new PDO($dsn, $user, "…"), mysqli("h", "u", "…")
        name="connect-call",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)(?:\b[\w.]*connect|->connect|new[ \t]+PDO|\bmysqli)[ \t]*\([ \t]*"
        + _ARGUMENT
        + r"[ \t]*,[ \t]*"
        + _USER
        + r"[ \t]*,[ \t]*[\"']([^\"'\n]{1,128})[\"']",
        group=1,
        keywords=("connect", "pdo", "mysqli"),
        validator=_stated,
    ),
    Rule(  # Sprintf("host=db password=%s", "…"), "pwd={}".format("…"), "db://u:{}@h"…: the
        # first argument fills the password's place when that place is the format's first
        name="formatted-password",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)[\"'][^\"'%{\n]*(?:(?:password|passwd|pwd|pass|secret|token)[\w\-]*[ \t]*"
        r"[=:][ \t]*|://[^\s:/@\"'%{]{1,64}:)(?:%[sv]|\{0?\})[^\"'\n]*[\"'][ \t]*"
        r"(?:,|%[ \t]*\(?|\.format\()[ \t]*[\"']([^\"'\n]{1,128})[\"']",
        group=1,
        keywords=("pass", "pwd", "secret", "token", "://"),
        validator=_stated,
    ),
    Rule(  # requests' auth=("bob", "…"), aiohttp's BasicAuth tuple
        name="auth-tuple",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\bauth[ \t]*=[ \t]*[\(\[][ \t]*[\"'][^\"'\n]{1,64}[\"'][ \t]*,[ \t]*"
        r"[\"']([^\"'\n]{1,128})[\"']",
        group=1,
        keywords=("auth",),
        validator=_stated,
    ),
    Rule(  # [req setValue:@"…" forHTTPHeaderField:@"X-Api-Key"]: the value before its name
        name="objc-value-for-key",
        kind="SECRET",
        sensitivity=_SECRET,
        pattern=r"set(?:Value|Object|String)[ \t]*:[ \t]*@?\"([^\"\n]{1,256})\"[ \t]+"
        r"for(?:Key|HTTPHeaderField)[ \t]*:[ \t]*@?\"([^\"\n]{1,60})\"",
        group=1,
        keywords=("forkey", "forhttpheaderfield"),
        judge=lambda v, groups: secret_assignment(groups[2], v, quoted=True),
    ),
    Rule(  # a Dockerfile's older form: ENV DB_PASSWORD hunter2
        name="dockerfile-env",
        kind="SECRET",
        sensitivity=_SECRET,
        pattern=r"(?:^|\n)[ \t]*ENV[ \t]+([A-Za-z_][A-Za-z0-9_]{0,60})[ \t]+([^\s=\\][^\n]{0,255})",
        group=2,
        keywords=("env ",),
        judge=lambda v, groups: secret_assignment(groups[1], v.strip(), quoted=False),
    ),
    Rule(
        name="powershell-secure-string",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?[\"']([^\"'\n]{1,128})[\"']",
        group=1,
        keywords=("convertto-securestring",),
        validator=_stated,
    ),
    Rule(  # echo 'hunter2' | sudo -S …, printf '%s' x | docker login --password-stdin
        name="piped-password",
        kind="PASSWORD",
        sensitivity=_SECRET,
        pattern=r"(?i)\b(?:echo|printf)(?:[ \t]+-n)?(?:[ \t]+[\"']%s[\"'])?[ \t]+[\"']?"
        r"([^\s\"'|;&]{1,128})[\"']?[ \t]*\|[ \t]*(?:sudo[ \t]+(?:-\w+[ \t]+)*-S|"
        r"[^\n|]{0,80}--password-stdin|chpasswd|passwd)",
        group=1,
        keywords=("sudo", "password-stdin", "passwd"),
        validator=lambda v: stated_secret(v, quoted=False, min_length=1),
    ),
    Rule(  # ?sv=…&sig=…, X-Amz-Signature=…, X-Goog-Signature=…
        name="signed-url-signature",
        kind="SECRET",
        sensitivity=_SECRET,
        pattern=r"(?i)[?&](?:sig|signature|x-amz-signature|x-goog-signature)=([A-Za-z0-9%+/=_\-.]{16,512})",
        group=1,
        keywords=("sig=", "signature="),
        validator=lambda v: looks_random(v.replace("%2B", "+").replace("%3D", "="), min_length=16),
    ),
)
