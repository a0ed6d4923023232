package io.freshet.backend.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.projects.ProjectBundle;
import io.freshet.backend.projects.ProjectZip;
import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptRevision;
import io.freshet.ui.scripts.ScriptService;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Scripts on every supported database: versions, optimistic locking under concurrency, limits, hostile names,
 * drafts (one per script and user, no version).
 */
abstract class ScriptPersistenceContract extends DatabaseContract {

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
    void savingTheTextOfTheVersionItIsBasedOnMakesNoVersionAndNoAuditRow() {
        ScriptDocument script = scripts.create("shop", unique("same.sql"), "SELECT 1;");
        int audited = audit.find(new AuditQuery("ann", "SCRIPT_SAVED", "same.sql", 1000)).size();
        ScriptDocument again = scripts.save(script.id(), 1, "SELECT 1;");
        assertThat(again.version()).isEqualTo(1);
        assertThat(scripts.history(script.id())).hasSize(1);
        assertThat(audit.find(new AuditQuery("ann", "SCRIPT_SAVED", "same.sql", 1000))).hasSize(audited);
    }

    @Test
    void aScratchQueryIsTheUsersOwnAndInNoProject() {
        signIn("boss");
        ScriptDocument boss = scripts.scratch();
        assertThat(scripts.scratch().id()).as("one scratch query per user, made once").isEqualTo(boss.id());
        ScriptDocument saved = scripts.save(boss.id(), boss.version(), "SELECT 'boss';");
        signIn("dev");
        ScriptDocument dev = scripts.scratch();
        assertThat(dev.id()).isNotEqualTo(boss.id());
        assertThatThrownBy(() -> scripts.open(boss.id())).isInstanceOf(ServiceException.class)
                .hasMessageContaining("does not exist");
        assertThatThrownBy(() -> scripts.save(boss.id(), saved.version(), "SELECT 'dev';"))
                .isInstanceOf(ServiceException.class).hasMessageContaining("does not exist");
        assertThatThrownBy(() -> scripts.saveDraft(boss.id(), saved.version(), "SELECT 'dev';"))
                .isInstanceOf(ServiceException.class);
        assertThatThrownBy(() -> scripts.history(boss.id())).isInstanceOf(ServiceException.class);
        assertThat(scripts.list()).extracting(ScriptDocument::id).doesNotContain(boss.id(), dev.id());
        signIn("boss");
        assertThat(scripts.open(boss.id()).content()).isEqualTo("SELECT 'boss';");
    }

