package io.freshet.analysis.completion;

import java.util.List;

/** The words a Flink 2.0 statement can start with. */
final class StatementKeywords {

    static final List<String> STARTS = List.of("ALTER", "ANALYZE", "BEGIN", "CALL", "CREATE", "DELETE",
            "DESCRIBE", "DROP", "END", "EXECUTE", "EXPLAIN", "INSERT", "LOAD", "RESET", "SELECT", "SET", "SHOW",
            "TRUNCATE", "UNLOAD", "UPDATE", "USE", "VALUES", "WITH");

    private StatementKeywords() {
    }
}
