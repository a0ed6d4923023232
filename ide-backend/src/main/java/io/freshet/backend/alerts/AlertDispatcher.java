package io.freshet.backend.alerts;

import io.freshet.backend.health.HealthEvaluated;
import io.freshet.ui.alerts.AlertRule;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthSubject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.springframework.stereotype.Component;

/**
 * Turns one health evaluation into incidents and recorded notices: per rule, the subjects that started matching
 * open incidents and the ones that stopped close them; what this instance opened or closed itself (the database
 * lets one instance win each) it announces, one grouped notice per rule and channel. A silenced rule still tracks
 * its incidents but records no notice, and an incident opened while silenced is not announced when it recovers.
 */
@Component
public class AlertDispatcher {

    /** A notice still PENDING after this was recorded by an instance that stopped before sending it. */
    static final Duration ORPHANED = Duration.ofMinutes(2);

    private final RuleStore rules;
    private final IncidentStore incidents;
    private final NoticeStore notices;

    public AlertDispatcher(RuleStore rules, IncidentStore incidents, NoticeStore notices) {
        this.rules = rules;
        this.incidents = incidents;
        this.notices = notices;
    }

    /** Records what the evaluation changes; returns the notices to send, in order. */
    public List<Long> record(HealthEvaluated event) {
        List<Long> toSend = new ArrayList<>();
        for (AlertRule rule : rules.list()) {
            toSend.addAll(record(rule, event));
        }
        toSend.addAll(notices.pendingBefore(Instant.now().minus(ORPHANED)));
        return toSend.stream().distinct().toList();
    }

    private List<Long> record(AlertRule rule, HealthEvaluated event) {
        Map<HealthSubject, HealthEntry> firing = RuleMatching.firing(rule, event.entries());
        IncidentChanges changes = IncidentChanges.of(firing, incidents.open(rule.name()));
        if (changes.none()) {
            return List.of();
        }
        boolean silenced = rule.silencedAt(event.at());
        List<HealthEntry> opened = new ArrayList<>();
        List<Long> openedIds = new ArrayList<>();
        for (HealthEntry entry : changes.started()) {
            OptionalLong id = incidents.open(rule.name(), entry, !silenced, event.at());
            if (id.isPresent()) {
                opened.add(entry);
                openedIds.add(id.getAsLong());
            }
        }
        List<OpenIncident> recovered = changes.stopped().stream()
                .filter(i -> incidents.close(i.id(), event.at()))
                .filter(OpenIncident::announced).toList();
        if (silenced) {
            return List.of();
        }
        List<Long> toSend = new ArrayList<>();
        if (!opened.isEmpty()) {
            toSend.addAll(record(rule, NoticeText.firing(rule.name(), opened, event.at()), openedIds, event.at()));
        }
        if (!recovered.isEmpty()) {
            NoticeMessage message = NoticeText.recovered(rule.name(),
                    recovered.stream().map(OpenIncident::subject).toList(), event.at());
            toSend.addAll(record(rule, message, recovered.stream().map(OpenIncident::id).toList(), event.at()));
        }
        return toSend;
    }

    private List<Long> record(AlertRule rule, NoticeMessage message, List<Long> incidentIds, Instant at) {
        List<Long> ids = new ArrayList<>();
        for (String channel : rule.channels()) {
            notices.record(message, channel, incidentIds, at).ifPresent(ids::add);
        }
        return ids;
    }
}
