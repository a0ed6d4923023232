/**
 * Gateway-bridge's two shared types: {@code GatewayException}, the one exception every package of the module throws (a
 * short message for people, the server's full text for logs only), and {@code FileUris}, local paths as the
 * {@code file:} URIs Flink and Paimon options expect. It must not depend on any package below it; they all depend on
 * it.
 */
package io.freshet.gateway;
