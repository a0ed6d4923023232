package io.freshet.gateway.client;

import io.freshet.gateway.embedded.server.fsguard.AllowedRoots;
import io.freshet.gateway.embedded.server.sandbox.AllowedHosts;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Engine errors Freshet never passes on as they are. A parser's complaint about what it read quotes that content
 * (Jackson's "Unrecognized token 'x'", a number parser's "For input string", a file format's magic bytes), and the
 * file may be one the statement should never have reached: such a text becomes the rule's words, with no stack
 * behind it. A refusal of the embedded Flink's guards becomes its own line, also without the stack.
 */
final class WithheldErrorText {

    /** What people see instead of a message that quotes content. */
    static final String QUOTES_CONTENT = "The statement failed while Flink parsed data it had read, and the engine's"
            + " message quotes that data. Freshet does not show such messages, because the data may come from a file"
            + " the statement should not reach. Check the table, tag, branch and path names the statement uses.";

    /**
     * Phrases of parsers and file format readers whose messages carry the bytes or tokens they read. Java's number
     * parsers quote with double quotes ({@code For input string: "x"}), which is how a file's content gets parsed;
     * Flink's own CAST of SQL text says {@code For input string: 'x'. Invalid character found.} about a value of the
     * user's own rows, and is kept, so a refresh that fails on bad data still says which value.
     */
    private static final Pattern QUOTING = Pattern.compile(String.join("|",
            "Unrecognized token '", "Unexpected character \\(", "Unrecognized field \"", "Illegal unquoted character",
            "Invalid UTF-8", "Unexpected end-of-input", "JsonParseException", "JsonMappingException",
            "MismatchedInputException", "InvalidFormatException", "Cannot deserialize value", "MalformedInputException",
            "CharConversionException", "UnmappableCharacterException", "For input string: \"",
            "is not a Parquet file", "magic number", "Not an Avro data file", "Not a data file", "Malformed ORC file",
            "Invalid postscript", "Failed to deserialize"));
    private static final List<String> GUARD_REFUSALS = List.of(AllowedRoots.REFUSAL, AllowedHosts.REFUSAL);
    private static final Pattern CAUSE_PREFIX =
            Pattern.compile("^(?:Caused by: )?(?:[\\w$]+\\.)+[\\w$]*(?:Exception|Error)(?::\\s*|$)");

    private WithheldErrorText() {
    }

    /** The text to show instead of this error text, or empty when it may be shown as it is. */
    static Optional<String> replacement(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> refusal = guardRefusal(text);
        if (refusal.isPresent()) {
            return refusal;
        }
        return QUOTING.matcher(text).find() ? Optional.of(QUOTES_CONTENT) : Optional.empty();
    }

    /** The first line that carries a guard's words, without exception class names. */
    private static Optional<String> guardRefusal(String text) {
        return text.lines()
                .filter(line -> GUARD_REFUSALS.stream().anyMatch(line::contains))
                .map(WithheldErrorText::refusalSentence)
                .findFirst();
    }

    /** From "Access to ..." or "A connection to ...", the guards' first words, even when a wrapper quotes it. */
    private static String refusalSentence(String line) {
        for (String start : List.of("Access to ", "A connection to ")) {
            int at = line.indexOf(start);
            if (at >= 0) {
                return line.substring(at).strip();
            }
        }
        return CAUSE_PREFIX.matcher(line.strip()).replaceFirst("").strip();
    }
}
