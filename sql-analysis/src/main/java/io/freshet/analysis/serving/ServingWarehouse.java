package io.freshet.analysis.serving;

import java.util.Locale;
import java.util.Objects;

/**
 * Freshet's warehouse as another engine must reach it. Nothing secret is part of it: access keys are sealed secrets
 * that a statement names.
 *
 * @param uri             the warehouse, e.g. {@code file:///data/warehouse}, {@code hdfs://nn/wh}, {@code s3://bucket/wh}
 * @param s3Endpoint      an S3-compatible store's endpoint, e.g. {@code http://minio:9000}; null for AWS S3
 * @param pathStyleAccess true for stores without per-bucket host names (MinIO); null for the engine's default
 * @param s3Region        the bucket's region, null when unknown
 * @param credentials     how the engine authenticates to S3 (ignored for other warehouses)
 */
public record ServingWarehouse(String uri, String s3Endpoint, Boolean pathStyleAccess, String s3Region,
                               S3Credentials credentials) {

    public ServingWarehouse {
        uri = SafeValues.require("warehouse", uri);
        s3Endpoint = SafeValues.optional("S3 endpoint", s3Endpoint);
        s3Region = SafeValues.optional("S3 region", s3Region);
        credentials = Objects.requireNonNullElse(credentials, S3Credentials.ACCESS_KEYS);
    }

    /** A warehouse on a local or HDFS path. */
    public static ServingWarehouse path(String uri) {
        return new ServingWarehouse(uri, null, null, null, S3Credentials.ACCESS_KEYS);
    }

    public WarehouseKind kind() {
        String lower = uri.toLowerCase(Locale.ROOT);
        if (lower.startsWith("s3://") || lower.startsWith("s3a://") || lower.startsWith("s3n://")) {
            return WarehouseKind.S3;
        }
        return lower.startsWith("hdfs://") ? WarehouseKind.HDFS : WarehouseKind.LOCAL;
    }

    /** The URI as engines read it: a bare local path becomes a {@code file:} URI. */
    public String engineUri() {
        return uri.startsWith("/") ? "file://" + uri : uri;
    }

    /** Whether the S3 endpoint is plain HTTP (an engine that defaults to TLS must be told). */
    public boolean plainHttpEndpoint() {
        return s3Endpoint != null && s3Endpoint.toLowerCase(Locale.ROOT).startsWith("http://");
    }
}
