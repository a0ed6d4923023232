package io.freshet.analysis.catalog;

/**
 * What only a materialized table has.
 *
 * @param freshnessInterval the interval literal's value, e.g. {@code "30"}
 * @param freshnessUnit SECOND, MINUTE, HOUR or DAY
 * @param logicalRefreshMode AUTOMATIC, CONTINUOUS or FULL as written
 * @param refreshMode CONTINUOUS or FULL as Flink derived it
 */
public record MaterializedTableInfo(String definitionQuery, String freshnessInterval, String freshnessUnit,
                                    String logicalRefreshMode, String refreshMode) {
}
