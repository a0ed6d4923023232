/**
 * The local multi-process Flink cluster behind {@code scripts/cluster.sh}: s3proxy as the S3 warehouse, a JobManager,
 * TaskManagers and a SQL Gateway as separate OS processes on the bind address, their one generated configuration,
 * ports, object-store credentials and the Flink options every deployment needs ({@code DeploymentOptions}). It starts
 * and stops processes only: it must not talk to a gateway's sessions (the {@code client} does) and reuses
 * {@code embedded}'s child-process handling rather than copying it.
 */
package io.freshet.gateway.cluster;
