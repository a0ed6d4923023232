/**
 * Backfills: refreshing a range of partitions of a materialized table as a persisted job; the contract the views use.
 * Contracts only (interfaces and immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any
 * backend class.
 */
package io.freshet.ui.backfill;
