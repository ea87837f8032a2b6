#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server (Debian's postgresql package), then removes the server.
# The command gets TEST_PG_URL (a superuser URL on 127.0.0.1), TEST_PG_BIN (the server's binaries, pgbench among
# them) and TEST_PG_LOG (the server's log). Usage: scripts/with-postgres.sh CMD [ARGS...]
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "PostgreSQL server binaries not found. Install them with: apt-get install -y postgresql" >&2
  exit 1
fi

dir=$(mktemp -d /tmp/kandy-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_owner=()
if [ "$(id -u)" = 0 ]; then
  # initdb refuses to run as root: the server runs as the postgres user Debian's package creates.
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi

cleanup() {
  "${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_owner[@]}" "$bindir/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-instructions >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
"${as_owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export TEST_PG_URL="postgres://postgres@127.0.0.1:$port/postgres"
export TEST_PG_BIN="$bindir"
export TEST_PG_LOG="$dir/server.log"
echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') started for the tests on port $port"
"$@"
