/**
 * The project tree shared by the editor and the scripts page ({@code ProjectTree}): projects, folders and scripts with
 * their toolbar (create, rename, move, delete to the trash, import, export), the trash, a script's version history with
 * its diff, and the events that tell an open editor what changed. It must not reach the backend or Flink: it calls only
 * the service interfaces of ide-ui/api (this module does not depend on ide-backend), and it judges nothing a service
 * already answers.
 */
package io.freshet.ui.projects;
