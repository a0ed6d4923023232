/** Backfills: refreshing a range of partitions of a materialized table as a persisted job; the contract the views use. */
package io.freshet.ui.backfill;
