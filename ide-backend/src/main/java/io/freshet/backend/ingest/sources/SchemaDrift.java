package io.freshet.backend.ingest.sources;

import io.freshet.analysis.quoting.SqlQuoting;
import io.freshet.ui.ingest.ColumnDrift;
import io.freshet.ui.ingest.DriftKind;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TableDrift;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Compares a source table's columns (mapped to Flink types) with its ODS Paimon table's and writes the Paimon
 * {@code ALTER TABLE} that applies each difference; a change Paimon cannot take in place (a narrowing or other
 * type change, a key column, an unmappable type) is marked as needing a resync.
 */
public final class SchemaDrift {

    /** A column of the ODS table as the Paimon catalog holds it. */
    public record OdsColumn(String name, String type) {
    }

    private SchemaDrift() {
    }

    /** @param target the ODS table's qualified name parts (catalog, database, table) */
    public static Optional<TableDrift> compare(List<String> target, SourceTable source, List<OdsColumn> ods) {
        String table = SqlQuoting.qualified(target);
        Map<String, OdsColumn> odsByName = new LinkedHashMap<>();
        ods.forEach(c -> odsByName.put(c.name(), c));
        List<ColumnDrift> changes = new ArrayList<>();
        for (SourceColumn c : source.columns()) {
            OdsColumn present = odsByName.remove(c.name());
            if (!c.mapped()) {
                if (present == null) {
                    changes.add(new ColumnDrift(DriftKind.ADDED, c.name(), null, null, null,
                            "The new column's type " + c.sourceType() + " has no Flink type: " + c.remark()));
                }
            } else if (present == null) {
                changes.add(new ColumnDrift(DriftKind.ADDED, c.name(), c.flinkType(), null, "ALTER TABLE " + table
                        + " ADD " + SqlQuoting.identifier(c.name()) + " " + c.flinkType(), null));
            } else if (!TypeWidening.same(present.type(), c.flinkType())) {
                changes.add(typeChange(table, source, c, present));
            }
        }
        for (OdsColumn gone : odsByName.values()) {
            boolean key = source.primaryKey().contains(gone.name());
            changes.add(new ColumnDrift(DriftKind.DROPPED, gone.name(), null, gone.type(), key ? null
                    : "ALTER TABLE " + table + " DROP " + SqlQuoting.identifier(gone.name()),
                    key ? "A primary-key column cannot be dropped from a Paimon table." : null));
        }
        return changes.isEmpty() ? Optional.empty() : Optional.of(new TableDrift(source.name(), table, changes));
    }

    private static ColumnDrift typeChange(String table, SourceTable source, SourceColumn c, OdsColumn present) {
        if (source.primaryKey().contains(c.name())) {
            return new ColumnDrift(DriftKind.TYPE_CHANGED, c.name(), c.flinkType(), present.type(), null,
                    "Paimon does not change the type of a primary-key column.");
        }
        if (!TypeWidening.widens(present.type(), c.flinkType())) {
            return new ColumnDrift(DriftKind.TYPE_CHANGED, c.name(), c.flinkType(), present.type(), null,
                    present.type() + " to " + c.flinkType() + " could change stored values.");
        }
        return new ColumnDrift(DriftKind.TYPE_CHANGED, c.name(), c.flinkType(), present.type(), "ALTER TABLE "
                + table + " MODIFY " + SqlQuoting.identifier(c.name()) + " " + c.flinkType(), null);
    }
}
