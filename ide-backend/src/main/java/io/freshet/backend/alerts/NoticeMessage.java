package io.freshet.backend.alerts;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.freshet.ui.alerts.NoticeKind;
import java.util.List;

/**
 * One notice's content, the same for every channel: plain text for e-mail and Slack-like webhooks, and Freshet's
 * JSON ({@code kind}, {@code rule}, {@code subjects}, {@code text}) for other webhooks.
 */
record NoticeMessage(NoticeKind kind, String rule, List<String> subjects, String text) {

    private static final ObjectMapper JSON = new ObjectMapper();

    NoticeMessage {
        subjects = List.copyOf(subjects);
    }

    String emailSubject() {
        return switch (kind) {
            case FIRING -> "[Freshet] FIRING: " + rule + " (" + subjects.size() + ")";
            case RECOVERED -> "[Freshet] RECOVERED: " + rule + " (" + subjects.size() + ")";
            case TEST -> "[Freshet] Test message";
        };
    }

    String webhookJson(boolean slackShape) {
        ObjectNode body = JSON.createObjectNode();
        if (slackShape) {
            return body.put("text", text).toString();
        }
        body.put("kind", kind.name()).put("rule", rule).put("text", text);
        ArrayNode names = body.putArray("subjects");
        subjects.forEach(names::add);
        return body.toString();
    }

    /** The subjects as stored in a notice row, one per line. */
    String subjectLines() {
        return String.join("\n", subjects);
    }
}
