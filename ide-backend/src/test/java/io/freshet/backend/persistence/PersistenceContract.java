package io.freshet.backend.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobs.JobHandler;
import io.freshet.backend.jobs.JobQueue;
import io.freshet.backend.jobs.JobState;
import io.freshet.backend.jobs.JobWorker;
import io.freshet.backend.scripts.JdbcScriptService;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.backend.scripts.ScriptStore;
import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptRevision;
import io.freshet.ui.scripts.ScriptService;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Persistence behaviour that must hold on every supported database: each subclass runs all of it on
 * one (H2 file database, real PostgreSQL server).
 */
abstract class PersistenceContract {

    private static final AtomicInteger NAMES = new AtomicInteger();

    private JdbcTemplate jdbc;
    private AuditLog audit;
    private JdbcScriptService scripts;

    /** A migrated database, shared by the tests of one class (names are unique per test). */
    abstract DataSource dataSource();

    @BeforeEach
    void wire() {
        jdbc = new JdbcTemplate(dataSource());
        audit = new AuditLog(jdbc);
        scripts = new JdbcScriptService(new ScriptStore(jdbc), audit,
                new TransactionTemplate(new DataSourceTransactionManager(dataSource())));
        signIn("ann");
    }

    @AfterEach
    void signOut() {
        SecurityContextHolder.clearContext();
    }

