package io.freshet.backend.git;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.eclipse.jgit.dircache.DirCache;
import org.eclipse.jgit.dircache.DirCacheBuilder;
import org.eclipse.jgit.dircache.DirCacheEntry;
import org.eclipse.jgit.internal.storage.dfs.DfsRepositoryDescription;
import org.eclipse.jgit.internal.storage.dfs.InMemoryRepository;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;

class CloneTreesTest {

    private final InMemoryRepository repo = new InMemoryRepository(new DfsRepositoryDescription("t"));
    private final PersonIdent ann = new PersonIdent("ann", "ann@freshet.local");

    @Test
    void onlyRegularSqlFilesOutsideHiddenFoldersAreScripts() throws Exception {
        ObjectId commit = seed();

        assertThat(CloneTrees.scripts(repo, commit)).isEqualTo(Map.of("dwd/orders.sql", "SELECT 1;"));
    }

    @Test
    void aCommitReplacesTheScriptsAndKeepsEveryOtherFileAsItWas() throws Exception {
        ObjectId seed = seed();

        ObjectId commit = CloneTrees.commit(repo, seed, null, Map.of("dws/revenue.sql", "SELECT 2;"), ann, "m");

        assertThat(CloneTrees.scripts(repo, commit)).isEqualTo(Map.of("dws/revenue.sql", "SELECT 2;"));
        assertThat(file(commit, "README.md")).isEqualTo("# shop");
        assertThat(file(commit, "link.sql")).as("a symbolic link is kept, never followed").isEqualTo("/etc/passwd");
        assertThat(file(commit, ".ci/check.sql")).isEqualTo("hidden");
        assertThat(CloneTrees.commit(repo, commit, null, Map.of("dws/revenue.sql", "SELECT 2;"), ann, "again"))
                .as("the same scripts make no commit").isNull();
    }

    private ObjectId seed() throws Exception {
        try (ObjectInserter inserter = repo.newObjectInserter()) {
            DirCache index = DirCache.newInCore();
            DirCacheBuilder builder = index.builder();
            add(builder, inserter, ".ci/check.sql", FileMode.REGULAR_FILE, "hidden");
            add(builder, inserter, "README.md", FileMode.REGULAR_FILE, "# shop");
            add(builder, inserter, "dwd/orders.sql", FileMode.REGULAR_FILE, "SELECT 1;");
            add(builder, inserter, "link.sql", FileMode.SYMLINK, "/etc/passwd");
            builder.finish();
            CommitBuilder commit = new CommitBuilder();
            commit.setTreeId(index.writeTree(inserter));
            commit.setAuthor(ann);
            commit.setCommitter(ann);
            commit.setMessage("seed");
            ObjectId id = inserter.insert(commit);
            inserter.flush();
            return id;
        }
    }

    private static void add(DirCacheBuilder builder, ObjectInserter inserter, String path, FileMode mode, String text)
            throws Exception {
        DirCacheEntry entry = new DirCacheEntry(path);
        entry.setFileMode(mode);
        entry.setObjectId(inserter.insert(Constants.OBJ_BLOB, text.getBytes(StandardCharsets.UTF_8)));
        builder.add(entry);
    }

    private String file(ObjectId commit, String path) throws Exception {
        try (RevWalk walk = new RevWalk(repo); TreeWalk tree = TreeWalk.forPath(repo, path,
                walk.parseCommit(commit).getTree())) {
            return tree == null ? null : new String(repo.open(tree.getObjectId(0)).getBytes(), StandardCharsets.UTF_8);
        }
    }
}
