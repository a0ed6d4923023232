/**
 * The landing page ({@code HomeView}: the sample project and its deploy button on an empty lakehouse, the health
 * model's summary afterwards) and the Status page ({@code StatusView}: Freshet's dependencies, refreshed while shown,
 * and for administrators the ingestion jobs). It must not reach the backend or Flink: it calls only the service
 * interfaces of ide-ui/api (this module does not depend on ide-backend), and it judges nothing a service already
 * answers.
 */
package io.freshet.ui.status;
