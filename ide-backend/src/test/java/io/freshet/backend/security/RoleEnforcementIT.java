package io.freshet.backend.security;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.audit.AuditViewService;
import io.freshet.backend.projects.JdbcProjectService;
import io.freshet.backend.projects.ProjectStore;
import io.freshet.backend.projects.ProjectTransfer;
import io.freshet.backend.scripts.JdbcScriptService;
import io.freshet.backend.scripts.ScriptStore;
import io.freshet.testing.H2ServiceConfig;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.audit.AuditService;
import io.freshet.ui.projects.ProjectService;
import io.freshet.ui.scripts.ScriptService;
import io.freshet.ui.security.Roles;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.authentication.AuthenticationCredentialsNotFoundException;
import org.springframework.security.test.context.support.WithMockUser;
import org.springframework.test.context.junit.jupiter.SpringJUnitConfig;

/**
 * Roles are enforced in the services themselves (method security on the implementations): a call the
 * UI would never offer is refused all the same.
 */
@SpringJUnitConfig(RoleEnforcementIT.Services.class)
class RoleEnforcementIT {

    @Autowired
    ScriptService scripts;

    @Autowired
    AuditService audit;

    @Autowired
    ProjectService projects;

    @Test
    @WithMockUser(username = "vera", roles = Roles.VIEWER)
    void viewerBrowsesAndExportsProjectsButChangesNothing() {
        assertThat(projects.projects()).isNotNull();
        assertThat(projects.trash()).isNotNull();
        assertThatThrownBy(() -> projects.createProject("v")).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> projects.createFolder(1, "f")).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> projects.deleteScript(1)).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> projects.restore(1)).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> projects.importZip("x.zip", new byte[0])).isInstanceOf(AccessDeniedException.class);
    }

    @Test
    @WithMockUser(username = "dev", roles = {Roles.VIEWER, Roles.DEVELOPER})
    void developerChangesProjectsButOnlyAnAdminEmptiesTheTrash() {
        var project = projects.createProject("dev-project");
        projects.createFolder(project.id(), "f");
        assertThat(projects.exportZip(project.id())).isNotEmpty();
        assertThatThrownBy(() -> projects.emptyTrash()).isInstanceOf(AccessDeniedException.class);
    }

    @Test
    @WithMockUser(username = "root", roles = {Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN})
    void adminEmptiesTheTrash() {
        assertThat(projects.emptyTrash()).isNotNegative();
    }

    @Test
    @WithMockUser(username = "vera", roles = Roles.VIEWER)
    void viewerReadsButCannotWriteOrReadTheAuditLog() {
        assertThat(scripts.list()).isNotNull();
        assertThatThrownBy(() -> scripts.create("shop", "x.sql", "SELECT 1")).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> scripts.save(1, 1, "x")).isInstanceOf(AccessDeniedException.class);
        assertThatThrownBy(() -> audit.find(AuditQuery.latest(10))).isInstanceOf(AccessDeniedException.class);
    }

    @Test
    @WithMockUser(username = "dev", roles = {Roles.VIEWER, Roles.DEVELOPER})
    void developerWritesScriptsButCannotReadTheAuditLog() {
        assertThat(scripts.create("shop", "dev.sql", "SELECT 1").savedBy()).isEqualTo("dev");
        assertThatThrownBy(() -> audit.find(AuditQuery.latest(10))).isInstanceOf(AccessDeniedException.class);
    }

    @Test
    @WithMockUser(username = "root", roles = {Roles.VIEWER, Roles.DEVELOPER, Roles.ADMIN})
    void adminReadsTheAuditLog() {
        scripts.create("shop", "admin.sql", "SELECT 1");
        assertThat(audit.find(AuditQuery.latest(10))).anySatisfy(e -> assertThat(e.actor()).isEqualTo("root"));
    }

    @Test
    void nobodySignedInIsRefusedEverything() {
        assertThatThrownBy(() -> scripts.list()).isInstanceOf(AuthenticationCredentialsNotFoundException.class);
        assertThatThrownBy(() -> audit.find(AuditQuery.latest(1)))
                .isInstanceOf(AuthenticationCredentialsNotFoundException.class);
    }

    /** The real service beans with method security, on an in-memory H2 database. */
    @Configuration
    @Import({H2ServiceConfig.class, JdbcScriptService.class, ScriptStore.class, AuditLog.class,
            AuditViewService.class, JdbcProjectService.class, ProjectStore.class, ProjectTransfer.class})
    static class Services {
    }
}
