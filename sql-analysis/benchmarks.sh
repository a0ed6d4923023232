#!/usr/bin/env bash
# Runs the sql-analysis JMH benchmarks (never part of the default build).
# Usage: sql-analysis/benchmarks.sh [JMH options, e.g. a benchmark regex like ParseBenchmark]
set -euo pipefail
cd "$(dirname "$0")/.."
# -am: sql-analysis builds on sql-text, which the reactor must compile too (nothing is installed)
./mvnw -B -q -pl sql-analysis -am -Pjmh test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/jmh.classpath -Dmdep.includeScope=test
cd sql-analysis
exec java -cp "target/classes:target/test-classes:$(cat target/jmh.classpath)" org.openjdk.jmh.Main "$@"
