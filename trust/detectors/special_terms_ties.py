"""Special categories told in everyday words that need their tie to be read right.

Same conventions as ``special_terms``: lower-case, ``*`` makes a stem, ``-`` stands for
a space or a hyphen. ``special_categories`` merges ``TIE_CATEGORIES`` into its tables
and applies the gates below:

* ``ABBREVIATIONS`` count only as written in capitals and right after a linking word
  or a possessive: "my wife has MS", "mi padre tiene EPOC"; not "I use MS Teams";
* ``DEBT_VERBS`` ("owe", "debe", "dois") are a debt only with something owed after
  them, an amount or a ``DEBT_OBJECTS`` word ("debe tres meses de alquiler", "I owe my
  landlord"); "I owe you one", "debe ser así" pass. The detail is the rest of the clause;
* ``CHARITY_TERMS`` ("food bank") tell of hardship when the person uses one, not when
  they give to it or work there: after a ``GIVING_VERBS`` word ("I volunteer at the
  food bank", "we donate to the foodbank") they pass;
* ``STATUS_WORDS`` ("ilegal", "irregolare", "nielegalnie") are an immigration status
  only right after a verb of being, staying, living or working whose subject is a
  person ("estoy ilegal", "mio marito è irregolare", "przebywam nielegalnie"); "¿es
  ilegal que …?" and "è irregolare pagare …" are about an act, not a person.
"""

from __future__ import annotations

from trust.detectors.values import words

ABBREVIATIONS = words("ms sm als bpco epoc pochp cfs")
DEBT_VERBS = words(
    "owe owes owed owing debo debe debes debemos deben debía dois doit doivent devons "
    "schulde schuldest schuldet devo deve devono dobbiamo winien winna winni "
    "jestem-winien jestem-winna"
)
DEBT_OBJECTS = words(
    "money rent landlord bank months month arrears loan card taxman council creditor "
    "dinero alquiler renta meses mes banco casero casera hipoteca préstamo tarjeta "
    "argent loyer mois banque propriétaire crédit "
    "geld miete monatsmieten monatsmiete monate bank vermieter kredit "
    "soldi affitto mesi banca padrone mutuo "
    "pieniądze czynszu czynsz miesiące miesięcy banku właścicielowi kredyt "
    "huur maanden bank huisbaas"
)
CHARITY_TERMS = frozenset(("food bank", "foodbank", "food-bank"))
GIVING_VERBS = words(
    "volunteer volunteers volunteered volunteering donate donates donated donating "
    "donation donations give gives gave giving help helps helped helping work works "
    "worked working organise organize organised organized organising organizing run "
    "runs ran running collect collects collected collecting collection support supports "
    "supported supporting drop dropped fundraiser fundraising raise raised sponsor"
)
STATUS_WORDS = words("ilegal ilegales irregular irregulares irregolare irregolari nielegalnie")
STATUS_VERBS = words(
    "estoy está están estamos soy vivo vive trabajo trabaja llegué entré quedé quedó "
    "sono è siamo sei vivo vive lavoro lavora rimasto rimasta entrato entrata "
    "jestem jest przebywam przebywa mieszkam mieszka pracuję pracuje pracował pracowała "
    "przyjechałem przyjechałam przyjechał przyjechała zostałem zostałam został została"
)

TIE_CATEGORIES: dict[str, frozenset[str]] = {
    "HEALTH": words("ms sm als epoc bpco pochp cfs"),
    "MENTAL_HEALTH": words("tdah tept"),
    "FINANCE": words(
        "on-benefits benefits-claimant disability-benefit* housing-benefit child-benefit "
        "sickness-benefit* unemployment-benefit* jobseeker's-allowance "
        "sozialhilfe arbeitslosengeld wohngeld chômage aide-sociale "
        "paro subsidio ingreso-mínimo-vital zasiłek zasiłku zasiłki reddito-di-cittadinanza "
        "uitkering bijstand "
    )
    | DEBT_VERBS,
    "POLITICS": words(
        "vote-for voted-for voting-for vote-pour voté-pour voto-a voto-al voto-por voté-a "
        "votante-de głosuję-na głosowałem-na głosowałam-na głosuje-na voto-per ho-votato "
        "stem-op gestemd-op wähle-die wählt-die "
    ),  # a voter, a supporter, a member: ``special_allegiance``
    "IMMIGRATION": STATUS_WORDS,
}
