package io.freshet.backend.jobaccess;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.gateway.jobs.ListedJob;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Who sees which job in a listing and who may stop which: decided on the recorded owner, never on the name alone. */
class JobAccessTest {

    private static final String MINE = "11111111111111111111111111111111";
    private static final String ADMINS = "22222222222222222222222222222222";
    private static final String UNOWNED = "33333333333333333333333333333333";
    private static final String CONTINUOUS = "44444444444444444444444444444444";
    private static final String ONE_TIME = "55555555555555555555555555555555";

    private static final Caller DEV = new Caller("dev", false);
    private static final Caller ADMIN = new Caller("admin", true);
    private static final Map<String, String> OWNERS = Map.of(MINE, "dev", ADMINS, "admin", ONE_TIME, "dev");

    private static final List<ListedJob> CLUSTER = List.of(
            new ListedJob(MINE, "insert-into_lakehouse.default.mine", "RUNNING", "2026-12-06 17:00:00"),
            new ListedJob(ADMINS, "INSERT INTO secret_sink SELECT * FROM payroll", "RUNNING", "2026-12-06 17:01:00"),
            new ListedJob(UNOWNED, "collect", "FINISHED", null),
            new ListedJob(CONTINUOUS, "Materialized_table_`lakehouse`.`dws`.`gmv`_continuous_refresh_job", "RUNNING",
                    "2026-12-06 16:00:00"),
            new ListedJob(ONE_TIME, "Materialized_table_`lakehouse`.`dws`.`daily`_one_time_refresh_job", "FINISHED",
                    "2026-12-06 16:30:00"));

    @Test
    void aUserSeesTheirOwnJobsAndTheMaterializedTablesJobsByTableNeverAnotherUsersJob() {
        List<ShownJob> shown = JobAccess.visible(CLUSTER, DEV, OWNERS);

        assertThat(shown).extracting(ShownJob::id).containsExactly(MINE, CONTINUOUS, ONE_TIME);
        assertThat(shown.get(0)).isEqualTo(new ShownJob(MINE, "insert-into_lakehouse.default.mine", "RUNNING",
                "2026-12-06 17:00:00"));
        assertThat(shown.get(1).name()).isEqualTo("materialized table lakehouse.dws.gmv: continuous refresh job");
        assertThat(shown.get(2).name()).isEqualTo("materialized table lakehouse.dws.daily: one-time refresh job");
        assertThat(shown).extracting(ShownJob::name).noneMatch(name -> name.contains("payroll"));
    }

    @Test
    void anAdministratorSeesEveryJobAndAnOwnerlessJobIsTheirsOnly() {
        assertThat(JobAccess.visible(CLUSTER, ADMIN, OWNERS)).extracting(ShownJob::id)
                .containsExactly(MINE, ADMINS, UNOWNED, CONTINUOUS, ONE_TIME);
        assertThat(JobAccess.visible(CLUSTER, new Caller("other", false), OWNERS)).extracting(ShownJob::id)
                .containsExactly(CONTINUOUS, ONE_TIME);
    }

    @Test
    void aUserStopsTheirOwnJobsOnlyAndAnAdministratorAny() {
        assertThat(JobAccess.stopRefusal(MINE, DEV, listed(MINE), Optional.of("dev"))).isEmpty();
        assertThat(JobAccess.stopRefusal(MINE.toUpperCase(), DEV, listed(MINE), Optional.of("dev"))).isEmpty();
        assertThat(JobAccess.stopRefusal(ADMINS, DEV, listed(ADMINS), Optional.of("admin")))
                .hasValueSatisfying(why -> assertThat(why).contains(ADMINS).contains("not one of your jobs")
                        .doesNotContain("payroll"));
        assertThat(JobAccess.stopRefusal(UNOWNED, DEV, listed(UNOWNED), Optional.empty())).isPresent();
        // a job Flink no longer knows is refused the same way, so a refusal does not tell whether it exists
        assertThat(JobAccess.stopRefusal(UNOWNED, DEV, Optional.empty(), Optional.empty()))
                .isEqualTo(JobAccess.stopRefusal(UNOWNED, DEV, listed(UNOWNED), Optional.empty()));
        assertThat(JobAccess.stopRefusal(ADMINS, ADMIN, listed(ADMINS), Optional.of("admin"))).isEmpty();
        assertThat(JobAccess.stopRefusal(MINE, ADMIN, listed(MINE), Optional.of("dev"))).isEmpty();
    }

    @Test
    void aTablesContinuousJobIsSuspendedNotStoppedByIdButAnOwnRefreshMayBeStopped() {
        assertThat(JobAccess.stopRefusal(CONTINUOUS, DEV, listed(CONTINUOUS), Optional.of("dev")))
                .hasValueSatisfying(why -> assertThat(why).contains("lakehouse.dws.gmv").contains("Suspend"));
        assertThat(JobAccess.stopRefusal(ONE_TIME, DEV, listed(ONE_TIME), Optional.of("dev"))).isEmpty();
        assertThat(JobAccess.stopRefusal(ONE_TIME, new Caller("other", false), listed(ONE_TIME), Optional.of("dev")))
                .isPresent();
        assertThat(JobAccess.stopRefusal(CONTINUOUS, ADMIN, listed(CONTINUOUS), Optional.empty())).isEmpty();
    }

    @Test
    void somethingThatIsNoJobIdIsRefusedForAUserWithoutEchoingControlCharacters() {
        assertThat(JobAccess.stopRefusal("x\n' OR '1", DEV, Optional.empty(), Optional.empty()))
                .hasValueSatisfying(why -> assertThat(why).contains("not a Flink job id").doesNotContain("\n"));
    }

    private static Optional<ListedJob> listed(String id) {
        return CLUSTER.stream().filter(job -> job.id().equals(id)).findFirst();
    }
}
