package io.freshet.backend.freshness;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.MaterializedTableInfo;
import io.freshet.analysis.catalog.TableId;
import io.freshet.analysis.catalog.TableInfo;
import io.freshet.analysis.catalog.TableKind;
import io.freshet.ui.catalog.ActualFreshness.Verdict;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A CONTINUOUS table whose job went with a dead Flink is shown as lost, with the reason, never as ACTIVATED. */
class LostJobsTest {

    private static final TableId ID = new TableId("lakehouse", "dws", "live");
    private static final String LOST = "0123456789abcdef0123456789abcdef";
    private static final String NEW = "fedcba9876543210fedcba9876543210";

    private final LostJobs lost = new LostJobs();
    /** Neither the warehouse nor Flink is asked while a loss speaks for the table. */
    private final FreshnessReadings readings = new FreshnessReadings(null, null, RecordedRefreshes.NONE, lost);

    @Test
    void aLostJobShowsItsPhaseAndWordsInsteadOfActivated() {
        lost.put(ID.toString(), LostJobs.Phase.REPAIRING, LOST, "Its refresh job was lost; restoring chk-7",
                Instant.EPOCH);

        assertThat(readings.status(table("ACTIVATED", LOST))).isEqualTo("JOB LOST, REPAIRING");
        assertThat(readings.judge(table("ACTIVATED", LOST)).verdict()).isEqualTo(Verdict.NOT_RUNNING);
        assertThat(readings.judge(table("ACTIVATED", LOST)).words()).isEqualTo("Its refresh job was lost; restoring chk-7");
    }

    @Test
    void aTableNotRepairedThatTheAttemptSuspendedShowsSuspendedSoResumeIsOffered() {
        lost.put(ID.toString(), LostJobs.Phase.NOT_REPAIRED, LOST, "Not repaired: no checkpoint", Instant.EPOCH);

        assertThat(readings.status(table("SUSPENDED", LOST))).isEqualTo("SUSPENDED");
        assertThat(readings.status(table("ACTIVATED", LOST))).isEqualTo("JOB LOST, NOT REPAIRED");
        assertThat(readings.judge(table("SUSPENDED", LOST)).words()).isEqualTo("Not repaired: no checkpoint");
    }

    @Test
    void onceTheTableNamesAnotherJobItSpeaksForItselfAndTheLossIsForgotten() {
        lost.put(ID.toString(), LostJobs.Phase.NOT_REPAIRED, LOST, "Not repaired: no checkpoint", Instant.EPOCH);

        assertThat(readings.status(table("ACTIVATED", NEW))).isEqualTo("ACTIVATED");
        assertThat(lost.all()).isEmpty();
    }

    private static TableInfo table(String status, String jobId) {
        return new TableInfo(ID, TableKind.MATERIALIZED_TABLE, List.of(), List.of(), List.of(), List.of(),
                Map.of("materialized-table.refresh-status", status, "materialized-table.refresh-handler-description",
                        "{jobId=" + jobId + ", clusterId=c}"), null, null,
                new MaterializedTableInfo("SELECT 1", "2", "SECOND", "CONTINUOUS", "CONTINUOUS"));
    }
}
