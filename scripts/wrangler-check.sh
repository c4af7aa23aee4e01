#!/usr/bin/env bash
# Serves the build (dist/ or $OUT_DIR) as Cloudflare Workers would: `wrangler dev` with the
# repository's wrangler.jsonc runs Cloudflare's own asset server (workerd), which reads _headers,
# clean URLs and 404.html as production does. Then runs the deploy checks of
# e2e/cloudflare.spec.ts against it. Nothing leaves the machine: metrics, the update check and the
# Request.cf download are off. wrangler (and workerd with it) is always stopped, whatever happens.
# Usage: bash scripts/wrangler-check.sh   (WRANGLER_PORT picks the port, a free one by default)
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node 24 (it runs the .ts helpers), as npm scripts have it, when run on its own.
PATH="$PWD/node_modules/.bin:$PATH"

out_dir="$(realpath "${OUT_DIR:-dist}")"
if [ ! -f "$out_dir/_headers" ]; then
  echo "$out_dir/_headers is missing: build the site first (npm run build)." >&2
  exit 1
fi
port="${WRANGLER_PORT:-$(node scripts/free-port.ts)}"

work="$(mktemp -d)"
wrangler_pid=""
cleanup() {
  if [ -n "$wrangler_pid" ]; then
    kill -- "-$wrangler_pid" 2>/dev/null || kill "$wrangler_pid" 2>/dev/null || true
    wait "$wrangler_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

# No questions (no terminal), no metrics, no banner with its npm update check, no download of
# Cloudflare's Request.cf sample (a placeholder is used), logs kept out of the home folder.
export WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false WRANGLER_HIDE_BANNER=true \
  CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_LOG_PATH="$work/logs" \
  WRANGLER_REGISTRY_PATH="$work/registry"
# In a session of its own (where setsid exists) so that stopping it stops workerd too.
own_session=()
if command -v setsid >/dev/null 2>&1; then own_session=(setsid); fi
"${own_session[@]}" wrangler dev --config wrangler.jsonc --assets "$out_dir" --ip 127.0.0.1 --port "$port" \
  --persist-to "$work/state" --show-interactive-dev-session=false --log-level info \
  </dev/null >"$work/wrangler.log" 2>&1 &
wrangler_pid=$!

for _ in $(seq 1 300); do
  if grep -q "Ready on" "$work/wrangler.log" || ! kill -0 "$wrangler_pid" 2>/dev/null; then break; fi
  sleep 0.1
done
if ! grep -q "Ready on" "$work/wrangler.log"; then
  echo "wrangler dev did not start (is port $port taken? set WRANGLER_PORT):" >&2
  cat "$work/wrangler.log" >&2
  exit 1
fi
echo "wrangler $(wrangler --version) (workerd $(workerd --version | sed 's/^workerd //')) serves $out_dir on http://127.0.0.1:$port"
grep -E "header rules|redirect rules" "$work/wrangler.log" | sed 's/^/  /' || true

node scripts/host-serves-site.ts "wrangler dev" "http://127.0.0.1:$port"

# Playwright also starts the test server; a free port keeps parallel runs from colliding on it.
export E2E_PORT="${E2E_PORT:-$(node scripts/free-port.ts)}"
if [ -z "${CHROMIUM_PATH:-}" ]; then
  CHROMIUM_PATH="$(bash scripts/find-chromium.sh --headless-shell)"
  export CHROMIUM_PATH
fi
status=0
WRANGLER_URL="http://127.0.0.1:$port" playwright test e2e/cloudflare.spec.ts "$@" || status=$?
if [ "$status" -ne 0 ]; then
  echo "wrangler dev's log:" >&2
  cat "$work/wrangler.log" >&2
fi
exit "$status"
