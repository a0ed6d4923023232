package io.freshet.ui.status;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The state of Freshet's dependencies at one moment. */
public record SystemStatus(List<ComponentStatus> components, Instant checkedAt) {

    public SystemStatus {
        components = List.copyOf(components);
    }

    public Optional<ComponentStatus> component(String id) {
        return components.stream().filter(c -> c.id().equals(id)).findFirst();
    }
}
