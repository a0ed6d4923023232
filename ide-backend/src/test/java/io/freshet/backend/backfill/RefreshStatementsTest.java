package io.freshet.backend.backfill;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A partition as people and Paimon write it, and back: one wording for the plan, the checks and the warehouse read. */
class RefreshStatementsTest {

    @Test
    void aPartitionIsWrittenAndReadTheSameWay() {
        Map<String, String> spec = new LinkedHashMap<>();
        spec.put("ds", "2024-06-01");
        spec.put("hh", "03");
        assertThat(RefreshStatements.display(spec)).isEqualTo("ds=2024-06-01/hh=03");
        assertThat(RefreshStatements.spec("ds=2024-06-01/hh=03")).containsExactlyEntriesOf(spec);
        assertThat(RefreshStatements.spec("")).as("the whole table").isEmpty();
    }
}
