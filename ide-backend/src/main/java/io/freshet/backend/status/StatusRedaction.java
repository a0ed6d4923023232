package io.freshet.backend.status;

import io.freshet.ui.status.ComponentStatus;
import io.freshet.ui.status.SystemStatus;

/**
 * What a VIEWER or DEVELOPER sees of the status: each part's state and version. Addresses, ports, the
 * child's pid and file paths (home, warehouse, log, database) are for ADMIN: they tell a hostile user where
 * to aim, and nothing they could act on.
 */
final class StatusRedaction {

    private StatusRedaction() {
    }

    static SystemStatus stateAndVersion(SystemStatus status) {
        return new SystemStatus(status.components().stream().map(StatusRedaction::stateAndVersion).toList(),
                status.checkedAt());
    }

    private static ComponentStatus stateAndVersion(ComponentStatus c) {
        return new ComponentStatus(c.id(), c.name(), c.health(), "", c.version(), sentence(c.health()), "");
    }

    private static String sentence(ComponentStatus.Health health) {
        return switch (health) {
            case UP -> "Working.";
            case STARTING -> "Starting.";
            case DOWN -> "Not available; an administrator sees the cause on this page.";
        };
    }
}
