"""Provider credential formats that announce themselves by a prefix or a fixed shape.

A table, not code: each row is ``(rule name, kind, pattern, keywords)``. The formats are
the providers' published token shapes (the same ones secret scanners such as gitleaks
and GitHub secret scanning look for). The value must also pass ``not_filler`` so that
``ghp_xxxxxxxx…`` in documentation is not a secret. Every kind here is a secret kind;
the pseudonymiser shows them all as ``[SECRET_N]``.

Credentials with no prefix of their own (a 32-hex Datadog key) are caught when a
provider's name stands before them (``secrets_assignment`` knows the names).
"""

from __future__ import annotations

from collections.abc import Callable

from trust.detectors.base import Rule
from trust.detectors.values import (
    char_classes,
    has_filler_shape,
    is_reference,
    looks_like_words,
    shannon_entropy,
)
from trust.kinds import register_secret_kinds
from trust.sensitivity import Sensitivity

_B = r"(?:^|[^0-9A-Za-z_\-+/.])"  # a boundary that tokens' own characters do not cross
_E = r"(?:$|[^0-9A-Za-z_\-])"

# (name, kind, pattern with the value as group 1, keywords)
_TABLE: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    # --- cloud ---
    (
        "aws-access-key",
        "AWS_KEY",
        r"((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z2-7]{16})",
        (
            "a3t",
            "akia",
            "asia",
            "abia",
            "acca",
            "agpa",
            "aida",
            "aroa",
            "aipa",
            "anpa",
            "anva",
            "apka",
        ),
    ),
    (
        "aws-secret-key",
        "AWS_KEY",
        r"(?i:aws)[\w.\-]{0,20}(?i:secret)[\w.\-]{0,20}[\"']?\s{0,3}[:=]{1,2}\s{0,3}[\"']?([A-Za-z0-9/+]{40})",
        ("aws",),
    ),
    ("aws-secret-near-key", "AWS_KEY", r"([A-Za-z0-9/+]{40})", ("aws", "akia", "asia")),
    ("aws-bedrock-long", "AWS_KEY", r"(ABSK[A-Za-z0-9+/]{109,269}={0,2})", ("absk",)),
    (
        "aws-bedrock-short",
        "AWS_KEY",
        r"(bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=]{0,1000})",
        ("bedrock-api-key-",),
    ),
    ("gcp-api-key", "GCP_KEY", r"(AIza[0-9A-Za-z_\-]{35})", ("aiza",)),
    (
        "azure-ad-client-secret",
        "AZURE_KEY",
        r"([a-zA-Z0-9_~.]{3}\dQ~[a-zA-Z0-9_~.\-]{31,34})",
        ("q~",),
    ),
    ("azure-storage-key", "AZURE_KEY", r"(?i:accountkey)=([A-Za-z0-9+/]{86}==)", ("accountkey",)),
    ("azure-sas", "AZURE_KEY", r"[?&]sig=([A-Za-z0-9%+/]{40,}={0,2}(?:%3D){0,2})", ("sig=",)),
    ("alibaba-access-key", "ALIBABA_KEY", r"(LTAI[a-zA-Z0-9]{20})", ("ltai",)),
    ("digitalocean-token", "DIGITALOCEAN_TOKEN", r"(do[opr]_v1_[a-f0-9]{64})", ("_v1_",)),
    ("heroku-v2", "HEROKU_KEY", r"(HRKU-AA[0-9a-zA-Z_\-]{58})", ("hrku-",)),
    (
        "flyio-token",
        "FLYIO_TOKEN",
        r"((?:FlyV1 )?fm[12][ar]?_[a-zA-Z0-9+/]{100,}={0,3}|fo1_[\w\-]{43})",
        ("fm1", "fm2", "fo1_"),
    ),
    ("cloudflare-origin-ca", "CLOUDFLARE_KEY", r"(v1\.0-[a-f0-9]{24}-[a-f0-9]{146})", ("v1.0-",)),
    (
        "terraform-cloud",
        "TERRAFORM_TOKEN",
        r"([a-zA-Z0-9]{14}\.atlasv1\.[a-zA-Z0-9\-_=]{60,70})",
        ("atlasv1",),
    ),
    (
        "vault-token",
        "VAULT_TOKEN",
        r"(hv[sb]\.[\w\-]{90,250}|s\.[a-zA-Z0-9]{24})",
        ("hvs.", "hvb.", "s."),
    ),
    ("openshift-token", "OPENSHIFT_TOKEN", r"(sha256~[\w\-]{43})", ("sha256~",)),
    ("databricks-token", "DATABRICKS_TOKEN", r"(dapi[a-f0-9]{32}(?:-\d)?)", ("dapi",)),
    (
        "doppler-token",
        "DOPPLER_TOKEN",
        r"(dp\.(?:pt|st|sa|ct|scim|audit)\.[a-zA-Z0-9]{40,44})",
        ("dp.",),
    ),
    ("pulumi-token", "PULUMI_TOKEN", r"(pul-[a-f0-9]{40})", ("pul-",)),
    ("infracost-token", "INFRACOST_TOKEN", r"(ico-[a-zA-Z0-9]{32})", ("ico-",)),
    (
        "yandex-token",
        "YANDEX_TOKEN",
        r"(t1\.[A-Z0-9a-z_\-]+={0,2}\.[A-Z0-9a-z_\-]{86}={0,2}|AQVN[A-Za-z0-9_\-]{35,38}|YC[a-zA-Z0-9_\-]{38})",
        ("t1.", "aqvn", "yc"),
    ),
    ("gitlab-agent-token", "GITLAB_TOKEN", r"(glagent-[0-9a-zA-Z_\-]{50})", ("glagent-",)),
    ("scaleway-key", "SCALEWAY_KEY", r"(SCW[A-Z0-9]{17})", ("scw",)),
    # --- version control and CI ---
    (
        "github-token",
        "GITHUB_TOKEN",
        r"(gh[pousr]_[0-9a-zA-Z]{36,76})",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
    ),
    ("github-fine-grained-pat", "GITHUB_TOKEN", r"(github_pat_\w{82})", ("github_pat_",)),
    (
        "gitlab-token",
        "GITLAB_TOKEN",
        r"(gl(?:pat|ptt|rt|dt|ft|soat|cbt|imt|oas|ffct|wt)-[0-9a-zA-Z_\-]{20,64}|GR1348941[\w\-]{20}|glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_\-]{20})",
        (
            "glpat-",
            "glptt-",
            "glrt-",
            "gldt-",
            "glft-",
            "glsoat-",
            "glcbt-",
            "glimt-",
            "gloas-",
            "glffct-",
            "glwt-",
            "gr1348941",
        ),
    ),
    ("gitlab-session", "GITLAB_TOKEN", r"_gitlab_session=([0-9a-z]{32})", ("_gitlab_session",)),
    (
        "sourcegraph-token",
        "SOURCEGRAPH_TOKEN",
        r"(sgp_(?:[a-fA-F0-9]{16}|local)_[a-fA-F0-9]{40}|sgp_[a-fA-F0-9]{40})",
        ("sgp_",),
    ),
    (
        "artifactory-key",
        "ARTIFACTORY_KEY",
        r"(AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})",
        ("akcp", "cmvmd"),
    ),
    ("octopus-key", "OCTOPUS_KEY", r"(API-[A-Z0-9]{26})", ("api-",)),
    (
        "harness-key",
        "HARNESS_KEY",
        r"((?:pat|sat)\.[a-zA-Z0-9_\-]{22}\.[a-zA-Z0-9]{24}\.[a-zA-Z0-9]{20})",
        ("pat.", "sat."),
    ),
    ("sonar-token", "SONAR_TOKEN", r"((?:squ|sqp|sqa)_[a-zA-Z0-9]{40})", ("squ_", "sqp_", "sqa_")),
    (
        "grafana-token",
        "GRAFANA_TOKEN",
        r"(glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8}|eyJrIjoi[A-Za-z0-9]{70,400}={0,3})",
        ("glc_", "glsa_", "eyjrijoi"),
    ),
    # --- AI ---
    (
        "openai-key",
        "OPENAI_KEY",
        r"(sk-(?:(?:proj|svcacct|admin)-)?[A-Za-z0-9_\-]{20,150}T3BlbkFJ[A-Za-z0-9_\-]{20,150}|sk-(?:proj|svcacct|admin)-[A-Za-z0-9_\-]{40,200})",
        ("sk-",),
    ),
    (
        "anthropic-key",
        "ANTHROPIC_KEY",
        r"(sk-ant-(?:api|admin)\d\d-[A-Za-z0-9_\-]{93}AA)",
        ("sk-ant-",),
    ),
    (
        "huggingface-token",
        "HUGGINGFACE_TOKEN",
        r"((?:hf_|api_org_)[a-zA-Z]{34})",
        ("hf_", "api_org_"),
    ),
    ("perplexity-key", "PERPLEXITY_KEY", r"(pplx-[a-zA-Z0-9]{48})", ("pplx-",)),
    ("groq-key", "GROQ_KEY", r"(gsk_[a-zA-Z0-9]{52})", ("gsk_",)),
    ("replicate-token", "REPLICATE_TOKEN", r"(r8_[a-zA-Z0-9]{37})", ("r8_",)),
    ("xai-key", "XAI_KEY", r"(xai-[a-zA-Z0-9]{80})", ("xai-",)),
    # --- chat and social ---
    (
        "slack-token",
        "SLACK_TOKEN",
        r"(xox[abposer]-(?:\d+-)?[0-9A-Za-z]{1,40}(?:-[0-9A-Za-z]{1,40}){1,4}|xapp-\d-[A-Z0-9]+-\d+-[a-z0-9]+|xoxe\.xox[bp]-\d-[A-Z0-9]{163,166})",
        ("xox", "xapp-"),
    ),
    (
        "slack-webhook",
        "SLACK_WEBHOOK",
        r"((?:https?://)?hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9+/_\-]{20,120})",
        ("hooks.slack.com",),
    ),
    (
        "teams-webhook",
        "TEAMS_WEBHOOK",
        r"(https://[a-z0-9]+\.webhook\.office\.com/webhookb2/[a-z0-9\-]+@[a-z0-9\-]+/IncomingWebhook/[a-z0-9]+/[a-z0-9\-]+)",
        ("webhook.office.com",),
    ),
    (
        "discord-webhook",
        "DISCORD_WEBHOOK",
        r"(https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d+/[\w\-]{60,70})",
        ("discord",),
    ),
    (
        "discord-bot-token",
        "DISCORD_TOKEN",
        r"([MNO][a-zA-Z\d_\-]{23,25}\.[a-zA-Z\d_\-]{6}\.[a-zA-Z\d_\-]{27,38})",
        ("m", "n", "o"),
    ),
    ("telegram-bot-token", "TELEGRAM_TOKEN", r"(\d{5,16}:A[a-zA-Z0-9_\-]{34})", (":a",)),
    (
        "facebook-token",
        "FACEBOOK_TOKEN",
        r"(EAA[MC][a-zA-Z0-9]{100,}|\d{15,16}(?:\||%7C)[0-9a-zA-Z_\-]{27,40})",
        ("eaa", "|", "%7c"),
    ),
    (
        "twitter-bearer",
        "TWITTER_TOKEN",
        r"(A{22}[a-zA-Z0-9%]{80,100})",
        ("aaaaaaaaaaaaaaaaaaaaaa",),
    ),
    ("linear-key", "LINEAR_KEY", r"(lin_api_[a-zA-Z0-9]{40})", ("lin_api_",)),
    (
        "notion-token",
        "NOTION_TOKEN",
        r"(ntn_[0-9]{11}[A-Za-z0-9]{32}[A-Za-z0-9]{3}|secret_[A-Za-z0-9]{43})",
        ("ntn_", "secret_"),
    ),
    # --- payments and commerce ---
    (
        "stripe-key",
        "STRIPE_KEY",
        r"((?:sk|rk|pk)_(?:test|live|prod)_[a-zA-Z0-9]{10,247}|whsec_[a-zA-Z0-9]{32,})",
        ("sk_", "rk_", "pk_", "whsec_"),
    ),
    (
        "square-token",
        "SQUARE_TOKEN",
        r"((?:EAAA|sq0atp-)[\w\-]{22,60}|sq0csp-[\w\-]{43})",
        ("eaaa", "sq0atp-", "sq0csp-"),
    ),
    (
        "shopify-token",
        "SHOPIFY_TOKEN",
        r"(shp(?:at|ca|pa|ss)_[a-fA-F0-9]{32})",
        ("shpat_", "shpca_", "shppa_", "shpss_"),
    ),
    (
        "easypost-key",
        "EASYPOST_KEY",
        r"(E[ZT]AK[a-zA-Z0-9]{54}|EZTK[a-zA-Z0-9]{54})",
        ("ezak", "ezta", "eztk"),
    ),
    (
        "flutterwave-key",
        "FLUTTERWAVE_KEY",
        r"(FLW(?:SECK|PUBK)_TEST-[a-hA-H0-9]{32}-X|FLWSECK_TEST-?[a-hA-H0-9]{12})",
        ("flwseck", "flwpubk"),
    ),
    ("duffel-token", "DUFFEL_TOKEN", r"(duffel_(?:test|live)_[a-zA-Z0-9_\-=]{43})", ("duffel_",)),
    ("gocardless-token", "GOCARDLESS_TOKEN", r"(live_[a-zA-Z0-9\-_=]{40})", ("live_",)),
    (
        "plaid-token",
        "PLAID_TOKEN",
        r"(access-(?:sandbox|development|production)-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})",
        ("access-",),
    ),
    (
        "coinbase-key",
        "COINBASE_KEY",
        r"(organizations/[0-9a-f\-]{36}/apiKeys/[0-9a-f\-]{36})",
        ("apikeys/",),
    ),
    ("adyen-key", "ADYEN_KEY", r"(AQE[a-zA-Z0-9]{2}\+[a-zA-Z0-9+/]{40,}={0,2})", ("aqe",)),
    (
        "paypal-token",
        "PAYPAL_TOKEN",
        r"(access_token\$(?:production|sandbox)\$[0-9a-z]{16}\$[0-9a-f]{32})",
        ("access_token$",),
    ),
    # --- package registries ---
    ("npm-token", "NPM_TOKEN", r"(npm_[a-zA-Z0-9]{36})", ("npm_",)),
    (
        "pypi-token",
        "PYPI_TOKEN",
        r"(pypi-AgEIcHlwaS5vcmc[A-Za-z0-9\-_]{50,})",
        ("pypi-ageichlwas5vcmc",),
    ),
    ("rubygems-key", "RUBYGEMS_KEY", r"(rubygems_[a-f0-9]{48})", ("rubygems_",)),
    ("clojars-token", "CLOJARS_TOKEN", r"(CLOJARS_[a-z0-9]{60})", ("clojars_",)),
    ("nuget-key", "NUGET_KEY", r"(oy2[a-z0-9]{43})", ("oy2",)),
    ("docker-hub-pat", "DOCKER_TOKEN", r"(dckr_pat_[a-zA-Z0-9_\-]{27})", ("dckr_pat_",)),
    # --- e-mail and messaging ---
    ("sendgrid-key", "SENDGRID_KEY", r"(SG\.[a-zA-Z0-9=_\-.]{66})", ("sg.",)),
    ("sendinblue-key", "SENDINBLUE_KEY", r"(xkeysib-[a-f0-9]{64}-[a-zA-Z0-9]{16})", ("xkeysib-",)),
    ("mailchimp-key", "MAILCHIMP_KEY", r"([a-f0-9]{32}-us\d{1,2})", ("-us",)),
    (
        "mailgun-key",
        "MAILGUN_KEY",
        r"(key-[a-f0-9]{32}|pubkey-[a-f0-9]{32}|[a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8})",
        ("key-", "-"),
    ),
    ("twilio-key", "TWILIO_KEY", r"(SK[0-9a-fA-F]{32}|AC[0-9a-fA-F]{32})", ("sk", "ac")),
    (
        "postmark-token",
        "POSTMARK_TOKEN",
        r"(?i:postmark)[\w\s\"':=]{0,30}([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})",
        ("postmark",),
    ),
    # --- other SaaS with their own prefixes ---
    (
        "1password-service-account",
        "ONEPASSWORD_TOKEN",
        r"(ops_eyJ[a-zA-Z0-9+/]{250,}={0,3})",
        ("ops_eyj",),
    ),
    (
        "1password-secret-key",
        "ONEPASSWORD_TOKEN",
        r"(A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5})",
        ("a3-",),
    ),
    (
        "age-secret-key",
        "AGE_KEY",
        r"(AGE-SECRET-KEY-1[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58})",
        ("age-secret-key-1",),
    ),
    ("airtable-pat", "AIRTABLE_TOKEN", r"(pat[A-Za-z0-9]{14}\.[a-f0-9]{64})", ("pat",)),
    ("atlassian-token", "ATLASSIAN_TOKEN", r"(ATATT3[A-Za-z0-9_\-=]{186})", ("atatt3",)),
    (
        "new-relic-key",
        "NEWRELIC_KEY",
        r"(NRAK-[a-zA-Z0-9]{27}|NRJS-[a-f0-9]{19}|NRII-[a-zA-Z0-9\-]{32})",
        ("nrak-", "nrjs-", "nrii-"),
    ),
    ("postman-key", "POSTMAN_KEY", r"(PMAK-[a-fA-F0-9]{24}-[a-fA-F0-9]{34})", ("pmak-",)),
    (
        "sentry-token",
        "SENTRY_TOKEN",
        r"(sntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_[a-zA-Z0-9+/]{43}|sntryu_[a-f0-9]{64})",
        ("sntrys_", "sntryu_"),
    ),
    ("shippo-token", "SHIPPO_TOKEN", r"(shippo_(?:live|test)_[a-fA-F0-9]{40})", ("shippo_",)),
    (
        "planetscale-token",
        "PLANETSCALE_TOKEN",
        r"(pscale_(?:tkn|pw|oauth)_[\w=.\-]{32,128})",
        ("pscale_",),
    ),
    ("prefect-token", "PREFECT_TOKEN", r"(pnu_[a-zA-Z0-9]{36})", ("pnu_",)),
    ("readme-key", "README_KEY", r"(rdme_[a-z0-9]{70})", ("rdme_",)),
    ("typeform-token", "TYPEFORM_TOKEN", r"(tfp_[a-zA-Z0-9_\-=.]{59})", ("tfp_",)),
    ("settlemint-token", "SETTLEMINT_TOKEN", r"(sm_(?:pat|aat|sat)_[a-zA-Z0-9]{16})", ("sm_",)),
    (
        "dynatrace-token",
        "DYNATRACE_TOKEN",
        r"(dt0c01\.[a-zA-Z0-9]{24}\.[a-zA-Z0-9]{64})",
        ("dt0c01.",),
    ),
    ("frameio-token", "FRAMEIO_TOKEN", r"(fio-u-[a-zA-Z0-9_\-=]{64})", ("fio-u-",)),
    ("lob-key", "LOB_KEY", r"((?:live|test)_(?:pub_)?[a-f0-9]{31,35})", ("live_", "test_")),
    (
        "authress-key",
        "AUTHRESS_KEY",
        r"((?:sc|ext|scauth|authress)_[a-z0-9]{5,30}\.[a-z0-9]{4,6}\.acc[_\-][a-z0-9\-]{10,32}\.[a-z0-9+/_=\-]{30,120})",
        ("acc_", "acc-"),
    ),
    ("intra42-secret", "INTRA42_SECRET", r"(s-s4t2(?:ud|af)-[a-f0-9]{64})", ("s-s4t2",)),
    ("beamer-token", "BEAMER_TOKEN", r"(b_[a-z0-9=_\-]{44})", ("b_",)),
    ("contentful-token", "CONTENTFUL_TOKEN", r"(CFPAT-[a-zA-Z0-9_\-]{43})", ("cfpat-",)),
    (
        "defined-networking",
        "DEFINED_TOKEN",
        r"(dnkey-[a-z0-9=_\-]{26}-[a-z0-9=_\-]{52})",
        ("dnkey-",),
    ),
    ("adobe-secret", "ADOBE_SECRET", r"(p8e-[a-zA-Z0-9]{32})", ("p8e-",)),
    ("clickhouse-secret", "CLICKHOUSE_SECRET", r"(4b1d[A-Za-z0-9]{38})", ("4b1d",)),
    (
        "mapbox-token",
        "MAPBOX_TOKEN",
        r"([ps]k\.eyJ[a-zA-Z0-9_\-]{60,}\.[a-zA-Z0-9_\-]{22}|[ps]k\.[a-z0-9]{60}\.[a-z0-9]{22})",
        ("k.",),
    ),
    ("scalingo-token", "SCALINGO_TOKEN", r"(tk-us-[\w\-]{48})", ("tk-us-",)),
    (
        "sidekiq-secret",
        "SIDEKIQ_SECRET",
        r"(?i:BUNDLE_(?:ENTERPRISE|GEMS)__CONTRIBSYS__COM)[\w\"'\s]{0,10}(?:=|:|:=|\?=)\s{0,3}[\"']?([a-f0-9]{8}:[a-f0-9]{8})",
        ("contribsys__com",),
    ),
    (
        "sidekiq-url",
        "SIDEKIQ_SECRET",
        r"https?://([a-f0-9]{8}:[a-f0-9]{8})@(?:gems|enterprise)\.contribsys\.com",
        ("contribsys.com",),
    ),
    (
        "sumologic-id",
        "SUMOLOGIC_KEY",
        r"(?i:sumo)[\w.\-]{0,20}(?i:access)[\w.\-]{0,3}(?i:id)[\"']?\s{0,3}[:=]{1,2}\s{0,3}[\"']?(su[a-zA-Z0-9]{12})",
        ("sumo",),
    ),
    (
        "snyk-token",
        "SNYK_TOKEN",
        r"(?i:snyk)[\w.\-]{0,20}[\"']?\s{0,3}[:=]{1,3}\s{0,3}[\"']?([a-fA-F0-9]{8}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{4}-[a-fA-F0-9]{12})",
        ("snyk",),
    ),
)

