package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.persistence.GeneratedIds;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestionMode;
import io.freshet.ui.ingest.IngestionState;
import io.freshet.ui.ingest.IngestionSummary;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.RowMapper;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Ingestions in the {@code ingestion} table; every state change checks {@link IngestionState#canMoveTo}. */
@Component
public class IngestionStore {

    private static final String COLUMNS = "id, source_name, schema_name, table_names, target_database, mode, state,"
            + " job_id, savepoint_path, slot_names, message, created_by, updated_at";
    private static final RowMapper<IngestionSummary> ROW = (rs, i) -> new IngestionSummary(rs.getLong(1),
            rs.getString(2), rs.getString(3), split(rs.getString(4)), rs.getString(5),
            IngestionMode.valueOf(rs.getString(6)), IngestionState.valueOf(rs.getString(7)), rs.getString(8), "",
            rs.getString(9), split(rs.getString(10)), rs.getString(11), rs.getString(12),
            rs.getObject(13, OffsetDateTime.class).toInstant());

    private final JdbcTemplate jdbc;
    private final Clock clock = Clock.systemUTC();

    public IngestionStore(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    /** A new ingestion in state CREATING. */
    long create(String source, String schema, List<String> tables, String database, IngestionMode mode,
            List<String> slots, String by) {
        return GeneratedIds.insert(jdbc, "INSERT INTO ingestion (source_name, schema_name, table_names,"
                        + " target_database, mode, state, slot_names, created_by, updated_at)"
                        + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", source, schema, String.join(",", tables), database,
                mode.name(), IngestionState.CREATING.name(), String.join(",", slots), by, now());
    }

    Optional<IngestionSummary> find(long id) {
        return jdbc.query("SELECT " + COLUMNS + " FROM ingestion WHERE id = ?", ROW, id).stream().findFirst();
    }

    IngestionSummary get(long id) {
        return find(id).filter(i -> i.state() != IngestionState.DELETED)
                .orElseThrow(() -> new ServiceException("There is no ingestion " + id + "."));
    }

    /** Every ingestion not deleted, newest first. */
    List<IngestionSummary> list() {
        return jdbc.query("SELECT " + COLUMNS + " FROM ingestion WHERE state <> 'DELETED' ORDER BY id DESC", ROW);
    }

    /** Moves the ingestion on, keeping job id and savepoint unless given (a blank string clears them). */
    IngestionSummary move(long id, IngestionState next, String jobId, String savepoint, String message) {
        IngestionSummary current = find(id).orElseThrow(() -> new ServiceException("There is no ingestion " + id + "."));
        if (current.state() != next && !current.state().canMoveTo(next)) {
            throw new ServiceException("Ingestion " + id + " is " + current.state() + " and cannot become " + next + ".");
        }
        jdbc.update("UPDATE ingestion SET state = ?, job_id = ?, savepoint_path = ?, message = ?, updated_at = ?"
                        + " WHERE id = ?", next.name(), keep(jobId, current.jobId()),
                keep(savepoint, current.savepoint()), message, now(), id);
        return find(id).orElseThrow();
    }

    private OffsetDateTime now() {
        return OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC);
    }

    private static String keep(String given, String current) {
        if (given == null) {
            return current;
        }
        return given.isBlank() ? null : given;
    }

    private static List<String> split(String joined) {
        return joined == null || joined.isBlank() ? List.of() : Arrays.asList(joined.split(","));
    }
}
