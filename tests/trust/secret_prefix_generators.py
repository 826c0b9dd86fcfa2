"""Tokens of definitive provider formats (issue 11, point 2) in every setting a person
pastes them: alone on a line, inside prose, quoted, in JSON and in a URL.

Each format is the provider's published shape — prefix, alphabet, length — and its body
is drawn at random or repetitive (a short motif repeated): a definitive prefix needs no
entropy. Written from the formats, not from the detectors.

    .venv/bin/python -m tests.trust.secret_prefix_generators --examples 400 --seed 11
"""

from __future__ import annotations

import argparse
import random
import string
from collections.abc import Callable

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import payload

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "_-"
HEX = "0123456789abcdef"
UPPER32 = string.ascii_uppercase + "234567"
BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"
Body = Callable[[str, int], str]


def _bodies(rng: random.Random) -> Body:
    """A body maker: random characters, or a short motif repeated. (One character
    repeated is a mask, as issue 11's point 1 has it: ``ghp_aaaa…`` stands in.)"""
    if rng.randrange(4) == 3:
        motif = "".join(rng.choice(ALNUM) for _ in range(rng.randint(2, 5)))
        return lambda alphabet, size: _repeated(rng, motif, alphabet, size)
    return lambda alphabet, size: "".join(rng.choice(alphabet) for _ in range(size))


def _repeated(rng: random.Random, motif: str, alphabet: str, size: int) -> str:
    kept = [c for c in motif if c in alphabet]
    if len(set(kept)) < 2:
        kept = rng.sample(alphabet, 2)
    return ("".join(kept) * size)[:size]


# (provider, maker of one token given a body maker), each from the published format.
FORMATS: dict[str, Callable[[Body, random.Random], str]] = {
    "aws-access-key": lambda b, r: r.choice(("AKIA", "ASIA")) + b(UPPER32, 16),
    "github-classic": lambda b, r: (
        r.choice(("ghp_", "gho_", "ghu_", "ghs_", "ghr_")) + b(ALNUM, 36)
    ),
    "github-fine-grained": lambda b, r: "github_pat_" + b(ALNUM, 22) + "_" + b(ALNUM, 59),
    "gitlab-pat": lambda b, r: "glpat-" + b(URLSAFE, 20),
    "slack-bot": lambda b, r: (
        f"xoxb-{r.randint(10**10, 10**12)}-{r.randint(10**11, 10**13)}-" + b(ALNUM, 24)
    ),
    "slack-user": lambda b, r: (
        f"xoxp-{r.randint(10**10, 10**12)}-{r.randint(10**10, 10**12)}-"
        f"{r.randint(10**11, 10**13)}-" + b(HEX, 32)
    ),
    "stripe-secret": lambda b, r: (
        r.choice(("sk_live_", "sk_test_", "rk_live_", "rk_test_")) + b(ALNUM, r.choice((24, 99)))
    ),
    "stripe-webhook": lambda b, r: "whsec_" + b(ALNUM, 32),
    "npm": lambda b, r: "npm_" + b(ALNUM, 36),
    "huggingface": lambda b, r: "hf_" + b(string.ascii_letters, 34),
    "anthropic": lambda b, r: "sk-ant-" + r.choice(("api03-", "admin01-")) + b(URLSAFE, 93) + "AA",
    "openai-project": lambda b, r: (
        r.choice(("sk-proj-", "sk-svcacct-", "sk-admin-")) + b(URLSAFE, r.choice((48, 74, 156)))
    ),
    "openai-legacy": lambda b, r: "sk-" + b(ALNUM, 20) + "T3BlbkFJ" + b(ALNUM, 20),
    "google-api": lambda b, r: "AIza" + b(URLSAFE, 35),
    "google-oauth-secret": lambda b, r: "GOCSPX-" + b(URLSAFE, 28),
    "atlassian": lambda b, r: "ATATT3" + b(URLSAFE, 180) + "=" + b(HEX.upper(), 8),
    "vault-service": lambda b, r: "hvs." + b(URLSAFE, r.choice((24, 90))),
    "vault-batch": lambda b, r: "hvb." + b(URLSAFE, 138),
    "digitalocean": lambda b, r: r.choice(("dop_v1_", "doo_v1_", "dor_v1_")) + b(HEX, 64),
    "shopify": lambda b, r: r.choice(("shpat_", "shpca_", "shppa_", "shpss_")) + b(HEX, 32),
    "sendgrid": lambda b, r: "SG." + b(URLSAFE, 22) + "." + b(URLSAFE, 43),
    "twilio-key": lambda b, r: "SK" + b(HEX, 32),
    "telegram-bot": lambda b, r: f"{r.randint(10**7, 10**10)}:AA" + b(URLSAFE, 33),
    "discord-bot": lambda b, r: (
        r.choice("MNO") + b(URLSAFE, 23) + "." + b(URLSAFE, 6) + "." + b(URLSAFE, 27)
    ),
    "pypi": lambda b, r: "pypi-AgEIcHlwaS5vcmc" + b(URLSAFE, 70),
    "grafana-service-account": lambda b, r: "glsa_" + b(ALNUM, 32) + "_" + b(HEX, 8),
    "doppler": lambda b, r: (
        "dp." + r.choice(("pt", "st", "sa", "ct", "scim", "audit")) + "." + b(ALNUM, 43)
    ),
    "postman": lambda b, r: "PMAK-" + b(HEX, 24) + "-" + b(HEX, 34),
    "linear": lambda b, r: "lin_api_" + b(ALNUM, 40),
    "age": lambda b, r: "AGE-SECRET-KEY-1" + b(BECH32, 58),
    "azure-connection": lambda b, r: (
        "DefaultEndpointsProtocol=https;AccountName="
        + "".join(r.choice(string.ascii_lowercase) for _ in range(10))
        + ";AccountKey="
        + b(ALNUM + "+/", 86)
        + "==;EndpointSuffix=core.windows.net"
    ),
    "mailgun": lambda b, r: "key-" + b(HEX, 32),
    "databricks": lambda b, r: "dapi" + b(HEX, 32),
    "supabase": lambda b, r: "sbp_" + b(HEX, 40),
    "sentry-user": lambda b, r: "sntryu_" + b(HEX, 64),
    "pulumi": lambda b, r: "pul-" + b(HEX, 40),
    "docker-hub": lambda b, r: "dckr_pat_" + b(URLSAFE, 27),
    "planetscale": lambda b, r: r.choice(("pscale_tkn_", "pscale_pw_")) + b(URLSAFE, 43),
    "new-relic": lambda b, r: "NRAK-" + b(UPPER32.replace("2", "9"), 27),
    "groq": lambda b, r: "gsk_" + b(ALNUM, 52),
    "replicate": lambda b, r: "r8_" + b(ALNUM, 37),
    "tailscale": lambda b, r: (
        "tskey-" + r.choice(("auth-", "api-", "client-")) + b(ALNUM, 13) + "-" + b(ALNUM, 33)
    ),
    "rubygems": lambda b, r: "rubygems_" + b(HEX, 48),
    "sonarqube": lambda b, r: r.choice(("squ_", "sqp_", "sqa_")) + b(HEX, 40),
    "buildkite": lambda b, r: "bkua_" + b(HEX, 40),
    "figma": lambda b, r: "figd_" + b(URLSAFE, 40),
    "langsmith": lambda b, r: r.choice(("lsv2_pt_", "lsv2_sk_")) + b(HEX, 32) + "_" + b(HEX, 10),
    "openrouter": lambda b, r: "sk-or-v1-" + b(HEX, 64),
    "notion": lambda b, r: "ntn_" + b(string.digits, 11) + b(ALNUM, 35),
    "airtable": lambda b, r: "pat" + b(ALNUM, 14) + "." + b(HEX, 64),
    "netlify": lambda b, r: "nfp_" + b(ALNUM, 36),
    "gitlab-runner": lambda b, r: r.choice(("glrt-", "gldt-", "glptt-")) + b(URLSAFE, 20),
    "square": lambda b, r: r.choice(("sq0atp-" + b(URLSAFE, 22), "sq0csp-" + b(URLSAFE, 43))),
    "shippo": lambda b, r: "shippo_live_" + b(HEX, 40),
    "fly": lambda b, r: "fo1_" + b(URLSAFE, 43),
    "dynatrace": lambda b, r: "dt0c01." + b(UPPER32, 24) + "." + b(UPPER32, 64),
    "xai": lambda b, r: "xai-" + b(ALNUM, 80),
    "perplexity": lambda b, r: "pplx-" + b(ALNUM, 48),
    "contentful": lambda b, r: "CFPAT-" + b(URLSAFE, 43),
    "flutterwave": lambda b, r: "FLWSECK-" + b(HEX, 32) + "-X",
    "easypost": lambda b, r: "EZAK" + b(HEX, 54),
}

