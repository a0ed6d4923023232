package io.freshet.gateway.mt;

/**
 * Changes one option of a table directly in its catalog. Needed for the repair of an orphaned table:
 * Flink 2.0 rejects ALTER TABLE on materialized tables (ClassCastException) and every materialized-table
 * command on an ACTIVATED table asks the cluster about its vanished job first.
 */
@FunctionalInterface
public interface TableOptionsWriter {

    void setOption(String database, String table, String key, String value);
}
