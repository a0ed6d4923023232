package io.freshet.analysis.serving;

/** How an engine authenticates to an S3 warehouse. */
public enum S3Credentials {
    /** An access key pair, kept as two sealed secrets; the statement shows only their names. */
    ACCESS_KEYS,
    /** The machine's own identity (instance profile, assumed role): no key in the statement. */
    INSTANCE
}
