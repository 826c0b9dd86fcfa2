"""Street addresses typed in small letters (issue 11, point 6), and the everyday words
that look like their street words, generated.

``address-lower`` takes the type-first and fused addresses of ``address_generators``
(Faker names, numbers, postcodes and towns of es_ES, it_IT, pl_PL, fr_FR, nl_NL, fr_CH)
and of German streets (de_DE), and writes the whole message in small letters, as people
type on a phone; the address must be one ADDRESS span. ``address-lower-lookalike``
draws prose in which a street word stands before a word and a number ("via email 5
times", "corso di inglese 2 volte", "la rue 3 fois"), which must pass untouched.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.trust.address_generators import TEMPLATES, type_first_address, whole_address
from tests.trust.chat_cases import Case
from tests.trust.pii_generators import faker

GERMAN = ("ich wohne in der {a}", "meine adresse: {a}", "schick es an {a} bitte", "{a}")


def _german(rng: random.Random) -> str:
    fake = faker("de_DE")
    fake.seed_instance(rng.random())
    street = str(fake.street_name())
    place = rng.choice(("", f", {fake.postcode()} {fake.city()}"))
    return f"{street} {rng.randint(1, 200)}{rng.choice(('', 'a', 'b'))}{place}"


def address_lower(rng: random.Random) -> Case:
    if rng.random() < 0.2:
        value, template = _german(rng).lower(), rng.choice(GERMAN)
    else:
        value, template = type_first_address(rng).lower(), rng.choice(TEMPLATES)
    return Case(template.format(a=value).lower(), (value,))


LOOKALIKES = (
    "we sent it via email {n} times", "i booked via booking {n} nights ago",
    "ho fatto il corso di inglese {n} volte", "ci vediamo in piazza alle {n} e poi andiamo",
    "la rue {n} fois par jour, c'est trop", "take the avenue {n} minutes north",
    "we met at place {n} in the race", "plaza {n} is closed for works",
    "she did the camino de santiago {n} times", "ich bin {n} tage weg",
    "calle de la vida, canción de {n} minutos", "the route {n} bus is late again",
    "corso base {n} e corso avanzato", "en la calle hay {n} coches aparcados",
    "na ulicy było {n} osób", "mam {n} lata i mieszkam sam", "via zoom {n} days ago",
    "largo al factotum, atto {n}", "la strada per roma è lunga {n} km",
    "il boulevard périphérique fait {n} km", "he lives on the square {n} days a week",
    "upload it via ftp {n} times a day", "rue de la paix costs {n} in monopoly",
)  # fmt: skip


def address_lower_lookalike(rng: random.Random) -> Case:
    return Case(rng.choice(LOOKALIKES).format(n=rng.randint(2, 60)), ())


FAMILIES: dict[str, Callable[[random.Random], Case]] = {"address-lower": address_lower}
CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {
    "address-lower-lookalike": address_lower_lookalike
}


def split_or_missed(cases: list[Case]) -> list[str]:
    """The addresses not found as one span from their first character to their last."""
    return [c.values[0] for c in cases if not whole_address(c)]


def main() -> None:
    """``python -m tests.trust.address_lower_generators [--examples N] [--seed S]``."""
    import argparse

    from tests.trust.pii_generators import payload

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = [address_lower(rng) for _ in range(args.examples)]
    print(f"address-lower whole    {1 - len(split_or_missed(cases)) / args.examples:.3f}")
    looks = [address_lower_lookalike(rng) for _ in range(args.examples)]
    altered = [c for c in looks if payload(c.message) != c.message]
    print(f"lookalikes altered     {len(altered) / args.examples:.3f}")


if __name__ == "__main__":
    main()
