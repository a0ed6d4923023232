/**
 * Serving targets (issue 36): the OLAP engines an ADMIN registered, stored in {@code serving_target} (V27), the plan
 * for a table or database (sql-analysis' catalog statement for Freshet's warehouse, its compatibility findings and the
 * reader's cache, over the warehouse's last read), and running the statement over JDBC on StarRocks or Doris with the
 * target's sealed secrets. Depends on {@code warehouse}, {@code audit}, {@code persistence}, {@code config},
 * {@code secrets}; nothing depends on it. It must not write a catalog statement, property name or finding itself
 * (sql-analysis's {@code serving} owns them), show an engine's message or record a secret's value.
 */
package io.freshet.backend.serving;
