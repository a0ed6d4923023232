package io.freshet.ui.ingest;

/** The databases a source can be, with the port each listens on by default. */
public enum SourceKind {
    POSTGRESQL(5432),
    MYSQL(3306);

    private final int defaultPort;

    SourceKind(int defaultPort) {
        this.defaultPort = defaultPort;
    }

    public int defaultPort() {
        return defaultPort;
    }
}
