#!/usr/bin/env bash
# Starts Debian's PgBouncer in transaction mode with deploy/pgbouncer.ini, in the background:
#   scripts/pgbouncer.sh start RUN_DIR PORT [PG_HOST] [PG_PORT]   (installs the package if missing)
#   scripts/pgbouncer.sh stop RUN_DIR
# or in the foreground, as this very process, for a starter that stops it and waits for its end
# (scripts/topology.ts):
#   scripts/pgbouncer.sh run RUN_DIR PORT [PG_HOST] [PG_PORT]
# PgBouncer refuses to run as root, so under root it runs as the postgres user.
set -euo pipefail
cd "$(dirname "$0")/.."
action="$1"
run_dir="$2"

if [ "$action" = stop ]; then
  if [ -f "$run_dir/pgbouncer.pid" ]; then
    kill "$(cat "$run_dir/pgbouncer.pid")" 2>/dev/null || true
  fi
  exit 0
fi

port="$3"
pg_host="${4:-127.0.0.1}"
pg_port="${5:-5432}"
if ! command -v pgbouncer >/dev/null 2>&1 && [ ! -x /usr/sbin/pgbouncer ]; then
  echo "== installing Debian's pgbouncer"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null
fi
pgbouncer_bin="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"

mkdir -p "$run_dir"
sed -e "s|@RUN_DIR@|$run_dir|g" -e "s|@PORT@|$port|g" -e "s|@PG_HOST@|$pg_host|g" \
  -e "s|@PG_PORT@|$pg_port|g" deploy/pgbouncer.ini >"$run_dir/pgbouncer.ini"
# Trust auth still asks that each user be listed; the password field is unused.
printf '"%s" ""\n' root postgres "$(id -un)" | sort -u >"$run_dir/userlist.txt"
rm -f "$run_dir/pgbouncer.pid"
user_option=()
if [ "$(id -u)" = 0 ]; then
  chown -R postgres "$run_dir"
  user_option=(-u postgres)
fi
if [ "$action" = run ]; then
  exec "$pgbouncer_bin" "${user_option[@]}" "$run_dir/pgbouncer.ini"
fi
"$pgbouncer_bin" -d "${user_option[@]}" "$run_dir/pgbouncer.ini"
for _ in $(seq 1 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then exit 0; fi
  sleep 0.1
done
echo "pgbouncer did not start listening on $port; its log:" >&2
cat "$run_dir/pgbouncer.log" >&2 || true
exit 1
