package io.freshet.app.editor;

import io.freshet.analysis.script.ScriptSplitter;
import io.freshet.analysis.script.SourceText;
import io.freshet.analysis.script.SqlLexer;
import io.freshet.analysis.script.Statement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Issue 37's long script, about 5,000 lines: once the session setting and databases of the sample project, then
 * blocks of its five materialized tables (scripts 03-05) under names of their own ({@code dwd.order_detail_b7},
 * ...), each block ending with a query on its user summary. Read with the sample project's earlier scripts.
 */
public final class LongSampleScript {

    /** The select list of each block's query; the benchmark types an unknown column after the last one. */
    public static final String LAST_QUERY = "SELECT user_id, gmv";

    /** A table of the sample's DWD or DWS layer, as its scripts name it. */
    private static final Pattern LAYER_TABLE = Pattern.compile("\\b(dw[ds]\\.\\w+)");

    private LongSampleScript() {
    }

    public static String text() throws IOException {
        Path sample = Path.of("..", "sample-projects", "ecommerce");
        List<String> tables = new ArrayList<>();
        for (String name : List.of("03_dwd_order_detail.sql", "04_dws_realtime.sql", "05_dws_reports.sql")) {
            for (Statement statement : ScriptSplitter.split(new SourceText(Files.readString(sample.resolve(name))))) {
                if (SqlLexer.withoutLeadingComments(statement.text()).startsWith("CREATE MATERIALIZED TABLE")) {
                    tables.add(statement.text());
                }
            }
        }
        StringBuilder text = new StringBuilder("SET 'table.exec.sink.upsert-materialize' = 'NONE';\n"
                + "CREATE DATABASE IF NOT EXISTS dwd;\nCREATE DATABASE IF NOT EXISTS dws;\n\n");
        int lines = 4;
        for (int block = 0; lines < 4_990; block++) {
            String suffix = "_b" + block;
            StringBuilder part = new StringBuilder("-- block ").append(block)
                    .append(": the sample's materialized tables, named ").append(suffix).append('\n');
            for (String table : tables) {
                part.append(LAYER_TABLE.matcher(table).replaceAll("$1" + suffix)).append(";\n\n");
            }
            part.append(LAST_QUERY).append("\nFROM dws.user_summary").append(suffix).append("\nWHERE gmv > ")
                    .append(block).append(";\n\n");
            lines += (int) part.chars().filter(c -> c == '\n').count();
            text.append(part);
        }
        return text.toString();
    }
}
