"""Ordinary messages that must pass unchanged: the over-redaction side of issue 11.

Each family is a kind of everyday message that looks like personal data to a rule with
no sense of the sentence: general-knowledge questions naming public figures, places and
products; history and tourist questions with famous addresses; numbers that are not
anyone's (CIDR blocks, log timestamps, versions, year ranges, prices, times, ISBNs);
general questions about a condition, a benefit, a law or a party with nobody tied to
it; words that are also given names (May, Will, Grace, Paris, Jordan); capitalised
German nouns, many of them surnames too (Koch, Bauer, Fischer), and hyphenated compounds.
Templates are in EN/DE/FR/ES/PL/IT/NL/PT; Faker fills numbers, places and dates.

Written from the kinds of ordinary chat, not from the detectors' word lists.
``python -m tests.trust.ordinary_generators [--examples N] [--show K]`` prints each
family's share of messages altered on the way to an external worker.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable

from tests.trust.chat_cases import Case
from tests.trust.ordinary_chat_generators import lowercase_chat, things_named_like_people
from tests.trust.pii_generators import faker, payload

LOCALES = ("en_GB", "en_US", "de_DE", "fr_FR", "es_ES", "pl_PL", "it_IT", "nl_NL", "pt_PT")

FIGURES = (
    "Marie Curie", "Albert Einstein", "Nikola Tesla", "Leonardo da Vinci", "Frida Kahlo",
    "Ludwig van Beethoven", "Wolfgang Amadeus Mozart", "Fryderyk Chopin", "Johann Sebastian Bach",
    "Miguel de Cervantes", "Gabriel García Márquez", "Pablo Picasso", "Salvador Dalí",
    "Victor Hugo", "Simone de Beauvoir", "Jean-Paul Sartre", "Édith Piaf", "Napoléon Bonaparte",
    "Otto von Bismarck", "Karl Marx", "Sigmund Freud", "Franz Kafka", "Friedrich Nietzsche",
    "Vincent van Gogh", "Rembrandt van Rijn", "Anne Frank", "Johannes Vermeer",
    "Dante Alighieri", "Galileo Galilei", "Giuseppe Verdi", "Fernando Pessoa", "José Saramago",
    "Wisława Szymborska", "Olga Tokarczuk", "Lech Wałęsa", "Nicolaus Copernicus",
    "Leo Tolstoy", "Fyodor Dostoevsky", "Yuri Gagarin", "Alan Turing", "Ada Lovelace",
    "Jane Austen", "William Shakespeare", "Charles Dickens", "Florence Nightingale",
    "Nelson Mandela", "Kofi Annan", "Chinua Achebe", "Rabindranath Tagore", "Indira Gandhi",
    "Haruki Murakami", "Akira Kurosawa", "Astrid Lindgren", "Hans Christian Andersen",
    "Václav Havel", "Béla Bartók", "Serena Williams", "Lionel Messi", "Robert Lewandowski",
    "Rafael Nadal", "Taylor Swift", "Barack Obama", "Angela Merkel", "Emmanuel Macron",
    "Greta Thunberg", "Elon Musk", "Martin Luther King", "Rosa Parks", "Abraham Lincoln",
    "Mustafa Kemal Atatürk", "Orhan Pamuk", "Umberto Eco", "Federico Fellini", "Pelé",
)  # fmt: skip
PRODUCTS = (
    "iPhone 15 Pro", "Galaxy S24", "Pixel 8a", "MacBook Air", "ThinkPad T14", "Kindle",
    "PlayStation 5", "Xbox Series X", "Nintendo Switch", "Dyson V15", "Thermomix TM6",
    "Volkswagen Golf", "Toyota Corolla", "Skoda Octavia", "Renault Clio", "Fiat Panda",
    "Airbus A320", "Boeing 737", "Windows 11", "Ubuntu 24.04", "Microsoft Teams", "Zoom",
)  # fmt: skip
FIGURE_TEMPLATES = {
    "en": (
        "Who was {figure}?",
        "When was {figure} born?",
        "What is {figure} best known for?",
        "Write a short biography of {figure} for a school project",
        "Where is {figure} buried?",
        "Give me three famous quotes by {figure}",
        "Did {figure} ever visit {city}?",
        "Compare the ideas of {figure} and {figure2}",
        "How did {figure} influence modern science?",
        "What did {figure} and {figure2} have in common?",
        "Is the {product} better than the {product2} for a student?",
        "What's the best time of year to visit {city}?",
        "Quiz night: which country is {figure} from?",
        "Summarise {figure}'s life in five bullet points",
        "I'm reading a biography of {figure}, can you suggest similar books?",
        "My favourite writer is {figure}. Who else should I read?",
    ),
    "de": (
        "Wer war {figure}?",
        "Wann wurde {figure} geboren?",
        "Wofür ist {figure} bekannt?",
        "Schreib eine kurze Biografie über {figure} für die Schule",
        "Wo liegt {figure} begraben?",
        "War {figure} jemals in {city}?",
        "Ist das {product} besser als das {product2}?",
        "Was haben {figure} und {figure2} gemeinsam?",
    ),
    "fr": (
        "Qui était {figure} ?",
        "En quelle année est né {figure} ?",
        "Pourquoi {figure} est célèbre ?",
        "Résume la vie de {figure} en cinq lignes",
        "Que pensait {figure} de la religion ?",
        "Le {product} vaut-il le {product2} ?",
        "Quel temps fait-il à {city} en avril ?",
    ),
    "es": (
        "¿Quién fue {figure}?",
        "¿Cuándo nació {figure}?",
        "¿Dónde está enterrado {figure}?",
        "Resume la vida de {figure} en cinco frases",
        "¿Qué inventó {figure}?",
        "¿Vale la pena el {product} o mejor el {product2}?",
        "¿Qué ver en {city} en dos días?",
    ),
    "pl": (
        "Kim był {figure}?",
        "Kiedy urodził się {figure}?",
        "Z czego słynie {figure}?",
        "Napisz krótką notkę biograficzną: {figure}",
        "Co łączyło {figure} i {figure2}?",
        "Czy {product} jest lepszy od {product2}?",
        "Co warto zobaczyć w {city}?",
    ),
    "it": (
        "Chi era {figure}?",
        "Quando è nato {figure}?",
        "Riassumi la vita di {figure}",
        "Per cosa è famoso {figure}?",
        "Meglio il {product} o il {product2}?",
    ),
    "nl": (
        "Wie was {figure}?",
        "Wanneer is {figure} geboren?",
        "Waarom is {figure} beroemd?",
        "Is de {product} beter dan de {product2}?",
    ),
    "pt": (
        "Quem foi {figure}?",
        "Quando nasceu {figure}?",
        "Resume a vida de {figure}",
        "O {product} é melhor do que o {product2}?",
    ),
}


def _city(rng: random.Random) -> str:
    fake = faker(rng.choice(LOCALES))
    fake.seed_instance(rng.random())
    return str(fake.city())


def figures(rng: random.Random) -> Case:
    language = rng.choice(tuple(FIGURE_TEMPLATES))
    template = rng.choice(FIGURE_TEMPLATES[language])
    first, second = rng.sample(FIGURES, 2)
    one, two = rng.sample(PRODUCTS, 2)
    text = template.format(figure=first, figure2=second, product=one, product2=two, city=_city(rng))
    return Case(text, ())


# --- famous addresses in history, fiction and tourism -------------------------------

FAMOUS = {
    "en": (
        "10 Downing Street", "221B Baker Street", "1600 Pennsylvania Avenue",
        "3 Abbey Road", "350 Fifth Avenue", "11 Wall Street", "4 Privet Drive",
        "742 Evergreen Terrace", "48 Doughty Street", "1 Infinite Loop",
    ),
    "de": ("Berggasse 19", "Wilhelmstraße 77", "Unter den Linden 77", "Bernauer Straße 111"),
    "fr": ("55 rue du Faubourg Saint-Honoré", "27 rue de Fleurus", "6 place des Vosges"),
    "es": ("Calle de Alcalá 42", "Paseo del Prado 8", "Calle de Cervantes 2"),
    "pl": ("Krakowskie Przedmieście 48/50", "ul. Freta 16", "ul. Wiejska 4"),
    "it": ("Via del Quirinale 30", "Via Gradoni di Santa Maria 2", "Piazza Navona 1"),
    "nl": ("Prinsengracht 263", "Binnenhof 1", "Dam 1"),
    "pt": ("Rua Garrett 120", "Praça do Comércio 1"),
}  # fmt: skip
ADDRESS_TEMPLATES = {
    "en": (
        "Who lived at {a} in {year}?", "What happened at {a} in {year}?",
        "Is {a} open to visitors?", "When was the building at {a} built?",
        "Why is {a} so famous?", "Which prime minister moved out of {a} in {year}?",
        "Write a quiz question about {a}", "Who wrote the stories set at {a}?",
    ),
    "de": ("Wer wohnte {year} in der {a}?", "Was geschah {year} in der {a}?",
           "Kann man die {a} besichtigen?", "Warum ist die {a} berühmt?"),
    "fr": ("Qui habitait au {a} en {year} ?", "Que s'est-il passé au {a} ?",
           "Peut-on visiter le {a} ?"),
    "es": ("¿Quién vivía en {a} en {year}?", "¿Qué pasó en {a} en {year}?",
           "¿Se puede visitar {a}?"),
    "pl": ("Kto mieszkał pod adresem {a} w {year} roku?", "Co się wydarzyło przy {a}?",
           "Czy można zwiedzać {a}?"),
    "it": ("Chi abitava in {a} nel {year}?", "Cosa è successo in {a} nel {year}?"),
    "nl": ("Wie woonde er in {year} op {a}?", "Kan ik {a} bezoeken?"),
    "pt": ("Quem morava na {a} em {year}?", "O que aconteceu na {a} em {year}?"),
}  # fmt: skip


def famous_addresses(rng: random.Random) -> Case:
    language = rng.choice(tuple(ADDRESS_TEMPLATES))
    template = rng.choice(ADDRESS_TEMPLATES[language])
    year = rng.randint(1850, 2015)
    return Case(template.format(a=rng.choice(FAMOUS[language]), year=year), ())


# --- numbers that are nobody's ---------------------------------------------------------

NUMBER_TEMPLATES = (
    "Our VPC uses {cidr}, can I add {cidr2} as a second range?",
    "{log} ERROR worker-3 lost connection to the broker",
    '[{apache}] "GET /index.html HTTP/1.1" 200 5123',
    "{iso} INFO backup finished in {minutes} minutes",
    "After upgrading to {version} the build takes {minutes} minutes instead of {minutes2}",
    "Is {version} compatible with {version2}?",
    "The First World War lasted from 1914 to 1918; the Thirty Years' War {y1}–{y2}",
    "Sales were flat in {y1}-{y2}, then rose again",
    "The price went from {price} to {price2} overnight",
    "Is {price} a fair price for a used bike?",
    "The shop opens at {time} and closes at {time2}",
    "The train leaves at {time}, is that enough time to change at {city}?",
    "ISBN {isbn13} or ISBN {isbn10}: which edition is newer?",
    "Look up the book with ISBN {isbn13}",
    "The EAN on the box is {ean}",
    "Our office hours are {time}-{time2}, Monday to Friday",
    "Between {y1} and {y2} the population of {city} doubled",
    "Die Preise stiegen zwischen {y1} und {y2} um {pct} %",
    "Le prix est passé de {price} à {price2}",
    "El vuelo sale a las {time} y llega a las {time2}",
    "Pociąg odjeżdża o {time}, a bilet kosztuje {price}",
    "Il negozio apre alle {time}, il prezzo è {price}",
    "De winkel gaat om {time} open en het kost {price}",
    "O voo das {time} custa {price}",
    "Compare Python {version} and {version2} startup time",
    "Kernel {version}-generic, uptime {minutes} days, load {load}",
    "The log says {log} WARN retry 3/5",
    "In {y1}, {pct}% of households had a television",
)


def _version(rng: random.Random) -> str:
    parts = [str(rng.randint(0, 20)), str(rng.randint(0, 30))]
    if rng.random() < 0.7:
        parts.append(str(rng.randint(0, 200)))
    return ".".join(parts) + rng.choice(("", "", "-rc1", "b2", ".post1"))


def numbers(rng: random.Random) -> Case:
    fake = faker(rng.choice(LOCALES))
    fake.seed_instance(rng.random())
    moment = fake.date_time_between(start_date="-10y")
    y1 = rng.randint(1600, 2020)
    fill = {
        "cidr": fake.ipv4(network=True),
        "cidr2": fake.ipv6(network=True) if rng.random() < 0.3 else fake.ipv4(network=True),
        "log": moment.strftime(rng.choice(("%Y-%m-%d %H:%M:%S,%f", "%Y-%m-%d %H:%M:%S"))),
        "apache": moment.strftime("%d/%b/%Y:%H:%M:%S +0100"),
        "iso": moment.isoformat(),
        "version": _version(rng),
        "version2": _version(rng),
        "minutes": rng.randint(2, 90),
        "minutes2": rng.randint(2, 90),
        "y1": y1,
        "y2": y1 + rng.randint(1, 40),
        "price": fake.pricetag(),
        "price2": fake.pricetag(),
        "time": fake.time(pattern=rng.choice(("%H:%M", "%H:%M:%S", "%I:%M %p"))),
        "time2": fake.time(pattern="%H:%M"),
        "isbn13": fake.isbn13(),
        "isbn10": fake.isbn10(),
        "ean": fake.ean13(),
        "city": fake.city(),
        "pct": rng.randint(2, 80),
        "load": f"{rng.random() * 4:.2f}",
    }
    return Case(rng.choice(NUMBER_TEMPLATES).format(**fill), ())


# --- a condition, a benefit, a law, a party: with nobody tied to it ----------------------

TOPIC_TEMPLATES = {
    "en": (
        ("What are the symptoms of {c}?", "c"), ("How is {c} diagnosed?", "c"),
        ("Is {c} hereditary?", "c"), ("Can {c} be cured?", "c"),
        ("How common is {c} in Europe?", "c"), ("What causes {c}?", "c"),
        ("What is the difference between {c} and {c2}?", "c"),
        ("Can you take {m} with alcohol?", "m"), ("What is the maximum daily dose of {m}?", "m"),
        ("Who is eligible for universal credit?", ""),
        ("What benefits can pensioners claim in the UK?", ""),
        ("Is it illegal to park on the pavement in London?", ""),
        ("How long does a debt stay on a credit file?", ""),
        ("Why do so many young people vote for the {party}?", "p"),
        ("What does the {party} stand for?", "p"),
        ("How did {party} supporters react to the election result?", "p"),
        ("How many Catholics live in Poland?", ""),
        ("What rights do asylum seekers have in Germany?", ""),
        ("Explain how HIV is transmitted", ""), ("Is MS more common in women?", ""),
        ("What is PTSD and how is it treated?", ""), ("How is ADHD diagnosed in adults?", ""),
    ),
    "de": (
        ("Was sind die Symptome von {c}?", "c"), ("Wie wird {c} diagnostiziert?", "c"),
        ("Ist {c} erblich?", "c"), ("Darf man {m} mit Alkohol nehmen?", "m"),
        ("Wer hat Anspruch auf Bürgergeld?", ""), ("Ist es illegal, im Wald zu campen?", ""),
        ("Wofür steht die {party}?", "p"), ("Wie lange bleiben Schulden bei der Schufa?", ""),
        ("Wie viele Muslime leben in Deutschland?", ""),
    ),
    "fr": (
        ("Quels sont les symptômes de {c} ?", "c"), ("Comment diagnostique-t-on {c} ?", "c"),
        ("Peut-on prendre du {m} avec de l'alcool ?", "m"),
        ("Qui a droit au RSA ?", ""), ("Est-il illégal de filmer la police en France ?", ""),
        ("Que défend le {party} ?", "p"), ("Un sans-papiers peut-il ouvrir un compte ?", ""),
    ),
    "es": (
        ("¿Cuáles son los síntomas de {c}?", "c"), ("¿Cómo se diagnostica {c}?", "c"),
        ("¿Se puede tomar {m} con alcohol?", "m"),
        ("¿Es ilegal que mi casero entre en el piso sin avisar?", ""),
        ("¿Es ilegal grabar una conversación en España?", ""),
        ("¿Quién tiene derecho al ingreso mínimo vital?", ""),
        ("¿Qué defiende el {party}?", "p"), ("¿Cuánto tarda en prescribir una deuda?", ""),
    ),
    "pl": (
        ("Jakie są objawy {c}?", "c"), ("Jak diagnozuje się {c}?", "c"),
        ("Czy można brać {m} z alkoholem?", "m"),
        ("Czy to nielegalne, żeby pracodawca czytał moje maile?", ""),
        ("Czy nielegalnie zaparkowane auto można odholować?", ""),
        ("Komu przysługuje 800 plus?", ""), ("Co proponuje {party}?", "p"),
    ),
    "it": (
        ("Quali sono i sintomi di {c}?", "c"), ("Come si diagnostica {c}?", "c"),
        ("È irregolare pagare l'affitto in contanti?", ""),
        ("Chi ha diritto all'assegno unico?", ""), ("Cosa propone il {party}?", "p"),
    ),
    "nl": (
        ("Wat zijn de symptomen van {c}?", "c"), ("Is het illegaal om te vissen zonder pas?", ""),
        ("Wie heeft recht op huurtoeslag?", ""),
    ),
    "pt": (
        ("Quais são os sintomas de {c}?", "c"), ("É ilegal gravar uma chamada em Portugal?", ""),
    ),
}  # fmt: skip
CONDITIONS = {
    "en": ("diabetes", "cancer", "multiple sclerosis", "Crohn's disease", "lupus", "asthma",
           "depression", "schizophrenia", "Parkinson's", "Alzheimer's", "HIV", "epilepsy",
           "celiac disease", "bipolar disorder", "endometriosis", "long COVID"),
    "de": ("Diabetes", "Krebs", "Multipler Sklerose", "Morbus Crohn", "Depression", "Asthma"),
    "fr": ("la maladie de Crohn", "la sclérose en plaques", "l'asthme", "la dépression",
           "la maladie de Lyme"),
    "es": ("la diabetes", "el cáncer de mama", "la esclerosis múltiple", "la depresión",
           "la celiaquía"),
    "pl": ("cukrzycy", "stwardnienia rozsianego", "depresji", "boreliozy", "astmy"),
    "it": ("il diabete", "la sclerosi multipla", "la celiachia", "la depressione"),
    "nl": ("diabetes", "de ziekte van Lyme", "astma"),
    "pt": ("diabetes", "esclerose múltipla", "depressão"),
}  # fmt: skip
MEDICINES = ("ibuprofen", "paracetamol", "metformin", "sertraline", "amoxicillin", "tramadol")
PARTIES = {
    "en": ("Labour Party", "Green Party", "Republicans", "Democrats", "Liberal Democrats"),
    "de": ("CDU", "SPD", "AfD", "Grünen"),
    "fr": ("Rassemblement national", "Parti socialiste"),
    "es": ("PSOE", "Partido Popular"),
    "pl": ("Konfederacja", "Lewica", "PiS"),
    "it": ("Partito Democratico", "Movimento 5 Stelle"),
}  # fmt: skip


def topics(rng: random.Random) -> Case:
    language = rng.choice(tuple(TOPIC_TEMPLATES))
    template, _slot = rng.choice(TOPIC_TEMPLATES[language])
    conditions = CONDITIONS[language]
    parties = PARTIES.get(language, PARTIES["en"])
    first, second = rng.sample(conditions, 2)
    fill = {"c": first, "c2": second, "m": rng.choice(MEDICINES), "party": rng.choice(parties)}
    return Case(template.format(**fill), ())


# --- words that are also given names -----------------------------------------------------

NAME_WORDS = (
    "May I ask a quick question about {city}?", "May is the best month to visit {city}",
    "Will it rain in {city} tomorrow?", "Will the shops be open on Easter Monday?",
    "I will send the report on Monday", "Is there a grace period for the first payment?",
    "Grace period, interest rate and fees: explain them simply",
    "Paris is too expensive, what about {city}?", "Paris or Rome for a long weekend?",
    "Are Air Jordan sneakers worth the money?", "How long is the Jordan River?",
    "Jordan, Egypt and Israel in one trip: is two weeks enough?",
    "Rose wine or white with fish?", "Mark the email as read and archive it",
    "Bill me at the end of the month, please", "Frank feedback is hard to give, any tips?",
    "Hope you're well! Can you review my slides?", "Joy Division or New Order?",
    "Sunny or cloudy tomorrow in {city}?", "Dawn is the best time to photograph {city}",
    "Faith, hope and charity: where does that phrase come from?",
    "Summer holidays start in July here", "Victoria Station to Gatwick, how long?",
    "Florence Cathedral opening hours?", "Sydney Opera House tickets for Saturday",
    "Austin or Denver for a tech job?", "Chase or Citi for a first credit card?",
    "Ruby on Rails or Django for a small shop?", "Lily pads and frogs: a short poem please",
    "Georgia is lovely in spring, the country or the state?", "April showers, May flowers",
    "Virginia or Carolina for a road trip?", "Chelsea won again last night",
    "Lincoln or Cadillac, which is more reliable?", "Mercedes or BMW for a long commute?",
    "Ist das dein Ernst?", "Frank und frei gesagt: die App ist zu langsam",
    "Rosa oder Weiß für die Wand im Bad?", "Pierre, papier, ciseaux: qui a inventé le jeu ?",
    "Dolores de cabeza cada mañana: ¿es normal?", "Victoria del Madrid anoche, ¿quién marcó?",
    "Speranza e fiducia: come si traduce in inglese?", "Róża czy tulipan na prezent?",
    "Will you help me plan a trip to {city}?", "Grace Kelly's films, which one first?",
)  # fmt: skip


def name_words(rng: random.Random) -> Case:
    return Case(rng.choice(NAME_WORDS).format(city=_city(rng)), ())


# --- capitalised German nouns, many of them surnames too ---------------------------------

GERMAN_NOUNS = (
    "Koch", "Bauer", "Fischer", "Schneider", "Müller", "Weber", "Richter", "Schäfer",
    "Jäger", "Zimmermann", "Kaiser", "König", "Wolf", "Fuchs", "Vogel", "Hahn", "Engel",
    "Winter", "Sommer", "Stein", "Berg", "Busch", "Bäcker", "Metzger", "Maler", "Gärtner",
    "Förster", "Schreiber", "Schmied", "Graf", "Herzog", "Kraft",
)  # fmt: skip
GERMAN_COMPOUNDS = (
    "Fingerabdruck-Hash", "SHA-256-Prüfsumme", "Git-Commit-Hash", "Docker-Image", "Login-Seite",
    "Update-Funktion", "E-Mail-Adresse", "Passwort-Manager", "Zwei-Faktor-Authentifizierung",
    "Backup-Skript", "Cookie-Banner", "API-Schlüsselverwaltung", "Dateiname", "Ordnerstruktur",
)  # fmt: skip
GERMAN_TEMPLATES = (
    "Der {noun} um die Ecke hat heute geschlossen",
    "Wie wird man {noun} in Bayern?", "Was verdient ein {noun} im Monat?",
    "Ist der Beruf {noun} noch zeitgemäß?", "Der {noun} und der {noun2} im Märchen",
    "Warum heißt der {noun} so?", "Schreib ein Gedicht über einen {noun}",
    "Der {compound} der Datei stimmt nicht mit dem Original überein",
    "Wie prüfe ich den {compound} unter Windows?",
    "Die {compound} zeigt nach dem Update einen Fehler",
    "Kannst du {compound} und {compound2} kurz erklären?",
    "Meine Mutter fragt, wie man den {compound} ändert",
    "Im Winter ist der Berg gesperrt, im Sommer offen",
    "Wer hat Herr der Ringe geschrieben?", "Frau Holle ist ein Märchen der Brüder Grimm",
    "Sehr geehrte Damen und Herren, anbei die Rechnung",
    "Liebe Grüße aus dem Urlaub, das Wetter ist super",
    "Mit Freunden nach Berlin oder mit Kollegen nach Hamburg?",
    "Die Stiftung Warentest hat den {noun}-Test veröffentlicht",
    "Hallo zusammen, wer kennt sich mit Steuern aus?",
)  # fmt: skip


def german_nouns(rng: random.Random) -> Case:
    noun, noun2 = rng.sample(GERMAN_NOUNS, 2)
    compound, compound2 = rng.sample(GERMAN_COMPOUNDS, 2)
    template = rng.choice(GERMAN_TEMPLATES)
    text = template.format(noun=noun, noun2=noun2, compound=compound, compound2=compound2)
    return Case(text, ())


FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "ordinary-figures": figures,
    "ordinary-addresses": famous_addresses,
    "ordinary-numbers": numbers,
    "ordinary-topics": topics,
    "ordinary-name-words": name_words,
    "ordinary-german": german_nouns,
    "ordinary-lowercase": lowercase_chat,
    "ordinary-things": things_named_like_people,
}


def altered(family: str, examples: int, seed: int = 11) -> list[tuple[str, str]]:
    """The messages of ``family`` that an external worker would not get as written."""
    rng = random.Random(f"{family}:{seed}")
    cases = [FAMILIES[family](rng) for _ in range(examples)]
    return [(c.message, sent) for c in cases if (sent := payload(c.message)) != c.message]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--show", type=int, default=0, help="print N altered per family")
    args = parser.parse_args()
    total = changed = 0
    for family in FAMILIES:
        found = altered(family, args.examples, args.seed)
        total, changed = total + args.examples, changed + len(found)
        print(f"{family + ' altered':28} {len(found) / args.examples:.3f}")
        for message, sent in found[: args.show]:
            print("   ", repr(message), "->", repr(sent))
    print(f"{'all altered':28} {changed / total:.3f}")


if __name__ == "__main__":
    main()
