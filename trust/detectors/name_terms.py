"""The words around a person's name, as data: EN, DE, FR, ES, PL, IT, NL.

Lower-case. A trailing ``*`` makes a stem (``siostr*``: siostra, siostrą, siostry), for
the languages that inflect a noun after a preposition. ``names`` reads these; the
gazetteer itself is in ``trust/data/names``.
"""

from __future__ import annotations

from trust.detectors.values import words

# People in the person's life: "my sister Anna", "mein Kollege Jan", "ma tante Léa".
KINSHIP = words(
    # en
    "mother mom mum mommy mummy father dad daddy sister brother son daughter wife "
    "husband partner boyfriend girlfriend fiance fiancé fiancée grandma grandmother "
    "grandpa grandfather granny nan aunt auntie aunty uncle cousin niece nephew stepmother "
    "stepfather stepson stepdaughter baby child kid kids friend bestie neighbour neighbor "
    "colleague coworker co-worker boss manager flatmate roommate housemate landlord "
    "landlady tenant doctor dr gp therapist dentist nurse lawyer accountant teacher "
    "tutor coach babysitter nanny ex mate pal buddy classmate student patient client "
    "mentor supervisor assistant cleaner carer caregiver vet surgeon psychologist "
    "midwife godmother godfather in-law mother-in-law father-in-law sister-in-law "
    "brother-in-law son-in-law daughter-in-law twin granddaughter grandson grandchild "
    "grandkid grandmom grandmum grandad granddad stepdad stepmom stepmum stepbrother "
    "stepsister half-brother half-sister godson goddaughter ex-wife ex-husband "
    "ex-boyfriend ex-girlfriend hubby bf gf fiance spouse sibling "
    # de
    "mutter mama vater papa schwester bruder sohn tochter frau mann ehefrau ehemann "
    "freund freundin oma opa großmutter großvater tante onkel cousine cousin neffe "
    "nichte kollege kollegin chef chefin nachbar nachbarin vermieter vermieterin ärztin "
    "arzt zahnarzt zahnärztin therapeutin therapeut lehrer lehrerin kind enkel enkelin "
    "schwager schwägerin schwiegermutter schwiegervater verlobte verlobter mitbewohner "
    "mitbewohnerin anwalt anwältin betreuer betreuerin stiefvater stiefmutter stiefsohn "
    "stieftochter enkelsohn enkeltochter patenkind halbbruder halbschwester "
    "lebensgefährte lebensgefährtin partnerin schwiegersohn schwiegertochter "
    # fr
    "mère maman père papa sœur soeur frère fils fille femme mari copain copine ami amie "
    "grand-mère grand-père mamie papi tante oncle cousin cousine neveu nièce collègue "
    "patron patronne voisin voisine propriétaire médecin docteur dentiste avocat avocate "
    "professeur prof enfant fiancé fiancée conjoint conjointe compagnon compagne "
    "colocataire beau-père belle-mère beau-frère belle-sœur petit-fils petite-fille "
    "belle-fille gendre beau-fils demi-frère demi-sœur parrain marraine filleul filleule "
    # es
    "madre mamá padre papá hermana hermano hijo hija esposa esposo marido mujer novio "
    "novia amigo amiga abuela abuelo tía tío prima primo sobrino sobrina compañero "
    "compañera jefe jefa vecino vecina casero casera médico médica doctora dentista "
    "abogado abogada profesor profesora niño niña suegra suegro cuñado cuñada pareja "
    "nieto nieta yerno nuera padrastro madrastra hermanastro hermanastra padrino "
    "madrina ahijado ahijada "
    # pl (stems: the nouns inflect after prepositions)
    "mama mamą mamie mamy mamę mamo mamusia mamusi matk* tata tato tatą tacie taty tatę "
    "tatuś tatusia ojc* ojciec siostr* brat brata bratem bratu bracia syn syna synem synowi "
    "córk* żon* mąż męż* partner* chłopak* dziewczyn* babcia babci babcią babcię dziad* "
    "ciot* wujek wujk* kuzyn* "
    "bratan* siostrzen* kolega kolegi koleg* koleżank* przyjaciel* przyjaciół* "
    "przyjaciółk* sąsiad* sąsiadk* szef* szefow* lekarz* lekarkę lekarka doktor* "
    "dentyst* prawnik* nauczyciel* dziecko dzieck* teść* teściow* narzeczon* "
    "współlokator* szwagier szwagr* szwagierk* wnuk* wnuczk* ojczym* macoch* zięć "
    "synow* chrześni* bratow* "
    # it
    "madre mamma padre papà sorella fratello figlio figlia moglie marito ragazzo "
    "ragazza amico amica nonna nonno zia zio cugino cugina nipote collega capo vicino "
    "vicina medico dottore dottoressa avvocato insegnante bambino bambina fidanzato "
    "fidanzata suocera suocero cognato cognata compagno compagna nipotina nipotino "
    "genero nuora patrigno matrigna figliastro figliastra padrino madrina "
    # nl
    "moeder mama vader papa zus zuster broer zoon dochter vrouw man echtgenote "
    "echtgenoot vriend vriendin oma opa tante oom neef nicht collega baas buurman "
    "buurvrouw huisbaas dokter huisarts tandarts advocaat leraar lerares kind "
    "schoonmoeder schoonvader verloofde huisgenoot kleinzoon kleindochter stiefvader "
    "stiefmoeder schoonzus zwager schoonzoon schoondochter "
    # pt
    "mãe pai irmã irmão filho filha esposa marido namorado namorada avó avô tia tio "
    "prima primo sobrinho sobrinha sogra sogro cunhado cunhada neto neta chefe vizinho "
    "vizinha colega amigo amiga "
)

