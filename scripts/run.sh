#!/usr/bin/env bash
# Builds Freshet and starts it with the embedded defaults: a local Flink SQL Gateway (child JVM),
# an H2 database and a Paimon warehouse, all under ~/.freshet (FRESHET_HOME to change it).
# Extra arguments go to the application, e.g. --server.port=9090.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

if ! java -version 2>&1 | grep -q 'version "17'; then
  echo "Freshet needs Java 17 (Flink 2.0 does not run on newer Java); set JAVA_HOME to a JDK 17." >&2
  exit 1
fi

./mvnw -B -ntp -DskipTests package
exec java -jar ide-backend/target/freshet.jar \
  --freshet.embedded.lib-dir="$ROOT/gateway-bridge/target/embedded-flink/lib" "$@"
