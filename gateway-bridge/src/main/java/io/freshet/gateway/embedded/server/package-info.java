/**
 * The code that runs inside the embedded Flink child JVM and the local cluster's processes: their main classes
 * ({@code EmbeddedFlinkMain}, {@code ClusterGatewayMain}, {@code WatchedMain}), the MiniCluster with its SQL Gateway,
 * the watch of the parent's stdin, the REST lock on Flink's Netty pipeline and the record of scheduled refreshes. Only
 * Flink, the JDK and this package's own {@code fsguard} and {@code sandbox} are on the child's class path, so it must
 * not use the launcher's packages ({@code embedded} itself, {@code client}), sql-text or the backend.
 */
package io.freshet.gateway.embedded.server;
