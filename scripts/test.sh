#!/usr/bin/env bash
# npm test: every suite through turbo (cached), each runner printing its own summary.
#   check:lint    Biome (format + lint)
#   check:types   tsc -b over the whole workspace
#   check:circles no import circle in packages/*/src and apps/*/src (dpdm; type-only imports left out: they vanish at run time)
#   test          unit tests per package (Vitest, node)
#   test:stories  every story in Chromium with its play function and axe (Vitest browser mode), then the
#                 width × theme matrix once per story (.storybook/vitest.setup.ts)
#   build-storybook  the static Storybook (storybook-static/), cached
#   test:e2e      Playwright journeys against the built app and the real server on a fresh database
#   test:pack     pnpm pack domain + api, npm install them outside the workspace, type-check and run a consumer
#   postgres      the server's suite once more on a real PostgreSQL (scripts/test-postgres.sh)
# Runs on the bootstrapped PATH (scripts/hb.sh).
#
# Two lanes run side by side, one task at a time each, so that the two long suites start at once and the
# rest fills in behind them (CI has two cores; one turbo at --concurrency=2 started the journeys only after
# the unit suites, and left a core idle while they finished):
#   lane 1  the stories, Biome, tsc, the unit tests of every package but the server, then PostgreSQL
#   lane 2  the builds, the journeys, the server's unit tests and the pack check
# The lanes share no task: every build (and the pack check, whose prepack rebuilds dist/) is in lane 2.
set -uo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

turbo_lane() {
  pnpm exec turbo run "$@" --continue --output-logs=new-only --log-order=grouped --concurrency=1 --ui=stream
}

lane1() {
  turbo_lane check:lint check:types check:circles test test:stories --filter='!@haulboard/server' "$@"
  local status=$?
  if [ "${HB_PG_SUITE:-auto}" != "off" ] && [ -f scripts/test-postgres.sh ]; then
    # The marker line has the shape of turbo's own summary, so the verdict below names it.
    bash scripts/test-postgres.sh || { status=1; echo "  Failed:    postgres-suite"; }
  fi
  return $status
}

lane2() {
  turbo_lane test:e2e build-storybook test:pack test --filter=// --filter=@haulboard/server "$@"
}

{ lane1 "$@"; echo $? >"$work/lane1.status"; } 2>&1 | tee "$work/lane1.log" &
{ lane2 "$@"; echo $? >"$work/lane2.status"; } 2>&1 | tee "$work/lane2.log" &
wait

status=0
for lane in lane1 lane2; do
  [ "$(cat "$work/$lane.status" 2>/dev/null || echo 1)" = 0 ] || status=1
done
cat "$work/lane1.log" "$work/lane2.log" | sed 's/\x1b\[[0-9;]*m//g' >"$work/all.log"
# The failed turbo tasks, repeated at the very end so a CI log's tail names them.
failed=$(grep -oE '^ *Failed: +.*' "$work/all.log" | sed -E 's/^ *Failed: +//' | sort -u | paste -sd' ' -)

elapsed=$((SECONDS - started))
if [ $status -ne 0 ]; then
  # The failed tests themselves (Playwright's numbered summary, Vitest's FAIL lines), at most 40,
  # so a log cut to its last lines still says which journey or story broke.
  printf '\nfailed tests:\n'
  grep -E '^[^ ]*:? *([0-9]+\) \[chromium\]|FAIL |✘ |× )' "$work/all.log" |
    sed -E 's/^[^ ]*: *//' | sort -u | head -40
fi
if [ $status -eq 0 ]; then
  printf '\nnpm test: all suites passed in %dm%02ds\n' $((elapsed / 60)) $((elapsed % 60))
else
  printf '\nnpm test: FAILED (%s; see the runner output above) after %dm%02ds\n' "${failed:-see above}" $((elapsed / 60)) $((elapsed % 60))
fi
exit $status
