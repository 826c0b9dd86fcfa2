"""What a name says of the value it holds: ``password``, ``api_key``, ``DB_PASS`` hold a
credential; ``token_url``, ``secret_name``, ``credentialId`` describe one; ``cloudflare``
names the service whose credential follows. Identifiers of any casing are read piece by
piece (``ETSYToken`` is ETSY + Token).
"""

from __future__ import annotations

import re
from functools import lru_cache

from trust.detectors.values import words

# Pieces of a name that make ``name = value`` a credential assignment.
SECRET_WORDS = words(
    "password passwd pwd pw pass passphrase passcode pin pincode psk secret secrets token tokens "
    "apikey apikeys credential credentials creds cred auth authorization bearer privatekey "
    # a card's security code: whoever holds it with the number can pay
    "cvv cvv2 cvc cvc2 csc "
    "secretkey accesskey clientsecret sessionkey pat dsn "
)
# ``psk``: a Wi-Fi network's pre-shared key (``wpa_psk``, ``psk="…"``) is its password
PASSWORD_WORDS = words("password passwd pwd pw pass passphrase passcode pin pincode psk")
# Names of a password (and of a secret) in the languages ARES reads, as identifiers write them.
FOREIGN_PASSWORD_WORDS = (
    "passwort", "kennwort", "motdepasse", "mot_de_passe", "contraseña", "contrasena",
    "hasło", "haslo", "geheimzahl", "zugangscode", "clave", "wachtwoord", "senha",
    # a secret, a token or an API key in the same languages and Italian (chiave_segreta)
    "segreto", "segreta", "secreto", "secreta", "secrète", "secrete", "geheim", "sekret",
    "jeton", "chiave_api", "klucz_api", "clave_api", "cle_api", "clé_api", "api_schluessel",
    "api_schlüssel", "parola_d_ordine",
)  # fmt: skip
SCHEMES = words(
    "basic bearer oauth oauth2 oidc saml ldap kerberos ntlm digest jwt hmac sha256 rsa "
    "apikey api_key header query cookie session local remote internal external "
    "plain login anonymous sasl gssapi scram cram negotiate spnego mtls tls ssl iam psk "
    # a switch's state: "(using password: YES)", "password: false"
    "yes no true false on off none null"
)
# ``key`` counts only after one of these (``api_key``), or as the whole name.
_KEY_QUALIFIERS = words(
    "api access secret private auth client app master signing sign encryption encrypt "
    "crypt enc license licence account service consumer admin shared session hmac jwt "
    "webhook integration write read deploy ingest sdk server mgmt management bot user "
    "personal live prod production test dev publishable restricted root storage "
)
# A name ending in one of these describes a secret without holding one.
DESCRIPTIVE_ENDINGS = words(
    "id ids name names url uri urls endpoint file files path paths dir type types size "
    "length len version count field fields prefix suffix format mode label class ref hash "
    "header headers param params policy provider enabled required expiry expires "
    "expiration ttl timeout location store manager arn env var variable source kind "
    "algorithm algo index idx pattern regex template placeholder hint description desc "
    "text message msg error min max chars limit seconds secs sec minutes mins hours days "
    "ms millis interval duration number num retries attempts age lifetime bytes bits rounds "
    "iterations strength cost"
)
# A boolean after a password's name is the password (``password=true``) unless the name
# is a switch about passwords (``PasswordAuthentication=no``, ``use_password: false``).
BOOLEANS = words("true false yes no on off")
SWITCH_WORDS = words(
    "use uses using require requires allow allows enable disable disabled skip has have is "
    "no check ask prompt show save remember store reset change expire expired force auto "
    "empty authentication login update hide mask protect protected set validate verify "
    "send generate rotate must should can need needs with without via auth based only less"
)
# Services whose name before a value says "this is its credential" (``cloudflare:
# …``, ``HEROKU_KEY = …``). With a provider name the value must look random.
PROVIDERS = words(
    "aws amazon azure gcp google firebase alibaba aliyun digitalocean heroku fly flyio "
    "cloudflare vercel netlify render railway supabase planetscale neon mongodb redis "
    "datadog newrelic sentry rollbar bugsnag honeycomb grafana pagerduty opsgenie splunk "
    "sumologic logdna loggly elastic algolia airtable asana atlassian jira confluence "
    "trello notion linear clickup slack discord telegram twitter facebook instagram "
    "linkedin twitch youtube github gitlab bitbucket sourcegraph travis travisci circleci "
    "drone jenkins codecov sonar sonarqube snyk artifactory jfrog bintray npm pypi "
    "rubygems nuget docker dockerhub quay stripe paypal braintree square adyen plaid "
    "coinbase kraken kucoin bittrex binance shopify etsy easypost shippo lob twilio "
    "sendgrid sendinblue brevo mailgun mailchimp mandrill postmark messagebird vonage "
    "nexmo intercom zendesk freshdesk hubspot salesforce okta auth0 onelogin "
    "launchdarkly segment mixpanel amplitude contentful sanity mapbox openai anthropic "
    "cohere huggingface replicate mistral groq perplexity gemini dropbox finnhub nytimes "
    "flickr dynatrace fastly akamai terraform hashicorp vault doppler pulumi infracost "
    "databricks snowflake confluent typeform postman rapidapi readme scalingo settlemint "
    "prefect frameio beamer adafruit adobe looker meraki yandex duffel flutterwave "
    "gocardless finicity freshbooks squarespace gitter mattermost sendbird zoom webex "
)
# Camel-case aware: ``ETSYToken`` is ETSY + Token. Python's ``re`` is safe here: the
# pattern has no nested repetition and names are at most ~90 characters long.
_NAME_TOKEN = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+")


