/**
 * Health (issue 33): one state per materialized table, plain table and ingestion, with the reason and the time it
 * began, computed in one place in the backend; every page that shows a state reads it through
 * {@link io.freshet.ui.health.HealthService}. Contracts only: it must not judge a state, use Vaadin or Spring, or name
 * any backend class.
 */
package io.freshet.ui.health;
