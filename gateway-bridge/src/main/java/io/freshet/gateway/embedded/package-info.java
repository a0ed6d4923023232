/**
 * The embedded Flink as the launcher sees it: settings, home layout and files, the child JVM's command line, OS user
 * and start checks, its start and stop, the per-start REST secret and the check that it locks both REST ports, log
 * rotation and the checkpoints a killed child left behind. Everything here runs in Freshet's own JVM; it must not load
 * Flink classes (those run in the child, in {@code embedded.server} and below) nor issue statements beyond waiting for
 * the gateway to answer.
 */
package io.freshet.gateway.embedded;
