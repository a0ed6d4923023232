package io.freshet.backend.alerts;

import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.alerts.AlertNotice;
import io.freshet.ui.alerts.NoticeKind;
import io.freshet.ui.alerts.NoticeState;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Notices in {@code alert_notice}: recorded PENDING with the incidents they announce (a second firing or recovery
 * notice of one incident to one channel violates a key), claimed PENDING to SENDING by the one instance that sends it,
 * then finished.
 */
@Component
public class NoticeStore {

    private static final int MAX_SUBJECTS = 4000;
    private static final int MAX_BODY = 8000;
    private static final int MAX_ERROR = 1000;

    private final JdbcTemplate jdbc;
    private final TransactionTemplate tx;

    public NoticeStore(JdbcTemplate jdbc, TransactionTemplate tx) {
        this.jdbc = jdbc;
        this.tx = tx;
    }

    /** Records a PENDING notice; empty when one of its incidents was already announced on this channel. */
    Optional<Long> record(NoticeMessage m, String channel, List<Long> incidents, Instant at) {
        try {
            return Optional.ofNullable(tx.execute(status -> {
                long id = GeneratedIds.insert(jdbc, "INSERT INTO alert_notice (rule_name, channel_name, kind, subjects,"
                                + " body, state, error, created_at) VALUES (?, ?, ?, ?, ?, ?, '', ?)", m.rule(), channel,
                        m.kind().name(), cut(m.subjectLines(), MAX_SUBJECTS), cut(m.text(), MAX_BODY),
                        NoticeState.PENDING.name(), at.atOffset(ZoneOffset.UTC));
                for (long incident : incidents) {
                    jdbc.update("INSERT INTO alert_notice_incident (incident_id, kind, channel_name, notice_id)"
                            + " VALUES (?, ?, ?, ?)", incident, m.kind().name(), channel, id);
                }
                return id;
            }));
        } catch (DuplicateKeyException e) {
            return Optional.empty();
        }
    }

    /** Moves a notice from PENDING to SENDING; false when another instance claimed it first. */
    boolean claim(long id) {
        return jdbc.update("UPDATE alert_notice SET state = ? WHERE id = ? AND state = ?", NoticeState.SENDING.name(),
                id, NoticeState.PENDING.name()) == 1;
    }

    void finish(long id, NoticeState state, String error, Instant at) {
        jdbc.update("UPDATE alert_notice SET state = ?, error = ?, finished_at = ? WHERE id = ?", state.name(),
                cut(error, MAX_ERROR), at.atOffset(ZoneOffset.UTC), id);
    }

    /** The channel's notices that were sent or tried since then (what its hourly limit counts). */
    int attemptsSince(String channel, Instant since) {
        Integer n = jdbc.queryForObject("SELECT COUNT(*) FROM alert_notice WHERE channel_name = ? AND state IN (?, ?)"
                        + " AND finished_at >= ?", Integer.class, channel, NoticeState.SENT.name(),
                NoticeState.FAILED.name(), since.atOffset(ZoneOffset.UTC));
        return n == null ? 0 : n;
    }

    /** Notices still PENDING since before then: their instance stopped between recording and claiming them. */
    List<Long> pendingBefore(Instant before) {
        return jdbc.queryForList("SELECT id FROM alert_notice WHERE state = ? AND created_at < ? ORDER BY id", Long.class,
                NoticeState.PENDING.name(), before.atOffset(ZoneOffset.UTC));
    }

    /** A notice's channel and content, to send it. */
    Optional<Pending> load(long id) {
        return jdbc.query("SELECT channel_name, kind, rule_name, subjects, body FROM alert_notice WHERE id = ?",
                (rs, i) -> new Pending(id, rs.getString(1), new NoticeMessage(NoticeKind.valueOf(rs.getString(2)),
                        rs.getString(3), lines(rs.getString(4)), rs.getString(5))), id).stream().findFirst();
    }

    public List<AlertNotice> list(int limit) {
        return jdbc.query("SELECT id, rule_name, channel_name, kind, subjects, state, error, created_at FROM alert_notice"
                        + " ORDER BY id DESC LIMIT ?", (rs, i) -> new AlertNotice(rs.getLong(1), rs.getString(2),
                        rs.getString(3), NoticeKind.valueOf(rs.getString(4)), rs.getString(5).replace("\n", ", "),
                        NoticeState.valueOf(rs.getString(6)), rs.getString(7),
                        rs.getObject(8, OffsetDateTime.class).toInstant()), limit);
    }

    private static List<String> lines(String joined) {
        return joined.isEmpty() ? List.of() : Arrays.asList(joined.split("\n"));
    }

    private static String cut(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max);
    }

    /** A recorded notice ready to send. */
    record Pending(long id, String channel, NoticeMessage message) {
    }
}
