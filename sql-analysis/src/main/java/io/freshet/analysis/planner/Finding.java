package io.freshet.analysis.planner;

import org.apache.flink.table.api.ValidationException;

/**
 * A statement the gateway would refuse when it runs it (issue 39), or one whose fate only the cluster knows
 * ({@link Kind#JOB}): the words Flink or Paimon would say, what the finding is about, and the name in the statement to
 * mark (a partition key or option), if not the target's name.
 */
final class Finding extends ValidationException {

    /** What the finding is about; it decides where the editor marks it. */
    enum Kind {
        /** The target does not exist. */
        MISSING,
        /** The target is of another kind (a plain table or a view for a lifecycle statement). */
        KIND,
        /** The target's refresh status does not allow the step. */
        STATUS,
        /** A partition spec's key. */
        PARTITION,
        /** The catalog does not support the statement. */
        CATALOG,
        /** The freshness, or what the refresh job makes of it. */
        FRESHNESS,
        /** What the refresh job's state on the cluster decides, which no snapshot holds: a warning, not a refusal. */
        JOB
    }

    private final Kind kind;
    private final transient String name;

    Finding(Kind kind, String message) {
        this(kind, message, null);
    }

    Finding(Kind kind, String message, String name) {
        super(message);
        this.kind = kind;
        this.name = name;
    }

    Kind kind() {
        return kind;
    }

    /** The key or option the finding names, or null for the statement's target. */
    String name() {
        return name;
    }
}
