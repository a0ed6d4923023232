package io.freshet.backend.refreshes;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementTarget;
import io.freshet.gateway.client.GatewaySession;
import java.sql.Timestamp;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

/**
 * The session options each materialized table was created with. Flink hands the creating session's configuration
 * to every scheduled refresh of a FULL table and forgets it with the schedule when the gateway restarts; the
 * {@link ScheduleRepair} creates a lost schedule again with these, so its refreshes run as the table's author set up.
 */
@Component
public class CreationSettings {

    private static final Logger LOG = LoggerFactory.getLogger(CreationSettings.class);
    private static final Pattern SET = Pattern.compile("\\s*SET\\s+'((?:[^']|'')*)'\\s*=\\s*'((?:[^']|'')*)'\\s*;?\\s*",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
    private static final TypeReference<Map<String, String>> OPTIONS = new TypeReference<>() { };

    private final JdbcTemplate jdbc;
    private final Clock clock;
    private final ObjectMapper json = new ObjectMapper();

    @Autowired
    public CreationSettings(JdbcTemplate jdbc) {
        this(jdbc, Clock.systemUTC());
    }

    CreationSettings(JdbcTemplate jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /**
     * After a statement succeeded on the session, read on the parse its run carries: a CREATE MATERIALIZED TABLE
     * records the options the session SET, a DROP MATERIALIZED TABLE forgets them. Never throws; the statement stands
     * as it ran, and the repair of a lost schedule falls back to the gateway's defaults.
     */
    public void succeededQuietly(String user, ParsedStatement statement, GatewaySession session) {
        try {
            Optional<List<String>> created = StatementTarget.created(statement);
            if (created.isPresent()) {
                record(QualifiedNames.of(created.get(), session), options(session.setStatements()), user);
            } else {
                StatementTarget.dropped(statement).ifPresent(name -> forget(QualifiedNames.of(name, session)));
            }
        } catch (RuntimeException e) {
            LOG.warn("Could not record the session options of: {}", statement.statement().text(), e);
        }
    }

    /** The options recorded for {@code catalog.database.table}; empty when none were. */
    public Map<String, String> of(String table) {
        List<String> found = jdbc.queryForList("SELECT options FROM materialized_table_settings WHERE table_name = ?",
                String.class, table);
        if (found.isEmpty()) {
            return Map.of();
        }
        try {
            return json.readValue(found.get(0), OPTIONS);
        } catch (JsonProcessingException e) {
            LOG.warn("Unreadable session options recorded for {}", table, e);
            return Map.of();
        }
    }

    void record(String table, Map<String, String> options, String user) {
        String text;
        try {
            text = json.writeValueAsString(options);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        forget(table);
        jdbc.update("INSERT INTO materialized_table_settings (table_name, options, created_by, created_at)"
                + " VALUES (?, ?, ?, ?)", table, text, user, Timestamp.from(clock.instant()));
    }

    void forget(String table) {
        jdbc.update("DELETE FROM materialized_table_settings WHERE table_name = ?", table);
    }

    /** Option to value from SET statements as the session replays them ({@code SET 'key' = 'value'}). */
    static Map<String, String> options(List<String> setStatements) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String statement : setStatements) {
            Matcher set = SET.matcher(statement);
            if (set.matches()) {
                options.put(set.group(1).replace("''", "'"), set.group(2).replace("''", "'"));
            }
        }
        return options;
    }
}
