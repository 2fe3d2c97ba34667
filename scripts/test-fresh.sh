#!/usr/bin/env bash
# Installs what the tests need on a fresh machine, then runs every test (npm test).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROME_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium for the end-to-end tests…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

npm ci --no-audit --no-fund
npm test
