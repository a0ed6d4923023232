package io.freshet.analysis.planner;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.script.TextRange;
import io.freshet.analysis.script.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ContextResolvedTable;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.catalog.ResolvedCatalogTable;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.connector.sink.abilities.SupportsWritingMetadata;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.connector.source.abilities.SupportsReadingMetadata;
import org.apache.flink.table.factories.FactoryUtil;

/**
 * Flink accepts a CREATE TABLE whatever its connector options say and fails only when the table is read
 * or written. Right after the CREATE, this asks the real connector factory to create the table's source
 * and sink (a factory call: nothing connects) and warns on the option's (or metadata column's) line when
 * either fails. Checks a source makes only when asked for its runtime provider (a kafka source without a
 * startup mode or group id) are left to the statements that read the table: a sink-only table must not be
 * warned about them.
 */
final class ConnectorProbe {

    private ConnectorProbe() {
    }

    /** What failed, and where to say so. */
    private record Problem(String reason, TextRange range, String hint) {
    }

    /** A WARNING when the created table's connector refuses it for reading or writing, else empty. */
    static Optional<Diagnostic> probe(TableEnvironmentInternal env, ObjectIdentifier id, Statement statement) {
        ContextResolvedTable target = env.getCatalogManager().getTable(id).orElse(null);
        if (target == null || !(target.getResolvedTable() instanceof ResolvedCatalogTable table)) {
            return Optional.empty();
        }
        String connector = table.getOptions().get(FactoryUtil.CONNECTOR.key());
        if (!Connectors.isReal(connector)) {
            return Optional.empty();
        }
        Problem read = null;
        Problem write = null;
        if (Connectors.canRead(connector)) {
            try {
                read = readableMetadata(FactoryUtil.createDynamicTableSource(null, id, table, Map.of(), env.getConfig(),
                        ServiceFileCache.INSTANCE, target.isTemporary()), table, connector, statement);
            } catch (RuntimeException | LinkageError e) {
                read = refusal(e, statement);
            }
        }
        if (Connectors.canWrite(connector)) {
            try {
                write = writableMetadata(FactoryUtil.createDynamicTableSink(null, id, table, Map.of(), env.getConfig(),
                        ServiceFileCache.INSTANCE, target.isTemporary()), table, connector, statement);
            } catch (RuntimeException | LinkageError e) {
                write = refusal(e, statement);
            }
        }
        if (read == null && write == null) {
            return Optional.empty();
        }
        String what = read != null && write != null ? "Reading or writing" : read != null ? "Reading" : "Writing";
        Problem first = read != null ? read : write;
        return Optional.of(Diagnostic.of(Severity.WARNING, what + " this table will fail: " + first.reason(),
                first.range() != null ? first.range() : statement.range(), first.hint()));
    }

    private static Problem refusal(Throwable e, Statement statement) {
        ConnectorErrors.ConnectorError error = ConnectorErrors.of(e);
        String reason = error != null ? error.reason()
                : String.valueOf(e.getMessage()).lines().findFirst().orElse("the connector refused its options");
        TextRange range = error == null ? null : PlannerErrors.locateOption(error.optionKeys(), statement);
        if (range == null) {
            range = PlannerErrors.locateOption(List.of(FactoryUtil.CONNECTOR.key()), statement);
        }
        return new Problem(reason, range, error != null ? error.hint() : null);
    }

    /** Flink checks the metadata keys when the table is read: the first declared key the source cannot read. */
    private static Problem readableMetadata(DynamicTableSource source, ResolvedCatalogTable table, String connector,
                                            Statement statement) {
        Map<String, ?> keys = source instanceof SupportsReadingMetadata reading
                ? reading.listReadableMetadata() : Map.of();
        for (Column column : table.getResolvedSchema().getColumns()) {
            if (column instanceof Column.MetadataColumn m
                    && !keys.containsKey(m.getMetadataKey().orElse(m.getName()))) {
                return new Problem("metadata key '" + m.getMetadataKey().orElse(m.getName()) + "' of column '"
                        + m.getName() + "' is not one '" + connector + "' can read"
                        + (keys.isEmpty() ? " (it reads no metadata)"
                                : " (it reads " + String.join(", ", keys.keySet()) + ")"),
                        PlannerErrors.locateName(m.getName(), statement), null);
            }
        }
        return null;
    }

    /** Likewise when it is written: persisted (not VIRTUAL) metadata columns must be writable. */
    private static Problem writableMetadata(DynamicTableSink sink, ResolvedCatalogTable table, String connector,
                                            Statement statement) {
        Map<String, ?> keys = sink instanceof SupportsWritingMetadata writing
                ? writing.listWritableMetadata() : Map.of();
        for (Column column : table.getResolvedSchema().getColumns()) {
            if (column instanceof Column.MetadataColumn m && !m.isVirtual()
                    && !keys.containsKey(m.getMetadataKey().orElse(m.getName()))) {
                return new Problem("metadata key '" + m.getMetadataKey().orElse(m.getName()) + "' of column '"
                        + m.getName() + "' is not one '" + connector + "' can write"
                        + (keys.isEmpty() ? " (it writes no metadata)"
                                : " (it writes " + String.join(", ", keys.keySet()) + ")"),
                        PlannerErrors.locateName(m.getName(), statement),
                        "Declare a metadata column that is only read VIRTUAL.");
            }
        }
        return null;
    }
}
