package io.freshet.backend.editor;

import io.freshet.ui.scripts.ScriptDocument;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The catalog-changing statements of the scripts before a script in its project, remembered per script:
 * every validation (after each pause in typing) reads the project afresh, and completion reuses what the
 * last one read instead of reading the project's scripts from the database on every request. A saved script
 * forgets them all, since it may come before any other.
 */
final class EarlierDdl {

    private static final int SCRIPTS = 256;

    private final Function<Long, List<ScriptDocument>> earlierScripts;
    private final Map<Long, String> known = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, String> eldest) {
            return size() > SCRIPTS;
        }
    };
    private long generation;

    /** {@code earlierScripts} reads the scripts before a script, in project order, on the caller's thread. */
    EarlierDdl(Function<Long, List<ScriptDocument>> earlierScripts) {
        this.earlierScripts = earlierScripts;
    }

    /** Reads the project now and remembers the statements for the script; empty for a script of no project. */
    String read(Long scriptId) {
        if (scriptId == null) {
            return "";
        }
        long readFrom = generation();
        String ddl = ProjectCatalog.catalogChanges(earlierScripts.apply(scriptId));
        synchronized (this) {
            // a save while we read may have made what we read stale
            if (readFrom == generation) {
                known.put(scriptId, ddl);
            }
        }
        return ddl;
    }

    /** What the last read for the script found, or a read now. */
    String remembered(Long scriptId) {
        synchronized (this) {
            String ddl = scriptId == null ? "" : known.get(scriptId);
            if (ddl != null) {
                return ddl;
            }
        }
        return read(scriptId);
    }

    /** Forgets every script's statements: the next completion or validation reads the project again. */
    synchronized void forgetAll() {
        generation++;
        known.clear();
    }

    private synchronized long generation() {
        return generation;
    }
}
