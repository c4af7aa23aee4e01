#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: type check, lint, unit tests (several time zones),
# the production build, checks of the built site, the browser tests against it, and the deploy
# checks against nginx serving it.
set -euo pipefail
cd "$(dirname "$0")/.."

suite_start=$(date +%s)
step() { printf '\n== %s (at %ss)\n' "$1" "$(( $(date +%s) - suite_start ))"; }

step "Type check (astro check)"
astro check

step "Lint (ESLint, zero warnings) and format (Prettier)"
eslint . --max-warnings 0
prettier --check . --log-level warn

step "Unit tests (Vitest)"
vitest run
# Date and clock code must give the same answers wherever the visitor is.
for zone in America/New_York Asia/Kolkata Australia/Lord_Howe; do
  step "Unit tests of the date and time code under TZ=$zone"
  TZ="$zone" vitest run --reporter=dot src/lib/age src/lib/timezone
done

step "Production build"
build_start=$(date +%s)
astro build
build_seconds=$(( $(date +%s) - build_start ))
echo "astro build took ${build_seconds}s (budget 60s)"

step "Built-site checks (links, HTML validity, sitemap, budgets)"
node scripts/check-site.ts

step "Browser tests (Playwright against the built site)"
CHROMIUM_PATH="$(bash scripts/find-chromium.sh)"
export CHROMIUM_PATH
echo "Using Chromium at $CHROMIUM_PATH"
playwright test

step "Browser tests of advertising (a second build, with PUBLIC_ADSENSE_CLIENT set)"
# Advertising is off by default, so the build above has none (e2e/ads-off.spec.ts checks that);
# e2e/ads-on.spec.ts needs a build with a test publisher id, in a folder of its own.
ads_out="${OUT_DIR:-dist}-ads"
ads_start=$(date +%s)
if ! OUT_DIR="$ads_out" PUBLIC_ADSENSE_CLIENT=ca-pub-0000000000000000 PUBLIC_ADSENSE_SLOTS= \
  PUBLIC_ADS_NONPERSONALIZED_ON_REJECT= astro build >"$ads_out.log" 2>&1; then
  tail -n 40 "$ads_out.log"
  exit 1
fi
echo "astro build with ads on took $(( $(date +%s) - ads_start ))s (log: $ads_out.log)"
OUT_DIR="$ads_out" playwright test e2e/ads-on.spec.ts

step "Deploy checks against nginx (deploy/nginx's server block serving the build)"
bash scripts/nginx-check.sh
echo "npm test took $(( $(date +%s) - suite_start ))s"
