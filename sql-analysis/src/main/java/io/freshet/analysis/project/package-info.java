/** Project lineage: one graph of tables and columns from many scripts, with upstream, downstream and impact queries. */
package io.freshet.analysis.project;
