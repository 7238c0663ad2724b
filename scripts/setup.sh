#!/usr/bin/env bash
# Installs what this host lacks, then the npm packages.
#   bash scripts/setup.sh          what the site needs to run embedded (judge prerequisites included)
#   bash scripts/setup.sh --test   also PostgreSQL, Redis, RabbitMQ (started if down) and Chromium for the tests
#   INSTALL_JUDGE_LANGUAGES=1 bash scripts/setup.sh   also every judge language Debian 12 packages (--test does too)
# System packages are installed only when run as root on a Debian-like system; otherwise it says what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

want_test=false
[ "${1:-}" = "--test" ] && want_test=true

need_node_major=20
if ! command -v node >/dev/null 2>&1; then
  echo "Node.js ${need_node_major}.x or newer is required (https://nodejs.org or your distribution's packages)." >&2
  exit 1
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt "$need_node_major" ]; then
  echo "Node.js ${need_node_major}.x or newer is required; this is $(node -v)." >&2
  exit 1
fi

# command -> Debian package
run_packages=(bwrap:bubblewrap gcc:gcc make:make g++:g++ python3:python3 javac:openjdk-17-jdk-headless)
# the judge's other languages Debian 12 has (docs/judge.md): PyPy 3, Go, JavaScript (the sandbox runs /usr/bin/node,
# whatever Node runs the site), Free Pascal, Ruby, PHP, Rust. Python 2 is not in Debian 12: the judge reports it
# unavailable, and the site offers only the languages some judge runner can run.
judge_packages=(pypy3:pypy3 go:golang-go node:nodejs fpc:fp-compiler ruby:ruby php:php-cli rustc:rustc)
# nginx: the multi-node test runs deploy/nginx/oj.conf in front of two web processes
test_packages=(psql:postgresql redis-server:redis-server rabbitmq-server:rabbitmq-server chromium:chromium nginx:nginx)
pairs=("${run_packages[@]}")
$want_test && pairs+=("${test_packages[@]}")
# the judge test suite runs every language; a site can run without them
{ $want_test || [ "${INSTALL_JUDGE_LANGUAGES:-}" = 1 ]; } && pairs+=("${judge_packages[@]}")

missing=()
for pair in "${pairs[@]}"; do
  cmd=${pair%%:*}; pkg=${pair##*:}
  [ -x "/usr/bin/$cmd" ] || [ -x "/usr/sbin/$cmd" ] || [ -x "/usr/lib/rabbitmq/bin/$cmd" ] || missing+=("$pkg")
done
# Chinese text in browser screenshots needs a CJK font
if $want_test && ! fc-list 2>/dev/null | grep -qi 'wenquanyi\|wqy'; then missing+=(fonts-wqy-zenhei); fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing system packages: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Missing system packages: ${missing[*]}"
    echo "Install them with: sudo apt-get install -y ${missing[*]}  (the site still starts; /api/health tells an administrator what the judge lacks)"
  fi
fi

# Judge host tuning (docs/judge.md): on cgroup v1, moving a process into a cgroup waits for an RCU grace
# period (5-20 ms per judged run); expedited grace periods make it 0.05 ms. Not persistent across reboots.
if [ "$(id -u)" = 0 ] && [ -w /sys/kernel/rcu_expedited ] && [ -e /sys/fs/cgroup/memory/memory.limit_in_bytes ] \
  && [ "$(cat /sys/kernel/rcu_expedited)" = 0 ]; then
  echo 1 > /sys/kernel/rcu_expedited && echo "Judge host tuning: /sys/kernel/rcu_expedited = 1 (faster sandbox start on cgroup v1)"
fi

if $want_test; then
  bash scripts/start-test-services.sh
fi

echo "Installing npm packages"
npm install --no-audit --no-fund --loglevel=error
