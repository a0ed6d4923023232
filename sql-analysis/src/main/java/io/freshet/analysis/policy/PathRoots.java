package io.freshet.analysis.policy;

import io.freshet.analysis.SqlAnalysisException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/** The locations one role may name: the lakehouse warehouse and the role's extra roots. */
final class PathRoots {

    private final List<StoragePath> roots;
    private final boolean warehouse;

    PathRoots(URI warehouse, List<String> extraRoots) {
        List<StoragePath> all = new ArrayList<>();
        if (warehouse != null) {
            all.add(root(StoragePath.of(warehouse), warehouse.toString()));
        }
        for (String extra : extraRoots) {
            all.add(root(StoragePath.parse(extra), extra));
        }
        this.roots = List.copyOf(all);
        this.warehouse = warehouse != null;
    }

    private static StoragePath root(StoragePath.Parsed parsed, String text) {
        if (parsed.path() == null) {
            throw new SqlAnalysisException("The path root '" + text + "' is not an absolute path or URI: it "
                    + parsed.problem());
        }
        return parsed.path();
    }

    /**
     * Why a location is not allowed (a sentence fragment for a refusal message), or null when every
     * reading of it lies inside a root.
     */
    Verdict judge(String location) {
        for (StoragePath.Parsed reading : StoragePath.readings(location)) {
            if (reading.path() == null) {
                return reading.relative() ? Verdict.RELATIVE : new Verdict(reading.problem());
            }
            if (roots.stream().noneMatch(reading.path()::isWithin)) {
                return Verdict.OUTSIDE;
            }
        }
        return null;
    }

    /** What lies outside means for this role, for messages: "the lakehouse warehouse and the allowed roots". */
    String describe() {
        if (roots.isEmpty()) {
            return "a configured warehouse or path root";
        }
        if (!warehouse) {
            return "the allowed path roots";
        }
        return roots.size() == 1 ? "the lakehouse warehouse" : "the lakehouse warehouse and the allowed path roots";
    }

    /** A refused location: outside every root, relative, or malformed (then {@code problem} says how). */
    record Verdict(String problem) {
        static final Verdict OUTSIDE = new Verdict("outside");
        static final Verdict RELATIVE = new Verdict("relative");
    }
}
