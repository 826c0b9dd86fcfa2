"""The phrases by which people tell something of the special categories, as data.

A cue is a verb or phrase whose object is the detail itself, whatever words it is in:
"diagnosed with …", "souffre de …", "convicted of …", "prescribed …", "I vote …",
"member of …". ``special_disclosures`` looks for them; the lexicons of the categories
(``special_terms``) do not need to know the condition, the medicine or the party.

Each cue is ``phrase: (category, role, first_person)``. Roles:

* ``object``: what follows is the detail (up to the end of the clause);
* ``final``: the detail stands before the cue, after its auxiliary or pronoun
  ("bei mir wurde Diabetes *festgestellt*", "hat mir X *verschrieben*");
* ``intake``: a medicine follows if a dose, a frequency or the medicine's shape says so;
* ``reason``: a criminal trigger; the offence follows a preposition of reason near it;
* ``vote``: a party follows (a known one, a name, an acronym);
* ``member``: a known party or union follows; ``party``: a party (a name or an acronym)
  follows; ``union``: the cue itself tells a union membership;
* ``origin``: "of … descent", "d'origine …";
* ``stay``: a stay in hospital; the detail is what follows a preposition of reason
  ("with", "wegen", "pour", "z powodu" …) in its clause;
* ``symptom``: a patient's complaint follows, told at length ("presented with chest
  pain radiating to the left arm"), the whole clause.

``first_person`` marks verb forms that already say "I" (``sufro``, ``voto``, ``biorę``):
the sentence needs no other person word.
"""

from __future__ import annotations

from trust.detectors.values import words

Cue = tuple[str, str, bool]


def _cues(category: str, role: str, phrases: str, first_person: bool = False) -> dict[str, Cue]:
    return {p.replace("_", " "): (category, role, first_person) for p in phrases.split()}


