package io.freshet.analysis.lineage;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * A source column a statement's rows depend on without its value flowing into a target column: a CONDITION
 * dependency of every column the statement writes (OpenLineage's dataset-wide INDIRECT input field).
 *
 * @param subtypes how it decides the rows, in {@link ConditionKind} order
 */
@JsonPropertyOrder({"table", "column", "dependency", "subtypes"})
public record IndirectSource(String table, String column, List<ConditionKind> subtypes) {

    public IndirectSource {
        subtypes = List.copyOf(subtypes);
    }

    /** Always CONDITION: told in the JSON so that a reader needs no knowledge of which list it came from. */
    @JsonProperty
    public Dependency dependency() {
        return Dependency.CONDITION;
    }

    @JsonIgnore
    public ColumnRef ref() {
        return new ColumnRef(table, column);
    }
}
