/** Flink SQL analysis: parsing, splitting, validation, completion and column lineage. */
package io.freshet.analysis;
