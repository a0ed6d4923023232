package io.freshet.analysis.planner;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.catalog.UniqueConstraint;
import org.apache.flink.table.factories.FactoryUtil;
import org.apache.paimon.schema.Schema;
import org.apache.paimon.schema.SchemaValidation;
import org.apache.paimon.schema.TableSchema;
import org.apache.paimon.types.DataType;

/**
 * What Paimon checks when a table is created in a Paimon catalog, with Paimon's own code (the catalog is an
 * in-memory stand-in here): a Paimon catalog holds Paimon tables only, and the table's schema and options
 * must pass {@link SchemaValidation} (bucket, merge engine, sequence field, file format, aggregate functions).
 * Paimon's core is the same {@code paimon-bundle} the IDE reads the warehouse with; without it nothing is checked.
 */
final class PaimonTables {

    private static final boolean AVAILABLE = available();
    private static final Pattern NO_FACTORY =
            Pattern.compile("Could not find any factory for identifier '([^']*)' that implements '?([\\w.$]+)");

    private PaimonTables() {
    }

    /** A table Paimon refuses at CREATE: the reason (Paimon's words) and the options it is about. */
    static final class Refusal extends ValidationException {

        private final transient List<String> optionKeys;

        Refusal(String message, List<String> optionKeys) {
            super(message);
            this.optionKeys = optionKeys;
        }

        List<String> optionKeys() {
            return optionKeys;
        }
    }

    /** Throws a {@link Refusal} when Paimon would refuse to create the table. */
    static void check(ResolvedSchema schema, List<String> partitionKeys, Map<String, String> options, String comment) {
        String connector = options.get(FactoryUtil.CONNECTOR.key());
        if (connector != null && !"paimon".equals(connector)) {
            throw new Refusal("A Paimon catalog holds only Paimon tables, not 'connector' = '" + connector
                    + "': create a TEMPORARY table for another connector", List.of(FactoryUtil.CONNECTOR.key()));
        }
        if (!AVAILABLE) {
            return;
        }
        paimonSchema(schema, partitionKeys, options, comment).ifPresent(paimon -> {
            try {
                SchemaValidation.validateTableSchema(TableSchema.create(0, paimon));
            } catch (LinkageError missingHadoop) {
                // some formats need Hadoop's classes (the IDE has them, the CLI does not): unknown is not wrong
            } catch (RuntimeException e) {
                String reason = reason(e);
                throw new Refusal("Paimon refuses this table: " + reason, OptionNames.optionKeysIn(reason, options));
            }
        });
    }

    private static Optional<Schema> paimonSchema(ResolvedSchema schema, List<String> partitionKeys,
                                                 Map<String, String> options, String comment) {
        Schema.Builder builder = Schema.newBuilder();
        for (Column column : schema.getColumns()) {
            if (!column.isPhysical()) {
                continue;
            }
            DataType type = PaimonTypes.of(column.getDataType().getLogicalType());
            if (type == null) {
                return Optional.empty();
            }
            builder.column(column.getName(), type);
        }
        schema.getPrimaryKey().map(UniqueConstraint::getColumns).ifPresent(builder::primaryKey);
        return Optional.of(builder.partitionKeys(partitionKeys).options(options).comment(comment).build());
    }

    /** Paimon wraps its reasons ("java.lang.IllegalArgumentException: ..."): said once, with the accepted values. */
    private static String reason(Throwable e) {
        String message = e.getMessage();
        String expected = null;
        for (Throwable t = e; t != null; t = t.getCause()) {
            String text = t.getMessage();
            if (text == null || t instanceof NumberFormatException) {
                continue;
            }
            Matcher values = ConnectorErrors.EXPECTED.matcher(text);
            if (values.find()) {
                expected = values.group(1);
            } else {
                message = text;
            }
        }
        Matcher factory = NO_FACTORY.matcher(String.valueOf(message));
        if (factory.find()) {
            String kind = factory.group(2).contains("FileFormat") ? "file format"
                    : factory.group(2).contains("Aggregator") ? "aggregate function" : "factory";
            int listed = message.indexOf("Available factory identifiers are:");
            String available = listed < 0 ? "" : "; known: " + String.join(", ", message.substring(listed)
                    .lines().skip(1).map(String::strip).filter(l -> !l.isEmpty()).toList());
            return "unknown " + kind + " '" + factory.group(1) + "'" + available;
        }
        Matcher invalid = ConnectorErrors.INVALID_VALUE.matcher(String.valueOf(message));
        if (invalid.find()) {
            return "invalid value '" + invalid.group(1) + "' for option '" + invalid.group(2) + "'"
                    + (expected == null ? "" : "; expected one of " + expected);
        }
        String first = String.valueOf(message).lines().findFirst().orElse("").strip();
        return first.endsWith(".") ? first.substring(0, first.length() - 1) : first;
    }

    private static boolean available() {
        try {
            Class.forName("org.apache.paimon.schema.SchemaValidation", false, PaimonTables.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError absent) {
            return false;
        }
    }
}
