package io.freshet.analysis.serving;

/** What a compatibility finding is about. */
public enum FindingTopic {
    VERSION,
    TABLE_KIND,
    FILE_FORMAT,
    DELETION_VECTORS,
    MERGE_ENGINE,
    CHANGELOG_PRODUCER,
    BUCKET_MODE,
    DATA_TYPE,
    FRESHNESS
}
