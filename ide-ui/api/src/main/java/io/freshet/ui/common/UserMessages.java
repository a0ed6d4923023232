package io.freshet.ui.common;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one translation every error text passes before a person sees it (the UI's error-carrying contracts apply it
 * when they are made): a Java exception's own text (class names, "Cannot invoke ... because ... is null", stack
 * frames) is never shown. What such a text means is said instead when it is known, else that an internal error
 * happened and where its full text is.
 */
public final class UserMessages {

    /** Said in place of a Java text whose meaning is not known. */
    public static final String INTERNAL = "an internal error in Flink or Freshet, not a mistake it can point to"
            + " (the details or the server log have the full text)";
    /** Flink's and Calcite's parsers fail this way on very deeply nested input: they run out of stack. */
    public static final String TOO_DEEP = "Flink's SQL parser gave up on this statement: it is nested too deeply"
            + " (for example thousands of parentheses). Simplify it, or split it into views.";

    private static final Pattern STACK_FRAME = Pattern.compile("\\R\\s*(?:at [\\w$.<>/]+\\(|\\.\\.\\. \\d+ more|Caused by: )");
    private static final Pattern CLASS_PREFIX = Pattern.compile(
            "\\b(?:[a-z_][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error|Throwable)\\b(?::\\s*)?");
    private static final List<Pattern> JAVA_TEXTS = List.of(
            // the JVM's helpful NullPointerException messages
            Pattern.compile("\\bCannot (?:invoke|read|load|store|assign|throw|enter|exit)\\b.*\\bbecause\\b"),
            Pattern.compile("\\b(?:class [\\w$.]+ )?cannot be cast to\\b"),
            Pattern.compile("\\b(?:Index|index) -?\\d+ out of bounds for length \\d+"),
            Pattern.compile("\\bFor input string: \""),
            // NoClassDefFoundError and friends name classes with slashes
            Pattern.compile("\\b(?:java|javax|jdk|sun|org|com|io|net)/(?:[a-z0-9_$]+/)+[A-Z][\\w$]*\\b"),
            // a bare exception class name, what some code shows for an exception without a message
            Pattern.compile("^\\s*[A-Z][\\w$]*(?:Exception|Error)\\s*$"),
            Pattern.compile("^\\s*null\\s*$"));
    private static final List<Pattern> TOO_DEEP_TEXTS = List.of(
            Pattern.compile("SqlParseException\\.getMessage\\(\\)\"? is null"),
            Pattern.compile("\\bStackOverflowError\\b"));

    /** NumberFormatException's text: a value that should have been a number was not one (a CAST, a number column). */
    private static final Pattern NOT_A_NUMBER = Pattern.compile("(?:\\b(?:java\\.lang\\.)?NumberFormatException:\\s*)?"
            + "\\bFor input string: (?:\"([^\"]*)\"|'([^']*)')(?: under radix \\d+)?(?:\\.\\s*(Overflow\\."
            + "|Invalid character found\\.|Input is empty\\.|Input has only positive or negative symbol\\.))?\\.?");

    private static final String NOT_A_NUMBER_START = "the value \"";

    private UserMessages() {
    }

    /** The text as a person may see it; null stays null, blank stays blank. */
    public static String translate(String message) {
        if (message == null || message.isBlank()) {
            return message;
        }
        for (Pattern tooDeep : TOO_DEEP_TEXTS) {
            if (tooDeep.matcher(message).find()) {
                return TOO_DEEP;
            }
        }
        Matcher frame = STACK_FRAME.matcher(message);
        String text = frame.find() ? message.substring(0, frame.start()) : message;
        Matcher notANumber = NOT_A_NUMBER.matcher(text);
        if (notANumber.find()) {
            text = text.substring(0, notANumber.start()) + notANumber(notANumber.group(1) != null
                    ? notANumber.group(1) : notANumber.group(2), notANumber.group(3)) + text.substring(notANumber.end());
        }
        String withoutClasses = CLASS_PREFIX.matcher(text).replaceAll("");
        if (withoutClasses.equals(message) && firstJavaText(message) < 0) {
            return message;
        }
        text = withoutClasses.strip();
        int javaAt = firstJavaText(text);
        if (javaAt < 0 && !text.isEmpty()) {
            return text.startsWith(NOT_A_NUMBER_START) ? "T" + text.substring(1) : text;
        }
        String before = javaAt < 0 ? "" : text.substring(0, javaAt).strip();
        before = before.replaceAll("[:;,\\s]+$", "");
        if (before.isEmpty()) {
            return Character.toUpperCase(INTERNAL.charAt(0)) + INTERNAL.substring(1) + ".";
        }
        return before + ": " + INTERNAL + ".";
    }

    /** Java's and Flink's (single quotes, with a reason) texts for a value that is not a number. */
    private static String notANumber(String value, String reason) {
        String shown = value.length() > 60 ? value.substring(0, 60) + "..." : value;
        if ("Overflow.".equals(reason)) {
            return NOT_A_NUMBER_START + shown + "\" is too large for the number type Flink needed (for example a CAST"
                    + " to INT; cast to BIGINT or DECIMAL, or use TRY_CAST, which gives NULL instead of failing)";
        }
        return NOT_A_NUMBER_START + shown + "\" is not a number where Flink needed one (for example a CAST to INT or"
                + " BIGINT of text, or a number-typed partition or option; TRY_CAST gives NULL instead of failing)";
    }

    /** Where the first JVM-made text starts, -1 when there is none. */
    private static int firstJavaText(String text) {
        int first = -1;
        for (Pattern java : JAVA_TEXTS) {
            Matcher matcher = java.matcher(text);
            if (matcher.find() && (first < 0 || matcher.start() < first)) {
                first = matcher.start();
            }
        }
        return first;
    }
}
