package io.freshet.backend.alerts;

import io.freshet.backend.secrets.SecretStore;
import io.freshet.ui.alerts.AlertChannel;
import io.freshet.ui.alerts.ChannelDefinition;
import io.freshet.ui.alerts.ChannelKind;
import io.freshet.ui.alerts.SmtpSecurity;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;
import org.springframework.transaction.support.TransactionTemplate;

/** Alert channels in {@code alert_channel}, each one's secret (SMTP password or webhook URL) sealed in the secret store. */
@Component
public class ChannelStore {

    private static final String COLUMNS = "name, kind, recipients, smtp_host, smtp_port, smtp_security, smtp_user,"
            + " sender, slack_shape, max_per_hour, destination";
    private static final RowMapper<AlertChannel> ROW = (rs, i) -> new AlertChannel(rs.getString(1),
            ChannelKind.valueOf(rs.getString(2)), rs.getString(11), new ChannelDefinition(rs.getString(1),
            ChannelKind.valueOf(rs.getString(2)), rs.getString(3), rs.getString(4), rs.getInt(5),
            SmtpSecurity.valueOf(rs.getString(6)), rs.getString(7), rs.getString(8), rs.getBoolean(9), rs.getInt(10),
            ""));

    private final JdbcTemplate jdbc;
    private final SecretStore secrets;
    private final TransactionTemplate tx;

    public ChannelStore(JdbcTemplate jdbc, SecretStore secrets, TransactionTemplate tx) {
        this.jdbc = jdbc;
        this.secrets = secrets;
        this.tx = tx;
    }

    static String secretName(String channel) {
        return "alert-channel." + channel + ".secret";
    }

    /** Adds or replaces a channel; a blank secret keeps the stored one. */
    public void save(ChannelDefinition d, String destination, String by, Instant at) {
        OffsetDateTime when = at.atOffset(ZoneOffset.UTC);
        Object[] values = {d.kind().name(), d.recipients(), d.smtpHost(), d.smtpPort(), d.security().name(),
                d.smtpUser(), d.sender(), d.slackShape(), d.maxPerHour(), destination, by, when, d.name()};
        tx.executeWithoutResult(status -> {
            if (jdbc.update("UPDATE alert_channel SET kind = ?, recipients = ?, smtp_host = ?, smtp_port = ?,"
                    + " smtp_security = ?, smtp_user = ?, sender = ?, slack_shape = ?, max_per_hour = ?,"
                    + " destination = ?, updated_by = ?, updated_at = ? WHERE name = ?", values) == 0) {
                jdbc.update("INSERT INTO alert_channel (kind, recipients, smtp_host, smtp_port, smtp_security,"
                        + " smtp_user, sender, slack_shape, max_per_hour, destination, updated_by, updated_at, name)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", values);
            }
            if (!d.secret().isEmpty()) {
                secrets.put(secretName(d.name()), d.secret());
            }
        });
    }

    public List<AlertChannel> list() {
        return jdbc.query("SELECT " + COLUMNS + " FROM alert_channel ORDER BY name", ROW);
    }

    public Optional<StoredChannel> find(String name) {
        return jdbc.query("SELECT " + COLUMNS + " FROM alert_channel WHERE name = ?", ROW, name).stream().findFirst()
                .map(c -> new StoredChannel(c.definition(), secrets.get(secretName(name)).orElse("")));
    }

    public boolean delete(String name) {
        Boolean deleted = tx.execute(status -> {
            secrets.remove(secretName(name));
            return jdbc.update("DELETE FROM alert_channel WHERE name = ?", name) == 1;
        });
        return Boolean.TRUE.equals(deleted);
    }
}
