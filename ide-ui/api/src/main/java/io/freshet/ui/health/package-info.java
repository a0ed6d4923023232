/**
 * Health (issue 33): one state per materialized table, plain table and ingestion, with the reason and the time it
 * began, computed in one place in the backend; every page that shows a state reads it through
 * {@link io.freshet.ui.health.HealthService}.
 */
package io.freshet.ui.health;
