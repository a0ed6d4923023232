package io.freshet.backend.alerts;

import io.freshet.ui.health.HealthSubject;

/** An incident that fires now, as the dispatcher needs it: whether its firing was announced decides its recovery's. */
record OpenIncident(long id, HealthSubject subject, boolean announced) {
}
