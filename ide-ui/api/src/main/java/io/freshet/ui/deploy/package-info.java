/**
 * The deploy page's contract ({@code DeployService}) and its values: a project's plan (per table the action, reason and
 * cost, per statement what happens and the policy's verdict, the environment and commit), a deployment's state machine
 * and progress, the follow-ups offered after it, and the landing page's {@code Welcome}. Contracts only (interfaces and
 * immutable records, implemented in ide-backend): it must not use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.deploy;
