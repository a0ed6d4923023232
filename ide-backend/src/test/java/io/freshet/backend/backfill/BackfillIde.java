package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.config.FreshetProperties;
import io.freshet.backend.gateway.CatalogBootstrap;
import io.freshet.backend.gateway.GatewayConnection;
import io.freshet.backend.jobaccess.JobOwnerStore;
import io.freshet.backend.jobaccess.UserJobs;
import io.freshet.backend.jobs.JobQueue;
import io.freshet.backend.jobs.JobWorker;
import io.freshet.backend.policy.PolicyStore;
import io.freshet.backend.policy.StatementGuard;
import io.freshet.backend.security.Role;
import io.freshet.backend.security.UserAccounts;
import io.freshet.backend.warehouse.PaimonCatalogAccess;
import io.freshet.testing.Databases;
import io.freshet.ui.backfill.BackfillService;
import java.nio.file.Path;
import java.time.Duration;
import javax.sql.DataSource;
import org.springframework.boot.convert.ApplicationConversionService;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The backfill part of one Freshet instance as its own Spring context (database, audit log, job queue and
 * worker, backfill beans) on an H2 file; closing it and opening another on the same file is an IDE restart.
 */
final class BackfillIde implements AutoCloseable {

    private final AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();

    BackfillIde(Path home, Lakehouse lakehouse, int maxParallel) {
        this(home, lakehouse, maxParallel, Databases.h2(home));
    }

    /** An instance on a given (migrated) database, e.g. one PostgreSQL shared by two instances. */
    BackfillIde(Path home, Lakehouse lakehouse, int maxParallel, DataSource database) {
        context.getBeanFactory().setConversionService(ApplicationConversionService.getSharedInstance());
        context.registerBean("freshetHome", Path.class, () -> home);
        context.registerBean("freshetDatabase", DataSource.class, () -> database);
        context.registerBean(Lakehouse.class, () -> lakehouse);
        context.registerBean(BackfillSettings.class, () -> new BackfillSettings(maxParallel, Duration.ofMillis(250)));
        context.register(Instance.class);
        context.refresh();
    }

    BackfillService service() {
        return context.getBean(BackfillService.class);
    }

    LakehouseTables tables() {
        return context.getBean(LakehouseTables.class);
    }

    JobWorker worker() {
        return context.getBean(JobWorker.class);
    }

    JdbcTemplate jdbc() {
        return context.getBean(JdbcTemplate.class);
    }

    @Override
    public void close() {
        context.close();
    }

    /** What one instance has for backfills. */
    @Configuration
    @Import({JobQueue.class, JobWorker.class, AuditLog.class, BackfillStore.class, BackfillQueries.class,
            BackfillPlanner.class, LakehouseTables.class, BackfillRunner.class, BackfillKick.class,
            JdbcBackfillService.class, StatementGuard.class, PolicyStore.class, UserAccounts.class, UserJobs.class,
            JobOwnerStore.class})
    static class Instance {

        /** The backfills' statements pass the statement gate of the user who started them, a DEVELOPER here. */
        @Bean
        GatewayConnection gatewayConnection(Path freshetHome, Lakehouse lakehouse, JdbcTemplate jdbc) {
            if (jdbc.queryForObject("SELECT COUNT(*) FROM app_user WHERE username = 'dev'", Integer.class) == 0) {
                new UserAccounts(jdbc).create("dev", "{noop}n/a", Role.DEVELOPER);
            }
            FreshetProperties properties = properties(freshetHome, lakehouse);
            return new GatewayConnection(properties, new CatalogBootstrap(properties));
        }

        /** The warehouse as the application opens it, which the backfills read their tables through. */
        @Bean
        PaimonCatalogAccess paimonCatalogAccess(GatewayConnection connection, Path freshetHome, Lakehouse lakehouse) {
            return new PaimonCatalogAccess(connection, properties(freshetHome, lakehouse));
        }

        private static FreshetProperties properties(Path freshetHome, Lakehouse lakehouse) {
            return new FreshetProperties(freshetHome, new FreshetProperties.Gateway("http://127.0.0.1:9"), null,
                    new FreshetProperties.Catalog("lakehouse", lakehouse.warehouse()));
        }

        @Bean
        JdbcTemplate jdbcTemplate(DataSource dataSource) {
            return new JdbcTemplate(dataSource);
        }

        @Bean
        TransactionTemplate transactionTemplate(DataSource dataSource) {
            return new TransactionTemplate(new DataSourceTransactionManager(dataSource));
        }
    }
}
