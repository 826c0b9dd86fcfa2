"""Street addresses in Sweden and India, whose shapes the other patterns lack.

Swedish fuses the street's type to its name (``Sveavägen``, ``Drottninggatan``,
``Stortorget``), puts the flat as ``lgh 1103`` after the number and a postcode of
three and two digits before the town: "Sveavägen 62 lgh 1103, 113 59 Stockholm".
An Indian address starts at the flat or house ("Flat 402", "H.No. 8-2-293"), names a
building, a locality and a city, and ends in a six-digit PIN: "Flat 402, Sri Sai
Residency, Madhapur, Hyderabad 500081". Without the PIN the parts are ordinary words.
"""

from __future__ import annotations

from trust.detectors.address_patterns import CITY, NAME, NUM

SE_TYPE = (
    # not "plan", "leden", "parken": German and Dutch words ("Businessplan 2025")
    r"(?:gatan|vägen|gränd|gränden|torget|backen|stigen|allén|väg|gata|stråket|kajen|platsen)"
)
SE = (
    r"\p{Lu}[\p{L}\-]*"
    + SE_TYPE
    + r" "
    + NUM
    + r"(?:,? (?i:lgh) ?\d{4})?(?:,? \d{3} ?\d{2} "
    + CITY
    + r")?"
)
# the words that begin an Indian address: the flat, the house, the plot, the door
IN_START = r"(?i:flat no\.?|flat|house no\.?|h\.? ?no\.?|plot no\.?|plot|door no\.?|d\.? ?no\.?)"
IN = (
    IN_START
    + r" ?[\w\-/]{1,10},(?: "
    + NAME
    + r",){1,4} "
    + CITY
    + r"(?: ?[-–] ?|,? )[1-9]\d{2} ?\d{3}"
)