CUES: dict[str, Cue] = {
    **_cues(
        "HEALTH",
        "object",
        "diagnosed_with diagnosed_as diagnosed_me_with suffer_from suffers_from "
        "suffering_from tested_positive_for treated_for in_remission_from "
        "diagnostiziert_mit leide_an leidet_an leide_unter leidet_unter erkrankt_an "
        "erkrankte_an "
        "souffre_de souffre_d' atteint_de atteinte_de atteint_d' atteinte_d' "
        "diagnostiqué diagnostiquée "
        "sufre_de padece padece_de le_diagnosticaron diagnosticado_con "
        "diagnosticada_con diagnosticado_de diagnosticada_de "
        "soffre_di affetto_da affetta_da gli_hanno_diagnosticato le_hanno_diagnosticato "
        "hanno_diagnosticato diagnosticato diagnosticata "
        "lijdt_aan gediagnosticeerd_met "
        "choruje_na chorował_na chorowała_na cierpi_na zdiagnozowano "
        "sofre_de diagnosticaram diagnosticado_com diagnosticada_com",
    ),
    **_cues(
        "HEALTH",
        "object",
        "sufro_de padezco me_diagnosticaron soffro_di mi_hanno_diagnosticato lijd_aan "
        "choruję_na cierpię_na sofro_de padeço_de diagnosticaram-me "
        # Czech: "they found me …", the doctors' plural with the person in "mi"
        "zjistili_mi diagnostikovali_mi",
        first_person=True,
    ),
    # a patient's symptoms as a note tells them: "came in with chest pain …"
    # Polish past forms say who without a pronoun: "był karany za oszustwa"
    **_cues(
        "CRIMINAL",
        "reason",
        "był_karany była_karana byłem_karany byłam_karana był_skazany była_skazana "
        "byłem_skazany byłam_skazana był_aresztowany była_aresztowana",
        first_person=True,
    ),
    **_cues(
        "HEALTH",
        "symptom",
        "came_in_with presented_with presents_with complains_of complaining_of "
        "complained_of admitted_with",
    ),
    # a stay in hospital, with what it is for ("in hospital with a broken hip")
    **_cues(
        "HEALTH",
        "stay",
        "in_hospital in_the_hospital im_krankenhaus ins_krankenhaus in_het_ziekenhuis "
        "à_l'hôpital a_l'hôpital en_el_hospital no_hospital in_ospedale w_szpitalu",
    ),
    **_cues("HEALTH", "final", "festgestellt diagnostiziert vastgesteld gediagnosticeerd"),
    # carrying a gene or a hereditary condition
    **_cues(
        "GENETIC",
        "object",
        "carrier_of carriers_of i_carry carries_the träger_der träger_des trägerin_der "
        "trägerin_des porteur_de porteuse_de porteur_du porteuse_du portador_de "
        "portadora_de portador_da portadora_da portador_do portadora_do portatore_di "
        "portatrice_di portatore_della portatrice_della drager_van draagster_van "
        "nosicielem nosicielką nosiciel nosicielka",
    ),
    **_cues("IMMIGRATION", "object", "overstayed overstaying overstay"),
    # owing a sum: the detail counts only with an amount in it ("debe 20.000 euros")
    **_cues(
        "FINANCE",
        "sum",
        "owes owe owed schuldet schulde doit dois debe debo deve devo devono "
        "is_verschuldigd ben_verschuldigd winien winna jest_winien jest_winna",
    ),
    **_cues(
        "MEDICATION",
        "object",
        "prescribed put_me_on put_him_on put_her_on prescrit prescrite recetó recetaron "
        "prescritto prescritta przepisał przepisała przepisali receitou receitaram "
        "receitou-me",
    ),
    **_cues("MEDICATION", "final", "verschrieben verordnet voorgeschreven"),
    **_cues(
        "MEDICATION",
        "intake",
        "take takes taking took i'm_on am_on is_on been_on started nimmt nehmen "
        "prend sous toma tomando prende prendendo slikt neemt gebruikt bierze "
        "przyjmuje tomar",
    ),
    **_cues(
        "MEDICATION",
        "intake",
        "nehme prends tomo prendo slik neem gebruik biorę przyjmuję",
        first_person=True,
    ),
    **_cues(
        "CRIMINAL",
        "reason",
        "convicted charged arrested jailed imprisoned sentenced cautioned "
        "criminal_record did_time locked_up probation parole a_caution police_caution "
        "suspended_sentence community_service "
        "served "
        "vorbestraft verurteilt festgenommen verhaftet angeklagt gefängnis haft saß gesessen "
        "condamné condamnée arrêté arrêtée prison casier inculpé inculpée interpellé "
        "condenaron condenado condenada detuvieron detenido detenida cárcel prisión "
        "antecedentes arrestado arrestada "
        "condannato condannata arrestato arrestata carcere precedenti denunciato "
        "veroordeeld vastgezeten opgepakt gearresteerd strafblad gevangenis aangehouden "
        "skazany skazana skazano więzieniu siedział siedziała zatrzymany zatrzymana "
        "aresztowany aresztowana karany karana "
        "condenado condenada esteve_preso esteve_presa foi_preso foi_presa está_preso "
        "detido detida cadastro cadeia "
        "estuvo_preso estuvo_presa fue_preso fue_presa strafverfahren ermittlungsverfahren "
        "verfahren "
        # the nouns of a record: "a conviction for …", "eine Verurteilung wegen …"
        "conviction convictions verurteilung condamnation condena condanna veroordeling "
        "wyrok condenação",
    ),
    # a record and what it shows ("my record shows …", ``special_records``): these are a
    # criminal record by themselves; the bare ones below need a qualifier or the detail
    **_cues(
        "CRIMINAL",
        "record",
        "führungszeugnis vorstrafenregister strafregister fedina casellario kartoteka "
        "kartotece rejestr_karny rejestrze_karnym registo_criminal ficha_criminal "
        "ficha_policial",
    ),
    **_cues("RECORD", "record", "record dossier expediente historial akte cartella"),
    **_cues(
        "POLITICS",
        "vote",
        "vote votes voted voting wähle wählt gewählt voté votamos votato stem stemt gestemd "
        "głosuje głosował głosowała votou",
    ),
    **_cues(
        "POLITICS",
        "vote",
        "voto votei głosuję głosowałem głosowałam",
        first_person=True,
    ),
    # a party or a union only when a known one follows
    **_cues(
        "POLITICS",
        "member",
        "member_of members_of joined campaign_for campaigns_for volunteer_for "
        "activist_for mitglied_der mitglied_bei mitglied_im mitglied_in eingetreten_in "
        "membre_du membre_de membre_des adhérent adhérente afiliado afiliada miembro_de "
        "miembro_del iscritto iscritta lid_van członkiem członkinią membro_do membro_da",
    ),
    # a party: a name or an acronym after these is one
    **_cues(
        "POLITICS",
        "party",
        "militant militante encarté encartée tesserato tesserata filiado filiada militantka",
    ),
    # union membership told by the verb itself ("je suis syndiqué")
    **_cues(
        "TRADE_UNION",
        "union",
        "syndiqué syndiquée délégué_syndical déléguée_syndicale delegado_sindical "
        "delegada_sindical delegato_sindacale delegata_sindacale shop_steward "
        "sindicalizado sindicalizada sindacalizzato sindacalizzata vakbondslid "
        "gewerkschaftsmitglied gewerkschafter gewerkschafterin union_member union_rep "
        "związkowiec związkowczyni",
    ),
    **_cues("POLITICS", "member", "należę_do należałem_do należałam_do", first_person=True),
    **_cues(
        "ETHNICITY",
        "origin",
        "d'origine de_origen di_origine de_origem pochodzenia",
    ),
}
# "of Pakistani descent", "van Marokkaanse afkomst": the origin word stands before these.
ORIGIN_AFTER = words("descent origin heritage ancestry afkomst herkunft abstammung")

