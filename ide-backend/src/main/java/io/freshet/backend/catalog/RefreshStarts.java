package io.freshet.backend.catalog;

import io.freshet.backend.refreshes.RefreshEntries;
import io.freshet.backend.refreshes.RefreshHistoryStore;
import io.freshet.backend.refreshes.RefreshRecord;
import io.freshet.backend.refreshes.RefreshState;
import io.freshet.backend.refreshes.RefreshTrigger;
import io.freshet.ui.catalog.RefreshEntry;
import io.freshet.ui.catalog.TableRef;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.common.UserMessages;
import jakarta.annotation.PreDestroy;
import java.time.Clock;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.security.concurrent.DelegatingSecurityContextRunnable;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.stereotype.Component;

/**
 * Manual refreshes, asked for on the catalog page: recorded in the refresh history at once, then planned and
 * submitted by Flink in the background (seconds to a minute), as the signed-in user. The entry gets its job id when
 * Flink accepts the refresh, or ends FAILED with the reason when Flink refuses it at planning.
 */
@Component
public class RefreshStarts {

    private static final Logger LOG = LoggerFactory.getLogger(RefreshStarts.class);

    private final RefreshHistoryStore history;
    private final RefreshEntries entries;
    private final Clock clock;
    private final ExecutorService planning = Executors.newFixedThreadPool(2, r -> {
        Thread thread = new Thread(r, "freshet-manual-refresh");
        thread.setDaemon(true);
        return thread;
    });

    public RefreshStarts(RefreshHistoryStore history, RefreshEntries entries) {
        this.history = history;
        this.entries = entries;
        this.clock = Clock.systemUTC();
    }

    /** Records the refresh as asked for, then runs {@code submit} (which returns Flink's job id) in the background. */
    RefreshEntry start(TableRef ref, Supplier<String> submit) {
        Instant now = clock.instant();
        Authentication user = SecurityContextHolder.getContext().getAuthentication();
        RefreshRecord asked = new RefreshRecord(ref.toString(), null, RefreshTrigger.MANUAL, RefreshState.RUNNING, now,
                null, null, null, null, user == null ? null : user.getName());
        long id = history.asked(asked);
        planning.execute(new DelegatingSecurityContextRunnable(() -> submit(id, submit)));
        return entries.entry(new RefreshHistoryStore.Row(id, asked));
    }

    private void submit(long id, Supplier<String> submit) {
        try {
            history.accepted(id, submit.get());
        } catch (ServiceException refused) {
            history.refused(id, clock.instant(), refused.userMessage());
        } catch (RuntimeException e) {
            LOG.warn("A manual refresh failed before Flink accepted it", e);
            history.refused(id, clock.instant(), e.getMessage() == null
                    ? "Refreshing failed: " + UserMessages.INTERNAL + "." : UserMessages.translate(e.getMessage()));
        }
    }

    @PreDestroy
    void stop() {
        planning.shutdownNow();
    }
}
