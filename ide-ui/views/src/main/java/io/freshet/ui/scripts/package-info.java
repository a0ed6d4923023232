/**
 * The Scripts page ({@code ScriptsView}): the project tree and a read-only preview of the chosen script; editing is the
 * editor's. It must not reach the backend or Flink: it calls only the service interfaces of ide-ui/api (this module
 * does not depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.scripts;
