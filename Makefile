# The README's two commands: `make run` and `make test`. Everything else is a helper.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: run test test-inner lint typecheck bench dist dist-test clean desktop-test screenshots

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "ARES needs Python 3.11 or newer")'
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/ares

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

# The whole suite. With the desktop packages installed it runs inside a private desktop
# session (.ci/test), so keyring and tray tests run; without them the suite names the
# skipped ones and the command that installs the packages. pytest's exit 5 fails too.
test: lint typecheck
	@# byte-compiled once, ahead: with PYTHONDONTWRITEBYTECODE set (as in CI) every `ares`
	@# process the suite starts would otherwise compile ARES from source again
	$(BIN)/python -m compileall -q app trust memory workers
	bash .ci/test $(BIN)/python -m pytest $(PYTEST_ARGS)

bench: $(STAMP)
	@for b in bench/*_bench.py; do echo "== $$b"; $(BIN)/python $$b || exit 1; done

# The README's screenshots (docs/screenshots/, 1280x800, light and dark), drawn by the
# real widgets offscreen through their UI test.
screenshots: $(STAMP)
	ARES_SCREENSHOTS=docs/screenshots QT_QPA_PLATFORM=offscreen \
		$(BIN)/python -m pytest -q tests/ui/test_docs_screenshots.py

# Runs `make test` inside a private D-Bus session with an unlocked gnome-keyring and a
# virtual X server with a tray host, as CI does (needs the packages .ci/run installs).
desktop-test: $(STAMP)
	bash .ci/desktop-session make test

# The desktop bundle: dist/ares/ (PyInstaller one-folder, with install.sh and the desktop
# files) packed as dist/ares-VERSION-linux-x86_64.tar.gz. See packaging/README.md.
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml | head -n 1)
TARBALL := dist/ares-$(VERSION)-linux-x86_64.tar.gz
DIST_STAMP := $(VENV)/.dist-installed

$(DIST_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,dist]'
	@touch $(DIST_STAMP)

dist: $(DIST_STAMP)
	rm -rf dist/ares $(TARBALL)
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/pyinstaller/ares.spec
	sh packaging/linux/stage.sh dist/ares
	tar -C dist -czf $(TARBALL) ares
	@du -sh dist/ares $(TARBALL)

# Builds the bundle, then runs it from a fresh unpack of the tarball in a private desktop
# session: --version, doctor, the window and its tray icon, a chat (needs .ci/run's packages).
dist-test: dist
	bash .ci/desktop-session $(BIN)/python packaging/smoke_test.py $(TARBALL)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
