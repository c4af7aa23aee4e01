#!/usr/bin/env bash
# Serves the build (dist/ or $OUT_DIR) with a real nginx and the server block of
# deploy/nginx/precision-computing.conf on a local port, then runs the deploy checks of
# e2e/nginx.spec.ts against it: headers, caching, CSP, clean URLs, redirects and 404s. No network
# is used.
# nginx comes from the PATH or /usr/sbin; on a Debian machine running as root without it, Debian's
# nginx package is installed with apt-get. Elsewhere the script stops and says how to get it.
# Usage: bash scripts/nginx-check.sh   (NGINX_PORT picks the port, a free one by default)
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node 24 (it runs the .ts helpers), as npm scripts have it, when run on its own.
PATH="$PWD/node_modules/.bin:$PATH"

out_dir="$(realpath "${OUT_DIR:-dist}")"
port="${NGINX_PORT:-$(node scripts/free-port.ts)}"
if [ ! -f "$out_dir/_nginx/pages.conf" ]; then
  echo "$out_dir/_nginx/pages.conf is missing: build the site first (npm run build)." >&2
  exit 1
fi

find_nginx() {
  if command -v nginx >/dev/null 2>&1; then command -v nginx; return; fi
  if [ -x /usr/sbin/nginx ]; then echo /usr/sbin/nginx; fi
}

nginx_bin="$(find_nginx)"
if [ -z "$nginx_bin" ] && [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ] \
  && command -v apt-get >/dev/null 2>&1; then
  echo "No nginx found: installing Debian's nginx package with apt-get (one time)..." >&2
  # Keep the package from starting a system nginx on port 80: this script runs its own.
  # (policy-rc.d exit code 101 is Debian's "do not start services"; removed again afterwards.)
  made_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod +x /usr/sbin/policy-rc.d
    made_policy="yes"
  fi
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >&2 || true
  [ -n "$made_policy" ] && rm -f /usr/sbin/policy-rc.d
  nginx_bin="$(find_nginx)"
fi
if [ -z "$nginx_bin" ]; then
  cat >&2 <<'MSG'
No nginx was found for the deploy checks against nginx. Install it and run the tests again:
  - Debian/Ubuntu: sudo apt-get install nginx
  - Fedora: sudo dnf install nginx;  macOS: brew install nginx
  - or put an nginx executable on the PATH.
MSG
  exit 1
fi

# mime.types from the nginx installation (Debian: /etc/nginx/mime.types).
conf_dir="$(dirname "$("$nginx_bin" -V 2>&1 | grep -o -- '--conf-path=[^ ]*' | cut -d= -f2)")"
mime_types="$conf_dir/mime.types"
[ -f "$mime_types" ] || { echo "nginx's mime.types was not found at $mime_types" >&2; exit 1; }

work="$(mktemp -d)"
nginx_pid=""
cleanup() {
  if [ -n "$nginx_pid" ]; then kill "$nginx_pid" 2>/dev/null || true; wait "$nginx_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# The deploy server block as a site owner would fill it in: this build's folder, a local port.
sed -e "s#/var/www/precision-computing#$out_dir#g" \
  -e "s#listen 80;#listen 127.0.0.1:$port;#" \
  -e '/listen \[::\]:80;/d' \
  deploy/nginx/precision-computing.conf >"$work/site.conf"

# Started as root, nginx runs its worker as "nobody", which cannot read a build inside a private
# folder (a clone in /root, mode 700): the worker runs as the invoking user instead.
worker_user=""
if [ "$(id -u)" = "0" ]; then worker_user="user $(id -un) $(id -gn);"; fi

cat >"$work/nginx.conf" <<CONF
daemon off;
$worker_user
worker_processes 1;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 64; }
http {
  include $mime_types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $work/client-body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  include $work/site.conf;
}
CONF

"$nginx_bin" -t -q -p "$work" -c "$work/nginx.conf"
"$nginx_bin" -p "$work" -c "$work/nginx.conf" &
nginx_pid=$!
for _ in $(seq 1 50); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
  sleep 0.1
done
if ! kill -0 "$nginx_pid" 2>/dev/null; then
  echo "nginx did not start (is port $port taken? set NGINX_PORT):" >&2
  cat "$work/error.log" >&2
  exit 1
fi
echo "nginx ($("$nginx_bin" -v 2>&1 | sed 's/^nginx version: //')) serves $out_dir on http://127.0.0.1:$port"

node scripts/host-serves-site.ts nginx "http://127.0.0.1:$port" "can its worker read $out_dir/?"

# Playwright also starts the test server; a free port keeps parallel runs from colliding on it.
export E2E_PORT="${E2E_PORT:-$(node scripts/free-port.ts)}"
if [ -z "${CHROMIUM_PATH:-}" ]; then
  CHROMIUM_PATH="$(bash scripts/find-chromium.sh --headless-shell)"
  export CHROMIUM_PATH
fi
NGINX_URL="http://127.0.0.1:$port" npx --no-install playwright test e2e/nginx.spec.ts "$@"
