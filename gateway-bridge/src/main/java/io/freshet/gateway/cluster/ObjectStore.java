package io.freshet.gateway.cluster;

import java.net.URI;
import java.security.SecureRandom;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The cluster's S3-compatible object store (s3proxy on a local folder) and this start's random credentials.
 * The Flink processes get the credentials as AWS environment variables, so neither Flink's configuration nor
 * the file catalog store (which keeps a catalog's options across restarts) ever holds them.
 */
public record ObjectStore(URI endpoint, String bucket, String accessKey, String secretKey) {

    private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    private static final SecureRandom RANDOM = new SecureRandom();

    /** New random credentials (20 and 40 characters, AWS-shaped) for an endpoint. */
    static ObjectStore withNewCredentials(URI endpoint, String bucket) {
        return new ObjectStore(endpoint, bucket, random(20), random(40));
    }

    /** The Paimon warehouse: {@code s3://<bucket>/warehouse}. */
    public String warehouse() {
        return "s3://" + bucket + "/warehouse";
    }

    /** Where checkpoints and savepoints go (Flink's S3 plugin). */
    public String checkpoints() {
        return "s3://" + bucket + "/checkpoints";
    }

    public String savepoints() {
        return "s3://" + bucket + "/savepoints";
    }

    /**
     * The options of a Paimon catalog on this store, without credentials (the Flink processes have them):
     * {@code CREATE CATALOG c WITH ('type'='paimon', <these>)}.
     */
    public Map<String, String> catalogOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("warehouse", warehouse());
        options.put("s3.endpoint", endpoint.toString());
        options.put("s3.path.style.access", "true");
        return options;
    }

    /** The same plus the credentials, for a client outside the cluster (Paimon's own catalog API). */
    public Map<String, String> clientOptions() {
        Map<String, String> options = new LinkedHashMap<>(catalogOptions());
        options.put("s3.access-key", accessKey);
        options.put("s3.secret-key", secretKey);
        return options;
    }

    /** The environment that gives a process these credentials (AWS SDK's and Hadoop S3A's default chain). */
    public Map<String, String> credentialsEnvironment() {
        return Map.of("AWS_ACCESS_KEY_ID", accessKey, "AWS_SECRET_ACCESS_KEY", secretKey, "AWS_REGION", "us-east-1");
    }

    private static String random(int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return text.toString();
    }

    @Override
    public String toString() {
        return "ObjectStore[endpoint=" + endpoint + ", bucket=" + bucket + ", accessKey=" + accessKey + "]";
    }
}
