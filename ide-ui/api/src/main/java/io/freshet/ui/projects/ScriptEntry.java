package io.freshet.ui.projects;

import java.time.Instant;

/**
 * A script as the project tree shows it (without its text).
 *
 * @param path     folder path and file name, e.g. {@code dwd/orders.sql}
 * @param position place in the project's run order (the manifest's order; new scripts go last)
 */
public record ScriptEntry(long id, String path, int position, long version, String savedBy, Instant savedAt) {

    /** The file name without its folder. */
    public String name() {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? path : path.substring(slash + 1);
    }

    /** The folder path, empty at the project's root. */
    public String folder() {
        int slash = path.lastIndexOf('/');
        return slash < 0 ? "" : path.substring(0, slash);
    }
}
