"""The vocabulary of the special categories (GDPR art. 9, plus finance), as data.

Per category, terms in English, German, French, Spanish and Polish, lower-case. A
trailing ``*`` makes a stem that matches any word beginning with it (``diabet*``:
diabetes, diabetic, Diabetiker). A term alone does not make a text sensitive: see
``special_categories`` for the personal context it must appear in.
"""

from __future__ import annotations

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
        "democrat republican labour tory conservative liberal socialist communist "
        "anarchist libertarian green-party afd spd cdu csu fdp grüne linke "
        "rassemblement-national insoumis "
        "psoe podemos vox "
        "pis konfederacj* lewic* "
    ),
    "ETHNICITY": words(
        "ethnicity ethnic roma sinti hispanic latino latina indigenous aboriginal "
        "immigrant* undocumented refugee* asylum "
        "ethnie flüchtling asyl "
        "ethnie réfugié réfugiée sans-papiers "
        "etnia refugiado refugiada indocumentado "
        "romsk* uchodźc* "
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
        "salary income debt debts owe loan mortgage overdraft overdrawn bankrupt* "
        "bankruptcy balance credit-score arrears paycheck wage wages "
        "gehalt einkommen schulden kredit hypothek dispo insolvenz kontostand "
        "salaire revenu dette dettes prêt hypothèque découvert faillite solde "
        "salario sueldo ingresos deuda deudas préstamo hipoteca quiebra saldo "
        "pensj* wynagrodzeni* zarobk* dług* kredyt* hipotek* upadłoś* saldo "
    ),
}

# Finance terms that are sensitive with or without an amount (``I owe``, ``bankrupt``);
# the rest (``salary``, ``balance``) only with an amount in the same sentence.
FINANCE_ALWAYS = words(
    "debt debts owe bankrupt* bankruptcy overdrawn arrears schulden insolvenz dette dettes "
    "faillite deuda deudas quiebra dług* upadłoś*"
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
    "relapse flare-up treatment chemo biopsy mg "
    "diagnostiziert diagnose leide leidet verschrieben "
    "diagnostiqué diagnostiquée souffre prescrit "
    "diagnosticado diagnosticada sufro padezco recetado "
    "zdiagnozowano zdiagnozowana choruję choruje przepisał "
)
# Words that turn a sentence into a question about a topic, not about a person.
TOPIC_WORDS = words(
    "what what's explain define definition history essay article research study paper "
    "statistics wikipedia course lecture how does how do "
    "erkläre erklären geschichte "
    "qu'est-ce expliquer définition histoire "
    "qué explica explicar definición historia "
    "co czym wyjaśnij definicja historia "
)
