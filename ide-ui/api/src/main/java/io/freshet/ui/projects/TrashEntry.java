package io.freshet.ui.projects;

import java.time.Instant;

/** A deleted script waiting in the trash; it keeps its versions until an administrator empties the trash. */
public record TrashEntry(long scriptId, String project, String path, String deletedBy, Instant deletedAt) {
}
