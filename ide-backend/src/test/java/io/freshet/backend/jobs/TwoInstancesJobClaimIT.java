package io.freshet.backend.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import io.freshet.backend.audit.AuditLog;
import io.freshet.testing.Databases;
import io.freshet.testing.PostgresExtension;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.springframework.boot.convert.ApplicationConversionService;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * Two Freshet application contexts (each with its own connection, job queue and worker, as two instances
 * would have) on one real PostgreSQL server: every job is claimed and run by exactly one of them.
 */
class TwoInstancesJobClaimIT {

    @RegisterExtension
    static final PostgresExtension POSTGRES = new PostgresExtension();

    /** Every run of every job, by whichever context ran it: the two contexts share this JVM only for the test. */
    static final Map<String, List<String>> RUNS = new ConcurrentHashMap<>();
    private static final int JOBS = 40;

    @Test
    void onlyOneInstanceRunsEachJob() throws Exception {
        try (AnnotationConfigApplicationContext first = instance("first");
             AnnotationConfigApplicationContext second = instance("second")) {
            JobQueue queue = first.getBean(JobQueue.class);
            for (int i = 0; i < JOBS; i++) {
                queue.enqueue("backfill-" + i, "count", "partition " + i);
            }
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                Future<Integer> a = pool.submit(first.getBean(JobWorker.class)::runPending);
                Future<Integer> b = pool.submit(second.getBean(JobWorker.class)::runPending);
                assertThat(a.get() + b.get()).isEqualTo(JOBS);
            } finally {
                pool.shutdownNow();
            }
            assertThat(RUNS).hasSize(JOBS).allSatisfy((job, runners) -> assertThat(runners).as(job).hasSize(1));
            JdbcTemplate jdbc = new JdbcTemplate(POSTGRES.dataSource());
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM job WHERE state = 'DONE'", Integer.class))
                    .isEqualTo(JOBS);
            assertThat(jdbc.queryForObject("SELECT COUNT(DISTINCT target) FROM audit_event WHERE action = 'JOB_CLAIMED'",
                    Integer.class)).isEqualTo(JOBS);
            assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'JOB_CLAIMED'",
                    Integer.class)).as("one claim per job").isEqualTo(JOBS);
        }
    }

    private static AnnotationConfigApplicationContext instance(String name) {
        AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
        context.getBeanFactory().setConversionService(ApplicationConversionService.getSharedInstance());
        context.registerBean("instanceName", String.class, () -> name);
        context.register(InstanceConfig.class);
        context.refresh();
        return context;
    }

    /** What one Freshet instance has for background work. */
    @Configuration
    @Import({JobQueue.class, JobWorker.class, AuditLog.class})
    static class InstanceConfig {

        @Bean
        DataSource dataSource() {
            DriverManagerDataSource ds = new DriverManagerDataSource(POSTGRES.jdbcUrl(), POSTGRES.user(), "");
            // each instance migrates at start, as the application does; Flyway serialises them with a lock
            return Databases.migrate(ds, "postgresql");
        }

        @Bean
        JdbcTemplate jdbcTemplate(DataSource dataSource) {
            return new JdbcTemplate(dataSource);
        }

        @Bean
        JobHandler counting(String instanceName) {
            return new JobHandler() {
                @Override
                public String kind() {
                    return "count";
                }

                @Override
                public void run(ClaimedJob job) {
                    RUNS.computeIfAbsent(job.key(), k -> new CopyOnWriteArrayList<>()).add(instanceName);
                }
            };
        }
    }
}
