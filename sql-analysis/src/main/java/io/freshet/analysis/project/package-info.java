/**
 * Project lineage: one graph of tables and columns from many scripts, with upstream, downstream and impact queries. It
 * must not walk graphs of its own ({@code lineage}'s {@code LineageWalk} does) nor read a live catalog.
 */
package io.freshet.analysis.project;
