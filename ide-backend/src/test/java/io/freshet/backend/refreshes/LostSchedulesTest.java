package io.freshet.backend.refreshes;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.ui.catalog.Freshness;
import io.freshet.ui.catalog.FreshnessUnit;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class LostSchedulesTest {

    private static final Instant T0 = Instant.parse("2026-12-05T00:00:00Z");
    private static final FullSchedule EVERY_MINUTE = new FullSchedule("c.d.a", "`c`.`d`.`a`",
            Freshness.of(1, FreshnessUnit.MINUTE), "ACTIVATED");
    private static final FullSchedule SUSPENDED = new FullSchedule("c.d.s", "`c`.`d`.`s`",
            Freshness.of(1, FreshnessUnit.MINUTE), "SUSPENDED");

    @Test
    void aNewGatewayProcessMakesEveryActiveAndSuspendedTableASuspect() {
        LostSchedules lost = new LostSchedules(LostSchedules.GRACE);
        assertThat(lost.suspects(List.of(EVERY_MINUTE, SUSPENDED), t -> T0, 41L, T0))
                .containsExactly(EVERY_MINUTE, SUSPENDED);
        assertThat(lost.suspects(List.of(EVERY_MINUTE, SUSPENDED), t -> T0, 41L, T0)).isEmpty();
        assertThat(lost.suspects(List.of(EVERY_MINUTE), t -> T0, 42L, T0)).containsExactly(EVERY_MINUTE);
        assertThat(lost.suspects(List.of(SUSPENDED), t -> T0, 42L, T0.plus(Duration.ofDays(1))))
                .as("a suspended table shows no sign of its scheduler by design: never overdue").isEmpty();
    }

    @Test
    void withoutAGatewayIdentityATableIsASuspectAfterTwoPeriodsAndAGraceWithoutASign() {
        LostSchedules lost = new LostSchedules(LostSchedules.GRACE);
        Instant justBefore = T0.plus(Duration.ofMinutes(3));
        assertThat(lost.suspects(List.of(EVERY_MINUTE), t -> T0, null, justBefore)).isEmpty();
        Instant after = justBefore.plusSeconds(1);
        assertThat(lost.suspects(List.of(EVERY_MINUTE), t -> T0, null, after)).containsExactly(EVERY_MINUTE);
        lost.checked(EVERY_MINUTE.table(), after);
        assertThat(lost.suspects(List.of(EVERY_MINUTE), t -> T0, null, after.plusSeconds(60))).isEmpty();
        assertThat(lost.suspects(List.of(EVERY_MINUTE), t -> null, null, after)).as("no sign at all").isEmpty();
    }

    @Test
    void cronIsFlinksTranslationOfTheFreshness() {
        assertThat(schedule(10, FreshnessUnit.SECOND).cron()).isEqualTo("0/10 * * * * ? *");
        assertThat(schedule(15, FreshnessUnit.MINUTE).cron()).isEqualTo("0 0/15 * * * ? *");
        assertThat(schedule(2, FreshnessUnit.HOUR).cron()).isEqualTo("0 0 0/2 * * ? *");
        assertThat(schedule(1, FreshnessUnit.DAY).cron()).isEqualTo("0 0 0 * * ? *");
    }

    private static FullSchedule schedule(int amount, FreshnessUnit unit) {
        return new FullSchedule("c.d.t", "`c`.`d`.`t`", Freshness.of(amount, unit), "ACTIVATED");
    }
}
