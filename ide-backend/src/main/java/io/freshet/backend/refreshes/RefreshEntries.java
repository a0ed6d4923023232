package io.freshet.backend.refreshes;

import io.freshet.ui.catalog.RefreshEntry;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * The refresh history as the catalog page shows it, with a link to each job in Flink's web UI when Freshet knows an
 * address a browser can open: {@code freshet.flink.web-url}, else an external Flink's {@code freshet.flink.rest-url}
 * (the JobManager serves both). The embedded Flink refuses browsers: no links for it.
 */
@Component
public class RefreshEntries {

    private final RefreshHistoryStore store;
    private final BackfillLinks backfills;
    private final String webUrl;

    public RefreshEntries(RefreshHistoryStore store, BackfillLinks backfills,
                          @Value("${freshet.flink.web-url:${freshet.flink.rest-url:}}") String webUrl) {
        this.store = store;
        this.backfills = backfills;
        this.webUrl = webUrl == null || webUrl.isBlank() ? null
                : webUrl.strip().endsWith("/") ? webUrl.strip() : webUrl.strip() + "/";
    }

    /**
     * A table's ({@code catalog.database.table}) refreshes, newest first: those of the refresh history and a
     * backfill's partition refreshes that Flink refused at planning (their row ids negative).
     */
    public List<RefreshEntry> of(String table, int limit) {
        return Stream.concat(store.rows(table, limit).stream(), backfills.refused(table, limit).stream())
                .sorted(Comparator.comparing((RefreshHistoryStore.Row r) -> r.refresh().startedAt()).reversed())
                .limit(limit).map(this::entry).toList();
    }

    /** One stored refresh, for the page. */
    public RefreshEntry entry(RefreshHistoryStore.Row row) {
        RefreshRecord r = row.refresh();
        return new RefreshEntry(row.id(), r.jobId(), RefreshEntry.Trigger.valueOf(r.trigger().name()),
                RefreshEntry.Outcome.valueOf(r.state().name()), r.startedAt(), r.endedAt(), r.partition(),
                r.backfillId(), r.error(), link(r));
    }

    /** Flink's dashboard keeps running and finished jobs under different routes. */
    String link(RefreshRecord refresh) {
        if (webUrl == null || refresh.jobId() == null) {
            return null;
        }
        return webUrl + "#/job/" + (refresh.state().ended() ? "completed" : "running") + "/" + refresh.jobId()
                + "/overview";
    }
}
