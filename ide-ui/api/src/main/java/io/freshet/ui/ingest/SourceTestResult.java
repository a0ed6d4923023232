package io.freshet.ui.ingest;

import java.util.List;

/**
 * The readiness of a source: every check with its outcome, and whether the source was stored.
 *
 * @param saved true when a save stored the source (it connects); false for a test, or a save refused
 */
public record SourceTestResult(List<SourceCheck> checks, boolean saved) {

    public SourceTestResult {
        checks = List.copyOf(checks);
    }

    /** Freshet can connect and read: enough for snapshot ingestion. */
    public boolean connects() {
        return checks.stream().filter(c -> c.kind().connection())
                .allMatch(c -> c.outcome() == CheckOutcome.PASSED);
    }

    /** Every check passed: ready for change data capture. */
    public boolean cdcReady() {
        return checks.stream().allMatch(c -> c.outcome() == CheckOutcome.PASSED);
    }

    /** The failed checks' messages, in check order. */
    public List<String> problems() {
        return checks.stream().filter(c -> c.outcome() == CheckOutcome.FAILED).map(SourceCheck::message).toList();
    }
}
