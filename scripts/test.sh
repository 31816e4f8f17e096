#!/usr/bin/env bash
# npm test: every suite through turbo (cached), each runner printing its own summary.
#   check:lint    Biome (format + lint)
#   check:types   tsc -b over the whole workspace
#   test          unit tests per package (Vitest, node)
#   test:stories  every story in Chromium with its play function and axe (Vitest browser mode)
#   test:e2e      Playwright journeys against the built app and the real server on a fresh database
#   test:pack     pnpm pack domain + api, npm install them outside the workspace, type-check and run a consumer
# Runs on the bootstrapped PATH (scripts/hb.sh).
set -uo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
log=$(mktemp)
trap 'rm -f "$log"' EXIT
pnpm exec turbo run check:lint check:types test test:stories test:e2e test:pack \
  --continue --output-logs=new-only --log-order=grouped --concurrency=2 --ui=stream "$@" | tee "$log"
status=${PIPESTATUS[0]}
# The failed turbo tasks, repeated at the very end so a CI log's tail names them.
failed=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -oE '^ *Failed: +.*' | sed -E 's/^ *Failed: +//' | sort -u | paste -sd' ' -)

if [ "${HB_PG_SUITE:-auto}" != "off" ] && [ -f scripts/test-postgres.sh ]; then
  bash scripts/test-postgres.sh || { status=1; failed="$failed postgres-suite"; }
fi

elapsed=$((SECONDS - started))
if [ $status -ne 0 ]; then
  # The failed tests themselves (Playwright's numbered summary, Vitest's FAIL lines), at most 40,
  # so a log cut to its last lines still says which journey or story broke.
  printf '\nfailed tests:\n'
  sed 's/\x1b\[[0-9;]*m//g' "$log" \
    | grep -E '^[^ ]*:? *([0-9]+\) \[chromium\]|FAIL |✘ |× )' \
    | sed -E 's/^[^ ]*: *//' | sort -u | head -40
fi
if [ $status -eq 0 ]; then
  printf '\nnpm test: all suites passed in %dm%02ds\n' $((elapsed / 60)) $((elapsed % 60))
else
  printf '\nnpm test: FAILED (%s; see the runner output above) after %dm%02ds\n' "${failed:-see above}" $((elapsed / 60)) $((elapsed % 60))
fi
exit $status
