package io.freshet.gateway.client;

/** What {@code GET /info} reports about the gateway, e.g. "Apache Flink" and "2.0.0". */
public record GatewayInfo(String productName, String version) {
}
