package io.freshet.backend.alerts;

import io.freshet.backend.audit.AuditLog;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.backend.secrets.SecretStore;
import javax.sql.DataSource;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/** One instance's alert parts on a migrated database, wired as the application wires them; sending is direct. */
final class AlertBeans {

    final JdbcTemplate jdbc;
    final RuleStore rules;
    final ChannelStore channels;
    final IncidentStore incidents;
    final NoticeStore notices;
    final NoticeSender sender;
    final AlertDispatcher dispatcher;
    final AlertListener listener;
    final AdminAlertService service;

    AlertBeans(DataSource dataSource, byte[] secretKey) {
        jdbc = new JdbcTemplate(dataSource);
        TransactionTemplate tx = new TransactionTemplate(new DataSourceTransactionManager(dataSource));
        SecretStore secrets = new SecretStore(jdbc, new SecretCipher(secretKey));
        AuditLog audit = new AuditLog(jdbc);
        rules = new RuleStore(jdbc);
        channels = new ChannelStore(jdbc, secrets, tx);
        incidents = new IncidentStore(jdbc);
        notices = new NoticeStore(jdbc, tx);
        sender = new NoticeSender(notices, channels, new MailChannel(), new WebhookChannel(), audit);
        dispatcher = new AlertDispatcher(rules, incidents, notices);
        listener = new AlertListener(dispatcher, sender, Runnable::run);
        service = new AdminAlertService(rules, channels, incidents, notices, sender, audit);
    }
}
