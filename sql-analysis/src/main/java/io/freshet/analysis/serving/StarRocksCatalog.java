package io.freshet.analysis.serving;

/**
 * StarRocks' {@code CREATE EXTERNAL CATALOG ... "type" = "paimon"} (docs 'Paimon catalog', v3.1 to 4.0): a filesystem
 * Paimon catalog with {@code paimon.catalog.warehouse}, and for S3 the {@code aws.s3.*} storage credentials.
 */
final class StarRocksCatalog {

    private StarRocksCatalog() {
    }

    static CatalogStatement statement(String name, ServingWarehouse warehouse, S3KeySecrets secrets) {
        StatementDraft draft = new StatementDraft()
                .put("type", "paimon")
                .put("paimon.catalog.type", "filesystem")
                .put("paimon.catalog.warehouse", warehouse.engineUri());
        switch (warehouse.kind()) {
            case S3 -> s3(draft, warehouse, secrets);
            case LOCAL -> draft.note(CatalogStatements.localPathNote(EngineKind.STARROCKS));
            case HDFS -> draft.note("For an HA or ViewFs HDFS, put hdfs-site.xml and core-site.xml into the conf"
                    + " directory of every FE and BE (or CN).");
        }
        String text = "CREATE EXTERNAL CATALOG " + name + "\nCOMMENT \"Paimon warehouse of Freshet\"\nPROPERTIES (\n"
                + draft.lines("    ", "\"", " = ", ",\n") + "\n);";
        return draft.build(EngineKind.STARROCKS, name, text);
    }

    private static void s3(StatementDraft draft, ServingWarehouse warehouse, S3KeySecrets secrets) {
        // the docs require an endpoint and give AWS' regional one, with its scheme, as the example
        draft.s3Endpoint("aws.s3.endpoint", warehouse, "https://",
                "S3 endpoint, e.g. https://s3.us-west-2.amazonaws.com");
        if (Boolean.TRUE.equals(warehouse.pathStyleAccess())) {
            draft.put("aws.s3.enable_path_style_access", "true");
        }
        if (warehouse.plainHttpEndpoint()) {
            draft.put("aws.s3.enable_ssl", "false");
        }
        if (warehouse.credentials() == S3Credentials.INSTANCE) {
            draft.put("aws.s3.use_instance_profile", "true");
            return;
        }
        draft.put("aws.s3.use_instance_profile", "false").s3Keys("aws.s3.access_key", "aws.s3.secret_key", secrets);
    }
}
