"""Detectors: each finds one family of private data and reports spans, never values.

========================  ===========================================================
module                    finds
========================  ===========================================================
secrets_providers         provider credential formats (tables in secret_formats_*)
secrets_generic           key blocks, JWTs, URL/connection passwords, auth headers,
                          ``curl -u``, ``-p'…'``, .netrc, passwords told in prose
secrets_assignment        ``password = …``, ``api_key: …``, ``export TOKEN=…``, comparisons,
                          calls, C/ObjC literals (values judged in secret_values)
secrets_prose             "my wifi password is …" in EN/DE/FR/ES/PL, passphrases too
secrets_changed_to        "zmieniłem hasło na …", "Passwort geändert auf …" (PL/DE/FR/ES)
secrets_syntax            SQL, ``user/pass@host``, ``user / pass``, otpauth, CLI flags, PINs
secrets_entropy           quoted random strings; base64 that decodes to a credential
secrets_keyfile           every secret field of a service-account or credentials file
secrets_keyless           TOTP setup keys, recovery codes, BIP-39 seed phrases
secrets_wrapped           the continuation lines of a wrapped key (run by the engine)
secrets_kubernetes        data values of a ``kind: Secret`` manifest
secrets_access_codes      door, gate, alarm and lockbox codes told in chat
pii                       e-mail, public IPs, cards, IBANs, US SSNs, MACs, birth dates
                          (documentation mailboxes in email_roles, test cards in
                          sandbox_cards)
phones                    phone numbers (libphonenumber; service lines in
                          phone_services, Unix times in timestamps)
national_ids              national id and tax numbers with checksums (python-stdnum)
documents                 identifiers named by a label (words in document_triggers;
                          logins, record ids in JSON, births with their place in
                          logins, record_ids, birth_places)
addresses                 street + number, flat, postcode, city: US/UK/DE/NL/FR/ES/IT/PL/JP
                          (the pieces of its patterns in address_patterns; Turkish and
                          Hungarian forms in address_tr_hu)
special_categories        health, beliefs, sexuality, politics, crime, finance … about
                          a person (vocabulary in special_terms, where terms occur in
                          special_hits, the sentence around them in special_sentences;
                          a note's "Dx:"/"Rx:" values and lab results in special_labels,
                          money trouble and conditions told in special_terms_told, a
                          negative balance in special_balances, a form's religion or
                          union field in special_fields)
names                     people's names: context words (name_terms), casing, a
                          multilingual gazetteer (trust/data/names); a run's verdict in
                          name_verdict, a thing named like a person in name_things
name_speakers             the senders of a pasted chat export ("[18:42] Bongani:")
name_fields               a name as a labelled field's value ("Nom : DUBREUIL",
                          "ATTENDEE;CN=…", "cliente=…")
name_contacts             a name beside the e-mail address that spells it
table_columns             a pasted table's columns by their header (names in
                          table_headers, an SQL INSERT's rows in table_sql)
vocabulary                the person's own private terms (Aho-Corasick)
========================  ===========================================================

``values`` judges candidate values (entropy, shape, placeholders); ``base`` holds the
rule machinery; ``registry`` the default set. Every pattern runs on google-re2, so a
scan is linear in its input.
"""
