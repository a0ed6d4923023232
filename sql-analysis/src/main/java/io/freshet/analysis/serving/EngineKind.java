package io.freshet.analysis.serving;

/**
 * The engines Freshet hands its warehouse to, with the form their catalog definition takes and the documentation
 * versions the statements and rules of this package were checked against.
 */
public enum EngineKind {

    STARROCKS("StarRocks", "jdbc:mysql://", StatementForm.SQL, "3.1",
            "StarRocks docs, 'Paimon catalog' (v3.1 and Latest-4.0)"),
    DORIS("Apache Doris", "jdbc:mysql://", StatementForm.SQL, "2.0",
            "Apache Doris docs, 'Paimon Catalog' and 'S3 | Storages' (3.x)"),
    TRINO("Trino", "jdbc:trino://", StatementForm.PROPERTIES_FILE, "358",
            "Apache Paimon docs, 'Trino' (paimon-trino, Trino 358 and later); Trino docs, 'S3 file system support'"),
    SPARK_SQL("Spark SQL", "jdbc:hive2://", StatementForm.SPARK_CONF, "3.2",
            "Apache Paimon docs, 'Spark Quick Start' and 'Filesystems' (Spark 3.2 to 4.0)");

    private final String displayName;
    private final String jdbcPrefix;
    private final StatementForm form;
    private final String minimumVersion;
    private final String docs;

    EngineKind(String displayName, String jdbcPrefix, StatementForm form, String minimumVersion, String docs) {
        this.displayName = displayName;
        this.jdbcPrefix = jdbcPrefix;
        this.form = form;
        this.minimumVersion = minimumVersion;
        this.docs = docs;
    }

    public String displayName() {
        return displayName;
    }

    /** How a JDBC URL of this engine starts (StarRocks and Doris speak MySQL's protocol; Spark its Thrift server). */
    public String jdbcPrefix() {
        return jdbcPrefix;
    }

    /** Whether the catalog is created by a statement over JDBC, or by a file the engine reads at its start. */
    public StatementForm form() {
        return form;
    }

    /** The first version whose documentation has a Paimon catalog. */
    public String minimumVersion() {
        return minimumVersion;
    }

    /** The documentation the property names and the compatibility rules were taken from. */
    public String docs() {
        return docs;
    }
}
