/**
 * Running SQL on screen: the results panel with one row per statement, the lazily loaded result grid and its header
 * (copy, downloads), a failed run's error, each tab's run history, the session bar (runtime mode, catalog, SET
 * options), the plain console and the history of all runs. Rows are read page by page from the run service's store; a
 * view must not hold a whole result. It must not reach the backend or Flink: it calls only the service interfaces of
 * ide-ui/api (this module does not depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.run;