# The settings a token is pasted in; {t} is the token.
SETTINGS = (
    "{t}",
    "\n{t}\n",
    "here is the key\n{t}",
    "I rotated it yesterday, the new one is {t} and it still fails",
    "it fails with {t}, why?",
    "can you check {t}?",
    "use {t} for the deploy",
    '"{t}"',
    "'{t}'",
    "`{t}`",
    'client = Client("{t}")',
    '{{"key": "{t}", "region": "eu-west-1"}}',
    '{{"settings": {{"value": "{t}"}}}}',
    '[{{"name": "prod", "credential": "{t}"}}]',
    "https://api.example.net/v1/items?key={t}&limit=10",
    "curl 'https://example.org/hook?access={t}'",
    "https://{t}@git.example.com/team/repo.git",
    "https://example.com/callback#token={t}",
    "Staat da: {t}. Was mache ich falsch?",
    "Mój klucz ({t}) przestał działać",
    "la clé {t} ne marche plus",
    "- {t}",
    "> {t}",
)


def drawn_token(rng: random.Random) -> tuple[str, Case]:
    """A provider's name and a message with one of its tokens."""
    provider = rng.choice(sorted(FORMATS))
    token = FORMATS[provider](_bodies(rng), rng)
    return provider, Case(rng.choice(SETTINGS).format(t=token), (token,))


def prefixed_token(rng: random.Random) -> Case:
    return drawn_token(rng)[1]


def leaked(case: Case) -> list[str]:
    sent = payload(case.message)
    return [v for v in case.values if v in sent]


def arguments(description: str) -> argparse.Namespace:
    """``--examples``, ``--seed`` and ``--show`` (misses printed per family)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--examples", type=int, default=400)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--show", type=int, default=0)
    return parser.parse_args()


def main() -> None:
    args = arguments(__doc__.split("\n")[0])
    rng = random.Random(args.seed)
    drawn = [drawn_token(rng) for _ in range(args.examples)]
    misses = [(provider, case) for provider, case in drawn if leaked(case)]
    print(f"{'prefixed tokens':18} {1 - len(misses) / len(drawn):.3f}")
    for provider in sorted({p for p, _ in misses}):
        shown = [c.message for p, c in misses if p == provider]
        print(f"    {provider:26} {len(shown)}", *map(repr, shown[: args.show]), sep="\n      ")


if __name__ == "__main__":
    main()
