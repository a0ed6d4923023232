package io.freshet.backend.persistence;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.freshet.backend.projects.ProjectBundle;
import io.freshet.backend.projects.ProjectFolder;
import io.freshet.backend.projects.ProjectZip;
import io.freshet.ui.audit.AuditEntry;
import io.freshet.ui.audit.AuditQuery;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.projects.ProjectContents;
import io.freshet.ui.projects.ProjectInfo;
import io.freshet.ui.projects.ScriptEntry;
import io.freshet.ui.projects.TrashEntry;
import io.freshet.ui.scripts.ScriptConflictException;
import io.freshet.ui.scripts.ScriptDocument;
import io.freshet.ui.scripts.ScriptRevision;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Project trees on every supported database: folders, rename and move, trash and restore, import and export. */
abstract class ProjectPersistenceContract extends DatabaseContract {

    @Test
    void foldersAndScriptsAreCreatedRenamedAndMovedWithTheirVersions() {
        ProjectInfo p = projects.createProject(unique("tree"));
        projects.createFolder(p.id(), "dwd");
        projects.createFolder(p.id(), "empty/inner");
        ScriptDocument orders = projects.createScript(p.id(), "dwd/orders", "SELECT 1;");
        assertThat(orders.path()).as(".sql is added").isEqualTo("dwd/orders.sql");
        scripts.save(orders.id(), 1, "SELECT 2;");

        ScriptDocument moved = projects.moveScript(orders.id(), "dws/orders_v2.sql");
        assertThat(moved.path()).isEqualTo("dws/orders_v2.sql");
        assertThat(moved.version()).isEqualTo(2);
        assertThat(scripts.history(orders.id())).extracting(ScriptRevision::content).containsExactly("SELECT 2;", "SELECT 1;");

        projects.moveFolder(p.id(), "dws", "layers/dws");
        ProjectContents contents = projects.contents(p.id());
        assertThat(contents.scripts()).extracting(ScriptEntry::path).containsExactly("layers/dws/orders_v2.sql");
        assertThat(contents.folders()).containsExactly("dwd", "empty", "empty/inner", "layers", "layers/dws");

        ProjectInfo renamed = projects.renameProject(p.id(), p.name() + "-renamed");
        assertThat(scripts.open(orders.id()).project()).isEqualTo(renamed.name());
    }

    @Test
    void badPathsAndMovesAreRefusedWithAMessageAndChangeNothing() {
        ProjectInfo p = projects.createProject(unique("bad"));
        ScriptDocument a = projects.createScript(p.id(), "a/one.sql", "1");
        projects.createScript(p.id(), "b/one.sql", "2");
        assertThatThrownBy(() -> projects.createScript(p.id(), "../escape.sql", "x")).hasMessageContaining("'..'");
        assertThatThrownBy(() -> projects.createFolder(p.id(), "a//b")).hasMessageContaining("'//'");
        assertThatThrownBy(() -> projects.createFolder(p.id(), "bell\u0007")).hasMessageContaining("control characters");
        assertThatThrownBy(() -> projects.moveFolder(p.id(), "a", "a/inside")).hasMessageContaining("into itself");
        assertThatThrownBy(() -> projects.moveScript(a.id(), "b/one.sql")).isInstanceOf(ServiceException.class)
                .hasMessageContaining("already exists");
        // a folder move that collides is refused as a whole
        assertThatThrownBy(() -> projects.moveFolder(p.id(), "a", "b")).hasMessageContaining("already exists");
        assertThat(projects.contents(p.id()).scripts()).extracting(ScriptEntry::path)
                .containsExactlyInAnyOrder("a/one.sql", "b/one.sql");
    }

    @Test
    void aDeletedScriptWaitsInTheTrashWithItsVersionsAndComesBack() {
        ProjectInfo p = projects.createProject(unique("trash"));
        ScriptDocument s = projects.createScript(p.id(), "dwd/keep.sql", "v1");
        scripts.save(s.id(), 1, "v2");
        projects.deleteScript(s.id());
        assertThat(projects.contents(p.id()).scripts()).isEmpty();
        assertThat(scripts.list()).extracting(ScriptDocument::id).doesNotContain(s.id());
        assertThatThrownBy(() -> scripts.open(s.id())).isInstanceOf(ServiceException.class);
        assertThat(projects.trash()).filteredOn(t -> t.scriptId() == s.id()).singleElement()
                .satisfies(t -> {
                    assertThat(t.path()).isEqualTo("dwd/keep.sql");
                    assertThat(t.deletedBy()).isEqualTo("ann");
                    assertThat(t.project()).isEqualTo(p.name());
                });

        // the name is free meanwhile; restoring onto a taken name is refused, not merged
        ScriptDocument newcomer = projects.createScript(p.id(), "dwd/keep.sql", "other");
        assertThatThrownBy(() -> projects.restore(s.id())).hasMessageContaining("another script has that path");
        projects.deleteScript(newcomer.id());

        ScriptDocument back = projects.restore(s.id());
        assertThat(back.path()).isEqualTo("dwd/keep.sql");
        assertThat(back.content()).isEqualTo("v2");
        assertThat(scripts.history(s.id())).hasSize(2);
        assertThat(projects.trash()).extracting(TrashEntry::scriptId).doesNotContain(s.id()).contains(newcomer.id());
    }