# The people of a job: "customer Sunita Rao", "Kundin Eva Roth", "el candidato Jorge
# Blanco". A firm is a customer as often ("customer Acme Corp"), so these are weak cues:
# a listed given name must open what follows.
JOB_PEOPLE = words(
    "customer employee candidate applicant kunde kundin mitarbeiter mitarbeiterin "
    "bewerber bewerberin cliente candidato candidata candidat candidate klant "
    "sollicitant medewerker medewerkster driver passenger fahrer fahrerin chauffeur "
    "conductor conductora motorista kierowca"
)

# Titles before a name: a name follows whatever it looks like.
HONORIFICS = words(
    "mr mrs ms miss mx dr prof sir madam dame lord lady rev "
    "herr herrn frau fräulein familie "
    "monsieur madame mademoiselle m mme mlle "
    "señor señora señorita sr sra srta don doña dona "
    "pan pani panie panu panią pana państwo "
    "signor signora signorina sig "
    "meneer mevrouw heer dhr mevr famille "
)

# Openings of a message or letter: "Hi Anna," "Liebe Jana," "Cześć Kasia".
GREETINGS = words(
    "hi hello hey dear hiya yo morning evening "
    "hallo liebe lieber moin servus "
    "bonjour salut cher chère coucou bonsoir "
    "hola querida querido estimado estimada buenas "
    "cześć czesc witaj witam drogi droga hej siema "
    "ciao caro cara salve "
    "hoi beste dag "
    "olá oi prezado prezada "
)

# Closings on the line before a signature, or right before it: "Thanks, Anna".
SIGN_OFFS = words(
    "best regards cheers thanks thank thx thnx thanx love xoxo xx x yours sincerely faithfully "
    "warmly warm wishes kind talk later ttyl bye "
    "grüße gruß grüßen lg vg mfg danke tschüss bis "
    "cordialement amitiés bisous bises merci amicalement "
    "saludos abrazo abrazos besos gracias atentamente "
    "pozdrawiam pozdrowienia pozdro dzięki dziękuję buziaki "
    "saluti cordiali grazie baci "
    "groetjes groet bedankt doei groeten "
    "saludo atenciosamente abraços beijos cumprimentos obrigado obrigada "
    "serdecznie distinti "
)

