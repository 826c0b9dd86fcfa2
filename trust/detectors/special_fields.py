"""A form's field that names a special category: "Konfession: rk (römisch-katholisch)",
"Religion: Muslim", "Sendika: Tez-Koop-İş üyesi", "Trade union: Unite". A registration
or HR form asks of its subject, so the value is withheld whatever its words. The label
must open its line and be a form's (bare "Union:" is a glossary's as often), and the
value must start with a letter. ``special_categories`` reports what this finds.
"""

from __future__ import annotations

import re

Span = tuple[int, int, str]

_RELIGION = (
    r"religion|religionszugeh[öo]rigkeit|konfession|bekenntnis|confession|religi[óo]n|"
    r"religione|religi[ãa]o|wyznanie|godsdienst|religie|religionstillh[öo]righet|din"
)
_UNION = (
    r"trade[ \t]union|union[ \t]membership|union[ \t]member|gewerkschaft|"
    r"gewerkschaftszugeh[öo]rigkeit|syndicat|sindicato|sindacato|vakbond|"
    r"zwi[ąa]zek[ \t]zawodowy|fackf[öo]rbund|sendika"
)
_FIELD = re.compile(rf"(?im)^[ \t>*\-|]*(?:({_RELIGION})|({_UNION}))[ \t]*:[ \t]*([^\W\d_][^\n]*)")


def form_fields(text: str) -> list[Span]:
    """The value of each religion or union field, to its line's end."""
    found = []
    for match in _FIELD.finditer(text):
        value = match.group(3).rstrip(" \t.;")
        category = "RELIGION" if match.group(1) else "TRADE_UNION"
        found.append((match.start(3), match.start(3) + len(value), category))
    return found
