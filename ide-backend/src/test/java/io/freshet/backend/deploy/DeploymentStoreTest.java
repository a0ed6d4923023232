package io.freshet.backend.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.analysis.catalog.TableId;
import io.freshet.testing.Databases;
import io.freshet.ui.deploy.DeployProgress;
import io.freshet.ui.deploy.DeployState;
import io.freshet.ui.deploy.DeployStep;
import io.freshet.ui.deploy.PlanCommit;
import io.freshet.ui.deploy.StepState;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The record of applied plans on Freshet's migrated H2 database: a deployment is there from its start with every
 * step, follows each step and state, answers "what is deployed, from which commit" after a restart, and an
 * interrupted one is ended saying so.
 */
class DeploymentStoreTest {

    private static final PlanCommit COMMIT = new PlanCommit("main", "0123456789abcdef0123456789abcdef01234567",
            false);

    @TempDir
    Path home;

    private DeploymentStore store;

    @BeforeEach
    void migrate() {
        DataSource database = Databases.h2(home);
        store = new DeploymentStore(new JdbcTemplate(database),
                new TransactionTemplate(new DataSourceTransactionManager(database)));
    }

    @Test
    void aDeploymentIsRecordedFromItsStartStepByStepAndWhatIsDeployedSurvivesARestart() {
        DeployRun run = start("team", COMMIT);
        DeployProgress started = store.find(run.id()).orElseThrow();
        assertThat(started.state()).isEqualTo(DeployState.RUNNING);
        assertThat(started.steps()).extracting(DeployStep::state).containsExactly(StepState.PENDING,
                StepState.UP_TO_DATE, StepState.PENDING);
        assertThat(started.commit()).isEqualTo(COMMIT);
        assertThat(store.lastApplied("team")).as("nothing ran yet").isEmpty();

        run.step(0, StepState.DONE, null, 120);
        run.step(2, StepState.DONE, null, 3400);
        run.scriptsDone(List.of());
        run.moveTo(DeployState.DONE, "Deployed; nothing to refresh.");

        // another instance on the same database, as after a restart: only the record answers
        DataSource database = Databases.h2(home);
        DeploymentStore restarted = new DeploymentStore(new JdbcTemplate(database),
                new TransactionTemplate(new DataSourceTransactionManager(database)));
        DeployProgress applied = restarted.lastApplied("team").orElseThrow();
        assertThat(applied.id()).isEqualTo(run.id());
        assertThat(applied.commit()).isEqualTo(COMMIT);
        assertThat(applied.startedBy()).isEqualTo("dev");
        assertThat(applied.state()).isEqualTo(DeployState.DONE);
        assertThat(applied.finishedAt()).isNotNull();
        assertThat(applied.message()).isEqualTo("Deployed; nothing to refresh.");
        assertThat(applied.steps()).extracting(DeployStep::state, DeployStep::millis).containsExactly(
                org.assertj.core.groups.Tuple.tuple(StepState.DONE, 120L),
                org.assertj.core.groups.Tuple.tuple(StepState.UP_TO_DATE, 0L),
                org.assertj.core.groups.Tuple.tuple(StepState.DONE, 3400L));
        assertThat(restarted.createdTables("team")).containsExactly(new TableId("lakehouse", "dws", "daily_buyers"));
        assertThat(restarted.createdTables("other")).isEmpty();
    }

    @Test
    void aFailedDeploymentIsHistoryButNotWhatIsDeployed() {
        DeployRun first = start("shop", null);
        first.step(0, StepState.DONE, null, 10);
        first.scriptsDone(List.of());
        first.moveTo(DeployState.DONE, "Deployed; nothing to refresh.");
        DeployRun second = start("shop", COMMIT);
        second.step(0, StepState.FAILED, "01.sql line 2: refused", 5);
        second.moveTo(DeployState.FAILED, "01.sql line 2: refused");

        assertThat(store.history("shop", 10)).extracting(DeployProgress::id).containsExactly(second.id(), first.id());
        assertThat(store.history("shop", 1)).extracting(DeployProgress::state).containsExactly(DeployState.FAILED);
        assertThat(store.history("shop", 10).get(0).steps().get(0).error()).isEqualTo("01.sql line 2: refused");
        DeployProgress deployed = store.lastApplied("shop").orElseThrow();
        assertThat(deployed.id()).isEqualTo(first.id());
        assertThat(deployed.commit()).as("a project without git").isNull();
        assertThat(store.createdTables("shop")).as("only DONE steps count")
                .containsExactly(new TableId("lakehouse", "dws", "daily_buyers"));

        DeployRun other = start("other", null);
        other.step(0, StepState.DONE, null, 10);
        assertThat(store.createdTables("shop")).as("created again by another project: that project's now").isEmpty();
        assertThat(store.createdTables("other")).containsExactly(new TableId("lakehouse", "dws", "daily_buyers"));
    }

