package io.freshet.gateway.client;

/** One result column: its name and its Flink SQL type as text, e.g. "STRING" or "BIGINT NOT NULL". */
public record ResultColumn(String name, String logicalType) {
}