    @Test
    void savesKeepEveryVersion() {
        ScriptDocument created = scripts.create("shop", unique("dwd/orders.sql"), "SELECT 1;");
        assertThat(created.version()).isEqualTo(1);
        ScriptDocument saved = scripts.save(created.id(), 1, "SELECT 2;");
        assertThat(saved.version()).isEqualTo(2);
        assertThat(saved.savedBy()).isEqualTo("ann");
        assertThat(scripts.history(created.id())).extracting(ScriptRevision::version, ScriptRevision::content)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(2L, "SELECT 2;"),
                        org.assertj.core.groups.Tuple.tuple(1L, "SELECT 1;"));
    }

    @Test
    void aSaveOnAStaleVersionIsRefusedAndCarriesTheNewerVersion() {
        ScriptDocument script = scripts.create("shop", unique("dws/revenue.sql"), "base");
        scripts.save(script.id(), 1, "ann's change");
        signIn("bob");
        assertThatThrownBy(() -> scripts.save(script.id(), 1, "bob's change"))
                .isInstanceOfSatisfying(ScriptConflictException.class, conflict -> {
                    assertThat(conflict.current().content()).isEqualTo("ann's change");
                    assertThat(conflict.current().version()).isEqualTo(2);
                    assertThat(conflict.userMessage()).contains("saved by ann").contains("merge");
                });
        assertThat(scripts.open(script.id()).content()).as("nothing overwritten").isEqualTo("ann's change");
        // after merging, a save based on the newer version goes through
        assertThat(scripts.save(script.id(), 2, "merged").version()).isEqualTo(3);
    }

    @Test
    void twoConcurrentSavesOnOneVersionLetExactlyOneWin() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 20; round++) {
                ScriptDocument script = scripts.create("race", unique("r.sql"), "base");
                CountDownLatch go = new CountDownLatch(1);
                List<Future<String>> results = new ArrayList<>();
                for (String editor : List.of("ann", "bob")) {
                    results.add(pool.submit(saveAs(editor, script.id(), go)));
                }
                go.countDown();
                List<String> outcomes = new ArrayList<>();
                for (Future<String> f : results) {
                    outcomes.add(f.get());
                }
                assertThat(outcomes).filteredOn(o -> o.startsWith("saved")).hasSize(1);
                assertThat(outcomes).filteredOn(o -> o.startsWith("conflict")).hasSize(1);
                assertThat(scripts.history(script.id())).hasSize(2);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void oversizedScriptsAreRefusedWithAMessage() {
        String huge = "x".repeat(ScriptService.MAX_SCRIPT_CHARS + 1);
        assertThatThrownBy(() -> scripts.create("shop", unique("big.sql"), huge))
                .isInstanceOf(ServiceException.class).hasMessageContaining("at most");
        assertThatThrownBy(() -> scripts.create("shop", " ", "x")).hasMessageContaining("must not be empty");
    }

    @Test
    void hostileNamesAreStoredVerbatimAndNeverRunAsSql() {
        String path = unique("a`b'c\";DROP TABLE script;--.sql");
        ScriptDocument script = scripts.create("p'; DELETE FROM project; --", path, "SELECT '`;'");
        assertThat(scripts.open(script.id()).path()).isEqualTo(path);
        assertThat(scripts.open(script.id()).project()).isEqualTo("p'; DELETE FROM project; --");
        assertThat(scripts.list()).extracting(ScriptDocument::path).contains(path);
    }

    @Test
    void theAuditLogIsAppendOnlyInTheDatabase() {
        audit.record("ann", AuditAction.STATEMENT_EXECUTED, unique("op"), AuditLog.SUCCESS, "job 42, 120 ms");
        assertThatThrownBy(() -> jdbc.update("UPDATE audit_event SET actor = 'mallory'"))
                .satisfies(e -> assertThat(messages(e)).contains("append-only"));
        assertThatThrownBy(() -> jdbc.update("DELETE FROM audit_event"))
                .satisfies(e -> assertThat(messages(e)).contains("append-only"));
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE actor = 'mallory'", Integer.class))
                .isZero();
    }

    @Test
    void scriptActionsAreAuditedAndTheLogFilters() {
        String path = unique("audited.sql");
        ScriptDocument script = scripts.create("shop", path, "a");
        scripts.save(script.id(), 1, "b");
        List<AuditEntry> entries = audit.find(new AuditQuery("ann", "", path, 10));
        assertThat(entries).extracting(AuditEntry::action).containsExactly("SCRIPT_SAVED", "SCRIPT_CREATED");
        assertThat(audit.find(new AuditQuery("", "script_created", path, 10))).hasSize(1);
        assertThat(audit.find(new AuditQuery("nobody", "", path, 10))).isEmpty();
    }

    @Test
    void twoWorkersOnOneDatabaseRunEveryJobExactlyOnce() throws Exception {
        String prefix = unique("job");
        Map<String, AtomicInteger> runs = new ConcurrentHashMap<>();
        JobHandler counting = new JobHandler() {
            @Override
            public String kind() {
                return "count";
            }

            @Override
            public void run(io.freshet.backend.jobs.ClaimedJob job) {
                runs.computeIfAbsent(job.key(), k -> new AtomicInteger()).incrementAndGet();
            }
        };
        JobQueue queue = new JobQueue(jdbc);
        for (int i = 0; i < 30; i++) {
            assertThat(queue.enqueue(prefix + "-" + i, "count", null)).isTrue();
        }
        assertThat(queue.enqueue(prefix + "-0", "count", null)).as("a job key is enqueued once").isFalse();
        JobWorker a = new JobWorker(new JobQueue(jdbc), audit, List.of(counting));
        JobWorker b = new JobWorker(new JobQueue(jdbc), audit, List.of(counting));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Integer> ranA = pool.submit(a::runPending);
            Future<Integer> ranB = pool.submit(b::runPending);
            assertThat(ranA.get() + ranB.get()).isEqualTo(30);
        } finally {
            pool.shutdownNow();
        }
        assertThat(runs).hasSize(30).allSatisfy((key, count) -> assertThat(count.get()).as(key).isEqualTo(1));
        assertThat(queue.state(prefix + "-7")).isEqualTo(JobState.DONE);
    }

    @Test
    void secretsAreSealedAtRest() {
        SecretStore secrets = new SecretStore(jdbc,
                new SecretCipher(java.util.Base64.getDecoder().decode(SecretCipher.newKey())));
        String name = unique("catalog.password");
        secrets.put(name, "hunter2-" + name);
        secrets.put(name, "changed-" + name);
        assertThat(secrets.get(name)).contains("changed-" + name);
        String raw = jdbc.queryForObject("SELECT sealed_value FROM secret WHERE name = ?", String.class, name);
        assertThat(raw).doesNotContain("changed").doesNotContain("hunter2");
        assertThat(secrets.names()).contains(name);
    }

    private Callable<String> saveAs(String editor, long id, CountDownLatch go) {
        return () -> {
            signIn(editor);
            go.await();
            try {
                return "saved " + scripts.save(id, 1, editor + "'s text").version();
            } catch (ScriptConflictException e) {
                return "conflict " + e.current().content();
            } finally {
                SecurityContextHolder.clearContext();
            }
        };
    }

    private static String messages(Throwable e) {
        StringBuilder all = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            all.append(t.getMessage()).append('\n');
        }
        return all.toString();
    }

    private static void signIn(String user) {
        SecurityContextHolder.getContext().setAuthentication(new TestingAuthenticationToken(user, "n/a", "ROLE_DEVELOPER"));
    }

    private static String unique(String name) {
        return NAMES.incrementAndGet() + "-" + name;
    }
}
