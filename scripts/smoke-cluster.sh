#!/usr/bin/env bash
# The README's cluster commands end to end: `scripts/cluster.sh start`, then scripts/run.sh with exactly the
# variables cluster.sh prints (parsed from its output), on a fresh FRESHET_CLUSTER_HOME and FRESHET_HOME under one
# temp dir. Checks that Freshet answers on 127.0.0.1 only, uses that gateway (its log, and the gateway's catalog store
# holding the catalog Freshet created there over the printed warehouse), starts no embedded Flink, and that after
# stopping both no process is left and `cluster.sh status` says nothing runs. Freshet's own S3 reads need the keys as
# sealed secrets, which only an ADMIN can store: FreshetOnClusterIT tests those.
# Everything started here is stopped on any failure. Prints the time each phase took.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
WORK="$(mktemp -d)"
# mktemp's 0700 would close both homes to the cluster's own OS user when this runs as root (CI): pass-through only
chmod 711 "$WORK"
export FRESHET_CLUSTER_HOME="$WORK/cluster"
FRESHET_HOME_DIR="$WORK/freshet"
CONSOLE="$WORK/freshet-console.log"
ide_pid=""
ok=""

now_ms() { date +%s%3N; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
fail() { echo "smoke-cluster: $*" >&2; exit 1; }
until_true() { # deadline_ms command...: retries the command until it succeeds or the deadline passes
  local deadline="$1"; shift
  until "$@"; do
    [ "$(now_ms)" -lt "$deadline" ] || return 1
    sleep 0.2
  done
}
cluster_processes() { pgrep -f -- "$FRESHET_CLUSTER_HOME" || true; }

cleanup() {
  local rc=$?
  if [ -n "$ide_pid" ] && kill -0 "$ide_pid" 2>/dev/null; then
    # run.sh runs in its own process group (setsid): this ends its Maven build or the Freshet JVM it became
    kill -TERM -- "-$ide_pid" 2>/dev/null || true
    wait "$ide_pid" 2>/dev/null || true
  fi
  "$ROOT/scripts/cluster.sh" stop >/dev/null 2>&1 || true
  if [ -z "$ok" ]; then
    echo "smoke-cluster failed (exit $rc); last lines of the logs:" >&2
    for log in "$CONSOLE" "$FRESHET_HOME_DIR/log/freshet.log" "$FRESHET_CLUSTER_HOME/launcher.out"; do
      [ -f "$log" ] && { echo "--- $log" >&2; tail -40 "$log" >&2; }
    done
    left="$(cluster_processes)"
    [ -z "$left" ] || echo "cluster processes still running after stop: $left" >&2
  fi
  rm -rf "$WORK"
  exit "$rc"
}
trap cleanup EXIT

t0="$(now_ms)"
started="$("$ROOT/scripts/cluster.sh" start)" || fail "scripts/cluster.sh start failed"
echo "$started"
t_cluster=$(( $(now_ms) - t0 ))

# The run command as printed: the lines after "Start Freshet on it:" up to one without a continuation backslash.
command_text="$(printf '%s\n' "$started" | awk '/^Start Freshet on it:$/ {f = 1; next} f {print; if ($0 !~ /\\$/) exit}' \
  | sed 's/\\$//' | tr '\n' ' ')"
read -ra words <<< "$command_text"
printed=()
for word in "${words[@]}"; do
  case "$word" in
    scripts/run.sh) break ;;
    [A-Z]*=*) printed+=("$word") ;;
    *) fail "unexpected word '$word' in the printed command: $command_text" ;;
  esac
done
[ "${words[${#printed[@]}]:-}" = scripts/run.sh ] || fail "the printed command does not run scripts/run.sh: $command_text"
value_of() { local v; for v in "${printed[@]}"; do [ "${v%%=*}" != "$1" ] || { echo "${v#*=}"; return; }; done; fail "$1 not printed"; }
gateway_url="$(value_of FRESHET_GATEWAY_URL)"
warehouse="$(value_of FRESHET_CATALOG_WAREHOUSE)"
s3_endpoint="$(value_of FRESHET_CATALOG_S3_ENDPOINT)"
case "$gateway_url $s3_endpoint $(value_of FRESHET_FLINK_REST_URL)" in
  *://127.0.0.1:*://127.0.0.1:*://127.0.0.1:*) ;;
  *) fail "the cluster's addresses are not all on 127.0.0.1: ${printed[*]}" ;;
esac

