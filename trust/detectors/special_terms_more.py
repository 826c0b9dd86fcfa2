"""More vocabulary of the special categories: Italian, Dutch and Portuguese, and the
conditions, faiths, orientations and origins the first lists (``special_terms``) lack.

Same conventions: lower-case, a trailing ``*`` makes a stem, a multi-word term is
matched as written (``multiple sclerosis``, ``ziekte van crohn``). ``special_terms``
merges these into its tables.
"""

from __future__ import annotations

from trust.detectors.values import words

MORE_CATEGORIES: dict[str, frozenset[str]] = {
    "HEALTH": words(
        # en: conditions by name, and the multi-word ones whose first word alone is common
        # HIV status said as one word, in every language ("je suis séropositif")
        "séropositif séropositive seropositivo seropositiva sieropositivo sieropositiva "
        "hiv-positive hiv-positief hiv-positiv hiv-positivo hiv-positiva seropositief "
        "schwerbehindert* multiple-sklerose "
        "multiple-sclerosis coeliac celiac crohn* colitis thyroid hypothyroidism "
        "hyperthyroidism hashimoto* graves' kidney-failure renal-failure heart-failure "
        "heart-disease heart-attack copd emphysema fibromyalgia gout glaucoma cataract* "
        "sleep-apnoea sleep-apnea apnoea apnea osteoporosis osteoarthritis "
        "rheumatoid-arthritis sickle-cell cystic-fibrosis haemophilia hemophilia "
        "thalassaemia thalassemia anaemia anemia narcolepsy tourette* tinnitus "
        "pneumonia bronchitis meningitis sepsis chronic-fatigue myalgic ibs "
        "irritable-bowel diverticulitis hernia melanoma carcinoma sarcoma "
        "myeloma glioma glioblastoma metasta* mastectomy hysterectomy vasectomy "
        "stoma colostomy dialysis cerebral-palsy spina-bifida "
        "down-syndrome muscular-dystrophy motor-neurone huntington* "
        "concussion brain-injury amputee paralysed paralyzed deaf blind hiv-positive "
        "cancer-free remission tumour* tumor* lymphom* "
        # de
        "multiple-sklerose zöliakie morbus-crohn colitis-ulcerosa schilddrüse* "
        "herzinsuffizienz herzinfarkt niereninsuffizienz demenz parkinson "
        "schuppenflechte migräne lungenentzündung bandscheibenvorfall gürtelrose "
        "neurodermitis prostatakrebs darmkrebs lungenkrebs hautkrebs brustkrebs "
        "hodenkrebs "
        # fr
        "sclérose-en-plaques maladie-de-crohn cœliaque coeliaque insuffisance-cardiaque "
        "insuffisance-rénale hernie-discale fibromyalgie endométriose psoriasis "
        "hypertension leucémie tumeur cancer-du-sein cancer-de-la-prostate parkinson "
        "alzheimer sida drépanocytose mucoviscidose "
        # es
        "esclerosis-múltiple enfermedad-de-crohn celiaquía celíaco celíaca "
        "insuficiencia-renal insuficiencia-cardíaca fibromialgia endometriosis "
        "hipertensión leucemia tumor cáncer-de-mama cáncer-de-próstata alzhéimer "
        "párkinson lupus esquizofrenia "
        # it
        "diabete diabetico diabetica asma epilessia sclerosi-multipla morbo-di-crohn "
        "celiachia celiaco celiaca tumore tumori cancro leucemia linfoma ipertensione "
        "psoriasi fibromialgia endometriosi incinta gravidanza aborto-spontaneo "
        "insufficienza-renale insufficienza-cardiaca infarto ictus demenza alzheimer "
        "parkinson disabile disabilità chemioterapia dialisi "
        # nl
        "suikerziekte astma epilepsie ziekte-van-crohn borstkanker prostaatkanker "
        "darmkanker longkanker huidkanker kanker leukemie hartfalen nierfalen "
        "hoge-bloeddruk dementie reuma zwanger zwangerschap miskraam abortus "
        "beroerte hartinfarct gehandicapt* chemo "
        # pl
        "stwardnienie-rozsiane choroba-crohna chorobę-crohna celiaki* łuszczyc* "
        "nadciśnieni* białaczk* niewydolność-serca niewydolność-nerek zawał* udar* "
        "astm* alzheimer* parkinson* endometrioz* nowotwor* "
        # pt
        "diabético diabética asma epilepsia esclerose-múltipla doença-de-crohn "
        "celíaco celíaca cancro câncer leucemia linfoma hipertensão psoríase "
        "fibromialgia endometriose grávida gravidez aborto insuficiência-renal "
        "insuficiência-cardíaca enfarte infarto avc demência alzheimer parkinson "
        "lúpus deficiência "
    ),
    "MENTAL_HEALTH": words(
        # en
        "anxiety-disorder panic-disorder bipolar-disorder eating-disorder bulimia "
        "binge-eating personality-disorder bpd dissociative schizoaffective "
        "postnatal-depression postpartum agoraphobia social-anxiety dyslexia dyspraxia "
        "neurodivergent asperger* psychiatric "
        # de
        "angststörung bipolare-störung essstörung borderline-störung zwangsstörung "
        "autismus adhs magersucht "
        # fr
        "troubles-anxieux trouble-bipolaire tdah autisme anorexie boulimie "
        # es
        "trastorno-bipolar tdah autismo anorexia bulimia "
        # it
        "depressione depresso depressa ansia disturbo-d'ansia disturbo-bipolare "
        "schizofrenia autismo autistico anoressia bulimia psichiatra psicologo "
        "attacchi-di-panico "
        # nl
        "depressie depressief angststoornis bipolaire-stoornis schizofrenie autisme "
        "anorexia boulimia psychiater psycholoog burn-out burnout paniekaanvallen "
        # pl
        "nerwic* autyzm* anoreksj* bulimi* choroba-dwubiegunowa chorobę-dwubiegunową "
        "zaburzenia "
        # pt
        "depressão deprimido deprimida ansiedade transtorno-bipolar esquizofrenia "
        "autismo autista anorexia bulimia psiquiatra tdah "
    ),
    "MEDICATION": words(
        # medicines under brand names and further generics, all languages alike
        "eliquis xarelto plavix lipitor crestor synthroid paxil efexor efexor-xr tegretol "
        "epilim depakine tresiba toujeo victoza jardiance forxiga entresto stelara "
        "dupixent humira enbrel remicade ocrevus tecfidera copaxone avonex "
        "sertralin metoprolol novorapid insulina insuline "
        "metformina sertralina litio levotiroxina antidepressivo antidepressivi "
        "ansiolitico ansiolitici antidepressiva antidepressivum slaappillen "
        "antidepressiva chemotherapie chemioterapia quimioterapia chimiothérapie "
        ""
    ),
    "SEXUAL_ORIENTATION": words(
        "trans transsexual intersex genderqueer genderfluid gender-fluid "
        "coming-out "
        "trans transgeschlechtlich queer "
        "transgenre "
        "transexual "
        "omosessuale lesbica bisessuale transessuale "
        "homo homoseksueel homoseksuele lesbisch lesbienne biseksueel "
        "homossexual lésbica bissexual transexual "
        "gejem lesbijką biseksualny biseksualna "
    ),
    "RELIGION": words(
        # en: faiths and denominations
        "muslims christians jews hindus buddhists sikhs atheists baptist lutheran "
        "methodist quaker presbyterian anglican episcopalian pentecostal adventist "
        "seventh-day orthodox coptic shia shiite sunni ismaili ahmadi sufi bahá'í "
        "bahai baha'i rastafarian zoroastrian jain taoist shinto pagan wiccan druze "
        "yazidi unitarian amish mennonite scientologist jehovah's-witness "
        "catholicism protestantism orthodoxy hinduism buddhism sikhism "
        # de
        "muslimin muslima jüdin christin orthodox zeuge-jehovas "
        "zeugin-jehovas buddhist buddhistin buddhistisch hinduistisch hindu "
        # fr
        "protestant protestante bouddhiste hindou hindoue orthodoxe évangélique "
        "témoin-de-jéhovah "
        # es
        "protestante budista hindú evangélico evangélica ortodoxo ortodoxa "
        "testigo-de-jehová mormón mormona "
        # it
        "musulmano musulmana cattolico cattolica ebreo ebrea cristiano protestante "
        "ateo atea buddista induista ortodosso ortodossa evangelico testimone-di-geova "
        # nl
        "moslim moslima katholiek joods jood protestants gereformeerd hervormd "
        "atheïst atheist boeddhist boeddhistisch hindoe christelijk "
        # pl
        "prawosławn* buddyst* protestant* świadkiem-jehowy świadek-jehowy "
        "muzułmanin muzułmanką żydem żydówką "
        # pt
        "muçulmano muçulmana católico católica judeu judia cristão cristã evangélico "
        "evangélica ateu ateia budista espírita testemunha-de-jeová protestante "
    ),
    "ETHNICITY": words(
        "romani romany gypsy kurdish kurd tamil berber amazigh uyghur uighur "
        "hmong maori māori inuit first-nations mixed-race biracial multiracial "
        "gitan gitane tsigane kurde "
        "zigeuner kurdin kurde "
        "kurdo kurda "
        "zingaro curdo "
        "koerd* "
        "cigan* kurd* "
        "cigano cigana curdo curda "
    ),
    # named genes and tests only: "mutation" or "genetic" alone are as often code talk
    "GENETIC": words(
        "brca1 brca2 brca apoe4 apoe genotype karyotype trisomy hla-b27 factor-v-leiden "
        "mthfr genetic-test dna-test gene-test carrier-status "
        "gentest gentests test-génétique prueba-genética test-genetico genetische-test "
        "badanie-genetyczne teste-genético"
    ),
    "IMMIGRATION": words(
        "richiedente-asilo demandeur-d'asile demandeuse-d'asile sem-papéis "
        "senza-permesso-di-soggiorno "
        "situation-irrégulière situación-irregular geduldet "
        "ohne-aufenthaltstitel student-visa tourist-visa work-visa "
        "rifugiato rifugiata permesso-di-soggiorno clandestino clandestina "
        "vluchteling* asielzoeker* verblijfsvergunning ongedocumenteerd "
        "refugiado refugiada asilo autorização-de-residência indocumentado "
    ),
    "TRADE_UNION": words(
        "sindacato sindacalista sindacalizzato iscritto-alla-cgil "
        "vakbond vakbondslid "
        "sindicalizado sindicalizada sindicalista "
        "związku-zawodowego związkowiec "
    ),
    "FINANCE": words(
        "universal-credit jobseeker's jobseekers welfare food-bank foodbank bürgergeld "
        "hartz-iv arrears zaległoś* achterstand* betalingsachterstand* em-atraso "
        "arretrat* schuld schulden dívida dívidas debiti mutuo prestito hypotheek "
        "lening empréstimo dettes-de-jeu rendas-em-atraso renda-em-atraso mutuo-arretrato "
        "affitto-arretrato rate-arretrate"
    ),
    "CRIMINAL": words(
        "criminal-record police-record suspended-sentence community-service "
        "sex-offender offender inmate ex-con ex-offender "
        "vorstrafe vorstrafen haftstrafe "
        "casier-judiciaire garde-à-vue "
        "antecedentes-penales "
        "precedenti-penali condannato condannata arrestato arrestata carcere "
        "strafblad veroordeeld gevangenis vastgezeten gearresteerd "
        "karany karana kartotek* "
        "condenado condenada "
    ),
}

