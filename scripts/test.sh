#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: type check, lint, unit tests (several time zones),
# the production build, checks of the built site, the browser tests against it, and the deploy
# checks against nginx, Cloudflare's asset server (wrangler dev) and Netlify's _headers parser.
set -euo pipefail
cd "$(dirname "$0")/.."

suite_start=$(date +%s)
step() { printf '\n== %s (at %ss)\n' "$1" "$(( $(date +%s) - suite_start ))"; }

# The machine has two cores and most steps keep one busy: a step that depends on nothing after it
# runs beside the next ones, its output kept in a log and shown once awaited (the last 40 lines, or
# all of it if the step failed).
background_logs="$(mktemp -d)"
trap 'rm -rf "$background_logs"' EXIT
declare -A background_pids
in_background() {
  local name="$1"
  shift
  "$@" >"$background_logs/${name//[^A-Za-z0-9]/_}.log" 2>&1 &
  background_pids[$name]=$!
}
await_background() {
  local name="$1" status=0
  wait "${background_pids[$name]}" || status=$?
  step "$name (ran beside the steps above)"
  if [ "$status" -ne 0 ]; then
    cat "$background_logs/${name//[^A-Za-z0-9]/_}.log"
    echo "$name failed (exit $status)"
    exit "$status"
  fi
  tail -n 40 "$background_logs/${name//[^A-Za-z0-9]/_}.log"
}

in_background "Type check (astro check)" astro check

step "Lint (ESLint, zero warnings) and format (Prettier)"
eslint . --max-warnings 0
prettier --check . --log-level warn
await_background "Type check (astro check)"

# The build is mostly one thread: it runs beside the unit tests (25 s less in all). Its time is
# measured there, so it is an upper bound of its time alone.
timed_build() {
  local build_start
  build_start=$(date +%s)
  astro build
  echo "astro build took $(( $(date +%s) - build_start ))s beside the unit tests (budget 60s)"
}
in_background "Production build" timed_build

step "Unit tests (Vitest)"
vitest run
# Date and clock code must give the same answers wherever the visitor is. Each run is mostly
# Vitest's start-up on one thread: the three run side by side.
time_zones=(America/New_York Asia/Kolkata Australia/Lord_Howe)
for zone in "${time_zones[@]}"; do
  in_background "Unit tests of the date and time code under TZ=$zone" \
    env TZ="$zone" vitest run --reporter=dot src/lib/calendar-date src/lib/age src/lib/timezone
done
for zone in "${time_zones[@]}"; do
  await_background "Unit tests of the date and time code under TZ=$zone"
done

await_background "Production build"

# The browser for every browser test from here on (the deploy checks below start beside the site
# checks).
# The full browser first, for the tests of what the headless shell does not do (speculation rules:
# e2e/next-page.spec.ts); with CHROMIUM_PATH set, both are that one.
FULL_CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"
export FULL_CHROMIUM_PATH
CHROMIUM_PATH="$(bash scripts/find-chromium.sh --headless-shell)"
export CHROMIUM_PATH
echo "Using Chromium at $CHROMIUM_PATH (and $FULL_CHROMIUM_PATH where the full browser is needed)"

# The deploy checks on each host's own code, beside the site checks: they wait on servers and
# browsers more than they compute, and nothing they check depends on timing. Each host's log is
# kept for its count of passed checks, printed at the end. (The test server's run of the same
# checks is part of the browser tests below.) Their browser tests start a test server of their own,
# on a free port.
host_log() { echo "$background_logs/host-${1//[^A-Za-z0-9]/_}.log"; }
deploy_check() {
  local host="$1"
  shift
  echo "== Deploy checks against $host"
  if ! E2E_PORT="$(node scripts/free-port.ts)" "$@" >"$(host_log "$host")" 2>&1; then
    cat "$(host_log "$host")"
    return 1
  fi
  tail -n 3 "$(host_log "$host")"
}
hosts=("nginx" "Cloudflare (wrangler dev)" "Netlify (headers parser)")
deploy_checks() {
  # deploy/nginx's server block serving the build; Cloudflare's asset server (wrangler dev with
  # wrangler.jsonc); the headers Netlify's own _headers parser gives every file.
  deploy_check "${hosts[0]}" bash scripts/nginx-check.sh
  deploy_check "${hosts[1]}" bash scripts/wrangler-check.sh
  deploy_check "${hosts[2]}" node scripts/netlify-headers-check.ts
}
deploy_checks_name="Deploy checks against nginx, Cloudflare's asset server and Netlify's headers parser"
in_background "$deploy_checks_name" deploy_checks

# Advertising is off by default, so the build above has none (e2e/ads-off.spec.ts checks that);
# e2e/ads-on.spec.ts needs a build with a test publisher id, in a folder of its own. It is built
# beside the site checks.
ads_out="${OUT_DIR:-dist}-ads"
ads_build_name="Production build with ads on (PUBLIC_ADSENSE_CLIENT set, into $ads_out)"
in_background "$ads_build_name" \
  env OUT_DIR="$ads_out" PUBLIC_ADSENSE_CLIENT=ca-pub-0000000000000000 PUBLIC_ADSENSE_SLOTS= \
  PUBLIC_ADS_NONPERSONALIZED_ON_REJECT= astro build

step "Built-site checks (links, HTML validity, sitemap, budgets)"
node scripts/check-site.ts
await_background "$ads_build_name"
await_background "$deploy_checks_name"

step "Browser tests (Playwright against the built site)"
playwright test --project=chromium

step "Browser tests that time the main thread (@main-thread), one at a time on a quiet machine"
playwright test --project=main-thread --workers=1

# Its layout-shift checks are the ones most sensitive to a busy machine: two workers, as ever.
step "Browser tests of advertising (against the build with ads on)"
OUT_DIR="$ads_out" playwright test e2e/ads-on.spec.ts --workers=2

step "Deploy checks passed per host"
for host in "${hosts[@]}"; do
  echo "  $host: $(grep -E '^ *[0-9]+ .*passed' "$(host_log "$host")" | tail -n 1 | sed 's/^ *//')"
done
echo "npm test took $(( $(date +%s) - suite_start ))s"
