package io.freshet.analysis.serving;

/**
 * Apache Doris' {@code CREATE CATALOG ... 'type' = 'paimon'} (docs 'Paimon Catalog', 3.x): a filesystem Paimon
 * catalog with {@code warehouse}, and for S3 the storage properties of 'S3 | Storages' ({@code s3.endpoint},
 * {@code s3.region}, {@code s3.use_path_style}, {@code s3.access_key}/{@code s3.secret_key} or {@code s3.role_arn}).
 */
final class DorisCatalog {

    private DorisCatalog() {
    }

    static CatalogStatement statement(String name, ServingWarehouse warehouse, S3KeySecrets secrets) {
        StatementDraft draft = new StatementDraft()
                .put("type", "paimon")
                .put("paimon.catalog.type", "filesystem")
                .put("warehouse", warehouse.engineUri());
        switch (warehouse.kind()) {
            case S3 -> s3(draft, warehouse, secrets);
            case LOCAL -> draft.note(CatalogStatements.localPathNote(EngineKind.DORIS)
                    + " Doris documents HDFS and object stores as Paimon storage, not local paths.");
            case HDFS -> draft.note("For an HA HDFS add its dfs.nameservices and dfs.namenode.* properties (see the"
                    + " Doris HDFS storage page).");
        }
        String text = "CREATE CATALOG IF NOT EXISTS " + name + " PROPERTIES (\n"
                + draft.lines("    ", "'", " = ", ",\n") + "\n);";
        return draft.build(EngineKind.DORIS, name, text);
    }

    private static void s3(StatementDraft draft, ServingWarehouse warehouse, S3KeySecrets secrets) {
        // without an endpoint, AWS' regional one as the docs' example writes it (no scheme)
        draft.s3Endpoint("s3.endpoint", warehouse, "", "S3 endpoint, e.g. s3.us-east-1.amazonaws.com")
                .s3Region("s3.region", warehouse);
        if (warehouse.pathStyleAccess() != null) {
            draft.put("s3.use_path_style", warehouse.pathStyleAccess().toString());
        }
        if (warehouse.credentials() == S3Credentials.INSTANCE) {
            draft.fillIn("s3.role_arn", "the ARN of the IAM role Doris assumes");
            return;
        }
        draft.s3Keys("s3.access_key", "s3.secret_key", secrets);
    }
}
