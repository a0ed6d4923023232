#!/usr/bin/env bash
# Measures one password check with Freshet's encoder (Spring's delegating encoder: bcrypt, strength 10),
# the cost every sign-in pays. Uses the jars the build already resolved into ~/.m2; prints median/min/max.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
M2="${MAVEN_REPO:-$HOME/.m2/repository}"
crypto=$(find "$M2/org/springframework/security/spring-security-crypto" -name 'spring-security-crypto-*.jar' | sort -V | tail -1)
jcl=$(find "$M2/org/springframework/spring-jcl" -name 'spring-jcl-*.jar' | sort -V | tail -1)
if [ -z "$crypto" ] || [ -z "$jcl" ]; then
  echo "Build first (./mvnw -B -DskipTests package): spring-security-crypto is not in $M2" >&2
  exit 1
fi
for run in 1 2 3; do
  java -cp "$crypto:$jcl" "$ROOT/scripts/bench/PasswordHashBench.java"
done
