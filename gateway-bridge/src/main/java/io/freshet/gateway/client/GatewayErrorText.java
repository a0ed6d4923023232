package io.freshet.gateway.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Turns the gateway's error bodies ({@code {"errors": ["Internal server error.", "<stack trace>"]}})
 * into one human line: the message of the deepest cause that has one. Every text passes {@link WithheldErrorText}
 * first, so no caller can show an engine message that quotes what a parser read.
 */
public final class GatewayErrorText {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MAX_MESSAGE_LENGTH = 500;
    private static final String CAUSED_BY = "Caused by: ";
    private static final Pattern EXCEPTION_PREFIX =
            Pattern.compile("^(?:[\\w$]+\\.)+[\\w$]*(?:Exception|Error|Throwable)(?::\\s*|$)");
    private static final Pattern STACK_LINE = Pattern.compile("^\\s+(?:at |\\.\\.\\. \\d+ more)");
    private static final Pattern POSITION = Pattern.compile("line \\d+, column \\d+");
    /** Flink's REST layer wraps the server's stack trace in these two lines. */
    private static final String SERVER_SIDE_START = "<Exception on server side:";
    private static final String SERVER_SIDE_END = "End of exception on server side>";
    private static final String GENERIC = "Internal server error.";

    /** How the gateway says that a session expired or never existed (same text for every endpoint). */
    private static final Pattern MISSING_SESSION = Pattern.compile("Session '[^']*' does not exist");

    private GatewayErrorText() {
    }

    /** True when the error says the session is gone: it expired, was closed, or the gateway restarted. */
    public static boolean isMissingSession(String text) {
        return text != null && MISSING_SESSION.matcher(text).find();
    }

    /**
     * The {@code errors} entries joined with new lines, or the raw body if it is not that JSON; only the rule's
     * words for a text that quotes parsed content or carries a guard's refusal ({@link WithheldErrorText}).
     */
    public static String fullText(String body) {
        String full = joined(body);
        return WithheldErrorText.replacement(full).orElse(full);
    }

    private static String joined(String body) {
        List<String> errors = errors(body);
        return errors.isEmpty() ? nullToEmpty(body).strip() : String.join("\n", errors);
    }

    /** One line for people; falls back to the first line of the body when nothing better is found. */
    public static String userMessage(String body) {
        Optional<String> withheld = WithheldErrorText.replacement(joined(body));
        if (withheld.isPresent()) {
            return withheld.get();
        }
        List<String> errors = new ArrayList<>(errors(body));
        if (errors.size() > 1) {
            errors.remove(GENERIC);
        }
        String text = errors.isEmpty() ? nullToEmpty(body) : errors.get(errors.size() - 1);
        return rootCauseLine(text);
    }

    /**
     * The message of the deepest "Caused by:" that carries one, without exception class names. When an
     * outer cause says the same with a position ("From line 1, column 8 to ..."), that one wins: the
     * position is what lets people find the mistake.
     */
    public static String rootCauseLine(String stackTrace) {
        Optional<String> withheld = WithheldErrorText.replacement(stackTrace);
        if (withheld.isPresent()) {
            return withheld.get();
        }
        List<String> messages = causeMessages(nullToEmpty(stackTrace));
        if (messages.isEmpty()) {
            String first = nullToEmpty(stackTrace).strip().lines().findFirst().orElse("");
            return shorten(first.isEmpty() ? "The gateway reported an error without a message." : first);
        }
        String root = messages.get(messages.size() - 1);
        return shorten(messages.stream()
                .filter(message -> message.contains(root) && POSITION.matcher(message).find())
                .min(Comparator.comparingInt(String::length))
                .orElse(root));
    }

    /** First message line of the top exception and of each "Caused by:", outermost first. */
    private static List<String> causeMessages(String stackTrace) {
        List<String> messages = new ArrayList<>();
        boolean header = true;
        for (String line : stackTrace.split("\\R")) {
            if (line.startsWith(SERVER_SIDE_START) || line.startsWith(SERVER_SIDE_END)) {
                continue;
            }
            if (line.startsWith(CAUSED_BY)) {
                header = true;
                line = line.substring(CAUSED_BY.length());
            }
            if (!header || line.isBlank()) {
                continue;
            }
            // only the first line of each cause: parse errors append long "Was expecting" lists
            header = false;
            if (STACK_LINE.matcher(line).find()) {
                continue;
            }
            String message = EXCEPTION_PREFIX.matcher(line.strip()).replaceFirst("").strip();
            if (!message.isEmpty()) {
                messages.add(message);
            }
        }
        return messages;
    }

    private static String shorten(String message) {
        return message.length() > MAX_MESSAGE_LENGTH ? message.substring(0, MAX_MESSAGE_LENGTH) + "..." : message;
    }

    private static List<String> errors(String body) {
        List<String> errors = new ArrayList<>();
        if (body == null || body.isBlank()) {
            return errors;
        }
        try {
            JsonNode array = JSON.readTree(body).path("errors");
            array.forEach(node -> errors.add(node.asText()));
        } catch (IOException notJson) {
            // a proxy or a crashed server may answer with HTML or plain text: the caller uses it as is
        }
        return errors;
    }

    private static String nullToEmpty(String text) {
        return text == null ? "" : text;
    }
}
