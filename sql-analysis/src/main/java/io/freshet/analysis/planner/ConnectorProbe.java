package io.freshet.analysis.planner;

import io.freshet.analysis.diagnostic.Diagnostic;
import io.freshet.analysis.diagnostic.Severity;
import io.freshet.analysis.diagnostic.TextRange;
import io.freshet.analysis.script.Statement;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.catalog.ContextResolvedTable;
import org.apache.flink.table.catalog.ObjectIdentifier;
import org.apache.flink.table.catalog.ResolvedCatalogTable;
import org.apache.flink.table.factories.FactoryUtil;

/**
 * Flink accepts a CREATE TABLE whatever its connector options say and fails only when the table is read
 * or written. Right after the CREATE, this asks the real connector factory to create the table's source
 * and sink (a factory call: nothing connects) and warns on the option's line when either fails.
 */
final class ConnectorProbe {

    private ConnectorProbe() {
    }

    /** A WARNING when the created table's connector refuses its options for reading or writing, else empty. */
    static Optional<Diagnostic> probe(TableEnvironmentInternal env, ObjectIdentifier id, Statement statement) {
        ContextResolvedTable target = env.getCatalogManager().getTable(id).orElse(null);
        if (target == null || !(target.getResolvedTable() instanceof ResolvedCatalogTable table)) {
            return Optional.empty();
        }
        String connector = table.getOptions().get(FactoryUtil.CONNECTOR.key());
        if (!Connectors.isReal(connector)) {
            return Optional.empty();
        }
        Throwable read = Connectors.canRead(connector) ? attempt(() -> FactoryUtil.createDynamicTableSource(null, id,
                table, Map.of(), env.getConfig(), ServiceFileCache.INSTANCE, target.isTemporary())) : null;
        Throwable write = Connectors.canWrite(connector) ? attempt(() -> FactoryUtil.createDynamicTableSink(null, id,
                table, Map.of(), env.getConfig(), ServiceFileCache.INSTANCE, target.isTemporary())) : null;
        if (read == null && write == null) {
            return Optional.empty();
        }
        String what = read != null && write != null ? "Reading or writing" : read != null ? "Reading" : "Writing";
        ConnectorErrors.ConnectorError error = ConnectorErrors.of(read != null ? read : write);
        String reason = error != null ? error.reason() : String.valueOf((read != null ? read : write).getMessage())
                .lines().findFirst().orElse("the connector refused its options");
        TextRange range = error == null ? null : PlannerErrors.locateOption(error.optionKeys(), statement);
        if (range == null) {
            range = PlannerErrors.locateOption(List.of(FactoryUtil.CONNECTOR.key()), statement);
        }
        return Optional.of(Diagnostic.of(Severity.WARNING, what + " this table will fail: " + reason,
                range != null ? range : statement.range(), error != null ? error.hint() : null));
    }

    private static Throwable attempt(Runnable create) {
        try {
            create.run();
            return null;
        } catch (RuntimeException | LinkageError e) {
            return e;
        }
    }
}