# After an intake verb, a medicine is followed by one of these (or by a dose).
FREQUENCY = (
    "every morning", "every day", "every night", "every evening", "each morning",
    "each day", "daily", "twice a day", "once a day", "three times a day", "a day",
    "at night", "before bed", "for years",
    "jeden morgen", "jeden tag", "jeden abend", "täglich", "morgens", "abends",
    "seit jahren", "zweimal",
    "tous les matins", "tous les jours", "chaque jour", "chaque matin", "par jour",
    "le soir", "depuis des années", "depuis un an",
    "cada mañana", "cada día", "todos los días", "al día", "desde hace", "por la noche",
    "ogni mattina", "ogni giorno", "ogni sera", "al giorno", "da anni", "da mesi",
    "tutti i giorni",
    "elke ochtend", "elke dag", "dagelijks", "per dag", "al jaren",
    "codziennie", "co rano", "co dzień", "od lat", "dziennie",
    "todas as manhãs", "todos os dias", "por dia", "há anos",
)  # fmt: skip

# Before a medicine: articles that may stand between the verb and it (French partitives).
MEDICINE_ARTICLES = words(
    "du de d' des my mein meine mon ma mes mi mio mia mijn moje mój meu minha"
)
# What people also take every day: never a medicine.
NOT_MEDICINES = words(
    "the a an it this that them some care time part place notes break breaks bus train "
    "tram tube metro subway car bike taxi uber shower bath walk nap coffee tea lunch "
    "breakfast dinner photos pictures turns advantage action place kids dog "
    "den die das der ein eine es zeit bus zug bahn auto "
    "le la les un une le bus train métro temps café "
    "el la los las un una tiempo autobús tren metro café "
    "il lo la gli un una tempo autobus treno metro caffè "
    "het de een tijd bus trein metro koffie "
    "autobus pociąg tramwaj metro kawę czas "
    "o a os as um uma tempo autocarro ônibus comboio trem metro café "
)

# Preceding words that end the search for a "final" cue's detail (the auxiliary or the
# pronoun before it): "wurde X festgestellt", "hat mir X verschrieben".
FINAL_ANCHORS = words(
    "wurde wurden ist hat haben hatte mir mich ihm ihr uns "
    "is werd zijn heeft hebben had me mij hem haar ons"
)

# Prepositions that introduce the reason for a criminal trigger, after it or (in German
# and Dutch word order) before it; "with" only right after it ("charged with").
REASON = words("for of wegen pour por per voor vanwege wegens za")
# what a stay in hospital is for: "in hospital with …", "im Krankenhaus wegen …"
STAY_REASON = words("with for wegen mit pour avec por con per voor met powodu com na")
REASON_BEFORE = words("wegen wegens vanwege voor")
# Triggers that are criminal only with a time before the reason ("served two years for").
TIMED_TRIGGERS = words("served")
# Triggers that are criminal only with "with" right after them ("charged with assault",
# not "charged for two bags").
WITH_ONLY = words("charged")
TIME_UNITS = words("year years month months week weeks time days night nights inside")

# Party and union names, used only after a vote or membership cue (many are words too:
# "Sumar", "Chega", "Razem", "Volt").
PARTIES = words(
    "labour tory tories conservative conservatives lib-dem lib-dems libdem green greens "
    "snp plaid reform ukip dup sinn democrat democrats democratic republican republicans "
    "gop libertarian dsa "
    "spd cdu csu fdp afd grüne grünen linke linken bsw "
    "rn lfi ps lr eelv pcf reconquête renaissance insoumis insoumise verts écolo "
    "psoe pp vox podemos sumar erc junts pnv bildu ciudadanos "
    "pd lega fdi m5s azione "
    "pvv vvd d66 groenlinks pvda sp cda bbb nsc fvd christenunie sgp volt pvdd ja21 denk "
    "platforma platformy platformie platformę koalicja koalicji koalicję obywatelska "
    "obywatelskiej obywatelską prawo sprawiedliwość sprawiedliwości bloco esquerda "
    "pis po ko konfederacja konfederację konfederacji lewica lewicę lewicy psl razem "
    "chega psd be livre il cds pcp pan pt psdb mdb psol "
    "party partei parti partido partito partij partia"
)
UNIONS = words(
    "union unions unite unison gmb rmt neu usdaw cwu rcn bma nasuwt pcs ucu equity aslef "
    "teamsters afl-cio seiu uaw aft nea ufcw "
    "gewerkschaft ver.di verdi ig dgb gew evg ngg gdl betriebsrat "
    "syndicat cgt cfdt fo sud solidaires unsa cfe-cgc fsu cftc "
    "sindicato ccoo ugt cnt uso ela csif "
    "sindacato cgil cisl uil usb ugl fiom "
    "vakbond fnv cnv "
    "solidarności solidarność opzz znp związku związek zawodowego "
    "cgtp fenprof sindicalizado"
)
