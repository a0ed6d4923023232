/**
 * Alerts (issue 33): listens to {@link io.freshet.backend.health.HealthEvaluated}, opens and closes incidents per rule
 * and subject, and sends one grouped "firing" and one "recovered" notice per incident through e-mail and webhook
 * channels. Every step that must happen once is claimed in the database first, so that two instances on one PostgreSQL
 * send each notice once; every notice is recorded and audited. It must not judge health itself (it acts on the health
 * model's evaluations), and a notice that was not claimed in the database first must not be sent.
 */
package io.freshet.backend.alerts;
