/**
 * Parsing statements with Flink's own parser and turning syntax errors into readable, positioned diagnostics. It must
 * not validate against a catalog (the planner tier does) nor send anything to a gateway.
 */
package io.freshet.analysis.parse;
