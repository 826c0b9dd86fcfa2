"""config.toml is the person's file: saving changes only what they changed, keeps every
other key, table and comment, writes atomically with a backup, and never overwrites
edits made on disk since ARES read it. Bad input is refused with a sentence naming the
file, the worker (by id) and the key."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.config import ConfigChanged, ConfigError, Paths, load_settings, save_settings
from tests.helpers import hand_edited, run_ares, write_config

HAND_EDITED = hand_edited()


def test_saving_one_change_keeps_the_rest_of_the_file_as_written(tmp_path: Path) -> None:
    paths = Paths(home=tmp_path)
    path = write_config(tmp_path, HAND_EDITED)
    settings = load_settings(paths).model_copy(update={"local_only": True})
    save_settings(paths, settings)
    text = path.read_text(encoding="utf-8")
    assert text == HAND_EDITED.replace("local_only = false", "local_only = true")
    assert (tmp_path / "config.toml.bak").read_text(encoding="utf-8") == HAND_EDITED
    assert not list(tmp_path.glob("*.tmp"))


def test_a_worker_change_touches_only_that_worker(tmp_path: Path) -> None:
    paths = Paths(home=tmp_path)
    path = write_config(tmp_path, HAND_EDITED)
    settings = load_settings(paths)
    local = settings.workers[0].model_copy(update={"model": "llama3.2:3b"})
    settings = settings.model_copy(update={"workers": [local, *settings.workers[1:]]})
    save_settings(paths, settings)
    text = path.read_text(encoding="utf-8")
    assert "# the paid one" in text and "price_out_per_mtok = 0.6" in text
    data = tomllib.loads(text)
    assert data["workers"][0]["model"] == "llama3.2:3b"
    assert data["my_scripts"] == {"backup": True} and data["default_worker"] == "local"
    assert load_settings(paths) == settings


def test_a_file_edited_on_disk_since_it_was_read_is_not_overwritten(tmp_path: Path) -> None:
    paths = Paths(home=tmp_path)
    path = write_config(tmp_path, HAND_EDITED)
    settings = load_settings(paths)
    edited = HAND_EDITED.replace("0.6", "0.8")
    path.write_text(edited, encoding="utf-8")
    settings = settings.model_copy(update={"local_only": True})
    with pytest.raises(ConfigChanged, match="changed on disk since ARES read it"):
        save_settings(paths, settings)
    assert path.read_text(encoding="utf-8") == edited
    reloaded = load_settings(paths)  # what "Reload" does; then saving works again
    save_settings(paths, reloaded.model_copy(update={"local_only": True}))
    assert "price_out_per_mtok = 0.8" in path.read_text(encoding="utf-8")


def test_the_first_save_writes_the_commented_default_file(tmp_path: Path) -> None:
    paths = Paths(home=tmp_path)
    save_settings(paths, load_settings(paths))
    text = paths.config.read_text(encoding="utf-8")
    assert text.startswith("# ARES configuration.")
    assert load_settings(paths) == load_settings(Paths(home=tmp_path / "none"))


@pytest.mark.parametrize("value", ['"yes"', "1", '"true"'])
def test_a_boolean_must_be_a_boolean(tmp_path: Path, value: str) -> None:
    write_config(tmp_path, f"local_only = {value}\n")
    with pytest.raises(ConfigError, match=r"config\.toml: key 'local_only': Input should be"):
        load_settings(Paths(home=tmp_path))


def test_a_number_must_be_a_number(tmp_path: Path) -> None:
    write_config(
        tmp_path,
        '[[workers]]\nid = "cloud"\nkind = "openai"\nprivacy_class = "external_provider"\n'
        'read_timeout = "30"\n',
    )
    with pytest.raises(ConfigError, match=r"worker 'cloud': key 'read_timeout'"):
        load_settings(Paths(home=tmp_path))


def test_an_unknown_key_suggests_the_known_one_and_names_the_worker(tmp_path: Path) -> None:
    write_config(
        tmp_path,
        'local_onyl = true\n\n[[workers]]\nid = "local"\nkind = "ollama"\n\n'
        '[[workers]]\nid = "cloud"\nkind = "openai"\nprivacy_class = "external_provider"\n'
        'modle = "gpt-4o"\n',
    )
    with pytest.raises(ConfigError) as caught:
        load_settings(Paths(home=tmp_path))
    message = str(caught.value)
    assert "unknown key 'local_onyl' (did you mean 'local_only'?)" in message
    assert "worker 'cloud': unknown key 'modle' (did you mean 'model'?)" in message
    assert "workers.1" not in message


def test_a_misspelt_table_is_an_error_not_a_foreign_table(tmp_path: Path) -> None:
    write_config(tmp_path, '[overides]\nEMAIL = "private"\n')
    with pytest.raises(ConfigError, match="did you mean 'overrides'"):
        load_settings(Paths(home=tmp_path))


def test_a_config_file_that_is_not_utf8_is_named_and_exits_2(ares_home: Path) -> None:
    path = ares_home / "config.toml"
    path.write_bytes('private_terms = ["Zoë"]\n'.encode("latin-1"))
    done = run_ares(ares_home, "workers")
    assert done.returncode == 2, done.stderr
    assert str(path) in done.stderr and "not UTF-8" in done.stderr
    assert "Traceback" not in done.stderr