# as root, every cluster process but the launcher runs as another OS user (FRESHET_FLINK_RUN_AS, default nobody)
if [ "$(id -u)" = 0 ] && [ "${FRESHET_FLINK_RUN_AS:-}" != none ]; then
  launcher_pid="$(sed -n 's/^pid=//p' "$FRESHET_CLUSTER_HOME/cluster.properties")"
  separated=0
  for pid in $(cluster_processes); do
    [ "$pid" != "$launcher_pid" ] || continue
    uid="$(awk '/^Uid:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)"
    [ -n "$uid" ] || continue
    [ "$uid" != 0 ] || fail "cluster process $pid runs as root: $(tr '\0' ' ' < "/proc/$pid/cmdline" | cut -c1-200)"
    separated=$((separated + 1))
  done
  [ "$separated" -ge 5 ] || fail "found $separated cluster processes under another user, expected 5 (s3proxy,"\
    "JobManager, 2 TaskManagers, SQL Gateway)"
fi

store_entry="$FRESHET_CLUSTER_HOME/catalog-store/lakehouse.yaml"
[ ! -e "$store_entry" ] || fail "a new cluster already has a lakehouse catalog: the check below would prove nothing"

# scripts/run.sh from the repository root, as the README has it; only the IDE's home and port are ours, and the
# bind address is run.sh's default (127.0.0.1)
port="$(free_port)"
t1="$(now_ms)"
(cd "$ROOT" && exec setsid env -u FRESHET_BIND_ADDRESS FRESHET_HOME="$FRESHET_HOME_DIR" "${printed[@]}" \
  scripts/run.sh --server.port="$port") >"$CONSOLE" 2>&1 < /dev/null &
ide_pid=$!
deadline=$(( $(now_ms) + 600000 )) # run.sh builds first: generous for a busy machine
until_true "$deadline" curl -fs -o /dev/null "http://127.0.0.1:$port/login" || fail "Freshet did not answer on port $port"
t_freshet=$(( $(now_ms) - t1 ))

log="$FRESHET_HOME_DIR/log/freshet.log"
logged() { [ -f "$log" ] && grep -qF -- "$1" "$log"; }
until_true "$deadline" logged "Flink SQL Gateway ready at $gateway_url" \
  || fail "Freshet's log does not say it reached the gateway $gateway_url"
until_true "$deadline" logged "Paimon catalog 'lakehouse' ready over $warehouse" \
  || fail "Freshet's log does not say it created its catalog over $warehouse"
# the gateway side: the cluster's file catalog store now holds the catalog Freshet created through it
[ -f "$store_entry" ] && grep -qF -- "$warehouse" "$store_entry" \
  || fail "the cluster's catalog store has no lakehouse catalog over $warehouse"
[ ! -e "$FRESHET_HOME_DIR/flink" ] || fail "Freshet started its embedded Flink although a gateway URL was given"
ide_java="$(pgrep -f -n -- "freshet.jar.*--server.port=$port")" || fail "no Freshet JVM found"
! pgrep -P "$ide_java" >/dev/null || fail "the Freshet JVM has child processes (an embedded Flink?)"
if command -v ss >/dev/null 2>&1; then
  listening="$(ss -Htlnp 2>/dev/null | grep -F "pid=$ide_java," | awk '{print $4}')"
  [ -n "$listening" ] || fail "cannot see Freshet's listening sockets"
  ! printf '%s\n' "$listening" | grep -vEq '^(127\.0\.0\.1|\[::ffff:127\.0\.0\.1\]):' \
    || fail "Freshet listens beyond 127.0.0.1: $listening"
fi

t2="$(now_ms)"
kill -TERM "$ide_java"
wait "$ide_pid" || true
ide_pid=""
"$ROOT/scripts/cluster.sh" stop
status_rc=0
status="$("$ROOT/scripts/cluster.sh" status 2>&1)" || status_rc=$?
[ "$status_rc" = 3 ] && [[ "$status" == "No local cluster is running"* ]] \
  || fail "after stop, cluster.sh status says (exit $status_rc): $status"
[ -z "$(cluster_processes)" ] || fail "cluster processes outlived cluster.sh stop: $(cluster_processes)"
! kill -0 "$ide_java" 2>/dev/null || fail "Freshet ($ide_java) outlived its TERM"
t_stop=$(( $(now_ms) - t2 ))
ok=1
echo "smoke-cluster passed: cluster_start_ms=$t_cluster freshet_answers_ms=$t_freshet stop_ms=$t_stop" \
  "total_ms=$(( $(now_ms) - t0 ))"
