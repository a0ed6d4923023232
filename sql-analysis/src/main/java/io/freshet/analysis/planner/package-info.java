/**
 * Both validation tiers (interactive and exact): Flink 2.0's planner loaded from a catalog snapshot, with a
 * validation-only connector. It must not run a job or reach a real connector: tables are backed by stub sources and
 * sinks that are never run.
 */
package io.freshet.analysis.planner;
