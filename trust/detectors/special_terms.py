"""The vocabulary of the special categories (GDPR art. 9, plus finance), as data.

Per category, terms in English, German, French, Spanish and Polish, lower-case. A
trailing ``*`` makes a stem that matches any word beginning with it (``diabet*``:
diabetes, diabetic, Diabetiker). A term alone does not make a text sensitive: see
``special_categories`` for the personal context it must appear in.
"""

from __future__ import annotations

from trust.detectors.special_terms_more import (
    MORE_CATEGORIES,
    MORE_LINKS,
    MORE_MARKERS,
    MORE_PERSON_WORDS,
    MORE_POSSESSIVES,
    MORE_QUESTION_WORDS,
    MORE_TOPIC_WORDS,
)
from trust.detectors.special_terms_ties import TIE_CATEGORIES
from trust.detectors.special_terms_told import (
    TOLD_CATEGORIES,
    TOLD_LINKS,
    TOLD_MARKERS,
    TOLD_PERSON_WORDS,
    TOLD_POSSESSIVES,
)
from trust.detectors.special_terms_treatments import TREATMENT_CATEGORIES
from trust.detectors.values import words

CATEGORIES: dict[str, frozenset[str]] = {
    "HEALTH": words(
        # en
        "hiv aids cancer tumour tumor leukemia leukaemia lymphoma diabet* asthma epilep* "
        "hepatitis chlamydia herpes syphilis gonorrh* std sti pregnan* miscarriage abortion "
        "chemo* radiotherapy dialysis stroke seizure* arthritis crohn's crohns lupus "
        "sclerosis parkinson* alzheimer* dementia hypertension cirrhosis tuberculosis "
        "infertil* ivf endometriosis psoriasis eczema migraine* covid covid-19 long-covid "
        "disabilit* disabled wheelchair biopsy mammogram colonoscopy tumours tumors "
        # de
        "krebs tumor leukämie zuckerkrank* schwanger* fehlgeburt abtreibung chemotherapie "
        "schlaganfall epilepsie rheuma bluthochdruck unfruchtbar* behinderung "
        # fr
        "cancer diabète diabétique enceinte grossesse fausse-couche avortement sida vih "
        "avc épilepsie hépatite handicap* "
        # es
        "cáncer diabetes diabético diabética embarazada embarazo aborto vih sida "
        "epilepsia hepatitis discapacidad "
        # pl
        "rak raka nowotwór nowotworu cukrzyc* ciąż* poronienie aborcj* padaczk* "
        "zapalenie niepełnosprawn* "
    ),
    "MENTAL_HEALTH": words(
        "depression depressed anxiety bipolar schizophreni* adhd autism autistic ptsd ocd "
        "anorexi* bulimi* suicid* self-harm selfharm psychosis psychotic panic-attacks "
        "therapist psychiatrist antidepressant* burnout insomnia addiction addicted alcoholic "
        "rehab "
        "depression depressiv* angststörung panikattacke* magersucht selbstmord* suizid* "
        "psychiater therapeut* sucht süchtig "
        "dépression déprimé déprimée anxiété bipolaire schizophrène suicidaire psychiatre "
        "thérapeute "
        "depresión deprimido deprimida ansiedad bipolar esquizofrenia suicid* psiquiatra "
        "terapeuta "
        "depresj* lęk* stany-lękowe schizofreni* samobój* psychiatr* terapeut* uzależnion* "
    ),
    "MEDICATION": words(
        "sertraline fluoxetine citalopram escitalopram paroxetine venlafaxine bupropion "
        "lithium quetiapine olanzapine risperidone aripiprazole lamotrigine valproate "
        "methylphenidate ritalin adderall xanax alprazolam diazepam lorazepam clonazepam "
        "zolpidem insulin metformin levothyroxine prednisone methotrexate truvada "
        "antiretroviral* oxycodone morphine fentanyl tramadol methadone buprenorphine "
        "suboxone naltrexone warfarin statin* atorvastatin lisinopril amlodipine "
        "ibuprofen-800 chemotherapy viagra sildenafil estradiol testosterone "
        # the most prescribed generics and brands beyond the psychiatric ones
        "omeprazole esomeprazole pantoprazole lansoprazole ranitidine famotidine "
        "simvastatin rosuvastatin pravastatin ezetimibe losartan valsartan irbesartan "
        "candesartan ramipril enalapril perindopril bisoprolol metoprolol atenolol "
        "propranolol carvedilol nebivolol hydrochlorothiazide furosemide spironolactone "
        "indapamide nifedipine diltiazem verapamil clopidogrel apixaban rivaroxaban "
        "dabigatran edoxaban heparin enoxaparin digoxin amiodarone nitroglycerin "
        "gliclazide glimepiride sitagliptin empagliflozin dapagliflozin liraglutide "
        "semaglutide ozempic wegovy mounjaro tirzepatide dulaglutide trulicity "
        "levothyroxin euthyrox carbimazole thiamazole hydrocortisone prednisolone "
        "dexamethasone budesonide fluticasone salbutamol albuterol ventolin symbicort "
        "montelukast tiotropium amoxicillin augmentin azithromycin clarithromycin "
        "doxycycline ciprofloxacin levofloxacin nitrofurantoin trimethoprim "
        "metronidazole fluconazole acyclovir valacyclovir oseltamivir tamiflu "
        "paxlovid isotretinoin accutane roaccutane finasteride tamsulosin tadalafil "
        "cialis mirtazapine trazodone duloxetine amitriptyline nortriptyline "
        "clomipramine vortioxetine agomelatine prozac zoloft lexapro cipralex "
        "wellbutrin effexor cymbalta seroquel abilify zyprexa risperdal haloperidol "
        "clozapine paliperidone lurasidone carbamazepine oxcarbazepine levetiracetam "
        "topiramate gabapentin pregabalin lyrica keppra depakote lamictal "
        "lisdexamfetamine vyvanse elvanse concerta medikinet atomoxetine strattera "
        "guanfacine modafinil melatonin temazepam zopiclone valium ativan klonopin "
        "codeine dihydrocodeine hydrocodone hydromorphone tapentadol oxycontin "
        "naloxone subutex antabuse disulfiram acamprosate varenicline champix "
        "prep emtricitabine tenofovir dolutegravir biktarvy descovy "
        "contraceptive contraceptives yasmin microgynon levonorgestrel "
        "norethisterone progesterone letrozole anastrozole tamoxifen herceptin "
        "trastuzumab keytruda pembrolizumab rituximab humira adalimumab "
        "infliximab etanercept ustekinumab dupilumab mesalazine azathioprine "
        "hydroxychloroquine sulfasalazine allopurinol colchicine alendronate "
        "epipen adrenaline insulin-glargine lantus novorapid humalog "
        "ibuprofen paracetamol acetaminophen naproxen diclofenac "
        # de, fr, es, pl spellings
        "antidepressiva antidepressivum schmerzmittel beruhigungsmittel "
        "antidépresseur antidépresseurs anxiolytique "
        "antidepresivo antidepresivos ansiolítico "
        "antydepresant* leki-przeciwdepresyjne "
    ),
    "SEXUAL_ORIENTATION": words(
        "gay lesbian bisexual bi-sexual homosexual transgender queer asexual pansexual "
        "nonbinary non-binary coming-out "
        "schwul lesbisch bisexuell homosexuell "
        "lesbienne homosexuel homosexuelle bisexuelle "
        "lesbiana homosexual bisexual "
        "gej lesbijk* biseksualn* homoseksualn* "
    ),
    "RELIGION": words(
        "muslim christian jewish catholic protestant hindu buddhist atheist sikh mormon "
        "jehovah's evangelical agnostic islam judaism "
        "muslimisch christlich jüdisch katholisch evangelisch atheistisch "
        "musulman musulmane chrétien chrétienne juif juive catholique athée "
        "musulmán musulmana cristiano cristiana judío judía católico católica ateo atea "
        "muzułman* chrześcijan* żyd* katolik* katoliczk* ateist* "
    ),
    "POLITICS": words(
        "democrat democrats republican republicans labour tory tories conservative "
        "liberal socialist communist anarchist libertarian green-party lib-dem reform-uk "
        "maga brexiteer left-wing right-wing leftist "
        "afd spd cdu csu fdp grüne grünen linke bsw parteimitglied* linksradikal* "
        "rechtsradikal* sozialdemokrat* "
        "rassemblement-national insoumis lfi les-républicains de-gauche de-droite gauchiste "
        "militant militante "
        "psoe podemos vox sumar de-izquierdas de-derechas izquierdista derechista "
        "pis konfederacj* lewic* prawic* lewicow* prawicow* "
        "m5s fratelli-d'italia di-sinistra di-destra "
    ),
    "ETHNICITY": words(
        "ethnicity ethnic roma sinti hispanic latino latina indigenous aboriginal "
        "ethnie herkunft migrationshintergrund "
        "ethnie origine "
        "etnia gitano gitana "
        "romsk* pochodzeni* "
    ),
    # immigration status: its own kind, not an ethnicity
    "IMMIGRATION": words(
        "immigrant* undocumented refugee* asylum asylum-seeker visa visas overstay* "
        "overstayed deport* deportation green-card work-permit residence-permit "
        "settled-status pre-settled ilr naturalisation naturalization citizenship "
        "illegal-immigrant stateless "
        "flüchtling* geflüchtet* asyl* aufenthaltstitel aufenthaltserlaubnis duldung "
        "abschiebung abgeschoben arbeitserlaubnis einbürgerung staatenlos "
        "réfugié réfugiée réfugiés sans-papiers titre-de-séjour demandeur demandeuse "
        "expulsé expulsée expulsion naturalisation "
        "refugiado refugiada refugiados indocumentado indocumentada sin-papeles asilo "
        "permiso-de-residencia deportado deportada deportación nacionalidad "
        "uchodźc* azyl* karta-pobytu kartę-pobytu karty-pobytu karcie-pobytu deportowan* "
        "wiz* obywatelstw* "
    ),
    "TRADE_UNION": words(
        "union-member trade-union labour-union labor-union unionised unionized "
        "shop-steward gmb teamsters afl-cio "
        "gewerkschaft* gewerkschafter* betriebsrat ver.di ig-metall "
        "syndicat syndiqué syndiquée syndicaliste cgt cfdt "
        "sindicato sindicalista sindicad* ccoo ugt "
        "związk* związek-zawodowy związkowiec związkowc* solidarność opzz "
        "sindacato sindacalista cgil vakbond fnv "
    ),
    "CRIMINAL": words(
        "arrested convicted conviction criminal-record prison jail probation parole lawsuit "
        "sued suing dui dwi indicted felony misdemeanor custody divorce bail "
        "verhaftet festgenommen vorbestraft gefängnis bewährung anklage angeklagt scheidung "
        "arrêté arrêtée condamné condamnée casier prison procès divorce "
        "arrestado arrestada detenido detenida condenado condenada antecedentes cárcel "
        "divorcio "
        "aresztowan* zatrzyman* skazan* więzieni* wyrok* karan* rozwód "
    ),
    "FINANCE": words(
        "salary income debt debts owe owes owed owing loan loans mortgage overdraft overdrawn "
        "bankrupt* bankruptcy balance credit-score arrears paycheck wage wages take-home "
        "earn earns earning payday-loan maxed-out broke savings "
        "verdiene verdient netto brutto "
        "gagne gagner dois "
        "gano cobro debo "
        "zarabiam zarabia winien winna zadłużon* "
        "gehalt einkommen schulden kredit hypothek dispo insolvenz kontostand "
        "salaire revenu dette dettes prêt hypothèque découvert faillite solde "
        "salario sueldo ingresos deuda deudas préstamo hipoteca quiebra saldo "
        "pensj* wynagrodzeni* zarobk* dług* kredyt* hipotek* upadłoś* saldo "
    ),
}

