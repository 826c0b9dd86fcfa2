"""Detectors: each finds one family of private data and reports spans, never values.

========================  ===========================================================
module                    finds
========================  ===========================================================
secrets_providers         provider credential formats (tables in secret_formats_*)
secrets_generic           key blocks, JWTs, URL/connection passwords, auth headers,
                          ``curl -u``, ``-p'…'``, .netrc, passwords told in prose
secrets_assignment        ``password = …``, ``api_key: …``, ``export TOKEN=…``
secrets_kubernetes        data values of a ``kind: Secret`` manifest
pii                       e-mail, public IPs, cards, IBANs, US SSNs, MACs, birth dates
phones                    phone numbers (libphonenumber)
national_ids              national id and tax numbers with checksums (python-stdnum)
addresses                 street + number, flat, postcode, city: US/UK/DE/NL/FR/ES/IT/PL/JP
special_categories        health, beliefs, sexuality, politics, crime, finance … about
                          a person (vocabulary in special_terms)
names                     people's names: context words (name_terms), casing, a
                          multilingual gazetteer (trust/data/names)
vocabulary                the person's own private terms (Aho-Corasick)
========================  ===========================================================

``values`` judges candidate values (entropy, shape, placeholders); ``base`` holds the
rule machinery; ``registry`` the default set. Every pattern runs on google-re2, so a
scan is linear in its input.
"""
