package io.freshet.backend.ingest.sources;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.ingest.IngestSourceService;
import io.freshet.ui.ingest.SourceDefinition;
import io.freshet.ui.ingest.SourceSummary;
import io.freshet.ui.ingest.SourceTable;
import io.freshet.ui.ingest.SourceTestResult;
import io.freshet.ui.ingest.TargetPreview;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

/** Ingestion sources: administrators manage them (checked on save, audited), developers read their tables. */
@Service
public class AdminIngestSourceService implements IngestSourceService {

    private final SourceStore store;
    private final SourceDatabases databases;
    private final AuditLog audit;
    private final Clock clock;
    private final ExistingTargets existing;

    @Autowired
    public AdminIngestSourceService(SourceStore store, SourceDatabases databases, AuditLog audit,
            ExistingTargets existing) {
        this(store, databases, audit, existing, Clock.systemUTC());
    }

    AdminIngestSourceService(SourceStore store, SourceDatabases databases, AuditLog audit, ExistingTargets existing,
            Clock clock) {
        this.store = store;
        this.existing = existing;
        this.databases = databases;
        this.audit = audit;
        this.clock = clock;
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<SourceSummary> list() {
        return store.list();
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public SourceTestResult test(SourceDefinition definition) {
        return databases.test(withPassword(SourceValidation.check(definition)));
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public SourceTestResult save(SourceDefinition definition) {
        SourceDefinition d = withPassword(SourceValidation.check(definition));
        SourceTestResult result = databases.test(d);
        String target = d.name();
        if (!result.connects()) {
            audit.record(AuditAction.INGEST_SOURCE_SAVED, target, AuditLog.FAILURE,
                    describe(d) + "; not saved: " + String.join(" ", result.problems()));
            return result;
        }
        store.save(d, AuditLog.currentActor(), clock.instant());
        audit.record(AuditAction.INGEST_SOURCE_SAVED, target, AuditLog.SUCCESS,
                describe(d) + (result.cdcReady() ? "; ready for CDC" : "; not ready for CDC: "
                        + String.join(" ", result.problems())));
        return new SourceTestResult(result.checks(), true);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public SourceTestResult retest(String name) {
        return databases.test(store.require(name).definition());
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void delete(String name) {
        if (!store.delete(Objects.requireNonNullElse(name, ""))) {
            throw SourceStore.missing(name);
        }
        audit.record(AuditAction.INGEST_SOURCE_DELETED, name, AuditLog.SUCCESS, null);
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<String> schemas(String source) {
        return databases.schemas(store.require(source).definition());
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<SourceTable> tables(String source, String schema) {
        return databases.tables(store.require(source).definition(), Objects.requireNonNullElse(schema, ""));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public List<TargetPreview> preview(String source, String schema, List<String> tables, String targetDatabase) {
        SourceChoice c = SourceChoice.of(store, databases, source, schema, tables, targetDatabase);
        return existing.check(c.tables().stream()
                .map(t -> TargetPreviews.of(c.source().summary().kind(), t, c.database())).toList(), c.tables());
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public SourceTestResult checkTables(String source, String schema, List<String> tables) {
        StoredSource s = store.require(source);
        String sc = Objects.requireNonNullElse(schema, "");
        List<String> chosen = tables == null || tables.isEmpty()
                ? databases.tables(s.definition(), sc).stream().map(SourceTable::name).toList() : List.copyOf(tables);
        return databases.checkTables(s.definition(), sc, chosen,
                chosen.stream().map(t -> SlotNames.of(s.definition().name(), sc, t)).toList());
    }

    /**
     * An empty password means the stored one, but only to the same server and user: otherwise an edited host
     * would receive the stored password.
     */
    private SourceDefinition withPassword(SourceDefinition d) {
        if (!d.password().isEmpty()) {
            return d;
        }
        Optional<StoredSource> stored = store.find(d.name());
        if (stored.isEmpty()) {
            throw new ServiceException("Enter the password of the user '" + d.user() + "'.");
        }
        SourceSummary s = stored.get().summary();
        if (s.kind() != d.kind() || !s.host().equals(d.host()) || s.port() != d.port() || !s.user().equals(d.user())) {
            throw new ServiceException("Enter the password again: the kind, host, port or user changed, and the stored"
                    + " password is only sent to the server and user it was given for.");
        }
        return new SourceDefinition(d.name(), d.kind(), d.host(), d.port(), d.database(), d.user(),
                stored.get().password());
    }

    private static String describe(SourceDefinition d) {
        return d.kind() + " " + d.user() + "@" + d.host() + ":" + d.port() + "/" + d.database();
    }
}
