package io.freshet.backend.alerts;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.health.HealthEvaluated;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretStore;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.sql.DataSource;
import org.springframework.context.annotation.AnnotationConfigApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Two Freshet application contexts with the alert components (each with its own beans, as two instances would have)
 * on one database: each evaluation is published in both at the same moment, as both instances' health models would.
 */
final class TwoInstances implements AutoCloseable {

    private final List<AnnotationConfigApplicationContext> contexts = new ArrayList<>();
    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    TwoInstances(DataSource dataSource, byte[] secretKey) {
        for (int i = 0; i < 2; i++) {
            AnnotationConfigApplicationContext context = new AnnotationConfigApplicationContext();
            context.registerBean(DataSource.class, () -> dataSource);
            context.registerBean(SecretCipher.class, () -> new SecretCipher(secretKey));
            context.register(InstanceConfig.class);
            context.refresh();
            contexts.add(context);
        }
    }

    /** Publishes the evaluation in both instances at once and waits until both have handled it. */
    void evaluate(HealthEvaluated event) throws Exception {
        List<Future<?>> handled = new ArrayList<>();
        for (AnnotationConfigApplicationContext c : contexts) {
            handled.add(pool.submit(() -> c.publishEvent(event)));
        }
        for (Future<?> f : handled) {
            f.get();
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
        contexts.forEach(AnnotationConfigApplicationContext::close);
    }

    /** What one instance has for alerts; sending is direct so that an evaluation is handled when publishing returns. */
    @Configuration
    @Import({RuleStore.class, ChannelStore.class, IncidentStore.class, NoticeStore.class, MailChannel.class,
            WebhookChannel.class, NoticeSender.class, AlertDispatcher.class, AuditLog.class})
    static class InstanceConfig {

        @Bean
        JdbcTemplate jdbcTemplate(DataSource dataSource) {
            return new JdbcTemplate(dataSource);
        }

        @Bean
        TransactionTemplate transactionTemplate(DataSource dataSource) {
            return new TransactionTemplate(new DataSourceTransactionManager(dataSource));
        }

        @Bean
        SecretStore secretStore(JdbcTemplate jdbc, SecretCipher cipher) {
            return new SecretStore(jdbc, cipher);
        }

        @Bean
        AlertListener alertListener(AlertDispatcher dispatcher, NoticeSender sender) {
            return new AlertListener(dispatcher, sender, Runnable::run);
        }
    }
}
