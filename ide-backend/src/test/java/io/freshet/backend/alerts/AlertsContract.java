package io.freshet.backend.alerts;

import static org.assertj.core.api.Assertions.assertThat;

import com.icegreen.greenmail.configuration.GreenMailConfiguration;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import io.freshet.backend.health.HealthEvaluated;
import io.freshet.backend.secrets.SecretCipher;
import io.freshet.ui.alerts.AlertCondition;
import io.freshet.ui.alerts.AlertRule;
import io.freshet.ui.alerts.AlertScope;
import io.freshet.ui.alerts.ChannelDefinition;
import io.freshet.ui.alerts.ChannelKind;
import io.freshet.ui.alerts.SmtpSecurity;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthState;
import io.freshet.ui.health.HealthSubject;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Alerts end to end on every supported database: health evaluations (published as the health model publishes them)
 * go through the real dispatcher to a real SMTP server (GreenMail) and a real HTTP receiver, both on 127.0.0.1.
 */
abstract class AlertsContract {

    static final byte[] KEY = Base64.getDecoder().decode(SecretCipher.newKey());
    static final HealthSubject ORDERS = new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE, "lakehouse.dwd.orders");
    static final HealthSubject ITEMS = new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE, "lakehouse.dwd.items");

    private GreenMail smtp;
    private WebhookReceiver receiver;
    AlertBeans beans;
    private Instant clock = Instant.now();
    private java.time.OffsetDateTime started;

    abstract DataSource dataSource();

    @BeforeEach
    void start() throws Exception {
        smtp = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP).dynamicPort())
                .withConfiguration(GreenMailConfiguration.aConfig().withUser("oncall@freshet.test", "alerts", "s3cret"));
        smtp.start();
        receiver = new WebhookReceiver();
        beans = new AlertBeans(dataSource(), KEY);
        // the audit log is append-only: each test counts only its own entries
        started = java.time.OffsetDateTime.now(java.time.ZoneOffset.UTC).minusSeconds(1);
        for (String table : List.of("alert_notice_incident", "alert_notice", "alert_incident", "alert_rule",
                "alert_channel")) {
            beans.jdbc.update("DELETE FROM " + table);
        }
    }

    @AfterEach
    void stop() {
        receiver.close();
        smtp.stop();
    }

    @Test
    void exactlyOneFiringAndOneRecoveredPerIncident() throws Exception {
        mailChannel("mail", "s3cret");
        webhook("hook", receiver.url("/hook"), false);
        webhook("slack", receiver.url("/slack"), true);
        rule("failing", AlertCondition.FAILING, "mail", "hook", "slack");

        evaluate(failing(ORDERS), failing(ITEMS));  // both start: one grouped message
        evaluate(failing(ORDERS), failing(ITEMS));  // nothing new
        evaluate(fresh(ORDERS), failing(ITEMS));    // orders recovers
        evaluate(failing(ORDERS), failing(ITEMS));  // orders fires again: a new incident
        evaluate(fresh(ORDERS), fresh(ITEMS));      // both recover: one grouped message
        evaluate(fresh(ORDERS), fresh(ITEMS));

        List<String> hook = receiver.hookBodies();
        assertThat(hook).hasSize(4);
        assertThat(hook.get(0)).contains("\"kind\":\"FIRING\"", "\"rule\":\"failing\"",
                "\"subjects\":[\"lakehouse.dwd.orders\",\"lakehouse.dwd.items\"]", "refresh failed: source dropped");
        assertThat(hook.get(1)).contains("\"kind\":\"RECOVERED\"", "\"subjects\":[\"lakehouse.dwd.orders\"]");
        assertThat(hook.get(2)).contains("\"kind\":\"FIRING\"", "\"subjects\":[\"lakehouse.dwd.orders\"]");
        assertThat(hook.get(3)).contains("\"kind\":\"RECOVERED\"", "\"lakehouse.dwd.orders\"", "\"lakehouse.dwd.items\"");
        assertThat(receiver.slackBodies()).hasSize(4).allSatisfy(b -> assertThat(b).startsWith("{\"text\":\"Freshet alert")
                .doesNotContain("\"kind\""));
        assertThat(smtp.waitForIncomingEmail(10_000, 4)).isTrue();
        assertThat(Arrays.stream(smtp.getReceivedMessages()).map(AlertsContract::subject)).containsExactly(
                "[Freshet] FIRING: failing (2)", "[Freshet] RECOVERED: failing (1)", "[Freshet] FIRING: failing (1)",
                "[Freshet] RECOVERED: failing (2)");
        assertThat(count("SELECT COUNT(*) FROM alert_incident WHERE closed_at IS NOT NULL")).isEqualTo(3);
        assertThat(count("SELECT COUNT(*) FROM alert_notice WHERE state = 'SENT'")).isEqualTo(12);
        // per incident and channel: exactly one firing and one recovered notice
        assertThat(beans.jdbc.queryForList("SELECT COUNT(*) FROM alert_notice_incident"
                + " GROUP BY incident_id, channel_name", Integer.class)).hasSize(9).containsOnly(2);
        assertThat(auditCount("outcome = 'SUCCESS' AND target LIKE 'hook:%'")).isEqualTo(4);
    }

    @Test
    void aSilencedRuleSendsNothing() throws Exception {
        webhook("hook", receiver.url("/hook"), false);
        rule("quiet", AlertCondition.FAILING, "hook");
        beans.service.silence("quiet", Duration.ofHours(1));

        evaluate(failing(ORDERS));
        evaluate(failing(ORDERS));
        beans.service.silence("quiet", Duration.ZERO);
        evaluate(fresh(ORDERS));  // opened while silenced: its recovery is not announced either

        assertThat(receiver.hookBodies()).isEmpty();
        assertThat(count("SELECT COUNT(*) FROM alert_notice")).isZero();
        assertThat(count("SELECT COUNT(*) FROM alert_incident WHERE closed_at IS NOT NULL")).isEqualTo(1);
    }

    @Test
    void failuresAreRecordedInWords() throws Exception {
        mailChannel("wrong-password", "not-it");
        webhook("refusing", receiver.url("/broken"), false);
        webhook("nobody", "http://127.0.0.1:" + freePort() + "/hook", false);
        rule("failing", AlertCondition.FAILING, "wrong-password", "refusing", "nobody");

        evaluate(failing(ORDERS));

        Map<String, String> errors = new java.util.HashMap<>();
        beans.jdbc.query("SELECT channel_name, state, error FROM alert_notice", rs -> {
            assertThat(rs.getString(2)).isEqualTo("FAILED");
            errors.put(rs.getString(1), rs.getString(3));
        });
        assertThat(errors.get("refusing")).matches("The webhook at http://127\\.0\\.0\\.1:\\d+ answered HTTP 500\\.");
        assertThat(errors.get("nobody")).matches("Could not connect to the webhook at http://127\\.0\\.0\\.1:\\d+\\.");
        assertThat(errors.get("wrong-password")).matches(
                "The SMTP server 127\\.0\\.0\\.1:\\d+ refused the user name or password\\.");
        assertThat(errors.values()).noneMatch(e -> e.contains("Exception") || e.contains("java."));
        assertThat(auditCount("outcome = 'FAILURE' AND detail LIKE '%answered HTTP 500%'")).isEqualTo(1);
    }

    @Test
    void aChannelKeepsToItsHourlyLimit() throws Exception {
        beans.service.saveChannel(new ChannelDefinition("hook", ChannelKind.WEBHOOK, "", "", 0, null, "", "", false, 2,
                receiver.url("/hook")));
        rule("failing", AlertCondition.FAILING, "hook");
        for (int i = 0; i < 3; i++) {
            evaluate(failing(ORDERS));
            evaluate(fresh(ORDERS));
        }
        assertThat(receiver.hookBodies()).hasSize(2);
        assertThat(count("SELECT COUNT(*) FROM alert_notice WHERE state = 'HELD_BACK'"
                + " AND error LIKE 'Held back: the channel ''hook'' sent its 2 notices of the last hour.'")).isEqualTo(4);
    }

    @Test
    void twoInstancesOnOneDatabaseSendEachNoticeOnce() throws Exception {
        webhook("hook", receiver.url("/hook"), false);
        mailChannel("mail", "s3cret");
        rule("failing", AlertCondition.FAILING, "hook", "mail");
        HealthSubject[] subjects = new HealthSubject[8];
        for (int i = 0; i < subjects.length; i++) {
            subjects[i] = new HealthSubject(HealthSubject.Kind.MATERIALIZED_TABLE, "lakehouse.dwd.t" + i);
        }
        try (TwoInstances instances = new TwoInstances(dataSource(), KEY)) {
            for (int round = 0; round < 6; round++) {
                HealthEntry[] entries = new HealthEntry[subjects.length];
                for (int i = 0; i < subjects.length; i++) {
                    // every subject fails in rounds 1-2 (even ones) or 3-4 (odd ones), fresh otherwise
                    boolean fails = i % 2 == 0 ? round == 1 || round == 2 : round == 3 || round == 4;
                    entries[i] = fails ? failing(subjects[i]) : fresh(subjects[i]);
                }
                clock = clock.plusSeconds(10);
                instances.evaluate(new HealthEvaluated(clock, List.of(entries), List.of()));
            }
        }
        assertThat(count("SELECT COUNT(*) FROM alert_incident")).isEqualTo(8);
        List<String> hook = receiver.hookBodies();
        assertThat(subjectsAnnounced(hook, "FIRING")).as("firing subjects").hasSize(8).doesNotHaveDuplicates();
        assertThat(subjectsAnnounced(hook, "RECOVERED")).as("recovered subjects").hasSize(8).doesNotHaveDuplicates();
        assertThat(count("SELECT COUNT(*) FROM alert_notice WHERE state <> 'SENT'")).isZero();
        assertThat(smtp.waitForIncomingEmail(10_000, hook.size())).isTrue();
        assertThat(smtp.getReceivedMessages()).hasSize(hook.size());
        assertThat(beans.jdbc.queryForList("SELECT COUNT(*) FROM alert_notice_incident"
                + " GROUP BY incident_id, channel_name", Integer.class)).hasSize(16).containsOnly(2);
    }

    /** Every subject named by the webhook bodies of that kind, as often as named. */
    private static List<String> subjectsAnnounced(List<String> bodies, String kind) throws Exception {
        List<String> subjects = new java.util.ArrayList<>();
        for (String body : bodies) {
            com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(body);
            if (json.get("kind").asText().equals(kind)) {
                json.get("subjects").forEach(s -> subjects.add(s.asText()));
            }
        }
        return subjects;
    }

    private void evaluate(HealthEntry... entries) {
        clock = clock.plusSeconds(10);
        beans.listener.on(new HealthEvaluated(clock, List.of(entries), List.of()));
    }

    private static HealthEntry failing(HealthSubject s) {
        return new HealthEntry(s, HealthState.FAILING, "refresh failed: source dropped", null, "shop", "dwd",
                Duration.ofMinutes(40), Duration.ofMinutes(10));
    }

    private static HealthEntry fresh(HealthSubject s) {
        return new HealthEntry(s, HealthState.FRESH, "", null, "shop", "dwd", Duration.ofMinutes(1),
                Duration.ofMinutes(10));
    }

    private void mailChannel(String name, String password) {
        beans.service.saveChannel(new ChannelDefinition(name, ChannelKind.EMAIL, "oncall@freshet.test", "127.0.0.1",
                smtp.getSmtp().getPort(), SmtpSecurity.NONE, "alerts", "freshet@freshet.test", false, 100, password));
    }

    private void webhook(String name, String url, boolean slack) {
        beans.service.saveChannel(new ChannelDefinition(name, ChannelKind.WEBHOOK, "", "", 0, null, "", "", slack, 100,
                url));
    }

    private void rule(String name, AlertCondition condition, String... channels) {
        beans.service.saveRule(new AlertRule(name, AlertScope.LAYER, "dwd", condition, 0, List.of(channels), null));
    }

    private int auditCount(String condition) {
        Integer n = beans.jdbc.queryForObject("SELECT COUNT(*) FROM audit_event WHERE action = 'ALERT_NOTICE_SENT'"
                + " AND occurred_at >= ? AND " + condition, Integer.class, started);
        return n == null ? 0 : n;
    }

    private int count(String sql) {
        Integer n = beans.jdbc.queryForObject(sql, Integer.class);
        return n == null ? 0 : n;
    }

    private static int freePort() throws java.io.IOException {
        try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    private static String subject(MimeMessage m) {
        try {
            return m.getSubject();
        } catch (jakarta.mail.MessagingException e) {
            throw new IllegalStateException(e);
        }
    }
}
