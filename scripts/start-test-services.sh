#!/usr/bin/env bash
# Starts the services the integration tests talk to, if they are down:
# PostgreSQL on 127.0.0.1:5432 (user postgres, trust, database test), Redis on 6379, RabbitMQ on 5672 (guest/guest).
set -uo pipefail

listening() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && exec 3>&- 3<&-; }
wait_port() {
  for _ in $(seq 1 "$2"); do listening "$1" && return 0; sleep 0.5; done
  echo "nothing listens on 127.0.0.1:$1 after waiting" >&2; return 1
}

if ! listening 5432; then
  echo "Starting PostgreSQL"
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -1)" main start || true
  fi
  wait_port 5432 20 || true
fi
# the tests connect as postgres without a password: a cluster that asks for one gets a private trust cluster instead
if ! psql -h 127.0.0.1 -U postgres -d postgres -Atc 'select 1' >/dev/null 2>&1 </dev/null; then
  if listening 5432; then
    echo "PostgreSQL on 5432 refuses user postgres without a password; set DATABASE_URL for the tests" >&2
  else
    pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
    dir=/var/lib/oj-test-postgres; sock=/var/run/oj-test-postgres
    mkdir -p "$dir" "$sock" && chown postgres "$dir" "$sock"
    [ -f "$dir/PG_VERSION" ] || runuser -u postgres -- "$pgbin/initdb" -D "$dir" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    runuser -u postgres -- "$pgbin/pg_ctl" -D "$dir" -l "$dir/log" -o "-h 127.0.0.1 -p 5432 -k $sock" -w start >/dev/null
  fi
fi
psql -h 127.0.0.1 -U postgres -d postgres -Atc "select 1 from pg_database where datname='test'" 2>/dev/null </dev/null | grep -q 1 \
  || psql -h 127.0.0.1 -U postgres -d postgres -c 'create database test' >/dev/null 2>&1 </dev/null || true

if ! listening 6379; then
  echo "Starting Redis"
  mkdir -p /var/lib/redis /var/log/redis
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log
  wait_port 6379 20
fi

if ! listening 5672; then
  echo "Starting RabbitMQ"
  rabbitmq-server -detached
  wait_port 5672 60
fi
echo "Test services are up: PostgreSQL 5432, Redis 6379, RabbitMQ 5672"
