package io.freshet.ui.ingest;

import java.time.Instant;

/** A stored source as listed: everything but its password, which never leaves the backend. */
public record SourceSummary(String name, SourceKind kind, String host, int port, String database, String user,
                            String updatedBy, Instant updatedAt) {
}
