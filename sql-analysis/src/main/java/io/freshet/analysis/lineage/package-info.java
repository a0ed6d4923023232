/**
 * Column-level lineage of INSERT, CREATE TABLE AS and CREATE MATERIALIZED TABLE statements. The one owner of walking
 * lineage graphs ({@link io.freshet.analysis.lineage.LineageWalk}); it must not read a catalog or run a statement.
 */
package io.freshet.analysis.lineage;
