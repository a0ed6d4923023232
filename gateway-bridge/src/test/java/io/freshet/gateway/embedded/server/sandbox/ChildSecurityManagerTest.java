package io.freshet.gateway.embedded.server.sandbox;

import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.FilePermission;
import java.nio.file.LinkPermission;
import java.nio.file.Path;
import java.util.List;
import java.util.PropertyPermission;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** What the child's security manager refuses and lets pass, called directly (it is not installed here). */
class ChildSecurityManagerTest {

    @TempDir
    Path home;

    private ChildSecurityManager manager;

    @BeforeEach
    void create() {
        manager = new ChildSecurityManager(new FileRules(List.of(home.resolve("warehouse")),
                new AllowedRoots(List.of()), home), new ConnectRules(List.of(8081), AllowedHosts.parse(null, null, null)));
    }

    @Test
    void filesOutsideTheRootsAreRefusedWithTheGuardsWords() {
        assertThatCode(() -> manager.checkWrite(home.resolve("warehouse/t/data").toString())).doesNotThrowAnyException();
        assertThatThrownBy(() -> manager.checkRead(home.resolve("secret.key").toString()))
                .isInstanceOf(SecurityException.class).hasMessageContaining(AllowedRoots.REFUSAL);
        assertThatThrownBy(() -> manager.checkDelete(home.resolve("warehouse/../db").toString()))
                .isInstanceOf(SecurityException.class);
        assertThatThrownBy(() -> manager.checkPermission(new FilePermission(home.resolve("x").toString(), "read")))
                .isInstanceOf(SecurityException.class);
    }

    @Test
    void connectionsToOtherLocalPortsAreRefusedWithTheGuardsWords() {
        assertThatCode(() -> manager.checkConnect("127.0.0.1", 8081)).doesNotThrowAnyException();
        assertThatThrownBy(() -> manager.checkConnect("127.0.0.1", 9)).isInstanceOf(SecurityException.class)
                .hasMessageContaining(AllowedHosts.REFUSAL);
    }

    @Test
    void noProgramsNoLinksAndNoOtherSecurityManager() {
        assertThatThrownBy(() -> manager.checkExec("/bin/cat")).isInstanceOf(SecurityException.class);
        assertThatThrownBy(() -> manager.checkPermission(new LinkPermission("symbolic")))
                .isInstanceOf(SecurityException.class);
        assertThatThrownBy(() -> manager.checkPermission(new RuntimePermission("setSecurityManager")))
                .isInstanceOf(SecurityException.class);
    }

    @Test
    void everythingElsePasses() {
        assertThatCode(() -> manager.checkPermission(new PropertyPermission("user.home", "read")))
                .doesNotThrowAnyException();
        assertThatCode(() -> manager.checkPermission(new RuntimePermission("accessDeclaredMembers")))
                .doesNotThrowAnyException();
    }
}
