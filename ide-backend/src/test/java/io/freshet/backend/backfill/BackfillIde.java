package io.freshet.backend.backfill;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.jobs.JobQueue;
import io.freshet.backend.jobs.JobWorker;
import io.freshet.testing.Databases;
import io.freshet.ui.backfill.BackfillService;
import java.nio.file.Path;
import java.time.Duration;
import javax.sql.DataSource;
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
        context.registerBean("freshetHome", Path.class, () -> home);
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
            JdbcBackfillService.class})
    static class Instance {

        @Bean
        DataSource dataSource(Path freshetHome) {
            return Databases.h2(freshetHome);
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
