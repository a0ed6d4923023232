package io.freshet.backend.lineage;

import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A generated project for benchmarks: a source table and scripts of 10 materialized tables, layer on layer. */
public final class GeneratedProject {

    /** Materialized tables per script. */
    public static final int PER_SCRIPT = 10;
    /** The size the benchmarks measure unless {@code -Dbench.tables=N} says otherwise (issue 37 asks for 5,000). */
    public static final int DEFAULT_TABLES = 500;

    private GeneratedProject() {
    }

    /** The number of materialized tables a benchmark run asks for: {@code -Dbench.tables}, else 500. */
    public static int tables() {
        int tables = Integer.getInteger("bench.tables", DEFAULT_TABLES);
        if (tables < PER_SCRIPT || tables % PER_SCRIPT != 0) {
            throw new IllegalArgumentException("bench.tables must be a positive multiple of " + PER_SCRIPT);
        }
        return tables;
    }

    /** {@link #scripts(String, int)} with 500 tables (as sql-analysis's JMH project). */
    public static List<ScriptDocument> scripts(String project) {
        return scripts(project, DEFAULT_TABLES);
    }

    /**
     * A source script and {@code tables / 10} scripts of 10 materialized tables; script {@code s} reads script
     * {@code s - 1}'s tables, so table {@code mt_n} has {@code n / 10} tables upstream of it.
     *
     * @param project the scripts' project name
     * @param tables  a multiple of 10
     */
    public static List<ScriptDocument> scripts(String project, int tables) {
        List<ScriptDocument> scripts = new ArrayList<>();
        // a Paimon table: the lakehouse catalog refuses another connector's table (a TEMPORARY one would not be in it)
        scripts.add(new ScriptDocument(1, project, "000_source.sql", "CREATE TABLE orders (customer_id INT,"
                + " amount DECIMAL(10, 2));", 1, "bench", Instant.EPOCH));
        int count = tables / PER_SCRIPT;
        // a thousand scripts or more need four digits to keep the paths in project (name) order
        String path = count >= 1000 ? "%04d_layer.sql" : "%03d_layer.sql";
        for (int s = 0; s < count; s++) {
            StringBuilder text = new StringBuilder();
            for (int t = 0; t < PER_SCRIPT; t++) {
                int n = s * PER_SCRIPT + t;
                String source = s == 0 ? "orders" : "mt_" + ((s - 1) * PER_SCRIPT + t);
                text.append("CREATE MATERIALIZED TABLE mt_").append(n).append(" FRESHNESS = INTERVAL '1' HOUR AS SELECT")
                        .append(" customer_id, SUM(").append(s == 0 ? "amount" : "total").append(") AS total FROM ")
                        .append(source).append(" GROUP BY customer_id;\n");
            }
            scripts.add(new ScriptDocument(s + 2, project, String.format(path, s + 1), text.toString(), 1,
                    "bench", Instant.EPOCH));
        }
        return scripts;
    }
}