    /**
     * Issue 34 point 4 (a DEVELOPER overwrote the ADMIN's scratch script): a developer's save never reaches the
     * administrator's scratch query, neither by its id (a save on its current or an old version, a version restored,
     * a move) nor by its project and path (a new script there, an imported zip named after that project). Each is
     * refused in the words the editor or the tree shows, and the scratch query keeps its text and its versions.
     */
    @Test
    void aDevelopersSaveCannotOverwriteTheAdministratorsScratchQueryByIdOrByPath() {
        String admin = unique("root");
        signIn(admin, "ROLE_ADMIN");
        ScriptDocument first = scripts.scratch();
        ScriptDocument boss = scripts.save(first.id(), first.version(), "SELECT 'boss';");
        int versions = scripts.history(boss.id()).size();
        long bossProject = jdbc.queryForObject("SELECT project_id FROM script WHERE id = ?", Long.class, boss.id());
        String bossProjectName = jdbc.queryForObject("SELECT name FROM project WHERE id = ?", String.class, bossProject);

        signIn(unique("dev"));
        String notFound = "Script " + boss.id() + " does not exist (it may have been deleted).";
        assertThatThrownBy(() -> scripts.save(boss.id(), boss.version(), "SELECT 'dev';"))
                .isInstanceOf(ServiceException.class).hasMessage(notFound);
        assertThatThrownBy(() -> scripts.save(boss.id(), first.version(), "SELECT 'dev';")).hasMessage(notFound);
        assertThatThrownBy(() -> projects.restoreVersion(boss.id(), boss.version(), first.version()))
                .hasMessage(notFound);
        assertThatThrownBy(() -> projects.moveScript(boss.id(), "mine.sql")).hasMessage(notFound);
        assertThatThrownBy(() -> scripts.create(bossProjectName, boss.path(), "SELECT 'dev';"))
                .isInstanceOf(ServiceException.class).hasMessage("The project name must not contain '/'.");
        assertThatThrownBy(() -> projects.createScript(bossProject, boss.path(), "SELECT 'dev';"))
                .isInstanceOf(ServiceException.class).hasMessage("Project " + bossProject + " does not exist.");
        byte[] zip = ProjectZip.write(new ProjectBundle(bossProjectName, null, null, null, null, List.of(),
                List.of(new ProjectBundle.File(boss.path(), "SELECT 'dev';"))));
        assertThatThrownBy(() -> projects.importZip("scratch.zip", zip)).isInstanceOf(ServiceException.class)
                .hasMessage("The project name must not contain '/'.");
        assertThat(scripts.scratch().id()).as("the developer's own scratch query").isNotEqualTo(boss.id());

        signIn(admin, "ROLE_ADMIN");
        ScriptDocument after = scripts.open(boss.id());
        assertThat(after.content()).isEqualTo("SELECT 'boss';");
        assertThat(after.version()).isEqualTo(boss.version());
        assertThat(after.savedBy()).isEqualTo(admin);
        assertThat(after.path()).isEqualTo(boss.path());
        assertThat(scripts.history(boss.id())).hasSize(versions);
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
    void aDraftIsOneRowPerScriptAndUserOverwrittenAndMakesNoVersion() {
        ScriptDocument script = scripts.create("shop", unique("draft.sql"), "v1");
        scripts.saveDraft(script.id(), 1, "typing");
        scripts.saveDraft(script.id(), 1, "typing more");
        assertThat(scripts.draft(script.id())).hasValueSatisfying(d -> {
            assertThat(d.content()).isEqualTo("typing more");
            assertThat(d.baseVersion()).isEqualTo(1);
            assertThat(d.savedAt()).isAfterOrEqualTo(scripts.open(script.id()).savedAt());
        });
        assertThat(scripts.history(script.id())).as("no version per pause").hasSize(1);
        assertThat(scripts.open(script.id()).content()).isEqualTo("v1");
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM script_draft WHERE script_id = ?", Integer.class,
                script.id())).isEqualTo(1);
        signIn("bob");
        assertThat(scripts.draft(script.id())).as("a draft is its user's own").isEmpty();
        scripts.saveDraft(script.id(), 1, "bob's typing");
        signIn("ann");
        assertThat(scripts.draft(script.id()).orElseThrow().content()).isEqualTo("typing more");
    }

    @Test
    void aSavedVersionTakesItsUsersDraftAlongAndLeavesOthers() {
        ScriptDocument script = scripts.create("shop", unique("drafted.sql"), "v1");
        scripts.saveDraft(script.id(), 1, "ann's draft");
        signIn("bob");
        scripts.saveDraft(script.id(), 1, "bob's draft");
        signIn("ann");
        scripts.save(script.id(), 1, "ann's draft");
        assertThat(scripts.draft(script.id())).isEmpty();
        signIn("bob");
        // bob's draft stays, based on version 1: saving it now is a conflict he resolves, never a silent overwrite
        assertThat(scripts.draft(script.id())).hasValueSatisfying(d -> assertThat(d.baseVersion()).isEqualTo(1));
        assertThatThrownBy(() -> scripts.save(script.id(), 1, "bob's draft"))
                .isInstanceOf(ScriptConflictException.class);
    }

    @Test
    void aDraftOfAMissingScriptIsRefusedAndADeletedScriptsDraftGoesWithIt() {
        assertThatThrownBy(() -> scripts.saveDraft(Long.MAX_VALUE, 1, "x")).isInstanceOf(ServiceException.class)
                .hasMessageContaining("does not exist");
        ScriptDocument script = scripts.create("shop", unique("gone.sql"), "v1");
        scripts.saveDraft(script.id(), 1, "draft");
        jdbc.update("DELETE FROM script WHERE id = ?", script.id());
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM script_draft WHERE script_id = ?", Integer.class,
                script.id())).isZero();
        assertThatThrownBy(() -> scripts.saveDraft(script.id(), 1, "x".repeat(ScriptService.MAX_DRAFT_CHARS + 1)))
                .hasMessageContaining("at most");
    }

    /** Issue 32: text too long to save or run is still kept as a draft, so a reload never loses it. */
    @Test
    void aDraftLongerThanAScriptIsKeptWhileAVersionOfItIsRefused() {
        ScriptDocument script = scripts.create("shop", unique("long.sql"), "v1");
        String longText = "SELECT 1;\n".repeat(ScriptService.MAX_SCRIPT_CHARS / 10 + 1);
        assertThatThrownBy(() -> scripts.save(script.id(), 1, longText)).hasMessageContaining("at most");
        scripts.saveDraft(script.id(), 1, longText);
        assertThat(scripts.draft(script.id()).orElseThrow().content()).isEqualTo(longText);
        assertThat(scripts.open(script.id()).content()).isEqualTo("v1");
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
}
