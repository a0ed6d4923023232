/** Parsing statements with Flink's own parser and turning syntax errors into readable, positioned diagnostics. */
package io.freshet.analysis.parse;
