#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests, or explains how to get one and fails.
# Order: CHROMIUM_PATH, Playwright's own browsers, a system Chromium; on a Debian machine as root
# with none of these, Debian's chromium package is installed.
# With --headless-shell (the browser tests), Chromium's headless shell comes first, as Playwright
# itself uses for headless tests: the same engine without the desktop browser around it, which
# runs the suite about 1.8 times faster on a small machine. On Debian as root it is installed
# (package chromium-headless-shell) when missing. The benchmark keeps the full browser.
set -euo pipefail

if [ "${1:-}" = "--headless-shell" ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  if command -v chromium-headless-shell >/dev/null 2>&1; then
    command -v chromium-headless-shell
    exit 0
  fi
  if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium-headless-shell package with apt-get (one time)..." >&2
    if { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell; } >&2 &&
      command -v chromium-headless-shell >/dev/null 2>&1; then
      command -v chromium-headless-shell
      exit 0
    fi
    echo "Could not install chromium-headless-shell; looking for a full Chromium instead." >&2
  fi
fi

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', which is not an executable file." >&2
  exit 1
fi

playwright_own=$(node -e 'try { process.stdout.write(require("playwright-core").chromium.executablePath()) } catch {}' 2>/dev/null || true)
if [ -n "$playwright_own" ] && [ -x "$playwright_own" ]; then echo "$playwright_own"; exit 0; fi

for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
  if command -v "$candidate" >/dev/null 2>&1; then command -v "$candidate"; exit 0; fi
done

if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package with apt-get (one time)..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  if command -v chromium >/dev/null 2>&1; then command -v chromium; exit 0; fi
fi

cat >&2 <<'MSG'
No Chromium was found for the browser tests. Get one of these and run the tests again:
  - set CHROMIUM_PATH to a Chromium or Chrome executable;
  - or install Playwright's browser: npx playwright install chromium;
  - or install your system's package (Debian/Ubuntu: sudo apt-get install chromium).
MSG
exit 1
