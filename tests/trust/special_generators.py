"""Special categories told in a chat (GDPR art. 9/10): generated development examples.

A disclosure is a person (I, my brother, a friend by name) + a verb or state that tells
something about them + a term of the category (a condition, a medicine, a faith, a
party, a union, an offence, an origin). Each family draws such messages in EN, DE, FR,
ES, IT, NL, PL and PT, in varied casing and punctuation, alone or inside longer text;
``special-topic`` draws talk *about* the same subjects with nobody tied to them, which
must pass untouched.

The lexicons here were written for the generators, apart from the detectors' own, and
hold many terms the detectors do not list: a family's figure measures the structure as
well as the vocabulary. A value is "found" when findings at or above sensitive cover
every character of it (the frozen scorer's rule).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from tests.trust.chat_cases import Case
from trust.detectors.values import words

# {p}: a person's subject phrase, {c}: the category term. Each language's persons are
# third-person subjects that agree with the third-person templates.
PERSONS = {
    "en": ("my brother", "my wife", "my mum", "our son", "my best friend", "my boss",
           "my girlfriend", "my dad", "Anna", "my flatmate Tom", "my grandmother"),
    "de": ("mein Bruder", "meine Frau", "meine Mutter", "unser Sohn", "mein Chef",
           "meine Freundin", "mein Vater", "Jonas"),
    "fr": ("mon frère", "ma femme", "ma mère", "notre fils", "mon patron", "ma copine",
           "mon père", "Camille"),
    "es": ("mi hermano", "mi mujer", "mi madre", "nuestro hijo", "mi jefe", "mi novia",
           "mi padre", "Lucía"),
    "it": ("mio fratello", "mia moglie", "mia madre", "nostro figlio", "il mio capo",
           "la mia ragazza", "mio padre", "Giulia"),
    "nl": ("mijn broer", "mijn vrouw", "mijn moeder", "onze zoon", "mijn baas",
           "mijn vriendin", "mijn vader", "Sanne"),
    "pl": ("mój brat", "moja żona", "moja mama", "nasz syn", "mój szef", "moja dziewczyna",
           "mój tata", "Kasia"),
    "pt": ("o meu irmão", "a minha mulher", "a minha mãe", "o nosso filho", "o meu chefe",
           "a minha namorada", "o meu pai", "a Beatriz"),
}  # fmt: skip

# Conditions, "article|value": the value is what must not leave.
CONDITIONS = {
    "en": ("|diabetes", "|asthma", "|epilepsy", "|multiple sclerosis", "|coeliac disease",
           "|Crohn's disease", "an |underactive thyroid", "|breast cancer", "|prostate cancer",
           "|leukaemia", "|lupus", "|HIV", "|hepatitis C", "|bipolar disorder",
           "|schizophrenia", "|OCD", "|ADHD", "|autism", "|anorexia", "|PTSD",
           "|depression", "an |anxiety disorder", "|kidney failure", "|heart failure",
           "|COPD", "|fibromyalgia", "|endometriosis", "|Parkinson's", "|dementia",
           "|glaucoma", "|psoriasis", "|gout", "|sleep apnoea", "|long covid",
           "|chronic fatigue syndrome", "|sickle cell anaemia", "|cystic fibrosis",
           "|osteoporosis", "|rheumatoid arthritis", "a |brain tumour", "|hypertension",
           "|celiac disease", "|Hashimoto's", "|IBS", "|narcolepsy", "|Tourette's"),
    "de": ("|Diabetes", "|Asthma", "|Epilepsie", "|Multiple Sklerose", "|Zöliakie",
           "|Morbus Crohn", "|Brustkrebs", "|Leukämie", "|Depressionen", "eine |Angststörung",
           "|Schizophrenie", "|ADHS", "|Autismus", "|Magersucht", "|Herzinsuffizienz",
           "|Demenz", "|Parkinson", "|Schuppenflechte", "|Rheuma", "|Bluthochdruck",
           "|Long Covid", "|Hashimoto", "|Migräne", "eine |Lungenentzündung",
           "einen |Bandscheibenvorfall", "|Prostatakrebs", "eine |bipolare Störung"),
    "fr": ("le |diabète", "de l'|asthme", "l'|épilepsie", "la |sclérose en plaques",
           "la |maladie de Crohn", "un |cancer du sein", "une |leucémie", "une |dépression",
           "des |troubles anxieux", "la |schizophrénie", "un |TDAH", "l'|autisme",
           "l'|anorexie", "une |insuffisance cardiaque", "la |maladie d'Alzheimer",
           "du |psoriasis", "de l'|hypertension", "une |hernie discale",
           "la |fibromyalgie", "de l'|endométriose", "le |VIH", "un |trouble bipolaire"),
    "es": ("|diabetes", "|asma", "|epilepsia", "|esclerosis múltiple",
           "la |enfermedad de Crohn", "|cáncer de mama", "|leucemia", "|depresión",
           "|ansiedad", "|esquizofrenia", "|TDAH", "|autismo", "|anorexia",
           "|insuficiencia renal", "|alzhéimer", "|párkinson", "|psoriasis",
           "|hipertensión", "|fibromialgia", "|endometriosis", "|lupus", "|VIH",
           "|trastorno bipolar"),
    "it": ("il |diabete", "l'|asma", "l'|epilessia", "la |sclerosi multipla",
           "il |morbo di Crohn", "un |tumore al seno", "la |leucemia", "la |depressione",
           "un |disturbo d'ansia", "la |schizofrenia", "l'|ADHD", "l'|autismo",
           "l'|anoressia", "l'|Alzheimer", "il |Parkinson", "la |psoriasi",
           "l'|ipertensione", "la |celiachia", "la |fibromialgia", "l'|HIV",
           "il |disturbo bipolare", "l'|endometriosi"),
    "nl": ("|diabetes", "|suikerziekte", "|astma", "|epilepsie", "|MS",
           "de |ziekte van Crohn", "|borstkanker", "|leukemie", "een |depressie",
           "een |angststoornis", "|schizofrenie", "|ADHD", "|autisme", "|anorexia",
           "|hartfalen", "|dementie", "|Parkinson", "|psoriasis", "een |hoge bloeddruk",
           "|reuma", "|long covid", "een |burn-out", "|prostaatkanker"),
    "pl": ("|cukrzycę", "|astmę", "|padaczkę", "|stwardnienie rozsiane",
           "|chorobę Crohna", "|raka piersi", "|białaczkę", "|depresję", "|nerwicę",
           "|schizofrenię", "|ADHD", "|autyzm", "|anoreksję", "|niewydolność serca",
           "|alzheimera", "|parkinsona", "|łuszczycę", "|nadciśnienie", "|celiakię",
           "|endometriozę", "|HIV", "|chorobę dwubiegunową", "|raka prostaty"),
    "pt": ("|diabetes", "|asma", "|epilepsia", "|esclerose múltipla", "|doença de Crohn",
           "|cancro da mama", "|leucemia", "|depressão", "|ansiedade", "|esquizofrenia",
           "|TDAH", "|autismo", "|anorexia", "|insuficiência cardíaca", "|Alzheimer",
           "|Parkinson", "|psoríase", "|hipertensão", "|HIV", "|lúpus",
           "|transtorno bipolar", "|câncer de próstata"),
}  # fmt: skip

HEALTH_TEMPLATES = {
    "en": ("{p} was diagnosed with {c} last year", "{p} has {c} and it's getting worse",
           "I've had {c} since I was a kid", "I found out I have {c}",
           "{p} is living with {c}", "turns out {p} has {c}, the tests came back today",
           "I was diagnosed with {c} in March", "{p} got diagnosed with {c}",
           "I suffer from {c}", "{p} has been battling {c} for years",
           "the doctor told me I have {c}"),
    "de": ("{p} hat {c}", "bei mir wurde {c} festgestellt", "ich habe seit Jahren {c}",
           "ich leide an {c}", "{p} leidet unter {c}", "bei mir wurde {c} diagnostiziert",
           "ich habe {c}, deshalb kann ich nicht kommen"),
    "fr": ("{p} a {c}", "on a diagnostiqué {c} à {p}", "j'ai {c} depuis l'enfance",
           "je souffre de {c}", "{p} souffre de {c}", "le médecin m'a dit que j'avais {c}",
           "{p} vient d'apprendre qu'il a {c}"),
    "es": ("{p} tiene {c}", "a {p} le diagnosticaron {c}", "tengo {c} desde niño",
           "sufro de {c}", "{p} padece {c}", "me diagnosticaron {c} el año pasado",
           "el médico me dijo que tengo {c}"),
    "it": ("{p} ha {c}", "a {p} hanno diagnosticato {c}", "ho {c} da anni",
           "soffro di {c}", "{p} soffre di {c}", "mi hanno diagnosticato {c} l'anno scorso",
           "il medico mi ha detto che ho {c}"),
    "nl": ("{p} heeft {c}", "bij {p} is {c} vastgesteld", "ik heb al jaren {c}",
           "ik lijd aan {c}", "{p} lijdt aan {c}", "bij mij is vorig jaar {c} vastgesteld",
           "de dokter zei dat ik {c} heb"),
    "pl": ("{p} ma {c}", "u mnie zdiagnozowano {c}", "od lat mam {c}",
           "zdiagnozowano u mnie {c}", "lekarz powiedział, że mam {c}",
           "{p} od dawna ma {c}"),
    "pt": ("{p} tem {c}", "diagnosticaram {c} a {p}", "tenho {c} desde criança",
           "sofro de {c}", "{p} sofre de {c}", "o médico disse que tenho {c}",
           "descobri que tenho {c}"),
}  # fmt: skip

MEDICINES = (
    "metformin", "insulin", "sertraline", "lithium", "levothyroxine", "Ozempic",
    "methotrexate", "prednisone", "Adderall", "Xanax", "fluoxetine", "venlafaxine",
    "quetiapine", "warfarin", "Eliquis", "Humira", "PrEP", "Truvada", "Suboxone",
    "methadone", "Ritalin", "Concerta", "Lexapro", "citalopram", "mirtazapine",
    "pregabalin", "gabapentin", "tramadol", "oxycodone", "atorvastatin", "amlodipine",
    "bisoprolol", "ramipril", "omeprazole", "salbutamol", "Keppra", "lamotrigine",
    "aripiprazole", "Stelara", "Dupixent", "Mounjaro", "Jardiance", "Xarelto", "Plavix",
    "Lipitor", "Synthroid", "Zoloft", "Prozac", "Wellbutrin", "Paxil", "Efexor", "Lyrica",
    "Tegretol", "Epilim", "Euthyrox", "Tresiba", "Toujeo", "Victoza", "Elvanse",
    "Vyvanse", "clonazepam", "Seroquel", "Abilify", "Zyprexa", "Lamictal", "Depakine",
    "Cipralex", "Sertralin", "Metoprolol", "Novorapid", "Entresto", "Forxiga",
)  # fmt: skip
DOSES = ("", " 50mg", " 20 mg", " 100 mg", " 0.5mg", " 10 mg")
MEDICATION_TEMPLATES = {
    "en": ("I take {m}{d} every morning", "I'm on {m}{d} for my nerves",
           "{p} takes {m}{d} twice a day", "my doctor put me on {m}{d}",
           "I've been prescribed {m}{d}", "{p} has been on {m} since the surgery",
           "can I drink alcohol while I'm on {m}?", "I started {m}{d} last week",
           "I ran out of my {m} prescription"),
    "de": ("ich nehme {m}{d} jeden Morgen", "{p} nimmt seit Jahren {m}{d}",
           "mein Arzt hat mir {m}{d} verschrieben", "ich muss täglich {m}{d} nehmen"),
    "fr": ("je prends du {m}{d} tous les matins", "{p} prend du {m}{d} depuis un an",
           "mon médecin m'a prescrit du {m}{d}", "je suis sous {m}{d}"),
    "es": ("tomo {m}{d} cada mañana", "{p} toma {m}{d} desde hace años",
           "el médico me recetó {m}{d}", "estoy tomando {m}{d}"),
    "it": ("prendo {m}{d} ogni mattina", "{p} prende {m}{d} da anni",
           "il medico mi ha prescritto {m}{d}", "sto prendendo {m}{d}"),
    "nl": ("ik slik {m}{d} elke ochtend", "{p} gebruikt al jaren {m}{d}",
           "de huisarts heeft me {m}{d} voorgeschreven", "ik neem dagelijks {m}{d}"),
    "pl": ("biorę {m}{d} codziennie rano", "{p} bierze {m}{d} od lat",
           "lekarz przepisał mi {m}{d}", "przyjmuję {m}{d}"),
    "pt": ("tomo {m}{d} todas as manhãs", "{p} toma {m}{d} há anos",
           "o médico receitou-me {m}{d}", "estou a tomar {m}{d}"),
}  # fmt: skip

# Beliefs, orientation, politics, unions, origins: (template, values) per language.
# {p} as above; the values are the parts of the template that must not leave.
BELIEFS = {
    "en": (
        ("I'm {x}", ("Muslim", "Catholic", "Jewish", "a Jehovah's Witness", "Sikh", "Hindu",
                     "Buddhist", "an atheist", "Mormon", "Orthodox Christian", "Baptist",
                     "Lutheran", "Methodist", "Quaker", "Shia", "Sunni", "Anglican",
                     "Pentecostal", "a Seventh-day Adventist", "Presbyterian", "Wiccan")),
        ("{p} converted to {x} last year", ("Islam", "Judaism", "Catholicism", "Buddhism",
                                             "Hinduism", "Orthodoxy")),
        ("{p} is {x}, so no pork at the party", ("Muslim", "Jewish", "Hindu")),
        ("I'm {x} and my parents don't know", ("gay", "bisexual", "lesbian", "pansexual",
                                               "asexual", "trans", "non-binary", "bi")),
        ("{p} came out as {x}", ("gay", "lesbian", "bisexual", "trans", "non-binary")),
        ("I'm a member of {x}", ("the Labour Party", "the Lib Dems", "the SNP",
                                 "the Green Party", "Reform UK", "Plaid Cymru", "the GOP",
                                 "the Democratic Socialists of America", "Unite",
                                 "UNISON", "the GMB", "the RMT", "the NEU", "the Teamsters")),
        ("I vote {x}", ("Labour", "Tory", "Green", "Republican", "Democrat", "Lib Dem")),
        ("{p} is a die-hard {x}", ("Tory", "Republican", "Democrat", "Trump supporter",
                                   "socialist", "communist")),
        ("I'm the shop steward for {x} at work", ("Unite", "UNISON", "the GMB", "Usdaw")),
        ("I joined {x} after the layoffs", ("the union", "Unite", "the Teamsters")),
        ("{p} is {x}", ("Roma", "Kurdish", "mixed race", "Tamil", "Romani", "Aboriginal",
                        "of Pakistani descent", "Hispanic", "Sinti")),
    ),
    "de": (
        ("ich bin {x}", ("Muslim", "Muslimin", "katholisch", "evangelisch", "jüdisch",
                         "Atheist", "Zeugin Jehovas", "orthodox", "buddhistisch")),
        ("{p} ist {x}", ("schwul", "lesbisch", "bisexuell", "trans", "Muslim", "Jüdin")),
        ("ich bin Mitglied {x}", ("der SPD", "der CDU", "der AfD", "der Grünen",
                                  "der Linken", "der FDP", "bei ver.di", "der IG Metall",
                                  "der GEW")),
        ("{p} wählt {x}", ("AfD", "die Grünen", "SPD", "CDU", "die Linke", "BSW")),
        ("ich bin in der {x}", ("Gewerkschaft", "IG Metall", "SPD")),
    ),
    "fr": (
        ("je suis {x}", ("musulman", "musulmane", "catholique", "juif", "juive",
                         "protestante", "athée", "bouddhiste", "témoin de Jéhovah",
                         "orthodoxe", "lesbienne", "bisexuel", "homosexuel")),
        ("{p} est {x}", ("gay", "lesbienne", "musulmane", "juif", "trans")),
        ("je vote {x}", ("RN", "LFI", "PS", "Les Républicains", "écolo")),
        ("je suis militante {x}", ("à La France insoumise", "au PS", "au RN",
                                    "chez les Verts")),
        ("je suis syndiqué {x}", ("à la CGT", "à la CFDT", "chez FO", "à SUD")),
    ),
    "es": (
        ("soy {x}", ("musulmán", "musulmana", "católica", "judío", "evangélico", "ateo",
                     "testigo de Jehová", "budista", "gay", "lesbiana", "bisexual")),
        ("{p} es {x}", ("gay", "lesbiana", "musulmán", "judía", "gitano")),
        ("voto {x}", ("al PSOE", "a Podemos", "a Vox", "al PP", "a Sumar")),
        ("estoy afiliado {x}", ("a CCOO", "a UGT", "al PSOE", "a Podemos", "a la CGT")),
    ),
    "it": (
        ("sono {x}", ("musulmano", "cattolica", "ebreo", "ebrea", "protestante", "ateo",
                      "buddista", "testimone di Geova", "gay", "lesbica", "bisessuale")),
        ("{p} è {x}", ("gay", "lesbica", "musulmano", "ebreo", "omosessuale")),
        ("voto {x}", ("PD", "Lega", "Fratelli d'Italia", "Movimento 5 Stelle",
                      "Forza Italia")),
        ("sono iscritto {x}", ("alla CGIL", "alla CISL", "alla UIL", "al PD",
                               "alla Lega")),
    ),
    "nl": (
        ("ik ben {x}", ("moslim", "katholiek", "joods", "protestants", "atheïst",
                        "boeddhist", "hindoe", "homo", "lesbisch", "biseksueel")),
        ("{p} is {x}", ("homo", "lesbisch", "moslim", "joods", "biseksueel")),
        ("ik stem {x}", ("PVV", "GroenLinks", "VVD", "D66", "SP", "CDA", "BBB")),
        ("ik ben lid van {x}", ("de FNV", "het CNV", "de vakbond", "de PvdA", "D66",
                                "de VVD")),
    ),
    "pl": (
        ("jestem {x}", ("muzułmaninem", "katoliczką", "żydem", "protestantem",
                        "ateistką", "świadkiem Jehowy", "prawosławny", "buddystą",
                        "gejem", "lesbijką", "biseksualna")),
        ("{p} jest {x}", ("gejem", "lesbijką", "muzułmanką", "biseksualny")),
        ("głosuję na {x}", ("PiS", "Konfederację", "Lewicę", "Koalicję Obywatelską",
                            "PSL")),
        ("należę do {x}", ("Solidarności", "związku zawodowego", "OPZZ", "ZNP",
                           "Platformy Obywatelskiej")),
    ),
    "pt": (
        ("sou {x}", ("muçulmano", "católica", "judeu", "evangélico", "ateu", "espírita",
                     "budista", "testemunha de Jeová", "gay", "lésbica", "bissexual")),
        ("{p} é {x}", ("gay", "lésbica", "muçulmano", "homossexual")),
        ("voto {x}", ("no PS", "no Chega", "no PSD", "no Bloco de Esquerda", "no PT")),
        ("sou sindicalizado {x}", ("na CGTP", "na UGT", "no sindicato")),
    ),
}  # fmt: skip

OFFENCES = {
    "en": ("shoplifting", "burglary", "drink driving", "assault", "fraud", "possession",
           "theft", "domestic violence", "tax evasion", "dealing drugs", "arson",
           "criminal damage", "money laundering", "stalking"),
    "de": ("Diebstahl", "Betrug", "Körperverletzung", "Trunkenheit am Steuer",
           "Drogenhandel", "Steuerhinterziehung", "Einbruch"),
    "fr": ("vol", "escroquerie", "trafic de stupéfiants", "violences conjugales",
           "conduite en état d'ivresse", "cambriolage", "fraude fiscale"),
    "es": ("robo", "estafa", "tráfico de drogas", "violencia de género",
           "conducir borracho", "hurto", "fraude fiscal"),
    "it": ("furto", "truffa", "spaccio", "rapina", "guida in stato di ebbrezza",
           "evasione fiscale", "lesioni"),
    "nl": ("diefstal", "fraude", "mishandeling", "rijden onder invloed", "inbraak",
           "drugshandel", "witwassen"),
    "pl": ("kradzież", "oszustwo", "pobicie", "jazdę po pijanemu", "włamanie",
           "handel narkotykami", "przemoc domową"),
    "pt": ("roubo", "burla", "tráfico de droga", "violência doméstica",
           "condução sob o efeito do álcool", "furto", "fraude fiscal"),
}  # fmt: skip
CRIMINAL_TEMPLATES = {
    "en": ("I have a criminal record for {o}", "{p} served two years for {o}",
           "I was convicted of {o} in 2015", "{p} got a caution for {o}",
           "{p} did time for {o}", "I was charged with {o} last month",
           "{p} was arrested for {o} on Friday", "I got a suspended sentence for {o}"),
    "de": ("ich bin vorbestraft wegen {o}", "{p} saß zwei Jahre wegen {o} im Gefängnis",
           "ich wurde wegen {o} verurteilt", "{p} wurde wegen {o} festgenommen"),
    "fr": ("j'ai été condamné pour {o}", "{p} a fait de la prison pour {o}",
           "j'ai un casier judiciaire pour {o}", "{p} a été arrêté pour {o}"),
    "es": ("me condenaron por {o}", "{p} estuvo en la cárcel por {o}",
           "tengo antecedentes penales por {o}", "a {p} lo detuvieron por {o}"),
    "it": ("sono stato condannato per {o}", "{p} è stato in carcere per {o}",
           "ho precedenti penali per {o}", "{p} è stato arrestato per {o}"),
    "nl": ("ik ben veroordeeld voor {o}", "{p} heeft vastgezeten voor {o}",
           "ik heb een strafblad vanwege {o}", "{p} is opgepakt voor {o}"),
    "pl": ("zostałem skazany za {o}", "{p} siedział w więzieniu za {o}",
           "byłem karany za {o}", "{p} został zatrzymany za {o}"),
    "pt": ("fui condenado por {o}", "{p} esteve preso por {o}",
           "tenho cadastro por {o}", "{p} foi detido por {o}"),
}  # fmt: skip

# Around a disclosure: the rest of a real message, so it is not alone or first.
BEFORE = {
    "en": ("Quick question. ", "Hi! ", "So, long story short: ", "Not sure how to say this but ",
           "Context for the letter: ", "I need help writing an email to HR. "),
    "de": ("Kurze Frage: ", "Hallo! ", "Zur Info: "),
    "fr": ("Petite question : ", "Salut ! ", "Pour info, "),
    "es": ("Una pregunta: ", "¡Hola! ", "Para que lo sepas, "),
    "it": ("Una domanda: ", "Ciao! ", "Per tua informazione, "),
    "nl": ("Even een vraag: ", "Hoi! ", "Ter info: "),
    "pl": ("Szybkie pytanie: ", "Cześć! ", "Dla kontekstu: "),
    "pt": ("Uma pergunta: ", "Olá! ", "Para contexto, "),
}  # fmt: skip
AFTER = {
    "en": (". Can you help me write to the school about it?", ", what should I tell my boss?",
           ". Any advice?", " — how do I bring it up at work?", "."),
    "de": (". Wie sage ich das meinem Chef?", ". Hast du einen Rat?", "."),
    "fr": (". Comment je l'annonce au travail ?", ". Des conseils ?", "."),
    "es": (". ¿Cómo se lo digo a mi jefe?", ". ¿Algún consejo?", "."),
    "it": (". Come lo dico al lavoro?", ". Qualche consiglio?", "."),
    "nl": (". Hoe vertel ik dat op het werk?", ". Heb je tips?", "."),
    "pl": (". Jak to powiedzieć w pracy?", ". Masz jakąś radę?", "."),
    "pt": (". Como digo isto no trabalho?", ". Algum conselho?", "."),
}  # fmt: skip
LANGUAGES = tuple(PERSONS)


# Contractions the templates' slots make ("de le" is "du", "a o meu" is "ao meu").
CONTRACTIONS = {
    "fr": (("de de l'", "de l'"), ("de des ", "de "), ("de le ", "du "),
           ("de une ", "d'une "), ("de un ", "d'un ")),
    "it": (("di il ", "del "), ("di la ", "della "), ("di l'", "dell'"), ("a il ", "al "),
           ("a la mia", "alla mia")),
    "pt": ((" a o ", " ao "), (" a a ", " à "), ("a o ", "ao "), ("a a ", "à ")),
}  # fmt: skip


def _dress(rng: random.Random, language: str, body: str) -> str:
    """The disclosure inside a message: before/after text, casing, a long preamble."""
    text = body
    for written, said in CONTRACTIONS.get(language, ()):
        text = text.replace(written, said)
    if rng.random() < 0.5:
        text = rng.choice(BEFORE[language]) + text
    else:
        text = text[:1].upper() + text[1:]
    text += rng.choice(AFTER[language])
    if rng.random() < 0.15:
        text = text.lower()
    if rng.random() < 0.2:
        text = PREAMBLE + text
    return text


PREAMBLE = (
    "I'm putting together notes for the week: the car goes in for service on Tuesday, "
    "the kids have a swimming lesson at 5 and I still need to book the dentist.\n\n"
)


def _values_in(text: str, values: tuple[str, ...]) -> tuple[str, ...]:
    """A value as it stands in the dressed text (lower-casing may have changed it)."""
    lowered = text.lower()
    found = []
    for value in values:
        index = lowered.find(value.lower())
        if index >= 0:
            found.append(text[index : index + len(value)])
    return tuple(found)


def _person(rng: random.Random, language: str, template: str) -> str:
    return rng.choice(PERSONS[language]) if "{p}" in template else ""


def special_health(rng: random.Random) -> Case:
    language = rng.choice(LANGUAGES)
    article, value = rng.choice(CONDITIONS[language]).split("|")
    template = rng.choice(HEALTH_TEMPLATES[language])
    body = template.format(p=_person(rng, language, template), c=article + value)
    text = _dress(rng, language, body)
    return Case(text, _values_in(text, (value,)))


def special_medication(rng: random.Random) -> Case:
    language = rng.choice(LANGUAGES)
    medicine, dose = rng.choice(MEDICINES), rng.choice(DOSES)
    if rng.random() < 0.3:
        medicine = medicine.lower()
    template = rng.choice(MEDICATION_TEMPLATES[language])
    body = template.format(p=_person(rng, language, template), m=medicine, d=dose)
    text = _dress(rng, language, body)
    return Case(text, _values_in(text, (medicine, dose.strip()) if dose else (medicine,)))


def special_belief(rng: random.Random) -> Case:
    language = rng.choice(LANGUAGES)
    template, choices = rng.choice(BELIEFS[language])
    value = rng.choice(choices)
    body = template.format(p=_person(rng, language, template), x=value)
    text = _dress(rng, language, body)
    words = value.split(" ")
    while len(words) > 1 and words[0].lower() in LEADING:
        words.pop(0)
    return Case(text, _values_in(text, (" ".join(words),)))


# Leading words of a belief's value that are not the value ("à La France insoumise").
LEADING = words("the a an of à au chez de der bei la al a alla al no na do da")


def special_criminal(rng: random.Random) -> Case:
    language = rng.choice(LANGUAGES)
    offence = rng.choice(OFFENCES[language])
    template = rng.choice(CRIMINAL_TEMPLATES[language])
    body = template.format(p=_person(rng, language, template), o=offence)
    text = _dress(rng, language, body)
    return Case(text, _values_in(text, (offence,)))


# Talk about the same subjects with nobody tied to them: must pass untouched.
TOPICS = (
    "Explain how {med} works in the body", "What are the early signs of {cond}?",
    "How is {cond} usually treated?", "Is {med} safe to take with alcohol?",
    "Write a short article about living with {cond}", "What causes {cond}?",
    "What's the difference between Sunni and Shia Islam?",
    "Summarise the history of the Labour Party in five bullet points",
    "Why did the SPD lose so many votes in 2021?",
    "How do trade unions negotiate pay rises?", "What is the sentence for burglary in the UK?",
    "Write a detective story where a thief is arrested for shoplifting",
    "Was ist {cond_de} und wie wird sie behandelt?", "Wie wirkt {med}?",
    "Quels sont les symptômes du diabète ?", "Comment fonctionne l'insuline ?",
    "¿Cuáles son los síntomas de la esclerosis múltiple?", "¿Cómo funciona la metformina?",
    "Quali sono i sintomi della celiachia?", "Come funziona la chemioterapia?",
    "Wat zijn de symptomen van diabetes?", "Hoe werkt een vakbond in Nederland?",
    "Jakie są objawy cukrzycy?", "Na czym polega leczenie depresji?",
    "Quais são os sintomas da diabetes?", "Como funciona um sindicato?",
    "Which countries have the most Catholics?", "How many Muslims live in France?",
    "What did the Green Party promise in the last election?",
    "Translate 'pharmacy' and 'prescription' into Polish",
    "My essay is on the history of the trade union movement, can you suggest sources?",
    "The hospital near my office is building a new cancer wing",
    "I'm reading a novel about a family of Jewish immigrants in New York",
    "I'm on the train to Berlin, can you find me a hotel near the station?",
    "I'm taking the kids to the museum on Saturday",
    "My brother is on holiday in Greece until Friday",
    "I'm a huge fan of the Green Bay Packers",
    "My dad is a big Liverpool supporter",
    "I have a Python script that crashes with a MemoryError",
    "Our union of two datasets has duplicate rows, how do I drop them?",
    "My code has a bug that only shows up on Fridays",
    "My sister is a nurse and works nights at the hospital",
    "I'm writing a pharmacology exam on statins and beta blockers",
)  # fmt: skip
TOPIC_FILL = {
    "med": ("insulin", "metformin", "sertraline", "ibuprofen", "lithium", "warfarin",
            "Ozempic", "paracetamol"),
    "cond": ("multiple sclerosis", "diabetes", "asthma", "depression", "Parkinson's",
             "Crohn's disease", "endometriosis", "long covid"),
    "cond_de": ("Multiple Sklerose", "Zöliakie", "Migräne", "Schuppenflechte"),
}  # fmt: skip


def special_topic(rng: random.Random) -> Case:
    template = rng.choice(TOPICS)
    return Case(template.format(**{k: rng.choice(v) for k, v in TOPIC_FILL.items()}), ())


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "special-health": special_health,
    "special-medication": special_medication,
    "special-belief": special_belief,
    "special-criminal": special_criminal,
}
CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {"special-topic": special_topic}


# Genetic and biometric data, money troubles and immigration status, told the same way.
MORE_DISCLOSURES = {
    "en": (
        ("my DNA test showed I carry the {x}", ("BRCA1 mutation", "BRCA2 gene", "APOE4 gene",
                                                "Factor V Leiden mutation", "HLA-B27 gene")),
        ("{p} is a carrier of {x}", ("cystic fibrosis", "sickle cell", "Tay-Sachs",
                                     "haemophilia")),
        ("23andMe says {p} has {x}", ("the APOE4 variant", "a BRCA2 mutation")),
        ("I'm {x} in debt", ("£12,000", "$40k", "€8.500")),
        ("{p} owes {x} on the credit card", ("£3,200", "$15,000", "2.000 €")),
        ("I'm on {x}", ("universal credit", "benefits", "a payment plan with HMRC")),
        ("I'm {x} in the UK", ("undocumented", "here on a [student visa]", "an asylum seeker")),
        ("{p} overstayed {x}", ("his [visa]", "her [tourist visa]")),
        ("{p} is waiting for {x}", ("asylum", "a residence permit", "the [asylum] decision")),
    ),
    "de": (
        ("ich bin Trägerin der {x}", ("BRCA1-Mutation", "BRCA2-Mutation")),
        ("{p} hat {x}", ("[Schulden] bei der Bank", "[30.000 Euro] [Schulden]")),
        ("ich bin {x}", ("geduldet", "Asylbewerber", "ohne Aufenthaltstitel")),
    ),
    "fr": (
        ("je suis porteuse de {x}", ("la mutation BRCA1", "la mucoviscidose")),
        ("{p} a {x}", ("[15 000 €] de [dettes]", "des [dettes de jeu]")),
        ("je suis {x}", ("sans papiers", "demandeur d'asile", "en [situation irrégulière]")),
    ),
    "es": (
        ("soy portadora de {x}", ("la mutación BRCA1", "fibrosis quística")),
        ("{p} debe {x}", ("[20.000 euros] al banco", "[tres meses de alquiler]")),
        ("estoy {x}", ("sin papeles", "en [situación irregular]", "pidiendo [asilo]")),
    ),
    "it": (
        ("sono portatrice della {x}", ("mutazione BRCA1", "talassemia")),
        ("{p} ha {x}", ("[debiti] per [30.000 euro]", "un [mutuo arretrato]")),
        ("sono {x}", ("senza permesso di soggiorno", "richiedente asilo", "irregolare")),
    ),
    "nl": (
        ("ik ben drager van {x}", ("de BRCA1-mutatie", "taaislijmziekte")),
        ("{p} heeft {x}", ("een [schuld] van [25.000 euro]", "betalingsachterstanden")),
        ("ik ben {x}", ("ongedocumenteerd", "asielzoeker", "zonder verblijfsvergunning")),
    ),
    "pl": (
        ("jestem nosicielką {x}", ("mutacji BRCA1", "mukowiscydozy")),
        ("{p} ma {x}", ("[długi] na [40 tysięcy]", "[zaległości w czynszu]")),
        ("jestem {x}", ("bez karty pobytu", "uchodźcą", "[nielegalnie] w kraju")),
    ),
    "pt": (
        ("sou portadora da {x}", ("mutação BRCA1", "fibrose quística")),
        ("{p} tem {x}", ("[dívidas] de [20 mil euros]", "três [rendas em atraso]")),
        ("estou {x}", ("sem papéis", "[ilegal] em Portugal", "a pedir [asilo]")),
    ),
}  # fmt: skip


def special_more(rng: random.Random) -> Case:
    """The parts in [brackets] are the values ("[15 000 €] de [dettes]"); without
    brackets, the whole detail less its leading article."""
    language = rng.choice(LANGUAGES)
    template, choices = rng.choice(MORE_DISCLOSURES[language])
    marked = rng.choice(choices)
    value = marked.replace("[", "").replace("]", "")
    body = template.format(p=_person(rng, language, template), x=value)
    text = _dress(rng, language, body)
    if "[" in marked:
        return Case(text, _values_in(text, tuple(re.findall(r"\[([^\]]+)\]", marked))))
    words = value.split(" ")
    while len(words) > 1 and words[0].lower() in LEADING:
        words.pop(0)
    return Case(text, _values_in(text, (" ".join(words),)))


FAMILIES["special-genetic-money-status"] = special_more
