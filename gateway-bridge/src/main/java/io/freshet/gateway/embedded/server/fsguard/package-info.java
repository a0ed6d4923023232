/**
 * The embedded Flink's guarded local file system: Flink's {@code file} scheme replaced by one that refuses every path
 * outside the allowed roots ({@code AllowedRoots}), installed before Flink touches a file. Plain JDK and Flink's
 * file-system API only: it must not depend on any other Freshet package, because the launcher writes the roots into the
 * child's configuration without Flink classes.
 */
package io.freshet.gateway.embedded.server.fsguard;
