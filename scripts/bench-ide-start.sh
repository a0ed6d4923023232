#!/usr/bin/env bash
# Measures IDE starts of the single jar against the extracted one (target/freshet-app), alternating, without Flink (an
# unreachable external gateway): wall time to the first HTTP answer, and the JVM's CPU (user+sys) until then.
# usage: scripts/bench-ide-start.sh [rounds]   after a package build; figures in docs/benchmarks.md, "Session 26"
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
rounds="${1:-3}"
home="$(mktemp -d)"
port=18197
trap 'rm -rf "$home"' EXIT
for round in $(seq 1 "$rounds"); do
  for mode in single extracted; do
    jar="$ROOT/ide-backend/target/freshet.jar"
    [ "$mode" = extracted ] && jar="$ROOT/ide-backend/target/freshet-app/freshet.jar"
    rm -rf "$home/h"
    start="$(date +%s%N)"
    java -Xmx768m -XX:TieredStopAtLevel=1 -jar "$jar" --freshet.home="$home/h" --server.port="$port" \
      --freshet.gateway.url=http://127.0.0.1:1 >"$home/console.log" 2>&1 &
    pid=$!
    for _ in $(seq 1 600); do
      curl -s -o /dev/null "http://127.0.0.1:$port/" && break
      sleep 0.2
    done
    end="$(date +%s%N)"
    read -r user sys < <(awk '{print $14, $15}' "/proc/$pid/stat")
    printf "round %s %-9s wall %5.1f s  cpu %5.1f s  load %s\n" "$round" "$mode" \
      "$(echo "($end - $start) / 1000000000" | bc -l)" "$(echo "($user + $sys) / $(getconf CLK_TCK)" | bc -l)" \
      "$(cut -d' ' -f1 /proc/loadavg)"
    kill "$pid"; wait "$pid" 2>/dev/null || true
  done
done
