"""Treatments by the names people use for them: abbreviations ("HRT", "SSRIs", "IVF"),
common names ("chemo", "dialysis", "the methadone programme") and classes of medicine
("antiretrovirals", "benzos"), in the eight languages. A generic name is in
``special_terms``; these are how chat says it. Same conventions (lower-case, ``*`` a
stem, ``-`` a space or a hyphen); ``special_terms`` merges them into its tables, so they
are sensitive only when tied to a person ("starting HRT next week", not "what is HRT?").
"""

from __future__ import annotations

from trust.detectors.values import words

TREATMENT_CATEGORIES: dict[str, frozenset[str]] = {
    "MEDICATION": words(
        # en
        "hrt hormone-replacement-therapy hormone-therapy hormone-treatment puberty-blockers "
        "ssri ssris snri snris maoi maois benzos benzodiazepine benzodiazepines "
        "antipsychotic antipsychotics mood-stabiliser mood-stabilisers mood-stabilizer "
        "mood-stabilizers beta-blocker beta-blockers blood-thinner blood-thinners "
        "haart arvs antiretrovirals narcan depo-provera mirena morning-after-pill "
        "testosterone-replacement methadone-programme methadone-program opioid-substitution "
        # de
        "hormonersatztherapie hormontherapie hormonbehandlung pubertätsblocker "
        "substitutionstherapie methadonprogramm neuroleptika antipsychotika blutverdünner "
        "betablocker "
        # fr
        "ths traitement-hormonal traitement-hormonal-substitutif hormonothérapie "
        "bloqueurs-de-puberté trithérapie neuroleptiques anxiolytiques méthadone "
        "antirétroviraux "
        # es, pt
        "terapia-hormonal terapia-de-reemplazo-hormonal tratamiento-hormonal "
        "terapia-de-reposição-hormonal bloqueadores-de-pubertad bloqueadores-da-puberdade "
        "metadona antirretrovirales antirretrovirais ansiolíticos antipsicóticos "
        "antidepressivos "
        # it
        "terapia-ormonale terapia-ormonale-sostitutiva bloccanti-della-pubertà metadone "
        "antiretrovirali antidepressivi ansiolitici "
        # nl, pl
        "hormoontherapie hormoonbehandeling puberteitsremmers methadon "
        "hormonalna-terapia-zastępcza terapia-hormonalna htz metadon leki-antyretrowirusowe "
    ),
    "HEALTH": words(
        # en
        "chemotherapy chemoradiation radiation-therapy immunotherapy iui egg-freezing "
        "fertility-treatment insulin-pump stem-cell-transplant bone-marrow-transplant "
        "electroconvulsive "
        # de
        "chemo dialyse strahlentherapie immuntherapie künstliche-befruchtung "
        "kinderwunschbehandlung insulinpumpe "
        # fr
        "chimio radiothérapie fiv pma procréation-médicalement-assistée immunothérapie "
        # es, pt
        "quimio radioterapia diálisis hemodiálise diálise fecundación-in-vitro "
        "fertilização-in-vitro inmunoterapia imunoterapia "
        # it
        "chemio dialisi fivet fecondazione-assistita immunoterapia "
        # nl, pl
        "chemokuur bestraling dialyse chemioterapi* radioterapi* dializ* immunoterapi* "
    ),
}
