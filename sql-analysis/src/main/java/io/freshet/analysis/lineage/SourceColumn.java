package io.freshet.analysis.lineage;

import com.fasterxml.jackson.annotation.JsonIgnore;

/** A source column of a target column and how the value was derived from it: a VALUE dependency. */
public record SourceColumn(String table, String column, LineageKind kind) {

    @JsonIgnore
    public Dependency dependency() {
        return Dependency.VALUE;
    }
}
