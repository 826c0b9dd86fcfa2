"""Vocabulary of the special categories as people tell it of themselves or of someone they
name: money trouble ("laid off", "behind on rent", "arbeitslos", "hyresskulder"), health
in short or inflected forms ("a panic attack", "stwardnienia rozsianego", "dislessia"),
chemotherapy regimens by their acronyms ("FOLFOX"), party and union roles, visas by class
("H-1B"), and Swedish, which the first lists lack. Same conventions as ``special_terms``
(lower-case, ``*`` a stem, ``-`` a space or a hyphen), which merges these into its
tables; a term still needs a person in its sentence to be withheld.
"""

from __future__ import annotations

from trust.detectors.values import words

TOLD_CATEGORIES: dict[str, frozenset[str]] = {
    "HEALTH": words(
        # appointments and conditions whose usual name is short or compound
        "ante-natal antenatal prenatal pränatal* prénatal* prenatale "
        "dyslexia dyslexic dyscalculia dyslexie legasthenie legastheniker* dislexia "
        "dislessia discalculia dysleksj* dyskalkulia dyslexi "
        "onkologiczn* onkologi* oncologist oncology onkologe onkologin oncologue "
        "oncólogo oncóloga oncologo oncologa oncoloog "
        # Polish cases of multiple sclerosis and of a tumour ("leczenia nowotworu")
        "stwardnienie-rozsiane stwardnienia-rozsianego stwardnieniem-rozsianym "
        "stwardnieniu-rozsianym nowotwor* białaczk* epilepsj* astm* "
        # sv
        "sjukskriv* utbränd* utmattningssyndrom insulinpump insulinpumpen cancer "
        "cellgift* strålbehandling* gravid graviditet missfall diabetes epilepsi "
        "hiv-positiv "
    ),
    "MENTAL_HEALTH": words(
        "panic-attack anxiety-attack "
        "alkoholerkrank* alkoholkrank* alkoholsucht alkoholabhängig* alkoholiker* "
        "drogensucht spielsucht "
        "depression depressionen ångest ångestsyndrom panikångest psykos adhd autism "
        "självmord* ätstörning* "
    ),
    "MEDICATION": words(
        # chemotherapy regimens, named by their drugs' initials
        "folfox folfiri folfirinox capox xelox r-chop abvd beacopp "
        "misoprostol mifepristone cytotec penicillin penicilline penicilina penicylin* "
    ),
    "FINANCE": words(
        # en
        "laid-off unemployed jobless behind-on-rent behind-on-the-rent behind-on-my-rent "
        "behind-with-the-rent rent-arrears garnishment garnishee wage-garnishment "
        "money's-tight money-is-tight underpaid bailiff bailiffs debt-collector* ccj "
        # de
        "arbeitslos* erwerbslos* pleite mietschulden lohnpfändung pfändung* gepfändet "
        "zahlungsunfähig* "
        # fr, es, it, pt
        "chômeur chômeuse fauché fauchée surendett* loyers-impayés saisie-sur-salaire "
        "desempleado desempleada en-paro embargo-de-nómina desahucio "
        "disoccupat* cassintegrat* pignoramento al-verde "
        "desempregad* endividad* penhora sem-dinheiro "
        # nl, pl, sv, tr
        "werkloos werkloze loonbeslag huurschuld* schuldsanering "
        "bezrobotn* komornik* spłukan* "
        "arbetslös* pank hyresskuld* skulder skuldsatt* kronofogden utmätning* "
        "borcum borçluyum işsizim "
    ),
    "POLITICS": words(
        # a party's name alone is news ("VVD voters are older"); its member is someone
        "party-member partijlid parteimitglied partimedlem sverigedemokrat* vänsterpartist* "
    ),
    "TRADE_UNION": words(
        # a role in "the union", no name said; a named union's role is ``special_allegiance``
        "in-the-union union-rep union-steward "
        "delegato-sindacale délégué-syndical déléguée-syndicale delegado-sindical "
        "fackförbund* facket fackligt "
    ),
    "RELIGION": words(
        "zeugen-jehovas jehovas-zeugen témoin-de-jéhovah témoins-de-jéhovah "
        "testigo-de-jehová testigos-de-jehová testemunha-de-jeová testemunhas-de-jeová "
        "testimone-di-geova testimoni-di-geova getuige-van-jehova getuigen-van-jehova "
        "świadek-jehowy świadkowie-jehowy jehovas-vittne jehovas-vittnen "
    ),
    "SEXUAL_ORIENTATION": words(
        # "bi" alone is business intelligence; said with its copula it is an orientation
        "i'm-bi im-bi she's-bi he's-bi they're-bi am-bi "
    ),
    "IMMIGRATION": words(
        "h-1b h1b h-2b daca carte-de-séjour cartes-de-séjour "
        "uppehållstillstånd* arbetstillstånd* asylsökande medborgarskap* utvisad* "
        "utvisning* "
    ),
}

# Swedish people: markers of the first person, possessives, linking words and third
# persons. "han" (Spanish "they have") and "de" (French, Spanish "of") are left out.
TOLD_MARKERS = words("jag mig min mitt mina vi oss vår vårt våra")
TOLD_POSSESSIVES = words("min mitt mina vår vårt våra din ditt dina hennes deras")
TOLD_LINKS = words("har hade är var med")
TOLD_PERSON_WORDS = words("hon hennes honom henne deras")
