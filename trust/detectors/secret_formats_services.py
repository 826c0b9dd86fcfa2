"""Credential formats of chat, payment, registry, e-mail and other SaaS providers.

Rows are ``(rule name, kind, value pattern as group 1, lowercase keywords)``; the
patterns follow the providers' published token formats. ``secrets_providers`` turns
them into rules.
"""

from __future__ import annotations

Row = tuple[str, str, str, tuple[str, ...]]

ROWS: tuple[Row, ...] = (
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
        (),  # no literal to look for: the pattern itself is one cheap scan
    ),
    ("telegram-bot-token", "TELEGRAM_TOKEN", r"(\d{5,16}:A[a-zA-Z0-9_\-]{32,36})", (":a",)),
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
        r"((?:EAAA|sq0atp-)[\w\-]{22,60}|sq0csp-[\w\-]{40,60})",
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
        r"(FLW(?:SECK|PUBK)(?:_TEST)?-[a-hA-H0-9]{32}-X|FLWSECK_TEST-?[a-hA-H0-9]{12})",
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
        (),
    ),
    ("twilio-key", "TWILIO_KEY", r"(SK[0-9a-fA-F]{32}|AC[0-9a-fA-F]{32})", ()),
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
    ("atlassian-token", "ATLASSIAN_TOKEN", r"(ATATT3[A-Za-z0-9_\-=]{150,300})", ("atatt3",)),
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
    # --- more SaaS formats ---
    (
        "hubspot-pat",
        "HUBSPOT_TOKEN",
        r"(pat-(?:na|eu)1-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})",
        ("pat-na1-", "pat-eu1-"),
    ),
    ("figma-token", "FIGMA_TOKEN", r"(figd_[A-Za-z0-9_\-]{40})", ("figd_",)),
    ("dropbox-token", "DROPBOX_TOKEN", r"(sl\.[A-Za-z0-9_\-]{130,})", ("sl.",)),
    ("posthog-key", "POSTHOG_KEY", r"(ph[cx]_[A-Za-z0-9]{43})", ("phc_", "phx_")),
    (
        "launchdarkly-key",
        "LAUNCHDARKLY_KEY",
        r"((?:api|sdk|mob)-[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12})",
        ("api-", "sdk-", "mob-"),
    ),
    ("razorpay-key", "RAZORPAY_KEY", r"(rzp_(?:live|test)_[A-Za-z0-9]{14})", ("rzp_",)),
    ("woocommerce-key", "WOOCOMMERCE_KEY", r"((?:ck|cs)_[a-f0-9]{40})", ("ck_", "cs_")),
    ("telnyx-key", "TELNYX_KEY", r"(KEY0[0-9A-F]{31,32}_[A-Za-z0-9]{22})", ("key0",)),
    (
        "brevo-smtp-key",
        "SENDINBLUE_KEY",
        r"(xsmtpsib-[a-f0-9]{64}-[a-zA-Z0-9]{16})",
        ("xsmtpsib-",),
    ),
    ("mailersend-token", "MAILERSEND_TOKEN", r"(mlsn\.[a-f0-9]{64})", ("mlsn.",)),
    ("new-relic-admin", "NEWRELIC_KEY", r"(NRAA-[a-f0-9]{27})", ("nraa-",)),
    ("twitch-oauth", "TWITCH_TOKEN", r"oauth:([a-z0-9]{30})", ("oauth:",)),
    ("linear-oauth", "LINEAR_KEY", r"(lin_oauth_[a-f0-9]{64})", ("lin_oauth_",)),
)