# Phrases that introduce a name outright: "my name is", "I'm called", "je m'appelle".
INTRODUCERS = (
    "my name is",
    "my name's",
    "name is",
    "named",
    "called",
    "call me",
    "this is",
    "i am",
    "i'm",
    "ich heiße",
    "ich bin",
    "mein name ist",
    "namens",
    "genannt",
    "je m'appelle",
    "je suis",
    "mon nom est",
    "nommé",
    "nommée",
    "appelé",
    "appelée",
    "me llamo",
    "mi nombre es",
    "soy",
    "llamado",
    "llamada",
    "nazywam się",
    "mam na imię",
    "jestem",
    "o imieniu",
    "mi chiamo",
    "il mio nome è",
    "sono",
    "chiamato",
    "chiamata",
    "ik ben",
    "ik heet",
    "mijn naam is",
    "genaamd",
)

# Weaker cues: a gazetteer name after them counts, an unknown word does not.
PREPOSITIONS = words(
    "with from to and by for met meet meeting told tell asked ask invite invited "
    "visit visiting call called email emailed text texted ping thank "
    "mit von und bei für an "
    "avec de et chez pour à "
    "con de y para a "
    "z ze i od dla do u "
    "con di e da per "
    "met van en bij voor aan "
)

# Verbs whose object is a person: "call Tanbay Şensoy", "ask Chidi", "rencontré Léa".
PEOPLE_VERBS = words(
    "met meet meeting told tell asked ask invite invited visit visiting call calling "
    "email emailed text texted ping remind thank hug kiss marry married dating date "
    "seeing see saw "
    "treffe getroffen anrufen frag fragen besuche "
    "rencontré rencontre appelle appeler demande demander "
    "llamar llama llamé pregunta preguntar conocí visitar "
    "spotkałem spotkałam zadzwoń zadzwonić zapytaj odwiedzić "
    "chiama chiamare incontrato chiedi "
    "bel bellen ontmoet vraag "
)

# Verbs right after a name that make it a person: "Anna said", "Tomek thinks".
PERSON_VERBS = words(
    "said says told tells asked asks wrote writes thinks thought wants wanted called "
    "texted emailed replied sent lives lived works worked is was has had will "
    "sagt sagte meint schrieb hat ist wohnt arbeitet "
    "dit a est habite travaille "
    "dice dijo tiene vive trabaja "
    "mówi powiedział powiedziała napisał napisała ma jest mieszka pracuje "
    "dice ha è abita lavora "
    "zegt zei heeft is woont werkt "
)

# Words that make a sentence a general-knowledge question, where a famous name passes.
QUESTION_OPENERS = words(
    "who what when where why how which explain describe summarise summarize compare "
    "define was were did "
    "wer was wann wo warum wieso wie welche welcher erkläre erklär beschreibe "
    "wofür wozu woher wohin womit worüber weshalb weswegen wen wem wessen war waren "
    "fasse "
    "qui que quoi quand où pourquoi comment quel quelle quels quelles explique décris "
    "combien résume résumez "
    "quién quien qué que cuándo dónde por cómo cuál explica describe fue era resume "
    "kto co kiedy gdzie dlaczego jak który która wyjaśnij opisz kim czym komu kogo czego "
    "skąd ile był była było streść "
    "chi cosa quando dove perché come quale spiega descrivi riassumi "
    "wie wat wanneer waar waarom hoe welke leg beschrijf "
    "quem quando onde porque qual quais como foi resuma "
)

# Words of the person's own life: a sentence with one is not a general question.
FIRST_PERSON = words(
    "i i'm i've i'd me my mine we our us "
    "ich mein meine meinen meinem meiner mir mich wir unser unsere "
    "je j'ai moi mon ma mes nous notre nos "
    "yo mi mis me nosotros nuestro nuestra "
    "ja mój moja moje mojej mojego mnie mi my nasz nasza "
    "io mio mia miei mie noi nostro nostra "
    "ik mijn mij me wij we ons onze "
)

# Nouns after a possessive that turn a name into an eponym: "Dijkstra's algorithm".
EPONYM_NOUNS = words(
    "algorithm theorem law principle equation conjecture constant paradox method rule "
    "effect syndrome disease test lemma problem hypothesis number formula transform "
    "razor machine distribution inequality series "
    # dishes named after someone: "Shepherd's Pie", "Caesar salad"
    "pie salad sauce soup stew pudding tart cake sandwich chicken pasta"
)

