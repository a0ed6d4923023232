package io.freshet.analysis.serving;

/**
 * The names of the two sealed secrets holding the S3 keys an engine reads the warehouse with. A target gets its own
 * pair (best a read-only key), never Freshet's own write keys.
 */
public record S3KeySecrets(String accessKey, String secretKey) {

    /** Only secrets named with this prefix are ever placed into a statement for another engine. */
    public static final String PREFIX = "serving.";

    /** The pair of the serving target of this name: {@code serving.<name>.s3-access-key} and {@code ...s3-secret-key}. */
    public static S3KeySecrets forTarget(String targetName) {
        return new S3KeySecrets(PREFIX + targetName + ".s3-access-key", PREFIX + targetName + ".s3-secret-key");
    }
}
