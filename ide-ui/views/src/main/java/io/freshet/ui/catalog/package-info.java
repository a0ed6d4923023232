/**
 * The catalog browser ({@code CatalogView}): the lazily loaded tree with badges, a database's page, a table's page with
 * its tabs, a materialized table's panel (freshness line, lifecycle bar, refresh history and its timeline), the
 * freshness slider and the create dialog, and the confirmations that say what a change does first. It shows the health
 * model's and the backend's verdicts; it must not reach the backend or Flink: it calls only the service interfaces of
 * ide-ui/api (this module does not depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.catalog;
