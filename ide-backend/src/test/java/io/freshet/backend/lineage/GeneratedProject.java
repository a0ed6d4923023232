package io.freshet.backend.lineage;

import io.freshet.ui.scripts.ScriptDocument;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A generated project for benchmarks: a datagen source and 50 scripts of 10 materialized tables, layer on layer. */
public final class GeneratedProject {

    private GeneratedProject() {
    }

    /**
     * 500 materialized tables (as sql-analysis's JMH project); script {@code s} reads script {@code s - 1}'s tables.
     *
     * @param project the scripts' project name
     */
    public static List<ScriptDocument> scripts(String project) {
        List<ScriptDocument> scripts = new ArrayList<>();
        scripts.add(new ScriptDocument(1, project, "000_source.sql", "CREATE TABLE orders (customer_id INT,"
                + " amount DECIMAL(10, 2)) WITH ('connector' = 'datagen');", 1, "bench", Instant.EPOCH));
        for (int s = 0; s < 50; s++) {
            StringBuilder text = new StringBuilder();
            for (int t = 0; t < 10; t++) {
                int n = s * 10 + t;
                String source = s == 0 ? "orders" : "mt_" + ((s - 1) * 10 + t);
                text.append("CREATE MATERIALIZED TABLE mt_").append(n).append(" FRESHNESS = INTERVAL '1' HOUR AS SELECT")
                        .append(" customer_id, SUM(").append(s == 0 ? "amount" : "total").append(") AS total FROM ")
                        .append(source).append(" GROUP BY customer_id;\n");
            }
            scripts.add(new ScriptDocument(s + 2, project, String.format("%03d_layer.sql", s + 1), text.toString(), 1,
                    "bench", Instant.EPOCH));
        }
        return scripts;
    }
}
