/**
 * The ingestion Flink: a second local Flink (1.20, with Flink CDC 3.5.0 and Paimon 1.3.1) in its own child JVM and lib
 * folder, started on demand, writing into the main embedded Flink's Paimon warehouse; Flink CDC has no build for Flink
 * 2.x that can be had here (issue 17). It must not share the main embedded Flink's home, lib folder or JVM: the
 * warehouse is the only directory outside its own home it may write.
 */
package io.freshet.gateway.ingest;
