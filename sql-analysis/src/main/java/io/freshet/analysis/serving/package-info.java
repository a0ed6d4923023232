/**
 * Serving the warehouse to other engines (issue 36): per OLAP engine, the catalog statement that makes it read
 * Freshet's Paimon warehouse, and which of a table's Paimon options and types that engine's documented Paimon support
 * reads. The one owner of those property names and rules; the backend's {@code serving} package stores the targets.
 */
package io.freshet.analysis.serving;
