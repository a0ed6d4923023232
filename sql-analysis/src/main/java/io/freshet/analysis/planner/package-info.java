/** Both validation tiers (interactive and exact): Flink 2.0's planner loaded from a catalog snapshot, with a validation-only connector. */
package io.freshet.analysis.planner;
