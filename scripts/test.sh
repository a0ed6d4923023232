#!/usr/bin/env bash
# Runs every test: unit, integration (embedded Flink, Paimon, H2, PostgreSQL, MariaDB) and browser (Chromium).
# Installs what the tests need when it is missing, so it works the same on a fresh machine and in CI.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

need_apt=()
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || need_apt+=(chromium)
# MySqlIngestionIT runs a real MariaDB server (Debian installs mariadbd to /usr/sbin, not on every PATH)
command -v mariadbd >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || need_apt+=(mariadb-server)
if ((${#need_apt[@]})); then
  echo "Installing test dependencies: ${need_apt[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need_apt[@]}"
fi

./mvnw -B -ntp verify "$@"

# The README's run command itself, end to end: it builds, the IDE answers, the embedded gateway
# answers, and stopping the IDE leaves no Flink JVM behind (the script fails otherwise).
echo "Smoke test of scripts/run.sh"
IDLE_SECONDS=1 scripts/bench-startup.sh 1

# The README's cluster commands: scripts/cluster.sh start, then scripts/run.sh with exactly what it prints; Freshet
# must use that gateway, and stopping both must leave nothing running (scripts/smoke-cluster.sh, docs/deploy.md).
echo "Smoke test of scripts/cluster.sh with scripts/run.sh"
scripts/smoke-cluster.sh
