package io.freshet.analysis.ingest;

import java.util.Objects;

/** A column of an ingestion's target table: its name (as in the source), Flink type and nullability. */
public record TargetColumn(String name, String flinkType, boolean nullable) {

    public TargetColumn {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(flinkType, "flinkType");
    }
}
