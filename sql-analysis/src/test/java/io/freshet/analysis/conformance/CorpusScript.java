package io.freshet.analysis.conformance;

import io.freshet.analysis.script.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/** One script of a corpus file ('-- === name' separated), with the lines its '-- error' / '-- warning' markers mark. */
record CorpusScript(String name, String text) {

    static List<CorpusScript> parse(String corpus) {
        List<CorpusScript> scripts = new ArrayList<>();
        String name = null;
        StringBuilder text = new StringBuilder();
        for (String line : corpus.lines().toList()) {
            if (line.startsWith("-- === ")) {
                if (name != null) {
                    scripts.add(new CorpusScript(name, text.toString()));
                }
                name = line.substring("-- === ".length()).strip();
                text.setLength(0);
            } else if (name != null) {
                text.append(line).append('\n');
            }
        }
        if (name != null) {
            scripts.add(new CorpusScript(name, text.toString()));
        }
        return scripts;
    }

    /** The script with its {@code ${warehouse}} placeholder replaced (same lines). */
    CorpusScript withWarehouse(String warehouse) {
        return new CorpusScript(name, text.replace("${warehouse}", warehouse));
    }

    /** The 1-based lines of this statement that end in the marker comment ('-- error' or '-- warning'). */
    Set<Integer> marked(String marker, Statement statement) {
        Set<Integer> lines = new TreeSet<>();
        List<String> all = text.lines().toList();
        for (int line = statement.range().startLine(); line <= statement.range().endLine(); line++) {
            if (line <= all.size() && all.get(line - 1).stripTrailing().endsWith("-- " + marker)) {
                lines.add(line);
            }
        }
        return lines;
    }
}
