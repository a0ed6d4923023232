package io.freshet.analysis.serving;

/** What the text that registers Freshet's warehouse in an engine is. */
public enum StatementForm {
    /** A SQL statement to run on the engine (over JDBC or its client). */
    SQL,
    /** A catalog properties file, e.g. Trino's {@code etc/catalog/<name>.properties}. */
    PROPERTIES_FILE,
    /** Configuration lines, e.g. {@code spark-defaults.conf} or {@code --conf} options. */
    SPARK_CONF
}
