package io.freshet.backend.definitions;

import io.freshet.analysis.SqlScript;
import io.freshet.analysis.parse.ParsedStatement;
import io.freshet.analysis.parse.StatementKind;
import io.freshet.analysis.parse.StatementNames;
import io.freshet.analysis.parse.StatementParser;
import io.freshet.analysis.script.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What each statement of a script's text is and names, parsed once per text: every opening of the Lineage page, every
 * save and every plan reads all the project's scripts, which at 5,000 materialized tables meant parsing 5,000
 * statements again each time. Keyed by the text alone, so any project or environment with the same text shares it.
 */
final class ScriptNames {

    /** A statement of a script with its kind and names. */
    record Named(Statement statement, StatementKind kind, StatementNames names) {
    }

    // scripts, least recently read first out; a 5,000-table project is about 500 scripts, in each environment
    private static final int SCRIPTS = 4096;
    private static final Map<String, List<Named>> KNOWN = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<Named>> eldest) {
            return size() > SCRIPTS;
        }
    };

    private ScriptNames() {
    }

    /** The statements of the text, in order. */
    static List<Named> of(String text) {
        synchronized (KNOWN) {
            List<Named> known = KNOWN.get(text);
            if (known != null) {
                return known;
            }
        }
        // parsed outside the lock: two threads may parse the same text once each, and agree
        List<Named> parsed = SqlScript.of(text).statements().stream().map(ScriptNames::named).toList();
        synchronized (KNOWN) {
            KNOWN.put(text, parsed);
        }
        return parsed;
    }

    private static Named named(Statement statement) {
        ParsedStatement parsed = StatementParser.parse(statement);
        return new Named(statement, StatementKind.of(parsed), StatementNames.of(parsed));
    }
}