CATEGORIES = {
    category: CATEGORIES.get(category, frozenset())
    | MORE_CATEGORIES.get(category, frozenset())
    | TIE_CATEGORIES.get(category, frozenset())
    | TREATMENT_CATEGORIES.get(category, frozenset())
    | TOLD_CATEGORIES.get(category, frozenset())
    for category in {**CATEGORIES, **MORE_CATEGORIES, **TIE_CATEGORIES}
}

# USAN/INN stems: a word ending so is a medicine whatever its name ("…pril", "…sartan").
MEDICATION_SUFFIXES = (
    "pril", "sartan", "olol", "statin", "prazole", "tidine", "oxetine", "azepam", "azolam",
    "mab", "tinib", "cillin", "mycin", "cycline", "floxacin", "ciclovir", "navir", "tegravir",
    "dipine", "gliptin", "gliflozin", "glutide", "parin", "triptan", "setron", "lukast",
    "profen", "coxib", "olone", "terol", "tropium", "formin", "glitazone", "dronate",
    "afil", "peridone", "apine", "triptyline", "pramine", "codone", "morphone", "barbital",
    "thiazide", "semide", "xaban", "gatran", "conazole", "lamide",
)  # fmt: skip

# Finance terms that are sensitive with or without an amount (``I owe``, ``bankrupt``);
# the rest (``salary``, ``balance``) only with an amount in the same sentence.
FINANCE_ALWAYS = words(
    "debt debts owe owed owing bankrupt* bankruptcy overdrawn arrears maxed-out payday-loan "
    "schulden insolvenz dette dettes faillite deuda deudas quiebra dług* upadłoś* zadłużon* "
    "universal-credit food-bank foodbank bürgergeld hartz-iv zaległoś* achterstand* "
    "betalingsachterstand* em-atraso arretrat* schuld dívida dívidas debiti dettes-de-jeu "
    "rendas-em-atraso renda-em-atraso mutuo-arretrato affitto-arretrato rate-arretrate"
)
FINANCE_ALWAYS |= TIE_CATEGORIES["FINANCE"]  # benefits; debts by verb, gated by an object
# money trouble told is sensitive without a sum ("i got laid off"); an underpayment
# is told with one ("I underpaid my tax by £3,200"), and "underpaid staff" is no one's
FINANCE_ALWAYS |= TOLD_CATEGORIES["FINANCE"] - {"underpaid"}

