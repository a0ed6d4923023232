/**
 * The typed client of the Flink SQL Gateway's REST API on {@code java.net.http}: sessions that survive expiry
 * ({@code GatewaySession}, {@code SessionReplay}, {@code SessionKeepAlive}), submitting statements and reading their
 * result pages and row streams, the statement gate every session asks before it sends, and the one translation of the
 * gateway's error bodies ({@code GatewayErrorText}, {@code WithheldErrorText}, so no engine text that quotes a file
 * reaches a caller). It must not start or stop a Flink (that is {@code embedded}, {@code cluster} and {@code ingest}),
 * write materialized-table statement text (that is {@code mt.text}) or decide a user's policy (the gate is handed in).
 */
package io.freshet.gateway.client;