# Particles inside a name: "Ludwig van Beethoven", "Maria de la Cruz".
PARTICLES = words(
    "van von der den de del della di da dos das du la le ter ten zu bin ibn al el y 't ’t "
    "ap ní nic dela delos bint"
)

# The first word of a place or an institution with a particle in its name: "Museo del
# Prado", "Costa del Sol", "Rio de Janeiro" are no one's name.
PLACE_NOUNS = words(
    "museo museum musée museu universidad università université universidade university "
    "banco banca banque bank casa costa côte puerta porta plaza piazza praça place calle "
    "via rue rua avenida avenue san santa santo são saint sainte st ste notre isla île "
    "ilha ciudad città cité villa castillo castello château palacio palazzo palais puerto "
    "porto port mont monte lago lac golfo cabo cap sierra col pont ponte gare hôtel hotel "
    "église iglesia chiesa hospital hôpital ospedale colegio école instituto institut "
    "istituto teatro théâtre theatre rio río bahía baia parque parc parco jardin jardín "
    "giardino torre tour estación stazione aeropuerto aeroporto aéroport real royal gran "
    "grande grand nueva nuevo new fort bad bergen schloss burg"
)

# A street's type word before its name: "Paseo del Prado", "Largo Augusto", "Aleja Róż"
# are streets named after people or things; the address rules withhold them whole.
STREET_TYPES = words(
    "paseo camino carrer passeig ronda rambla avinguda plaça passatge travessera camí "
    "travesía glorieta carretera pasaje cuesta alameda viale corso largo piazzale vicolo "
    "borgo strada lungomare lungotevere contrada salita ulica ulicy aleja alei plac placu "
    "osiedle boulevard allée impasse quai chemin unter"
)

# Words that open a sentence and are no one's first name: "The Banco de España".
DETERMINERS = words(
    "the a an this that these those my your his her our their its some any every no "
    "der die das ein eine dieser diese mein meine le la les un une ce cette mon ma mes "
    "el los las una este esta mi mis il lo gli uno questo questa het een deze dit mijn "
    "ten ta to te mój moja moje"
)

# Capitalised calendar words: "before Friday", "im Januar" are no one's name.
CALENDAR = words(
    "monday tuesday wednesday thursday friday saturday sunday january february march "
    "april june july august september october november december "
    "montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar märz "
    "juni juli oktober dezember "
    "lundi mardi mercredi jeudi vendredi samedi dimanche janvier février mars avril mai "
    "juin juillet août septembre octobre novembre décembre "
    "lunes martes miércoles jueves viernes sábado domingo enero febrero marzo abril mayo "
    "junio julio agosto septiembre octubre noviembre diciembre "
    "poniedziałek wtorek środa czwartek piątek sobota niedziela styczeń luty marzec "
    "kwiecień maj czerwiec lipiec sierpień wrzesień październik listopad grudzień "
    "lunedì martedì mercoledì giovedì venerdì sabato domenica gennaio febbraio aprile "
    "maggio giugno luglio settembre ottobre dicembre "
    "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag januari februari maart "
    "mei augustus "
    "christmas easter xmas halloween"
)

