/**
 * Alerts (issue 33): listens to {@link io.freshet.backend.health.HealthEvaluated}, opens and closes incidents per rule
 * and subject, and sends one grouped "firing" and one "recovered" notice per incident through e-mail and webhook
 * channels. Every step that must happen once is claimed in the database first, so that two instances on one
 * PostgreSQL send each notice once; every notice is recorded and audited.
 */
package io.freshet.backend.alerts;
