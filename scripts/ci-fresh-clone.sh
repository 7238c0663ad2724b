#!/usr/bin/env bash
# CI step "the README from a fresh clone" (README, docs/judge.md "oj-judge"): what a clone of this repository
# holds, copied into a scratch folder, the README's setup line (scripts/setup.sh, which ends with
# `npm install`), then the README's judge-host check, `npx oj-judge judge-runner/testsuite/aplusb
# judge-runner/testsuite/languages/c/ac.c`, which must build what it needs by itself and print Accepted; and
# the same with a short language key. Nothing is borrowed from this workspace: npm's install links bins before
# anything is built, which is exactly what this step guards. About 2 minutes (measured: 78 s install with a warm npm
# cache, 31 s backend build, 3 s judging; 12 minutes on a machine loaded by other test runs).
#   bash scripts/ci-fresh-clone.sh                 # as .ci/run calls it
#   KEEP_SCRATCH=1 bash scripts/ci-fresh-clone.sh  # leaves the clone for a look (path printed)
# Prerequisites: the host packages of scripts/setup.sh (already installed by .ci/run's first step), root (the judge sandboxes).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/oj-fresh-clone.XXXXXX")"
# the sandbox users must be able to enter the folders the judge works under
chmod 755 "$scratch"
if [ -n "${KEEP_SCRATCH:-}" ]; then echo "scratch clone: $scratch/oj"; else trap 'rm -rf "$scratch"' EXIT; trap 'exit 1' INT TERM; fi
started=$SECONDS

# what a clone of this workspace holds: its files as git sees them (tracked and new ones, not ignored ones:
# no node_modules, no dist), so uncommitted work is tested too, as in scripts/ci-without-plugins.sh
mkdir "$scratch/oj"
(cd "$repo" && git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$scratch/oj"
cd "$scratch/oj"
# npm takes what its cache holds without asking the registry again (the install, and its bin links, are the same)
npm_config_prefer_offline=true bash scripts/setup.sh
echo "fresh clone: setup took $((SECONDS - started)) s"

check() {
  local expected=$1; shift
  local out
  out="$(npx oj-judge "$@")" || { echo "npx oj-judge $* failed" >&2; exit 1; }
  echo "$out"
  head -n1 <<<"$out" | grep -q "^Accepted .*(${expected} " || { echo "npx oj-judge $* did not print Accepted (${expected})" >&2; exit 1; }
}
# the README's command, word for word: the first run builds the backend (its output on stderr)
check 'C With O2' judge-runner/testsuite/aplusb judge-runner/testsuite/languages/c/ac.c
echo "fresh clone: the first npx oj-judge (backend build included) done at $((SECONDS - started)) s"
check 'Python3' judge-runner/testsuite/aplusb judge-runner/testsuite/languages/py/ac.py --language py3
echo "fresh clone: setup, npx oj-judge (built on first use) and a short key passed in $((SECONDS - started)) s"
