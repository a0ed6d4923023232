package io.freshet.backend.ingest.ingestions;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.ingest.sources.SlotStatus;
import io.freshet.ui.ingest.IngestionState;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class IngestionTruthTest {

    private static final String JOB = "0123456789abcdef0123456789abcdef";
    private static final List<String> SLOTS = List.of("freshet_shop_public_users");
    private static final Instant T0 = Instant.parse("2026-12-06T20:00:00Z");

    private static IngestionTruth.Look look(String status, long restarts, String failure, int seconds,
            SlotStatus... slots) {
        return new IngestionTruth.Look(JOB, status, restarts, failure, List.of(slots), T0.plusSeconds(seconds));
    }

    private static SlotStatus slot(boolean active, String confirmed, long lag) {
        return new SlotStatus(SLOTS.get(0), active, confirmed, lag, lag);
    }

    @Test
    void aSteadyJobStaysRunning() {
        IngestionTruth.Verdict first = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, 0, slot(true, "0/1", 0)), null);
        IngestionTruth.Verdict second = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, 15, slot(true, "0/2", 0)), first.memory());
        assertThat(second.state()).isEqualTo(IngestionState.RUNNING);
    }

    @Test
    void oneRestartIsRestartingAndAnotherBeforeRecoveryIsFailingWithTheCause() {
        IngestionTruth.Verdict first = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, 0), null);
        IngestionTruth.Verdict restarting = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RESTARTING", 1, "permission denied for database shop", 15), first.memory());
        assertThat(restarting.state()).isEqualTo(IngestionState.RESTARTING);
        assertThat(restarting.message()).endsWith(": permission denied for database shop");
        IngestionTruth.Verdict waiting = IngestionTruth.judge(IngestionState.RESTARTING, SLOTS,
                look("RESTARTING", 1, "permission denied for database shop", 30), restarting.memory());
        assertThat(waiting.state()).as("still in the restart's back-off").isEqualTo(IngestionState.RESTARTING);
        IngestionTruth.Verdict failing = IngestionTruth.judge(IngestionState.RESTARTING, SLOTS,
                look("RUNNING", 2, "permission denied for database shop", 45), waiting.memory());
        assertThat(failing.state()).isEqualTo(IngestionState.FAILING);
        assertThat(failing.message()).contains("2 times").endsWith(": permission denied for database shop");
        IngestionTruth.Verdict recovered = IngestionTruth.judge(IngestionState.FAILING, SLOTS,
                look("RUNNING", 2, null, 60), failing.memory());
        assertThat(recovered.state()).isEqualTo(IngestionState.RUNNING);
    }

    @Test
    void restartsBeforeTheFirstLookAreNotCounted() {
        assertThat(IngestionTruth.judge(IngestionState.RUNNING, SLOTS, look("RUNNING", 7, null, 0), null).state())
                .isEqualTo(IngestionState.RUNNING);
    }

    @Test
    void anEndedJobIsFailedAndAnUnlistedOneIsLeftAlone() {
        assertThat(IngestionTruth.judge(IngestionState.RUNNING, SLOTS, look("FAILED", 3, "boom", 0), null).state())
                .isEqualTo(IngestionState.FAILED);
        assertThat(IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                new IngestionTruth.Look(JOB, null, null, null, null, T0), null).state()).isNull();
    }

    @Test
    void aSlotThatStreamedAndStopsBeingReadOrAdvancingIsFailing() {
        IngestionTruth.Verdict streaming = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, 0, slot(true, "0/1", 0)), null);
        IngestionTruth.Verdict idleOnce = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, 15, slot(false, "0/1", 0)), streaming.memory());
        assertThat(idleOnce.state()).isEqualTo(IngestionState.RUNNING);
        IngestionTruth.Verdict idleTwice = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, 30, slot(false, "0/1", 0)), idleOnce.memory());
        assertThat(idleTwice.state()).isEqualTo(IngestionState.FAILING);
        assertThat(idleTwice.message()).contains("nothing reads the replication slot freshet_shop_public_users");

        long behind = IngestionTruth.SMALL_LAG + 1;
        IngestionTruth.Verdict stuck = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, (int) IngestionTruth.STUCK.plus(Duration.ofSeconds(1)).toSeconds(),
                        slot(true, "0/1", behind)), streaming.memory());
        assertThat(stuck.state()).isEqualTo(IngestionState.FAILING);
        assertThat(stuck.message()).contains("has not advanced");
        assertThat(IngestionTruth.judge(IngestionState.RUNNING, SLOTS, look("RUNNING", 0, null, 0),
                streaming.memory()).message()).as("the slot gone from the source").contains("is gone");
    }

    @Test
    void aSlotNotStreamingYetIsNotJudged() {
        IngestionTruth.Verdict snapshot = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, 0, slot(false, null, 999_999_999)), null);
        IngestionTruth.Verdict later = IngestionTruth.judge(IngestionState.RUNNING, SLOTS,
                look("RUNNING", 0, null, 600, slot(false, null, 999_999_999)), snapshot.memory());
        assertThat(later.state()).isEqualTo(IngestionState.RUNNING);
    }
}
