package io.freshet.ui.catalog;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A query as the signed-in user's editor session resolves it: every table name fully qualified by Flink itself,
 * so the query means the same in any session (a materialized table's CREATE runs in a fresh one).
 *
 * @param query      the query with qualified names, ready to follow {@code AS} in a CREATE
 * @param columns    its output columns
 * @param mainSource the first table it reads, if it reads one: where a new table goes unless the user says otherwise
 * @param catalog    the session's current catalog the names were resolved against
 * @param database   the session's current database the names were resolved against
 */
public record ResolvedQuery(String query, List<QueryColumn> columns, TableRef mainSource, String catalog,
                            String database) {

    public ResolvedQuery {
        Objects.requireNonNull(query, "query");
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(database, "database");
        columns = List.copyOf(columns);
    }

    public Optional<TableRef> source() {
        return Optional.ofNullable(mainSource);
    }
}
