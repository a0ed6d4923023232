#!/usr/bin/env bash
# A realistic local Flink cluster as separate processes on 127.0.0.1: an S3 server (s3proxy on a folder) holding the
# Paimon warehouse and the checkpoints, a JobManager, two TaskManagers and a SQL Gateway, from the Flink 2.0 jars
# Freshet ships. Usage: scripts/cluster.sh start|stop|status   (FRESHET_CLUSTER_HOME, default ~/.freshet-cluster;
# as root /var/lib/freshet-cluster)
# The S3 credentials are random per start: they stay in the launcher's processes and one owner-only file
# ($FRESHET_CLUSTER_HOME/conf/object-store.properties); nothing here prints or stores them.
# Run as root, the cluster's processes run as FRESHET_FLINK_RUN_AS (blank: nobody; none: root), as Freshet's embedded
# Flink does (docs/security.md, 3c); the launcher stays root and says in launcher.out if it could not separate them.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
CLUSTER_HOME="${FRESHET_CLUSTER_HOME:-$HOME/.freshet-cluster}"
# as root, ~ is usually /root (0700), which the processes' own user cannot pass: a new home goes to /var/lib instead,
# as Freshet's own does (an existing ~/.freshet-cluster stays where it is, and its processes stay root, with a warning)
if [ -z "${FRESHET_CLUSTER_HOME:-}" ] && [ "$(id -u)" = 0 ] && [ ! -e "$CLUSTER_HOME" ] \
  && [ $(( 0$(stat -c %a "$HOME" 2>/dev/null || echo 700) & 1 )) = 0 ]; then
  CLUSTER_HOME=/var/lib/freshet-cluster
fi
LIB="$ROOT/gateway-bridge/target/embedded-flink/lib"
STATE="$CLUSTER_HOME/cluster.properties"
LAUNCHER_OUT="$CLUSTER_HOME/launcher.out"

prop() { sed -n "s/^$1=//p" "$STATE"; }
running() { [ -f "$STATE" ] && kill -0 "$(prop pid)" 2>/dev/null; }

show() {
  echo "Freshet local cluster (launcher pid $(prop pid), home $CLUSTER_HOME):"
  echo "  SQL Gateway  $(prop gateway-url)"
  echo "  Flink REST   $(prop flink-rest-url)"
  echo "  S3 endpoint  $(prop s3-endpoint)   warehouse $(prop warehouse)"
  echo "  credentials  $(prop credentials-file)   logs $CLUSTER_HOME/log"
  # path-style access: s3proxy has no per-bucket host names (DeploymentOptions' s3.path.style.access)
  echo "Start Freshet on it:"
  echo "  FRESHET_GATEWAY_URL=$(prop gateway-url) FRESHET_FLINK_REST_URL=$(prop flink-rest-url) \\"
  echo "  FRESHET_CATALOG_WAREHOUSE=$(prop warehouse) FRESHET_CATALOG_S3_ENDPOINT=$(prop s3-endpoint) \\"
  echo "  FRESHET_CATALOG_S3_PATH_STYLE_ACCESS=true scripts/run.sh"
  echo "Its catalog browser reads the warehouse with the keys in the credentials file: as an ADMIN, store them on"
  echo "Settings > Secrets as catalog.s3.access-key and catalog.s3.secret-key (new keys at every cluster start)."
}

case "${1:-}" in
  start)
    if running; then show; exit 0; fi
    java_major="$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1)"
    if [ -z "$java_major" ] || [ "$java_major" -lt 17 ] || [ "$java_major" -gt 21 ]; then
      echo "The cluster needs Java 17 to 21 (Flink 2.0). Found: $(java -version 2>&1 | head -1)." >&2
      exit 1
    fi
    if [ ! -d "$ROOT/gateway-bridge/target/embedded-flink/cluster/s3proxy" ]; then
      (cd "$ROOT" && ./mvnw -B -ntp -q -pl gateway-bridge -am package -DskipTests)
    fi
    launcher_jar="$(ls "$ROOT"/gateway-bridge/target/gateway-bridge-*.jar | grep -v -- '-sources\|-javadoc\|-tests' | head -1)"
    # owner-only from the start; the launcher's output goes beside its lock, never into log/, which belongs to the
    # processes' own OS user when this runs as root (FRESHET_FLINK_RUN_AS): a link planted there must not be followed
    umask 077
    mkdir -p "$CLUSTER_HOME"
    rm -f "$STATE" "$LAUNCHER_OUT"
    nohup java -cp "$launcher_jar:$LIB/*" io.freshet.gateway.cluster.ClusterMain "$CLUSTER_HOME" "$LIB" \
      > "$LAUNCHER_OUT" 2>&1 < /dev/null &
    launcher=$!
    for _ in $(seq 1 600); do
      if [ -f "$STATE" ]; then show; exit 0; fi
      if ! kill -0 "$launcher" 2>/dev/null; then
        echo "The cluster did not start:" >&2
        tail -40 "$LAUNCHER_OUT" >&2
        exit 1
      fi
      sleep 0.5
    done
    echo "The cluster did not start within 5 minutes; see $CLUSTER_HOME/log" >&2
    exit 1
    ;;
  stop)
    if ! running; then echo "No local cluster is running on $CLUSTER_HOME"; exit 0; fi
    pid="$(prop pid)"
    kill "$pid"
    for _ in $(seq 1 120); do
      if ! kill -0 "$pid" 2>/dev/null; then echo "Stopped the local cluster"; exit 0; fi
      sleep 0.5
    done
    echo "The launcher (pid $pid) is still stopping its processes; see $CLUSTER_HOME/log" >&2
    exit 1
    ;;
  status)
    if ! running; then echo "No local cluster is running on $CLUSTER_HOME"; exit 3; fi
    show
    if curl -fsS -o /dev/null "$(prop gateway-url)/v1/info"; then echo "The SQL Gateway answers."; else
      echo "The SQL Gateway does not answer." >&2; exit 1; fi
    ;;
  *)
    echo "Usage: $0 start|stop|status" >&2
    exit 2
    ;;
esac