# Words that credit a name for a public work: "Author: Jane Austen", "a film by …".
# Offices a public figure holds: "still the CEO of …", "the president of …".
PUBLIC_ROLES = words(
    "ceo cto cfo coo founder co-founder cofounder chairman chairwoman chair president "
    "vice-president chancellor minister premier king queen pope mayor governor senator "
    "ambassador secretary-general commissioner director-general prime-minister "
    "kanzler kanzlerin bundeskanzler bundeskanzlerin präsident präsidentin "
    "ministerpräsident ministerpräsidentin président présidente chancelier chancelière "
    "ministre presidente canciller ministro ministra prezydent premier premiera kanclerz "
    "burmistrz maire alcalde alcaldesa sindaco burgemeester koning koningin rey reina "
    "roi reine könig königin król królowa papież papst pape"
)
# What a public office is held as: "served as German chancellor", "wurde Kanzlerin".
OFFICE_VERBS = words(
    "served serves became becomes elected appointed sworn named was is war ist wurde "
    "fue es fut est devint został została jest był była fu è divenne werd"
)
# Head nouns that end the name of a thing, not of a person: "Howard University",
# "Abbey Road", "Apple Support" ("Park", "Hall", "Lane" are surnames too, so not here)
TRAILING_NOUNS = words(
    "university college institute academy hospital clinic foundation support helpdesk "
    "airlines airways holdings labs studios motors hotel cathedral stadium arena road "
    "avenue terrace station square centre center museum library theatre theater gallery "
    "zoo airport services solutions systems technologies software inc ltd llc gmbh plc "
    "corporation corp industries universität klinikum stiftung straße strasse weg platz"
)
PUBLIC_WORKS = words(
    "author authors novel novels book books film films movie movies song songs album "
    "albums poem poems painting paintings symphony opera play plays biography plot story "
    "character characters episode chapter "
    "directed composed painted written authored starring quote quotes quoted lyrics "
    "biographie biografie biografía biografia biograficzna biograficzną biograficzny "
    "biografii życiorys biographical "
    "autor autorin roman buch lied gedicht regie auteur livre chanson poème réalisé "
    "autora novela libro canción película poema autorka powieść książka piosenka wiersz "
    "romanzo canzone poesia schrijver boek liedje gedicht "
    # who painted or wrote it, in the other languages: "X pintó más de 50 autorretratos"
    "pintó pintor pintora peint peintre malte maler dipinse pittore namalował malarz "
    "schilderde schilder skrev målade boken romanen "
    # honours a public figure holds: "the Nobel Prize", "otrzymał Pokojową Nagrodę Nobla"
    "nobel nobla nobelpriset nobelpreis nobelprijs prize prix premio nagroda nagrodę "
    "nagrody nobelpreises award oscar oscars grammy olympic olympics "
    # history: "Nella battaglia di Hastings del 1066 …"
    "battle battaglia bitwa bitwie bataille schlacht batalla slag "
    # brands, shows and their characters, matches: "Volvo och IKEA är … varumärken",
    # "the new Ted Lasso season", "X to postać z serii Terminator", "X scoorde twee keer"
    "brand brands marque marques marca marcas marke marken merk merken marka marki "
    "varumärke varumärken season seasons staffel saison temporada stagione seizoen "
    "sezon series serie serii postać postaci personaje personnage personaggio "
    "scored scoorde marcó segnato strzelił pope papież papieżem papst pape "
    # a stage: "… and Paul Weller headline the festival"
    "festival festivals concert concerts headline headlines lineup line-up"
)

# Tastes in public people: "my favourite writer is …", "mein Lieblingssänger ist …".
FAVOURITE = words(
    "favourite favorite favourites favorites fave lieblings liebste liebster préféré "
    "préférée favorito favorita ulubiony ulubiona ulubionym preferito preferita "
    "lievelings favoriete"
)
ARTISTS = words(
    "writer writers author authors painter painters singer singers band composer composers "
    "poet poets actor actors actress actresses artist artists director directors player "
    "players footballer rapper musician scientist philosopher novelist "
    "schriftsteller schriftstellerin autor autorin maler sänger sängerin komponist "
    "schauspieler schauspielerin écrivain écrivaine auteur peintre chanteur chanteuse "
    "acteur actrice escritor escritora pintor cantante actor actriz pisarz pisarka "
    "malarz piosenkarz piosenkarka aktor aktorka scrittore scrittrice pittore attore "
    "attrice schrijver schilder zanger zangeres"
)

# Products and brands that are also given names: as words they need a strong cue or a
# second name word to be someone ("ask Siri", "my Tesla"; not "my sister Alexa").
PRODUCT_NAMES = frozenset(
    w.capitalize()
    for w in words(
        "siri alexa cortana bixby tesla dell ford porsche ferrari lamborghini jaguar lexus "
        "skoda nokia"
    )
)