# Cues after which the rest of the clause is the detail itself ("convicted of theft").
DETAIL_CUES = (
    "diagnosed with", "diagnosed as", "diagnosed", "suffering from", "suffers from",
    "suffer from", "convicted of", "convicted for", "charged with", "arrested for",
    "sentenced for", "sentenced to", "accused of", "prescribed", "tested positive for",
    "treated for", "in treatment for", "in rehab for", "on probation for",
    "verurteilt wegen", "angeklagt wegen", "festgenommen wegen", "diagnostiziert mit",
    "leide an", "leidet an", "condamné pour", "condamnée pour", "accusé de", "accusée de",
    "arrêté pour", "diagnostiqué avec", "souffre de", "condenado por", "condenada por",
    "acusado de", "acusada de", "detenido por", "detenida por", "diagnosticado con",
    "diagnosticada con", "sufro de", "padezco", "skazany za", "skazana za", "oskarżony o",
    "oskarżona o", "zatrzymany za", "zatrzymana za", "choruję na", "choruje na",
    "cierpię na", "cierpi na",
    # whom a person votes for: "I vote for the Greens", "je vote pour le RN"
    "vote for", "voted for", "voting for", "vote pour", "voté pour", "voto a", "voto al",
    "voto por", "voté a", "votante de", "głosuję na", "głosowałem na", "głosowałam na",
    "głosuje na", "voto per", "ho votato", "stem op", "gestemd op", "wähle die", "wählt die",
)  # fmt: skip

