package io.freshet.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Copied TSV, download file names, and the row-count line above a result. */
class ResultTextTest {

    @Test
    void tsvQuotesTabsLineBreaksAndQuotesAndLeavesNullEmpty() {
        String tsv = Tsv.of(List.of("id", "note"), List.of(Arrays.asList("1", "a\tb"), Arrays.asList("2", null),
                Arrays.asList("3", "say \"hi\"\nbye")));

        assertThat(tsv).isEqualTo("id\tnote\n1\t\"a\tb\"\n2\t\n3\t\"say \"\"hi\"\"\nbye\"\n");
    }

    @Test
    void aFileNameNamesTheStatementAndTheTime() {
        RunStatus status = status("SELECT o.id, o.amount\n  FROM lakehouse.ods.orders AS o WHERE o.amount > 100", false, 3);

        assertThat(ResultFormat.CSV.fileName(status)).isEqualTo("select-o-id-o-amount-from-lakehouse-ods-20261204-163000.csv");
        assertThat(ResultFormat.JSON.fileName(status(";;", false, 0))).isEqualTo("result-20261204-163000.json");
    }

    @Test
    void theSummarySaysTheCountOrTheLimitAndWhereItIsSet() {
        ResultLimits limits = new ResultLimits(5_000, 512L * 1024 * 1024, 200_000);

        assertThat(ResultHeader.summary(status("SELECT 1", false, 1), limits)).isEqualTo("1 row");
        assertThat(ResultHeader.summary(status("SELECT 1", false, 12_345), limits)).isEqualTo("12,345 rows");
        assertThat(ResultHeader.summary(status("SELECT 1", true, 5_000), limits))
                .startsWith("Showing the first 5,000 rows: limit reached")
                .contains("freshet.run.max-rows").contains("512 MiB");
    }

    private static RunStatus status(String statement, boolean truncated, long rows) {
        return new RunStatus(UUID.randomUUID(), statement, 1, 1, RunState.FINISHED, List.of(), rows, truncated,
                Instant.parse("2026-12-04T16:30:00Z"), Duration.ofSeconds(1), null, null);
    }
}
