package io.freshet.backend.git;

import io.freshet.backend.scripts.ProjectPaths;
import io.freshet.ui.common.ServiceException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.jgit.dircache.DirCache;
import org.eclipse.jgit.dircache.DirCacheBuilder;
import org.eclipse.jgit.dircache.DirCacheEntry;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * Scripts in and out of git objects. The clone is bare: scripts are read from blobs and written as blobs, never as
 * files on disk, so a symbolic link or a hook in a repository can neither redirect a write nor run. Only regular
 * {@code .sql} files outside hidden folders are scripts; every other file of the repository is kept as it is.
 */
final class CloneTrees {

    /** Larger files are left alone: a script holds at most a million characters. */
    private static final long MAX_FILE_BYTES = 4L * 1_000_000;

    private CloneTrees() {
    }

    /** The scripts of a commit, path to text; empty for none (an empty repository). */
    static Map<String, String> scripts(Repository repo, ObjectId commit) throws IOException {
        Map<String, String> scripts = new TreeMap<>();
        if (commit == null) {
            return scripts;
        }
        try (RevWalk walk = new RevWalk(repo); TreeWalk tree = new TreeWalk(repo)) {
            tree.addTree(walk.parseCommit(commit).getTree());
            tree.setRecursive(true);
            ObjectReader reader = tree.getObjectReader();
            while (tree.next()) {
                if (isScript(tree.getPathString(), tree.getFileMode(0))
                        && reader.getObjectSize(tree.getObjectId(0), Constants.OBJ_BLOB) <= MAX_FILE_BYTES) {
                    byte[] bytes = reader.open(tree.getObjectId(0), Constants.OBJ_BLOB).getBytes();
                    scripts.put(tree.getPathString(), new String(bytes, StandardCharsets.UTF_8));
                }
            }
        }
        return scripts;
    }

    /**
     * A new commit whose tree is {@code from}'s with its scripts replaced by {@code scripts} (nothing else of the
     * tree changes); null when that tree equals {@code from}'s and there is no second parent to record.
     */
    static ObjectId commit(Repository repo, ObjectId from, ObjectId mergeParent, Map<String, String> scripts,
                           PersonIdent who, String message) throws IOException {
        try (ObjectInserter inserter = repo.newObjectInserter(); RevWalk walk = new RevWalk(repo)) {
            RevCommit parent = from == null ? null : walk.parseCommit(from);
            DirCache index = DirCache.newInCore();
            DirCacheBuilder builder = index.builder();
            if (parent != null) {
                try (TreeWalk tree = new TreeWalk(repo)) {
                    tree.addTree(parent.getTree());
                    tree.setRecursive(true);
                    while (tree.next()) {
                        if (!isScript(tree.getPathString(), tree.getFileMode(0))
                                && !scripts.containsKey(tree.getPathString())) {
                            builder.add(entry(tree.getPathString(), tree.getFileMode(0), tree.getObjectId(0)));
                        }
                    }
                }
            }
            for (Map.Entry<String, String> script : scripts.entrySet()) {
                ObjectId blob = inserter.insert(Constants.OBJ_BLOB, script.getValue().getBytes(StandardCharsets.UTF_8));
                builder.add(entry(script.getKey(), FileMode.REGULAR_FILE, blob));
            }
            builder.finish();
            ObjectId treeId = index.writeTree(inserter);
            if (parent != null && mergeParent == null && treeId.equals(parent.getTree())) {
                return null;
            }
            CommitBuilder commit = new CommitBuilder();
            commit.setTreeId(treeId);
            if (parent != null) {
                commit.addParentId(parent);
            }
            if (mergeParent != null) {
                commit.addParentId(mergeParent);
            }
            commit.setAuthor(who);
            commit.setCommitter(who);
            commit.setMessage(message);
            ObjectId id = inserter.insert(commit);
            inserter.flush();
            return id;
        }
    }

    /** A regular {@code .sql} file outside hidden folders, at a path Freshet accepts for a script. */
    static boolean isScript(String path, FileMode mode) {
        if (!FileMode.REGULAR_FILE.equals(mode) && !FileMode.EXECUTABLE_FILE.equals(mode)) {
            return false;
        }
        for (String segment : path.split("/")) {
            if (segment.startsWith(".")) {
                return false;
            }
        }
        try {
            ProjectPaths.path("file path", path);
        } catch (ServiceException notAScriptPath) {
            return false;
        }
        return path.toLowerCase(Locale.ROOT).endsWith(".sql");
    }

    private static DirCacheEntry entry(String path, FileMode mode, ObjectId id) {
        DirCacheEntry entry = new DirCacheEntry(path);
        entry.setFileMode(mode);
        entry.setObjectId(id);
        return entry;
    }
}
