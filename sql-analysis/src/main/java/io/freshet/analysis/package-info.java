/**
 * Flink SQL analysis: parsing, splitting, validation, completion and column lineage. It must not talk to a gateway, a
 * database or a warehouse: callers hand it catalog snapshots and script text.
 */
package io.freshet.analysis;
