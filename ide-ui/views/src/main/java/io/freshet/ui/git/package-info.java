/**
 * The Git page of a project ({@code GitView}, {@code GitPanel}): linking a project to a repository (the credential only
 * named as a sealed secret), where it stands, each script's state, diff or conflict, and pull, commit, push and
 * resolve, each button disabled with its reason when the user may not use it. It must not reach the backend or Flink:
 * it calls only the service interfaces of ide-ui/api (this module does not depend on ide-backend), and it judges
 * nothing a service already answers.
 */
package io.freshet.ui.git;
