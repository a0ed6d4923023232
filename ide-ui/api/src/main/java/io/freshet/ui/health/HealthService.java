package io.freshet.ui.health;

import java.time.Instant;
import java.util.List;

/** The health model as the views read it; any signed-in role may read it. */
public interface HealthService {

    /** Every subject's health as of the latest evaluation, worst first. */
    List<HealthEntry> current();

    /** The recorded changes of one subject since a time, oldest first. */
    List<HealthChange> history(HealthSubject subject, Instant since);

    /**
     * The lag samples of one subject since a time, oldest first, for the lag-over-time chart; those this instance
     * took (every evaluation, kept for the last hour), empty when the subject has no lag.
     */
    default List<HealthLag> lags(HealthSubject subject, Instant since) {
        return List.of();
    }
}
