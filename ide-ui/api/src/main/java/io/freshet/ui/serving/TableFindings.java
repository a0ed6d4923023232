package io.freshet.ui.serving;

import io.freshet.analysis.serving.FindingLevel;
import io.freshet.analysis.serving.ServingFinding;
import java.util.List;

/**
 * One table's compatibility findings against a serving target, most serious first.
 *
 * @param freshness the freshness Flink keeps the table at, in words (e.g. "5 second(s) (CONTINUOUS)"), or null for a
 *                  table that is not materialized
 */
public record TableFindings(String database, String table, List<ServingFinding> findings, String freshness) {

    public TableFindings {
        findings = List.copyOf(findings);
    }

    /** Whether the engine can read the whole table as documented. */
    public boolean readable() {
        return findings.stream().noneMatch(f -> f.level() == FindingLevel.CANNOT_READ);
    }
}