# Third persons: a term is about someone when the sentence names one.
PERSON_WORDS = words(
    "he she him her his hers they them their he's she's "
    "er sie ihm ihn ihr ihre sein seine "
    "il elle lui leur son sa ses "
    "él ella su sus le "
    "on ona jego jej ich "
    # a title names someone even when the gazetteer does not know the surname
    "mr mrs mme sra herr frau pani "
)

# First person and the people close to them: a term is personal near one of these.
MARKERS = words(
    "i i'm im i've ive i'd i'll me my mine myself we we're our ours "
    "ich mein meine meinen meinem meiner mir mich wir unser unsere "
    "je j' j'ai suis mon ma mes moi nous notre nos "
    "yo mi mis me tengo estoy soy nosotros nuestro nuestra "
    "ja mój moja moje mojej mojego mnie mam jestem mojemu "
)
# Possessives: "my depression", "mein Krebs", "ma grossesse", "mi depresión", "moja …".
POSSESSIVES = words(
    "my our mein meine meinen meinem meiner unser unsere mon ma mes notre nos mi mis "
    "nuestro nuestra mój moja moje mojej mojego mojemu nasz nasza"
)
# Words that tie a person to what follows: "I have ADHD", "Ich bin Muslim", "Soy gay".
LINKS = words(
    "have has had got am is are was were be been i'm im i've ive with on take takes "
    "taking habe hat hatte bin ist sind war mit nehme ai a suis est avec prends "
    "tengo tiene tuve soy es estoy está con tomo mam ma miał miała jestem jest z w biorę"
)
# Cues that a sentence reports a fact about someone, wherever they stand in it.
STRONG_CUES = words(
    "diagnosed diagnosis tested positive prescribed suffering suffer suffers "
    "relapse flare-up treatment chemo biopsy mg struggling struggle struggles battling "
    "diagnostiziert diagnose leide leidet verschrieben "
    "diagnostiqué diagnostiquée souffre prescrit "
    "diagnosticado diagnosticada sufro padezco recetado "
    "zdiagnozowano zdiagnozowana choruję choruje przepisał "
)
# Words that turn a sentence into a question about a topic, not about a person.
TOPIC_WORDS = words(
    "explain define definition history essay article research study paper "
    "statistics wikipedia course lecture "
    "erkläre erklären geschichte "
    "expliquer définition histoire "
    "explica explicar definición historia "
    "wyjaśnij definicja historia "
    # a group counted, no one in it: "many Muslims fast", "viele Katholiken feiern"
    "many most millions thousands muchos muchas millones viele millionen beaucoup "
    "nombreux millions molti milioni veel miljoenen wielu miliony "
)
# Question words: a question about a topic when nobody is in it ("How is X treated?"),
# but no veto where a person is ("my son has asthma, what should I do?").
QUESTION_WORDS = words(
    "what what's how which why qu'est-ce quels quelles qué cuáles cómo co czym "
    "jakie jaki wie welche cosa quali wat hoe welke quais como hoeveel wieviel combien "
    "cuánto cuánta quanto quanta ile ilu"
)

# the languages of ``special_terms_more`` join each table
MARKERS |= MORE_MARKERS
POSSESSIVES |= MORE_POSSESSIVES
LINKS |= MORE_LINKS
PERSON_WORDS |= MORE_PERSON_WORDS
TOPIC_WORDS |= MORE_TOPIC_WORDS
QUESTION_WORDS |= MORE_QUESTION_WORDS
MARKERS |= TOLD_MARKERS  # Swedish, from ``special_terms_told``
POSSESSIVES |= TOLD_POSSESSIVES
LINKS |= TOLD_LINKS
PERSON_WORDS |= TOLD_PERSON_WORDS
