/**
 * The Ctrl+K search dialog of every page ({@code ObjectSearchDialog}): tables, columns and scripts by a part of their
 * name, opened on Enter or a click. It must not reach the backend or Flink: it calls only the service interfaces of
 * ide-ui/api (this module does not depend on ide-backend), and it judges nothing a service already answers.
 */
package io.freshet.ui.search;
