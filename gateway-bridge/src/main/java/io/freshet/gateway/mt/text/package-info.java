/**
 * The text of materialized-table statements: the one place that writes {@code ALTER MATERIALIZED TABLE ... REFRESH}.
 * A package of its own below both {@code mt} (which runs the statements) and {@code client} (whose statement gate
 * judges a REST refresh as its equivalent statement), so neither copies it and no package cycle forms. Pure text:
 * it quotes through sql-text's {@code SqlQuoting} and touches no session.
 */
package io.freshet.gateway.mt.text;