    @Test
    void aDeploymentIntoAnEnvironmentIsRecordedWithItAndIsNotWhatIsDeployedInProduction() {
        DeployRun production = start("shop", COMMIT);
        production.step(0, StepState.DONE, null, 10);
        production.scriptsDone(List.of());
        production.moveTo(DeployState.DONE, "Deployed; nothing to refresh.");
        List<DeployStep> steps = List.of(new DeployStep(0, "01_dws.sql", 3, "CREATE_MATERIALIZED_TABLE",
                "lakehouse.dev_dws.daily_buyers", StepState.PENDING, null, 0));
        long id = store.insert("shop", "dev_", COMMIT, "dev", Instant.now(), steps, "e".repeat(64));
        DeployRun dev = new DeployRun(id, "shop", "dev_", "dev", steps, Clock.systemUTC(), COMMIT, store);
        assertThat(dev.progress().environment()).isEqualTo("dev_");
        dev.step(0, StepState.DONE, null, 10);
        dev.scriptsDone(List.of());
        dev.moveTo(DeployState.DONE, "Deployed; nothing to refresh.");

        assertThat(store.find(id).orElseThrow().environment()).isEqualTo("dev_");
        assertThat(store.find(production.id()).orElseThrow().environment()).as("production").isEmpty();
        assertThat(store.lastApplied("shop").orElseThrow().id()).as("what is deployed in production")
                .isEqualTo(production.id());
        assertThat(store.lastApplied("shop", "dev_").orElseThrow().id()).isEqualTo(id);
        assertThat(store.createdTables("shop")).as("a plan for production never drops dev_'s tables")
                .containsExactly(new TableId("lakehouse", "dws", "daily_buyers"));
        assertThat(store.createdTables("shop", "dev_")).as("a plan for dev_ never drops production's")
                .containsExactly(new TableId("lakehouse", "dev_dws", "daily_buyers"));
    }

    @Test
    void deploymentsAnEarlierRunLeftUnfinishedAreEndedSayingSo() {
        DeployRun running = start("a", COMMIT);
        running.step(0, StepState.DONE, null, 10);
        DeployRun waiting = start("b", COMMIT);
        waiting.scriptsDone(List.of(new io.freshet.ui.deploy.FollowUp(io.freshet.ui.deploy.FollowUp.Kind.REFRESH,
                "lakehouse.dws.x", "the whole table", StepState.PENDING, null)));

        assertThat(store.interrupted()).isEqualTo(2);

        DeployProgress failed = store.find(running.id()).orElseThrow();
        assertThat(failed.state()).isEqualTo(DeployState.FAILED);
        assertThat(failed.message()).contains("Freshet stopped");
        assertThat(failed.steps().get(0).state()).as("what ran stays recorded").isEqualTo(StepState.DONE);
        assertThat(store.find(waiting.id()).orElseThrow().state()).isEqualTo(DeployState.DONE);
        assertThat(store.lastApplied("b")).isPresent();
        assertThat(store.interrupted()).isZero();
    }

    private DeployRun start(String project, PlanCommit commit) {
        List<DeployStep> steps = List.of(
                new DeployStep(0, "01_dws.sql", 3, "CREATE_MATERIALIZED_TABLE", "lakehouse.dws.daily_buyers",
                        StepState.PENDING, null, 0),
                new DeployStep(1, "01_dws.sql", 12, "INSERT", "lakehouse.ods.orders", StepState.UP_TO_DATE, null, 0),
                new DeployStep(2, null, 0, "DROP_TABLE", "lakehouse.dws.old", StepState.PENDING, null, 0));
        long id = store.insert(project, commit, "dev", Instant.now(), steps, "f".repeat(64));
        return new DeployRun(id, project, "dev", steps, Clock.systemUTC(), commit, store);
    }
}
