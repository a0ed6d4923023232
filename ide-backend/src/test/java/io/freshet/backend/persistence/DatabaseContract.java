package io.freshet.backend.persistence;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.projects.JdbcProjectService;
import io.freshet.backend.projects.ProjectStore;
import io.freshet.backend.projects.ProjectTransfer;
import io.freshet.backend.scripts.JdbcScriptService;
import io.freshet.backend.scripts.ScriptStore;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The wiring shared by the persistence contracts: the real stores and services on one migrated database,
 * which each concrete class supplies (H2 file database, real PostgreSQL server).
 */
abstract class DatabaseContract {

    private static final AtomicInteger NAMES = new AtomicInteger();

    protected JdbcTemplate jdbc;
    protected AuditLog audit;
    protected JdbcScriptService scripts;
    protected ProjectStore projectStore;
    protected ProjectTransfer transfer;
    protected JdbcProjectService projects;

    /** A migrated database, shared by the tests of one class (names are unique per test). */
    abstract DataSource dataSource();

    @BeforeEach
    void wire() {
        jdbc = new JdbcTemplate(dataSource());
        audit = new AuditLog(jdbc);
        TransactionTemplate tx = new TransactionTemplate(new DataSourceTransactionManager(dataSource()));
        ScriptStore scriptStore = new ScriptStore(jdbc);
        scripts = new JdbcScriptService(scriptStore, audit, tx);
        projectStore = new ProjectStore(jdbc);
        transfer = new ProjectTransfer(projectStore, scriptStore, audit, tx);
        projects = new JdbcProjectService(projectStore, scripts, transfer, audit, tx);
        signIn("ann");
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    static void signIn(String user) {
        signIn(user, "ROLE_DEVELOPER");
    }

    static void signIn(String user, String role) {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(user, "n/a", role));
    }

    static String unique(String name) {
        return NAMES.incrementAndGet() + "-" + name;
    }
}
