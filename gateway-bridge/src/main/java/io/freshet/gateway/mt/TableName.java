package io.freshet.gateway.mt;


import io.freshet.analysis.quoting.SqlQuoting;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/** A table name as 1-3 parts (table, database.table or catalog.database.table), quoted when written as SQL. */
public record TableName(List<String> parts) {

    public TableName {
        parts = List.copyOf(parts);
        if (parts.isEmpty() || parts.size() > 3 || parts.stream().anyMatch(part -> Objects.requireNonNull(part).isBlank())) {
            throw new IllegalArgumentException("A table name has 1 to 3 non-blank parts, not " + parts);
        }
    }

    /** Splits on dots; for names that contain dots use {@link #of(String...)}. */
    public static TableName parse(String dotted) {
        return new TableName(Arrays.asList(dotted.split("\\.")));
    }

    public static TableName of(String... parts) {
        return new TableName(List.of(parts));
    }

    public String table() {
        return parts.get(parts.size() - 1);
    }

    /** The database part, or null when the name relies on the current database. */
    public String database() {
        return parts.size() >= 2 ? parts.get(parts.size() - 2) : null;
    }

    /** The quoted SQL identifier, e.g. {@code `lakehouse`.`dws`.`gmv`}. */
    public String sql() {
        return parts.stream().map(SqlQuoting::identifier).collect(Collectors.joining("."));
    }

    /** A Paimon system table of this table, e.g. {@code `dws`.`gmv$options`}. */
    public String systemTable(String suffix) {
        List<String> system = new java.util.ArrayList<>(parts);
        system.set(system.size() - 1, table() + "$" + suffix);
        return new TableName(system).sql();
    }

    @Override
    public String toString() {
        return String.join(".", parts);
    }
}
