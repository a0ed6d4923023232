package io.freshet.backend.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.testing.H2ServiceConfig;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import io.freshet.ui.settings.PolicyDocument;
import io.freshet.ui.settings.StatementPolicyService;
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

/** The Settings page's policy service with method security on H2: only ADMIN, bad text refused, changes audited. */
@SpringJUnitConfig(AdminPolicyServiceIT.Services.class)
class AdminPolicyServiceIT {

    @Autowired
    StatementPolicyService policies;

    @Autowired
    AuditLog audit;

    @Test
    @WithMockUser(username = "root", roles = {Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN})
    void anAdminSavesTriesAndResetsThePolicyAndEveryChangeIsAudited() {
        PolicyDocument defaults = policies.current();
        assertThat(defaults.defaults()).isTrue();
        assertThatThrownBy(() -> policies.save(defaults.json().replace("\"connectors\"", "\"connectors\" : 7, \"x\"")))
                .isInstanceOf(ServiceException.class).hasMessageContaining("not saved");
        assertThat(policies.current().defaults()).as("a refused save changes nothing").isTrue();

        String withoutDatagen = defaults.json().replaceFirst("\"datagen\",\\s*", "");
        assertThat(withoutDatagen).isNotEqualTo(defaults.json());
        assertThat(policies.tryStatement("CREATE TEMPORARY TABLE g (x INT) WITH ('connector' = 'datagen')", "DEVELOPER",
                withoutDatagen)).singleElement().satisfies(f -> {
                    assertThat(f.rule()).isEqualTo("CONNECTOR");
                    assertThat(f.line()).isEqualTo(1);
                });
        PolicyDocument saved = policies.save(withoutDatagen);
        assertThat(saved.defaults()).isFalse();
        assertThat(saved.updatedBy()).isEqualTo("root");
        assertThat(audit.find(new AuditQuery("root", "STATEMENT_POLICY_CHANGED", "connectors", 5))).isNotEmpty();

        assertThat(policies.resetToDefaults().defaults()).isTrue();
        assertThat(audit.find(new AuditQuery("root", "STATEMENT_POLICY_CHANGED", "reset", 5))).isNotEmpty();
    }

    @Test
    @WithMockUser(username = "dev", roles = {Roles.VIEWER, Roles.DEVELOPER})
    void aDeveloperCannotReadOrChangeThePolicy() {
        assertThatThrownBy(() -> policies.current()).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> policies.save("{}")).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> policies.resetToDefaults()).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> policies.tryStatement("SELECT 1", "VIEWER", "{}"))
                .isInstanceOf(AccessDeniedException.class);
    }

    @Test
    @WithMockUser(username = "root", roles = {Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN})
    void tryingABrokenPolicySaysSoWithoutClaimingASaveAndStoresNothing() {
        int changes = audit.find(new AuditQuery("root", "STATEMENT_POLICY_CHANGED", null, 100)).size();
        assertThatThrownBy(() -> policies.tryStatement("SELECT 1", "DEVELOPER", "{\"DEVELOPER\": {\"jars\": \"yes\"}}"))
                .isInstanceOf(ServiceException.class)
                .hasMessage("The policy above cannot be tried: DEVELOPER.jars: must be true or false, not \"yes\""
                        + " (line 1)");
        assertThatThrownBy(() -> policies.tryStatement("SELECT 1", "OWNER", "{}")).isInstanceOf(ServiceException.class)
                .hasMessageContaining("VIEWER, DEVELOPER or ADMIN");
        assertThat(policies.tryStatement("SELECT 1", "viewer", "{}")).as("role names in any case").isEmpty();
        assertThat(audit.find(new AuditQuery("root", "STATEMENT_POLICY_CHANGED", null, 100))).hasSize(changes);
    }

    /** The real service and store with method security, on an in-memory H2 migrated as the app does. */
    @Configuration
    @Import({H2ServiceConfig.class, AdminPolicyService.class, PolicyStore.class, AuditLog.class})
    static class Services {
        @Bean
        GatewayConnection gatewayConnection() throws Exception {
            Path home = Files.createTempDirectory("policy-home");
            FreshetProperties properties = new FreshetProperties(home, new FreshetProperties.Gateway("http://127.0.0.1:9"),
                    null, new FreshetProperties.Catalog("lakehouse", home.resolve("warehouse").toUri().toString()));
            return new GatewayConnection(properties, new CatalogBootstrap(properties));
        }
    }
}
