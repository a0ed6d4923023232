/**
 * The headless API under {@code /api/v1} for CI pipelines: its own filter chain that takes an API token in
 * {@code Authorization: Bearer} and nothing else ({@code ApiV1Security}, {@code BearerTokenFilter}), the plan and apply
 * of a project ({@code DeployApi}, {@code PlanJson}) and its one error body and translation ({@code ApiErrors},
 * {@code ApiExceptions}). It must not do a feature's work itself: it calls the same services as the pages, as the
 * token's user, so roles, the statement gate and the audit log apply unchanged; and it never answers with an engine's
 * or a Java exception's text.
 */
package io.freshet.backend.api;
