package io.freshet.ui.ingest;

/** The databases a source can be, with the port each listens on by default. */
public enum SourceKind {
    POSTGRESQL("PostgreSQL", 5432),
    MYSQL("MySQL", 3306);

    private final String label;
    private final int defaultPort;

    SourceKind(String label, int defaultPort) {
        this.label = label;
        this.defaultPort = defaultPort;
    }

    /** The database's name as users write it. */
    public String label() {
        return label;
    }

    public int defaultPort() {
        return defaultPort;
    }
}
