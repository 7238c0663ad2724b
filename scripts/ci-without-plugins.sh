#!/usr/bin/env bash
# CI step "the site without its plugins" (docs/plugins.md, CI): a scratch copy of the workspace with every
# plugins/<id>/ folder removed must build, pass the core tests and start. Fails if any of the three fails.
#   bash scripts/ci-without-plugins.sh            # as .ci/run calls it
#   KEEP_SCRATCH=1 bash scripts/ci-without-plugins.sh   # leaves the copy for a look (path printed)
# Prerequisites: npm ci done in this workspace (node_modules is borrowed, not installed) and the test services
# running (scripts/start-test-services.sh).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/oj-bare-site.XXXXXX")"
if [ -n "${KEEP_SCRATCH:-}" ]; then echo "scratch copy: $scratch"; else trap 'rm -rf "$scratch"' EXIT; trap 'exit 1' INT TERM; fi

# 1. the workspace as git sees it (tracked and new files, not ignored ones: no node_modules, dist, build)
(cd "$repo" && git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$scratch"
for dir in "$scratch"/plugins/*/; do [ -d "$dir" ] && echo "removing ${dir#"$scratch"/}" && rm -rf "$dir"; done

# 2. node_modules: third-party packages linked to this workspace's, our own workspaces (@oj/*) linked to the
#    copy's folders (relative links, as npm makes them), so nothing resolves back into $repo's sources
mkdir -p "$scratch/node_modules/@oj"
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin "$repo"/node_modules/.package-lock.json; do
  name="$(basename "$entry")"
  [ "$name" = "@oj" ] || ln -s "$entry" "$scratch/node_modules/$name"
done
for ws in config core migrations adapters judge-runner web; do ln -s "../../$ws" "$scratch/node_modules/@oj/$ws"; done

cd "$scratch"
# 3. the whole build (backend, plugins: none, pages)
npm run build

# 4. the rest of the site's tests: every suite of the copy (it has no plugins/ folder, so none of theirs)
#    but the browser suites, which the main step runs on the same pages, and the judge runner's own suites
#    (the sandbox, languages and hostile programs: they never load the site, so plugins cannot change them);
#    the site's judging suites (web/server/judge-*, remote runners, submissions) do run here; the multi-node
#    test (nginx, two built processes, two runners: 60-80 s) proves the deployment, which no plugin changes
npx jest --ci --testPathIgnorePatterns '\.browser\.test\.' '/multi-node\.test\.' "^$scratch/judge-runner/" '/node_modules/' '/dist/' '/build/' -- "^$scratch/"

# 5. the built site starts with no plugin folder and serves its pages and API
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
data="$scratch/.data"
db="oj_without_plugins_$$"
mkdir -p "$data"
psql -h 127.0.0.1 -U postgres -d postgres -qc "create database $db" >/dev/null
PORT="$port" HOST=127.0.0.1 DATA_DIR="$data" DATABASE_URL="postgresql://postgres@127.0.0.1:5432/$db" \
  JUDGE_MODE=remote SEED_PROBLEMS=false LOG_LEVEL=warn ADMIN_PASSWORD="$(od -An -tx1 -N12 /dev/urandom | tr -d ' \n')" \
  node web/dist/server/main.js &
site=$!
dropdb() { psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database if exists $db" >/dev/null 2>&1 || true; }
stop() { kill "$site" 2>/dev/null || true; wait "$site" 2>/dev/null || true; dropdb; }
ok=""
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/api/get-website-config" >/dev/null 2>&1; then ok=1; break; fi
  kill -0 "$site" 2>/dev/null || break
  sleep 0.5
done
if [ -z "$ok" ]; then stop; echo "the built site without plugins did not start" >&2; exit 1; fi
code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/home?l=en-US")"
stop
[ "$code" = 200 ] || { echo "/home answered $code without plugins" >&2; exit 1; }
echo "without plugins: build, core tests and start passed"
