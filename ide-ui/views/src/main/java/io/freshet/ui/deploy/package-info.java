/**
 * The Deploy page ({@code DeployView}): what is deployed now, the plan (per table the action, cost and health state,
 * per script the diffs and the re-create choice, each statement with the policy's verdict, the environment), its
 * progress while it runs, the follow-ups, and the one-click deploy from the landing page. It must not reach the backend
 * or Flink: it calls only the service interfaces of ide-ui/api (this module does not depend on ide-backend), and it
 * judges nothing a service already answers.
 */
package io.freshet.ui.deploy;
