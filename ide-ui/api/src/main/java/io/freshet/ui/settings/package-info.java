/**
 * The Settings page's contracts: the statement policy as JSON text and as the form's per-role rules, the problems and
 * findings it reports ({@code StatementPolicyService}), and secrets that go in by name and never come back out
 * ({@code SecretsService}). Contracts only (interfaces and immutable records, implemented in ide-backend): it must not
 * use Vaadin, Spring or any backend class.
 */
package io.freshet.ui.settings;
