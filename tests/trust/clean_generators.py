"""Ordinary chat that must pass untouched: code talk, dates, versions, numbers, places.

Each template is an everyday message with slots filled from lists of things that look
like values but are not anyone's: version strings, build numbers, dates and times,
ports, sizes, prices, order and ticket references, product names, commands, error
codes, places, public institutions; and talk *about* health, faith or politics with
nobody tied to it. ``clean-chat`` draws them in EN/DE/FR/ES/IT/NL/PL/PT.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.trust.chat_cases import Case

TEMPLATES = (
    "We upgraded to Python {version} and the tests got {pct} faster",
    "Release {tag} ships on {date}, the changelog is in CHANGELOG.md",
    "The build {build} failed at {time} with exit code {code}",
    "npm install {package}@{version} breaks our webpack config",
    "pip install {pypkg}=={version} fixed it",
    "Our API listens on port {port} behind nginx",
    "The docker image {image} is {size} MB, can we slim it down?",
    "Meeting moved to {date} at {time}, room {room}",
    "My order #{order} arrived two days late",
    "Ticket {ticket} is blocked by the migration",
    "Error {hexcode} when installing Windows 11 {winver}",
    "HTTP {status} from the /health endpoint after the deploy",
    "The kernel {kernel} panics on boot with my GPU",
    "Can you convert {amount} EUR to USD at today's rate?",
    "Train {train} from {city} leaves at {time} from platform {platform}",
    "I ran {km} km in {duration} this morning",
    "The recipe needs {grams} g of flour and {ml} ml of milk",
    "ISO 8601 says {iso} is a valid timestamp, right?",
    "Chapter {chapter} of the spec covers retries",
    "Our subnet is {cidr}, how many hosts is that?",
    "Flight {flight} to {city} was delayed by {minutes} minutes",
    "The museum in {city} is open until {time} on {weekday}s",
    "Who won the {year} election in {country}?",
    "What's the population of {city} in {year}?",
    "Set max_connections to {port} and timeout to {minutes}s in postgresql.conf",
    "git checkout {sha} && git cherry-pick {sha2}",
    "The commit {sha} reverted the login fix",
    "SELECT * FROM orders WHERE id = {order} LIMIT {minutes};",
    "Rename the column user_name to display_name in migration {build}",
    "Our {team} team standup is at {time} every {weekday}",
    "Explain the difference between TCP port {port} and UDP port {port2}",
    "Wie spät ist es in {city}, wenn es hier {time} ist?",
    "Le train de {time} pour {city} est annulé ?",
    "¿A qué hora abre el museo de {city} el {weekday_es}?",
    "A che ora parte il treno per {city}? Quello delle {time}",
    "Hoe laat vertrekt de trein naar {city}? Die van {time}",
    "O której odjeżdża pociąg do {city}? Ten o {time}",
    "A que horas parte o comboio para {city}? O das {time}",
    "Version {version} von {product} stürzt beim Start ab",
    "La version {version} de {product} plante au démarrage",
    "La versión {version} de {product} se cuelga al arrancar",
    "Il mio {product} si blocca dalla versione {version}",
    "Mijn {product} crasht sinds versie {version}",
    "Mój {product} zawiesza się od wersji {version}",
    "O meu {product} bloqueia desde a versão {version}",
    "Summarise the {institution}'s latest report in five bullet points",
    "The {institution} raised interest rates by {pct} again",
)
FILL = {
    "version": ("3.12.1", "2.4.0-rc1", "1.26.4", "18.2.0", "0.9.3", "4.2", "17.4.1", "6.5.0"),
    "pct": ("12%", "30 %", "2x", "40%"),
    "tag": ("v2.4.0", "v1.0.0-beta.3", "2024.03", "release-118"),
    "date": ("2024-03-15", "15/03/2024", "March 15", "15.03.2024", "Friday the 15th"),
    "build": ("20240315.3", "#4821", "1187", "b-20931"),
    "time": ("14:30", "07:45", "9am", "18.15", "3 pm", "23:59"),
    "code": ("137", "1", "2", "255"),
    "package": ("react", "lodash", "typescript", "vite", "@angular/core"),
    "pypkg": ("numpy", "pandas", "django", "requests", "pydantic"),
    "port": ("8080", "5432", "443", "3000", "6379", "27017"),
    "port2": ("53", "123", "161", "514"),
    "image": ("node:20-alpine", "python:3.12-slim", "postgres:16", "nginx:1.25"),
    "size": ("412", "98", "1,204", "76.5"),
    "room": ("4.12", "B-204", "3.1.07", "12"),
    "order": ("48213", "100293", "7731002", "55120"),
    "ticket": ("JIRA-4821", "OPS-112", "#9931", "BUG-20931"),
    "hexcode": ("0x80070005", "0xC1900101", "0x800F081F"),
    "winver": ("23H2", "24H2", "22H2"),
    "status": ("404", "502", "503", "429"),
    "kernel": ("6.5.0-21-generic", "6.8.9-arch1-1", "5.15.0-105"),
    "amount": ("1,250", "89.99", "12 000", "4.500"),
    "train": ("ICE 1537", "TGV 6201", "IC 3120", "EC 172"),
    "city": ("Berlin", "Paris", "Kraków", "Lisbon", "Amsterdam", "Madrid", "Florence",
             "Porto", "Gdańsk", "Lyon", "Utrecht", "Bologna", "Sevilla"),
    "platform": ("7", "12", "3a", "21"),
    "km": ("5", "10.5", "21.1", "42"),
    "duration": ("52:30", "1:48:12", "24 minutes", "1h05"),
    "grams": ("250", "500", "125"),
    "ml": ("200", "300", "750"),
    "iso": ("2024-01-01T12:00:00Z", "2023-11-05T08:15:30+01:00"),
    "chapter": ("3.2.1", "4", "7.1", "12.3"),
    "cidr": ("10.0.0.0/8", "192.168.1.0/24", "172.16.0.0/12"),
    "flight": ("LH 1234", "BA 2490", "FR 8812", "KL 1002"),
    "minutes": ("45", "90", "120", "15"),
    "weekday": ("Monday", "Tuesday", "Friday", "Sunday"),
    "weekday_es": ("lunes", "martes", "domingo"),
    "year": ("2019", "2021", "2023", "1997"),
    "country": ("Poland", "the Netherlands", "Portugal", "Italy", "Germany"),
    "sha": ("a1b2c3d", "9f8e7d6c", "e3b0c44"),
    "sha2": ("0cc175b", "92eb5ff", "4a8a08f"),
    "team": ("Platform", "Growth", "Mobile", "Data", "Design"),
    "product": ("Firefox", "Thunderbird", "Photoshop", "Excel", "Blender", "GIMP", "Zoom"),
    "institution": ("ECB", "Bundesbank", "Banque de France", "Fed", "IMF", "WHO", "NBP"),
}  # fmt: skip


def clean_chat(rng: random.Random) -> Case:
    template = rng.choice(TEMPLATES)
    return Case(template.format(**{k: rng.choice(v) for k, v in FILL.items()}), ())


CLEAN_FAMILIES: dict[str, Callable[[random.Random], Case]] = {"clean-chat": clean_chat}
