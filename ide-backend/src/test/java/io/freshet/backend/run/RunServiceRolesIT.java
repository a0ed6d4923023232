package io.freshet.backend.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.jobaccess.JobOwnerStore;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.policy.PolicyStore;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.backend.refreshes.CreationSettings;
import io.freshet.backend.refreshes.EditorRefreshes;
import io.freshet.backend.refreshes.RefreshHistoryStore;
import io.freshet.backend.security.UserAccounts;
import io.freshet.testing.H2ServiceConfig;
import io.freshet.ui.run.HistoryQuery;
import io.freshet.ui.run.RunRequest;
import io.freshet.ui.run.RunService;
import io.freshet.ui.run.RunState;
import io.freshet.ui.run.RunStatus;
import io.freshet.ui.security.Roles;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.test.context.support.WithMockUser;
import org.springframework.test.context.junit.jupiter.SpringJUnitConfig;

/**
 * The run service's roles are enforced on the service itself, and without a gateway a run fails with a
 * clear message instead of an exception.
 */
@SpringJUnitConfig(RunServiceRolesIT.Services.class)
class RunServiceRolesIT {

    @Autowired
    RunService runs;

    @Test
    @WithMockUser(username = "vera", roles = Roles.VIEWER)
    void aViewerReadsTheHistoryAndMaySubmitForTheGateToJudgeButCannotChangeTheSession() {
        assertThat(runs.history(HistoryQuery.latest(5))).isNotNull();
        // what a VIEWER may run is the statement gate's decision (read-only statements), not the method's
        assertThat(runs.submit(RunRequest.adHoc("SELECT 1")).runId()).isNotNull();
        assertThatThrownBy(() -> runs.setSessionSetting("a.b", "1")).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> runs.resetSessionSetting("a.b")).isInstanceOf(AccessDeniedException.class);
    }

    @Test
    @WithMockUser(username = "dev", roles = {Roles.VIEWER, Roles.DEVELOPER})
    void aDevelopersRunFailsClearlyWhileTheGatewayIsNotReady() throws Exception {
        RunStatus run = runs.submit(RunRequest.adHoc("SELECT 1"));
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (!runs.status(run.runId()).state().isFinal() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        RunStatus failed = runs.status(run.runId());
        assertThat(failed.state()).isEqualTo(RunState.FAILED);
        assertThat(failed.error().message()).contains("Flink SQL Gateway is not ready");
        assertThat(runs.history(new HistoryQuery(null, "dev", RunState.FAILED, 5))).isNotEmpty();
    }

    /** The real service with method security, on H2, with a gateway connection that was never started. */
    @Configuration
    @Import({H2ServiceConfig.class, GatewayRunService.class, RunHistoryStore.class, AuditLog.class,
            StatementGuard.class, PolicyStore.class, UserAccounts.class, EditorRefreshes.class,
            RefreshHistoryStore.class, CreationSettings.class, UserJobs.class, JobOwnerStore.class})
    static class Services {
        @Bean
        RunRegistry runRegistry() throws Exception {
            return new RunRegistry(RunLimits.defaults(), Files.createTempDirectory("run-roles"));
        }

        @Bean
        CatalogBootstrap catalogBootstrap() throws Exception {
            return new CatalogBootstrap(properties());
        }

        @Bean
        GatewayConnection gatewayConnection(CatalogBootstrap catalog) throws Exception {
            return new GatewayConnection(properties(), catalog);
        }

        @Bean
        UserSessions userSessions(GatewayConnection connection, CatalogBootstrap catalog, StatementGuard guard) {
            return new UserSessions(connection, catalog, guard);
        }

        private static FreshetProperties properties() throws Exception {
            Path home = Files.createTempDirectory("run-roles-home");
            return new FreshetProperties(home, new FreshetProperties.Gateway("http://127.0.0.1:9"),
                    null, new FreshetProperties.Catalog("lakehouse", home.toUri().toString()));
        }
    }
}