@lru_cache(maxsize=4096)  # names repeat (password, api_key, TOKEN); values are not cached
def name_tokens(name: str) -> tuple[str, ...]:
    return tuple(t.lower() for t in _NAME_TOKEN.findall(name) if not t.isdigit())


@lru_cache(maxsize=4096)
def secret_name(name: str) -> bool:
    """Is ``name`` (an identifier, a header, a YAML key) a name credentials are kept in?"""
    tokens = name_tokens(name)
    if not tokens or tokens[-1] in DESCRIPTIVE_ENDINGS:
        return False
    if any(t in SECRET_WORDS for t in tokens) or "".join(tokens) in SECRET_WORDS:
        return True
    if _fused_password(tokens):
        return True
    if foreign_password(name):
        return True
    if tokens == ("key",):
        return True
    qualifiers = _KEY_QUALIFIERS | PROVIDERS
    return any(
        token == "key" and index > 0 and tokens[index - 1] in qualifiers
        for index, token in enumerate(tokens)
    )


# A fused name ends in one of these: ``PGPASSWORD``, ``smtppass``-like ``MYSQLPASSWD``.
_FUSED_ENDINGS = ("password", "passwd", "passphrase", "passcode", "secret", "token", "apikey")


def _fused_password(tokens: tuple[str, ...]) -> bool:
    return any(len(t) > 8 and t.endswith(_FUSED_ENDINGS) for t in tokens)


def foreign_password(name: str) -> bool:
    lowered = name.lower().replace("-", "_")
    return any(word in lowered for word in FOREIGN_PASSWORD_WORDS)


def describes_not_holds(name: str) -> bool:
    """``credentialId``, ``token_url``, ``secret_name``: the name of something about a
    secret (its id, place or kind), not of the secret."""
    tokens = name_tokens(name)
    return bool(tokens) and tokens[-1] in DESCRIPTIVE_ENDINGS


def provider_name(name: str) -> bool:
    tokens = name_tokens(name)
    return (
        bool(tokens)
        and tokens[-1] not in DESCRIPTIVE_ENDINGS
        and bool(PROVIDERS.intersection(tokens))
    )