# Words of people, in the languages added here: markers of the first person, words that
# tie a person to what follows, possessives, third persons and topic words.
MORE_MARKERS = words(
    "io mio mia miei mie ho sto noi nostro nostra mi we've weve we'd we'll "
    "ik mijn mij me ben heb wij we ons onze "
    "eu meu minha meus minhas tenho sou estou nós nosso nossa fui "
    # verbs whose form says "I": the subject is often left out
    "biorę przyjmuję byłem byłam zostałem zostałam choruję cierpię należę głosuję "
    "nehme wähle prends tomo prendo slik neem gebruik soffro sufro sofro padezco voto votei"
)
MORE_POSSESSIVES = words("mio mia miei mie nostro nostra mijn onze ons meu minha meus minhas")
MORE_LINKS = words(
    "ho ha hai abbiamo sono è era ha avuto con prendo prende "
    "heb heeft had ben is was met neem neemt slik slikt gebruik gebruikt "
    "tenho tem tinha sou é era estou está com tomo toma "
)
MORE_PERSON_WORDS = words("lui lei suo sua loro hij zij haar zijn hem ele ela dele dela")
MORE_TOPIC_WORDS = words(
    "exam exams pharmacology novel textbook quiz awareness "
    "spiega spiegami storia definizione "
    "uitleg geschiedenis definitie "
    "explique história definição "
)
MORE_QUESTION_WORDS = words(
    "symptoms symptom symptome symptômes síntomas sintomi symptomen sintomas objawy objawów"
)
