package io.freshet.backend.alerts;

import io.freshet.backend.audit.AuditAction;
import io.freshet.backend.audit.AuditLog;
import io.freshet.ui.alerts.AlertChannel;
import io.freshet.ui.alerts.AlertIncident;
import io.freshet.ui.alerts.AlertNotice;
import io.freshet.ui.alerts.AlertRule;
import io.freshet.ui.alerts.AlertService;
import io.freshet.ui.alerts.ChannelDefinition;
import io.freshet.ui.alerts.NoticeState;
import io.freshet.ui.common.ServiceException;
import io.freshet.ui.security.Roles;
import jakarta.annotation.security.RolesAllowed;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Service;

/** Alerts for the views: administrators manage rules and channels, anyone signed in reads and developers acknowledge. */
@Service
public class AdminAlertService implements AlertService {

    private static final int MAX_LIST = 1000;
    private static final Duration MAX_SILENCE = Duration.ofDays(30);

    private final RuleStore rules;
    private final ChannelStore channels;
    private final IncidentStore incidents;
    private final NoticeStore notices;
    private final NoticeSender sender;
    private final AuditLog audit;

    public AdminAlertService(RuleStore rules, ChannelStore channels, IncidentStore incidents, NoticeStore notices,
                             NoticeSender sender, AuditLog audit) {
        this.rules = rules;
        this.channels = channels;
        this.incidents = incidents;
        this.notices = notices;
        this.sender = sender;
        this.audit = audit;
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public List<AlertRule> rules() {
        return rules.list();
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void saveRule(AlertRule rule) {
        String name = ChannelChecks.name(rule.name());
        RuleChecks.check(rule, channels.list().stream().map(AlertChannel::name).toList());
        rules.save(rule, AuditLog.currentActor(), Instant.now());
        audit.record(AuditAction.ALERT_RULE_CHANGED, name, AuditLog.SUCCESS, RuleChecks.describe(rule));
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void deleteRule(String name) {
        if (!rules.delete(name)) {
            throw new ServiceException("There is no rule named '" + name + "'.");
        }
        audit.record(AuditAction.ALERT_RULE_CHANGED, name, AuditLog.SUCCESS, "deleted");
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void silence(String rule, Duration period) {
        if (period == null || period.isNegative() || period.compareTo(MAX_SILENCE) > 0) {
            throw new ServiceException("A rule is silenced for up to 30 days.");
        }
        Instant until = period.isZero() ? null : Instant.now().plus(period);
        if (!rules.silence(rule, until)) {
            throw new ServiceException("There is no rule named '" + rule + "'.");
        }
        audit.record(AuditAction.ALERT_RULE_CHANGED, rule, AuditLog.SUCCESS,
                until == null ? "silence lifted" : "silenced until " + until);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public List<AlertChannel> channels() {
        return channels.list();
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void saveChannel(ChannelDefinition channel) {
        String stored = channels.list().stream().filter(c -> c.name().equals(channel.name()))
                .filter(c -> c.kind() == channel.kind()).map(AlertChannel::destination).findFirst().orElse(null);
        String destination = ChannelChecks.check(channel, stored);
        channels.save(channel, destination, AuditLog.currentActor(), Instant.now());
        audit.record(AuditAction.ALERT_CHANNEL_CHANGED, channel.name(), AuditLog.SUCCESS,
                channel.kind() + " to " + destination);
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public void deleteChannel(String name) {
        if (rules.uses(name)) {
            throw new ServiceException("A rule still sends to '" + name + "': change that rule first.");
        }
        if (!channels.delete(name)) {
            throw new ServiceException("There is no channel named '" + name + "'.");
        }
        audit.record(AuditAction.ALERT_CHANNEL_CHANGED, name, AuditLog.SUCCESS, "deleted");
    }

    @Override
    @RolesAllowed(Roles.ADMIN)
    public String sendTest(String channel) {
        if (channels.find(channel).isEmpty()) {
            throw new ServiceException("There is no channel named '" + channel + "'.");
        }
        Instant now = Instant.now();
        long id = notices.record(NoticeText.test(channel, now), channel, List.of(), now).orElseThrow();
        NoticeSender.Outcome outcome = sender.send(id).orElseThrow();
        return outcome.state() == NoticeState.SENT ? "Test message sent to '" + channel + "'." : outcome.error();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<AlertIncident> incidents(int limit) {
        return incidents.list(Math.max(1, Math.min(limit, MAX_LIST)));
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public int unacknowledged() {
        return incidents.unacknowledged();
    }

    @Override
    @RolesAllowed(Roles.VIEWER)
    public List<AlertNotice> notices(int limit) {
        return notices.list(Math.max(1, Math.min(limit, MAX_LIST)));
    }

    @Override
    @RolesAllowed(Roles.DEVELOPER)
    public void acknowledge(long incident) {
        if (!incidents.acknowledge(incident, AuditLog.currentActor(), Instant.now())) {
            throw new ServiceException("Incident " + incident + " does not exist or was acknowledged before.");
        }
        audit.record(AuditAction.ALERT_ACKNOWLEDGED, "incident " + incident, AuditLog.SUCCESS, null);
    }
}
