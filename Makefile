# Streams — make targets. Every target runs from the package root with the toolchain alone.
SWIFT ?= swift
STRICT := -Xswiftc -warnings-as-errors
# Recipes run under bash with pipefail, so a test run piped through tee still fails the target.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -c
# Each build flavour keeps its own scratch folder so switching does not rebuild the world.
TSAN_PATH := .build-tsan
DOCS_PATH := .build-docs
DOCS_OUT := .docc-build
DOC_MODULES := Streams StreamsTest StreamsBlocking StreamsXCTest StreamsNetwork FixtureServer \
  RxSwift RxCocoa RxRelay RxTest RxBlocking Moya RxMoya Alamofire

.PHONY: build test lint format generate docs demo bench tsan clean

build:
	$(SWIFT) build $(STRICT)

# The whole suite, serial: the live-resource counter is process-wide and checked per test.
# The log is kept in .build/test.log; when a test fails, its failures are repeated at the end,
# where a CI page that shows only the tail still names them.
test:
	$(SWIFT) build --build-tests $(STRICT)
	$(SWIFT) test --skip-build --no-parallel 2>&1 | tee .build/test.log || \
	  { echo "--- failures ---"; grep -E '✘|error:|failed' .build/test.log | head -60; exit 1; }

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests

# The overloads per arity (zip, combineLatest … over 2–8 sources) come from the templates in
# Generator/Templates: Python's standard library renders them, `swift format` formats them.
# `make generate` rewrites what is stale; CI fails when it would change the tree.
generate:
	SWIFT=$(SWIFT) python3 Generator/generate.py

# The tour: a release build of streams-demo, run with no arguments against the GitHub-like API
# it serves itself on a loopback port (real HTTP, no network needed). The binary runs directly.
# Pass options through DEMO_ARGS, e.g. `make demo DEMO_ARGS="--scene fan-out --verbose"`.
DEMO_ARGS ?=
demo:
	$(SWIFT) build -c release $(STRICT) --product streams-demo
	"$$($(SWIFT) build -c release --show-bin-path)/streams-demo" $(DEMO_ARGS)

# Operator and provider workloads against their floors, release build, one table.
# Pass options through BENCH_ARGS, e.g. `make bench BENCH_ARGS="--filter chain --runs 9"`.
# The binary runs directly, not through `swift run`, so its memory peaks are its own.
BENCH_ARGS ?=
bench:
	$(SWIFT) build -c release $(STRICT) --product streams-bench
	"$$($(SWIFT) build -c release --show-bin-path)/streams-bench" $(BENCH_ARGS)

# Concurrency-sensitive tests (suites named *Stress*) under ThreadSanitizer.
tsan:
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path $(TSAN_PATH)
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --sanitize=thread \
	  --scratch-path $(TSAN_PATH) --no-parallel --filter Stress

# DocC without the plugin: symbol graphs into a separate scratch path, one folder per module,
# then `docc convert` for each catalog, failing on any warning.
docs:
	rm -rf $(DOCS_OUT)
	mkdir -p $(DOCS_PATH)/symbol-graphs $(DOCS_OUT)
	for m in $(DOC_MODULES); do \
	  $(SWIFT) build --scratch-path $(DOCS_PATH) --target $$m \
	    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
	    -Xswiftc $(CURDIR)/$(DOCS_PATH)/symbol-graphs \
	    -Xswiftc -emit-extension-block-symbols || exit 1; \
	done
	for m in $(DOC_MODULES); do \
	  rm -rf $(DOCS_PATH)/graphs-$$m && mkdir -p $(DOCS_PATH)/graphs-$$m && \
	  cp $(DOCS_PATH)/symbol-graphs/$$m.symbols.json $(DOCS_PATH)/graphs-$$m/ && \
	  for f in $(DOCS_PATH)/symbol-graphs/$$m@*.symbols.json; do \
	    [ -e "$$f" ] && cp "$$f" $(DOCS_PATH)/graphs-$$m/; done; \
	  docc convert Sources/$$m/$$m.docc --fallback-display-name $$m \
	    --fallback-bundle-identifier org.streams.$$m \
	    --additional-symbol-graph-dir $(DOCS_PATH)/graphs-$$m \
	    --output-path $(DOCS_OUT)/$$m.doccarchive --warnings-as-errors || exit 1; \
	done

clean:
	rm -rf .build $(TSAN_PATH) $(DOCS_PATH) $(DOCS_OUT)
