package io.freshet.ui.ingest;

import java.util.List;

/**
 * What ingesting one source table creates in the lakehouse.
 *
 * @param target the target table's name parts, e.g. {@code [ods, orders]}
 * @param ddl the Paimon primary-key table's CREATE TABLE; null when a problem prevents it
 * @param problems why the table cannot be ingested as is (no primary key, a column type without mapping), each
 *                 naming the table and column; empty when it can
 * @param notes what the user should know that does not stop it, e.g. that the target table exists already
 */
public record TargetPreview(String schema, String table, List<String> target, String ddl, List<String> problems,
                            List<String> notes) {

    public TargetPreview {
        target = List.copyOf(target);
        problems = List.copyOf(problems);
        notes = List.copyOf(notes);
    }

    /** A preview without notes. */
    public TargetPreview(String schema, String table, List<String> target, String ddl, List<String> problems) {
        this(schema, table, target, ddl, problems, List.of());
    }

    public boolean ready() {
        return problems.isEmpty();
    }
}
