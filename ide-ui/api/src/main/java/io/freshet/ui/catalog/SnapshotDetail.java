package io.freshet.ui.catalog;

import java.time.Instant;

/**
 * One commit of a table.
 *
 * @param kind APPEND, COMPACT, OVERWRITE or ANALYZE
 * @param totalRows rows in the table after the commit
 * @param deltaRows rows the commit added or changed
 */
public record SnapshotDetail(long id, Instant committedAt, String kind, long totalRows, long deltaRows) {
}
