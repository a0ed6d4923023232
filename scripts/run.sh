#!/usr/bin/env bash
# Builds Freshet and starts it with the embedded defaults: a local Flink SQL Gateway (child JVM),
# an H2 database and a Paimon warehouse, all under ~/.freshet (as root: /var/lib/freshet; FRESHET_HOME to change it).
# Extra arguments go to the application, e.g. --server.port=9090. FRESHET_MAX_HEAP sets the IDE's -Xmx (default 1g).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"

java_major="$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1)"
if [ -z "$java_major" ] || [ "$java_major" -lt 17 ] || [ "$java_major" -gt 21 ]; then
  echo "Freshet needs Java 17 (17 to 21 work; the embedded Flink 2.0 breaks on newer Java)." >&2
  echo "Found: $(java -version 2>&1 | head -1). Put a JDK 17 first on PATH." >&2
  exit 1
fi

# Builds only when a source or build file is newer than the packaged jar (FRESHET_BUILD=always forces it): Maven's own
# up-to-date checks still repackage the frontend bundle, the Flink libs and the fat jar, minutes for nothing.
#
# The packaged application as plain jars (the build extracts freshet.jar into freshet-app/): it starts in half the CPU
# of the single fat jar, whose nested jars Spring Boot must open through its own class loader.
jar=ide-backend/target/freshet-app/freshet.jar
stale() {
  [ -f "$jar" ] && [ -d gateway-bridge/target/embedded-flink/lib ] && [ -d gateway-bridge/target/ingest-flink/lib ] \
    || return 0
  [ -n "$(find pom.xml sql-text sql-analysis gateway-bridge ide-ui ide-backend \
    \( -name target -o -name node_modules -o -name generated -o -name .freshet -o -path "*/src/test" \) -prune \
    -o -type f -newer "$jar" -print -quit)" ]
}
if [ "${FRESHET_BUILD:-}" = always ] || stale; then
  ./mvnw -B -ntp -DskipTests package
fi
# The IDE's heap: results spill to disk and a run holds at most freshet.run.max-statements statements, so 1 GiB
# serves a laptop (without -Xmx the JVM takes a quarter of the machine's memory). The embedded Flink child has its own
# limit, FRESHET_FLINK_MAX_HEAP (default 1536m).
exec java -Xmx"${FRESHET_MAX_HEAP:-1g}" -jar "$jar" \
  --freshet.embedded.lib-dir="$ROOT/gateway-bridge/target/embedded-flink/lib" \
  --freshet.ingest.lib-dir="$ROOT/gateway-bridge/target/ingest-flink/lib" \
  --freshet.sample-project="$ROOT/sample-projects/ecommerce" "$@"
