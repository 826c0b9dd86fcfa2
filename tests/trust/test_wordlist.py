"""The detectors' word lists (``trust/wordlist.py``) answer exactly as a set of their
words would: a word in the list is ordinary, anything else — a near miss, a longer or
shorter word, another script — is not, so no name or password slips through a lookup."""

from __future__ import annotations

import gzip
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trust.wordlist import WordList

WORDS = st.text(alphabet="abzéłß’-", min_size=1, max_size=6)


@settings(max_examples=300, deadline=None)
@given(words=st.sets(WORDS, min_size=1, max_size=60), probes=st.lists(WORDS, max_size=40))
def test_a_word_list_answers_as_the_set_of_its_words(words: set[str], probes: list[str]) -> None:
    listed = WordList("\n".join(sorted(words)))
    assert len(listed) == len(words)
    for word in [*words, *probes]:
        assert (word in listed) == (word in words), word


def test_what_is_no_word_is_never_found() -> None:
    words = ["a", "kommt", "lives", "przyjeżdża"]
    listed = WordList("\n".join(words))
    assert all(word in listed for word in words)
    for other in ("", "komm", "kommtx", "live", "a\nb", "\nlives", "przyjezdza", "A", 7):
        assert other not in listed


LISTS = [("data", "words", "common.txt.gz"), ("data", "names", "ordinary.txt.gz")]


@pytest.mark.parametrize("parts", LISTS, ids=lambda parts: parts[-1])
def test_every_shipped_list_finds_each_of_its_words(parts: tuple[str, ...]) -> None:
    # A list rebuilt out of code-point order would answer "no word" for words in it.
    data = resources.files("trust").joinpath(*parts).read_bytes()
    words = gzip.decompress(data).decode("utf-8").split("\n")
    assert words == sorted(words) and "" not in words
    listed = WordList.from_resource(*parts)
    assert len(listed) == len(words)
    assert all(word in listed for word in words[::7])
