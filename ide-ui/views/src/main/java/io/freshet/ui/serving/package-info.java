/**
 * The Serving page and the catalog's Serve panels: serving targets (added by administrators, their credentials only
 * named as sealed secrets), the catalog statement to copy for a database or table, the reader's metadata cache and each
 * table's findings, all as sql-analysis's {@code serving} writes them. It must not write a statement or finding itself.
 * It must not reach the backend or Flink: it calls only the service interfaces of ide-ui/api (this module does not
 * depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.serving;
