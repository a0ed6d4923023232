package io.freshet.gateway.mt;

import java.util.Map;

/**
 * The session option every job that writes a Paimon table needs, whichever Freshet feature starts it: Paimon merges
 * rows by primary key itself and fails a job that has Flink's sink upsert materializer ("Sink materializer must not be
 * used with Paimon sink"), which Flink adds when a query's upsert key differs from the table's primary key. A
 * continuous table's job takes the options of the session that starts it, so a RESUME or a Repair from a new session
 * needs it as much as the script that created the table did.
 */
public final class PaimonSinkOptions {

    public static final String UPSERT_MATERIALIZE = "table.exec.sink.upsert-materialize";

    /** As session properties, set when the session opens. */
    public static final Map<String, String> SESSION = Map.of(UPSERT_MATERIALIZE, "NONE");

    /** As a statement, for a statement list that opens its own session. */
    public static final String SET = "SET '" + UPSERT_MATERIALIZE + "' = 'NONE'";

    private PaimonSinkOptions() {
    }
}
