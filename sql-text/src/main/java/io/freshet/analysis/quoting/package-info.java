/**
 * Writing names and values into Flink SQL text (module sql-text): the one place that quotes identifiers and string
 * literals ({@code SqlQuoting}). It must not use Flink, Calcite or another Freshet module; sql-analysis's tests check
 * it against Flink's own quoting and parser.
 */
package io.freshet.analysis.quoting;
