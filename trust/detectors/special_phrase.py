"""The whole name of a condition around the term found in it.

A lexicon finds "cancer" in "breast cancer", "cancer du sein" and "cancro da mama",
"sclerosis" in "multiple sclerosis", "hepatitis" in "hepatitis C": the modifiers that
make the condition someone's are part of what must not leave. Around a head word of a
condition (a disease, a cancer, a failure, a disorder …), ``noun_phrase`` takes the
words before it (English puts them there) and, after it, a preposition with its noun or
an adjective (as the Romance languages and Polish do), up to two words each side and
never past a function word or the clause.
"""

from __future__ import annotations

import re

from trust.detectors.values import words

# Heads that English modifies in front: "breast cancer", "type 2 diabetes".
LEFT_HEADS = words(
    "cancer disease disorder failure tumour tumor syndrome infection deficiency attack "
    "injury palsy arthritis sclerosis fever diabetes dystrophy anaemia anemia fibrosis "
    "apnoea apnea depression anxiety visa permit"
)
# Heads that take their modifiers after them: "cancer du sein", "esclerosis múltiple".
RIGHT_HEADS = words(
    "cancer cáncer cancro câncer rak raka raku tumore tumeur tumor maladie enfermedad "
    "doença ziekte malattia morbo choroba chorobę chorobą sclérose esclerosis esclerose "
    "sclerosi stwardnienie insuffisance insuficiencia insufficienza insuficiência "
    "niewydolność syndrome síndrome sindrome syndroom zespół trouble troubles trastorno "
    "transtorno disturbo stoornis zaburzenia hepatitis hépatite hepatite epatite "
    "diabetes diabète diabete cukrzyca cukrzycę leucemia leucémie dettes deudas dívidas "
    "debiti zaległości rendas mutuo"
)
_PREPOSITIONS = words("de du d' del della dell' di da do dos das des van of al en z ze")
# Words that end a condition's name: conjunctions, adverbs of time, pronouns, verbs.
_STOP = words(
    "and or but so since ago now again too still last this that which who because with "
    "is was has have had i my me it "
    "und oder seit schon jetzt ist hat ich mein "
    "et ou depuis déjà est a je mon ma "
    "y o desde hace ya es tiene mi "
    "e o da già è ha mio mia "
    "en of sinds al is heeft ik mijn "
    "i lub od już jest ma mój moja "
    "e ou desde há já é tem meu minha "
    "que che dat który która como come comme wie"
)
_WORD = re.compile(r"[\w'’\-]+")


def noun_phrase(text: str, left: int, start: int, end: int, right: int) -> tuple[int, int]:
    """The span of the condition whose head is ``text[start:end]``, within the clause
    ``text[left:right]``."""
    head = text[start:end].lower()
    if head in LEFT_HEADS:
        start = _modifiers_before(text, left, start)
    if head in RIGHT_HEADS:
        end = _modifiers_after(text, end, right)
    tail = _TAIL.match(text, end)
    if tail and tail.group(1).lower() in _GENE_WORDS:
        end = tail.end()  # "BRCA1 mutation", "BRCA2-Mutation"
    lead = _LEAD.search(text, max(left, start - 14), start)
    if lead and lead.group(1).lower() in _GENE_WORDS | _WITHOUT:
        start = lead.start(1)  # "la mutación BRCA1", "sans papiers", "bez karty pobytu"
    named = _NAMED_AFTER.search(text, max(left, start - 30), start)
    if named and named.group(1).lower() in RIGHT_HEADS:
        start = named.start(1)  # "la maladie d'Alzheimer", "ziekte van Crohn"
    return start, end


_GENE_WORDS = words(
    "mutation mutations gene genes variant variants allele mutación mutação mutazione "
    "mutatie mutacja mutacji mutacją gen genu génétique genetica genética"
)
_TYPE_WORDS = words("type typ tipo stage stadium stade grade grado")
_WITHOUT = words("without ohne sans sin senza zonder bez sem")
_TAIL = re.compile(r"[ \-](\w+)")
_LEAD = re.compile(r"(\w+) $")
_NAMED_AFTER = re.compile(r"(\w+) (?:de |d'|del |di |da |do |van |of )$")


def _modifiers_before(text: str, left: int, start: int) -> int:
    before = list(_WORD.finditer(text, max(left, start - 40), start))[-2:]
    for match in reversed(before):
        word = match.group()
        between = text[match.end() : start]
        if word.lower() in _STOP or word.lower() in _PREPOSITIONS or between.strip(" -"):
            break
        if len(word) < 2 and not word.isdigit():
            break
        if word.lower() in ("a", "an", "the"):
            break
        start = match.start()
    return start


def _modifiers_after(text: str, end: int, right: int) -> int:
    after = list(_WORD.finditer(text, end, min(right, end + 40)))[:3]
    taken = 0
    for index, match in enumerate(after):
        word = match.group().lower()
        if text[end : match.start()].strip(" "):
            break  # punctuation between: the name has ended
        if word in _PREPOSITIONS and index + 1 < len(after) and taken < 2:
            follower = after[index + 1]
            between = text[match.end() : follower.start()].strip(" '")
            if follower.group().lower() in _STOP or between or follower.group()[:1].isdigit():
                break  # "dívidas de 20 mil euros": the sum is its own detail
            end, taken = follower.end(), taken + 2
            continue
        if word in _STOP or taken >= 2 or (taken and index and after[index - 1].end() < end):
            break
        typed = taken and after[index - 1].group().lower() in _TYPE_WORDS
        if (len(word) == 1 and word.isalpha()) or (word.isdigit() and typed) or word.isalpha():
            end, taken = match.end(), taken + 1
            continue
        break
    return end
