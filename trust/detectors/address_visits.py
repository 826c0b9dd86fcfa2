"""A street address named as a place to go and see, not as where someone lives.

"Kunnen we Prinsengracht 263 bezoeken?", "Wir wollen Prinsengracht 263 besuchen",
"I want to visit 221B Baker Street": a verb of visiting in the address's sentence says
the place is a sight, and the person's "we" or "I" does not make it theirs. It stays an
address when the sentence ties it to someone: a word of living or delivery ("lives",
"wohnt", "send", "Adresse"), a possessive, or the person visited ("visit my sister at
…", "can I visit her?", "visit you at …").
"""

from __future__ import annotations

import re

from trust.detectors.values import words

_REACH = 160
_WORD = re.compile(r"[^\W\d_][\w'’\-]*")
VISITING = words(
    "visit visiting visited visits tour besuchen besichtigen besucht besichtigt visiter "
    "visite visitons visitar visitamos visitare visitiamo visitiamo zwiedzić zwiedzać "
    "zwiedzimy odwiedzić bezoeken bezichtigen bezoek"
)
# what makes an address someone's: living there, mail to it, a home
RESIDENCE = words(
    "live lives living lived stay stays home house flat apartment address deliver "
    "delivery send ship parcel post mail wohne wohnt wohnen wohnung adresse schick "
    "schicken liefern habite habitent adresse envoyer livrer maison vivo vive viven "
    "dirección casa enviar abito abita indirizzo spedire mieszkam mieszka adres wyślij "
    "woon woont adres sturen moro mora morada"
)
# whom one visits, and whose the place is
_PEOPLE = words(
    "my our mine mein meine meinen meiner meinem unser unsere mijn onze ons mon ma mes "
    "notre nos mi mis nuestro nuestra mio mia miei nostro nostra mój moja moje nasz nasza "
    "you her him them dich ihn ihr sie euch vous te ti la lo le lui cię ją go je jou haar "
    "hem hen us uns nous nosotros noi nas"
)


def visited_place(text: str, start: int, end: int) -> bool:
    """Is the address at ``start:end`` a place the sentence goes to see, with no one's
    life tied to it?"""
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    left = max(max(text.rfind(c, lo, start) for c in ".!?\n") + 1, lo)
    stops = [i for i in (text.find(c, end, hi) for c in ".!?\n") if i >= 0]
    right = min(stops) if stops else hi
    said = _WORD.findall((text[left:start] + " " + text[end:right]).lower())
    if not any(w in VISITING for w in said):
        return False
    # kin alone ties nothing ("can we visit … with kids?"): "my sister", "her" do
    return not any(w in RESIDENCE or w in _PEOPLE for w in said)
