/** Writing names and values into Flink SQL text: the one place that quotes identifiers and string literals. */
package io.freshet.analysis.quoting;
