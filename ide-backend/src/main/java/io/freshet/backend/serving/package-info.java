/**
 * Serving targets (issue 36): the OLAP engines an ADMIN registered, stored in {@code serving_target} (V27), and the
 * plan for a table or database: sql-analysis' catalog statement for Freshet's warehouse and its compatibility
 * findings, over the warehouse's last read. Depends on {@code warehouse}, {@code audit}, {@code persistence},
 * {@code config}; nothing depends on it.
 */
package io.freshet.backend.serving;
