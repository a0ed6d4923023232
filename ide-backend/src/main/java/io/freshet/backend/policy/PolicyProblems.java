package io.freshet.backend.policy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.freshet.analysis.policy.PolicyRole;
import io.freshet.ui.settings.PolicyProblem;
import java.io.IOException;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a refused policy is wrong: the statement policy names it at the start of its message, as in its JSON
 * ("DEVELOPER.pathRoots[1]: ...", "DEVELOPER.formatOptions.json.fail: ..."); this reads that place for the form and
 * finds its line in a text for the JSON editor.
 */
final class PolicyProblems {

    private static final JsonFactory JSON = new JsonFactory();
    /** ROLE.field, then [index] or .key, then ": " and the reason. */
    private static final Pattern PLACE = Pattern.compile("^([A-Z]+)\\.([A-Za-z]+)(?:\\[(\\d+)]|\\.([^:]+))?: (.*)$",
            Pattern.DOTALL);

    private PolicyProblems() {
    }

    /** The place a message of the statement policy names; role and field null when it names none. */
    static PolicyProblem of(String message) {
        Matcher m = PLACE.matcher(message);
        if (!m.matches() || Arrays.stream(PolicyRole.values()).noneMatch(r -> r.name().equals(m.group(1)))) {
            return new PolicyProblem(null, null, -1, null, message);
        }
        int index = m.group(3) == null ? -1 : Integer.parseInt(m.group(3));
        return new PolicyProblem(m.group(1), m.group(2), index, m.group(4), m.group(5));
    }

    /** The message with the line of its place in the text appended, when the text holds the place. */
    static String withLine(String json, String message) {
        int line = line(json, of(message));
        return line > 0 ? message + " (line " + line + ")" : message;
    }

    /** The 1-based line of the problem's place in the policy text, or 0 when the text does not hold it. */
    static int line(String json, PolicyProblem problem) {
        if (problem.role() == null || json == null) {
            return 0;
        }
        String field = "/" + escape(problem.role()) + "/" + escape(problem.field());
        String target = problem.index() >= 0 ? field + "/" + problem.index()
                : problem.key() != null ? field + "/" + keyPointer(problem) : field;
        int fieldLine = 0;
        try (JsonParser parser = JSON.createParser(json)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                String at = parser.getParsingContext().pathAsPointer().toString();
                if (token == JsonToken.FIELD_NAME || parser.getParsingContext().inArray()) {
                    if (at.equals(target)) {
                        return parser.currentTokenLocation().getLineNr();
                    }
                    if (fieldLine == 0 && at.equals(field)) {
                        fieldLine = parser.currentTokenLocation().getLineNr();
                    }
                }
            }
        } catch (IOException e) {
            // the text did not parse to its end: the place found so far, if any
        }
        return fieldLine;
    }

    /** connectorOptions keys are "connector.key": the connector is an object of its own in the text. */
    private static String keyPointer(PolicyProblem problem) {
        String key = problem.key();
        if ("connectorOptions".equals(problem.field()) && key.indexOf('.') > 0) {
            return escape(key.substring(0, key.indexOf('.'))) + "/" + escape(key.substring(key.indexOf('.') + 1));
        }
        return escape(key);
    }

    private static String escape(String segment) {
        return segment.replace("~", "~0").replace("/", "~1");
    }
}
