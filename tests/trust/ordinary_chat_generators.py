"""Ordinary chat typed in small letters, about people but naming nobody.

The over-redaction side of names in small letters: after "my sister", "thanks", "lunch
with" or "an email from" stands a verb, an adverb, a filler, a brand or a group of
people as often as a name ("my husband snores", "thanks again!", "lunch with the
team", "an email from klarna"). Templates in EN/DE/FR/ES/PL/IT/NL; the verbs are drawn
from everyday talk about family and work, rare ones included, not from the detectors'
lists. ``ordinary_generators`` lists this family with its own.
"""

from __future__ import annotations

import random

from tests.trust.chat_cases import Case
from tests.trust.pii_generators import faker

KIN = {
    "en": ("my sister", "my husband", "my wife", "my son", "my daughter", "my boss",
           "my friend", "my mum", "my dad", "my neighbour", "my colleague", "my flatmate",
           "my boyfriend", "my girlfriend", "my grandma", "my landlord"),
    "de": ("meine schwester", "mein mann", "meine frau", "mein sohn", "mein chef",
           "meine kollegin", "mein nachbar", "meine mutter"),
    "fr": ("ma sœur", "mon mari", "ma femme", "mon fils", "mon patron", "ma voisine"),
    "es": ("mi hermana", "mi marido", "mi mujer", "mi hijo", "mi jefe", "mi vecina"),
    "pl": ("moja siostra", "mój mąż", "moja żona", "mój syn", "mój szef", "moja sąsiadka"),
    "it": ("mia sorella", "mio marito", "mia moglie", "mio figlio", "il mio capo"),
    "nl": ("mijn zus", "mijn man", "mijn vrouw", "mijn zoon", "mijn baas", "mijn buurman"),
}  # fmt: skip
VERBS = {
    "en": ("snores every night, any tips?", "vapes indoors and i hate it",
           "babysits on fridays, how much should we pay?", "procrastinates on everything",
           "overthinks every text", "ghosted me after the party", "insists on paying",
           "always forgets my birthday", "keeps borrowing money", "just texted me",
           "reluctantly agreed to come", "unexpectedly quit his job", "bakes amazing bread",
           "microwaves fish at the office", "gaslights me, is that abuse?",
           "nags me about the dishes", "binge-watches tv all weekend", "sleepwalks sometimes",
           "hoards plastic bags", "mansplains everything", "moonlights as a dj",
           "volunteers at the food bank", "commutes two hours a day", "apologised finally",
           "reckons we should move", "pestered me all day", "won't stop complaining"),
    "de": ("schnarcht jede nacht", "raucht heimlich", "vergisst ständig alles",
           "kocht heute abend", "jammert über die arbeit", "übertreibt immer",
           "verdient weniger als ich", "trödelt morgens"),
    "fr": ("ronfle toute la nuit", "râle tout le temps", "bosse trop", "cuisine ce soir",
           "procrastine beaucoup", "bricole le week-end"),
    "es": ("ronca muchísimo", "trabaja demasiado", "cocina fatal", "madruga mucho",
           "refunfuña por todo", "teletrabaja los lunes"),
    "pl": ("chrapie w nocy", "narzeka na pracę", "gotuje dziś kolację", "spóźnia się zawsze",
           "marudzi od rana", "pracuje zdalnie"),
    "it": ("russa tutta la notte", "brontola sempre", "cucina stasera", "lavora troppo"),
    "nl": ("snurkt elke nacht", "zeurt de hele dag", "kookt vanavond", "werkt thuis"),
}  # fmt: skip
OTHER = (
    "thanks again!", "thanks anyway, that helped", "hi there, quick question",
    "hello everyone, welcome to the channel", "thanks so much!", "cheers mate",
    "hi all, the meeting moved to 3", "thanks heaps", "dear sir or madam, i am writing",
    "hey guys, who's in for pizza", "thanks a lot, really", "hi team, status update below",
    "lunch with the team was fun", "dinner with friends tonight, what wine goes with lamb?",
    "coffee with colleagues at 10", "met with the landlord about the deposit",
    "i had a meeting with hr today", "broke up with netflix, too expensive",
    "got an email from klarna about a late payment", "a text from inpost says my parcel is late",
    "a message from revolut asked me to verify", "email from hmrc about my tax code",
    "a letter from the council about bins", "a call from an unknown number",
    "a guy called back about the car", "someone called earlier but i missed it",
    "a tool called ffmpeg can convert it", "a library called numpy", "a girl named after her aunt",
    "danke dir, echt lieb", "hallo zusammen, kurze frage", "merci beaucoup !",
    "hola a todos", "cześć wszystkim", "ciao ragazzi", "hoi allemaal",
    "kaffee mit kollegen um zehn", "dîner avec des amis samedi", "cena con amigos el viernes",
    "spotkanie z klientem jutro", "pranzo con i colleghi", "afspraak met de tandarts",
)  # fmt: skip


