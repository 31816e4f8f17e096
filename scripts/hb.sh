#!/usr/bin/env bash
# The one entry point behind every root npm script. It bootstraps what the
# project needs on a machine with only Node (>= 20) and npm:
#   Node >= 22.22 (the registry's node-linux-<arch> binary under .tools/node) when the system one is older,
#   pnpm 12.21 under .tools/pnpm, the workspace dependencies, and Chromium for browser tests.
# then runs the command asked for.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1
export TURBO_NO_UPDATE_NOTIFIER=1 npm_config_update_notifier=false

NODE_VERSION=22.23.3
PNPM_VERSION=12.21.0

say() { printf '\033[1m› %s\033[0m\n' "$*" >&2; }

node_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=22)?0:1)'
}

ensure_node() {
  if node_is_recent; then return; fi
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "Unsupported CPU $(uname -m): install Node >= 22.22 yourself." >&2; exit 1 ;;
  esac
  local bin="$ROOT/.tools/node/node_modules/node-linux-$arch/bin"
  if [ ! -x "$bin/node" ]; then
    say "Node $(node --version 2>/dev/null || echo none) is older than 22.22: installing Node $NODE_VERSION into .tools/node"
    npm install --prefix "$ROOT/.tools/node" --no-save --ignore-scripts --no-audit --no-fund --loglevel=error \
      "node-linux-$arch@$NODE_VERSION" >/dev/null
  fi
  export PATH="$bin:$PATH"
}

ensure_pnpm() {
  export PATH="$ROOT/.tools/pnpm/bin:$PATH"
  if [ "$(pnpm --version 2>/dev/null || true)" = "$PNPM_VERSION" ]; then return; fi
  say "Installing pnpm $PNPM_VERSION into .tools/pnpm"
  npm install -g --prefix "$ROOT/.tools/pnpm" --allow-scripts=pnpm --no-audit --no-fund --loglevel=error \
    "pnpm@$PNPM_VERSION" >/dev/null
}

ensure_dependencies() {
  # A no-op install takes about a second; skip it entirely when nothing changed.
  local stamp="node_modules/.hb-installed"
  if [ -f "$stamp" ] && [ "$stamp" -nt pnpm-lock.yaml ] && [ "$stamp" -nt package.json ]; then return; fi
  say "Installing dependencies (pnpm install --frozen-lockfile)"
  pnpm install --frozen-lockfile --reporter=append-only | grep -vE '^(Progress|Downloading)' || { echo "pnpm install failed" >&2; exit 1; }
  touch "$stamp"
}

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2; exit 1; }
    return
  fi
  if [ -x /usr/bin/chromium ]; then export CHROMIUM_PATH=/usr/bin/chromium; return; fi
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "Installing Chromium from Debian (apt-get install chromium)"
    apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    export CHROMIUM_PATH=/usr/bin/chromium
    return
  fi
  cat >&2 <<MSG
Browser tests need Chromium, and none was found at /usr/bin/chromium.
Install it (Debian/Ubuntu: sudo apt-get install chromium) or point CHROMIUM_PATH at a Chromium
or Chrome binary, for example:  CHROMIUM_PATH=/opt/google/chrome/chrome npm test
MSG
  exit 1
}

ensure_node
ensure_pnpm
ensure_dependencies

cmd="${1:-}"
shift || true
turbo() { pnpm exec turbo "$@"; }

case "$cmd" in
  start)
    turbo run build --filter=@haulboard/web --output-logs=errors-only
    exec pnpm --dir apps/server exec tsx src/main.ts "$@"
    ;;
  test)
    ensure_chromium
    exec bash scripts/test.sh "$@"
    ;;
  dev)
    exec pnpm exec turbo run dev --filter=@haulboard/web --filter=@haulboard/server --ui=stream "$@"
    ;;
  build)
    exec pnpm exec turbo run build "$@"
    ;;
  storybook)
    exec pnpm exec storybook dev -p "${STORYBOOK_PORT:-6006}" --config-dir .storybook --no-open "$@"
    ;;
  build-storybook)
    exec pnpm exec storybook build --config-dir .storybook --output-dir storybook-static "$@"
    ;;
  bench)
    ensure_chromium
    exec node scripts/bench/run.mjs "$@"
    ;;
  seed)
    exec pnpm --dir apps/server exec tsx src/seed/cli.ts "$@"
    ;;
  lint)
    exec pnpm exec biome check . "$@"
    ;;
  typecheck)
    exec pnpm exec tsc -b "$@"
    ;;
  test:mutation)
    # Mutation testing (issue 43), not part of `npm test`: Stryker on the domain rules, then on the server's
    # money code. `npm run test:mutation -- domain` or `-- server` runs one; extra arguments go to Stryker.
    targets=(domain server)
    case "${1:-}" in domain | server) targets=("$1"); shift ;; esac
    for target in "${targets[@]}"; do
      dir=packages/domain
      [ "$target" = server ] && dir=apps/server
      say "Mutation testing: $target ($dir/stryker.config.mjs), report in reports/mutation/$target.html"
      (cd "$dir" && "$ROOT/node_modules/.bin/stryker" run stryker.config.mjs "$@")
    done
    ;;
  chromatic)
    # For users of the Chromatic service (needs CHROMATIC_PROJECT_TOKEN). Never used by tests or CI.
    exec pnpm exec chromatic --build-script-name build-storybook "$@"
    ;;
  exec)
    exec "$@"
    ;;
  *)
    echo "usage: npm run <start|test|dev|build|storybook|build-storybook|bench|seed|lint|typecheck|chromatic|test:mutation>" >&2
    exit 2
    ;;
esac
