package io.freshet.ui.ingest;

/** A source's readiness in words: what its last test says it can do, and each failed check's message. */
final class Readiness {

    private Readiness() {
    }

    /** The verdict alone: "CDC ready", "Connects (snapshot only)" or "Does not connect". */
    static String verdict(SourceTestResult result) {
        if (result.cdcReady()) {
            return "CDC ready";
        }
        return result.connects() ? "Connects (snapshot only)" : "Does not connect";
    }

    /** The verdict followed by every failed check's message. */
    static String describe(SourceTestResult result) {
        if (result.problems().isEmpty()) {
            return verdict(result);
        }
        return verdict(result) + ": " + String.join(" ", result.problems());
    }
}
