#!/usr/bin/env bash
# Runs the server's test suite against a real PostgreSQL 15 (Debian's), as the root `npm test` does
# when this file exists. It installs PostgreSQL when missing (root and apt needed), starts a throw-away
# cluster under a temporary directory on a free port, runs the suite with TEST_DATABASE_URL, then stops
# the cluster and removes it. Without root or apt it prints one line saying why it skipped, and exits 0.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

skip() { echo "PostgreSQL tests skipped: $*"; exit 0; }

[ "$(id -u)" = 0 ] || skip "not running as root (needed to install and run Debian's PostgreSQL)"
find_bindir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
BINDIR="$(find_bindir || true)"
if [ -z "$BINDIR" ] || [ ! -x "$BINDIR/initdb" ]; then
  command -v apt-get >/dev/null 2>&1 || skip "PostgreSQL is not installed and apt-get is not available"
  echo "› Installing PostgreSQL (apt-get install postgresql)"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql) >/dev/null 2>&1 ||
    skip "apt-get install postgresql failed"
  BINDIR="$(find_bindir || true)"
  [ -n "$BINDIR" ] || skip "PostgreSQL binaries not found after installing"
fi
id postgres >/dev/null 2>&1 || skip "the postgres system user does not exist"

DIR="$(mktemp -d /tmp/haulboard-pg.XXXXXX)"
chown postgres "$DIR"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
as_pg() { runuser -u postgres -- "$@"; }
cleanup() {
  as_pg "$BINDIR/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

echo "› PostgreSQL $("$BINDIR/postgres" --version | awk '{print $3}') on port $PORT (throw-away cluster in $DIR)"
as_pg "$BINDIR/initdb" -D "$DIR/data" -U postgres -A trust --no-sync >/dev/null
as_pg "$BINDIR/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
as_pg "$BINDIR/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qc "create database haulboard_test" >/dev/null

cd "$ROOT/apps/server"
# Without arguments: every suite but the three that only start child servers. Those children never see
# TEST_DATABASE_URL (test/support/process.ts removes it: each child opens its own PGlite data directory),
# so here they would only repeat the PGlite run, for about a minute of two cores.
if [ $# -eq 0 ]; then
  set -- --exclude test/startModes.test.ts --exclude test/mediaFault.test.ts --exclude test/shutdown.test.ts
fi
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/haulboard_test" pnpm exec vitest run "$@"
