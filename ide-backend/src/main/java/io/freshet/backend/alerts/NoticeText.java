package io.freshet.backend.alerts;

import io.freshet.ui.alerts.NoticeKind;
import io.freshet.ui.health.HealthEntry;
import io.freshet.ui.health.HealthSubject;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;

/** The words of a grouped notice: one message per rule per evaluation, one line per subject. */
final class NoticeText {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'")
            .withZone(ZoneOffset.UTC);

    private NoticeText() {
    }

    /** "Freshet alert 'r' is firing for 2 subjects:" followed by one line per subject with its state and reason. */
    static NoticeMessage firing(String rule, List<HealthEntry> started, Instant at) {
        StringBuilder text = new StringBuilder("Freshet alert '").append(rule).append("' is firing for ")
                .append(count(started.size())).append(" at ").append(TIME.format(at)).append(':');
        for (HealthEntry e : started) {
            text.append("\n- ").append(describe(e.subject())).append(": ").append(e.state());
            if (!e.reason().isBlank()) {
                text.append(" - ").append(e.reason());
            }
        }
        return new NoticeMessage(NoticeKind.FIRING, rule, names(started.stream().map(HealthEntry::subject).toList()),
                text.toString());
    }

    /** "Freshet alert 'r' recovered for 1 subject:" followed by one line per subject. */
    static NoticeMessage recovered(String rule, List<HealthSubject> subjects, Instant at) {
        StringBuilder text = new StringBuilder("Freshet alert '").append(rule).append("' recovered for ")
                .append(count(subjects.size())).append(" at ").append(TIME.format(at)).append(':');
        subjects.forEach(s -> text.append("\n- ").append(describe(s)));
        return new NoticeMessage(NoticeKind.RECOVERED, rule, names(subjects), text.toString());
    }

    /** What an administrator's "send test message" sends. */
    static NoticeMessage test(String channel, Instant at) {
        return new NoticeMessage(NoticeKind.TEST, "", List.of(), "Test message from Freshet to channel '" + channel
                + "' at " + TIME.format(at) + ": alerts will arrive here.");
    }

    private static String count(int n) {
        return n == 1 ? "1 subject" : n + " subjects";
    }

    private static List<String> names(List<HealthSubject> subjects) {
        return subjects.stream().map(HealthSubject::name).toList();
    }

    private static String describe(HealthSubject s) {
        return s.name() + " (" + s.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")";
    }
}
