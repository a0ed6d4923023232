package io.freshet.analysis.conformance;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.StatementSet;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.operations.CreateTableASOperation;
import org.apache.flink.table.operations.Operation;

/**
 * Flink 2.0's own verdict on a statement, through the public {@link TableEnvironment} API with the real
 * datagen and blackhole connectors: explain for queries and INSERTs (planning up to job submission),
 * execute for DDL and catalog statements. CREATE MATERIALIZED TABLE is only converted, as the SQL
 * Gateway does before handing it to its materialized-table manager.
 */
final class ReferencePlanner {

    private final TableEnvironment env =
            TableEnvironment.create(EnvironmentSettings.newInstance().inStreamingMode().build());

    /** Null when Flink accepts the statement, else its error message. */
    String verdict(String statement) {
        try {
            run(statement);
            return null;
        } catch (Exception e) {
            return String.valueOf(e.getMessage()).lines().findFirst().orElse("error");
        }
    }

    /** Plans a CREATE TABLE AS as its job would be (executing it would submit the job), then creates the table. */
    private boolean createTableAs(String statement) {
        TableEnvironmentInternal internal = (TableEnvironmentInternal) env;
        List<Operation> ops = internal.getParser().parse(statement);
        if (ops.size() != 1 || !(ops.get(0) instanceof CreateTableASOperation ctas)) {
            return false;
        }
        internal.explainInternal(List.of(ctas));
        internal.executeInternal(ctas.getCreateTableOperation());
        return true;
    }

    private void run(String statement) throws Exception {
        String head = statement.stripLeading().toUpperCase(Locale.ROOT);
        if (head.startsWith("SELECT") || head.startsWith("WITH") || head.startsWith("VALUES")
                || head.startsWith("INSERT")) {
            env.explainSql(statement);
        } else if (head.startsWith("EXECUTE STATEMENT SET")) {
            String body = statement.substring(statement.toUpperCase(Locale.ROOT).indexOf("BEGIN") + 5,
                    statement.toUpperCase(Locale.ROOT).lastIndexOf("END"));
            StatementSet set = env.createStatementSet();
            Arrays.stream(body.split(";")).map(String::strip).filter(s -> !s.isEmpty()).forEach(set::addInsertSql);
            set.explain();
        } else if (head.startsWith("CREATE MATERIALIZED TABLE")) {
            ((TableEnvironmentInternal) env).getParser().parse(statement);
        } else if (head.startsWith("CREATE TABLE") && createTableAs(statement)) {
            return;
        } else {
            env.executeSql(statement);
        }
    }
}
