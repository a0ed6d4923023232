#!/bin/sh
# Measures the gateway client (or the benchmark class given as the first argument, e.g.
# io.freshet.gateway.bench.FreshnessBenchmark; further arguments go to it) against a fresh embedded Flink and prints
# BENCHMARK lines.
# BENCHMARK_JAVA_OPTS holds further options for the benchmark's own JVM (system properties a benchmark reads).
# Needs a prior build of this module (./mvnw -o -pl gateway-bridge -am verify, or package -DskipTests).
set -e
cd "$(dirname "$0")"
main="${1:-io.freshet.gateway.bench.GatewayBenchmark}"
if [ $# -gt 0 ]; then shift; fi
../mvnw -B -o -q dependency:build-classpath -Dmdep.outputFile=target/benchmark.classpath -Dmdep.includeScope=test
exec java $BENCHMARK_JAVA_OPTS -cp "target/classes:target/test-classes:$(cat target/benchmark.classpath)" \
    -Dfreshet.embedded.lib-dir="$(pwd)/target/embedded-flink/lib" \
    -Dfreshet.embedded.it-homes="$(pwd)/target/it-homes" \
    "$main" "$@"
