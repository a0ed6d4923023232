package io.freshet.backend.backfill;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Backfill settings ({@code freshet.backfill.*}).
 *
 * @param maxParallel  refreshes of one backfill that run at the same time (default 2: each is a batch job
 *                     competing for the cluster's task slots)
 * @param pollInterval how often a running backfill reads job states and the cancel flag (default 1 s)
 */
@ConfigurationProperties("freshet.backfill")
public record BackfillSettings(Integer maxParallel, Duration pollInterval) {

    public BackfillSettings {
        maxParallel = maxParallel == null || maxParallel < 1 ? 2 : maxParallel;
        pollInterval = pollInterval == null || pollInterval.isNegative() || pollInterval.isZero()
                ? Duration.ofSeconds(1) : pollInterval;
    }
}
