package io.freshet.backend.ingest.ingestions;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.config.IngestProperties;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.gateway.IngestGatewayConnection;
import io.freshet.backend.ingest.sources.AdminIngestSourceService;
import io.freshet.backend.ingest.sources.ExistingTargets;
import io.freshet.backend.ingest.sources.SourceDatabases;
import io.freshet.backend.ingest.sources.SourceStore;
import io.freshet.backend.policy.PolicyStore;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretStore;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.backend.warehouse.PaimonCatalogSnapshotSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import io.freshet.testing.Databases;
import io.freshet.ui.ingest.SourceDefinition;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The ingestion services wired as the application wires them, on an H2 database, over a connected main gateway:
 * the ingestion Flink they drive starts on demand from the test's lib folder and writes to the main catalog's
 * warehouse. One DEVELOPER exists; the given source, when there is one, is saved.
 *
 * @param service the CDC service; {@code router} is the one the application exposes (CDC and snapshot modes)
 */
record IngestionRig(CdcIngestionService service, IngestionRouter router, AdminIngestSourceService admin,
        IngestionMonitoring monitor, AuditLog audit, IngestGatewayConnection ingest, PaimonCatalogAccess lakehouse,
        IngestionResume resume, IngestionWatch watch, PaimonCatalogSnapshotSource catalogReader)
        implements AutoCloseable {

    /** One secret key per test JVM: a rig started again on the same database (a restarted Freshet) reads its sources. */
    private static final byte[] KEY = Base64.getDecoder().decode(SecretCipher.newKey());

    /** @param source saved as an ADMIN would; null saves none */
    static IngestionRig start(FreshetProperties properties, GatewayConnection main, String developer,
            SourceDefinition source) {
        return start(properties, main, developer, source, Duration.ofSeconds(2));
    }

    /** @param checkpointInterval the ingestion Flink's: Paimon commits then (the product's default is 10 s) */
    static IngestionRig start(FreshetProperties properties, GatewayConnection main, String developer,
            SourceDefinition source, Duration checkpointInterval) {
        Path ingestLib = Path.of(System.getProperty("freshet.ingest.lib-dir")).toAbsolutePath();
        DataSource db = Databases.h2(properties.home().resolve("db"));
        JdbcTemplate jdbc = new JdbcTemplate(db);
        AuditLog audit = new AuditLog(jdbc);
        UserAccounts users = new UserAccounts(jdbc);
        if (users.role(developer).isEmpty()) {
            users.create(developer, "{noop}n/a", Role.DEVELOPER);
        }
        StatementGuard guard = new StatementGuard(new PolicyStore(jdbc), users, audit, main);
        SourceStore sources = new SourceStore(jdbc, new SecretStore(jdbc,
                new SecretCipher(KEY)),
                new TransactionTemplate(new DataSourceTransactionManager(db)));
        if (source != null) {
            sources.save(source, "admin", Instant.now());
        }
        IngestGatewayConnection ingest = new IngestGatewayConnection(
                new IngestProperties(ingestLib, "", "", checkpointInterval), properties, main);
        IngestionStore store = new IngestionStore(jdbc);
        PaimonCatalogAccess lakehouse = new PaimonCatalogAccess(main, properties);
        ExistingTargets existing = new ExistingTargets(lakehouse);
        // the editor's catalog reader, never started: it reads only when asked, so a test sees the reads a service makes
        PaimonCatalogSnapshotSource catalogReader = new PaimonCatalogSnapshotSource(lakehouse, Duration.ofDays(1));
        IngestionPlans plans = new IngestionPlans(sources, new SourceDatabases(), properties, ingest, existing);
        IngestionSteps steps = new IngestionSteps(store, ingest, guard, audit);
        CdcIngestionService service = new CdcIngestionService(plans, store, steps,
                new IngestionDrifts(store, sources, new SourceDatabases(), lakehouse, properties),
                new TableResync(store, steps, ingest, guard, audit,
                        new InputChangelogTables(lakehouse, properties)),
                new IngestionControl(store, sources, steps, ingest, audit),
                new IngestionFlinkJobs(store, steps, ingest), provider(catalogReader));
        IngestionRouter router = new IngestionRouter(service,
                new SnapshotIngestions(plans, store, main, properties, guard, audit), store);
        return new IngestionRig(service, router,
                new AdminIngestSourceService(sources, new SourceDatabases(), audit, existing),
                new IngestionMonitoring(store, sources, ingest), audit, ingest, lakehouse,
                new IngestionResume(store, plans, steps, ingest, audit), new IngestionWatch(store, sources, ingest),
                catalogReader);
    }

    /** The ingestion Flink's gateway log in a Freshet home. */
    static Path ingestLogFile(Path home) {
        return home.resolve("flink/ingest/log/flink-gateway.log");
    }

    /** The ingestion Flink's gateway log as text, to assert on what it wrote. */
    static String ingestLog(Path home) {
        try {
            return Files.readString(ingestLogFile(home));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectProvider<PaimonCatalogSnapshotSource> provider(PaimonCatalogSnapshotSource reader) {
        StaticListableBeanFactory beans = new StaticListableBeanFactory();
        beans.addBean("catalogReader", reader);
        return beans.getBeanProvider(PaimonCatalogSnapshotSource.class);
    }

    @Override
    public void close() {
        ingest.stop();
        lakehouse.closeQuietly();
    }
}
