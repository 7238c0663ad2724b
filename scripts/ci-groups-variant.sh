#!/usr/bin/env bash
# CI step "the site with groups but without contests and discussions" (issue 22 Checks; docs/plugins.md, CI): a
# scratch copy of the workspace with plugins/contests and plugins/discussions removed must build (backend and
# pages), start, answer /group (HTML 200) and /api/get-group-list (JSON), and a group's detail must list no
# contest or discussion tab. Modelled on scripts/ci-without-plugins.sh; the site's tests are that step's and the
# main step's, so none run here.
#   bash scripts/ci-groups-variant.sh               # as .ci/run calls it
#   KEEP_SCRATCH=1 bash scripts/ci-groups-variant.sh   # leaves the copy for a look (path printed)
# Prerequisites: npm ci done in this workspace (node_modules is borrowed, not installed) and PostgreSQL running
# (scripts/start-test-services.sh). The workspace's backend build, when there is one, is copied: tsc -b then
# only compiles what it lacks (its up-to-date check compares times, which the copies keep).
set -euo pipefail
started=$SECONDS
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/oj-groups-site.XXXXXX")"
if [ -n "${KEEP_SCRATCH:-}" ]; then echo "scratch copy: $scratch"; else trap 'rm -rf "$scratch"' EXIT; trap 'exit 1' INT TERM; fi
removed=(contests discussions)

# 1. the workspace as git sees it, without the two plugins; then its built backend (dist, tsbuildinfo, the sandbox)
(cd "$repo" && git ls-files -z -co --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$scratch"
[ -d "$scratch/plugins/groups" ] || { echo "plugins/groups is missing: nothing to check" >&2; exit 1; }
for id in "${removed[@]}"; do echo "removing plugins/$id"; rm -rf "${scratch:?}/plugins/$id"; done
(cd "$repo" && for built in config/dist config/tsconfig.tsbuildinfo core/dist core/tsconfig.tsbuildinfo migrations/dist migrations/tsconfig.tsbuildinfo \
  adapters/dist adapters/tsconfig.tsbuildinfo judge-runner/dist judge-runner/tsconfig.tsbuildinfo judge-runner/native/sbx-run/build \
  web/dist/server web/dist/server.tsbuildinfo plugins/*/dist plugins/*/tsconfig.tsbuildinfo; do
  case "$built" in plugins/contests/* | plugins/discussions/*) continue ;; esac
  [ -e "$built" ] && printf '%s\0' "$built"
done | tar --null -T - -cf - 2>/dev/null) | tar -xf - -C "$scratch"

# 2. node_modules: third-party packages linked to this workspace's, our own workspaces (@oj/*) to the copy's folders
mkdir -p "$scratch/node_modules/@oj"
for entry in "$repo"/node_modules/* "$repo"/node_modules/.bin "$repo"/node_modules/.package-lock.json; do
  name="$(basename "$entry")"
  [ "$name" = "@oj" ] || ln -s "$entry" "$scratch/node_modules/$name"
done
for ws in config core migrations adapters judge-runner web; do ln -s "../../$ws" "$scratch/node_modules/@oj/$ws"; done
for dir in "$scratch"/plugins/*/; do id="$(basename "$dir")"; ln -s "../../plugins/$id" "$scratch/node_modules/@oj/plugin-$id"; done

cd "$scratch"
# 3. the whole build: backend (the kept plugins) and the pages (only the kept plugins' pages are found)
npm run build

# 4. the built site starts and answers the group list page and call
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
data="$scratch/.data"
db="oj_groups_variant_$$"
# 16 hex characters: the login form takes 6 to 20
password="$(od -An -tx1 -N8 /dev/urandom | tr -d ' \n')"
mkdir -p "$data"
psql -h 127.0.0.1 -U postgres -d postgres -qc "create database $db" >/dev/null
PORT="$port" HOST=127.0.0.1 DATA_DIR="$data" DATABASE_URL="postgresql://postgres@127.0.0.1:5432/$db" \
  JUDGE_MODE=remote SEED_PROBLEMS=false LOG_LEVEL=warn ADMIN_PASSWORD="$password" \
  node web/dist/server/main.js &
site=$!
dropdb() { psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database if exists $db" >/dev/null 2>&1 || true; }
stop() { kill "$site" 2>/dev/null || true; wait "$site" 2>/dev/null || true; dropdb; }
fail() { stop; echo "groups variant: $1" >&2; exit 1; }
base="http://127.0.0.1:$port"
ok=""
for _ in $(seq 1 120); do
  if curl -fsS "$base/api/get-website-config" >/dev/null 2>&1; then ok=1; break; fi
  kill -0 "$site" 2>/dev/null || break
  sleep 0.5
done
[ -n "$ok" ] || fail "the built site did not start"

page="$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$base/group?l=en-US")"
case "$page" in "200 text/html"*) ;; *) fail "/group answered '$page', not an HTML page" ;; esac
list="$(curl -s "$base/api/get-group-list?l=en-US")"
echo "$list" | jq -e '.status == 200 and (.data.records | type == "array")' >/dev/null || fail "/api/get-group-list answered $list"

# 5. a group's tabs (GET /api/get-group-detail, the enabled fillers of groups.tabs): none of the removed plugins'
token="$(curl -s -D - -o /dev/null -H 'content-type: application/json' -d "{\"username\":\"root\",\"password\":\"$password\"}" "$base/api/login" | tr -d '\r' | awk 'tolower($1) == "authorization:" { sub(/^[^:]*:[ ]*/, ""); print }')"
[ -n "$token" ] || fail "root could not log in"
uid="$(psql -h 127.0.0.1 -U postgres -d "$db" -tAc "select uid from user_info where username = 'root'")"
gid="$(psql -h 127.0.0.1 -U postgres -d "$db" -tAc "insert into group_info (name, short_name, brief, description, owner, uid, auth) values ('CI group', 'CIGRP', 'A CI group', 'Made by the CI', 'root', '$uid', 1) returning id" | head -1)"
psql -h 127.0.0.1 -U postgres -d "$db" -qc "insert into group_member (gid, uid, auth) values ($gid, '$uid', 5)" >/dev/null
detail="$(curl -s -H "authorization: $token" "$base/api/get-group-detail?gid=$gid&l=en-US")"
echo "$detail" | jq -e '.status == 200 and (.data.tabs | type == "array")' >/dev/null || fail "/api/get-group-detail answered $detail"
tabs="$(echo "$detail" | jq -r '[.data.tabs[].id] | join(",")')"
echo "$detail" | jq -e 'any(.data.tabs[]; .id == "contest" or .id == "discussion") | not' >/dev/null || fail "the group's tabs include a removed plugin's: $tabs"
code="$(curl -s -o /dev/null -w '%{http_code}' -H "authorization: $token" "$base/group/$gid/discussion?l=en-US")"
stop
[ "$code" != 200 ] || { echo "groups variant: /group/$gid/discussion answered 200 without the discussions plugin" >&2; exit 1; }
echo "groups without contests and discussions: build, start, /group, /api/get-group-list and tabs [$tabs] passed in $((SECONDS - started)) s"