    @Test
    void deletingAFolderTrashesItsScriptsAndEmptyingTheTrashDeletesForGood() {
        ProjectInfo p = projects.createProject(unique("folder"));
        ScriptDocument inside = projects.createScript(p.id(), "ods/deep/a.sql", "a");
        ScriptDocument outside = projects.createScript(p.id(), "odsx.sql", "b");
        assertThat(projects.deleteFolder(p.id(), "ods")).isEqualTo(1);
        assertThat(projects.contents(p.id()).folders()).isEmpty();
        assertThat(projects.contents(p.id()).scripts()).extracting(ScriptEntry::id).containsExactly(outside.id());
        assertThat(projects.emptyTrash()).isGreaterThanOrEqualTo(1);
        assertThat(projects.trash()).extracting(TrashEntry::scriptId).doesNotContain(inside.id());
        assertThat(scripts.history(inside.id())).isEmpty();
        assertThatThrownBy(() -> projects.restore(inside.id())).hasMessageContaining("not in the trash");
    }

    @Test
    void anOlderVersionIsRestoredAsANewVersionUnderOptimisticLocking() {
        ProjectInfo p = projects.createProject(unique("history"));
        ScriptDocument s = projects.createScript(p.id(), "h.sql", "first");
        scripts.save(s.id(), 1, "second");
        ScriptDocument restored = projects.restoreVersion(s.id(), 2, 1);
        assertThat(restored.version()).isEqualTo(3);
        assertThat(restored.content()).isEqualTo("first");
        assertThatThrownBy(() -> projects.restoreVersion(s.id(), 2, 2)).isInstanceOf(ScriptConflictException.class);
        assertThat(scripts.open(s.id()).content()).isEqualTo("first");
    }

    @Test
    void theSampleProjectImportsInManifestOrderAndExportsToTheSameTree() {
        ProjectBundle sample = ProjectFolder.read(sampleProject());
        ProjectInfo p = transfer.importBundle(sample.named(unique("ecommerce")), "ann", true);
        assertThat(p.defaultCatalog()).isEqualTo("lakehouse");
        assertThat(projects.scriptsInOrder(p.name())).extracting(ScriptDocument::path).containsExactly(
                "01_ods_tables.sql", "02_ods_data.sql", "03_dwd_order_detail.sql", "04_dws_realtime.sql",
                "05_dws_reports.sql");
        projects.createScript(p.id(), "00_late.sql", "x");
        assertThat(projects.scriptsInOrder(p.name())).last().extracting(ScriptDocument::path).isEqualTo("00_late.sql");

        ProjectBundle exported = ProjectZip.read("x.zip", projects.exportZip(p.id()));
        assertThat(exported.name()).isEqualTo(p.name());
        assertThat(exported.scripts().subList(0, 5)).isEqualTo(sample.scripts());

        ProjectInfo again = projects.importZip("x.zip", projects.exportZip(p.id()));
        assertThat(again.name()).as("a taken name gets a suffix").isEqualTo(p.name() + " (2)");
        assertThat(projects.scriptsInOrder(again.name())).extracting(ScriptDocument::content)
                .isEqualTo(projects.scriptsInOrder(p.name()).stream().map(ScriptDocument::content).toList());
    }

    @Test
    void treeChangesAreAudited() {
        ProjectInfo p = projects.createProject(unique("audited"));
        projects.createFolder(p.id(), "f");
        ScriptDocument s = projects.createScript(p.id(), "f/s.sql", "x");
        projects.moveScript(s.id(), "f/t.sql");
        projects.deleteScript(s.id());
        projects.restore(s.id());
        projects.importZip(p.name() + "-imp.zip", projects.exportZip(p.id()));
        List<String> actions = audit.find(new AuditQuery("ann", "", p.name(), 50)).stream().map(AuditEntry::action).toList();
        assertThat(actions).contains("PROJECT_CREATED", "FOLDER_CREATED", "SCRIPT_CREATED", "SCRIPT_MOVED",
                "SCRIPT_DELETED", "SCRIPT_RESTORED", "PROJECT_IMPORTED");
    }

    static Path sampleProject() {
        return Path.of(System.getProperty("freshet.sample-project", "../sample-projects/ecommerce"));
    }
}
