package io.freshet.backend.ingest.sources;

import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceSummary;

/**
 * A stored source with its unsealed password, for backend code only (never handed to a view): the ingestion job
 * reads it to fill its CDC source's connection options.
 */
public record StoredSource(SourceSummary summary, String password) {

    /** The source as a definition, password included. */
    public SourceDefinition definition() {
        SourceSummary s = summary;
        return new SourceDefinition(s.name(), s.kind(), s.host(), s.port(), s.database(), s.user(), password);
    }

    @Override
    public String toString() {
        return "StoredSource[" + summary + "]";
    }
}
