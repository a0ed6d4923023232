/** Column-level lineage of INSERT, CREATE TABLE AS and CREATE MATERIALIZED TABLE statements. */
package io.freshet.analysis.lineage;
