package io.freshet.analysis.serving;

/**
 * Spark's catalog configuration for Paimon's Spark catalog (Paimon docs 'Spark Quick Start':
 * {@code spark.sql.catalog.<name>=org.apache.paimon.spark.SparkCatalog} and {@code .warehouse}; 'Filesystems': the
 * {@code s3.*} options of Paimon's S3 file IO under the catalog's prefix).
 */
final class SparkCatalog {

    private SparkCatalog() {
    }

    static CatalogStatement statement(String name, ServingWarehouse warehouse, S3KeySecrets secrets) {
        String prefix = "spark.sql.catalog." + name;
        StatementDraft draft = new StatementDraft()
                .put(prefix, "org.apache.paimon.spark.SparkCatalog")
                .put(prefix + ".warehouse", warehouse.engineUri());
        switch (warehouse.kind()) {
            case S3 -> s3(draft, prefix, warehouse, secrets);
            case LOCAL -> draft.note(CatalogStatements.localPathNote(EngineKind.SPARK_SQL));
            case HDFS -> draft.note("Set HADOOP_CONF_DIR (or HADOOP_HOME) for Spark so it reads your HDFS"
                    + " configuration.");
        }
        draft.put("spark.sql.extensions", "org.apache.paimon.spark.extensions.PaimonSparkSessionExtensions")
                .note("Add paimon-spark-<Spark version>-<Paimon version>.jar to Spark's jars (Paimon 1.4 for the"
                        + " tables Freshet writes).");
        String text = "# spark-defaults.conf (or one --conf per line)\n" + draft.lines("", "", "=", "\n");
        return draft.build(EngineKind.SPARK_SQL, name, text);
    }

    private static void s3(StatementDraft draft, String prefix, ServingWarehouse warehouse, S3KeySecrets secrets) {
        draft.note("Add paimon-s3-<Paimon version>.jar next to the Paimon Spark jar.");
        if (warehouse.s3Endpoint() != null) {
            draft.put(prefix + ".s3.endpoint", warehouse.s3Endpoint());
        }
        if (warehouse.pathStyleAccess() != null) {
            draft.put(prefix + ".s3.path.style.access", warehouse.pathStyleAccess().toString());
        }
        if (warehouse.credentials() == S3Credentials.INSTANCE) {
            draft.note("No keys: Paimon's S3 file IO then needs the machine's AWS identity through Hadoop's S3A"
                    + " credential providers; Freshet has seen it open a warehouse only with keys.");
            return;
        }
        draft.s3Keys(prefix + ".s3.access-key", prefix + ".s3.secret-key", secrets);
    }
}
