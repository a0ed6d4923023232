package io.freshet.analysis.serving;

import java.util.Locale;

/**
 * Trino's catalog properties file for Paimon's Trino connector (Paimon docs 'Trino': {@code connector.name=paimon},
 * {@code warehouse}); S3 through Trino's native file system (Trino docs 'S3 file system support'). Keys are never in
 * the file: it reads them from environment variables ({@code ${ENV:...}}, Trino's own substitution), which the
 * operator sets from the sealed secrets the placeholders name.
 */
final class TrinoCatalog {

    private TrinoCatalog() {
    }

    static CatalogStatement statement(String name, ServingWarehouse warehouse, S3KeySecrets secrets) {
        StatementDraft draft = new StatementDraft()
                .put("connector.name", "paimon")
                .put("warehouse", warehouse.engineUri());
        switch (warehouse.kind()) {
            case S3 -> s3(draft, warehouse, secrets);
            case LOCAL -> draft.note(CatalogStatements.localPathNote(EngineKind.TRINO));
            case HDFS -> draft.note("Set HADOOP_CONF_DIR (or HADOOP_HOME) for the Trino server, or"
                    + " fs.hdfs.hadoopconf in this file, so it reads your HDFS configuration.");
        }
        draft.note("Put paimon-trino-<Trino range>-<Paimon version>.jar into Trino's plugin/paimon directory"
                + " (Paimon 1.4 for the tables Freshet writes), then restart Trino.");
        String text = "# etc/catalog/" + name + ".properties\n" + draft.lines("", "", "=", "\n");
        return draft.build(EngineKind.TRINO, name, text);
    }

    private static void s3(StatementDraft draft, ServingWarehouse warehouse, S3KeySecrets secrets) {
        draft.put("fs.native-s3.enabled", "true");
        if (warehouse.s3Endpoint() != null) {
            draft.put("s3.endpoint", warehouse.s3Endpoint());
        }
        draft.s3Region("s3.region", warehouse);
        if (warehouse.pathStyleAccess() != null) {
            draft.put("s3.path-style-access", warehouse.pathStyleAccess().toString());
        }
        if (warehouse.credentials() == S3Credentials.INSTANCE) {
            draft.note("No keys: Trino's S3 file system uses the machine's AWS identity.");
            return;
        }
        draft.secret("s3.aws-access-key", environment(secrets.accessKey(), "the S3 access key id"))
                .secret("s3.aws-secret-key", environment(secrets.secretKey(), "the S3 secret access key"));
    }

    /** {@code ${ENV:SERVING_X_S3_ACCESS_KEY}}: the variable the Trino server must have, set from the sealed secret. */
    private static SecretPlaceholder environment(String secretName, String meaning) {
        String variable = secretName.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_");
        return new SecretPlaceholder("${ENV:" + variable + "}", secretName,
                meaning + ", from the environment variable " + variable + " of the Trino server");
    }
}
