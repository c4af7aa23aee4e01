#!/usr/bin/env bash
# The whole test suite, as `npm test` runs it: type check, lint, unit tests (several time zones),
# the production build, checks of the built site, the browser tests against it, and the deploy
# checks against nginx serving it.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

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

step "Deploy checks against nginx (deploy/nginx's server block serving the build)"
bash scripts/nginx-check.sh