_SENSITIVITY = Sensitivity.SECRET


def not_filler(value: str) -> bool:
    return not has_filler_shape(value) and not is_reference(value)


def _aws_secret(value: str) -> bool:
    """40 base64 characters: mixed, varied, not a run (AWS's own examples count)."""
    return not_filler(value) and char_classes(value) >= 3 and shannon_entropy(value) >= 3.5


def _mixed(value: str) -> bool:
    """Vault's short ``s.`` tokens: upper, lower and digits, unlike ``s.someField``."""
    body = value[2:]
    return not_filler(value) and char_classes(body) >= 3 and not looks_like_words(body)


def _numbered(value: str) -> bool:
    """Slack tokens carry team and user numbers; ``xoxb-my-bot-token`` does not."""
    return not_filler(value) and sum(c.isdigit() for c in value) >= 8


# Stricter checks for formats whose prefix alone is common in ordinary text.
_VALIDATORS: dict[str, Callable[[str], bool]] = {
    "vault-token": _mixed,
    "slack-token": _numbered,
    "aws-secret-near-key": _aws_secret,
    # bech32 of an all-zero key is a valid, if unlucky, key: the prefix says enough
    "age-secret-key": lambda value: True,
}
# Google API keys are embedded in public web and app code by design (restricted by
# referrer); a bare one is flagged only when the text around it speaks of keys.
_CONTEXT: dict[str, tuple[str, ...]] = {
    # a bare 40-character secret key only next to an access key id or the word AWS
    "aws-secret-near-key": ("aws", "akia", "asia", "secret access key"),
    "gcp-api-key": (
        "key",
        "token",
        "api",
        "secret",
        "google",
        "gcp",
        "gemini",
        "firebase",
        "credential",
        "auth",
        "password",
        "export",
    ),
}


RULES: tuple[Rule, ...] = tuple(
    Rule(
        name=name,
        kind=kind,
        sensitivity=_SENSITIVITY,
        pattern=_B + pattern + _E,
        group=1,
        keywords=keywords,
        validator=_VALIDATORS.get(name, not_filler),
        context=_CONTEXT.get(name, ()),
        window=80,
        confidence=0.95,
    )
    for name, kind, pattern, keywords in _TABLE
)

register_secret_kinds(*(kind for _name, kind, _pattern, _keywords in _TABLE))
