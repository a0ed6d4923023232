/**
 * The backfill pages: the history with progress, one backfill's partition refreshes, and the dialog that starts one
 * (table, range with ISO date pickers, optional cascade, preview), polling while one runs. It must not reach the
 * backend or Flink: it calls only the service interfaces of ide-ui/api (this module does not depend on ide-backend),
 * and it judges nothing a service already answers.
 */
package io.freshet.ui.backfill;
