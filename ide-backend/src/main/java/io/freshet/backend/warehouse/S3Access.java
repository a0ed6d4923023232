package io.freshet.backend.warehouse;

import io.freshet.backend.config.FreshetProperties;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The S3 options Paimon's file IO needs for Freshet's own reads of an {@code s3://} warehouse: the endpoint and
 * path-style access from {@code freshet.catalog.s3.*}, the access keys from two sealed secrets (set on the Secrets
 * page), so no property file, script or log ever holds them.
 */
public final class S3Access {

    /** The secret holding the access key id. */
    public static final String ACCESS_KEY_SECRET = "catalog.s3.access-key";
    /** The secret holding the secret access key. */
    public static final String SECRET_KEY_SECRET = "catalog.s3.secret-key";

    private S3Access() {
    }

    /** Whether Paimon reads this warehouse through its S3 file IO. */
    public static boolean isS3(String warehouse) {
        String scheme = warehouse == null ? "" : warehouse.strip().toLowerCase(Locale.ROOT);
        return scheme.startsWith("s3://") || scheme.startsWith("s3a://") || scheme.startsWith("s3n://");
    }

    /** Endpoint and path style, none for a warehouse that is not on S3: safe to show. */
    public static Map<String, String> visibleOptions(String warehouse, FreshetProperties.S3 s3) {
        Map<String, String> options = new LinkedHashMap<>();
        if (!isS3(warehouse)) {
            return options;
        }
        if (s3.endpoint() != null && !s3.endpoint().isBlank()) {
            options.put("s3.endpoint", s3.endpoint().strip());
        }
        if (s3.pathStyleAccess() != null) {
            options.put("s3.path.style.access", s3.pathStyleAccess().toString());
        }
        return options;
    }

    /**
     * The access keys from the secrets, when both are set; otherwise none, and Paimon's S3 file IO cannot open the
     * warehouse (it takes the keys as options only, no AWS default chain: seen with the cluster smoke test).
     */
    public static Map<String, String> credentials(String warehouse, Function<String, Optional<String>> secrets) {
        if (!isS3(warehouse)) {
            return Map.of();
        }
        Optional<String> accessKey = secrets.apply(ACCESS_KEY_SECRET);
        Optional<String> secretKey = secrets.apply(SECRET_KEY_SECRET);
        if (accessKey.isEmpty() || secretKey.isEmpty()) {
            return Map.of();
        }
        return Map.of("s3.access-key", accessKey.get(), "s3.secret-key", secretKey.get());
    }
}
