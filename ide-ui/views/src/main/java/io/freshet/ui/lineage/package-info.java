/**
 * The Lineage page ({@code LineageView}): a project's table and column graph (Cytoscape, laid out in the browser),
 * focus, search, column trails and impact analysis, the details panel and the health model's states on the nodes as the
 * service answers them. It must not reach the backend or Flink: it calls only the service interfaces of ide-ui/api
 * (this module does not depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.lineage;
