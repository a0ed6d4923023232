#!/usr/bin/env bash
# Measures what docs/benchmarks.md reports for start-up: time from the run command to the IDE answering
# HTTP, time to the embedded gateway answering /v4/info, and resident memory of the IDE JVM and the
# Flink JVM after 30 s idle. Runs scripts/run.sh N times (default 5), each on a fresh home, and prints
# each run and the medians. The build inside run.sh is a no-op after the first one; run it once first.
# MODE=jar starts the built jar directly, to separate the application's start from Maven's up-to-date check.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUNS="${1:-5}"
IDLE_SECONDS="${IDLE_SECONDS:-30}"

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
now_ms() { date +%s%3N; }
rss_mib() { awk '/VmRSS/ {printf "%d", $2/1024}' "/proc/$1/status"; }
wait_http() { # url deadline_ms
  until curl -fs -o /dev/null "$1"; do
    [ "$(now_ms)" -lt "$2" ] || return 1
    sleep 0.1
  done
}
# the embedded gateway answers only with this start's secret (docs/security.md), which the launcher writes here
wait_gateway() { # port home deadline_ms
  local token="$2/flink/conf/rest-token"
  until [ -f "$token" ] && curl -fs -o /dev/null -H "Authorization: Bearer $(cat "$token")" "http://127.0.0.1:$1/v4/info"; do
    [ "$(now_ms)" -lt "$3" ] || return 1
    sleep 0.1
  done
}

runner=""
cleanup() { [ -z "$runner" ] || pkill -KILL -f -- "--server.port=$port" 2>/dev/null || true; }
trap cleanup EXIT

results=()
for i in $(seq 1 "$RUNS"); do
  home="$(mktemp -d)"
  port="$(free_port)"; gport="$(free_port)"
  start="$(now_ms)"
  if [ "${MODE:-run}" = jar ]; then
    FRESHET_HOME="$home" java -jar "$ROOT/ide-backend/target/freshet.jar" \
      --freshet.embedded.lib-dir="$ROOT/gateway-bridge/target/embedded-flink/lib" --server.port="$port" \
      --freshet.embedded.gateway-port="$gport" >"$home/console.log" 2>&1 &
  else
    FRESHET_HOME="$home" "$ROOT/scripts/run.sh" --server.port="$port" \
      --freshet.embedded.gateway-port="$gport" >"$home/console.log" 2>&1 &
  fi
  runner=$!
  deadline=$(( start + 300000 ))
  wait_http "http://127.0.0.1:$port/" "$deadline" || { echo "run $i: the IDE did not answer" >&2; tail -50 "$home/console.log" >&2; exit 1; }
  ide_ms=$(( $(now_ms) - start ))
  wait_gateway "$gport" "$home" "$deadline" || { echo "run $i: the gateway did not answer" >&2; tail -50 "$home/console.log" >&2; exit 1; }
  gw_ms=$(( $(now_ms) - start ))
  code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$gport/v4/info")"
  [ "$code" = 401 ] || { echo "run $i: the gateway answered $code without its secret" >&2; exit 1; }
  sleep "$IDLE_SECONDS"
  ide_pid="$(pgrep -f -n "freshet.jar.*--server.port=$port")"
  flink_pid="$(pgrep -P "$ide_pid" java)"
  ide_rss="$(rss_mib "$ide_pid")"; flink_rss="$(rss_mib "$flink_pid")"
  kill -TERM "$ide_pid"; wait "$runner" || true
  runner=""
  if kill -0 "$flink_pid" 2>/dev/null; then echo "run $i: Flink JVM $flink_pid outlived the IDE" >&2; exit 1; fi
  echo "run $i: ide_answers_ms=$ide_ms gateway_ready_ms=$gw_ms ide_rss_mib=$ide_rss flink_rss_mib=$flink_rss"
  results+=("$ide_ms $gw_ms $ide_rss $flink_rss")
  rm -rf "$home"
done

printf '%s\n' "${results[@]}" | python3 -c '
import sys, statistics
rows = [list(map(int, l.split())) for l in sys.stdin if l.strip()]
names = ["ide_answers_ms", "gateway_ready_ms", "ide_rss_mib", "flink_rss_mib"]
print("median:", " ".join(f"{n}={statistics.median(c):g}" for n, c in zip(names, zip(*rows))))'
