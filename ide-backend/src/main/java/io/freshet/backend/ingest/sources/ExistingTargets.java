package io.freshet.backend.ingest.sources;

import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.ui.ingest.SourceColumn;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.TargetPreview;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.apache.paimon.Snapshot;
import org.apache.paimon.catalog.Catalog;
import org.apache.paimon.catalog.Identifier;
import org.apache.paimon.table.FileStoreTable;
import org.apache.paimon.table.Table;
import org.apache.paimon.types.DataField;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

/**
 * Checks each target table against the lakehouse: a table that exists already (the sample's ODS tables, an earlier
 * ingestion's) is written into by primary key, so its key and columns must take the source's rows; and a snapshot
 * only adds and updates, so rows it holds that the source does not have stay - the user is told.
 */
@Component
public class ExistingTargets {

    private final Supplier<Optional<Catalog>> lakehouse;

    @Autowired
    public ExistingTargets(PaimonCatalogAccess lakehouse) {
        this(lakehouse::catalog);
    }

    /**
     * @param lakehouse the lakehouse's shared catalog, asked at each check; empty while the warehouse does not exist
     *     yet (nothing can exist in it). Never closed here.
     */
    ExistingTargets(Supplier<Optional<Catalog>> lakehouse) {
        this.lakehouse = lakehouse;
    }

    /** The previews with the problems and notes the existing target tables give; unchanged when none exists. */
    public List<TargetPreview> check(List<TargetPreview> previews, List<SourceTable> tables) {
        if (previews.stream().noneMatch(TargetPreview::ready)) {
            return previews;
        }
        try {
            Optional<Catalog> catalog = lakehouse.get();
            if (catalog.isEmpty()) {
                return previews;
            }
            return previews.stream().map(p -> check(p, source(tables, p), find(catalog.get(), p.target()))).toList();
        } catch (Exception e) {
            return previews.stream().map(p -> p.ready() ? withNote(p, "Freshet could not read the lakehouse to"
                    + " check whether " + String.join(".", p.target()) + " exists: " + e.getMessage()) : p).toList();
        }
    }

    /** One preview checked against the table of its target name, when that exists. */
    static TargetPreview check(TargetPreview p, SourceTable source, Optional<Table> existing) {
        if (!p.ready() || existing.isEmpty()) {
            return p;
        }
        Table table = existing.get();
        String name = String.join(".", p.target());
        List<String> problems = new ArrayList<>();
        if (!new HashSet<>(table.primaryKeys()).equals(new HashSet<>(source.primaryKey()))) {
            problems.add(name + " already exists with the primary key (" + String.join(", ", table.primaryKeys())
                    + ") and the source's is (" + String.join(", ", source.primaryKey()) + "): rows would be merged"
                    + " on the wrong key. Choose another target database, or drop " + name + ".");
        }
        List<String> sourceColumns = source.columns().stream().map(SourceColumn::name).toList();
        for (SourceColumn c : source.columns()) {
            Optional<DataField> field = table.rowType().getFields().stream()
                    .filter(f -> f.name().equals(c.name())).findFirst();
            if (field.isEmpty()) {
                problems.add(name + " already exists without the source's column " + c.name() + " (" + c.flinkType()
                        + "). Add it (ALTER TABLE " + name + " ADD " + c.name() + " " + c.flinkType()
                        + ") or choose another target database.");
            } else if (!fits(c.flinkType(), field.get().type().asSQLString())) {
                problems.add(name + "." + c.name() + " is " + field.get().type().asSQLString() + " and cannot hold"
                        + " the source's " + c.sourceType() + " (" + c.flinkType() + ").");
            }
        }
        table.rowType().getFields().stream()
                .filter(f -> !f.type().isNullable() && !sourceColumns.contains(f.name()))
                .forEach(f -> problems.add(name + "." + f.name() + " is NOT NULL and the source has no such column."));
        if (!problems.isEmpty()) {
            return new TargetPreview(p.schema(), p.table(), p.target(), null, problems, p.notes());
        }
        // the preview comes before the mode is chosen, so the note speaks of both
        return withNote(p, name + " already exists and " + (holdsRows(table) ? "holds rows" : "is empty")
                + ": a CDC ingestion writes into it by primary key. Its snapshot adds and updates rows; rows the table"
                + " holds that the source does not have stay. A snapshot ingestion cannot use it (its tables are"
                + " materialized tables): choose another target database for that mode.");
    }

    private static boolean fits(String sourceType, String targetType) {
        return TypeWidening.same(sourceType, targetType) || TypeWidening.widens(sourceType, targetType);
    }

    private static boolean holdsRows(Table table) {
        Snapshot latest = table instanceof FileStoreTable f ? f.snapshotManager().latestSnapshot() : null;
        return latest != null && latest.totalRecordCount() > 0;
    }

    private static TargetPreview withNote(TargetPreview p, String note) {
        List<String> notes = new ArrayList<>(p.notes());
        notes.add(note);
        return new TargetPreview(p.schema(), p.table(), p.target(), p.ddl(), p.problems(), notes);
    }

    private static Optional<Table> find(Catalog catalog, List<String> target) {
        try {
            return Optional.of(catalog.getTable(Identifier.create(target.get(0), target.get(1))));
        } catch (Catalog.TableNotExistException e) {
            return Optional.empty();
        }
    }

    private static SourceTable source(List<SourceTable> tables, TargetPreview p) {
        return tables.stream().filter(t -> t.schema().equals(p.schema()) && t.name().equals(p.table())).findFirst()
                .orElseThrow(() -> new IllegalStateException("No source table for the preview of " + p.table()));
    }
}