def lowercase_chat(rng: random.Random) -> Case:
    if rng.random() < 0.6:
        language = rng.choice(tuple(KIN))
        text = f"{rng.choice(KIN[language])} {rng.choice(VERBS[language])}"
    else:
        text = rng.choice(OTHER)
    return Case(text, ())


# --- things named like people: models, tales, towns, logins ------------------------

MAKERS = ("Renault", "Peugeot", "Citroën", "Fiat", "Opel", "Ford", "Dacia", "Škoda",
          "Seat", "Lancia", "Volvo", "Mazda", "Kia")  # fmt: skip
MODELS = ("Clio", "Megane", "Sandero", "Panda", "Astra", "Focus", "Octavia", "Ibiza",
          "Ypsilon", "Corsa", "Fabia", "Duster", "Picanto", "Tipo")  # fmt: skip
THING_TEMPLATES = (
    "Should I buy a {maker} {model} or a {maker2} {model2}?",
    "my sister drives a {maker} {model}, is it reliable?",
    "Ist ein {maker} {model} sparsamer als ein {maker2} {model2}?",
    "Vaut-il mieux une {maker} {model} ou une {maker2} {model2} ?",
    "¿Es mejor un {maker} {model} o un {maker2} {model2}?",
    "Czy warto kupić używanego {maker} {model}? A może {maker2}?",
    "Meglio una {maker} {model} o una {maker2} {model2}?",
    "Is een {maker} {model} zuiniger dan een {maker2} {model2}?",
    "What is the best month to visit {town}?",
    "Is October a good time to visit {town}, or is the weather too cold?",
    "Welcher Monat ist am besten, um {town} zu besuchen? Ist das Wetter gut?",
    "Quelle est la meilleure saison pour visiter {town} ?",
    "¿Cuál es el mejor mes para visitar {town}?",
    "{title} {surname} ist eine Figur aus einem Märchen der Brüder Grimm",
    "{title} {surname} is a character in a novel by Dickens, who was she?",
    "ssh -p 2222 {service}@{host}.lan",
    "git clone git@github.com:{user}/{repo}.git",
    "scp backup.tar.gz {service}@{host}.local:/srv/backups/",
    "Write a quiz question about {number} {street} Street",
    "click the link we sent and confirm",
)  # fmt: skip
_TITLES = ("Frau", "Herr", "Mr", "Mrs", "Madame", "Monsieur")
_THING_LOCALES = ("pt_PT", "es_ES", "it_IT", "fr_FR", "nl_NL", "pl_PL", "de_DE", "en_GB")


def things_named_like_people(rng: random.Random) -> Case:
    fake = faker(rng.choice(_THING_LOCALES))
    fake.seed_instance(rng.random())
    maker, maker2 = rng.sample(MAKERS, 2)
    model, model2 = rng.sample(MODELS, 2)
    text = rng.choice(THING_TEMPLATES).format(
        maker=maker, model=model, maker2=maker2, model2=model2, town=fake.city(),
        title=rng.choice(_TITLES), surname=fake.last_name(), user=fake.user_name(),
        service=rng.choice(("deploy", "root", "pi", "ubuntu", "admin")),
        host=fake.word(), repo=fake.word(), number=rng.randint(1, 99),
        street=fake.last_name(),
    )  # fmt: skip
    return Case(text, ())
