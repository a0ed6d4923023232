package io.freshet.gateway.capability;

/**
 * Statements and endpoints that only some Flink versions offer, with the first version that has them
 * and what Freshet does without them.
 */
public enum Capability {
    MATERIALIZED_TABLES("CREATE MATERIALIZED TABLE", "1.20.0",
            "Materialized tables cannot be used at all."),
    REFRESH_ENDPOINT("the REST endpoint POST /v3/sessions/{s}/materialized-tables/{t}/refresh", "1.20.0",
            "Refreshes run as ALTER MATERIALIZED TABLE ... REFRESH statements instead."),
    SHOW_MATERIALIZED_TABLES("SHOW MATERIALIZED TABLES", "2.2.0",
            "Freshet finds materialized tables through their table options instead."),
    SHOW_CREATE_MATERIALIZED_TABLE("SHOW CREATE MATERIALIZED TABLE", "2.2.0",
            "Freshet shows the definition query kept in the table options instead."),
    CREATE_OR_ALTER_MATERIALIZED_TABLE("CREATE OR ALTER MATERIALIZED TABLE", "2.3.0",
            "Changing a materialized table means dropping and re-creating it; Freshet says what is lost first.");

    private final String feature;
    private final FlinkVersion since;
    private final String fallback;

    Capability(String feature, String since, String fallback) {
        this.feature = feature;
        this.since = FlinkVersion.parse(since);
        this.fallback = fallback;
    }

    /** What it is, as users know it: the statement or the endpoint. */
    public String feature() {
        return feature;
    }

    public FlinkVersion since() {
        return since;
    }

    /** What Freshet does when the gateway lacks it. */
    public String fallback() {
        return fallback;
    }
}
