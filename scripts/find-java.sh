#!/usr/bin/env bash
# Prints the path of a Java runtime (11 or later) for the Nu HTML Checker (vnu-jar), or explains how
# to get one and fails. Order: JAVA_HOME, a java on the PATH; on a Debian machine running as root
# with neither, Debian's default-jre-headless package is installed with apt-get.
set -euo pipefail

java_version() { "$1" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1; }
usable() { [ -x "$1" ] && [ "$(java_version "$1")" -ge 11 ] 2>/dev/null; }

if [ -n "${JAVA_HOME:-}" ] && usable "$JAVA_HOME/bin/java"; then echo "$JAVA_HOME/bin/java"; exit 0; fi
if command -v java >/dev/null 2>&1 && usable "$(command -v java)"; then command -v java; exit 0; fi

if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Java found: installing Debian's default-jre-headless package with apt-get (one time)..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >&2
  if command -v java >/dev/null 2>&1 && usable "$(command -v java)"; then command -v java; exit 0; fi
fi

cat >&2 <<'MSG'
No Java 11 or later was found for the Nu HTML Checker. Get one and run the checks again:
  - Debian/Ubuntu: sudo apt-get install default-jre-headless
  - Fedora: sudo dnf install java-21-openjdk-headless;  macOS: brew install openjdk
  - or set JAVA_HOME to a Java installation.
MSG
exit 1
