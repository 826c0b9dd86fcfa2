"""Credential formats of cloud platforms, version control, CI and AI providers.

Rows are ``(rule name, kind, value pattern as group 1, lowercase keywords)``; the
patterns follow the providers' published token formats. ``secrets_providers`` turns
them into rules.
"""

from __future__ import annotations

Row = tuple[str, str, str, tuple[str, ...]]

ROWS: tuple[Row, ...] = (
    # --- cloud ---
    (
        "aws-access-key",
        "AWS_KEY",
        r"((?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|APKA)[A-Z0-9]{16})",
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
        r"(s\.[a-zA-Z0-9]{24})",
        (),
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
    # the older Artifactory API keys: "AP" and a hex digit, named by the product nearby
    ("artifactory-api-key", "ARTIFACTORY_KEY", r"(AP[0-9A-F][a-zA-Z0-9]{8,})", ()),
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
    # --- more cloud, CI and AI formats ---
    ("google-oauth-secret", "GCP_KEY", r"(GOCSPX-[A-Za-z0-9_\-]{28})", ("gocspx-",)),
    ("google-oauth-token", "GCP_KEY", r"(ya29\.[0-9A-Za-z_\-]{30,})", ("ya29.",)),
    ("google-refresh-token", "GCP_KEY", r"(1//0[0-9A-Za-z_\-]{40,})", ("1//0",)),
    (
        "firebase-fcm-key",
        "GCP_KEY",
        r"(AAAA[A-Za-z0-9_\-]{7}:APA91b[A-Za-z0-9_\-]{120,})",
        (":apa91b",),
    ),
    ("bitbucket-app-password", "BITBUCKET_TOKEN", r"(ATBB[a-zA-Z0-9]{32})", ("atbb",)),
    # service (hvs.), batch (hvb.) and recovery (hvr.) tokens: the prefix is definitive
    ("vault-prefixed-token", "VAULT_TOKEN", r"(hv[sbr]\.[\w\-]{20,250})", ("hvs.", "hvb.", "hvr.")),
    ("atlassian-cloud-token", "ATLASSIAN_TOKEN", r"(ATCTT3[A-Za-z0-9_\-=]{100,})", ("atctt3",)),
    ("circleci-token", "CIRCLECI_TOKEN", r"(CCIPAT_[A-Za-z0-9]{22}_[a-f0-9]{40})", ("ccipat_",)),
    ("buildkite-token", "BUILDKITE_TOKEN", r"(bkua_[a-f0-9]{40})", ("bkua_",)),
    ("supabase-token", "SUPABASE_TOKEN", r"(sbp_[a-f0-9]{40})", ("sbp_",)),
    ("render-key", "RENDER_KEY", r"(rnd_[A-Za-z0-9]{32})", ("rnd_",)),
    ("netlify-pat", "NETLIFY_TOKEN", r"(nfp_[A-Za-z0-9]{36})", ("nfp_",)),
    (
        "tailscale-key",
        "TAILSCALE_KEY",
        r"(tskey-(?:api|auth|client|scim|webhook)-[A-Za-z0-9]{10,}-[A-Za-z0-9]{20,})",
        ("tskey-",),
    ),
    ("langsmith-key", "LANGSMITH_KEY", r"(lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10})", ("lsv2_",)),
    ("openrouter-key", "OPENROUTER_KEY", r"(sk-or-v1-[a-f0-9]{64})", ("sk-or-",)),
    ("pinecone-key", "PINECONE_KEY", r"(pcsk_[A-Za-z0-9_]{50,})", ("pcsk_",)),
    ("fireworks-key", "FIREWORKS_KEY", r"(fw_[A-Za-z0-9]{24})", ("fw_",)),
    ("together-key", "TOGETHER_KEY", r"(tgp_v1_[A-Za-z0-9_\-]{40,})", ("tgp_v1_",)),
    ("elevenlabs-key", "ELEVENLABS_KEY", r"(sk_[a-f0-9]{48})", ("sk_",)),
    ("deepseek-style-key", "AI_KEY", r"(sk-[a-f0-9]{32})", ("sk-",)),
)
